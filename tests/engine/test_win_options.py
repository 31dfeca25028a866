"""Wins under the options: situation flags reaching the scorer (renhou, chiihou, haitei,
houtei), multi-ron riichi sticks, pao (daisuushii, on a ron), atozuke and ryanhan
shibari (scripted walls)."""

from __future__ import annotations

import pytest

from mahjong_tui.engine.events import Won
from mahjong_tui.engine.round import Round, RoundSetup
from rules.actions import Chi, Pon, Ron, Tsumo
from rules.ruleset import TENHOU
from rules.tiles import parse_tile
from tests.engine.drive import (
    answer,
    discard,
    draw_order_wall,
    pass_all,
    scripted_round,
    tsumogiri_round,
)

T = parse_tile
CHIITOI_9M = ("1133m5577p2244s9m", "2266m1188p3355s9m")
"""Seven-pairs hands waiting on 9m."""


def _wins(r: Round) -> list[Won]:
    return [e for e in r.log if isinstance(e, Won)]


def _yaku(win: Won) -> set[str]:
    return {y.id for y in win.result.yaku}


@pytest.mark.parametrize("mode", ["none", "mangan", "yakuman"])
def test_renhou_on_the_dealers_first_discard(mode: str) -> None:
    r = scripted_round(["", CHIITOI_9M[0], "", ""], draws="9m",
                       rules=TENHOU.with_changes(renhou=mode))
    discard(r, "9m")
    answer(r, 1, Ron())
    pass_all(r)
    (win,) = _wins(r)
    assert ("renhou" in _yaku(win)) is (mode != "none")


@pytest.mark.parametrize(
    ("window", "dealer_discard", "expected"),
    [
        ("before_own_first_draw", True, True),
        ("before_own_first_draw", False, True),
        ("dealer_first_discard", True, True),
        ("dealer_first_discard", False, False),  # seed 002: only the dealer's first discard
    ],
)
def test_renhou_window(window: str, dealer_discard: bool, expected: bool) -> None:
    """Seat 2, before its first draw, rons the dealer's first discard or seat 1's."""
    r = scripted_round(["", "", CHIITOI_9M[0], ""], draws="9m" if dealer_discard else "2p9m",
                       rules=TENHOU.with_changes(renhou="yakuman", renhou_window=window))
    if not dealer_discard:
        discard(r, "2p")
        pass_all(r)
    discard(r, "9m")
    answer(r, 2, Ron())
    pass_all(r)
    (win,) = _wins(r)
    assert win.from_seat == (0 if dealer_discard else 1)
    assert ("renhou" in _yaku(win)) is expected
    assert win.result.payment.total == (32000 if expected else 1600)  # else chiitoitsu 2 han


def test_chiihou_on_a_non_dealers_first_draw() -> None:
    r = scripted_round(["", "123m456p789s11z22z", "", ""], draws="8p2z")
    discard(r, "8p")
    pass_all(r)
    r.apply(1, Tsumo())
    (win,) = _wins(r)
    assert "chiihou" in _yaku(win)


def test_haitei_on_the_last_tile_and_houtei_on_the_last_discard() -> None:
    tsumo = Round(TENHOU, RoundSetup(), draw_order_wall(["", CHIITOI_9M[0], "", ""], last="9m"))
    tsumogiri_round(tsumo, 69)
    assert tsumo.live_left == 0
    tsumo.apply(1, Tsumo())
    (win,) = _wins(tsumo)
    assert "haitei" in _yaku(win)

    ron = Round(TENHOU, RoundSetup(), draw_order_wall(["", "", CHIITOI_9M[1], ""], last="9m"))
    tsumogiri_round(ron, 69)
    discard(ron, "9m")
    answer(ron, 2, Ron())
    pass_all(ron)
    (win,) = _wins(ron)
    assert "houtei" in _yaku(win) and win.from_seat == 1


