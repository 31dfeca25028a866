"""Pins rules/shanten.py beyond test_shanten.py and test_shanten_oracle.py: the error
message of each kind of bad hand, ``shanten_forms`` and ``forms_of_codes`` (the batch
reader's entry), hands under 13 tiles (no chiitoitsu or kokushi), the whole lists of
``after_discards`` and the ukeire / waits of chiitoitsu- and kokushi-shaped hands (the
``mahjong`` library as the oracle), and ``raw_waits`` on hands holding several quads
(an independent search that allows a fifth copy)."""

from __future__ import annotations

import random

import pytest
from mahjong.shanten import Shanten

from rules import shanten as sh
from rules.tiles import YAOCHUU, counts, parse, parse_tile
from tests.rules.test_shanten import melds_and_a_pair


def h(text: str) -> list[int]:
    return counts(parse(text))


def kinds(text: str) -> list[int]:
    return [parse_tile(t) for t in text.split()]


def oracle(c: list[int]) -> int:
    """The lowest shanten of the three forms, by the ``mahjong`` library."""
    return Shanten.calculate_shanten(c)


def codes(c: list[int]) -> tuple[int, int, int, int]:
    """Base-5 codes of man, pin, sou and honours: digit i is the count of number i + 1."""
    return (
        sum(c[i] * 5**i for i in range(9)),
        sum(c[9 + i] * 5**i for i in range(9)),
        sum(c[18 + i] * 5**i for i in range(9)),
        sum(c[27 + i] * 5**i for i in range(7)),
    )


# --- bad hands: every public function names what is wrong -----------------------------

CHECKED = (
    sh.shanten, sh.shanten_regular, sh.shanten_forms, sh.shanten_chiitoitsu,
    sh.shanten_kokushi, sh.is_complete, sh.waits, sh.raw_waits, sh.is_tenpai, sh.ukeire,
    sh.after_discards, sh.discard_options,
)


@pytest.mark.parametrize(
    ("c", "message"),
    [
        ([0] * 33, "a hand is 34 counts, got 33"),
        ([1] * 13 + [0] * 22, "a hand is 34 counts, got 35"),
        ([1] * 14, "a hand is 34 counts, got 14"),
        ([5] + [0] * 33, "each count must be between 0 and 4"),
        ([0] * 33 + [5], "each count must be between 0 and 4"),
        ([3, -1] + [0] * 32, "each count must be between 0 and 4"),
        ([2, 2, -1] + [0] * 31, "each count must be between 0 and 4"),
        # negative and too high counts of honours together (their digits borrow and carry)
        ([0] * 27 + [-2, 1, 0, 0, 5, 5, -2], "each count must be between 0 and 4"),
        ([0] * 27 + [-2, -2, 1, 0, 0, 5, 5], "each count must be between 0 and 4"),
        ([4, 4, 4, 4] + [0] * 30, "a hand has 3n+1 or 3n+2 tiles, at most 14; got 16"),
        ([4, 4, 4, 3] + [0] * 30, "a hand has 3n+1 or 3n+2 tiles, at most 14; got 15"),
        ([4, 4, 4, 4, 1] + [0] * 29, "a hand has 3n+1 or 3n+2 tiles, at most 14; got 17"),
        ([0] * 34, "a hand has 3n+1 or 3n+2 tiles, at most 14; got 0"),
        (h("123m"), "a hand has 3n+1 or 3n+2 tiles, at most 14; got 3"),
        (h("123m456p789s111z"), "a hand has 3n+1 or 3n+2 tiles, at most 14; got 12"),
    ],
)
def test_bad_hand_messages(c: list[int], message: str) -> None:
    for f in CHECKED:
        with pytest.raises(ValueError) as caught:
            f(c)
        assert str(caught.value) == message, f


def test_shanten_rejects_borrowing_honour_counts() -> None:
    """shanten (the AI's inlined path) rejects counts of -2 and 5 among the honours."""
    c = [0] * 27 + [-2, -2, 1, 0, 5, 5, 0]
    for f in (sh.shanten, sh.is_complete):
        with pytest.raises(ValueError, match=r"^each count must be between 0 and 4$"):
            f(c)


def test_wrong_size_messages() -> None:
    """A good hand of the other size: the functions for 3n+1 hands and those for 3n+2."""
    for f in (sh.waits, sh.is_tenpai, sh.raw_waits, sh.ukeire):
        with pytest.raises(ValueError) as caught:
            f(h("123m456p789s11122z"))
        assert str(caught.value) == "this needs a hand of 3n+1 tiles, got 14"
    for f in (sh.after_discards, sh.discard_options):
        with pytest.raises(ValueError) as caught:
            f(h("123m456p789s1112z"))
        assert str(caught.value) == "this needs a hand of 3n+2 tiles, got 13"


