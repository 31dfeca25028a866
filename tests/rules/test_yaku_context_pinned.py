"""Pins rules/yaku/context.py: the suits a hand holds (HandFacts.suits, read by the one-suit
yaku), each suit's edge tiles (1 and 9) included, shown through the score of two-suit hands
and one-suit hands; and a special-form Reading (built from its form and pairs alone) having
no sets. Tenhou rules, non-dealer (South), East round."""

from __future__ import annotations

from typing import Any

import pytest
from score_helpers import ROW_FIELDS, Row, check_row

from rules.yaku import Reading

ROWS: list[Row] = [
    # an ittsu in one suit and the pair an edge tile of another: two suits, no flush
    ("123456789m345m11p", "1p", (), {}, {"ittsu": 2}),
    ("123456789m345m99p", "9p", (), {}, {"ittsu": 2}),
    ("123456789m345m11s", "1s", (), {}, {"ittsu": 2}),
    ("123456789m345m99s", "9s", (), {}, {"ittsu": 2}),
    ("123456789p345p11m", "1m", (), {}, {"ittsu": 2}),
    ("123456789p345p99m", "9m", (), {}, {"ittsu": 2}),
    ("123456789p345p11s", "1s", (), {}, {"ittsu": 2}),
    ("123456789p345p99s", "9s", (), {}, {"ittsu": 2}),
    ("123456789s345s11m", "1m", (), {}, {"ittsu": 2}),
    ("123456789s345s99m", "9m", (), {}, {"ittsu": 2}),
    ("123456789s345s11p", "1p", (), {}, {"ittsu": 2}),
    ("123456789s345s99p", "9p", (), {}, {"ittsu": 2}),
    # one suit, edge tiles included: a flush (the winning tile also ends a two-sided wait)
    ("123456789m345m11m", "1m", (), {}, {"pinfu": 1, "ittsu": 2, "chinitsu": 6}),
    ("123456789p345p99p", "9p", (), {}, {"pinfu": 1, "ittsu": 2, "chinitsu": 6}),
    ("123456789s345s11s", "1s", (), {}, {"pinfu": 1, "ittsu": 2, "chinitsu": 6}),
    # one suit and honours: a half flush
    ("123456789p345p11z", "1z", (), {}, {"ittsu": 2, "honitsu": 3}),
    ("123456789s345s77z", "7z", (), {}, {"ittsu": 2, "honitsu": 3}),
]


@pytest.mark.parametrize(ROW_FIELDS, ROWS)
def test_suits_held(hand: str, win: str, melds: tuple[str, ...], flags: dict[str, Any],
                    expected: dict[str, int]) -> None:
    check_row(hand, win, melds, flags, expected)


@pytest.mark.parametrize("form", ["chiitoitsu", "kokushi", "shiisan_puutaa"])
def test_a_special_form_reading_has_no_sets(form: Any) -> None:
    r = Reading(form, (0,))
    assert (r.form, r.pairs) == (form, (0,))
    assert (r.runs, r.triplets, r.closed_triplets) == ((), (), ())
    assert (r.concealed, r.kans, r.twins, r.run_mask, r.triplet_mask) == (0, 0, 0, 0, 0)
    assert (r.wait, r.opened) == ("tanki", -1)
