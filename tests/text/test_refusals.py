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
from mahjong_tui.text.language import catalogue, set_language
from mahjong_tui.text.rule_fields import apply_change, parse_number, parse_table, refusal_reason
from rules.ruleset import TENHOU, RuleSet, first_problem

CASES: list[tuple[dict[str, Any], str, str, str]] = [
    ({f"entry{i}": 1 for i in range(200)}, "too_wide",
     "these rules hold 294 entries, far more than there are rules",
     "このルールには294個の項目があり、ルールの数よりはるかに多すぎます"),
    ({"uma": (20, 10, -10, -10)}, "uma_sum",
     "uma must sum to 0, got 10",
     "ウマの合計が0になりません (合計10)"),
    ({"floating_uma": {1: (0, 0, 0, 0), 2: (0, 0, 0, 0)}}, "floating_uma_tables",
     "“Uma by who ends above (浮き沈み)” needs tables for 1, 2 and 3 floating players "
     "(0, 4 optional)",
     "「浮き沈みウマ」には浮いた人が1人、2人、3人のときの表が必要です (0人と4人は省略可)"),
    ({"floating_uma": {1: (1, 0, 0, 0), 2: (0, 0, 0, 0), 3: (0, 0, 0, 0)}}, "floating_uma_sum",
     "“Uma by who ends above (浮き沈み)” for 1 floating players must sum to 0, got 1",
     "「浮き沈みウマ」の浮き1人の表の合計が0になりません (合計1)"),
    ({"return_points": 20000}, "return_below_start",
     "“Return points (返し点)” must be at least “Starting points (配給原点)”",
     "「返し点」は「配給原点」以上にしてください"),
    ({"extension": "none"}, "extension_winds",
     "“Extra wind rounds at most” must be 0 exactly when extension is none",
     "「延長する場の上限」は「延長戦」がなしのときだけ0にしてください"),
    ({"game_length": "issou"}, "extension_too_long",
     "a “All four winds (一荘戦)” game cannot have an extension of 1 winds",
     "「一荘戦 (東南西北)」では1場の延長はできません"),
    ({"max_ron_winners": 3}, "triple_ron_sanchahou",
     "triple ron (“Winners on one discard”: 3) cannot go with the sanchahou abort",
     "トリプルロン (「1枚の捨て牌で和了できる人数」が3) と「三家和」の途中流局は同時に使えません"),
    ({"yaku_paarenchan": True, "renchan": "none"}, "paarenchan_renchan",
     "“Eight dealer wins (八連荘)” needs a renchan mode",
     "「八連荘」には連荘のルールが必要です"),
    ({"chombo_penalty": "final_score_deduction"}, "chombo_points_missing",
     "a final-score chombo deduction needs “Chombo points off”",
     "最終成績から減点するチョンボには「チョンボの減点」が必要です"),
    ({"chombo_points": 20000}, "chombo_points_unused",
     "“Chombo points off” is only used with “Chombo penalty” “Points off the final score”",
     "「チョンボの減点」は「チョンボの罰則」が「最終成績から減点」のときだけ使います"),
    ({"red_fives": (1, 5, 1)}, "red_fives_range",
     "“Red fives (赤ドラ)” must be 0..4 per suit",
     "「赤ドラ」は各色0〜4枚です"),
    ({"kan_dora": False}, "kan_ura_dora",
     "kan ura dora needs both kan dora and ura dora",
     "カン裏には「カンドラ」と「裏ドラ」の両方が必要です"),
    ({"chip_ura": 1, "ura_dora": False, "kan_ura_dora": False}, "needs",
     "“Chips per ura dora (裏ドラ)” needs “Ura dora (裏ドラ)”",
     "「裏ドラのチップ」には「裏ドラ」が必要です"),
    ({"chip_ippatsu": 1, "ippatsu": False}, "needs",
     "“Chips for ippatsu (一発)” needs “Ippatsu (一発)”",
     "「一発のチップ」には「一発」が必要です"),
    ({"chip_aka": 1, "red_fives": (0, 0, 0)}, "needs",
     "“Chips per red five (赤ドラ)” needs “Red fives (赤ドラ)”",
     "「赤ドラのチップ」には「赤ドラ」が必要です"),
    ({"daisharin_any_run": True}, "needs",
     "“Big wheels from any start” needs “Big wheels (大車輪)”",
     "「どの始まりでも大車輪」には「大車輪」が必要です"),
    ({"chip_all_star": 2, "red_fives": (1, 0, 1)}, "chip_all_star_reds",
     "“Chips for all three red fives” needs a red five in every suit",
     "「赤3色のチップ」には全色に赤ドラが必要です"),
    ({"chip_aka_closed_only": True}, "chip_aka_closed_only",
     "“Red five chips only when closed” needs “Chips per red five (赤ドラ)” or "
     "“Chips for all three red fives”",
     "「赤チップは門前のみ」には「赤ドラのチップ」か「赤3色のチップ」が必要です"),
    ({"chip_ura": -1}, "greater_than_equal",
     "“Chips per ura dora (裏ドラ)”: Input should be greater than or equal to 0",
     "「裏ドラのチップ」: 0以上にしてください"),
    ({"chip_yakuman_tsumo": 9}, "less_than_equal",
     "“Yakuman chips on a tsumo (役満祝儀)”: Input should be less than or equal to 8",
     "「役満祝儀 (ツモ)」: 8以下にしてください"),
    ({"starting_points": 0}, "greater_than",
     "“Starting points (配給原点)”: Input should be greater than 0",
     "「配給原点」: 0より大きくしてください"),
    ({"uma": (float("inf"), 0, 0, 0)}, "finite_number",
     "“Uma (順位点)” (1st): Input should be a finite number",
     "「ウマ (順位点)」 (1位): 有限の数を入れてください"),
]