# --- the three forms ---------------------------------------------------------------

FORMS = [
    # hand, (regular, chiitoitsu, kokushi), lowest
    ("123m456p789s11122z", (-1, 4, 8), -1),
    ("1122334455667z", (3, 0, 5), 0),
    ("1122334455667z7z", (3, -1, 5), -1),  # seven pairs of honours: no regular reading
    ("19m19p19s1234567z", (8, 6, 0), 0),
    ("19m19p19s1234566z", (7, 5, 0), 0),
    ("1m9m1p9p1s9s1z2z3z4z5z6z7z7z", (7, 5, -1), -1),
    ("19m19p19s123456z5m", (8, 6, 1), 1),
    ("111m9m1p9p1s9s12345z", (6, 5, 1), 1),
    ("111m999m111p99p12z", (1, 3, 6), 1),
    ("1111m2222m3333m4m", (0, 6, 11), 0),
    ("11m22m33m44m55m666m", (0, 1, 11), 0),
    ("111m222m333m44m55m", (0, 3, 11), 0),
    ("1111m2222m33m44m5m", (0, 4, 11), 0),  # five kinds: two more needed for chiitoitsu
    ("111m22m33p44p55s66z", (2, 1, 10), 1),  # six kinds
    ("11223344m556677p", (-1, -1, 11), -1),
    ("1m9m1p9p1s9s1z2z3z4z5z", (6, None, None), 6),  # 11 tiles: kokushi is no form
    ("19m19p19s1234z", (6, None, None), 6),
    ("1133557799m", (2, None, None), 2),  # five pairs of ten tiles: no chiitoitsu
    ("11335577m", (1, None, None), 1),
    ("1234567z7z", (3, None, None), 3),
    ("11m", (-1, None, None), -1),
    # high digits of a suit's base-5 code: 4444 5555 and a 9 in man, pin, sou
    ("44445555m9m123p4s", (1, 4, 11), 1),
    ("123m44445555p9p4s", (1, 4, 11), 1),
    ("123m4p44445555s9s", (1, 4, 11), 1),
    ("1m6m", (0, None, None), 0),  # a one and a six: no pair
    ("1p6p", (0, None, None), 0),
    ("1s6s", (0, None, None), 0),
    ("9s", (0, None, None), 0),
    ("7z", (0, None, None), 0),
    ("9m9p", (0, None, None), 0),
]


@pytest.mark.parametrize(("hand", "forms", "lowest"), FORMS)
def test_forms(hand: str, forms: tuple[int, int | None, int | None], lowest: int) -> None:
    c = h(hand)
    assert sh.shanten_forms(c) == forms
    assert sh.forms_of_codes(*codes(c), sum(c)) == forms
    assert sh.shanten_regular(c) == forms[0]
    assert sh.shanten_chiitoitsu(c) == forms[1]
    assert sh.shanten_kokushi(c) == forms[2]
    assert sh.shanten(c) == lowest == oracle(c)
    assert sh.is_complete(c) is (lowest == -1)


@pytest.mark.parametrize(
    "c",
    [[5] + [0] * 33, [0] * 34, h("123m"), [4, 4, 4, 3] + [0] * 30, [4, 4, 4, 4] + [0] * 30],
)
def test_forms_of_codes_rejects_what_is_no_hand(c: list[int]) -> None:
    with pytest.raises(ValueError):
        sh.forms_of_codes(*codes(c), sum(c))


def test_every_one_and_two_tile_hand() -> None:
    """One tile is tenpai and a pair complete (the melds are called): every kind alike,
    and a second different kind leaves the hand tenpai."""
    for k in range(34):
        c = [0] * 34
        c[k] = 1
        assert sh.shanten(c) == sh.shanten_regular(c) == 0
        assert sh.shanten_forms(c) == (0, None, None)
        assert sh.waits(c) == [k]
        assert sh.ukeire(c) == sh.Ukeire((k,), 3)
        c[k] = 2
        assert sh.shanten(c) == -1
        assert sh.after_discards(c) == [99] * k + [0] + [99] * (33 - k)
        c[k] = 1
        c[(k + 13) % 34] = 1
        assert sh.shanten(c) == 0
        assert sh.after_discards(c)[k] == 0


# --- hands shaped towards chiitoitsu and kokushi, checked against the oracle ---------

OTHERS = [k for k in range(34) if k not in YAOCHUU]


def _from_kinds(rng: random.Random, pool: list[int], size: int) -> list[int]:
    c = [0] * 34
    for t in rng.sample([k for k in pool for _ in range(4)], size):
        c[t] += 1
    return c


