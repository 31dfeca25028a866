"""Tiles, red fives and MPSZ notation.

A tile *kind* is an int 0..33: 1m..9m are 0..8, 1p..9p are 9..17, 1s..9s are
18..26, and the honours East South West North White Green Red are 27..33.

A *tile* (one physical tile as a hand holds it) is the same int, except that a
red five is 34 (red 5m), 35 (red 5p) or 36 (red 5s). ``kind(tile)`` folds a red
five onto its kind, so code that does not care about red fives reads kinds.

MPSZ notation writes digits followed by their suit letter: ``"123m0p55z"``;
``0`` is a red five (``"0m"`` = red 5m), honours are ``1z``..``7z``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from itertools import product
from typing import Final, TypeAlias

Tile: TypeAlias = int
"""A tile: a kind 0..33, or a red five 34..36."""

M1, M2, M3, M4, M5, M6, M7, M8, M9 = range(0, 9)
P1, P2, P3, P4, P5, P6, P7, P8, P9 = range(9, 18)
S1, S2, S3, S4, S5, S6, S7, S8, S9 = range(18, 27)
EAST, SOUTH, WEST, NORTH, HAKU, HATSU, CHUN = range(27, 34)
RED_5M, RED_5P, RED_5S = 34, 35, 36

NUM_KINDS: Final = 34
KINDS: Final = tuple(range(NUM_KINDS))
WINDS: Final = (EAST, SOUTH, WEST, NORTH)
DRAGONS: Final = (HAKU, HATSU, CHUN)
HONORS: Final = WINDS + DRAGONS
TERMINALS: Final = (M1, M9, P1, P9, S1, S9)
YAOCHUU: Final = TERMINALS + HONORS
"""The thirteen terminal and honour kinds (kokushi's tiles)."""
RED_FIVES: Final = (RED_5M, RED_5P, RED_5S)
FIVES: Final = (M5, P5, S5)

SUITS: Final = "mpsz"
"""Suit letters in kind order: man, pin, sou, honours (z)."""

_KIND_OF_RED: Final = {RED_5M: M5, RED_5P: P5, RED_5S: S5}


class TileError(ValueError):
    """Malformed tile notation or an impossible collection of tiles."""


def kind(tile: Tile) -> int:
    """The kind 0..33 of a tile (a red five folds onto its five)."""
    return tile if tile < NUM_KINDS else _KIND_OF_RED[tile]


def is_red(tile: Tile) -> bool:
    return tile >= NUM_KINDS


def red_of(kind_: int) -> Tile:
    """The red tile of a five kind (``red_of(M5) == RED_5M``)."""
    return RED_FIVES[FIVES.index(kind_)]


def suit(tile: Tile) -> int:
    """0 man, 1 pin, 2 sou, 3 honours."""
    return kind(tile) // 9


def number(tile: Tile) -> int:
    """The face number: 1..9 for suited tiles, 1..7 for honours (1z = East)."""
    return kind(tile) % 9 + 1


def is_honor(tile: Tile) -> bool:
    return kind(tile) >= EAST


def is_terminal(tile: Tile) -> bool:
    k = kind(tile)
    return k < EAST and k % 9 in (0, 8)


def is_yaochuu(tile: Tile) -> bool:
    """Terminal or honour."""
    return is_honor(tile) or is_terminal(tile)


def dora_from_indicator(indicator: Tile) -> int:
    """The dora kind an indicator points at (9m -> 1m, North -> East, Chun -> Haku)."""
    k = kind(indicator)
    if k < EAST:
        return k - k % 9 + (k % 9 + 1) % 9
    if k <= NORTH:
        return EAST + (k - EAST + 1) % 4
    return HAKU + (k - HAKU + 1) % 3


def sort_key(tile: Tile) -> int:
    """Sort order m, p, s, z; a red five just before the black fives."""
    return kind(tile) * 2 + (0 if is_red(tile) else 1)


def sorted_tiles(tiles: Iterable[Tile]) -> list[Tile]:
    return sorted(tiles, key=sort_key)


_KIND_OF_TILE: Final = (*KINDS, M5, P5, S5)
"""``kind`` as a table, indexed by tile (red fives last)."""


def counts(tiles: Iterable[Tile]) -> list[int]:
    """A 34-entry list of how many of each kind the tiles hold."""
    c = [0] * NUM_KINDS
    kind_of = _KIND_OF_TILE
    for t in tiles:
        c[kind_of[t]] += 1
    return c


def name(tile: Tile) -> str:
    """One tile in MPSZ notation: ``"1m"``, ``"0p"`` (red 5p), ``"7z"``."""
    if is_red(tile):
        return "0" + SUITS[suit(tile)]
    return f"{number(tile)}{SUITS[suit(tile)]}"


_RUNS: Final = re.compile(r"(?:[0-9]+[mpsz])+")
_DIGITS: Final[dict[str, dict[str, Tile]]] = {
    letter: {str(d): i * 9 + d - 1 if d else RED_FIVES[i] for d in range(10)
             if letter != "z" or 1 <= d <= 7}
    for i, letter in enumerate(SUITS)
}
"""Each suit letter's digits and the tiles they are (no 0z, 8z, 9z)."""
ONE_TILE: Final[dict[str, Tile]] = {
    digit + letter: tile for letter, digits in _DIGITS.items() for digit, tile in digits.items()
}
"""Every one-tile notation (``"5m"``, ``"0p"``): a dora indicator or a winning tile."""


def parse(text: str) -> list[Tile]:
    """Parse MPSZ notation into tiles, keeping their order.

    Spaces are ignored. Raises :class:`TileError` naming the bad character and
    its position, e.g. ``parse("12x")`` -> "unexpected 'x' at position 2".
    """
    single = ONE_TILE.get(text)
    if single is not None:
        return [single]
    if _RUNS.fullmatch(text):  # the usual compact notation, read a run at a time
        tiles: list[Tile] = []
        for run in _RUN_TEXT.findall(text):
            read = _READ_RUNS[run]
            if read is None:  # an honour out of 1z..7z: the careful reading says where
                break
            tiles += read
        else:
            return tiles
    return _parse_carefully(text)


_RUN_TEXT: Final = re.compile(r"[0-9]+[mpsz]")
_RUNS_KEPT: Final = 65536
"""Distinct runs kept read by :func:`parse` (then forgotten all at once)."""


_LONGEST_KEPT: Final = 15
"""The longest run kept (fourteen digits and a letter): longer ones are read every time, so
that what is kept stays small whatever the input."""


class _ReadRuns(dict[str, "tuple[Tile, ...] | None"]):
    """A run (``"3567m"``) -> its tiles (None if not tiles, as ``8z``), read on first use."""

    def __missing__(self, run: str) -> tuple[Tile, ...] | None:
        table = _DIGITS[run[-1]]
        read = None if any(d not in table for d in run[:-1]) else tuple(
            table[d] for d in run[:-1])
        if len(run) <= _LONGEST_KEPT:
            if len(self) >= _RUNS_KEPT:
                self.clear()
            self[run] = read
        return read


_READ_RUNS: Final = _ReadRuns()


def _parse_carefully(text: str) -> list[Tile]:
    """:func:`parse` a character at a time, for spaces and for the errors' positions."""
    tiles: list[Tile] = []
    pending: list[tuple[int, int]] = []  # (digit, position)
    for pos, ch in enumerate(text):
        if ch.isspace():
            continue
        if "0" <= ch <= "9":
            pending.append((int(ch), pos))
        elif ch in SUITS:
            if not pending:
                raise TileError(f"suit letter '{ch}' at position {pos} has no digits before it")
            base = SUITS.index(ch) * 9
            for digit, dpos in pending:
                if ch == "z":
                    if not 1 <= digit <= 7:
                        raise TileError(
                            f"'{digit}z' at position {dpos}: honours are 1z..7z"
                        )
                    tiles.append(base + digit - 1)
                elif digit == 0:
                    tiles.append(red_of(base + 4))
                else:
                    tiles.append(base + digit - 1)
            pending = []
        else:
            raise TileError(f"unexpected {ch!r} at position {pos}")
    if pending:
        raise TileError(
            f"digits without a suit letter at the end (position {pending[0][1]})"
        )
    return tiles


def parse_tile(text: str) -> Tile:
    """Parse exactly one tile (``"5m"``, ``"0p"``, ``"7z"``)."""
    tiles = parse(text)
    if len(tiles) != 1:
        raise TileError(f"expected one tile, got {len(tiles)} in {text!r}")
    return tiles[0]


def format_tiles(tiles: Iterable[Tile]) -> str:
    """Write tiles in MPSZ notation, in the given order.

    Consecutive tiles of one suit share a suit letter, so
    ``format_tiles(parse(s)) == s`` for any canonical string and
    ``parse(format_tiles(ts)) == ts`` for any tiles.
    """
    out: list[str] = []
    current = -1
    for t in tiles:
        s = suit(t)
        if s != current and current >= 0:
            out.append(SUITS[current])
        current = s
        out.append("0" if is_red(t) else str(number(t)))
    if current >= 0:
        out.append(SUITS[current])
    return "".join(out)


def format_counts(c: Sequence[int]) -> str:
    """MPSZ notation of a 34-count hand, sorted."""
    return format_tiles(k for k in KINDS for _ in range(c[k]))


def check_possible(tiles: Iterable[Tile], red_fives: Sequence[int] = (1, 1, 1)) -> None:
    """Raise :class:`TileError` if no real tile set holds these tiles.

    At most four of a kind, and at most ``red_fives[suit]`` red fives of each
    suit (their black fives count toward the four).
    """
    checked_counts(tiles, red_fives)


LANE: Final = 8
"""Bits per kind (and per red five) in :func:`is_possible`'s count."""
LANE_WEIGHT: Final = tuple(
    (1 << LANE * kind(t)) + (1 << LANE * (NUM_KINDS + RED_FIVES.index(t)) if is_red(t) else 0)
    for t in range(NUM_KINDS + len(RED_FIVES))
)
"""What one tile adds to a lane count: one in its kind's lane, and a red five one more in its
own lane (lane ``NUM_KINDS + i`` for the red five of suit ``i``)."""
LANE_HIGH: Final = sum(0xF8 << LANE * lane for lane in range(NUM_KINDS + len(RED_FIVES)))
"""The bits of a lane count plus :func:`lane_slack` that only a lane over its allowance
reaches: ``(lanes + slack) & LANE_HIGH`` is 0 iff the tiles are possible."""
_KIND_SLACK: Final = sum(3 << LANE * k for k in range(NUM_KINDS))
"""Added to every kind's count: a count of 5 or more then reaches bit 3 of its lane."""


def lane_slack(red_fives: Sequence[int]) -> int | None:
    """What :func:`is_possible` adds to a lane count for this allowance of red fives (None
    for an allowance it does not know: a list, or over four)."""
    return _SLACKS.get(red_fives) if isinstance(red_fives, tuple) else None


def is_possible(tiles: Sequence[Tile], red_fives: Sequence[int] = (1, 1, 1)) -> bool:
    """Whether :func:`check_possible` accepts these tiles, without counting them kind by
    kind: the tiles are summed into one count with a lane of bits per kind and per red
    five, and one addition and AND tell whether any lane holds too many."""
    slack = lane_slack(red_fives) if len(tiles) <= MOST_LANE_TILES else None
    if slack is None:
        try:
            check_possible(tiles, red_fives)
        except TileError:
            return False
        return True
    return not (sum(map(LANE_WEIGHT.__getitem__, tiles)) + slack) & LANE_HIGH


MOST_LANE_TILES: Final = 252
"""More tiles could overflow a lane (255 - 3): :func:`is_possible` counts them kind by kind."""
_SLACKS: Final = {
    allowance: _KIND_SLACK + sum(7 - allowed << LANE * (NUM_KINDS + i)
                                 for i, allowed in enumerate(allowance))
    for allowance in product(range(5), repeat=3)
}
"""For each allowance of red fives (a tuple, 0..4 a suit), what is added to the count so that
any lane over its allowance (four of a kind, or the red fives allowed) reaches bit 3."""


def checked_counts(tiles: Iterable[Tile], red_fives: Sequence[int] = (1, 1, 1)) -> list[int]:
    """:func:`counts` of tiles that :func:`check_possible` accepts (or its TileError)."""
    tiles = list(tiles)
    c = counts(tiles)
    if max(c) > 4:
        k = next(k for k in KINDS if c[k] > 4)
        raise TileError(f"{c[k]} copies of {name(k)}: there are only four")
    if max(tiles, default=0) < RED_5M:
        return c
    for i, red in enumerate(RED_FIVES):
        n = tiles.count(red)
        if n > red_fives[i]:
            allowed = red_fives[i]
            word = "no" if allowed == 0 else str(allowed)
            raise TileError(f"{n} red {name(FIVES[i])} but the rules have {word}")
    return c
