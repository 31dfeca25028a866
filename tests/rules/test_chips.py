"""Chips as seed 000 (ネットマージャン) pays them: per payer, from each player on a tsumo and
from the discarder on a ron; one chip is worth 5000 points."""

from __future__ import annotations

from typing import Any

import pytest

from rules.chips import red_fives_held, win_chips
from rules.presets import load_preset
from rules.ruleset import TENHOU
from rules.tiles import parse

NET = load_preset("seed000_netmahjong")

# (inputs, expected payments by seat 0..3, expected per-payer breakdown); winner is seat 0.
_TABLE: list[tuple[dict[str, Any], tuple[int, ...], dict[str, int]]] = [
    # ron: riichi with two ura dora and a red five, seat 2 dealt in
    ({"discarder": 2, "ura_dora": 2, "red_fives": (1, 0, 0)}, (0, 0, 3, 0), {"ura": 2, "aka": 1}),
    # tsumo: one ura dora and ippatsu, from each player
    ({"discarder": None, "ura_dora": 1, "ippatsu": True}, (0, 2, 2, 2), {"ura": 1, "ippatsu": 1}),
    # all-star: three red fives earn 3 + 2
    ({"discarder": 1, "red_fives": (1, 1, 1)}, (0, 5, 0, 0), {"aka": 3, "all_star": 2}),
    ({"discarder": None, "red_fives": (1, 1, 1)}, (0, 5, 5, 5), {"aka": 3, "all_star": 2}),
    # yakuman: 2 from each player on a tsumo, 3 from the discarder on a ron
    ({"discarder": None, "yakuman": True}, (0, 2, 2, 2), {"yakuman": 2}),
    ({"discarder": 3, "yakuman": True}, (0, 0, 0, 3), {"yakuman": 3}),
    # pao tsumo: the liable player pays the yakuman chips as if dealing in
    ({"discarder": None, "yakuman": True, "liable": 3}, (0, 0, 0, 3), {}),
    (
        {"discarder": None, "yakuman": True, "liable": 1, "red_fives": (0, 1, 0)},
        (0, 4, 1, 1),
        {"aka": 1},
    ),
    # pao ron: the discarder pays the yakuman chips
    ({"discarder": 2, "yakuman": True, "liable": 1}, (0, 0, 3, 0), {"yakuman": 3}),
    # an open hand still earns red chips (closed-only is a local option)
    ({"discarder": 1, "red_fives": (0, 0, 2), "closed": False}, (0, 2, 0, 0), {"aka": 2}),
    # nothing to pay
    ({"discarder": 1}, (0, 0, 0, 0), {}),
]


@pytest.mark.parametrize(("inputs", "payments", "per_payer"), _TABLE)
def test_seed000_chip_table(
    inputs: dict[str, Any], payments: tuple[int, ...], per_payer: dict[str, int]
) -> None:
    chips = win_chips(NET, winner=0, **inputs)
    assert chips.payments == payments
    assert dict(chips.per_payer) == per_payer
    assert chips.total == sum(payments)
    assert chips.points == 5000 * sum(payments)


def test_closed_only_red_chips_cover_all_star() -> None:
    rules = NET.with_changes(chip_aka_closed_only=True)
    open_hand = win_chips(rules, winner=1, discarder=0, red_fives=(1, 1, 1), closed=False)
    assert open_hand.total == 0
    closed = win_chips(rules, winner=1, discarder=0, red_fives=(1, 1, 1), closed=True)
    assert closed.total == 5


def test_switches_turn_chips_off() -> None:
    rules = NET.with_changes(chip_ura=0, chip_all_star=0, chip_yakuman_tsumo=4, chip_yakuman_ron=6)
    chips = win_chips(
        rules, winner=2, discarder=None, ura_dora=3, red_fives=(1, 1, 1), yakuman=True
    )
    assert chips.payments == (7, 7, 0, 7)


def test_default_rules_have_no_chips() -> None:
    chips = win_chips(TENHOU, winner=0, discarder=None, ura_dora=4, ippatsu=True, yakuman=True)
    assert chips.total == 0 and chips.per_payer == () and chips.points == 0


def test_red_fives_held_counts_per_suit() -> None:
    assert red_fives_held(parse("0m0p0p55s123z")) == (1, 2, 0)


@pytest.mark.parametrize(
    ("inputs", "message"),
    [
        ({"winner": 4, "discarder": 0}, "winner seat must be 0..3"),
        ({"winner": 0, "discarder": 0}, "cannot be the discarder"),
        ({"winner": 0, "discarder": None, "liable": -1}, "liable seat must be 0..3"),
    ],
)
def test_bad_seats(inputs: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        win_chips(NET, **inputs)
