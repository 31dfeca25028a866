"""Decompositions of complete hands."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from rules.agari import (
    RED_SHIFT,
    decompose,
    is_chiitoitsu,
    is_complete,
    is_kokushi,
    kinds_held,
    pack,
)
from rules.tiles import counts, parse


def c(text: str) -> tuple[int, ...]:
    return tuple(counts(parse(text)))


def test_every_reading_is_found() -> None:
    readings = decompose(c("111222333m456p55s"))
    assert {(d.triplets, d.runs) for d in readings} == {
        ((0, 1, 2), (12,)), ((), (0, 0, 0, 12))}
    assert len(decompose(c("11122233344455m"))) >= 3


def test_incomplete_and_special_forms() -> None:
    assert decompose(c("123m456p789s11223z")) == ()
    assert decompose(c("1122m3344p5566s77z")) == ()
    assert is_chiitoitsu(c("1122m3344p5566s77z"))
    assert not is_chiitoitsu(c("2222m3344p6688s55s"))
    assert is_kokushi(c("19m19p19s1234567z9m"))
    assert is_complete(c("19m19p19s1234567z9m")) and not is_complete(c("19m19p19s123456z99m"))
    assert [d.pair for d in decompose(c("55z"))] == [31]


@given(st.lists(st.integers(0, 4), min_size=34, max_size=34), st.integers(0, 3))
def test_kinds_held_are_the_kinds_with_a_count(counts: list[int], reds: int) -> None:
    key = pack(tuple(counts)) + (reds << RED_SHIFT)
    assert kinds_held(key) == tuple(k for k, n in enumerate(counts) if n)
