"""Pins rules/payment.py beyond test_payment.py: ``hand_value`` (what the result screen and
the needs text show), the limit hands' base points built on ``MANGAN_BASE``, and ``settle``
as the engine's needs calls it (a dealer's ron, pao with the default fraction: the whole
hand covered)."""

from __future__ import annotations

import pytest

from rules.payment import MANGAN_BASE, hand_value, settle
from rules.ruleset import TENHOU
from rules.score import base_points


@pytest.mark.parametrize(
    ("base", "ron", "dealer_ron", "tsumo", "dealer_tsumo"),
    [
        # 1 han 30 fu: 960 -> 1000, 1440 -> 1500, 500-300, 500 all
        (240, 1000, 1500, 500 + 2 * 300, 3 * 500),
        # 2 han 40 fu: 1280 -> 1300, 1920 -> 2000, 700-400, 700 all
        (320, 1300, 2000, 700 + 2 * 400, 3 * 700),
        # 4 han 30 fu: 7680 -> 7700, 11520 -> 11600, 3900-2000, 3900 all
        (1920, 7700, 11600, 3900 + 2 * 2000, 3 * 3900),
        # mangan and yakuman: no rounding
        (2000, 8000, 12000, 4000 + 2 * 2000, 3 * 4000),
        (8000, 32000, 48000, 16000 + 2 * 8000, 3 * 16000),
    ],
)
def test_hand_value(base: int, ron: int, dealer_ron: int, tsumo: int, dealer_tsumo: int) -> None:
    assert hand_value(base, False, False) == ron
    assert hand_value(base, True, False) == dealer_ron
    assert hand_value(base, False, True) == tsumo
    assert hand_value(base, True, True) == dealer_tsumo


@pytest.mark.parametrize(
    ("han", "fu", "expected"),
    [
        (5, 30, (2000, "mangan")),
        (4, 40, (2000, "mangan")),
        (6, 30, (3000, "haneman")),
        (8, 30, (4000, "baiman")),
        (11, 30, (6000, "sanbaiman")),
    ],
)
def test_limit_hands_are_built_on_the_mangan_base(han: int, fu: int,
                                                  expected: tuple[int, str]) -> None:
    assert MANGAN_BASE == 2000
    assert base_points(han, fu, TENHOU) == expected


def test_settle_a_dealer_ron() -> None:
    assert settle(2000, 0, 0, 2, 0, 0, TENHOU) == [12000, 0, -12000, 0]
    assert settle(320, 3, 3, 1, 1, 1, TENHOU) == [0, -2300, 0, 2000 + 300 + 1000]


def test_settle_a_pao_ron_by_default_splits_the_whole_hand() -> None:
    assert settle(8000, 1, 0, 2, 0, 0, TENHOU, pao=3) == [0, 32000, -16000, -16000]


def test_settle_a_pao_tsumo_by_default_is_paid_by_the_liable_seat_alone() -> None:
    assert settle(8000, 1, 0, None, 0, 0, TENHOU, pao=3) == [0, 32000, 0, -32000]
