"""Melds drawn as Tenhou draws them, seen from your chair.

The called tile lies on the side of the player it came from, as the screen shows
that player: in your melds and those of the player across (a row of tiles), first
when it came from the player on the left of the screen, last from the right, in
the middle from the player facing the owner. The side players' melds stand as
columns: the called tile at the top when it came from across, at the bottom from
you, in the middle from the other side. The called tile is highlighted and an
arrow beside it points at the giver on the screen; the tile added to make an
added kan (kakan) lies next to it, highlighted too and marked ``+``. A concealed kan
shows its outer tiles face down.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from rich.style import Style
from rich.text import Text

from mahjong_tui.text.tile_faces import TileSize, TileStyle
from mahjong_tui.tui.widgets.grid import Slot, grid_lines
from rules.hand import Meld, MeldKind
from rules.tiles import Tile, is_red, sorted_tiles

SEATS = 4
CALLED = Style(bgcolor="#f2c94c", underline=True)
_MARK = "bold #f2c94c"
ARROWS = {0: "↓", 1: "→", 2: "↑", 3: "←"}
"""Towards each seat as placed on the screen: 0 you (bottom), 1 right, 2 across, 3 left."""
ADDED_MARK = "+"


class Mark(Enum):
    CALLED = "called"
    ADDED = "added"


def meld_tiles(meld: Meld, owner: int, viewer: int) -> list[tuple[Tile | None, Mark | None]]:
    """The meld's tiles in screen order (left to right, or top down for a side seat),
    ``None`` for a face-down tile. ``owner`` and ``viewer`` are absolute seats."""
    if meld.kind is MeldKind.ANKAN:
        tiles = sorted_tiles(meld.tiles)
        return [(None, None), (tiles[1], None), (tiles[2], None), (None, None)]
    rest = list(meld.tiles)
    called = meld.called if meld.called is not None else rest[0]
    rest.remove(called)
    added: Tile | None = None
    if meld.kind is MeldKind.KAKAN:
        # Which copy was added is not kept; a plain one is shown added, a red five in the pon.
        added = next((t for t in reversed(rest) if not is_red(t)), rest[-1])
        rest.remove(added)
    row: list[tuple[Tile | None, Mark | None]] = [(t, None) for t in sorted_tiles(rest)]
    at = {"first": 0, "middle": 1, "last": len(row)}[_place(meld, owner, viewer)]
    pair: list[tuple[Tile | None, Mark | None]] = [(called, Mark.CALLED)]
    if added is not None:
        pair = [(added, Mark.ADDED), *pair] if at == len(row) else [*pair, (added, Mark.ADDED)]
    return row[:at] + pair + row[at:]


def giver(meld: Meld, viewer: int) -> int | None:
    """Where the called tile came from, as placed on the screen (0 you .. 3 left)."""
    return None if meld.from_seat is None else (meld.from_seat - viewer) % SEATS


def _place(meld: Meld, owner: int, viewer: int) -> str:
    at = giver(meld, viewer)
    if (owner - viewer) % SEATS in (1, 3):
        return {2: "first", 0: "last"}.get(at if at is not None else -1, "middle")
    if at is None:
        return "first"
    return {3: "first", 1: "last"}.get(at, "middle")


def _arrow(meld: Meld, viewer: int) -> Text | None:
    at = giver(meld, viewer)
    return None if at is None else Text(ARROWS[at], style=_MARK)


_PLUS = Text(ADDED_MARK, style=_MARK)


def meld_lines(meld: Meld, owner: int, viewer: int, style: TileStyle,
               size: TileSize = TileSize.SMALL) -> list[Text]:
    """One meld as a row of tiles (yours, or across): the arrow in front of it, the
    ``+`` in front of an added tile."""
    tiles = meld_tiles(meld, owner, viewer)
    slots = {}
    for i, (tile, mark) in enumerate(tiles):
        before = _PLUS if mark is Mark.ADDED else _arrow(meld, viewer) if i == 0 else None
        slots[(i, 0)] = Slot(tile, CALLED if mark else None, before=before)
    return grid_lines(slots, len(tiles), 1, style, size)


def melds_lines(melds: Sequence[Meld], owner: int, viewer: int, style: TileStyle,
                size: TileSize = TileSize.SMALL) -> list[Text]:
    """A row of melds side by side, a space between them."""
    if not melds:
        return [Text() for _ in range(size.value)]
    parts = [meld_lines(m, owner, viewer, style, size) for m in melds]
    return [Text(" ").join(p[line] for p in parts) for line in range(size.value)]


def melds_column_lines(melds: Sequence[Meld], owner: int, viewer: int,
                       style: TileStyle) -> list[Text]:
    """A side seat's melds, one standing column each, the marks right of the tiles."""
    slots = {}
    for x, meld in enumerate(melds):
        for y, (tile, mark) in enumerate(meld_tiles(meld, owner, viewer)):
            after = _PLUS if mark is Mark.ADDED else _arrow(meld, viewer) if mark else None
            slots[(x, y)] = Slot(tile, CALLED if mark else None, after=after)
    rows = max((len(m.tiles) for m in melds), default=0)
    return grid_lines(slots, len(melds), rows, style, TileSize.SMALL)


def melds_text(melds: Sequence[Meld], owner: int, viewer: int, style: TileStyle) -> Text:
    """A hand's melds on one line (the result screens), the arrows as on the table: at
    the player each called tile came from, as ``viewer`` sits (↓ is you)."""
    return melds_lines(melds, owner, viewer, style)[0]
