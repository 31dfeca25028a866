"""The wall: 136 tiles in one fixed layout, shuffled or scripted.

Layout of ``Wall.tiles`` (absolute seats; seat 0 is the first dealer):

- ``tiles[13*s : 13*s + 13]``: the deal of seat ``s`` (the dealer's 14th tile is
  its first draw, like everyone's later draws);
- ``tiles[52:122]``: the live wall, in draw order (``live[0]`` is drawn first);
- ``tiles[122:136]``: the dead wall: 4 replacement tiles (rinshan, in draw
  order), 5 dora indicators (the first is turned at the start, one more per
  kan), 5 ura indicators aligned with them.

Each kan takes the next rinshan tile and shortens the live wall by one from
its end (the last live tile moves to the dead wall), so the dead wall keeps
14 tiles. The layout is not a physical table's, but it holds everything a
record needs; :meth:`Wall.scripted` builds one from the parts of a replay.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_tui.engine.errors import WallError
from rules.tiles import FIVES, KINDS, Tile, TileError, check_possible, parse, red_of

SEATS = 4
DEAL = 13
DEAD_WALL = 14
RINSHAN = 4
INDICATORS = 5
TOTAL = 136
LIVE = TOTAL - DEAL * SEATS - DEAD_WALL

_LIVE_START = DEAL * SEATS
_DEAD_START = _LIVE_START + LIVE

TileSpec = str | Sequence[Tile]
"""Tiles in MPSZ notation or as a sequence of tile ids."""


def full_set(red_fives: Sequence[int] = (1, 1, 1)) -> list[Tile]:
    """The 136 tiles, sorted, with ``red_fives[suit]`` of each suit's fives red."""
    tiles: list[Tile] = []
    for k in KINDS:
        if k in FIVES:
            reds = red_fives[FIVES.index(k)]
            tiles.extend([red_of(k)] * reds + [k] * (4 - reds))
        else:
            tiles.extend([k] * 4)
    return tiles


def _tiles(spec: TileSpec) -> list[Tile]:
    return parse(spec) if isinstance(spec, str) else list(spec)


@dataclass(frozen=True, slots=True)
class Wall:
    tiles: tuple[Tile, ...]

    def __post_init__(self) -> None:
        if len(self.tiles) != TOTAL:
            raise WallError(f"a wall has {TOTAL} tiles, got {len(self.tiles)}")

    def hand(self, seat: int) -> tuple[Tile, ...]:
        return self.tiles[DEAL * seat : DEAL * seat + DEAL]

    def live(self, index: int) -> Tile:
        return self.tiles[_LIVE_START + index]

    def rinshan(self, index: int) -> Tile:
        return self.tiles[_DEAD_START + index]

    def indicator(self, index: int) -> Tile:
        return self.tiles[_DEAD_START + RINSHAN + index]

    def ura(self, index: int) -> Tile:
        return self.tiles[_DEAD_START + RINSHAN + INDICATORS + index]

    @classmethod
    def shuffled(cls, rng: random.Random, red_fives: Sequence[int] = (1, 1, 1)) -> Wall:
        tiles = full_set(red_fives)
        rng.shuffle(tiles)
        return cls(tuple(tiles))

    @classmethod
    def scripted(
        cls,
        hands: Sequence[TileSpec] = ("", "", "", ""),
        draws: TileSpec = "",
        rinshan: TileSpec = "",
        dora: TileSpec = "",
        ura: TileSpec = "",
        red_fives: Sequence[int] = (1, 1, 1),
    ) -> Wall:
        """A wall whose given parts are fixed and the rest filled from the unused tiles.

        ``hands`` are the deals of seats 0..3 (13 tiles each or fewer), ``draws``
        the live wall from its first draw, ``rinshan`` the replacement tiles,
        ``dora`` / ``ura`` the indicators in order. Unspecified places get the
        remaining tiles in a fixed pseudo-random order (never the given ones),
        so a test states only what it is about and still gets the same wall.
        """
        if len(hands) != SEATS:
            raise WallError(f"a wall deals {SEATS} hands, got {len(hands)}")
        parts: list[tuple[list[Tile], int]] = [(_tiles(h), DEAL) for h in hands]
        parts += [(_tiles(draws), LIVE), (_tiles(rinshan), RINSHAN)]
        parts += [(_tiles(dora), INDICATORS), (_tiles(ura), INDICATORS)]
        given = [t for tiles, _ in parts for t in tiles]
        try:
            check_possible(given, red_fives)
        except TileError as exc:
            raise WallError(str(exc)) from None
        spare = Counter(full_set(red_fives))
        spare.subtract(given)
        if any(n < 0 for n in spare.values()):
            raise WallError("the scripted tiles need more red fives than the rules have")
        filler = sorted(spare.elements())
        random.Random(0).shuffle(filler)
        out: list[Tile] = []
        for tiles, size in parts:
            if len(tiles) > size:
                raise WallError(f"a wall part holds {size} tiles, got {len(tiles)}")
            out += tiles + [filler.pop() for _ in range(size - len(tiles))]
        return cls(tuple(out))

