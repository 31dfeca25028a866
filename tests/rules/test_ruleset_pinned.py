"""Pins rules/ruleset.py beyond test_ruleset.py: each numeric rule's bounds (the lowest and
highest value accepted, the next one refused with pydantic's bound error), each combination
check's edge (what it lets through as well as what it refuses, by its reason code), the uma
tolerance (a sum within 1e-9 of 0), seed 000's named uma tables, the too-wide table's
threshold (twice the fields), ``first_problem``'s one line, and validators built on the first
validation, not at import."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pytest
from pydantic import ValidationError

from rules.ruleset import NAMED_UMA, TENHOU, RuleSet, first_problem


def _errors(changes: dict[str, Any]) -> list[tuple[str, tuple[int | str, ...]]]:
    """The (type, location) of each error validating TENHOU with ``changes``."""
    with pytest.raises(ValidationError) as info:
        TENHOU.with_changes(**changes)
    return [(error["type"], error["loc"]) for error in info.value.errors()]


def _problem(changes: dict[str, Any]) -> str:
    with pytest.raises(ValidationError) as info:
        TENHOU.with_changes(**changes)
    return first_problem(info.value)


_GT, _GE = "greater_than", "greater_than_equal"

# (field, extra changes the value needs, lowest accepted, its bound, highest accepted or None)
_BOUNDS: list[tuple[str, dict[str, Any], int, str, int | None]] = [
    ("target_points", {}, 1, _GT, None),
    ("starting_points", {}, 1, _GT, None),
    ("return_points", {"starting_points": 1}, 1, _GT, None),
    ("riichi_deposit", {}, 1, _GT, None),
    ("noten_penalty_total", {}, 0, _GE, None),
    ("honba_ron", {}, 0, _GE, None),
    ("honba_tsumo_each", {}, 0, _GE, None),
    ("ryanhan_shibari_honba", {}, 0, _GE, None),
    ("riichi_min_points", {}, 0, _GE, None),
    ("riichi_min_live_tiles", {}, 0, _GE, 4),
    ("max_ron_winners", {"sanchahou_abortive": False}, 1, _GE, 3),
    ("extension_max_winds", {"extension": "none", "game_length": "tonpuu"}, 0, _GE, None),
    ("chip_value", {}, 0, _GE, None),
    ("chip_ura", {}, 0, _GE, None),
    ("chip_aka", {}, 0, _GE, None),
    ("chip_all_star", {}, 0, _GE, None),
    ("chip_ippatsu", {}, 0, _GE, None),
    ("chip_yakuman_tsumo", {}, 0, _GE, 8),
    ("chip_yakuman_ron", {}, 0, _GE, None),
    ("chombo_points", {}, 0, _GE, None),
]


@pytest.mark.parametrize(("field", "extra", "low", "bound", "high"), _BOUNDS,
                         ids=lambda v: str(v))
def test_numeric_bounds(field: str, extra: dict[str, Any], low: int, bound: str,
                        high: int | None) -> None:
    """The documented range of each number: its ends accepted, one past them refused."""
    assert getattr(TENHOU.with_changes(**extra, **{field: low}), field) == low
    assert _errors({**extra, field: low - 1}) == [(bound, (field,))]
    if high is not None:
        assert getattr(TENHOU.with_changes(**extra, **{field: high}), field) == high


@pytest.mark.parametrize(("field", "too_high", "extra"), [
    ("riichi_min_live_tiles", 5, {}),
    ("max_ron_winners", 4, {"sanchahou_abortive": False}),
    ("extension_max_winds", 3, {"game_length": "tonpuu"}),  # 1 + 3 winds would fit in 4
    ("chip_yakuman_tsumo", 9, {}),
])
def test_numeric_upper_bounds(field: str, too_high: int, extra: dict[str, Any]) -> None:
    assert _errors({**extra, field: too_high}) == [("less_than_equal", (field,))]


@pytest.mark.parametrize(("field", "values"), [
    ("double_wind_pair_fu", (2, 4)),
    ("ryanpeikou_han", (2, 3)),
    ("honroutou_han", (2, 3)),
])
def test_han_and_fu_choices(field: str, values: tuple[int, int]) -> None:
    """Each choice accepted; the numbers around them are not choices."""
    for value in values:
        assert getattr(TENHOU.with_changes(**{field: value}), field) == value
    for value in (values[0] - 1, values[1] + 1):
        assert _errors({field: value}) == [("literal_error", (field,))]


def test_red_fives_from_none_to_four_per_suit() -> None:
    assert TENHOU.with_changes(red_fives=(4, 4, 4)).red_fives == (4, 4, 4)
    assert TENHOU.with_changes(red_fives=(0, 4, 0)).red_fives == (0, 4, 0)
    for reds in ((5, 1, 1), (1, 1, 5), (-1, 0, 0)):
        assert _errors({"red_fives": reds}) == [("red_fives_range", ())]


_ZERO = (0, 0, 0, 0)


@pytest.mark.parametrize("counts", [(1, 2, 3), (0, 1, 2, 3), (1, 2, 3, 4), (0, 1, 2, 3, 4)])
def test_floating_uma_tables_accepted(counts: tuple[int, ...]) -> None:
    """Tables for 1, 2 and 3 floating players are required, 0 and 4 optional."""
    floating = {count: _ZERO for count in counts}
    assert TENHOU.with_changes(floating_uma=floating).floating_uma == floating


@pytest.mark.parametrize("counts", [(2, 3), (1, 3), (1, 2), (-1, 1, 2, 3), (1, 2, 3, 5), ()])
def test_floating_uma_tables_refused(counts: tuple[int, ...]) -> None:
    floating = {count: _ZERO for count in counts}
    assert _errors({"floating_uma": floating}) == [("floating_uma_tables", ())]


def test_uma_sum_tolerance() -> None:
    """A float sum within 1e-9 of zero is zero; beyond it the uma is refused."""
    assert TENHOU.with_changes(uma=(1e-9, 0, 0, 0)).uma == (1e-9, 0, 0, 0)
    assert _problem({"uma": (2e-9, 0, 0, 0)}) == "uma must sum to 0, got 2e-09"
    floating = {1: (1e-9, 0, 0, 0), 2: _ZERO, 3: _ZERO}
    assert TENHOU.with_changes(floating_uma=floating).floating_uma == floating
    assert _problem({"floating_uma": {1: _ZERO, 2: (0, 0, 0, -2e-9), 3: _ZERO}}) == (
        "floating_uma[2] must sum to 0, got -2e-09")


def test_return_points_may_equal_starting_points() -> None:
    rules = TENHOU.with_changes(starting_points=30000, return_points=30000)
    assert (rules.starting_points, rules.return_points) == (30000, 30000)
    assert _errors({"starting_points": 30001}) == [("return_below_start", ())]


# Combinations at the edge of a check: each is a valid rule set.
_ACCEPTED: list[dict[str, Any]] = [
    {"extension": "none", "extension_max_winds": 0},
    {"game_length": "one_hand", "extension": "none", "extension_max_winds": 0},
    {"game_length": "tonpuu", "extension_max_winds": 2},
    {"game_length": "hanchan", "extension_max_winds": 2},
    {"game_length": "issou", "extension": "none", "extension_max_winds": 0},
    {"max_ron_winners": 3, "sanchahou_abortive": False},
    {"max_ron_winners": 1, "sanchahou_abortive": False},
    {"yaku_paarenchan": True, "renchan": "tenpai"},
    {"yaku_paarenchan": True, "renchan": "agari"},
    {"chombo_penalty": "final_score_deduction", "chombo_points": 8000},
    {"chombo_penalty": "mangan_payment"},
    {"kan_ura_dora": False, "kan_dora": False},
    {"kan_ura_dora": False, "ura_dora": False},
    {"kan_ura_dora": False, "kan_dora": False, "ura_dora": False},
    {"red_fives": (1, 0, 1)},
    {"red_fives": (0, 0, 0)},
    {"ippatsu": False},
    {"chip_ura": 1, "chip_aka": 1, "chip_ippatsu": 1, "chip_all_star": 2},
    {"chip_aka": 1, "red_fives": (0, 0, 1)},
    {"chip_aka_closed_only": True, "chip_aka": 1},
    {"chip_aka_closed_only": True, "chip_all_star": 1},
    {"yaku_daisharin": True, "daisharin_any_run": True},
    {"yaku_daisharin": True},
]


@pytest.mark.parametrize("changes", _ACCEPTED, ids=lambda v: str(v)[:60])
def test_combinations_accepted(changes: dict[str, Any]) -> None:
    rules = TENHOU.with_changes(**changes)
    assert {name: getattr(rules, name) for name in changes} == changes


# Combinations refused, with the reason code and the context a screen words it by.
_REFUSED: list[tuple[dict[str, Any], str, dict[str, Any]]] = [
    ({"extension": "none"}, "extension_winds", {}),
    ({"extension_max_winds": 0}, "extension_winds", {}),
    ({"game_length": "issou"}, "extension_too_long", {"game_length": "issou", "winds": 1}),
    ({"game_length": "one_hand"}, "extension_too_long", {"game_length": "one_hand", "winds": 1}),
    ({"max_ron_winners": 3}, "triple_ron_sanchahou", {}),
    ({"yaku_paarenchan": True, "renchan": "none"}, "paarenchan_renchan", {}),
    ({"chombo_penalty": "final_score_deduction"}, "chombo_points_missing", {}),
    ({"chombo_points": 1}, "chombo_points_unused", {}),
    ({"kan_dora": False}, "kan_ura_dora", {}),
    ({"ura_dora": False}, "kan_ura_dora", {}),
    ({"chip_ura": 1, "ura_dora": False, "kan_ura_dora": False}, "needs",
     {"rule": "chip_ura", "needed": "ura_dora"}),
    ({"chip_ippatsu": 1, "ippatsu": False}, "needs", {"rule": "chip_ippatsu", "needed": "ippatsu"}),
    ({"chip_aka": 1, "red_fives": (0, 0, 0)}, "needs", {"rule": "chip_aka", "needed": "red_fives"}),
    ({"chip_all_star": 1, "red_fives": (1, 1, 0)}, "chip_all_star_reds", {}),
    ({"chip_aka_closed_only": True}, "chip_aka_closed_only", {}),
    ({"daisharin_any_run": True}, "needs",
     {"rule": "daisharin_any_run", "needed": "yaku_daisharin"}),
    ({"uma": (20, 10, -10, -10)}, "uma_sum", {"total": "10"}),
    ({"floating_uma": {1: (1, 0, 0, 0), 2: _ZERO, 3: _ZERO}}, "floating_uma_sum",
     {"floating": 1, "total": "1"}),
]


@pytest.mark.parametrize(("changes", "code", "context"), _REFUSED, ids=lambda v: str(v)[:50])
def test_combinations_refused(changes: dict[str, Any], code: str, context: dict[str, Any]) -> None:
    with pytest.raises(ValidationError) as info:
        TENHOU.with_changes(**changes)
    (error,) = info.value.errors()
    assert (error["type"], error["loc"], error.get("ctx", {})) == (code, (), context)


def test_named_uma_tables() -> None:
    """Seed 000's selectable uma (uma, floating_uma), as the seed gives them."""
    assert dict(NAMED_UMA) == {
        "none": ((0, 0, 0, 0), None),
        "gotto": ((10, 5, -5, -10), None),
        "wantsu": ((20, 10, -10, -20), None),
        "wansuri": ((30, 10, -10, -30), None),
        "shichigosan": ((10, 5, -5, -10),
                        {1: (15, -3, -5, -7), 2: (10, 5, -5, -10), 3: (7, 5, 3, -15)}),
        "shizumi": ((20, 10, -10, -20),
                    {1: (30, -10, -10, -10), 2: (20, 0, -10, -10), 3: (10, 0, 0, -10)}),
    }


