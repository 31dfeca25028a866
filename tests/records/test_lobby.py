"""Tenhou lobby names -> RuleSet (starting from the tenhou preset)."""

from __future__ import annotations

import pytest

from mahjong_tui.records.lobby import rule_from_ruleset, ruleset_from_rule, tenhou_final_rounding
from rules.presets import load_preset


@pytest.mark.parametrize(
    ("rule", "length", "kuitan", "red"),
    [
        ({"disp": "鳳南喰赤", "aka53": 1, "aka52": 1, "aka51": 1}, "hanchan", True, (1, 1, 1)),
        ({"disp": "般東喰", "aka": 1}, "tonpuu", True, (1, 1, 1)),
        ({"disp": "般東喰"}, "tonpuu", True, (0, 0, 0)),
        ({"disp": "上東赤速"}, "tonpuu", False, (1, 1, 1)),
        ({"aka": 1}, "hanchan", True, (1, 1, 1)),
        ({"disp": "Gold Room South", "aka53": 1, "aka52": 1, "aka51": 1}, "hanchan", True,
         (1, 1, 1)),
        ({}, "hanchan", True, (1, 1, 1)),
    ],
)
def test_lobby_rules(
    rule: dict[str, object], length: str, kuitan: bool, red: tuple[int, int, int]
) -> None:
    rules = ruleset_from_rule(rule)
    assert (rules.game_length, rules.kuitan, rules.red_fives) == (length, kuitan, red)
    assert rules.with_changes(game_length="hanchan", kuitan=True, red_fives=(1, 1, 1)) == (
        load_preset("tenhou")
    )


def test_own_logs_carry_the_whole_ruleset() -> None:
    rules = load_preset("mleague").with_changes(red_fives=(0, 1, 0), kuitan=False)
    rule = rule_from_ruleset(rules)
    assert rule["disp"] == "般南赤" and (rule["aka51"], rule["aka52"]) == (0, 1)
    assert ruleset_from_rule(rule) == rules


def test_tenhou_final_rounding_by_the_logs_date() -> None:
    assert tenhou_final_rounding("2019021004gm-00a9-0000-e2f6516d") == "nearest_1000_half_up"
    assert tenhou_final_rounding("2023053016gm-0029-0000-e54b3b98") == "none"
    assert tenhou_final_rounding("2021010100gm-0029-0000-00000000") is None
    assert tenhou_final_rounding("") is None
    dated = ruleset_from_rule({"disp": "鳳南喰赤"}, "2019021004gm-00a9-0000-e2f6516d")
    assert dated.final_rounding == "nearest_1000_half_up"
