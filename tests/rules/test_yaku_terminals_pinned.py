"""Pins rules/yaku/terminals.py beyond test_yaku_terminals.py: the registry's han of the
terminal yaku, chanta and junchan with a 1m pair, none with a simple pair, and an open
junchan's 2 han. Tenhou rules, non-dealer (South), East round."""

from __future__ import annotations

from typing import Any

import pytest
from score_helpers import ROW_FIELDS, Row, check_row

ROWS: list[Row] = [
    ("11m123p789p789s111z", "3p", (), {}, {"chanta": 2, "round_wind": 1}),
    ("11m123p789p789s123s", "3s", (), {}, {"junchan": 3}),
    ("123m789p789s111z88m", "3m", (), {}, {"round_wind": 1}),  # 8m pair: no chanta
    ("123m789p789s123s88m", "3s", (), {}, {}),  # 8m pair: no junchan, no yaku
    ("123p789p789s11m", "9s", ("chi:123s",), {}, {"junchan": 2}),
    ("123p789p11m111z", "9p", ("chi:789s",), {}, {"chanta": 1, "round_wind": 1}),
]


@pytest.mark.parametrize(ROW_FIELDS, ROWS)
def test_yaku(hand: str, win: str, melds: tuple[str, ...], flags: dict[str, Any],
              expected: dict[str, int]) -> None:
    check_row(hand, win, melds, flags, expected)
