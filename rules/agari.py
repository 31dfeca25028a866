"""Decompositions of a complete hand (agari): four sets and a pair, seven pairs, kokushi.

Everything here works on 34-count tuples of the *concealed* part, and the
regular decomposition is cached per tuple, so a scorer that asks again for the
same shape (another winning tile, another situation) pays nothing.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from rules.tiles import EAST, NUM_KINDS, YAOCHUU

Counts = tuple[int, ...]
"""A 34-entry count of tile kinds."""


class Decomposition(NamedTuple):
    """One reading of concealed tiles as a pair plus sets.

    ``triplets`` are the kinds of the concealed triplets, ``runs`` the first
    kinds of the concealed runs; both sorted.
    """

    pair: int
    triplets: tuple[int, ...]
    runs: tuple[int, ...]


def _sets(c: list[int], start: int) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """All ways to split ``c`` (mutated and restored) into sets: (triplets, runs)."""
    k = start
    while k < NUM_KINDS and c[k] == 0:
        k += 1
    if k == NUM_KINDS:
        return [((), ())]
    out: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
    if c[k] >= 3:
        c[k] -= 3
        out.extend(((k, *t), r) for t, r in _sets(c, k))
        c[k] += 3
    if k < EAST and k % 9 <= 6 and c[k + 1] and c[k + 2]:
        c[k] -= 1
        c[k + 1] -= 1
        c[k + 2] -= 1
        out.extend((t, (k, *r)) for t, r in _sets(c, k))
        c[k] += 1
        c[k + 1] += 1
        c[k + 2] += 1
    return out


@lru_cache(maxsize=65536)
def decompose(c: Counts) -> tuple[Decomposition, ...]:
    """Every pair-plus-sets reading of concealed tiles (3n+2 of them); () if none."""
    if sum(c) % 3 != 2:
        return ()
    work = list(c)
    found: list[Decomposition] = []
    for p in range(NUM_KINDS):
        if work[p] < 2:
            continue
        work[p] -= 2
        found.extend(Decomposition(p, t, r) for t, r in _sets(work, 0))
        work[p] += 2
    return tuple(found)


def is_chiitoitsu(c: Counts) -> bool:
    """Seven distinct pairs (four of a kind is not two pairs)."""
    return sum(c) == 14 and all(n in (0, 2) for n in c)


def is_kokushi(c: Counts) -> bool:
    """Each of the thirteen terminal and honour kinds, one of them twice."""
    return sum(c) == 14 and all(c[k] for k in YAOCHUU) and sum(c[k] for k in YAOCHUU) == 14


def is_complete(c: Counts) -> bool:
    """Complete as regular, seven pairs or kokushi (concealed tiles only)."""
    return bool(decompose(c)) or is_chiitoitsu(c) or is_kokushi(c)