def refused(changes: dict[str, Any]) -> ValidationError:
    with pytest.raises(ValidationError) as info:
        RuleSet.model_validate(TENHOU.model_dump() | changes)
    return info.value


@pytest.mark.parametrize(("changes", "code", "english", "japanese"), CASES,
                         ids=[f"{c[1]}-{i}" for i, c in enumerate(CASES)])
def test_each_refusal_has_a_code_and_words_in_both_languages(
        changes: dict[str, Any], code: str, english: str, japanese: str) -> None:
    error = refused(changes)
    assert error.errors()[0]["type"] == code
    assert apply_change(TENHOU, changes) == english
    set_language("ja")
    assert apply_change(TENHOU, changes) == japanese
    assert not re.search(r"[A-Za-z_]{3,}", japanese)


HAND_EDITED: list[tuple[dict[str, Any], str, str, str]] = [
    ({"kuitan": 3}, "bool_parsing", "“Open tanyao (喰いタン)”: should be true or false",
     "「喰いタン」: true か false にしてください"),
    ({"kuitan": [1]}, "bool_type", "“Open tanyao (喰いタン)”: should be true or false",
     "「喰いタン」: true か false にしてください"),
    ({"houtei_named_haitei": 1, "bogus": 1}, "extra_forbidden",
     "“bogus” is not a rule this version knows", "「bogus」というルールはありません"),
    ({"renhou": "sometimes"}, "literal_error",
     "“Renhou (人和)”: should be one of “Not a yaku”, “Mangan”, “Baiman”, “5 han, alone”, "
     "“5 han, added to the other yaku”, “Yakuman”",
     "「人和」: 「役にしない」、「満貫」、「倍満」、「5翻 (単独)」、「5翻 (他の役と複合)」、"
     "「役満」のどれかにしてください"),
    ({"double_yakuman": ["kokushi_13", "nope"]}, "literal_error",
     "“Double yakuman”: should be one of “Kokushi, 13-sided wait (国士無双十三面)”, "
     "“Four concealed triplets, pair wait (四暗刻単騎)”, “Pure nine gates (純正九蓮宝燈)”, "
     "“Big four winds (大四喜)”, “Four kans (四槓子)”",
     "「ダブル役満」: 「国士無双十三面」、「四暗刻単騎」、「純正九蓮宝燈」、「大四喜」、"
     "「四槓子」のどれかにしてください"),
    ({"riichi_min_points": "nine"}, "int_parsing",
     "“Points needed for riichi”: should be a whole number",
     "「リーチに必要な持ち点」: 整数にしてください"),
    ({"starting_points": 25000.5}, "int_from_float",
     "“Starting points (配給原点)”: should be a whole number", "「配給原点」: 整数にしてください"),
    ({"uma": ["a", 0, 0, 0]}, "float_parsing", "“Uma (順位点)” (1st): should be a number",
     "「ウマ (順位点)」 (1位): 数にしてください"),
    ({"uma": [1, 2, 3]}, "missing", "“Uma (順位点)” (4th) is missing",
     "「ウマ (順位点)」 (4位)がありません"),
    ({"uma": [1, 2, 3, 4, 5]}, "too_long", "“Uma (順位点)”: should have at most 4 entries, not 5",
     "「ウマ (順位点)」: 4個以下にしてください (5個あります)"),
    ({"uma": "x"}, "tuple_type", "“Uma (順位点)”: should be a list of numbers",
     "「ウマ (順位点)」: 数のリストにしてください"),
    ({"double_yakuman": 5}, "frozen_set_type", "“Double yakuman”: should be a list of choices",
     "「ダブル役満」: 選択肢のリストにしてください"),
    ({"floating_uma": 5}, "dict_type", "“Uma by who ends above (浮き沈み)”: should be a table",
     "「浮き沈みウマ」: 表にしてください"),
    ({"floating_uma": {1: [0, 0, 0]}}, "missing",
     "“Uma by who ends above (浮き沈み)” (1 floating, 4th) is missing",
     "「浮き沈みウマ」 (浮き1人の4位)がありません"),
    ({"floating_uma": {"x": [0, 0, 0, 0]}}, "int_parsing",
     "“Uma by who ends above (浮き沈み)” (the number of floating players of a row): "
     "should be a whole number", "「浮き沈みウマ」 (行の浮いた人数): 整数にしてください"),
    ({"name": 5}, "string_type", "“Preset name”: should be text",
     "「プリセット名」: 文字列にしてください"),
]
"""A value of the wrong kind, as a hand-edited settings or preset file has it: pydantic's
error types, each rule by its label (never its id) and its choices by theirs."""


