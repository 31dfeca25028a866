"""Run yaku: pinfu, iipeikou, ryanpeikou, sanshoku, ittsu.

Exact yaku per hand, Tenhou rules, non-dealer, East round."""

from __future__ import annotations

from typing import Any

import pytest
from score_helpers import ROW_FIELDS, Row, check_row

ROWS: list[Row] = [
    ("123456m789p23455s", "4s", (), {}, {"pinfu": 1}),
    ("123456m789p23455s", "4s", (), {"tsumo": True},
     {"menzen_tsumo": 1, "pinfu": 1}),
    ("123m456p789s11z567s", "5s", (), {}, {}),  # east pair: yakuhai pair blocks pinfu -> no yaku
    ("112233m456p789s55s", "3m", (), {}, {"iipeikou": 1}),  # 12-3: a penchan, no pinfu
    ("223344m456p789s55s", "4m", (), {}, {"pinfu": 1, "iipeikou": 1}),
    ("112233m445566p55s", "6p", (), {}, {"pinfu": 1, "ryanpeikou": 3}),
    ("123m123p123s789s55m", "9s", (), {}, {"pinfu": 1, "sanshoku": 2}),
    ("123m789s55m", "3m", ("chi:123p", "chi:123s"), {}, {"sanshoku": 1}),
    ("123456789m456p55s", "9m", (), {}, {"pinfu": 1, "ittsu": 2}),
    ("456789m55s", "4m", ("chi:123m", "chi:456p"), {}, {"ittsu": 1}),
]


@pytest.mark.parametrize(ROW_FIELDS, ROWS)
def test_yaku(hand: str, win: str, melds: tuple[str, ...], flags: dict[str, Any],
              expected: dict[str, int]) -> None:
    check_row(hand, win, melds, flags, expected)
