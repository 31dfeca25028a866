"""Draws pinned case by case (the gaps a mutation audit of ``engine/draws.py`` found): nine
terminal and honour kinds exactly are enough for kyuushu kyuuhai and eight are not; the
fourth riichi aborts the hand when it comes on its seat's second discard too; a wait on a
kind the whole hand holds three of is tenpai under the fifth-tile rule; a lone nagashi is
paid under ``cancel``; noten payments beside a nagashi are added or not as the rules say,
with a tenpai seat at the table; a draw with no nagashi is not settled as a win under ``win``."""

from __future__ import annotations

import pytest

from mahjong_tui.engine import draws
from mahjong_tui.engine.events import DrawReason
from mahjong_tui.engine.round import Round, RoundSetup
from mahjong_tui.engine.seat import SeatState
from rules.actions import KyuushuKyuuhai
from rules.hand import Meld
from rules.ruleset import TENHOU
from rules.tiles import parse
from tests.engine.drive import (
    discard,
    draw_event,
    draw_order_wall,
    pass_all,
    play_out,
    scripted_round,
)
from tests.engine.test_draw_options import NOTEN, YAOCHUU_LEFT, _nagashi_round


@pytest.mark.parametrize(("draw", "offered"), [("4z", True), ("5p", False)])
def test_nine_kinds_exactly_and_not_eight(draw: str, offered: bool) -> None:
    """Eight terminal and honour kinds (1m 9m 1p 9p 1s East South West, 1m twice) and a
    ninth drawn, or a simple."""
    r = scripted_round(["119m19p1s123z2345m", "", "", ""], draws=draw)
    assert (KyuushuKyuuhai() in r.pending()[0]) is offered


def test_the_fourth_riichi_on_its_seats_second_discard_aborts() -> None:
    hands = ["1133m5577p2244s1z", "2266m1188p3355s2z", "4488m3399p6677s3z", "99m2266p8899s774z"]
    r = scripted_round(hands, draws="5z6z5z6z7m7m7m7m")
    for tile, riichi in (("5z", True), ("6z", True), ("5z", True), ("6z", False),
                         ("7m", False), ("7m", False), ("7m", False)):
        discard(r, tile, riichi=riichi)
        pass_all(r)
    assert not r.is_over
    discard(r, "7m", riichi=True)
    pass_all(r)
    assert draw_event(r).reason is DrawReason.SUUCHA_RIICHI


@pytest.mark.parametrize("mode", ["concealed_only", "whole_hand"])
def test_a_wait_the_whole_hand_holds_three_of_is_tenpai(mode: str) -> None:
    """A 5m tanki beside chis 345m and 456m: three 5m in the whole hand, one left."""
    r = scripted_round(["", "", "", ""], rules=TENHOU.with_changes(fifth_tile_tenpai=mode))
    st = SeatState(1, list(parse("5m123p789s")), melds=(Meld.parse("chi:345m"),
                                                       Meld.parse("chi:456m")))
    st.update_waits()
    assert st.waits == frozenset(parse("5m"))
    assert draws.is_tenpai(r, st)


def test_a_lone_nagashi_is_paid_when_two_would_cancel() -> None:
    rules = TENHOU.with_changes(nagashi_multiple="cancel")
    drawn = draw_event(_nagashi_round(rules, (2,), RoundSetup()))
    assert drawn.nagashi == (2,)


def test_a_draw_without_nagashi_is_no_win_under_the_win_rule() -> None:
    """Everyone throws simples (no nagashi) and the dealer is noten: the deal passes, the
    sticks stay and a honba is added, as for any draw."""
    rules = TENHOU.with_changes(nagashi_mangan="win", draw_adds_honba=True)
    r = Round(rules, RoundSetup(honba=1, riichi_sticks=1),
              draw_order_wall([NOTEN, "", "", ""]))
    play_out(r)
    drawn = draw_event(r)
    assert drawn.nagashi == ()
    assert r.result is not None
    assert r.result.riichi_sticks == 1 and r.result.honba == 2


@pytest.mark.parametrize("replaces", [True, False])
def test_noten_payments_beside_a_nagashi_with_a_tenpai_seat(replaces: bool) -> None:
    """Seat 1 is tenpai (seven pairs on 6m), seat 2 throws only terminals and honours."""
    rules = TENHOU.with_changes(nagashi_replaces_noten_payments=replaces)
    wall = draw_order_wall([NOTEN, "2233m5577p2244s6m", "", ""], {2: YAOCHUU_LEFT[:17]})
    r = Round(rules, RoundSetup(), wall)
    play_out(r)
    drawn = draw_event(r)
    assert drawn.nagashi == (2,) and drawn.tenpai == (False, True, False, False)
    nagashi = (-4000, -2000, 8000, -2000)
    noten = (0, 0, 0, 0) if replaces else (-1000, 3000, -1000, -1000)
    assert drawn.deltas == tuple(a + b for a, b in zip(nagashi, noten, strict=True))
