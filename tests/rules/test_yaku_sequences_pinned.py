"""Pins rules/yaku/sequences.py beyond test_yaku_sequences.py: the registry's han of the run
yaku, sanshoku and ittsu with three runs (and a triplet), ittsu in pin and sou, the pinfu
pair (no dragon, 白 included; an unvalued wind is fine), and the local isshoku sanjun (three
identical runs, not two; open). Tenhou rules, non-dealer (South), East round."""

from __future__ import annotations

from typing import Any

import pytest
from score_helpers import ROW_FIELDS, Row, check_row, score, yaku

from rules.ruleset import TENHOU

ROWS: list[Row] = [
    # three runs and a triplet
    ("234m234p234s555z66m", "6m", (), {}, {"sanshoku": 2, "haku": 1}),
    ("234p234s555z66m", "6m", ("chi:234m",), {}, {"sanshoku": 1, "haku": 1}),
    ("123456789p555z66m", "6m", (), {}, {"ittsu": 2, "haku": 1}),
    ("456789p555z66m", "6m", ("chi:123p",), {}, {"ittsu": 1, "haku": 1}),
    ("123456789s222m66p", "6p", (), {}, {"ittsu": 2}),
    # ittsu in sou with four runs
    ("123456789s234m55p", "9s", (), {}, {"pinfu": 1, "ittsu": 2}),
    ("456789s234m55p", "9s", ("chi:123s",), {}, {"ittsu": 1}),
    # the pinfu pair: a dragon pair blocks it (white too), an unvalued wind does not
    ("123456m789p234s55z", "4s", (), {"tsumo": True}, {"menzen_tsumo": 1}),
    ("123456m789p234s66z", "4s", (), {"tsumo": True}, {"menzen_tsumo": 1}),
    ("123456m789p234s77z", "4s", (), {"tsumo": True}, {"menzen_tsumo": 1}),
    ("123456m789p234s55z", "4s", (), {}, {}),
    ("123456m789p234s33z", "4s", (), {}, {"pinfu": 1}),
    ("123456m789p234s44z", "4s", (), {}, {"pinfu": 1}),
]


@pytest.mark.parametrize(ROW_FIELDS, ROWS)
def test_yaku(hand: str, win: str, melds: tuple[str, ...], flags: dict[str, Any],
              expected: dict[str, int]) -> None:
    check_row(hand, win, melds, flags, expected)


ISSHOKU = TENHOU.with_changes(yaku_isshoku_sanjun=True)


@pytest.mark.parametrize(
    ("hand", "win", "melds", "expected"),
    [
        # two identical runs stay iipeikou
        ("223344m456p789s55s", "4m", (), {"pinfu": 1, "iipeikou": 1}),
        # three, one of them called: 1 han open
        ("123123m456p55s", "6p", ("chi:123m",), {"isshoku_sanjun": 1}),
    ],
)
def test_isshoku_sanjun(hand: str, win: str, melds: tuple[str, ...],
                        expected: dict[str, int]) -> None:
    assert yaku(score(hand, win, *melds, rules=ISSHOKU)) == expected
