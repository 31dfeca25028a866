"""The waits line under the hand: what it says, and that only tiles wear tile colours."""

from __future__ import annotations

from mahjong_tui.widgets.tiles import TileStyle, colour, tile_text
from mahjong_tui.widgets.waits import HandStatus, Wait, status_text
from rules.tiles import parse_tile

M5 = parse_tile("5m")
S9 = parse_tile("9s")


def test_waits_line_text() -> None:
    status = HandStatus(0, (Wait(M5, 3, 3900, True), Wait(S9, 0, None, True)), True)
    line = status_text(status, TileStyle.TEXT, None)
    assert line.plain.split() == ["Tenpai,", "waits", "5m×3", "3900", "9s×0", "tsumo", "only",
                                  "FURITEN"]
    assert status_text(HandStatus(2, (), False), TileStyle.TEXT, M5).plain == (
        "Discard 5m → 2-shanten")


def test_only_the_tile_wears_its_colours() -> None:
    """A tile's style is a span: text appended after it keeps its own (no ivory "×3")."""
    line = tile_text(M5, TileStyle.TEXT) + " ×3"
    assert not line.style
    tile_style = colour(M5)
    styled = [(s.start, s.end) for s in line.spans if s.style == tile_style]
    assert styled == [(0, len("5m"))]
    waits = status_text(HandStatus(0, (Wait(M5, 3, 3900, True),), False), TileStyle.TEXT, None)
    at = waits.plain.index("×3")
    assert not any(s.start <= at < s.end and s.style == tile_style for s in waits.spans)
