"""Shipped presets: they load, match their pinned fixtures, and survive a TOML round trip.

Each preset's full ``model_dump`` is pinned in ``tests/data/presets/NAME.json`` so a
change of a RuleSet default cannot silently change a preset. After a deliberate change,
regenerate with ``UPDATE_PRESET_FIXTURES=1 pytest tests/rules/test_presets.py``.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from pydantic import ValidationError

from rules.presets import (
    PresetError,
    load_preset,
    load_preset_file,
    parse_preset,
    preset_names,
    preset_to_toml,
)
from rules.ruleset import NAMED_UMA, TENHOU, RuleSet, field_docs
from rules.untrusted import UntrustedFileError

FIXTURES = Path(__file__).parents[1] / "data" / "presets"
EXPECTED = {
    "tenhou", "mahjongsoul", "mleague", "wrc", "ema", "jpml",
    "seed000_netmahjong", "seed002_mj3", "seed003_local_yaku", "seed004_web_tonpuu",
}  # fmt: skip


def test_all_presets_are_shipped() -> None:
    assert set(preset_names()) == EXPECTED


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_preset_loads_with_identity(name: str) -> None:
    rules = load_preset(name)
    assert rules.name == name
    assert rules.description and "\n" not in rules.description
    assert rules.source


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_preset_matches_pinned_fixture(name: str) -> None:
    dumped = load_preset(name).model_dump(mode="json")
    fixture = FIXTURES / f"{name}.json"
    if os.environ.get("UPDATE_PRESET_FIXTURES"):
        fixture.write_text(json.dumps(dumped, indent=2, ensure_ascii=False) + "\n", "utf-8")
    assert dumped == json.loads(fixture.read_text("utf-8"))


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_toml_round_trip(name: str) -> None:
    rules = load_preset(name)
    assert parse_preset(preset_to_toml(rules)) == rules


def test_round_trip_of_unusual_values(tmp_path: Path) -> None:
    rules = TENHOU.with_changes(
        name='odd "name" \\ with\ttab',
        riichi_min_points=None,
        uma=(12.5, 2.5, -5, -10),
        floating_uma={0: (0, 0, 0, 0), **NAMED_UMA["shichigosan"][1]},
    )
    path = tmp_path / "odd.toml"
    path.write_text(preset_to_toml(rules), "utf-8")
    assert load_preset_file(path) == rules


def test_tenhou_preset_is_the_default() -> None:
    rules = load_preset("tenhou")
    assert rules == TENHOU.with_changes(description=rules.description, source=rules.source)


def test_seed000_values() -> None:
    rules = load_preset("seed000_netmahjong")
    assert rules.game_length == "tonpuu" and rules.final_rounding == "gosha_rokunyu"
    assert (rules.chip_ura, rules.chip_aka, rules.chip_all_star, rules.chip_ippatsu) == (1, 1, 2, 1)
    assert (rules.chip_yakuman_tsumo, rules.chip_yakuman_ron, rules.chip_value) == (2, 3, 5000)
    assert rules.renhou == "baiman" and rules.houtei_named_haitei and not rules.suucha_riichi
    assert rules.noten_declaration_allowed and rules.renchan == "agari"


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_renhou_window_only_narrowed_by_seed002(name: str) -> None:
    """Seed 002 states 子が親の最初の捨て牌でロン; the others keep the usual window."""
    narrow = "dealer_first_discard" if name == "seed002_mj3" else "before_own_first_draw"
    assert load_preset(name).renhou_window == narrow


def test_seed004_states_its_assumed_settlement() -> None:
    rules = load_preset("seed004_web_tonpuu")
    assert "Tenhou's 30000 return and 20/10 uma assumed" in rules.description
    assert (rules.return_points, rules.uma) == (30000, (20, 10, -10, -20))


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_descriptions_are_for_players(name: str) -> None:
    assert "seed" not in load_preset(name).description.lower()


def test_unknown_preset() -> None:
    with pytest.raises(PresetError, match="unknown preset 'nope' \\(known: ema, jpml"):
        load_preset("nope")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("uma = [1", "bad.toml: invalid TOML: "),
        ("uma = [20, 10, -10, -10]", "bad.toml: uma must sum to 0, got 10$"),
        ("kuitan = 3", "bad.toml: kuitan: Input should be a valid boolean"),
        ("bogus = 1", "bad.toml: bogus: Extra inputs are not permitted$"),
        ("kuitan = 3\nbogus = 1", r"\(and 1 more\)$"),
        ('renhou = "sometimes"', "bad.toml: renhou: Input should be 'none', 'mangan'"),
        ("red_fives = [1, 5, 1]", "red_fives must be 0..4 per suit"),
        ('riichi_min_points = "nine"', "riichi_min_points: Input should be a valid integer"),
    ],
)
def test_invalid_file_is_one_line(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(text, "utf-8")
    with pytest.raises(PresetError, match=message) as info:
        load_preset_file(path)
    assert "\n" not in str(info.value) and str(path) in str(info.value)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(PresetError, match="cannot read: No such file"):
        load_preset_file(tmp_path / "absent.toml")


def test_preset_error_is_a_value_error() -> None:
    assert issubclass(PresetError, ValueError)


def test_toml_lists_every_field_with_help() -> None:
    text = preset_to_toml(TENHOU)
    for name in RuleSet.model_fields:
        assert f"\n{name} = " in text or f"[{name}]" in text
        assert field_docs()[name].splitlines()[0].strip() in text


def test_a_preset_error_says_why_by_its_code(tmp_path: Path) -> None:
    """The code and the cause let a screen word it in the player's language; the message
    stays the command line's English line."""
    with pytest.raises(PresetError) as info:
        load_preset("nope")
    assert (info.value.code, info.value.fields, info.value.cause) == (
        "unknown", {"name": "nope"}, None)
    with pytest.raises(PresetError) as info:
        load_preset_file(tmp_path / "absent.toml")
    assert info.value.code == "unusable" and isinstance(info.value.cause, FileNotFoundError)
    path = tmp_path / "bad.toml"
    path.write_text("uma = [1", "utf-8")
    with pytest.raises(PresetError) as info:
        load_preset_file(path)
    assert info.value.code == "unusable" and isinstance(info.value.cause, UntrustedFileError)
    assert info.value.cause.code == "invalid_toml"
    path.write_text("kuitan = 3", "utf-8")
    with pytest.raises(PresetError) as info:
        load_preset_file(path)
    assert info.value.code == "invalid" and isinstance(info.value.cause, ValidationError)
    assert info.value.cause.errors()[0]["type"] == "bool_parsing"
