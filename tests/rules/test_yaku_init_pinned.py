"""Pins rules/yaku/__init__.py: the hand yakuman looked for in
a hand of any one number suit (man, pin or sou) or of honours alone. Tenhou rules, non-dealer
(South), East round."""

from __future__ import annotations

import pytest
from score_helpers import score, yaku


@pytest.mark.parametrize(
    ("hand", "win", "expected"),
    [
        ("11123455678999m", "1m", {"chuuren": 13}),
        ("11123455678999p", "1p", {"chuuren": 13}),
        ("11123455678999s", "1s", {"chuuren": 13}),
        ("11123456789999p", "9p", {"junsei_chuuren": 13}),
        ("223344666888s66z", "6z", {"ryuuiisou": 13}),
        ("11z22z33z44z55z66z77z", "7z", {"tsuuiisou": 13}),
    ],
)
def test_one_suit_hand_yakuman(hand: str, win: str, expected: dict[str, int]) -> None:
    assert yaku(score(hand, win)) == expected
