"""Decompositions of a complete hand (agari): four sets and a pair, seven pairs, kokushi.

Two tricks keep this cheap enough to run on every scored hand:

* **Packed counts.** A hand's tiles are counted into one int, 4 bits per kind
  (kind ``k`` in bits ``4k..4k+3``; red fives are also counted from bit
  ``RED_SHIFT`` up). Counting a hand is ``sum(map(WEIGHT.__getitem__, tiles))``,
  a loop in C; a suit's counts are one shift and mask (its *code*); "which kinds
  are present" is a few shifts and an AND (``present``); class tests such as
  "only simples" are one AND against a nibble mask (``nibbles``).
* **Per-suit tables.** Suits are independent, so a regular reading of a hand is
  one reading per suit (and one of the honours), combined. Each suit code's
  readings (``Split``) are computed once and kept in a table, with the bit masks
  the yaku detectors need; there are only a few thousand complete suit codes,
  so after warm-up decomposing a hand is four dict lookups (and a product of the
  suits' readings when one has several). Tables fill lazily: a code's sets are found from the
  already solved code without its lowest set (``_set_readings``), the readings
  in suit-relative kinds are shared by the three number suits
  (``_relative_readings``) and only moved to each suit's kinds per table.

  A precomputed table of every suit code's readings (22,239 codes of at most 14 tiles,
  compressed in a generated module) was measured and not kept: decoding it at start costs
  12-22M instructions and reading one code back 17-32 thousand, against about 45 thousand
  to find its readings, about 2 % of a 5,000-line ``score --batch`` in all.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache, lru_cache
from itertools import product
from operator import itemgetter
from typing import NamedTuple

from rules.tiles import EAST, NUM_KINDS, RED_FIVES, YAOCHUU, kind

Counts = tuple[int, ...]
"""A 34-entry count of tile kinds."""

KIND_BITS = 4
"""Bits per kind in a packed count: up to 15 copies, more than a hand can hold."""
RED_SHIFT = KIND_BITS * NUM_KINDS
"""Red fives are counted a second time from this bit up (``key >> RED_SHIFT``)."""
KIND_MASK = (1 << RED_SHIFT) - 1
"""The kind counts of a packed count, without the red-five tally."""

WEIGHT: tuple[int, ...] = tuple(
    (1 << KIND_BITS * kind(t)) + ((1 << RED_SHIFT) if t in RED_FIVES else 0)
    for t in range(NUM_KINDS + len(RED_FIVES))
)
"""What one tile (0..36) adds to a packed count."""


def nibbles(kinds: tuple[int, ...] | range) -> int:
    """A nibble mask: bit ``4k`` for each kind, to AND with ``present``."""
    return sum(1 << KIND_BITS * k for k in kinds)


_LOW_BITS = nibbles(range(NUM_KINDS))


def pack(c: Counts) -> int:
    """The packed count of a 34-count tuple."""
    return sum(n << KIND_BITS * k for k, n in enumerate(c))


def unpack(key: int) -> Counts:
    """The 34-count tuple of a packed count."""
    return tuple(key >> KIND_BITS * k & 15 for k in range(NUM_KINDS))


def present(key: int) -> int:
    """Bit ``4k`` set for each kind ``k`` the packed count holds at least once."""
    key &= KIND_MASK
    return (key | key >> 1 | key >> 2 | key >> 3) & _LOW_BITS


def kinds_held(key: int) -> tuple[int, ...]:
    """The kinds the packed count holds at least once, in order (from :func:`present`'s
    bits, without unpacking the 34 counts)."""
    p = present(key)
    out = []
    while p:
        low = p & -p
        out.append((low.bit_length() - 1) // KIND_BITS)
        p ^= low
    return tuple(out)


class Split(NamedTuple):
    """One reading of some concealed tiles (a suit, the honours, or a whole hand) as sets.

    ``triplets`` (kinds) and ``runs`` (first kinds) are sorted. The masks hold
    bit ``k`` for each triplet kind / run start; ``twins`` counts pairs of
    identical runs (2 for ryanpeikou).
    """

    pair: int
    triplets: tuple[int, ...]
    runs: tuple[int, ...]
    triplet_mask: int
    run_mask: int
    twins: int


class Decomposition(NamedTuple):
    """One reading of concealed tiles as a pair plus sets.

    ``triplets`` are the kinds of the concealed triplets, ``runs`` the first
    kinds of the concealed runs; both sorted.
    """

    pair: int
    triplets: tuple[int, ...]
    runs: tuple[int, ...]


new_tuple = tuple.__new__
"""``new_tuple(Split, values)`` builds a NamedTuple from a tuple of its fields in one C call:
calling the class runs its generated Python ``__new__``, and ``Split._make`` a Python frame
of its own (about 1.4 times as slow)."""

_Sets = tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]


@cache
def _set_readings(code: int, runs_ok: bool) -> _Sets:
    """Every way to read one suit's packed counts (kinds relative to the suit) as sets only:
    (triplets, runs), each sorted. Take the lowest kind as a triplet, or as the start of a
    run, and read the rest from the same cache: each code is solved once, from smaller
    solved codes."""
    if not code:
        return (((), ()),)
    k = ((code & -code).bit_length() - 1) // KIND_BITS
    shift = KIND_BITS * k
    out: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
    if code >> shift & 15 >= 3:
        for t, r in _set_readings(code - (3 << shift), runs_ok):  # loops: a comprehension
            out.append(((k, *t), r))  # is a call of its own
    if runs_ok and code >> shift + KIND_BITS & 15 and code >> shift + 2 * KIND_BITS & 15:
        for t, r in _set_readings(code - (_RUN << shift), runs_ok):
            out.append((t, (k, *r)))
    return tuple(out)


_RUN = pack((1, 1, 1))
_KINDS_1 = 15 * nibbles((1, 4, 7))
_KINDS_2 = 15 * nibbles((2, 5, 8))
"""The counts of the kinds of a suit that are 1 and 2 modulo 3 (16 is 1 modulo 3, so a
packed count ANDed with one of these is, modulo 3, the number of those tiles)."""


@cache
def _relative_readings(code: int, runs_ok: bool) -> tuple[tuple[int, tuple[int, ...],
                                                                 tuple[int, ...]], ...]:
    """Every reading of one suit's packed counts as (pair, triplets, runs), kinds relative to
    the suit: with a pair if the tiles number 3n+2, none (-1) if 3n, no reading if 3n+1 (a
    packed count is congruent to its number of tiles modulo 3, as 16 is to 1). Shared by the
    three number suits."""
    rest = code % 3
    found: list[tuple[int, tuple[int, ...], tuple[int, ...]]] = []
    if rest == 0:
        for t, r in _set_readings(code, runs_ok):
            found.append((-1, t, r))
    elif rest == 2:
        # A triplet of kind k adds 3k to the sum of kind x count, a run 3k + 3: the pair's
        # 2p is that sum modulo 3, so only every third kind may be the pair's (p = 2 x sum).
        total = (code & _KINDS_1) % 3 + 2 * ((code & _KINDS_2) % 3)
        for p in range(2 * total % 3, code.bit_length() // KIND_BITS + 1, 3):
            if code >> KIND_BITS * p & 15 >= 2:
                for t, r in _set_readings(code - (2 << KIND_BITS * p), runs_ok):
                    found.append((p, t, r))
    return tuple(found)


def _split(pair: int, triplets: tuple[int, ...], runs: tuple[int, ...], start: int) -> Split:
    """A relative reading as the Split of the suit starting at kind ``start``. The runs are
    sorted, so identical runs are neighbours: each two of them are twins."""
    if start:
        moved = start.__add__
        if pair >= 0:
            pair += start
        triplets = tuple(map(moved, triplets))
        runs = tuple(map(moved, runs))
    triplet_mask = run_mask = twins = 0
    for k in triplets:
        triplet_mask |= 1 << k
    paired = False
    previous = -1
    for k in runs:
        paired = k == previous and not paired
        twins += paired
        previous = k
        run_mask |= 1 << k
    return new_tuple(Split, (pair, triplets, runs, triplet_mask, run_mask, twins))


class _Suit(NamedTuple):
    start: int
    shift: int
    mask: int
    table: dict[int, tuple[Split, ...]]


_SUITS = tuple(
    _Suit(start, KIND_BITS * start, (1 << KIND_BITS * size) - 1, {})
    for start, size in ((0, 9), (9, 9), (18, 9), (EAST, NUM_KINDS - EAST))
)
"""Man, pin, sou and the honours, each with its table: code -> readings (() if none)."""


def _suit_splits(suit: _Suit, code: int) -> tuple[Split, ...]:
    """Every reading of one suit's tiles, in absolute kinds."""
    start = suit.start
    return tuple([_split(pair, triplets, runs, start)
                  for pair, triplets, runs in _relative_readings(code, start < EAST)])


