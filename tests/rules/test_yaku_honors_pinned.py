"""Pins rules/yaku/honors.py beyond test_yaku_honors.py: the registry's han of the honour
yaku, shousangen whichever dragon is the pair (白 too), shousuushii whichever wind is the
pair (East and North too). Tenhou rules, non-dealer (South), East round."""

from __future__ import annotations

from typing import Any

import pytest
from score_helpers import ROW_FIELDS, Row, check_row

ROWS: list[Row] = [
    # shousangen: each dragon as the pair
    ("123m456p55z666z777z", "6z", (), {}, {"hatsu": 1, "chun": 1, "shousangen": 2}),
    ("123m456p66z555z777z", "5z", (), {}, {"haku": 1, "chun": 1, "shousangen": 2}),
    ("123m456p77z555z666z", "5z", (), {}, {"haku": 1, "hatsu": 1, "shousangen": 2}),
    # a wind pair with two dragon triplets is no shousangen
    ("123m456p11z555z666z", "5z", (), {}, {"haku": 1, "hatsu": 1}),
    # shousuushii: each wind as the pair
    ("123m11z222z333z444z", "4z", (), {}, {"shousuushii": 13}),
    ("123m22z111z333z444z", "4z", (), {}, {"shousuushii": 13}),
    ("123m33z111z222z444z", "4z", (), {}, {"shousuushii": 13}),
    ("123m44z111z222z333z", "3z", (), {}, {"shousuushii": 13}),
    # three wind triplets and a dragon pair: no shousuushii
    ("123m55z111z222z333z", "3z", (), {},
     {"round_wind": 1, "seat_wind": 1, "honitsu": 3, "chanta": 2}),
]


@pytest.mark.parametrize(ROW_FIELDS, ROWS)
def test_yaku(hand: str, win: str, melds: tuple[str, ...], flags: dict[str, Any],
              expected: dict[str, int]) -> None:
    check_row(hand, win, melds, flags, expected)