@pytest.mark.parametrize(
    ("mode", "sticks_won"),
    [("nearest", (4, 0)), ("own_back_rest_nearest", (3, 1)), ("each_winner", (2, 2))],
)
def test_multi_ron_riichi_sticks(mode: str, sticks_won: tuple[int, int]) -> None:
    """Three sticks on the table and seat 2's own; seats 1 and 2 ron the dealer."""
    rules = TENHOU.with_changes(multi_ron_riichi_sticks=mode)
    r = scripted_round(["", *CHIITOI_9M, ""], draws="1z2z3z4z9m", rules=rules,
                       setup=RoundSetup(riichi_sticks=3))
    discard(r, "1z")
    pass_all(r)
    discard(r, "2z")
    pass_all(r)
    discard(r, "3z", riichi=True)
    pass_all(r)
    discard(r, "4z")
    pass_all(r)
    discard(r, "9m")
    answer(r, 1, Ron())
    answer(r, 2, Ron())
    pass_all(r)
    wins = _wins(r)
    got = tuple((w.deltas[w.winner] - (w.result.payment.ron or 0)) // 1000 for w in wins)
    assert [w.winner for w in wins] == [1, 2] and got == sticks_won


def _four_winds_for_seat_1() -> Round:
    """Seat 1 pons 1z from the dealer, then 2z 3z 4z fed by seat 2; waits on 9s."""
    rules = TENHOU.with_changes(pao_yaku=frozenset({"daisuushii"}))
    r = scripted_round(["", "11223344z9s123m5m", "", ""], draws="1z2z3z4z5p6p7p9s",
                       rules=rules)
    for wind, drop in (("1z", "1m"), ("2z", "2m"), ("3z", "3m"), ("4z", "5m")):
        discard(r, wind)
        answer(r, 1, Pon((T(wind), T(wind))))
        pass_all(r)
        discard(r, drop)
        pass_all(r)
    return r


def test_daisuushii_pao_pays_the_whole_tsumo() -> None:
    r = _four_winds_for_seat_1()
    assert r.seats[1].pao == {"daisuushii": 2}
    tsumogiri_round(r, 3)
    r.apply(1, Tsumo())
    (win,) = _wins(r)
    assert "daisuushii" in _yaku(win)
    assert win.pao == 2 and win.deltas == (0, 32000, -32000, 0)


def test_pao_on_a_ron_splits_the_payment_with_the_discarder() -> None:
    hands = ["", "556677z123m159p9s", "", ""]
    r = scripted_round(hands, draws="5z6z7z1z9s")
    for dragon, drop in (("5z", "1p"), ("6z", "5p"), ("7z", "9p")):
        discard(r, dragon)
        answer(r, 1, Pon((T(dragon), T(dragon))))
        pass_all(r)
        discard(r, drop)
        pass_all(r)
    tsumogiri_round(r, 1)
    discard(r, "9s")
    answer(r, 1, Ron())
    pass_all(r)
    (win,) = _wins(r)
    assert win.pao == 2 and win.from_seat == 3
    assert win.deltas == (0, 32000, -16000, -16000)


@pytest.mark.parametrize("atozuke", [True, False])
def test_atozuke_off_needs_a_yaku_on_every_wait(atozuke: bool) -> None:
    """After a chi, 55z 99m shanpon: only the 5z wait has a yaku (haku)."""
    rules = TENHOU.with_changes(atozuke=atozuke)
    r = scripted_round(["", "55z99m345p678s34m1z", "", ""], draws="2m5z", rules=rules)
    discard(r, "2m")
    chi = next(a for a in r.pending()[1] if isinstance(a, Chi))
    answer(r, 1, chi)
    pass_all(r)
    discard(r, "1z")
    pass_all(r)
    discard(r, "5z")
    assert (Ron() in r.pending().get(1, ())) is atozuke


@pytest.mark.parametrize(("honba", "may_ron"), [(4, True), (5, False)])
def test_ryanhan_shibari_from_enough_honba(honba: int, may_ron: bool) -> None:
    """A tanyao-only kanchan (1 han) cannot win from 5 honba on."""
    rules = TENHOU.with_changes(ryanhan_shibari_honba=5)
    r = scripted_round(["", "234m456p678s2246s", "", ""], draws="5s", rules=rules,
                       setup=RoundSetup(honba=honba))
    discard(r, "5s")
    assert (Ron() in r.pending().get(1, ())) is may_ron
