"""Honour yaku: dragons, seat and round wind (a double wind is two entries), shousangen.

Exact yaku per hand, Tenhou rules, non-dealer, East round."""

from __future__ import annotations

from typing import Any

import pytest
from score_helpers import ROW_FIELDS, Row, check_row

ROWS: list[Row] = [
    ("123m456p789s55z666z", "6z", (), {}, {"hatsu": 1}),
    ("123m456p789s11z777z", "7z", (), {}, {"chun": 1}),
    ("123m456p789s55z222z", "2z", (), {}, {"seat_wind": 1}),
    ("123m456p789s55z111z", "1z", (), {}, {"round_wind": 1}),
    ("123m456p789s55z111z", "1z", (), {"seat": "E"}, {"seat_wind": 1, "round_wind": 1}),
    ("123m789s555z77z", "7z", ("pon:666z",), {},
     {"haku": 1, "hatsu": 1, "shousangen": 2, "chanta": 1}),
]


@pytest.mark.parametrize(ROW_FIELDS, ROWS)
def test_yaku(hand: str, win: str, melds: tuple[str, ...], flags: dict[str, Any],
              expected: dict[str, int]) -> None:
    check_row(hand, win, melds, flags, expected)
