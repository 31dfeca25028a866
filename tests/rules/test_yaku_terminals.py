"""Terminal yaku: tanyao (open too: kuitan), chanta, junchan, honroutou.

Exact yaku per hand, Tenhou rules, non-dealer, East round."""

from __future__ import annotations

from typing import Any

import pytest
from score_helpers import ROW_FIELDS, Row, check_row

ROWS: list[Row] = [
    ("234567m345p66s678s", "8s", (), {}, {"pinfu": 1, "tanyao": 1}),
    ("234m345p66s678s", "8s", ("chi:567m",), {}, {"tanyao": 1}),
    ("123m789p99s111z789s", "9s", (), {}, {"chanta": 2, "round_wind": 1}),
    ("123m789p99s789s", "9s", ("pon:111z",), {}, {"chanta": 1, "round_wind": 1}),
    ("123m789p99s123s789m", "9s", (), {}, {"junchan": 3}),
    ("111m999p11s111z", "1s", ("pon:999s",), {},
     {"toitoi": 2, "sanankou": 2, "honroutou": 2, "round_wind": 1}),
]


@pytest.mark.parametrize(ROW_FIELDS, ROWS)
def test_yaku(hand: str, win: str, melds: tuple[str, ...], flags: dict[str, Any],
              expected: dict[str, int]) -> None:
    check_row(hand, win, melds, flags, expected)
