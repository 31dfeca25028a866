"""The dora as the table and the results show them: the dora themselves, then the tiles
turned over that point at them, labelled as indicators ("Dora 9s (indicator 8s)").

A player coming from another client reads "Dora 8s" as the dora, not its indicator
(Japanese says ドラ表示 for the indicator); so the dora comes first, worked out from each
indicator (9m points at 1m, North at East, Red at White), and the indicators follow in
brackets. Where room is short (the table's centre at 80x24), the label shortens, and at
last only the dora stay.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len
from rich.text import Text

from mahjong_tui.text.styled import st
from mahjong_tui.text.tile_faces import TileStyle, tiles_text
from rules.tiles import Tile, dora_from_indicator


def dora_line(indicators: Sequence[Tile], style: TileStyle, *, ura: bool = False,
              width: int | None = None) -> Text:
    """``Dora 9s 2m (indicators 8s 1m)``, or ``Ura dora ...``; within ``width`` cells if
    given (the indicators shorten to ``(ind. 8s 1m)``, then go)."""
    dora = st("dora.ura" if ura else "dora.dora",
              tiles=tiles_text([dora_from_indicator(i) for i in indicators], style))
    shown = tiles_text(indicators, style)
    for label in ("dora.indicators", "dora.short"):
        line = dora + Text(" ") + st(label, count=len(indicators), tiles=shown, style="dim")
        if width is None or cell_len(line.plain) <= width:
            return line
    return dora
