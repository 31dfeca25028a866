"""RuleSet options that change yaku: kuitan, han values, local yaku, renhou modes, paarenchan,
shiisan puutaa, ryuuiisou without hatsu, pinfu tsumo. One row per option and value."""

from __future__ import annotations

from typing import Any

import pytest
from score_helpers import score, yaku

from rules.ruleset import TENHOU
from rules.score import HandError

CASES: list[tuple[dict[str, Any], tuple[Any, ...], dict[str, Any], dict[str, int]]] = [
    ({"kuitan": False}, ("234m345p66s678s", "8s", "chi:567m"), {}, {}),
    ({"chiitoitsu_value": "1han_50fu"}, ("1122m3344p5566s77z", "7z"), {}, {"chiitoitsu": 1}),
    ({"ryanpeikou_han": 2}, ("112233m445566p55s", "6p"), {}, {"pinfu": 1, "ryanpeikou": 2}),
    ({"honroutou_han": 3}, ("111m999p11s111z", "1s", "pon:999s"), {},
     {"toitoi": 2, "sanankou": 2, "honroutou": 3, "round_wind": 1}),
    ({"ryuuiisou_requires_hatsu": True}, ("223344666888s44s", "2s"), {},
     {"tanyao": 1, "chinitsu": 6, "iipeikou": 1}),
    ({}, ("223344666888s44s", "2s"), {}, {"ryuuiisou": 13}),
    ({"pinfu_tsumo": False}, ("123456m789p23455s", "4s"), {"tsumo": True}, {"menzen_tsumo": 1}),
    ({"yaku_isshoku_sanjun": True}, ("123123123m456p55s", "6p"), {},
     {"pinfu": 1, "isshoku_sanjun": 2}),
    ({}, ("123123123m456p55s", "6p"), {}, {"sanankou": 2}),  # 50 fu beats pinfu iipeikou
    ({"yaku_sanrenkou": True}, ("222333444m567p55s", "7p"), {}, {"sanankou": 2, "sanrenkou": 2,
                                                                        "tanyao": 1}),
    ({"yaku_suurenkou": True}, ("22233344455m", "5m", "pon:555m"), {}, {"suurenkou": 13}),
    ({"yaku_daisharin": True}, ("22334455667788p", "8p"), {}, {"daisharin": 13}),
    ({"yaku_daisharin": True, "daisharin_any_run": True}, ("33445566778899p", "9p"), {},
     {"daisharin": 13}),
    ({"yaku_daisharin": True, "daisharin_any_run": True}, ("11223344556677p", "7p"), {},
     {"daisharin": 13}),
    ({"yaku_daisharin": True}, ("11223344556677p", "7p"), {},
     {"pinfu": 1, "ryanpeikou": 3, "chinitsu": 6}),  # 1-7 only with daisharin_any_run
    ({"yaku_daisharin": True}, ("33445566778899p", "9p"), {},
     {"pinfu": 1, "ryanpeikou": 3, "chinitsu": 6}),
    ({"yaku_daisharin": True, "daisharin_any_run": True}, ("22334455668899p", "9p"), {},
     {"chiitoitsu": 2, "chinitsu": 6}),  # not seven consecutive pairs
    ({"yaku_shiisan_puutaa": True}, ("147m258p369s12344z", "4z"), {"tsumo": True,
     "first_draw": True}, {"shiisan_puutaa": 13}),
    ({"yaku_shiisan_puutaa": True}, ("147m258p369s12344z", "4z"), {"tsumo": True}, {}),
    ({"yaku_shiisan_puutaa": True}, ("147m258p369s12344z", "4z"), {"seat": "E", "tsumo": True,
     "tenhou": True, "first_draw": True}, {"shiisan_puutaa": 13}),  # no complete hand: no tenhou
    ({"yaku_shiisan_puutaa": True}, ("147m258p369s12344z", "4z"), {"tsumo": True,
     "chiihou": True, "first_draw": True}, {"shiisan_puutaa": 13}),
    ({"yaku_paarenchan": True}, ("234m345p67899s555z", "9s"), {"seat": "E", "dealer_streak": 7},
     {"paarenchan": 13}),
    ({"yaku_paarenchan": True}, ("234m345p67899s555z", "9s"), {"seat": "E", "dealer_streak": 6},
     {"haku": 1}),
    ({"renhou": "yakuman"}, ("234m345p67899s555z", "9s"), {"renhou": True},
     {"renhou": 13}),
    ({"renhou": "mangan"}, ("234m345p67899s555z", "9s"), {"renhou": True}, {"renhou": 5}),
    ({"renhou": "baiman"}, ("234m345p67899s555z", "9s"), {"renhou": True}, {"renhou": 8}),
    ({"renhou": "five_han_cumulative"}, ("234m345p67899s555z", "9s"), {"renhou": True},
     {"renhou": 5, "haku": 1}),
    ({"renhou": "mangan"}, ("234m345p67899s555z", "9s"), {"renhou": True, "dora": "7z7z7z"},
     {"haku": 1, "dora": 9}),  # scored normally when that is worth more
    ({"renhou": "mangan"}, ("234m345p678s66s", "6s", "chi:567m"), {"renhou": True}, {"tanyao": 1}),
]


@pytest.mark.parametrize(("rules", "hand", "flags", "expected"), CASES)
def test_option(rules: dict[str, Any], hand: tuple[Any, ...], flags: dict[str, Any],
                expected: dict[str, int]) -> None:
    ruleset = TENHOU.with_changes(**rules)
    if not expected:
        with pytest.raises(HandError):  # no yaku, or (shiisan puutaa off) not complete
            score(*hand, rules=ruleset, **flags)
        return
    assert yaku(score(*hand, rules=ruleset, **flags)) == expected


def test_renhou_is_off_under_tenhou_rules() -> None:
    assert yaku(score("234m345p67899s555z", "9s", renhou=True)) == {"haku": 1}


def test_ura_dora_only_with_riichi_and_the_option() -> None:
    hand = ("234m345p67899s555z", "9s")
    assert yaku(score(*hand, riichi=True, ura="7z", dora="3m")) == {
        "riichi": 1, "haku": 1, "dora": 1, "ura_dora": 3}
    assert yaku(score(*hand, ura="7z")) == {"haku": 1}
    no_ura = TENHOU.with_changes(ura_dora=False, kan_ura_dora=False)
    assert yaku(score(*hand, riichi=True, ura="7z", rules=no_ura)) == {"riichi": 1, "haku": 1}


def test_red_fives_and_kan_dora_count_every_tile() -> None:
    result = score("0m34m345p99s555z", "9s", "kakan:0555s", dora="4s")
    assert yaku(result)["dora"] == 4 and yaku(result)["aka_dora"] == 2
