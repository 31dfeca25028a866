"""The packed counts and per-suit tables behind rules.agari, against a plain search."""

from __future__ import annotations

import random

from rules.agari import (
    WEIGHT,
    decompose,
    is_chiitoitsu_key,
    is_kokushi_key,
    pack,
    present,
    splits,
    unpack,
)
from rules.tiles import EAST, RED_5P, YAOCHUU, counts, parse


def _reference(c: list[int]) -> set[tuple[int, tuple[int, ...], tuple[int, ...]]]:
    """Every (pair, triplets, runs) reading by exhaustive search (slow and obvious)."""
    found: set[tuple[int, tuple[int, ...], tuple[int, ...]]] = set()

    def sets(k: int, trips: list[int], runs: list[int]) -> None:
        while k < 34 and c[k] == 0:
            k += 1
        if k == 34:
            found.add((pair, tuple(trips), tuple(runs)))
            return
        if c[k] >= 3:
            c[k] -= 3
            sets(k, [*trips, k], runs)
            c[k] += 3
        if k < EAST and k % 9 < 7 and c[k + 1] and c[k + 2]:
            for i in range(3):
                c[k + i] -= 1
            sets(k, trips, [*runs, k])
            for i in range(3):
                c[k + i] += 1

    for pair in range(34):
        if c[pair] >= 2:
            c[pair] -= 2
            sets(0, [], [])
            c[pair] += 2
    return found


def test_packed_counts_round_trip() -> None:
    tiles = parse("1112345678999m0p5p77z")
    key = sum(map(WEIGHT.__getitem__, tiles))
    assert unpack(key) == tuple(counts(tiles))
    assert pack(unpack(key)) == key & ((1 << 136) - 1)
    assert key >> 136 == tiles.count(RED_5P) == 1
    assert all((present(key) >> 4 * k & 1) == (unpack(key)[k] > 0) for k in range(34))


def test_splits_match_an_exhaustive_search() -> None:
    rng = random.Random(5)
    complete = 0
    for _ in range(3000):
        c = [0] * 34
        pool = rng.choice((range(34), range(9), range(18, 27), (*range(9), *range(27, 34))))
        while sum(c) < rng.choice((2, 5, 8, 11, 14)):
            k = rng.choice(pool)
            if c[k] < 4:
                c[k] += 1
        if sum(c) % 3 != 2:
            continue
        got = {(s.pair, s.triplets, s.runs) for s in splits(pack(tuple(c)))}
        assert got == _reference(c), c
        complete += bool(got)
        for s in splits(pack(tuple(c))):
            assert s.triplet_mask == sum(1 << k for k in s.triplets)
            assert s.run_mask == sum(1 << k for k in set(s.runs))
            assert s.twins == sum(s.runs.count(k) // 2 for k in set(s.runs))
    assert complete > 30


def test_decompose_keeps_its_shape() -> None:
    (d,) = decompose(tuple(counts(parse("123m456p789s11122z"))))
    assert (d.pair, d.triplets, d.runs) == (28, (27,), (0, 12, 24))


def test_special_forms_on_packed_counts() -> None:
    def key(text: str) -> int:
        return sum(map(WEIGHT.__getitem__, parse(text)))

    assert is_chiitoitsu_key(key("1122m3344p5566s77z"))
    assert not is_chiitoitsu_key(key("1111m3344p5566s77z"))
    assert is_kokushi_key(key("19m19p19s1234567z9m"))
    assert not is_kokushi_key(key("19m19p19s1234566z9m"))
    assert present(key("19m19p19s1234567z")) == sum(1 << 4 * k for k in YAOCHUU)
