"""Legal actions pinned case by case (the gaps a mutation audit of ``engine/legal.py``
found): no kan once four are on the table, a kan on the last tile but one and none on the
last; riichi with exactly the minimum of live tiles and of points; a drawn tile held once
is offered as tsumogiri only; after riichi, a concealed kan that keeps a two-sided wait and
its reading; a call is offered only when a tile that kuikae allows is left to discard."""

from __future__ import annotations

import pytest

from mahjong_tui.engine import legal
from mahjong_tui.engine.seat import SeatState
from mahjong_tui.engine.wall import LIVE, RINSHAN
from rules.actions import Ankan, Discard, Pon
from rules.hand import Meld
from rules.ruleset import TENHOU
from rules.tiles import parse, parse_tile
from tests.engine.drive import scripted_round

T = parse_tile
QUAD = "1111m456p789p23s5s"
"""Seat 0's deal: four 1m; its first draw is 9s."""


def _ankans(kans: int = 0, live_left: int | None = None) -> list[Ankan]:
    r = scripted_round([QUAD, "", "", ""], draws="9s")
    r.kans = kans
    if live_left is not None:
        r.next_live = LIVE - kans - live_left
    acts, _ = legal.turn_actions(r, r.seats[0])
    return [a for a in acts if isinstance(a, Ankan)]


def test_no_kan_once_four_are_on_the_table() -> None:
    assert _ankans(kans=RINSHAN - 1) == [Ankan(T("1m"))]
    assert _ankans(kans=RINSHAN) == []


@pytest.mark.parametrize(("live_left", "offered"), [(1, True), (0, False)])
def test_a_kan_on_the_last_tile_but_one_not_the_last(live_left: int, offered: bool) -> None:
    assert bool(_ankans(live_left=live_left)) is offered


@pytest.mark.parametrize(("live_left", "points", "offered"), [
    (4, 25000, True), (3, 25000, False), (20, 1000, True), (20, 900, False)])
def test_riichi_with_the_minimum_of_live_tiles_and_points(live_left: int, points: int,
                                                          offered: bool) -> None:
    r = scripted_round(["234m444p678s23s55p", "", "", ""], draws="9s")
    r.next_live = LIVE - live_left
    r.scores[0] = points
    acts, _ = legal.turn_actions(r, r.seats[0])
    assert any(isinstance(a, Discard) and a.riichi for a in acts) is offered


@pytest.mark.parametrize(("hand", "plain"), [("234m444p678s23s5p", False),
                                             ("234m444p678s23s9s", True)])
def test_a_drawn_tile_held_once_is_a_tsumogiri_only(hand: str, plain: bool) -> None:
    r = scripted_round([hand, "", "", ""], draws="9s")
    st = r.seats[0]
    nines = [d for d in legal.discards(st) if d.tile == T("9s")]
    assert nines == ([Discard(T("9s")), Discard(T("9s"), tsumogiri=True)] if plain
                     else [Discard(T("9s"), tsumogiri=True)])


def test_a_kan_after_riichi_keeping_a_two_sided_wait_and_its_reading() -> None:
    st = SeatState(0, list(parse("111m456p789p23s55s")))
    st.update_waits()
    assert st.waits == frozenset(parse("1s4s"))
    st.riichi = st.riichi_declared = True
    st.take(T("1m"))
    st.drawn = T("1m")
    assert legal.kans(st, "keep_waits_and_decomposition") == [Ankan(T("1m"))]


PONS = tuple(Meld.parse(m) for m in ("pon:111p", "pon:999s", "pon:777z"))


@pytest.mark.parametrize(("hand", "chi"), [("46m55m", False), ("46m5m9p", True)])
def test_a_call_needs_a_discard_kuikae_allows(hand: str, chi: bool) -> None:
    """A chi of 5m from 4m-6m bans 5m for the discard after it: with two 5m left beside it
    there is nothing to discard; with a 9p there is."""
    st = SeatState(1, list(parse(hand)), melds=PONS)
    assert bool(legal.chis(st, T("5m"), TENHOU.kuikae)) is chi
    assert legal.pons(st, T("5m"), TENHOU.kuikae) == ([Pon((T("5m"), T("5m")))] if not chi
                                                      else [])