def merge(parts: Iterable[Split]) -> Split:
    """One reading of a whole hand from one reading per suit (exactly one with a pair)."""
    pair = -1
    triplets: tuple[int, ...] = ()
    runs: tuple[int, ...] = ()
    triplet_mask = run_mask = twins = 0
    for p, t, r, tm, rm, tw in parts:
        if p >= 0:
            pair = p
        triplets += t
        runs += r
        triplet_mask |= tm
        run_mask |= rm
        twins += tw
    return new_tuple(Split, (pair, triplets, runs, triplet_mask, run_mask, twins))


_SUIT_FIELDS = tuple((suit.shift, suit.mask, suit.table, suit) for suit in _SUITS)
_FIRST = itemgetter(0)


def splits(key: int) -> list[Split]:
    """Every pair-plus-sets reading of the packed concealed tiles; [] if none.

    A reading of the whole hand is one reading per suit merged, exactly one of them with
    the pair: when each suit has one reading (the usual case), the merge of those, read
    off the suits' tables as they are (no list of them made); else that of every
    combination."""
    groups: list[tuple[Split, ...]] = []
    pairs = 0
    several = False
    for shift, mask, table, suit in _SUIT_FIELDS:
        code = key >> shift & mask
        if not code:
            continue
        options = table.get(code)
        if options is None:
            options = table[code] = _suit_splits(suit, code)
        if len(options) != 1:
            if not options:
                return []
            several = True
        pairs += code % 3 == 2
        groups.append(options)
    if pairs != 1:
        return []
    if several:
        return list(map(merge, product(*groups)))
    return [merge(map(_FIRST, groups))]


