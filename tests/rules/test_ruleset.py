"""RuleSet validation: defaults, documented fields, and every rejected combination."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from rules.ruleset import NAMED_UMA, TENHOU, RuleSet, field_docs


def test_defaults_are_tenhou() -> None:
    assert RuleSet(name="tenhou") == TENHOU
    assert TENHOU.uma == (20.0, 10.0, -10.0, -20.0)
    assert TENHOU.max_ron_winners == 2 and TENHOU.sanchahou_abortive
    assert TENHOU.chip_value == 0 and TENHOU.chip_ura == 0


def test_every_field_has_help_text() -> None:
    for name in RuleSet.model_fields:
        assert len(field_docs().get(name, "")) > 10, name


def test_frozen() -> None:
    with pytest.raises(ValidationError):
        TENHOU.kuitan = False  # type: ignore[misc]


def test_with_changes_validates() -> None:
    changed = TENHOU.with_changes(kuitan=False, red_fives=[0, 0, 0])
    assert not changed.kuitan and changed.red_fives == (0, 0, 0)
    assert TENHOU.kuitan
    with pytest.raises(ValidationError, match="uma must sum to 0"):
        TENHOU.with_changes(uma=(20, 10, -10, -10))


@pytest.mark.parametrize("name", sorted(NAMED_UMA))
def test_named_uma_tables_validate(name: str) -> None:
    uma, floating = NAMED_UMA[name]
    rules = TENHOU.with_changes(uma=uma, floating_uma=floating)
    assert rules.uma == tuple(uma)


def test_floating_uma_may_add_zero_and_four() -> None:
    floating = {0: (0, 0, 0, 0), 1: (12, -1, -3, -8), 2: (8, 4, -4, -8), 3: (8, 3, 1, -12)}
    assert TENHOU.with_changes(floating_uma=floating).floating_uma == floating


def test_head_bump_may_keep_the_sanchahou_abort() -> None:
    """Seed 000: 頭ハネ and 三家和 are separate settings; three rons still abort."""
    assert TENHOU.with_changes(max_ron_winners=1).sanchahou_abortive
    assert not TENHOU.with_changes(max_ron_winners=1, sanchahou_abortive=False).sanchahou_abortive


def test_json_round_trip_is_stable() -> None:
    rules = TENHOU.with_changes(
        double_yakuman={"suukantsu", "daisuushii", "kokushi_13"},
        floating_uma=NAMED_UMA["shizumi"][1],
    )
    dumped = rules.model_dump_json()
    assert '"double_yakuman":["daisuushii","kokushi_13","suukantsu"]' in dumped
    assert RuleSet.model_validate_json(dumped) == rules


_INVALID: list[tuple[dict[str, Any], str]] = [
    ({"uma": (20, 10, -10, -10)}, "uma must sum to 0"),
    ({"uma": (float("inf"), float("-inf"), 0, 0)}, "Input should be a finite number"),
    ({"floating_uma": {1: (1, 0, 0, 0), 2: (0, 0, 0, 0), 3: (0, 0, 0, 0)}}, r"floating_uma\[1\]"),
    ({"floating_uma": {1: (0, 0, 0, 0), 2: (0, 0, 0, 0)}}, "1, 2 and 3"),
    ({"floating_uma": {1: (0,) * 4, 2: (0,) * 4, 3: (0,) * 4, 5: (0,) * 4}}, "1, 2 and 3"),
    ({"return_points": 20000}, "return_points must be at least starting_points"),
    ({"max_ron_winners": 3}, "triple ron"),
    ({"max_ron_winners": 4, "sanchahou_abortive": False}, "less than or equal to 3"),
    ({"kan_dora": False}, "kan ura dora needs both"),
    ({"ura_dora": False}, "kan ura dora needs both"),
    ({"red_fives": (1, 5, 1)}, "red_fives must be 0..4"),
    ({"red_fives": (1, -1, 1)}, "red_fives must be 0..4"),
    ({"extension": "none"}, "extension_max_winds must be 0"),
    ({"extension_max_winds": 0}, "extension_max_winds must be 0"),
    ({"game_length": "issou"}, "issou game cannot have an extension"),
    ({"game_length": "one_hand"}, "one_hand game cannot have an extension"),
    ({"yaku_paarenchan": True, "renchan": "none"}, "paarenchan needs a renchan"),
    ({"chombo_penalty": "final_score_deduction"}, "needs chombo_points"),
    ({"chombo_points": 20000}, "only used with chombo_penalty final_score_deduction"),
    ({"chombo_penalty": "mangan_payment", "chombo_points": 8000}, "only used with"),
    ({"chip_ura": 1, "ura_dora": False, "kan_ura_dora": False}, "chip_ura needs ura_dora"),
    ({"chip_ippatsu": 1, "ippatsu": False}, "chip_ippatsu needs ippatsu"),
    ({"chip_aka": 1, "red_fives": (0, 0, 0)}, "chip_aka needs red_fives"),
    ({"chip_all_star": 2, "red_fives": (1, 0, 1)}, "red five in every suit"),
    ({"chip_aka_closed_only": True}, "needs chip_aka or chip_all_star"),
    ({"chip_yakuman_tsumo": 9}, "less than or equal to 8"),
    ({"chip_ura": -1}, "greater than or equal to 0"),
    ({"daisharin_any_run": True}, "needs yaku_daisharin"),
    ({"riichi_min_points": -1}, "greater than or equal to 0"),
    ({"unknown_rule": True}, "Extra inputs are not permitted"),
    ({"kuikae": "sometimes"}, "Input should be 'forbidden', 'suji_allowed' or 'allowed'"),
    ({"double_yakuman": {"chiitoitsu"}}, "Input should be 'kokushi_13'"),
    ({"double_wind_pair_fu": 3}, "Input should be 2 or 4"),
    ({"starting_points": 0}, "greater than 0"),
]


@pytest.mark.parametrize(("changes", "message"), _INVALID, ids=lambda v: str(v)[:40])
def test_invalid_combinations_are_rejected(changes: dict[str, Any], message: str) -> None:
    with pytest.raises(ValidationError, match=message):
        TENHOU.with_changes(**changes)


def test_riichi_min_points_none_means_no_minimum() -> None:
    assert TENHOU.with_changes(riichi_min_points=None).riichi_min_points is None


def test_tenhou_is_the_validated_defaults() -> None:
    """TENHOU is built without validation (import speed): it must be what validation gives."""
    assert RuleSet(name="tenhou") == TENHOU
    assert RuleSet.model_validate(TENHOU.model_dump()) == TENHOU
    assert TENHOU.model_fields_set == RuleSet(name="tenhou").model_fields_set == {"name"}


def test_field_docs_read_what_pydantic_reads(tmp_path: Path) -> None:
    """``field_docs`` gives each field the help text pydantic's own attribute docstrings
    give it: the module's source with ``use_attribute_docstrings`` switched on is the
    oracle (loaded from a copy, so the RuleSet in use stays as it is)."""
    import importlib.util

    import rules.ruleset as module

    source = Path(module.__file__).read_text(encoding="utf-8")
    # Either quote: the mutation script rewrites the module with ast.unparse (single ones).
    marker = re.compile(r"""ConfigDict\(frozen=True, extra=(["'])forbid\1""")
    assert marker.search(source)
    copy = tmp_path / "documented_ruleset.py"
    copy.write_text(marker.sub(r"\g<0>, use_attribute_docstrings=True", source, count=1),
                    encoding="utf-8")
    spec = importlib.util.spec_from_file_location("documented_ruleset", copy)
    assert spec is not None and spec.loader is not None
    documented = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(documented)
    expected = {name: info.description
                for name, info in documented.RuleSet.model_fields.items()}
    assert all(expected.values())
    assert {name: field_docs().get(name) for name in RuleSet.model_fields} == expected
