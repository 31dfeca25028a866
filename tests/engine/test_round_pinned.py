"""A hand's table facts, pinned (issue #45, shown by mutation testing of round.py).

``RoundSetup``'s defaults (East 1, no honba or sticks, 25000 each, no streak) and that it
is frozen and hashable; ``Round.version`` counts the applied actions from 0 (an illegal
one does not count); the first dora indicator is the wall's first, in ``RoundStarted``
and on the table; ``Round.round_wind`` is the setup's and scores the round-wind yaku; a
win without riichi shows no ura dora indicators.

Then the flow: a passed discard leaves nothing to claim; only a first go-around riichi is
double; the wall's last discard takes no call (the one before it does); a
concealed kan makes nobody furiten, ends the first go-around, turns the indicator an open
kan left waiting, and is not mistaken for the next kan; a win takes the sticks and leaves
nothing pending or claimable.
"""

from __future__ import annotations

import dataclasses

import pytest

from mahjong_tui.engine.errors import IllegalActionError
from mahjong_tui.engine.events import DrawReason, RiichiAccepted, RoundStarted
from mahjong_tui.engine.round import Round, RoundSetup
from mahjong_tui.engine.wall import LIVE
from rules.actions import (
    Action,
    Ankan,
    Daiminkan,
    KyuushuKyuuhai,
    Pass,
    Pon,
    Ron,
    ShowHand,
    Tsumo,
)
from rules.ruleset import TENHOU
from rules.tiles import EAST, SOUTH, parse_tile
from tests.engine.drive import (
    answer,
    discard,
    draw_event,
    draw_order_wall,
    pass_all,
    play_out,
    scripted_round,
    three_concealed_kans,
    tsumogiri_round,
    win_event,
)
from tests.engine.test_draw_options import _nagashi_round

T = parse_tile


def test_the_default_setup_is_east_1_with_the_starting_table() -> None:
    setup = RoundSetup()
    assert setup == RoundSetup(EAST, 0, 0, 0, (25000, 25000, 25000, 25000), 0)
    assert hash(setup) == hash(RoundSetup())
    with pytest.raises(dataclasses.FrozenInstanceError):
        setup.honba = 1  # type: ignore[misc]


def test_version_counts_the_applied_actions() -> None:
    r = scripted_round(["", "", "", ""], draws="1m")
    assert r.version == 0
    with pytest.raises(IllegalActionError):
        r.apply(1, Tsumo())
    assert r.version == 0
    discard(r, "1m")
    assert r.version == 1


def test_the_first_dora_indicator_is_the_walls_first() -> None:
    r = scripted_round(["", "", "", ""], dora="1m9p")
    start = r.log[0]
    assert isinstance(start, RoundStarted)
    assert start.dora_indicator == parse_tile("1m")
    assert r.dora_indicators == (parse_tile("1m"),)


def test_the_round_wind_scores_and_no_riichi_means_no_ura() -> None:
    """South round, dealer seat 0: seat 1 (South seat) rons with a South triplet."""
    r = scripted_round(
        ["", "222z123m456p789s5s", "", ""], draws="5s", setup=RoundSetup(round_wind=SOUTH)
    )
    assert r.round_wind == SOUTH
    discard(r, "5s")
    answer(r, 1, Ron())
    for seat in list(r.pending()):
        r.apply(seat, Pass())
    win = win_event(r)
    assert {"seat_wind", "round_wind"} <= {y.id for y in win.result.yaku}
    assert win.ura_indicators == ()

    assert r.result is not None and not r.result.dealer_tenpai  # a win is no tenpai draw


def test_an_abortive_draw_shows_the_declarers_hand_alone_and_moves_no_points() -> None:
    hand = "19m19p1s12345z234m"
    r = scripted_round([hand, "", "", ""], draws="6z")
    r.apply(0, KyuushuKyuuhai())
    drawn = draw_event(r)
    assert drawn.reason is DrawReason.KYUUSHU_KYUUHAI and drawn.declarer == 0
    assert drawn.tenpai == (False, False, False, False)
    assert drawn.deltas == (0, 0, 0, 0) and drawn.nagashi == ()
    assert [bool(h) for h in drawn.hands] == [True, False, False, False]
    assert r.result is not None
    assert not r.result.dealer_won and not r.result.dealer_tenpai


