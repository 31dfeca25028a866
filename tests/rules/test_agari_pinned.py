"""Pins rules/agari.py beyond test_agari.py and test_agari_tables.py: the readings of hands
that span the suits (a pair in one suit and sets in later ones, a hand holding 1p, honours
that never make a run, 8m9m1p that is no run), the pair count (four suits of 3n+2 tiles,
or no pair at all, is no hand), a single suit with exactly two readings, the twins count
(identical runs: ryanpeikou), and seven pairs holding a red five."""

from __future__ import annotations

import pytest
from score_helpers import score, yaku

from rules.agari import (
    WEIGHT,
    decompose,
    is_chiitoitsu,
    is_chiitoitsu_key,
    is_complete,
    kinds_held,
    pack,
    splits,
)
from rules.tiles import counts, parse

Reading = tuple[int, tuple[int, ...], tuple[int, ...]]


def c(text: str) -> tuple[int, ...]:
    return tuple(counts(parse(text)))


def readings(text: str) -> set[Reading]:
    return {(d.pair, d.triplets, d.runs) for d in decompose(c(text))}


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        # the pair in man, sets in pin, sou and the honours: the pair stays 1m
        ("11m456p789s111z222z", {(0, (27, 28), (12, 24))}),
        # 1p is the pin suit's first kind, not a tenth man kind
        ("789m123p456s789s11z", {(27, (), (6, 9, 21, 24))}),
        ("11p123m456m789s999s", {(9, (26,), (0, 3, 24))}),
        # one suit with exactly two readings: three triplets or three identical runs
        ("11122233355m", {(4, (0, 1, 2), ()), (4, (), (0, 0, 0))}),
        ("123123123m55z", {(31, (0, 1, 2), ()), (31, (), (0, 0, 0))}),
        # no reading
        ("123456m89m1p234s55z", set()),  # 8m 9m 1p is no run
        ("123m456p789s12355z", set()),  # East South West is no run
        ("123m456p789s11567z", set()),
        ("11333m22444p33s44z", set()),  # every suit 3n+2 tiles: four pairs, no hand
        ("123m456p789s111z", set()),  # 3n tiles: no pair
        ("123456789m", set()),
    ],
)
def test_readings_across_the_suits(hand: str, expected: set[Reading]) -> None:
    assert readings(hand) == expected
    assert len(decompose(c(hand))) == len(expected)


@pytest.mark.parametrize(
    "hand",
    ["123456m89m1p234s55z", "123m456p789s12355z", "11333m22444p33s44z", "123m456p789s111z"],
)
def test_no_reading_is_no_complete_hand(hand: str) -> None:
    assert not is_complete(c(hand))


@pytest.mark.parametrize(
    ("hand", "twins"),
    [
        ("112233m445566p55s", {(0, 0, 12, 12): 2}),  # ryanpeikou
        ("112233m456p78955s", {(0, 0, 12, 24): 1}),  # iipeikou
        # three triplets, or three identical runs: one twin
        ("111222333m456p55s", {(12,): 0, (0, 0, 0, 12): 1}),
        ("123456789m123p55s", {(0, 3, 6, 9): 0}),
        # four identical runs are two twins
        ("11m123p123p123p123p", {(9,): 0, (9, 9, 9, 9): 2}),
    ],
)
def test_twins_count_pairs_of_identical_runs(hand: str, twins: dict[tuple[int, ...], int]
                                             ) -> None:
    """Each reading's runs, and how many pairs of identical runs they hold."""
    assert {s.runs: s.twins for s in splits(pack(c(hand)))} == twins


def test_ryanpeikou_is_scored_from_the_twins() -> None:
    assert yaku(score("112233m445566p55s", "6p")) == {"pinfu": 1, "ryanpeikou": 3}
    assert yaku(score("112233m456p78955s", "9s")) == {"pinfu": 1, "iipeikou": 1}


def test_seven_pairs_with_a_red_five() -> None:
    tiles = parse("1122m3344p05s6677z")
    assert is_chiitoitsu_key(sum(map(WEIGHT.__getitem__, tiles)))
    assert is_chiitoitsu(tuple(counts(tiles)))
    assert yaku(score("1122m3344p05s6677z", "7z")) == {"chiitoitsu": 2, "aka_dora": 1}


def test_a_packed_count_holds_up_to_15_of_a_kind() -> None:
    """Four bits a kind (``KIND_BITS``): no hand holds more than four of a kind, but the
    packed counts and the readings are right for any count up to 15."""
    eight = (8, 2, 2) + (0,) * 19 + (2,) + (0,) * 11  # 1m x8, 2m 2m 3m 3m, 5s 5s
    assert kinds_held(pack(eight)) == (0, 1, 2, 22)
    assert kinds_held(pack((0,) * 33 + (8,))) == (33,)
    assert readings_of(eight) == {(22, (0, 0), (0, 0))}


def readings_of(counts_: tuple[int, ...]) -> set[Reading]:
    return {(d.pair, d.triplets, d.runs) for d in decompose(counts_)}