def shaped_hands(seed: int, size: int, count: int) -> list[list[int]]:
    """Hands of ``size`` tiles from few kinds (pairs, triplets, quads: chiitoitsu) and
    from the terminals and honours with one or two other kinds (kokushi)."""
    rng = random.Random(seed)
    out = []
    for i in range(count):
        if i % 2:
            pool = rng.sample(range(34), rng.randint(4, 9))
        else:
            pool = [*rng.sample(sorted(YAOCHUU), rng.randint(9, 13)),
                    *rng.sample(OTHERS, rng.randint(0, 2))]
        if len(pool) * 4 >= size:
            out.append(_from_kinds(rng, pool, size))
    return out


@pytest.mark.parametrize("seed", range(3))
def test_after_discards_of_shaped_hands(seed: int) -> None:
    for c in shaped_hands(100 + seed, 14, 100):
        expected = []
        for k in range(34):
            if c[k]:
                c[k] -= 1
                expected.append(oracle(c))
                c[k] += 1
            else:
                expected.append(99)
        assert sh.after_discards(c) == expected, c


@pytest.mark.parametrize("seed", range(3))
def test_ukeire_and_waits_of_shaped_hands(seed: int) -> None:
    rng = random.Random(seed)
    for c in shaped_hands(200 + seed, 13, 70):
        now = oracle(c)
        after = []
        for k in range(34):
            if c[k] < 4:
                c[k] += 1
                after.append(oracle(c))
                c[k] -= 1
            else:
                after.append(None)
        better = tuple(k for k in range(34) if after[k] is not None and after[k] < now)
        visible = [rng.randrange(4) for _ in range(34)]
        assert sh.ukeire(c) == sh.Ukeire(better, sum(4 - c[k] for k in better)), c
        assert sh.ukeire(c, visible) == sh.Ukeire(
            better, sum(max(0, 4 - c[k] - visible[k]) for k in better)), c
        assert sh.waits(c) == [k for k in range(34) if after[k] == -1], c
        assert sh.is_tenpai(c) is (now == 0)


@pytest.mark.parametrize(
    ("hand", "ukeire_kinds"),
    [
        # chiitoitsu 1-shanten with seven kinds: only a single's mate helps
        ("1122m3344p556s67z", "6s 6z 7z"),
        # six kinds: any kind not held helps chiitoitsu as well
        ("111m22m33p44p55s66z",
         "3m 4m 5m 6m 7m 8m 9m 1p 2p 5p 6p 7p 8p 9p 1s 2s 3s 4s 6s 7s 8s 9s 1z 2z 3z 4z 5z 7z"),
        ("1112m33p44p55s66z7z", "2m 7z"),
        # kokushi without a pair: each missing terminal/honour and each held one's mate
        ("19m19p19s123456z5m", "1m 9m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z"),
        # kokushi with its pair: only the missing kinds, the pair held twice or three times
        ("19m19p19s123455z5m", "6z 7z"),
        ("111m9m1p9p1s9s12345z", "6z 7z"),
    ],
)
def test_ukeire_of_pinned_hands(hand: str, ukeire_kinds: str) -> None:
    c = h(hand)
    assert sh.ukeire(c).kinds == tuple(kinds(ukeire_kinds))
    now = oracle(c)
    for k in kinds(ukeire_kinds):
        c[k] += 1
        assert oracle(c) == now - 1
        c[k] -= 1


def test_ukeire_counts_what_is_left() -> None:
    """Four copies less those held and those seen, never below none: a seen count of 1
    leaves one copy of a kind held twice."""
    c = h("1122m3344p556s67z")  # improves on 6s, 6z and 7z, one held of each
    expected = tuple(kinds("6s 6z 7z"))
    visible = [0] * 34
    assert sh.ukeire(c, visible) == sh.Ukeire(expected, 3 + 3 + 3)
    visible[parse_tile("6s")] = 1
    visible[parse_tile("6z")] = 2
    visible[parse_tile("7z")] = 4
    assert sh.ukeire(c, visible) == sh.Ukeire(expected, 2 + 1 + 0)
    visible[parse_tile("6s")] = 3
    visible[parse_tile("6z")] = 3
    assert sh.ukeire(c, visible) == sh.Ukeire(expected, 0)


def test_discard_options_of_a_chiitoitsu_hand() -> None:
    c = h("1122m3344p5566s77z")
    options = sh.discard_options(c)
    # each discard of a pair waits on its mate, three copies unseen
    assert options[0] == sh.DiscardOption(parse_tile("1m"), 0, sh.Ukeire(tuple(kinds("1m")), 3))
    assert [o.tile for o in options] == kinds("1m 2m 3p 4p 5s 6s 7z")
    assert all(o.shanten == 0 for o in options)