@lru_cache(maxsize=65536)
def decompose(c: Counts) -> tuple[Decomposition, ...]:
    """Every pair-plus-sets reading of concealed tiles (3n+2 of them); () if none."""
    return tuple(Decomposition(s.pair, s.triplets, s.runs) for s in splits(pack(c)))


_NOT_TWOS = KIND_MASK & ~(_LOW_BITS << 1)
"""Every count bit but the 2s: a packed count ANDed with it is 0 iff each count is 0 or 2."""
_YAOCHUU = nibbles(YAOCHUU)
_SIMPLES = KIND_MASK & ~(_YAOCHUU * 15)
"""Every count bit of the simples (2..8 of each suit)."""


def is_chiitoitsu_key(key: int) -> bool:
    """Fourteen tiles as seven distinct pairs: every count 0 or 2 (a quad is not two pairs)."""
    return not key & _NOT_TWOS


def is_kokushi_key(key: int) -> bool:
    """Fourteen tiles holding each terminal and honour kind and nothing else (so one twice)."""
    return not key & _SIMPLES and present(key) == _YAOCHUU


def is_chiitoitsu(c: Counts) -> bool:
    """Seven distinct pairs (four of a kind is not two pairs)."""
    return sum(c) == 14 and is_chiitoitsu_key(pack(c))


def is_kokushi(c: Counts) -> bool:
    """Each of the thirteen terminal and honour kinds, one of them twice."""
    return sum(c) == 14 and is_kokushi_key(pack(c))


def is_complete(c: Counts) -> bool:
    """Complete as regular, seven pairs or kokushi (concealed tiles only)."""
    return bool(decompose(c)) or is_chiitoitsu(c) or is_kokushi(c)