def test_the_dealers_nagashi_as_a_win_keeps_the_deal() -> None:
    rules = TENHOU.with_changes(nagashi_mangan="win")
    r = _nagashi_round(rules, (0,), RoundSetup(honba=1))
    assert draw_event(r).nagashi == (0,)
    assert r.result is not None
    assert r.result.renchan and r.result.dealer_won and r.result.honba == 2


# --- the flow between turns, calls, kans and the end (round.py's survivors) ----------


def _pons(r: Round) -> list[Action]:
    return [a for acts in r.pending().values() for a in acts if isinstance(a, Pon)]


def test_a_passed_discard_leaves_nothing_to_claim() -> None:
    r = scripted_round(["", "", "", ""], draws="1m")
    discard(r, "1m")
    pass_all(r)
    assert r.claim is None and r.observe(1).claimable is None


@pytest.mark.parametrize(("riichi_turn", "double"), [(1, True), (2, False)])
def test_only_a_riichi_in_the_first_go_around_is_double(riichi_turn: int, double: bool) -> None:
    """The dealer waits on 9m; it declares on its first discard or on its second."""
    r = scripted_round(["123m456p789s111z9m", "", "", ""], draws="2z6s6s6s4z")
    if riichi_turn == 2:
        discard(r, "2z")
        tsumogiri_round(r, 3)
    discard(r, "2z" if riichi_turn == 1 else "4z", riichi=True)
    pass_all(r)
    (accepted,) = [e for e in r.log if isinstance(e, RiichiAccepted)]
    assert accepted.seat == 0 and accepted.double is double


@pytest.mark.parametrize(("tail", "turns", "offered"), [("5z", LIVE - 1, False),
                                                    ("5z9s", LIVE - 2, True)])
def test_the_last_discard_of_the_wall_may_not_be_called(tail: str, turns: int,
                                                        offered: bool) -> None:
    """Seat 2 holds 5z5z; the wall's last tile (a 5z, thrown by seat 1) is for a ron only;
    the 5z thrown just before the last draw (by seat 0) may still be ponned."""
    hands = ["", "", "55z13m46p79s1234z8m", ""]
    r = Round(TENHOU, RoundSetup(), draw_order_wall(hands, last=tail))
    tsumogiri_round(r, turns)
    assert r.live_left == LIVE - 1 - turns
    discard(r, "5z")
    assert bool(_pons(r)) is offered


def test_a_fourth_kan_by_an_open_call_aborts_at_once_and_asks_no_more() -> None:
    """Seat 0's three concealed kans, then seat 1's open kan of seat 0's 4m: with the
    immediate timing the hand ends there, with no turn after it."""
    rules = TENHOU.with_changes(suukaikan_timing="immediate")
    hands = ["1111m2222p3333s4m", "444m" + "19p1234z19s67z", "", ""]
    r = scripted_round(hands, draws="7z", rinshan="6z6z6z", rules=rules)
    three_concealed_kans(r, "4m")
    answer(r, 1, Daiminkan())
    pass_all(r)
    assert r.is_over and r.pending() == {}
    drawn = draw_event(r)
    assert drawn.reason is DrawReason.SUUKAIKAN


def test_a_concealed_kan_makes_no_one_furiten_on_its_kind() -> None:
    """Seat 1 waits on 1m-4m; the dealer's concealed kan of 4m cannot be robbed (no kokushi)
    and is no 4m passed: seat 1 may still ron the 1m the dealer throws next."""
    hands = ["4444m19p19s23467z", "23m456p789s111z55z", "", ""]
    r = scripted_round(hands, draws="8p", rinshan="1m")
    r.apply(0, Ankan(T("4m")))
    discard(r, "1m")
    assert Ron() in r.pending()[1]


def test_a_kan_after_a_concealed_kan_is_judged_as_itself() -> None:
    """The dealer's concealed kan turns its indicator at once; seat 1's open kan after it
    waits for seat 1's discard (the default kan dora timing)."""
    hands = ["1111m19p19s2346z5z", "555z234m456p789s1z", "", ""]
    r = scripted_round(hands, draws="8p", rinshan="7z6z")
    r.apply(0, Ankan(T("1m")))
    assert len(r.dora_indicators) == 2
    discard(r, "5z")
    answer(r, 1, Daiminkan())
    pass_all(r)
    assert len(r.dora_indicators) == 2
    discard(r, "6z")
    assert len(r.dora_indicators) == 3


