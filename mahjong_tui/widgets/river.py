"""A river: one seat's discards in order, six per row.

What a player reads off a river, each visible at a glance: the riichi
declaration tile (in brackets, as it would lie sideways), tsumogiri discards
(dimmed: 手出し tiles stand out), tiles called away into someone's meld (struck
and greyed: they are in that meld now), and the latest discard of the table
(highlighted).
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.style import Style
from rich.text import Text
from textual.widgets import Static

from mahjong_tui.widgets.tiles import TileStyle, tile_text
from rules.observation import RiverTile

PER_ROW = 6
ROWS = 4
TSUMOGIRI = Style(dim=True)
CALLED_AWAY = Style(strike=True, bgcolor="#8a8474")
LAST = Style(bgcolor="#ffd75f", bold=True)
RIICHI_MARK = Style(color="#ff5f5f", bold=True)


def river_text(river: Sequence[RiverTile], style: TileStyle, *, last: bool) -> Text:
    """Rows of six; the last row takes the overflow so a long river keeps four rows.

    ``last``: the final tile is the table's latest discard.
    """
    rows = [list(river[i : i + PER_ROW]) for i in range(0, min(len(river), PER_ROW * (ROWS - 1)),
                                                          PER_ROW)]
    if len(river) > PER_ROW * (ROWS - 1):
        rows.append(list(river[PER_ROW * (ROWS - 1) :]))
    out = Text()
    index = 0
    for r, row in enumerate(rows):
        if r:
            out.append("\n")
        out.append(_separator(None, row[0] if row else None))
        for i, discard in enumerate(row):
            index += 1
            out.append_text(_tile(discard, style, last and index == len(river)))
            nxt = row[i + 1] if i + 1 < len(row) else None
            out.append_text(_separator(discard, nxt))
    return out


def _tile(discard: RiverTile, style: TileStyle, is_last: bool) -> Text:
    extra = None
    if discard.called_by is not None:
        extra = CALLED_AWAY
    elif is_last:
        extra = LAST
    elif discard.tsumogiri:
        extra = TSUMOGIRI
    return tile_text(discard.tile, style, extra)


def _separator(before: RiverTile | None, after: RiverTile | None) -> Text:
    """A space, or the bracket around a riichi tile."""
    if after is not None and after.riichi:
        return Text("[", style=RIICHI_MARK)
    if before is not None and before.riichi:
        return Text("]", style=RIICHI_MARK)
    return Text(" ")


class RiverView(Static):
    """One seat's river (the screen gives it the tiles)."""

    def show(self, river: Sequence[RiverTile], style: TileStyle, *, last: bool) -> None:
        self.update(river_text(river, style, last=last))
