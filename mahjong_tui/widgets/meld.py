"""A meld as text: which tile was called, and from whom.

As on a real table, the called tile lies sideways on the side of the player
it came from: first when it came from the left (kamicha), in the middle from
across, last from the right. Here "sideways" is a highlighted tile plus an
arrow that points at the giver. A concealed kan shows its outer tiles face down.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.style import Style
from rich.text import Text

from mahjong_tui.widgets.tiles import TileStyle, tile_text
from rules.hand import Meld, MeldKind
from rules.tiles import Tile, sorted_tiles

SEATS = 4
CALLED = Style(bgcolor="#f2c94c", underline=True)
_ARROWS = {1: "→", 2: "↑", 3: "←"}
"""From the owner's point of view: 1 right, 2 across, 3 left."""


def meld_text(meld: Meld, owner: int, style: TileStyle) -> Text:
    if meld.kind is MeldKind.ANKAN:
        tiles = sorted_tiles(meld.tiles)
        faces: list[Tile | None] = [None, tiles[1], tiles[2], None]
        return Text(" ").join(tile_text(t, style) for t in faces)
    rest = list(meld.tiles)
    called = meld.called if meld.called is not None else rest[0]
    rest.remove(called)
    ordered = sorted_tiles(rest)
    relative = (meld.from_seat - owner) % SEATS if meld.from_seat is not None else 3
    at = {3: 0, 2: 1, 1: len(ordered)}[relative]
    parts = [tile_text(t, style) for t in ordered]
    parts.insert(at, tile_text(called, style, CALLED))
    return Text(_ARROWS[relative], style="bold #f2c94c") + Text(" ").join(parts)


def melds_text(melds: Sequence[Meld], owner: int, style: TileStyle, sep: str = "  ") -> Text:
    return Text(sep).join(meld_text(m, owner, style) for m in melds)
