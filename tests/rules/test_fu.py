"""Fu: base, closed ron, tsumo, sets, pairs, waits, rounding and the fixed values."""

from __future__ import annotations

from typing import Any

import pytest
from score_helpers import score

from rules.ruleset import TENHOU


@pytest.mark.parametrize(
    ("args", "kwargs", "fu"),
    [
        (("123456m789p23455s", "4s"), {}, 30),  # pinfu ron 20 + 10
        (("123456m789p23455s", "4s"), {"tsumo": True}, 20),  # pinfu tsumo
        (("123456m789p23455s", "4s"), {"tsumo": True,
                                       "rules": TENHOU.with_changes(pinfu_tsumo=False)}, 30),
        (("456m567p23466s", "2s", "chi:234m"), {}, 30),  # open pinfu shape: 20 -> 30
        (("1122m3344p5566s77z", "7z"), {}, 25),
        (("1122m3344p5566s77z", "7z"), {"rules": TENHOU.with_changes(
            chiitoitsu_value="1han_50fu")}, 50),
        (("123m456p789s11z555z", "1z"), {}, 50),  # 30 + haku 8 + east pair 2 + tanki 2
        (("123m456p222s789s11z", "1z"), {"seat": "E", "tsumo": True}, 40),  # 22+4+4+2
        (("123m456p222s789s11z", "1z"), {"seat": "E", "tsumo": True, "rules": TENHOU.with_changes(
            double_wind_pair_fu=2)}, 30),  # 22+4+2+2
        (("123m456p789s99m555z", "2m"), {}, 40),  # 30 + haku 8 + kanchan 2
        (("111s55s", "1s", "ankan:1111m", "ankan:9999p", "minkan:2222m"),
         {"tsumo": True, "rinshan": True}, 110),  # 20 + 2 + 32 + 32 + 8 + 8 = 102
        (("111s55s", "1s", "ankan:1111m", "ankan:9999p", "minkan:2222m"),
         {"tsumo": True, "rinshan": True,
          "rules": TENHOU.with_changes(rinshan_tsumo_fu=False)}, 100),
    ],
)
def test_fu(args: tuple[str, ...], kwargs: dict[str, Any], fu: int) -> None:
    assert score(*args, **kwargs).fu == fu


def test_fu_parts_list_every_source() -> None:
    result = score("123m456p789s99m555z", "2m")
    assert [(p.label, p.fu) for p in result.fu_parts] == [
        ("base", 20), ("closed ron", 10), ("closed triplet 5z", 8), ("kanchan wait", 2)]
    assert sum(p.fu for p in result.fu_parts) == 40


def test_a_ron_completed_triplet_is_open_for_fu() -> None:
    assert score("123m456p789s99m777z", "7z").fu == 40  # 30 + open chun 4 -> 40
    assert score("123m456p789s99m777z", "7z", tsumo=True).fu == 30  # 20 + 2 + closed chun 8
