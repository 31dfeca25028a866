"""Triplet yaku: toitoi, sanankou (a ron-completed triplet is open), sanshoku doukou, sankantsu.

Exact yaku per hand, Tenhou rules, non-dealer, East round."""

from __future__ import annotations

from typing import Any

import pytest
from score_helpers import ROW_FIELDS, Row, check_row

ROWS: list[Row] = [
    ("222m333p444s55z", "5z", ("pon:777z",), {}, {"toitoi": 2, "sanankou": 2, "chun": 1}),
    ("222m444p666s789s55z", "9s", (), {}, {"sanankou": 2}),
    ("222m444p666s789s55z", "6s", (), {"tsumo": True},
     {"menzen_tsumo": 1, "sanankou": 2}),
    ("222m444p789s55z666z", "6z", (), {}, {"hatsu": 1}),  # a ron-completed triplet is open
    ("222m222p789s55z", "5z", ("pon:222s",), {}, {"sanshoku_doukou": 2}),
    ("789s55z", "5z", ("minkan:2222m", "ankan:3333p", "kakan:4444s"), {},
     {"sankantsu": 2}),
]


@pytest.mark.parametrize(ROW_FIELDS, ROWS)
def test_yaku(hand: str, win: str, melds: tuple[str, ...], flags: dict[str, Any],
              expected: dict[str, int]) -> None:
    check_row(hand, win, melds, flags, expected)
