"""Pins rules/chips.py beyond test_chips.py: ``chips_in_play`` (each chip switch alone turns
chips on), ``win_chips``'s defaults (a closed hand unless told), pao only for a yakuman and
never the winner, and a WinChips being an immutable, hashable value."""

from __future__ import annotations

import dataclasses

import pytest

from rules.chips import chips_in_play, win_chips
from rules.presets import load_preset
from rules.ruleset import TENHOU

NET = load_preset("seed000_netmahjong")

_SWITCHES = ("chip_ura", "chip_aka", "chip_all_star", "chip_ippatsu", "chip_yakuman_tsumo",
             "chip_yakuman_ron")


def test_no_chip_switch_no_chips_in_play() -> None:
    assert chips_in_play(TENHOU) is False
    assert chips_in_play(NET.with_changes(**dict.fromkeys(_SWITCHES, 0))) is False


@pytest.mark.parametrize("switch", _SWITCHES)
def test_any_one_chip_switch_puts_chips_in_play(switch: str) -> None:
    rules = TENHOU.with_changes(**{switch: 1})
    assert chips_in_play(rules) is True


def test_chips_in_play_for_the_seed000_preset() -> None:
    assert chips_in_play(NET) is True


def test_a_hand_is_closed_unless_told() -> None:
    rules = NET.with_changes(chip_aka_closed_only=True)
    assumed = win_chips(rules, winner=0, discarder=1, red_fives=(1, 1, 1))
    assert assumed.payments == (0, 5, 0, 0)
    assert dict(assumed.per_payer) == {"aka": 3, "all_star": 2}


@pytest.mark.parametrize("discarder", [None, 2])
def test_a_liable_player_pays_nothing_without_a_yakuman(discarder: int | None) -> None:
    plain = win_chips(NET, winner=0, discarder=discarder, ura_dora=1)
    liable = win_chips(NET, winner=0, discarder=discarder, ura_dora=1, liable=3)
    assert liable.payments == plain.payments
    assert liable.payments == ((0, 1, 1, 1) if discarder is None else (0, 0, 1, 0))


def test_the_winner_named_liable_is_no_pao() -> None:
    chips = win_chips(NET, winner=1, discarder=None, yakuman=True, liable=1)
    assert chips.payments == (2, 0, 2, 2)
    assert dict(chips.per_payer) == {"yakuman": 2}


def test_win_chips_is_an_immutable_value() -> None:
    a = win_chips(NET, winner=0, discarder=2, ura_dora=2)
    b = win_chips(NET, winner=0, discarder=2, ura_dora=2)
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.winner = 1  # type: ignore[misc]
