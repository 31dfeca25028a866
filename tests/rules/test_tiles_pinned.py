"""Pins rules/tiles.py beyond test_tiles.py: every tile's name, suit, number and class
(honour, terminal, yaochuu), the kind groups, the one-tile notations (ONE_TILE, which the
batch scorer reads), parsing with spaces and ``parse_tile``'s one-tile check,
``format_counts``, the default red-five allowance of ``check_possible`` / ``is_possible``,
the lane count of ``is_possible`` (``lane_slack``, as the batch scorer uses it, and its
limit of tiles), ``checked_counts`` (its counts, any iterable, the kind it names), and the
bound on what ``parse`` keeps read."""

from __future__ import annotations

from itertools import product

import pytest

from rules import tiles as T
from rules.tiles import Tile, TileError

SUITED = [f"{d}{letter}" for letter in "mps" for d in "123456789"]
HONOURS = [f"{d}z" for d in "1234567"]
REDS = ["0m", "0p", "0s"]
ALL_NAMES = SUITED + HONOURS + REDS


def _expected_tile(text: str) -> Tile:
    """A one-tile notation's tile as the module docstring numbers them."""
    digit, letter = int(text[0]), text[1]
    if digit == 0:
        return 34 + "mps".index(letter)
    return "mpsz".index(letter) * 9 + digit - 1


@pytest.mark.parametrize("text", ALL_NAMES)
def test_each_tile_its_name_suit_number_and_class(text: str) -> None:
    tile = T.parse_tile(text)
    letter = text[1]
    assert tile == _expected_tile(text)
    assert T.name(tile) == text
    assert T.suit(tile) == "mpsz".index(letter)
    assert T.number(tile) == (5 if text[0] == "0" else int(text[0]))
    assert T.is_red(tile) is (text[0] == "0")
    assert T.is_honor(tile) is (letter == "z")
    terminal = letter != "z" and text[0] in "19"
    assert T.is_terminal(tile) is terminal
    assert T.is_yaochuu(tile) is (terminal or letter == "z")


def test_kind_groups() -> None:
    names = {T.name(k) for k in T.YAOCHUU}
    assert len(T.YAOCHUU) == 13
    assert names == {"1m", "9m", "1p", "9p", "1s", "9s", *HONOURS}
    assert {T.name(k) for k in T.TERMINALS} == {"1m", "9m", "1p", "9p", "1s", "9s"}
    assert [T.name(k) for k in T.HONORS] == HONOURS
    assert {k for k in T.KINDS if T.is_yaochuu(k)} == set(T.YAOCHUU)


def test_one_tile_holds_every_one_tile_notation_and_nothing_else() -> None:
    assert {text: _expected_tile(text) for text in ALL_NAMES} == T.ONE_TILE
    assert "10m" not in T.ONE_TILE and "0z" not in T.ONE_TILE and "8z" not in T.ONE_TILE


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("10m", [T.M1, T.RED_5M]),
        ("99m", [T.M9, T.M9]),
        ("9m 9p", [T.M9, T.P9]),
        ("9 9s", [T.S9, T.S9]),
        ("7z 7z", [T.CHUN, T.CHUN]),
        ("1 7z", [T.EAST, T.CHUN]),
        ("0m 0p 0s", [T.RED_5M, T.RED_5P, T.RED_5S]),
        ("123456789m", list(range(9))),
        ("1234567z", list(T.HONORS)),
    ],
)
def test_parse_more(text: str, expected: list[Tile]) -> None:
    assert T.parse(text) == expected


@pytest.mark.parametrize(("text", "message"), [
    ("8z 1z", "'8z' at position 0: honours are 1z..7z"),
    ("1z 0z", "'0z' at position 3: honours are 1z..7z"),
])
def test_parse_honour_errors_with_spaces(text: str, message: str) -> None:
    with pytest.raises(TileError, match=message.replace(".", r"\.")):
        T.parse(text)


@pytest.mark.parametrize(("text", "got"), [("12m", 2), ("", 0), ("1m1p", 2), ("1m 1z", 2)])
def test_parse_tile_wants_exactly_one_tile(text: str, got: int) -> None:
    with pytest.raises(TileError, match=f"expected one tile, got {got}"):
        T.parse_tile(text)


def test_format_counts_sorts_and_folds_red_fives() -> None:
    assert T.format_counts(T.counts(T.parse("1z0m55m9s1m1z"))) == "1555m9s11z"
    assert T.format_counts([0] * 34) == ""