def test_too_wide_from_twice_the_fields() -> None:
    """Up to twice the fields, each unknown entry is its own error; one more is one error."""
    fields = len(RuleSet.model_fields)
    with pytest.raises(ValidationError) as info:
        RuleSet.model_validate({f"k{i}": 1 for i in range(2 * fields)})
    assert {error["type"] for error in info.value.errors()} == {"extra_forbidden"}
    assert info.value.error_count() == 2 * fields
    with pytest.raises(ValidationError) as info:
        RuleSet.model_validate({f"k{i}": 1 for i in range(2 * fields + 1)})
    (error,) = info.value.errors()
    assert (error["type"], error["ctx"]) == (
        "too_wide", {"entries": 2 * fields + 1, "fields": fields})


def test_a_long_list_is_not_a_wide_table() -> None:
    with pytest.raises(ValidationError) as info:
        RuleSet.model_validate(list(range(1000)))
    assert [error["type"] for error in info.value.errors()] == ["model_type"]


@pytest.mark.parametrize(("data", "line"), [
    ({"kuitan": 3}, "kuitan: Input should be a valid boolean, unable to interpret input"),
    ({"kuitan": 3, "bogus": 1},
     "kuitan: Input should be a valid boolean, unable to interpret input (and 1 more)"),
    ({"uma": "x", "kuitan": 3, "bogus": 1}, "uma: Input should be a valid tuple (and 2 more)"),
    ({"floating_uma": {1: ("x", 0, 0, 0), 2: _ZERO, 3: _ZERO}},
     "floating_uma.1.0: Input should be a valid number, unable to parse string as a number"),
    ({"uma": (20, 10, -10, -10)}, "uma must sum to 0, got 10"),
    ({"a\nb\t c": 1}, "a b c: Extra inputs are not permitted"),
])
def test_first_problem_is_one_line(data: dict[str, Any], line: str) -> None:
    """The first error as ``field: message`` (no field for a whole-set refusal), a count of
    the others, all on one line."""
    with pytest.raises(ValidationError) as info:
        RuleSet.model_validate(TENHOU.model_dump() | data)
    assert first_problem(info.value) == line


def test_validators_are_built_on_first_use() -> None:
    """Importing the rules (and reading the default ones) builds no validator."""
    probe = ("from rules.ruleset import TENHOU, RuleSet\n"
             "print(TENHOU.kuitan, RuleSet.__pydantic_complete__)\n"
             "RuleSet(name='x')\n"
             "print(RuleSet.__pydantic_complete__)\n")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          timeout=60, check=True)
    assert done.stdout.split() == ["True", "False", "True"]
