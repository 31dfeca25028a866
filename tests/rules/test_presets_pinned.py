"""Pins rules/presets.py beyond test_presets.py: ``"none"`` read as unset only for the
optional fields (a rule whose choice is called "none" keeps it), a file that cannot be read
as text refused as ``unusable`` naming the file, and ``preset_to_toml``'s exact lines
(strings escaped as TOML needs and nothing more, lists, the floating uma as a table)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.presets import PresetError, load_preset_file, parse_preset, preset_to_toml
from rules.ruleset import NAMED_UMA, TENHOU, RuleSet
from rules.untrusted import UntrustedFileError


def test_none_unsets_the_optional_fields() -> None:
    rules = parse_preset('riichi_min_points = "none"\nfloating_uma = "none"')
    assert (rules.riichi_min_points, rules.floating_uma) == (None, None)


def test_optional_fields_keep_their_values() -> None:
    rules = parse_preset("riichi_min_points = 500\n[floating_uma]\n"
                         "1 = [30, -10, -10, -10]\n2 = [20, 0, -10, -10]\n3 = [10, 0, 0, -10]")
    assert rules.riichi_min_points == 500
    assert rules.floating_uma == NAMED_UMA["shizumi"][1]


def test_none_is_a_choice_for_the_other_fields() -> None:
    """``"none"`` names a choice of these rules, not an unset value."""
    rules = parse_preset('agari_yame = "none"\ntenpai_yame = "none"\nrenhou = "none"\n'
                         'renchan = "none"\nnagashi_mangan = "none"\nfinal_rounding = "none"\n'
                         'extension = "none"\nextension_max_winds = 0')
    assert (rules.agari_yame, rules.tenpai_yame, rules.renhou, rules.renchan,
            rules.nagashi_mangan, rules.final_rounding, rules.extension) == ("none",) * 7


def test_none_is_no_boolean() -> None:
    with pytest.raises(PresetError) as info:
        parse_preset('kuitan = "none"', "mine.toml")
    assert str(info.value) == (
        "mine.toml: kuitan: Input should be a valid boolean, unable to interpret input")
    assert info.value.code == "invalid"


def test_text_not_toml_names_the_default_origin() -> None:
    with pytest.raises(PresetError) as info:
        parse_preset("kuitan = ")
    assert str(info.value).startswith("<preset>: invalid TOML: ")
    assert info.value.code == "unusable" and isinstance(info.value.cause, UntrustedFileError)


def test_a_file_not_utf8_is_unusable(tmp_path: Path) -> None:
    path = tmp_path / "latin1.toml"
    path.write_bytes(b'name = "caf\xe9"\n')
    with pytest.raises(PresetError) as info:
        load_preset_file(path)
    assert str(info.value) == f"{path}: not UTF-8 text (byte 11)"
    assert info.value.code == "unusable" and isinstance(info.value.cause, UntrustedFileError)
    assert info.value.cause.code == "not_utf8"


def test_a_directory_is_unusable(tmp_path: Path) -> None:
    with pytest.raises(PresetError) as info:
        load_preset_file(tmp_path)
    assert str(info.value) == f"{tmp_path}: not a regular file"
    assert info.value.code == "unusable"


@pytest.mark.parametrize(("name", "line"), [
    ("plain name", 'name = "plain name"'),
    ("~ é 天鳳", 'name = "~ é 天鳳"'),
    ('say "hi"', 'name = "say \\"hi\\""'),
    ("back\\slash", 'name = "back\\\\slash"'),
    ("tab\there", 'name = "tab\\u0009here"'),
    ("nul\x00 us\x1f del\x7f", 'name = "nul\\u0000 us\\u001f del\\u007f"'),
])
def test_strings_escaped_as_toml_needs(name: str, line: str) -> None:
    """Quotes, backslashes and control characters escaped; every other character as is."""
    rules = TENHOU.with_changes(name=name)
    text = preset_to_toml(rules)
    assert text.splitlines()[1] == line
    assert parse_preset(text) == rules


def test_values_written_as_toml() -> None:
    rules = TENHOU.with_changes(
        riichi_min_points=None, kuitan=False, uma=(12.5, 2.5, -5, -10),
        double_yakuman={"suukantsu", "daisuushii"}, floating_uma=NAMED_UMA["shizumi"][1])
    lines = preset_to_toml(rules).splitlines()
    for line in ('riichi_min_points = "none"', "kuitan = false", "atozuke = true",
                 "uma = [12.5, 2.5, -5.0, -10.0]", 'double_yakuman = ["daisuushii", "suukantsu"]',
                 "red_fives = [1, 1, 1]", 'kuikae = "forbidden"', "target_points = 30000"):
        assert line in lines
    assert lines[-4:] == ["[floating_uma]", "1 = [30.0, -10.0, -10.0, -10.0]",
                          "2 = [20.0, 0.0, -10.0, -10.0]", "3 = [10.0, 0.0, 0.0, -10.0]"]
    assert lines.count("[floating_uma]") == 1
    assert len([line for line in lines if not line.startswith("#") and " = " in line]) == (
        len(RuleSet.model_fields) - 1 + 3)


@pytest.mark.filterwarnings("ignore:Pydantic serializer warnings")
def test_a_value_with_no_toml_form_is_refused() -> None:
    """A rule set built without validation may hold what TOML cannot write: refused rather
    than written as a broken file (pydantic warns of the unexpected value as it dumps it)."""
    odd = RuleSet.model_construct(floating_uma={1: {"nested": 1}})
    with pytest.raises(TypeError, match="no TOML form for dict"):
        preset_to_toml(odd)
