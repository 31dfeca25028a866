"""Situational yaku: riichi, double riichi, ippatsu, tsumo, chankan, rinshan, haitei, houtei,
tenhou, chiihou (and the rule switches that turn them off)."""

from __future__ import annotations

from typing import Any

import pytest
from score_helpers import score, yaku

from rules.ruleset import TENHOU

BASE = "234m345p67899s555z"  # haku triplet: always one yaku, so flags alone are visible


@pytest.mark.parametrize(
    ("flags", "rules", "expected"),
    [
        ({}, {}, {"haku": 1}),
        ({"riichi": True}, {}, {"riichi": 1, "haku": 1}),
        ({"riichi": True, "ippatsu": True}, {}, {"riichi": 1, "ippatsu": 1, "haku": 1}),
        ({"riichi": True, "ippatsu": True}, {"ippatsu": False}, {"riichi": 1, "haku": 1}),
        ({"double_riichi": True}, {}, {"double_riichi": 2, "haku": 1}),
        ({"double_riichi": True}, {"double_riichi": False}, {"riichi": 1, "haku": 1}),
        ({"tsumo": True}, {}, {"menzen_tsumo": 1, "haku": 1}),
        ({"tsumo": True, "haitei": True}, {}, {"menzen_tsumo": 1, "haitei": 1, "haku": 1}),
        ({"houtei": True}, {}, {"houtei": 1, "haku": 1}),
        ({"houtei": True}, {"houtei_named_haitei": True}, {"haitei": 1, "haku": 1}),
        ({"chankan": True}, {}, {"chankan": 1, "haku": 1}),
    ],
)
def test_closed_flags(flags: dict[str, Any], rules: dict[str, Any],
                      expected: dict[str, int]) -> None:
    assert yaku(score(BASE, "9s", rules=TENHOU.with_changes(**rules), **flags)) == expected


@pytest.mark.parametrize(
    ("flags", "rules", "expected"),
    [
        ({"tsumo": True, "rinshan": True}, {}, {"rinshan": 1, "haku": 1}),
        ({"tsumo": True, "rinshan": True, "haitei": True}, {}, {"rinshan": 1, "haku": 1}),
        ({"tsumo": True, "rinshan": True, "haitei": True}, {"haitei_on_rinshan": True},
         {"rinshan": 1, "haitei": 1, "haku": 1}),
        ({"riichi": True}, {}, {"haku": 1}),  # riichi cannot count in an open hand
    ],
)
def test_open_hand_flags(flags: dict[str, Any], rules: dict[str, Any],
                         expected: dict[str, int]) -> None:
    result = score("234m345p99s555z", "9s", "minkan:6666s", rules=TENHOU.with_changes(**rules),
                   **flags)
    assert yaku(result) == expected


@pytest.mark.parametrize(
    ("seat", "flags", "expected"),
    [
        ("E", {"tenhou": True, "tsumo": True}, {"tenhou": 13}),
        ("S", {"chiihou": True, "tsumo": True}, {"chiihou": 13}),
        ("S", {"tenhou": True, "tsumo": True}, {"menzen_tsumo": 1, "haku": 1}),  # not the dealer
        ("E", {"chiihou": True, "tsumo": True}, {"menzen_tsumo": 1, "haku": 1}),
    ],
)
def test_blessings(seat: str, flags: dict[str, Any], expected: dict[str, int]) -> None:
    result = score(BASE, "9s", seat=seat, **flags)
    assert yaku(result) == expected
    assert result.yakuman == (1 if "tenhou" in expected or "chiihou" in expected else 0)