@pytest.mark.parametrize(
    ("hand", "after"),
    [
        # kokushi complete: any discard leaves tenpai (13 kinds, or 12 and the pair)
        ("119m19p19s1234567z", "1m:0 9m:0 1p:0 9p:0 1s:0 9s:0 1z:0 2z:0 3z:0 4z:0 5z:0 6z:0 7z:0"),
        # kokushi with no pair: only the 5m goes for a 13-sided wait
        ("19m19p19s1234567z5m",
         "1m:1 5m:0 9m:1 1p:1 9p:1 1s:1 9s:1 1z:1 2z:1 3z:1 4z:1 5z:1 6z:1 7z:1"),
        # two pairs: discarding one of a pair keeps the other
        ("1199m19p19s123456z", "1m:0 9m:0 1p:1 9p:1 1s:1 9s:1 1z:1 2z:1 3z:1 4z:1 5z:1 6z:1"),
        # kokushi one short of the regular form's worst discard (with and without a pair)
        ("11189m89p1s124556z", "1m:3 8m:3 9m:4 8p:3 9p:4 1s:3 1z:3 2z:3 4z:3 5z:3 6z:3"),
        ("139m133339p24567z", "1m:5 3m:4 9m:4 1p:5 3p:4 9p:4 2z:4 4z:4 5z:4 6z:4 7z:4"),
        ("1122m3344p5566s77z", "1m:0 2m:0 3p:0 4p:0 5s:0 6s:0 7z:0"),
    ],
)
def test_after_discards_of_pinned_hands(hand: str, after: str) -> None:
    """The shanten after each discard (the ``mahjong`` library's), 99 for kinds not held."""
    expected = [99] * 34
    for item in after.split():
        tile, value = item.split(":")
        expected[parse_tile(tile)] = int(value)
    c = h(hand)
    assert sh.after_discards(c) == expected
    for k in range(34):
        if c[k]:
            c[k] -= 1
            assert sh.shanten(c) == oracle(c) == expected[k]
            c[k] += 1


# --- raw_waits: a fifth copy of a kind held four times -----------------------------


@pytest.mark.parametrize(
    ("hand", "raw"),
    [
        ("1111m2222m33m", "1m 2m 3m 4m"),  # 11111m: 111 + 11, 2222 33 -> 123 123 22
        ("1111m2222m3333m4m", "1m 2m 3m 4m 5m"),
        ("1111p2222p3333p4p", "1p 2p 3p 4p 5p"),
        ("1111p2222p3p4p", "1p 3p 4p"),
        ("9999s8888s77s", "6s 7s 8s 9s"),
        ("5555p678p", "5p 8p"),
        ("1111z222z", "1z"),
        ("1111z2222z33z", ""),
        ("1111m9999m11s", ""),
        ("1111m22m33m77z", "1m 4m 7z"),  # 11111m 22m 33m: 111 123 123, 7z the pair
        ("1111m23m7777z", "7z"),  # the four 7z are no triplet
        ("1111m23m1111z", "1z"),
        # no fifth copy completes these: a suit's last two kinds are no sequence
        ("89m89p89s1111z", ""),
        ("89m1111p8899p111s", ""),
        ("888899m9999p", ""),
        ("9m99p1111z", ""),
        ("22333356m22p999s", ""),
        ("1111m", "1m"),
        ("9999m", "9m"),
        ("2222p", "2p"),
        ("3333s", "3s"),
        ("4444z", "4z"),
        ("7777z", "7z"),
    ],
)
def test_raw_waits_with_quads(hand: str, raw: str) -> None:
    c = h(hand)
    expected = _searched_waits(c)
    assert expected == kinds(raw)
    assert sh.raw_waits(c) == expected
    assert sh.waits(c) == [k for k in expected if c[k] < 4]


def test_raw_waits_of_random_hands_with_quads() -> None:
    """One or two quads, the other tiles from a few kinds around them."""
    rng = random.Random(5)
    for i in range(300):
        size = (13, 10, 7)[i % 3]
        quads = rng.sample(range(34), 1 if size == 7 else 1 + i % 2)
        near = {q + d for q in quads for d in (-2, -1, 1, 2)}
        pool = sorted(({k for k in near if 0 <= k < 34} | set(rng.sample(range(34), 2)))
                      - set(quads))
        c = [0] * 34
        for q in quads:
            c[q] = 4
        c = _add(rng, c, [k for k in pool for _ in range(4)], size - sum(c))
        expected = _searched_waits(c)
        assert sh.raw_waits(c) == expected, c
        assert sh.waits(c) == [k for k in expected if c[k] < 4], c


def _searched_waits(c: list[int]) -> list[int]:
    """The kinds whose one more copy (a fifth one too) makes melds and a pair."""
    waits = []
    for k in range(34):
        c[k] += 1
        if melds_and_a_pair(c):
            waits.append(k)
        c[k] -= 1
    return waits


def _add(rng: random.Random, c: list[int], wall: list[int], n: int) -> list[int]:
    for t in rng.sample(wall, n):
        c[t] += 1
    return c
