"""Differential tests of rules.shanten against the ``mahjong`` library (a test-only oracle).

Over 100,000 seeded hands in all: uniformly random hands from a 136-tile wall of
every legal size (14/13, and 11/10, 8/7, 5/4, 2/1 as if melds were called),
hands built as complete hands and then perturbed (near tenpai), and hands drawn
from a few kinds only (many pairs, triplets and quads, the hard cases).
"""

from __future__ import annotations

import random

import pytest
from mahjong.shanten import Shanten

from rules import shanten as sh

SIZES = (14, 13, 11, 10, 8, 7, 5, 4, 2, 1)
WALL = [k for k in range(34) for _ in range(4)]


def _counts(tiles: list[int]) -> list[int]:
    c = [0] * 34
    for t in tiles:
        c[t] += 1
    return c


def uniform_hand(rng: random.Random, n: int) -> list[int]:
    return _counts(rng.sample(WALL, n))


def near_complete_hand(rng: random.Random, n: int) -> list[int]:
    """A complete hand of n tiles' meld count, with up to two tiles swapped, cut to n."""
    while True:
        c = [0] * 34
        for _ in range(n // 3):
            if rng.random() < 0.35:
                c[rng.randrange(34)] += 3
            else:
                start = rng.randrange(3) * 9 + rng.randrange(7)
                for k in range(start, start + 3):
                    c[k] += 1
        c[rng.randrange(34)] += 2
        if max(c) <= 4:
            break
    for _ in range(rng.randrange(3)):
        c[rng.choice([k for k in range(34) if c[k]])] -= 1
        c[rng.choice([k for k in range(34) if c[k] < 4])] += 1
    if n % 3 == 1:
        c[rng.choice([k for k in range(34) if c[k]])] -= 1
    return c


def crowded_hand(rng: random.Random, n: int) -> list[int]:
    """n tiles from the four copies of only a few kinds (often of one suit)."""
    while True:
        if rng.random() < 0.5:
            base = rng.randrange(3) * 9 + rng.randrange(4)
            kinds = list(range(base, base + rng.randint(3, 6)))
        else:
            kinds = rng.sample(range(34), rng.randint(3, 8))
        if len(kinds) * 4 >= n:
            return _counts(rng.sample([k for k in kinds for _ in range(4)], n))


def check(c: list[int]) -> None:
    regular = Shanten.calculate_shanten_for_regular_hand(c)
    assert sh.shanten_regular(c) == regular, c
    n = sum(c)
    if n >= 13:
        chiitoitsu = Shanten.calculate_shanten_for_chiitoitsu_hand(c)
        kokushi = Shanten.calculate_shanten_for_kokushi_hand(c)
        assert sh.shanten_chiitoitsu(c) == chiitoitsu, c
        assert sh.shanten_kokushi(c) == kokushi, c
        total = min(regular, chiitoitsu, kokushi)
    else:
        assert sh.shanten_chiitoitsu(c) is None
        assert sh.shanten_kokushi(c) is None
        total = regular
    assert sh.shanten(c) == total, c
    assert sh.is_complete(c) == (total == -1)


# 8 batches x 8,000 uniform + 8 x 3,000 near-complete + 8 x 2,000 crowded = 104,000 hands.
@pytest.mark.parametrize("seed", range(8))
def test_uniform_random_hands(seed: int) -> None:
    rng = random.Random(1000 + seed)
    for i in range(8000):
        # Mostly closed hands, every size represented.
        n = rng.choice((14, 13)) if i % 3 else SIZES[i % len(SIZES)]
        check(uniform_hand(rng, n))


@pytest.mark.parametrize("seed", range(8))
def test_near_complete_hands(seed: int) -> None:
    rng = random.Random(2000 + seed)
    for i in range(3000):
        check(near_complete_hand(rng, SIZES[i % len(SIZES)]))


@pytest.mark.parametrize("seed", range(8))
def test_crowded_hands(seed: int) -> None:
    rng = random.Random(3000 + seed)
    for i in range(2000):
        check(crowded_hand(rng, SIZES[i % len(SIZES)]))