@pytest.mark.parametrize("text", ["00m", "00p", "00s", "000p"])
def test_one_red_five_a_suit_by_default(text: str) -> None:
    with pytest.raises(TileError, match="red"):
        T.check_possible(T.parse(text))
    assert T.is_possible(T.parse(text)) is False


@pytest.mark.parametrize("text", ["0m", "0p", "0s", "0m0p0s", "0555m0555p0555s"])
def test_a_red_five_of_each_suit_is_possible_by_default(text: str) -> None:
    T.check_possible(T.parse(text))
    assert T.is_possible(T.parse(text)) is True


@pytest.mark.parametrize("n", [5, 251, 252, 253, 254, 260])
def test_is_possible_refuses_too_many_of_a_kind_at_any_count(n: int) -> None:
    assert T.is_possible([T.M1] * n) is False
    assert T.is_possible([T.RED_5S] * n, (4, 4, 4)) is False


_SAMPLES = ["", "1111m", "11111m", "0m", "00m", "000m", "0000m", "00000m", "0555m", "00555m",
            "0p0p0p0p", "0s0s", "0m0p0s", "9999p9999s7777z", "0m0p0s0m0p0s", "05555s"]


@pytest.mark.parametrize("allowance", list(product(range(5), repeat=3)))
def test_lane_slack_answers_as_check_possible_does(allowance: tuple[int, int, int]) -> None:
    """How the batch scorer checks a hand: the summed LANE_WEIGHTs plus the slack, against
    LANE_HIGH; every allowance of 0..4 red fives a suit has a slack."""
    slack = T.lane_slack(allowance)
    assert slack is not None
    for text in _SAMPLES:
        tiles = T.parse(text)
        try:
            T.check_possible(tiles, allowance)
        except TileError:
            expected = False
        else:
            expected = True
        lanes = sum(T.LANE_WEIGHT[t] for t in tiles)
        assert ((lanes + slack) & T.LANE_HIGH == 0) is expected, text
        assert T.is_possible(tiles, allowance) is expected, text


@pytest.mark.parametrize("allowance", [(5, 1, 1), (1, 1, 5), (1, 1), (1, 1, 1, 1)])
def test_lane_slack_knows_no_other_tuple(allowance: tuple[int, ...]) -> None:
    assert T.lane_slack(allowance) is None


def test_lane_slack_wants_a_tuple() -> None:
    assert T.lane_slack([1, 1, 1]) is None


def test_checked_counts_returns_the_counts() -> None:
    expected = [0] * 34
    expected[T.M5] = 3
    expected[T.EAST] = 1
    assert T.checked_counts(T.parse("0m55m1z")) == expected
    assert T.checked_counts(T.parse("55m1z")) == [*expected[:T.M5], 2, *expected[T.M5 + 1:]]


def test_checked_counts_takes_any_iterable() -> None:
    with pytest.raises(TileError, match="2 red 5p"):
        T.check_possible(iter(T.parse("00p")))
    with pytest.raises(TileError, match="5 copies of 1m"):
        T.check_possible(t for t in T.parse("11111m"))
    assert T.checked_counts(iter(T.parse("0p5p")))[T.P5] == 2


def test_checked_counts_names_the_first_kind_over_four() -> None:
    with pytest.raises(TileError, match="5 copies of 2m"):
        T.checked_counts(T.parse("1111m22222m"))
    with pytest.raises(TileError, match="6 copies of 3p"):
        T.checked_counts(T.parse("111m333333p44444p"))


def test_what_parse_keeps_read_stays_bounded() -> None:
    """parse keeps the runs it read, but never more than _RUNS_KEPT of them and never a run
    longer than _LONGEST_KEPT characters, whatever it is given."""
    kept = T._READ_RUNS
    kept.clear()
    long_run = "1" * 20 + "m"
    assert T.parse(long_run) == [T.M1] * 20
    assert long_run not in kept
    for i in range(T._RUNS_KEPT + 2):
        T.parse(f"{10 + i}p")
        assert len(kept) <= T._RUNS_KEPT
    assert T.parse("12340p") == [T.P1, T.P2, T.P3, T.P4, T.RED_5P]
    kept.clear()


@pytest.mark.parametrize("text", ["00m", "00p", "00s"])
def test_checked_counts_allows_one_red_five_a_suit_by_default(text: str) -> None:
    """As the shanten command calls it: no allowance given."""
    with pytest.raises(TileError, match="2 red 5"):
        T.checked_counts(T.parse(text))
    assert T.checked_counts(T.parse(text[1:] + "55" + text[-1]))[T.kind(T.parse(text)[0])] == 3
