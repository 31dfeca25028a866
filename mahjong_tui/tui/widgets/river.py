"""A river: one seat's discards in order, six per row, turned to face its player.

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

from mahjong_tui.text.tile_faces import TileSize, TileStyle
from mahjong_tui.tui.widgets.grid import Slot, grid_lines
from rules.observation import RiverTile

PER_ROW = 6
ROWS = 4
TSUMOGIRI = Style(dim=True)
CALLED_AWAY = Style(strike=True, bgcolor="#8a8474")
LAST = Style(bgcolor="#ffd75f", bold=True)
RIICHI_MARK = Style(color="#ff5f5f", bold=True)


def river_lines(
    river: Sequence[RiverTile], style: TileStyle, *, last: bool, seat: int = 0,
    size: TileSize = TileSize.SMALL,
) -> list[Text]:
    """The river of the seat at ``seat`` (relative to the screen: 0 you, 1 right, 2 across,
    3 left), laid as on a real table seen from your chair: rows of six run from that
    player's left to right, and each row lies further from the centre than the one
    before. Across, the rows read right to left from the bottom; at the sides they stand
    as columns (top down on the left, bottom up on the right). Four rows keep 24
    discards; across and below the last row takes the overflow, at the sides a fifth
    column does.

    ``last``: the final tile is the table's latest discard.
    """
    side = seat in (1, 3)
    places = [_place(i, side) for i in range(len(river))]
    depth = max([ROWS, *(r + 1 for r, _ in places)]) if side else ROWS
    length = PER_ROW if side else max([PER_ROW, *(c + 1 for _, c in places)])
    slots = {}
    for i, ((row, col), discard) in enumerate(zip(places, river, strict=True)):
        at = {0: (col, row), 2: (length - 1 - col, ROWS - 1 - row),
              3: (depth - 1 - row, col), 1: (row, PER_ROW - 1 - col)}[seat]
        slots[at] = _slot(discard, last and i == len(river) - 1)
    columns, rows = (depth, PER_ROW) if side else (length, ROWS)
    return grid_lines(slots, columns, rows, style, size)


def _place(index: int, side: bool) -> tuple[int, int]:
    """(row, place in the row) of the ``index``-th discard."""
    if side:
        return divmod(index, PER_ROW)
    row = min(index // PER_ROW, ROWS - 1)
    return row, index - row * PER_ROW


def _slot(discard: RiverTile, is_last: bool) -> Slot:
    extra = None
    if discard.called_by is not None:
        extra = CALLED_AWAY
    elif is_last:
        extra = LAST
    elif discard.tsumogiri:
        extra = TSUMOGIRI
    if discard.riichi:
        return Slot(discard.tile, extra, Text("[", style=RIICHI_MARK), Text("]", style=RIICHI_MARK))
    return Slot(discard.tile, extra)


class RiverView(Static):
    """One seat's river (the screen gives it the tiles)."""

    def show(self, river: Sequence[RiverTile], style: TileStyle, *, last: bool, seat: int,
             size: TileSize) -> None:
        self.update(Text("\n").join(river_lines(river, style, last=last, seat=seat, size=size)))