def test_a_concealed_kan_turns_the_indicator_an_open_kan_left_waiting() -> None:
    """The dealer calls an open kan of 5z, then makes a concealed kan of 1m from its
    replacement draw: the open kan's indicator turns first, then the concealed kan's."""
    hands = ["555z1111m19p19s23z", "", "", ""]
    r = scripted_round(hands, draws="7z5z", rinshan="8p", dora="1p2p3p")
    discard(r, "7z")
    pass_all(r)
    discard(r, "5z")
    answer(r, 0, Daiminkan())
    pass_all(r)
    assert r.dora_indicators == (T("1p"),)
    r.apply(0, Ankan(T("1m")))
    assert r.dora_indicators == (T("1p"), T("2p"), T("3p"))


@pytest.mark.parametrize("kan_first", [False, True])
def test_a_concealed_kan_ends_the_first_go_around(kan_first: bool) -> None:
    """Seat 1 holds nine kinds of terminals and honours: it may abort the hand at its first
    turn, unless the dealer's concealed kan came before."""
    hands = ["1111m2345p678p66s", "9m19p19s12345z234m", "", ""]
    r = scripted_round(hands, draws="7s6z", rinshan="8s")
    if kan_first:
        r.apply(0, Ankan(T("1m")))
        discard(r, "8s")
    else:
        discard(r, "7s")
    pass_all(r)
    assert (KyuushuKyuuhai() in r.pending()[1]) is not kan_first


def test_a_tsumo_takes_the_sticks_and_leaves_nothing_pending() -> None:
    r = scripted_round(["123m456p789s111z5s", "", "", ""], draws="5s",
                       setup=RoundSetup(riichi_sticks=2))
    r.apply(0, Tsumo())
    won = win_event(r)
    assert won.deltas[0] > 0
    assert r.sticks == 0 and r.result is not None and r.result.riichi_sticks == 0
    assert r.pending() == {} and r.claim is None


def test_a_ron_leaves_no_claim_behind() -> None:
    r = scripted_round(["", "123m456p789s111z5s", "", ""], draws="5s")
    discard(r, "5s")
    answer(r, 1, Ron())
    pass_all(r)
    assert r.is_over and r.pending() == {} and r.claim is None


def test_hands_are_shown_with_nothing_left_to_claim() -> None:
    """A tenpai seat may hide its hand at the draw; the last discard is no longer claimable."""
    rules = TENHOU.with_changes(noten_declaration_allowed=True)
    r = Round(rules, RoundSetup(), draw_order_wall(["", "111m234p567p789s1z", "", ""]))
    play_out(r)
    assert r.pending() == {1: (ShowHand(True), ShowHand(False))}
    assert r.claim is None and r.observe(1).claimable is None


def test_two_nagashi_as_wins_give_the_sticks_to_the_first_seat() -> None:
    rules = TENHOU.with_changes(nagashi_mangan="win")
    r = _nagashi_round(rules, (2, 3), RoundSetup(riichi_sticks=1))
    drawn = draw_event(r)
    assert drawn.nagashi == (2, 3)
    assert drawn.deltas == (-8000, -4000, 6000 + 1000, 6000)
    assert r.result is not None and r.result.riichi_sticks == 0


def test_an_open_kan_after_a_pon_is_the_kan_that_pays_for_its_rinshan() -> None:
    """The dealer pons 1m, then makes an open kan of seat 1's 5z and wins on the
    replacement tile: under daiminkan rinshan pao seat 1 pays it all (the kan, not the
    earlier pon, is the meld judged)."""
    rules = TENHOU.with_changes(daiminkan_rinshan_pao=True)
    r = scripted_round(["555z11m456p789s6z9m", "", "", ""], draws="3z1m5z", rinshan="6z",
                       rules=rules)
    discard(r, "9m")
    pass_all(r)
    discard(r, "1m")
    answer(r, 0, Pon((T("1m"), T("1m"))))
    pass_all(r)
    discard(r, "3z")
    pass_all(r)
    discard(r, "5z")
    answer(r, 0, Daiminkan())
    pass_all(r)
    r.apply(0, Tsumo())
    won = win_event(r)
    assert won.pao == 1 and won.deltas[2:] == (0, 0)

