"""One-suit yaku: honitsu, chinitsu.

Exact yaku per hand, Tenhou rules, non-dealer, East round."""

from __future__ import annotations

from typing import Any

import pytest
from score_helpers import ROW_FIELDS, Row, check_row

ROWS: list[Row] = [
    ("123456m789m11z", "1z", ("pon:999m",), {}, {"honitsu": 2, "ittsu": 1}),
    ("123456m11z", "1z", ("pon:999m", "pon:222z"), {}, {"honitsu": 2, "seat_wind": 1}),
    ("123456789m11z555z", "5z", (), {}, {"ittsu": 2, "honitsu": 3, "haku": 1}),
    ("123456789m99m", "9m", ("chi:123m",), {}, {"chinitsu": 5, "ittsu": 1}),
]


@pytest.mark.parametrize(ROW_FIELDS, ROWS)
def test_yaku(hand: str, win: str, melds: tuple[str, ...], flags: dict[str, Any],
              expected: dict[str, int]) -> None:
    check_row(hand, win, melds, flags, expected)
