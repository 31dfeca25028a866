"""Hand-made edge cases for rules.shanten, and waits/ukeire checked by brute force."""

from __future__ import annotations

import random

import pytest

from rules import shanten as sh
from rules.shanten import after_discards, shanten
from rules.tiles import YAOCHUU, counts, parse, parse_tile


def h(text: str) -> list[int]:
    return counts(parse(text))


def kinds(text: str) -> list[int]:
    return [parse_tile(t) for t in text.split()]


def ktuple(text: str) -> tuple[int, ...]:
    return tuple(kinds(text))


@pytest.mark.parametrize(
    ("hand", "total", "regular", "chiitoitsu", "kokushi"),
    [
        ("123m456p789s11122z", -1, -1, 4, 8),
        ("19m19p19s1234567z", 0, 8, 6, 0),  # kokushi 13-sided wait
        ("19m19p19s1234566z", 0, 7, 5, 0),  # kokushi with a pair: waits on 7z
        ("119m19p19s1234567z", -1, 7, 5, -1),
        ("1122m3344p5566s7z", 0, 3, 0, 10),
        ("1111m22p33p44s55s6z", 2, 2, 2, 10),  # a quad is one pair for chiitoitsu
        ("1111m234p567p789s", 1, 1, 5, 10),  # only "wait" is the fifth 1m
        ("11m", -1, -1, None, None),
        ("1m", 0, 0, None, None),
        ("1111z", 1, 1, None, None),  # 4 honours, one meld out: no pair possible
        ("1112345678999m", 0, 0, 4, 10),
        ("11123456789999m", -1, -1, 4, 10),
    ],
)
def test_forms(
    hand: str, total: int, regular: int, chiitoitsu: int | None, kokushi: int | None
) -> None:
    c = h(hand)
    assert sh.shanten(c) == total
    assert sh.shanten_regular(c) == regular
    assert sh.shanten_chiitoitsu(c) == chiitoitsu
    assert sh.shanten_kokushi(c) == kokushi


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ("19m19p19s1234567z", "1m 9m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z"),
        ("19m19p19s1234566z", "7z"),
        ("1122m3344p5566s7z", "7z"),
        ("1112345678999m", "1m 2m 3m 4m 5m 6m 7m 8m 9m"),  # nine-sided chuuren
        ("2345m456p789s111z", "2m 5m"),  # nobetan
        ("23456m456p789s11z", "1m 4m 7m"),  # sanmenchan
        ("13m456p789s11122z", "2m"),  # kanchan
        ("12m456p789s11122z", "3m"),  # penchan
        ("11m22p456p789s111z", "1m 2p"),  # shanpon
        ("1m", "1m"),
        ("1112m", "2m 3m"),
    ],
)
def test_waits_of_classic_shapes(hand: str, expected: str) -> None:
    c = h(hand)
    assert sh.waits(c) == kinds(expected)
    assert sh.raw_waits(c) == kinds(expected)
    assert sh.is_tenpai(c)


@pytest.mark.parametrize(
    ("hand", "real", "raw"),
    [
        ("1111m234p567p789s", "", "1m"),  # the only completion is a fifth 1m
        ("1111m", "", "1m"),  # three melds called
        ("1111z234m567m", "", "1z"),
        ("1111m234m", "4m", "1m 4m"),
        ("1111222m", "3m", "1m 3m"),
        ("1111m23m456p7s", "7s", "7s"),
        ("1111m2222p3333s4z", "", ""),
    ],
)
def test_waits_on_a_kind_held_four_times(hand: str, real: str, raw: str) -> None:
    c = h(hand)
    assert sh.waits(c) == (kinds(real) if real else [])
    assert sh.raw_waits(c) == (kinds(raw) if raw else [])
    assert sh.is_tenpai(c) == bool(real)


def brute_complete(c: list[int]) -> bool:
    """Independent check: seven different pairs, kokushi, or melds + pair by recursion."""
    n = sum(c)
    if n == 14 and sum(1 for x in c if x == 2) == 7:
        return True
    yao = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
    if n == 14 and all(c[k] for k in yao) and sum(c[k] for k in yao) == 14:
        return True
    return melds_and_a_pair(c)


def melds_and_a_pair(c: list[int]) -> bool:
    """Melds plus a pair, by search (a kind may be held any number of times)."""

    def melds(c: list[int]) -> bool:
        i = next((k for k in range(34) if c[k]), None)
        if i is None:
            return True
        if c[i] >= 3:
            c[i] -= 3
            ok = melds(c)
            c[i] += 3
            if ok:
                return True
        if i < 27 and i % 9 <= 6 and c[i + 1] and c[i + 2]:
            for k in (i, i + 1, i + 2):
                c[k] -= 1
            ok = melds(c)
            for k in (i, i + 1, i + 2):
                c[k] += 1
            return ok
        return False

    for p in range(34):
        if c[p] >= 2:
            c[p] -= 2
            ok = melds(c)
            c[p] += 2
            if ok:
                return True
    return False


