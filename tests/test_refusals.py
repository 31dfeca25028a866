"""Why a rule change is refused: the rules give a stable reason code and the fields it names
(no words of the app in them), the app words it in the player's language; the English is
what the settings screen always showed, the Japanese has no English or id in it."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

import rules.ruleset
from mahjong_tui.language import catalogue, set_language
from mahjong_tui.rule_fields import apply_change, parse_number, parse_table, plain_reason
from rules.presets import _summary
from rules.ruleset import TENHOU, RuleSet

CASES: list[tuple[dict[str, Any], str, str]] = [
    ({"uma": (20, 10, -10, -10)}, "uma_sum", "ウマの合計が0になりません (合計10)"),
    ({"floating_uma": {1: (0, 0, 0, 0), 2: (0, 0, 0, 0)}}, "floating_uma_tables",
     "「浮き沈みウマ」には浮いた人が1人、2人、3人のときの表が必要です (0人と4人は省略可)"),
    ({"floating_uma": {1: (1, 0, 0, 0), 2: (0,) * 4, 3: (0,) * 4}}, "floating_uma_sum",
     "「浮き沈みウマ」の浮き1人の表の合計が0になりません (合計1)"),
    ({"return_points": 20000}, "return_below_start", "「返し点」は「配給原点」以上にしてください"),
    ({"extension": "none"}, "extension_winds",
     "「延長する場の上限」は「延長戦」がなしのときだけ0にしてください"),
    ({"game_length": "issou"}, "extension_too_long",
     "「一荘戦 (東南西北)」では1場の延長はできません"),
    ({"max_ron_winners": 3}, "triple_ron_sanchahou",
     "トリプルロン (「1枚の捨て牌で和了できる人数」が3) と「三家和」の途中流局は同時に使えません"),
    ({"yaku_paarenchan": True, "renchan": "none"}, "paarenchan_renchan",
     "「八連荘」には連荘のルールが必要です"),
    ({"chombo_penalty": "final_score_deduction"}, "chombo_points_missing",
     "最終成績から減点するチョンボには「チョンボの減点」が必要です"),
    ({"chombo_points": 20000}, "chombo_points_unused",
     "「チョンボの減点」は「チョンボの罰則」が「最終成績から減点」のときだけ使います"),
    ({"red_fives": (1, 5, 1)}, "red_fives_range", "「赤ドラ」は各色0〜4枚です"),
    ({"kan_dora": False}, "kan_ura_dora", "カン裏には「カンドラ」と「裏ドラ」の両方が必要です"),
    ({"chip_ura": 1, "ura_dora": False, "kan_ura_dora": False}, "needs",
     "「裏ドラのチップ」には「裏ドラ」が必要です"),
    ({"chip_ippatsu": 1, "ippatsu": False}, "needs", "「一発のチップ」には「一発」が必要です"),
    ({"chip_aka": 1, "red_fives": (0, 0, 0)}, "needs",
     "「赤ドラのチップ」には「赤ドラ」が必要です"),
    ({"daisharin_any_run": True}, "needs", "「どの始まりでも大車輪」には「大車輪」が必要です"),
    ({"chip_all_star": 2, "red_fives": (1, 0, 1)}, "chip_all_star_reds",
     "「赤3色のチップ」には全色に赤ドラが必要です"),
    ({"chip_aka_closed_only": True}, "chip_aka_closed_only",
     "「赤チップは門前のみ」には「赤ドラのチップ」か「赤3色のチップ」が必要です"),
    ({"chip_ura": -1}, "greater_than_equal", "「裏ドラのチップ」: 0以上にしてください"),
    ({"chip_yakuman_tsumo": 9}, "less_than_equal", "「役満祝儀 (ツモ)」: 8以下にしてください"),
    ({"starting_points": 0}, "greater_than", "「配給原点」: 0より大きくしてください"),
    ({"uma": (float("inf"), 0, 0, 0)}, "finite_number",
     "「ウマ (順位点)」 (1位): 有限の数を入れてください"),
]
CHANGED_IN_ENGLISH = {
    "extension_too_long": "a “All four winds (一荘戦)” game cannot have an extension of 1 winds",
    "floating_uma_sum": "“Uma by who ends above (浮き沈み)” for 1 floating players must sum to 0, "
                        "got 1",
    "finite_number": "“Uma (順位点)” (1st): Input should be a finite number",
}
"""Where the English is not what the screen showed before: it named a game length, and a
rule without an underscore, by their ids (``issou``, ``ippatsu``, ``uma.0``), and a
floating-uma table in Python's spelling (``floating_uma[1]``)."""