@pytest.mark.parametrize(("changes", "code", "english", "japanese"), HAND_EDITED,
                         ids=[f"{c[1]}-{i}" for i, c in enumerate(HAND_EDITED)])
def test_a_value_of_the_wrong_kind_in_both_languages(
        changes: dict[str, Any], code: str, english: str, japanese: str) -> None:
    assert refused(changes).errors()[0]["type"] == code
    assert apply_change(TENHOU, changes) == english
    set_language("ja")
    assert apply_change(TENHOU, changes) == japanese
    assert not re.search(r"[A-Za-z_]{3,}", japanese.replace("bogus", "").replace("true", "")
                         .replace("false", ""))


def test_a_type_without_words_is_a_value_that_cannot_be_used() -> None:
    """Pydantic's English is never shown: an error type the catalogue has no words for is
    told as a value (of the rule it names) that cannot be used."""
    error = ValidationError.from_exception_data("RuleSet", [
        {"type": "url_scheme", "loc": ("kuitan",), "input": "x",
         "ctx": {"expected_schemes": "'http'"}}])
    assert refusal_reason(error) == "“Open tanyao (喰いタン)”: this value cannot be used"
    set_language("ja")
    assert refusal_reason(error) == "「喰いタン」: この値は使えません"
    unplaced = ValidationError.from_exception_data("RuleSet", [
        {"type": "model_type", "loc": (), "input": 1, "ctx": {"class_name": "RuleSet"}}])
    assert refusal_reason(unplaced) == "このルールは使えません"


def test_the_rules_english_is_unchanged() -> None:
    """The rules' own message (what ``presets`` and a preset file's error say)."""
    assert first_problem(refused({"chip_ura": 1, "ura_dora": False, "kan_ura_dora": False})) == (
        "chip_ura needs ura_dora")
    assert first_problem(refused({"game_length": "issou"})) == (
        "a issou game cannot have an extension of 1 winds")
    floating = {1: (1, 0, 0, 0), 2: (0,) * 4, 3: (0,) * 4}
    assert first_problem(refused({"floating_uma": floating})) == (
        "floating_uma[1] must sum to 0, got 1")


def test_every_code_the_rules_give_has_words() -> None:
    source = Path(rules.ruleset.__file__).read_text(encoding="utf-8")
    codes = set(re.findall(r'_refusal\("([a-z_]+)"', source))
    assert len(codes) == 16 and codes <= {c for _, c, _, _ in CASES}
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
