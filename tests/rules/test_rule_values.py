"""The default rules as plain values (rules.rule_values, for a batch that starts without
pydantic) are the RuleSet's defaults, field for field, and rules/_rule_defaults.py is what
``python -m rules._gen_rule_defaults`` writes today."""

from __future__ import annotations

import pytest

from rules import _gen_rule_defaults
from rules.rule_values import TENHOU_VALUES, RuleValues
from rules.ruleset import TENHOU, RuleSet


def test_every_field_has_the_default_value() -> None:
    assert set(RuleValues.__slots__) == set(RuleSet.model_fields)
    for name in RuleSet.model_fields:
        value = getattr(TENHOU_VALUES, name)
        assert value == getattr(TENHOU, name) and type(value) is type(getattr(TENHOU, name)), name


def test_the_generated_file_is_up_to_date() -> None:
    assert _gen_rule_defaults.TARGET.read_text(encoding="utf-8") == _gen_rule_defaults.text(), (
        "run python -m rules._gen_rule_defaults")


def test_the_values_are_read_only() -> None:
    with pytest.raises(AttributeError):
        TENHOU_VALUES.kuitan = False  # type: ignore[attr-defined]
