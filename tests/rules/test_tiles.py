from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules import tiles as T
from rules.tiles import TileError


def test_kind_ids_and_constants() -> None:
    assert (T.M1, T.M9, T.P1, T.S9, T.EAST, T.CHUN) == (0, 8, 9, 26, 27, 33)
    assert T.kind(T.RED_5P) == T.P5
    assert T.name(T.RED_5S) == "0s" and T.name(T.HATSU) == "6z"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("123m0p55z", [T.M1, T.M2, T.M3, T.RED_5P, T.HAKU, T.HAKU]),
        ("1z 2z", [T.EAST, T.SOUTH]),
        ("0m5m", [T.RED_5M, T.M5]),
        ("", []),
    ],
)
def test_parse(text: str, expected: list[int]) -> None:
    assert T.parse(text) == expected


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("12x", "unexpected 'x' at position 2"),
        ("m", "suit letter 'm' at position 0 has no digits"),
        ("123", "digits without a suit letter at the end (position 0)"),
        ("18z", "'8z' at position 1: honours are 1z..7z"),
        ("0z", "'0z' at position 0"),
    ],
)
def test_parse_errors_name_character_and_position(text: str, message: str) -> None:
    with pytest.raises(TileError, match=message.replace("(", r"\(").replace(")", r"\)")):
        T.parse(text)


def test_check_possible() -> None:
    T.check_possible(T.parse("5555m0p"))
    with pytest.raises(TileError, match="5 copies of 1m"):
        T.check_possible(T.parse("11111m"))
    with pytest.raises(TileError, match="5 copies of 5m"):
        T.check_possible(T.parse("05555m"))
    with pytest.raises(TileError, match="2 red 5p but the rules have 1"):
        T.check_possible(T.parse("00p"))
    with pytest.raises(TileError, match="1 red 5s but the rules have no"):
        T.check_possible(T.parse("0s"), red_fives=(1, 1, 0))


@pytest.mark.parametrize(
    ("indicator", "dora"),
    [("1m", "2m"), ("9m", "1m"), ("0p", "6p"), ("9s", "1s"), ("4z", "1z"), ("1z", "2z"),
     ("7z", "5z"), ("5z", "6z")],
)
def test_dora_from_indicator(indicator: str, dora: str) -> None:
    assert T.name(T.dora_from_indicator(T.parse_tile(indicator))) == dora


def test_sorting_puts_red_five_first() -> None:
    assert T.format_tiles(T.sorted_tiles(T.parse("5m1z0m4m"))) == "405m1z"


tile_lists = st.lists(st.integers(min_value=0, max_value=36), max_size=20)


@given(tile_lists)
def test_format_then_parse_round_trips(ts: list[int]) -> None:
    assert T.parse(T.format_tiles(ts)) == ts


@given(tile_lists)
def test_canonical_string_round_trips(ts: list[int]) -> None:
    text = T.format_tiles(ts)
    assert T.format_tiles(T.parse(text)) == text


@given(st.text(alphabet="0123456789mpszx \n", max_size=30) | st.text(max_size=30))
def test_any_string_parses_or_raises_tile_error(text: str) -> None:
    try:
        result = T.parse(text)
    except TileError:
        return
    assert all(0 <= t <= 36 for t in result)


@given(st.text(alphabet="0123456789mpsz x", max_size=20))
def test_the_fast_reading_agrees_with_the_careful_one(text: str) -> None:
    """parse() reads compact notation by runs; anything else (and every error) as before."""
    try:
        expected: object = T._parse_carefully(text)
    except TileError as exc:
        expected = str(exc)
    try:
        got: object = T.parse(text)
    except TileError as exc:
        got = str(exc)
    assert got == expected


@given(st.lists(st.integers(0, 36), max_size=40)
       | st.lists(st.sampled_from([4, 13, 22, 34, 35, 36]), max_size=12),
       st.tuples(st.integers(0, 4), st.integers(0, 4), st.integers(0, 4))
       | st.sampled_from([(1, 1, 1), [1, 1, 1], (0, 0, 0), (5, 1, 1)]))
def test_is_possible_is_check_possible_as_a_bool(tiles: list[int], red_fives: object) -> None:
    try:
        T.check_possible(tiles, red_fives)  # type: ignore[arg-type]
    except TileError:
        expected = False
    else:
        expected = True
    assert T.is_possible(tiles, red_fives) == expected  # type: ignore[arg-type]


def test_is_possible_counts_many_tiles_kind_by_kind() -> None:
    assert not T.is_possible([T.M1] * 300) and not T.is_possible([T.M1] * 256)
    assert not T.is_possible([T.M1] * 5) and T.is_possible([T.M1] * 4)