def random_tenpai_hands(count: int, seed: int) -> list[list[int]]:
    rng = random.Random(seed)
    wall = [k for k in range(34) for _ in range(4)]
    out: list[list[int]] = []
    while len(out) < count:
        n = rng.choice((13, 13, 10, 7, 4, 1))
        c = [0] * 34
        for k in rng.sample(wall, n + 1):
            c[k] += 1
        # From a random 3n+2 hand keep the discards that leave tenpai.
        for k in range(34):
            if c[k]:
                c[k] -= 1
                if sh.shanten(c) == 0:
                    out.append(list(c))
                c[k] += 1
        if rng.random() < 0.7:  # also near-complete: a complete hand minus one tile
            c = [0] * 34
            for _ in range(n // 3):
                start = rng.randrange(3) * 9 + rng.randrange(7)
                if rng.random() < 0.3:
                    c[start] += 3
                else:
                    for k in range(start, start + 3):
                        c[k] += 1
            c[rng.randrange(34)] += 2
            if max(c) <= 4:
                c[rng.choice([k for k in range(34) if c[k]])] -= 1
                out.append(c)
    return out


def test_waits_match_brute_force() -> None:
    hands = random_tenpai_hands(3000, 7)
    for c in hands:
        expected = []
        for k in range(34):
            c[k] += 1
            if brute_complete(c):
                expected.append(k)
            c[k] -= 1
        raw = sh.raw_waits(c)
        assert raw == expected, c
        assert sh.waits(c) == [k for k in expected if c[k] < 4], c
        assert sh.is_tenpai(c) == bool(sh.waits(c))


def test_ukeire_matches_shanten_after_each_draw() -> None:
    rng = random.Random(11)
    wall = [k for k in range(34) for _ in range(4)]
    for i in range(1500):
        n = (13, 10, 7, 4, 1)[i % 5]
        c = [0] * 34
        for k in rng.sample(wall, n):
            c[k] += 1
        visible = [rng.randrange(3) for _ in range(34)]
        s = sh.shanten(c)
        better = []
        for k in range(34):
            if c[k] < 4:
                c[k] += 1
                if sh.shanten(c) < s:
                    better.append(k)
                c[k] -= 1
        u = sh.ukeire(c, visible)
        assert u.kinds == tuple(better)
        assert u.count == sum(max(0, 4 - c[k] - visible[k]) for k in better)
        assert sh.ukeire(c).count == sum(4 - c[k] for k in better)


def test_discard_options() -> None:
    c = h("123m456p789s11223z")
    options = sh.discard_options(c)
    assert [o.tile for o in options][:1] == kinds("3z")
    assert options[0] == sh.DiscardOption(parse_tile("3z"), 0, sh.Ukeire(ktuple("1z 2z"), 4))
    assert len(options) == 12
    keys = [(o.shanten, -o.ukeire.count, o.tile) for o in options]
    assert keys == sorted(keys)
    for o in options:
        c[o.tile] -= 1
        assert o.shanten == sh.shanten(c)
        assert o.ukeire == sh.ukeire(c)
        c[o.tile] += 1
    visible = [0] * 34
    visible[parse_tile("1z")] = 2
    assert sh.discard_options(c, visible)[0].ukeire.count == 2


def test_ukeire_is_frozen() -> None:
    u = sh.ukeire(h("1m"))
    assert u == sh.Ukeire(ktuple("1m"), 3)
    with pytest.raises(AttributeError):
        u.count = 0  # type: ignore[misc]


@pytest.mark.parametrize(
    "c",
    [
        [0] * 34,
        h("123m"),
        h("123m456m789m123p456p"),
        [5] + [0] * 33,
        [0] * 8 + [5] + [0] * 25,
        [0] * 33 + [5],
        [1] * 13 + [0] * 20,
        [1] * 35,
    ],
)
def test_bad_hands_raise_value_error(c: list[int]) -> None:
    for f in (sh.shanten, sh.shanten_regular, sh.shanten_chiitoitsu, sh.shanten_kokushi):
        with pytest.raises(ValueError):
            f(c)


def test_wrong_size_for_the_function() -> None:
    with pytest.raises(ValueError, match="3n\\+1"):
        sh.waits(h("123m456p789s11122z"))
    with pytest.raises(ValueError, match="3n\\+1"):
        sh.ukeire(h("11m"))
    with pytest.raises(ValueError, match="3n\\+2"):
        sh.discard_options(h("1m"))
    assert not sh.is_complete(h("1m"))


def _biased_hand(rng: random.Random, size: int, kinds: list[int]) -> list[int]:
    wall = [k for k in kinds for _ in range(4)]
    c = [0] * 34
    for t in rng.sample(wall, size):
        c[t] += 1
    return c


def test_after_discards_equals_shanten_of_each_discard() -> None:
    """The lookup walk agrees with a whole shanten per discard: on random hands of every
    size, pair-heavy hands (chiitoitsu) and terminal/honour hands (kokushi)."""
    rng = random.Random(11)
    yaochuu = sorted(YAOCHUU)
    few_kinds = list(range(0, 34, 3))
    for trial in range(6000):
        size = rng.choice((14, 14, 11, 8, 5, 2))
        pool = (list(range(34)), [*yaochuu, 4, 13, 22], few_kinds)[trial % 3]
        c = _biased_hand(rng, size, pool)
        got = after_discards(c)
        for k in range(34):
            if c[k]:
                c[k] -= 1
                assert got[k] == shanten(c), (c, k)
                c[k] += 1
            else:
                assert got[k] == 99
