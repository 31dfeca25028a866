"""Pins rules/yaku/triplets.py beyond test_yaku_triplets.py: the registry's han of the
triplet yaku, sanshoku doukou of 9s (and none of 1p 1s East), and the local sanrenkou: three
consecutive triplets of one suit (not across a suit's edge, not merely of one suit), a chain
of four without suurenkou. Tenhou rules, non-dealer (South), East round."""

from __future__ import annotations

from typing import Any

import pytest
from score_helpers import ROW_FIELDS, Row, check_row, score, yaku

from rules.ruleset import TENHOU

ROWS: list[Row] = [
    ("999m999p999s234m22z", "4m", (), {}, {"sanankou": 2, "sanshoku_doukou": 2}),
    ("111p111s111z234m55m", "4m", (), {}, {"sanankou": 2, "round_wind": 1}),
]


@pytest.mark.parametrize(ROW_FIELDS, ROWS)
def test_yaku(hand: str, win: str, melds: tuple[str, ...], flags: dict[str, Any],
              expected: dict[str, int]) -> None:
    check_row(hand, win, melds, flags, expected)


@pytest.mark.parametrize(
    ("rules", "hand", "win", "melds", "expected"),
    [
        # three consecutive, at the top of a suit
        ({"yaku_sanrenkou": True}, "777888999m234p55s", "4p", (),
         {"sanankou": 2, "sanrenkou": 2}),
        # at the bottom of pin, in sou
        ({"yaku_sanrenkou": True}, "111222333p234m55s", "4m", (),
         {"sanankou": 2, "sanrenkou": 2}),
        ({"yaku_sanrenkou": True}, "222333444s234m55p", "4m", (),
         {"sanankou": 2, "sanrenkou": 2, "tanyao": 1}),
        # consecutive kind numbers across the edge of a suit: no chain
        ({"yaku_sanrenkou": True}, "888999m111p234p55s", "4p", (), {"sanankou": 2}),
        # three triplets of one suit, not consecutive
        ({"yaku_sanrenkou": True}, "222555888m234p66s", "4p", (), {"sanankou": 2, "tanyao": 1}),
        # three triplets, one a number, no chain
        ({"yaku_sanrenkou": True}, "555m111z222z234p66s", "4p", (),
         {"sanankou": 2, "round_wind": 1, "seat_wind": 1}),
        # a chain of four is a sanrenkou when suurenkou is off
        ({"yaku_sanrenkou": True}, "222333444m11z", "1z", ("pon:555m",),
         {"toitoi": 2, "sanankou": 2, "sanrenkou": 2, "honitsu": 2}),
    ],
)
def test_sanrenkou(rules: dict[str, Any], hand: str, win: str, melds: tuple[str, ...],
                   expected: dict[str, int]) -> None:
    assert yaku(score(hand, win, *melds, rules=TENHOU.with_changes(**rules))) == expected
