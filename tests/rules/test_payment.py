"""Payments: ron/tsumo, dealer, honba, sticks, settle_win with pao, nagashi."""

from __future__ import annotations

import pytest
from score_helpers import score

from rules.payment import hand_payment
from rules.ruleset import TENHOU
from rules.score import nagashi_payment, settle_win


@pytest.mark.parametrize(
    ("base", "dealer", "tsumo", "honba", "sticks", "expected"),
    [
        (320, False, False, 0, 0, (1300, None, None, 1300)),
        (320, True, False, 0, 0, (2000, None, None, 2000)),
        (320, False, True, 0, 0, (None, 700, 400, 1500)),
        (320, True, True, 0, 0, (None, None, 700, 2100)),
        (2000, False, False, 2, 1, (8600, None, None, 9600)),
        (2000, False, True, 2, 1, (None, 4200, 2200, 8600 + 1000)),
        (8000, True, True, 1, 0, (None, None, 16100, 48300)),
    ],
)
def test_hand_payment(base: int, dealer: bool, tsumo: bool, honba: int, sticks: int,
                      expected: tuple[int | None, ...]) -> None:
    p = hand_payment(base, dealer, tsumo, honba, sticks, TENHOU)
    assert (p.ron, p.tsumo_dealer_pays, p.tsumo_others_pay, p.total) == expected


YAKUMAN = score("123m55p", "5p", "pon:555z", "pon:666z", "pon:777z")  # daisangen, non-dealer


def test_settle_ron_and_tsumo() -> None:
    mangan = score("234567m345p66s678s", "8s", dora="1m1m")  # pinfu tanyao dora 2: 4 han 30 fu
    assert settle_win(mangan, 1, 0, 2, 1, 1, TENHOU) == [0, 7700 + 300 + 1000, -8000, 0]
    assert settle_win(YAKUMAN, 1, 0, None, 0, 0, TENHOU) == [-16000, 32000, -8000, -8000]


def test_pao_ron_splits_and_tsumo_is_paid_by_the_liable_player() -> None:
    assert settle_win(YAKUMAN, 1, 0, 2, 1, 0, TENHOU, pao=3) == [0, 32300, -16000, -16300]
    by_discarder = TENHOU.with_changes(pao_honba_payer="discarder")
    assert settle_win(YAKUMAN, 1, 0, 2, 1, 0, by_discarder, pao=3) == [0, 32300, -16300, -16000]
    assert settle_win(YAKUMAN, 1, 0, None, 2, 0, TENHOU, pao=3) == [0, 32600, 0, -32600]


def test_pao_for_the_pao_yakuman_only() -> None:
    double = score("11z555z", "1z", "pon:666z", "pon:777z", "pon:222z")  # daisangen+tsuuiisou
    rules = TENHOU.with_changes(pao_scope="pao_yakuman_only")
    assert settle_win(double, 1, 0, 2, 0, 0, rules, pao=3, pao_share_yakuman=1) == [
        0, 64000, -48000, -16000]
    assert settle_win(double, 1, 0, None, 0, 0, rules, pao=3, pao_share_yakuman=1) == [
        -16000, 64000, -8000, -40000]
    assert settle_win(double, 1, 0, None, 0, 0, TENHOU, pao=3) == [0, 64000, 0, -64000]


def test_nagashi() -> None:
    assert nagashi_payment(0, 0, TENHOU) == [12000, -4000, -4000, -4000]
    assert nagashi_payment(2, 0, TENHOU) == [-4000, -2000, 8000, -2000]
