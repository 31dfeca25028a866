"""Pins rules/yaku/colors.py beyond test_yaku_colors.py: the registry's han of the one-suit
yaku, chuuren poutou in every suit with every ninth tile (junsei when that tile wins),
one-suit closed hands that are no nine gates, and ryuuiisou holding 發 when the rules want
it. Tenhou rules (no double yakuman), non-dealer, East round."""

from __future__ import annotations

import pytest
from score_helpers import score, yaku

from rules.ruleset import TENHOU

_GATES = "1112345678999"

_CHUUREN = [
    (suit, extra, win, "junsei_chuuren" if win == extra else "chuuren")
    for suit in "mps"
    for extra in "123456789"
    for win in (extra, "5" if extra != "5" else "9")
]


def _gates_plus(extra: str, suit: str) -> str:
    return "".join(sorted(_GATES + extra)) + suit


@pytest.mark.parametrize(("suit", "extra", "win", "expected"), _CHUUREN)
def test_chuuren_in_every_suit_with_every_ninth_tile(suit: str, extra: str, win: str,
                                                     expected: str) -> None:
    assert yaku(score(_gates_plus(extra, suit), win + suit)) == {expected: 13}


@pytest.mark.parametrize(
    ("hand", "win"),
    [
        ("11234555678999m", "4m"),  # 1m one short, 5m two over: no nine gates
        ("11123455567899p", "4p"),  # 5p two over, 9p one short
        ("11123455567899s", "7s"),
        ("11122233345699s", "6s"),  # 7s and 8s missing
        ("11223344556677s", "7s"),  # no gates at all
    ],
)
def test_one_suit_closed_hands_without_the_gates(hand: str, win: str) -> None:
    got = yaku(score(hand, win))
    assert got.get("chinitsu") == 6
    assert "chuuren" not in got and "junsei_chuuren" not in got


@pytest.mark.parametrize("hand", ["22334466888s666z", "223344666888s66z"])
@pytest.mark.parametrize("requires_hatsu", [False, True])
def test_ryuuiisou_with_hatsu(hand: str, requires_hatsu: bool) -> None:
    rules = TENHOU.with_changes(ryuuiisou_requires_hatsu=requires_hatsu)
    assert yaku(score(hand, "2s", rules=rules)) == {"ryuuiisou": 13}
