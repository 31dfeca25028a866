"""Decompositions of a complete hand (agari): four sets and a pair, seven pairs, kokushi.

Everything here works on 34-count tuples of the *concealed* part, and the
regular decomposition is cached per tuple, so a scorer that asks again for the
same shape (another winning tile, another situation) pays nothing.
"""

from __future__ import annotations

from functools import cache, lru_cache
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


def _sets(c: list[int], start: int, end: int, runs_ok: bool) -> list[tuple[list[int], list[int]]]:
    """All ways to split ``c[start:end]`` (mutated and restored) into sets: (triplets, runs)."""
    k = start
    while k < end and c[k] == 0:
        k += 1
    if k == end:
        return [([], [])]
    out: list[tuple[list[int], list[int]]] = []
    if c[k] >= 3:
        c[k] -= 3
        out.extend(([k, *t], r) for t, r in _sets(c, k, end, runs_ok))
        c[k] += 3
    if runs_ok and k + 2 < end and c[k + 1] and c[k + 2]:
        c[k] -= 1
        c[k + 1] -= 1
        c[k + 2] -= 1
        out.extend((t, [k, *r]) for t, r in _sets(c, k, end, runs_ok))
        c[k] += 1
        c[k + 1] += 1
        c[k + 2] += 1
    return out


_Group = tuple[tuple[int, tuple[int, ...], tuple[int, ...]], ...]


@cache
def _group(start: int, c: Counts) -> _Group:
    """Readings of one suit (or the honours) starting at kind ``start``: (pair or -1, triplets,
    runs). Cached per suit pattern, which repeats far more often than whole hands."""
    end = start + len(c)
    work = [0] * NUM_KINDS
    work[start:end] = c
    runs_ok = start < EAST
    if sum(c) % 3 == 0:
        return tuple((-1, tuple(t), tuple(r)) for t, r in _sets(work, start, end, runs_ok))
    found: list[tuple[int, tuple[int, ...], tuple[int, ...]]] = []
    for p in range(start, end):
        if work[p] >= 2:
            work[p] -= 2
            found.extend((p, tuple(t), tuple(r)) for t, r in _sets(work, start, end, runs_ok))
            work[p] += 2
    return tuple(found)


@lru_cache(maxsize=65536)
def decompose(c: Counts) -> tuple[Decomposition, ...]:
    """Every pair-plus-sets reading of concealed tiles (3n+2 of them); () if none."""
    groups: list[_Group] = []
    pairs = 0
    for start in (0, 9, 18, 27):
        part = c[start : start + 9 if start < EAST else NUM_KINDS]
        rest = sum(part) % 3
        if rest == 1:
            return ()
        if rest == 2:
            pairs += 1
        if any(part):
            options = _group(start, part)
            if not options:
                return ()
            groups.append(options)
    if pairs != 1:
        return ()
    found: list[tuple[int, tuple[int, ...], tuple[int, ...]]] = [(-1, (), ())]
    for options in groups:
        found = [
            (p if p >= 0 else q, t + u, r + v) for p, t, r in found for q, u, v in options
        ]
    return tuple(Decomposition(p, t, r) for p, t, r in found)


def is_chiitoitsu(c: Counts) -> bool:
    """Seven distinct pairs (four of a kind is not two pairs)."""
    return sum(c) == 14 and all(n in (0, 2) for n in c)


def is_kokushi(c: Counts) -> bool:
    """Each of the thirteen terminal and honour kinds, one of them twice."""
    return sum(c) == 14 and all(c[k] for k in YAOCHUU) and sum(c[k] for k in YAOCHUU) == 14


def is_complete(c: Counts) -> bool:
    """Complete as regular, seven pairs or kokushi (concealed tiles only)."""
    return bool(decompose(c)) or is_chiitoitsu(c) or is_kokushi(c)
