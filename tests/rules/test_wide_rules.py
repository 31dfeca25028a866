"""A rule set of a million unknown entries (a custom preset, the settings, the rules
embedded in a replay log) is refused as one error, at once, in bounded memory: pydantic
built an error for each entry (1.1-1.7 GB, 20 s, a message of three million lines)."""

from __future__ import annotations

import json
import tracemalloc
from pathlib import Path

import pytest
from pydantic import ValidationError

from mahjong_tui.records.errors import RecordError
from mahjong_tui.records.lobby import RULESET_KEY, ruleset_from_rule
from mahjong_tui.text.rule_fields import apply_change, refusal_reason
from rules.presets import PresetError, parse_preset
from rules.ruleset import TENHOU, RuleSet, first_problem

WIDE = {f"k{i}": 1 for i in range(200_000)}
PEAK_BYTES = 200 * 1024 * 1024


def test_one_error_for_a_table_far_wider_than_the_rules() -> None:
    tracemalloc.start()
    try:
        with pytest.raises(ValidationError) as info:
            RuleSet.model_validate(WIDE)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert info.value.error_count() == 1 and peak < PEAK_BYTES
    assert first_problem(info.value) == (
        f"200000 entries: far more than the {len(RuleSet.model_fields)} rules")
    assert "200000" in refusal_reason(info.value) and "\n" not in refusal_reason(info.value)


def test_a_few_unknown_entries_are_still_named() -> None:
    reason = apply_change(TENHOU, {"no_such_rule": 1})
    assert isinstance(reason, str) and "no_such_rule" in reason


def test_a_wide_preset_and_a_wide_log_are_one_line(tmp_path: Path) -> None:
    text = "\n".join(f"k{i} = 1" for i in range(50_000))
    with pytest.raises(PresetError) as preset:
        parse_preset(text, "wide.toml")
    assert "\n" not in str(preset.value) and "50000 entries" in str(preset.value)
    with pytest.raises(RecordError) as record:
        ruleset_from_rule({RULESET_KEY: dict(WIDE)})
    assert "\n" not in str(record.value) and "200000 entries" in str(record.value)
    with pytest.raises(RecordError) as record:
        ruleset_from_rule({RULESET_KEY: {"uma": "x\ny", "kuitan": "maybe"}})
    assert "\n" not in str(record.value) and "(and 1 more)" in str(record.value)
    json.dumps(str(record.value))
