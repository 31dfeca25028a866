"""The fu part by part, as the player reads them on the round result and in ``score``:
each part's label and value, for every kind of part, and each label's words in every
language. The totals alone cannot pin the parts: rounding up to ten hides a part off by
a few fu, or a triplet counted closed that should be open."""

from __future__ import annotations

from typing import Any

import pytest
from score_helpers import score

from mahjong_tui.text.fu_words import fu_part
from mahjong_tui.text.language import LANGUAGES, catalogue, set_language
from rules.ruleset import TENHOU

RIICHI = {"riichi": True}
DOUBLE_WIND_2 = TENHOU.with_changes(double_wind_pair_fu=2)
NO_RINSHAN_FU = TENHOU.with_changes(rinshan_tsumo_fu=False)
BASE, RON, TSUMO = ("base", 20), ("closed ron", 10), ("tsumo", 2)

Parts = list[tuple[str, int]]
ROWS: list[tuple[tuple[str, ...], dict[str, Any], Parts, int]] = [
    # (hand with the winning tile, the tile, melds...), flags, the parts, the fu
    (("123456m789p23455s", "4s"), {"tsumo": True}, [("pinfu tsumo", 20)], 20),
    (("123456m789p23455s", "4s"), {}, [BASE, RON], 30),
    (("123456m789p23455s", "4s"), {"tsumo": True, "rules": TENHOU.with_changes(
        pinfu_tsumo=False)}, [BASE, TSUMO], 30),
    (("456m567p23466s", "2s", "chi:234m"), {}, [BASE, ("open pinfu", 10)], 30),
    (("456m567p23466s", "2s", "chi:234m"), {"tsumo": True}, [BASE, TSUMO], 30),
    (("1122m3344p5566s77z", "7z"), {}, [("chiitoitsu", 25)], 25),
    (("1122m3344p5566s77z", "7z"), {"rules": TENHOU.with_changes(
        chiitoitsu_value="1han_50fu")}, [("chiitoitsu", 50)], 50),
    (("123m456p789s99m555z", "2m"), {"tsumo": True},
     [BASE, TSUMO, ("closed triplet 5z", 8), ("kanchan wait", 2)], 40),
    (("123m456p123s99m555z", "3s"), {}, [BASE, RON, ("closed triplet 5z", 8),
                                          ("penchan wait", 2)], 40),
    # a shanpon wait is worth nothing; the triplet the ron completed counts as open
    (("123m456p789s99m777z", "7z"), {}, [BASE, RON, ("open triplet 7z", 4)], 40),
    (("123m456p789s99m777z", "7z"), {"tsumo": True}, [BASE, TSUMO,
                                                      ("closed triplet 7z", 8)], 30),
    (("123m456p789s234s55z", "5z"), RIICHI, [BASE, RON, ("dragon pair 5z", 2),
                                             ("tanki wait", 2)], 40),
    (("123m456p789s234s77z", "7z"), RIICHI, [BASE, RON, ("dragon pair 7z", 2),
                                             ("tanki wait", 2)], 40),
    # South's seat wind, East's round wind, both (4 fu, or 2 by the option), neither
    (("123m456p789s234s22z", "2z"), RIICHI, [BASE, RON, ("seat wind pair 2z", 2),
                                             ("tanki wait", 2)], 40),
    (("123m456p789s234s11z", "1z"), RIICHI, [BASE, RON, ("round wind pair 1z", 2),
                                             ("tanki wait", 2)], 40),
    (("123m456p789s234s11z", "1z"), {"seat": "E", **RIICHI},
     [BASE, RON, ("double wind pair 1z", 4), ("tanki wait", 2)], 40),
    (("123m456p789s234s11z", "1z"), {"seat": "E", "rules": DOUBLE_WIND_2, **RIICHI},
     [BASE, RON, ("double wind pair 1z", 2), ("tanki wait", 2)], 40),
    (("123m456p789s234s44z", "4z"), RIICHI, [BASE, RON, ("tanki wait", 2)], 40),
    (("123m222p999p345s55s", "3s"), RIICHI, [BASE, RON, ("closed triplet 2p", 4),
                                             ("closed triplet 9p", 8)], 50),
    (("234m678s55s", "8s", "pon:111m", "pon:777z"), {},
     [BASE, ("open triplet 1m", 4), ("open triplet 7z", 4)], 30),
    (("234m678s55s", "8s", "pon:555p", "pon:666z"), {},
     [BASE, ("open triplet 5p", 2), ("open triplet 6z", 4)], 30),
    (("234m678s55s", "8s", "minkan:7777z", "ankan:2222m"), {"tsumo": True},
     [BASE, TSUMO, ("open kan 7z", 16), ("closed kan 2m", 16)], 60),
    (("234m678s55s", "8s", "minkan:3333p", "pon:777z"), {},
     [BASE, ("open kan 3p", 8), ("open triplet 7z", 4)], 40),
    # a rinshan win's tsumo fu, and without it by the option
    (("111s55s", "1s", "ankan:1111m", "ankan:9999p", "minkan:2222m"),
     {"tsumo": True, "rinshan": True},
     [BASE, TSUMO, ("closed kan 1m", 32), ("closed kan 9p", 32), ("open kan 2m", 8),
      ("closed triplet 1s", 8)], 110),
    (("111s55s", "1s", "ankan:1111m", "ankan:9999p", "minkan:2222m"),
     {"tsumo": True, "rinshan": True, "rules": NO_RINSHAN_FU},
     [BASE, ("closed kan 1m", 32), ("closed kan 9p", 32), ("open kan 2m", 8),
      ("closed triplet 1s", 8)], 100),
]


@pytest.mark.parametrize(("args", "flags", "parts", "fu"), ROWS)
def test_each_part_and_its_value(args: tuple[str, ...], flags: dict[str, Any], parts: Parts,
                                 fu: int) -> None:
    result = score(*args, **flags)
    assert [(p.label, p.fu) for p in result.fu_parts] == parts
    assert result.fu == fu


def _kind(label: str) -> str:
    """``closed triplet 5z`` -> ``closed_triplet``: the catalogue key of a label."""
    words = label.split()
    if words[-1][0].isdigit():
        words.pop()
    return "_".join(words)


def test_the_rows_show_every_kind_of_part_the_catalogue_names() -> None:
    shown = {_kind(label) for _, _, parts, _ in ROWS for label, _ in parts}
    named = {k.removeprefix("fu_parts.") for k in catalogue("en") if k.startswith("fu_parts.")}
    assert shown == named - {"separator"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_part_has_its_words(language: str) -> None:
    messages = catalogue(language)
    set_language(language)
    try:
        for args, flags, _, _ in ROWS:
            for part in score(*args, **flags).fu_parts:
                template = messages[f"fu_parts.{_kind(part.label)}"]
                tile = part.label.split()[-1] if part.label[-1] in "mpsz" else ""
                assert fu_part(part) == template.format(fu=part.fu, tile=tile)
    finally:
        set_language("en")