def refused(changes: dict[str, Any]) -> ValidationError:
    with pytest.raises(ValidationError) as info:
        RuleSet.model_validate(TENHOU.model_dump() | changes)
    return info.value


@pytest.mark.parametrize(("changes", "code", "japanese"), CASES,
                         ids=[f"{c[1]}-{i}" for i, c in enumerate(CASES)])
def test_each_refusal_has_a_code_and_words_in_both_languages(
        changes: dict[str, Any], code: str, japanese: str) -> None:
    error = refused(changes)
    assert error.errors()[0]["type"] == code
    english = apply_change(TENHOU, changes)
    before = plain_reason(_summary(error))
    if code in CHANGED_IN_ENGLISH:
        assert english == CHANGED_IN_ENGLISH[code]
    elif "ippatsu" in before:
        assert english == "“Chips for ippatsu (一発)” needs “Ippatsu (一発)”"
    else:
        assert english == before
    set_language("ja")
    assert apply_change(TENHOU, changes) == japanese
    assert not re.search(r"[A-Za-z_]{3,}", japanese)


def test_the_rules_english_is_unchanged() -> None:
    """The rules' own message (what ``presets`` and a preset file's error say)."""
    assert _summary(refused({"chip_ura": 1, "ura_dora": False, "kan_ura_dora": False})) == (
        "chip_ura needs ura_dora")
    assert _summary(refused({"game_length": "issou"})) == (
        "a issou game cannot have an extension of 1 winds")
    assert _summary(refused({"floating_uma": {1: (1, 0, 0, 0), 2: (0,) * 4, 3: (0,) * 4}})) == (
        "floating_uma[1] must sum to 0, got 1")


def test_every_code_the_rules_give_has_words() -> None:
    source = Path(rules.ruleset.__file__).read_text(encoding="utf-8")
    codes = set(re.findall(r'_refusal\("([a-z_]+)"', source))
    assert len(codes) == 15 and codes <= {c for _, c, _ in CASES}
    for language in ("en", "ja"):
        assert all(f"refusals.{code}" in catalogue(language) for code in codes)


def test_several_problems_are_counted() -> None:
    changes = {"chip_ura": -1, "chip_aka": -1}
    assert apply_change(TENHOU, changes).endswith(": Input should be greater than or equal to 0"
                                                  " (and 1 more)")
    set_language("ja")
    assert apply_change(TENHOU, changes) == "「裏ドラのチップ」: 0以上にしてください (ほか1件)"


@pytest.mark.parametrize(("read", "english", "japanese"), [
    (lambda: parse_number("abc", int), "'abc' is not a whole number",
     "「abc」は整数ではありません"),
    (lambda: parse_number("", float), "'blank' is not a number", "「空欄」は数ではありません"),
    (lambda: parse_table("1 2 3"), "'1 2 3': write 'floating players: 1st 2nd 3rd 4th'",
     "「1 2 3」: 「浮いた人数: 1位 2位 3位 4位」の形で書いてください"),
    (lambda: parse_table("1: 0 0 0 0; 1: 0 0 0 0"), "two rows for 1 floating players",
     "浮き1人の行が2つあります"),
])
def test_what_was_typed_is_refused_in_the_players_language(
        read: Any, english: str, japanese: str) -> None:
    with pytest.raises(ValueError, match=re.escape(english)):
        read()
    set_language("ja")
    with pytest.raises(ValueError, match=re.escape(japanese)):
        read()
