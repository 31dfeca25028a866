"""Who may claim a discard or rob a kan, pinned case by case (the gaps a mutation audit of
``engine/claims.py`` found): a riichi hand is never offered a call; the fifth kan on the
table is never offered; every chi shape in every suit, and none across a suit's edge, and
only the seat after the discarder is asked; a furiten hand is offered no ron, and letting a
winning tile go is furiten until the seat's next discard (for good in riichi); robbing a kan
needs a hand that is not furiten, and a concealed kan only a kokushi (13-sided included),
only where the rules allow it."""

from __future__ import annotations

from itertools import product

import pytest

from mahjong_tui.engine import claims
from mahjong_tui.engine.claims import call_actions, could_call
from mahjong_tui.engine.events import AddedKan, Won
from mahjong_tui.engine.seat import SeatState
from mahjong_tui.engine.wall import RINSHAN
from rules.actions import Ankan, Chi, Daiminkan, Kakan, Pass, Pon, Ron
from rules.ruleset import TENHOU
from rules.tiles import EAST, NUM_KINDS, parse, parse_tile
from tests.engine.drive import (
    before_added_kan,
    discard,
    pass_all,
    scripted_round,
    tsumogiri_round,
)

T = parse_tile
DISCARDER = 0
CHI_SEAT = 1
"""The seat after the discarder: the only one that may chi."""


def seat(hand: str, number: int = CHI_SEAT, **state: object) -> SeatState:
    return SeatState(number, list(parse(hand)), **state)  # type: ignore[arg-type]


def test_a_riichi_hand_is_offered_no_call() -> None:
    open_to_all = seat("55m46p789s123z")
    assert could_call(open_to_all, T("5m"), True)
    assert {type(a) for a in call_actions(open_to_all, DISCARDER, T("5m"), TENHOU, 0)} == {Pon}
    in_riichi = seat("55m46p789s123z", riichi_declared=True)
    for tile in ("5m", "5p"):
        assert not could_call(in_riichi, T(tile), True)
        assert call_actions(in_riichi, DISCARDER, T(tile), TENHOU, 0) == []


def test_a_riichi_hand_at_the_table_may_only_ron_or_pass() -> None:
    """Seat 1 in riichi holds a pair of 5m and 4m-6m (a pon and a chi shape on 5m, its
    wait): on seat 0's 5m it may only ron or pass."""
    r = scripted_round(["", "55m46m789p123s999s", "", ""], draws="1z3p2z2z5m")
    discard(r, "1z")
    pass_all(r)
    discard(r, "3p", riichi=True)
    pass_all(r)
    tsumogiri_round(r, 2)
    assert r.seats[1].riichi
    discard(r, "5m")
    assert r.pending()[1] == (Ron(), Pass())


@pytest.mark.parametrize(("kans", "offered"), [(0, True), (RINSHAN - 1, True),
                                                (RINSHAN, False)])
def test_the_fifth_kan_on_the_table_is_never_offered(kans: int, offered: bool) -> None:
    st = seat("555m46p789s123z", number=2)
    acts = call_actions(st, DISCARDER, T("5m"), TENHOU, kans)
    assert (Daiminkan() in acts) is offered
    assert any(isinstance(a, Pon) for a in acts)  # the pon stays


def chi_shapes(k: int, held: set[int]) -> set[tuple[int, int]]:
    """The reference: the pairs of held kinds that make a run with ``k`` in its suit."""
    if k >= EAST:
        return set()
    base = k - k % 9
    return {(a, b) for a, b in ((k - 2, k - 1), (k - 1, k + 1), (k + 1, k + 2))
            if base <= a and b <= base + 8 and a in held and b in held}


@pytest.mark.parametrize("k", range(NUM_KINDS))
def test_every_chi_shape_in_every_suit(k: int) -> None:
    """Each kind with every set of its neighbours held (two below, two above, and the next
    suit's edge tiles): the calls offered are exactly the runs inside the suit, and only to
    the seat after the discarder."""
    neighbours = [n for n in range(k - 2, k + 3) if 0 <= n < NUM_KINDS and n != k]
    for chosen in product((False, True), repeat=len(neighbours)):
        held = {n for n, keep in zip(neighbours, chosen, strict=True) if keep}
        filler = [f for f in (27, 28, 29, 30, 31, 32, 33) if f not in held and f != k]
        hand = [*held, *filler][:13]
        hand += [filler[-1]] * (13 - len(hand))
        st = SeatState(CHI_SEAT, hand)
        wanted = chi_shapes(k, held)
        offered = {(a.tiles[0], a.tiles[1]) for a in call_actions(st, DISCARDER, k, TENHOU, 0)
                   if isinstance(a, Chi)}
        assert offered == wanted, (k, sorted(held))
        assert could_call(st, k, True) is bool(wanted) or st.kind_counts[k] >= 2
        across = SeatState(2, hand)
        assert not any(isinstance(a, Chi) for a in call_actions(across, DISCARDER, k, TENHOU,
                                                                0))


@pytest.mark.parametrize(("hand", "tile", "chi"), [
    ("46m", "5m", ("4m", "6m")),  # the middle wait, and nothing else
    ("12m", "3m", ("1m", "2m")),  # an edge call of a 3
    ("89m", "7m", ("8m", "9m")),  # an edge call of a 7
    ("12p", "3p", ("1p", "2p")),
    ("89p", "7p", ("8p", "9p")),
    ("12s", "3s", ("1s", "2s")),
    ("89s", "7s", ("8s", "9s")),
    ("46s", "5s", ("4s", "6s")),
])
def test_a_chi_with_one_shape_only(hand: str, tile: str, chi: tuple[str, str]) -> None:
    st = seat(hand + "1234567z" + "1z1z1z1z"[: 2 * 2])
    acts = [a for a in call_actions(st, DISCARDER, T(tile), TENHOU, 0) if isinstance(a, Chi)]
    assert acts == [Chi((T(chi[0]), T(chi[1])))]


def test_a_furiten_hand_cannot_rob_an_added_kan() -> None:
    r = before_added_kan()
    r.seats[2].temporary_furiten = True  # it let a 5m go since its last discard
    r.apply(1, Kakan(T("5m")))
    assert any(isinstance(e, AddedKan) for e in r.log[-3:])
    assert Ron() not in r.pending().get(2, ())  # nobody robs: the kan's tile is drawn


@pytest.mark.parametrize(("hand", "kan", "allowed", "robs"), [
    ("19m19p19s2345677z", "1z", True, True),  # kokushi waiting on East alone
    ("19m19p19s2345677z", "1z", False, False),  # the same, where the rules say no
    ("79m123p456p789s11s", "8m", True, False),  # 8m closes it, with chankan its yaku: not here
])
def test_only_a_kokushi_robs_a_concealed_kan(hand: str, kan: str, allowed: bool,
                                             robs: bool) -> None:
    """Seat 1 waits on the tile seat 0 makes a concealed kan of. (A 13-sided kokushi
    holds one of each tile it waits on: it can never wait on a concealed kan's tile.)"""
    rules = TENHOU.with_changes(chankan_ankan_kokushi=allowed)
    r = scripted_round([kan[0] * 3 + kan[1], hand, "", ""], draws=kan, rules=rules)
    wait = kan
    r.apply(0, Ankan(T(wait)))
    asked = r.pending().get(1, ())
    assert (Ron() in asked) is robs
    if robs:
        assert asked == (Ron(), Pass())


def test_the_seat_order_of_claims() -> None:
    """Claims are asked in turn order after the discarder; the first ron stands first."""
    assert claims.ORDER == ((1, 2, 3), (2, 3, 0), (3, 0, 1), (0, 1, 2))
    answers = {2: Ron(), 3: Ron(), 1: Pass()}
    assert claims.rons(answers, claims.ORDER[0]) == [2, 3]
    assert claims.rons(answers, claims.ORDER[1]) == [2, 3]
    assert claims.rons(answers, claims.ORDER[2]) == [3]  # seat 2 discarded
    assert claims.rons({0: Ron(), 2: Ron()}, claims.ORDER[3]) == [0, 2]
    chi = Chi((T("3m"), T("4m")))
    pon = Pon((T("5m"), T("5m")))
    assert claims.winning_call({1: chi, 3: pon}, claims.ORDER[0]) == (3, pon)
    assert claims.winning_call({1: chi}, claims.ORDER[0]) == (1, chi)
    assert claims.winning_call({1: Pass()}, claims.ORDER[0]) is None


@pytest.mark.parametrize("winner", [1, 2, 3])
def test_a_ron_on_a_closed_wait_from_any_seat(winner: int) -> None:
    """A tanyao kanchan (no pair, no chi shape of the tile for a seat that may not chi):
    its ron is still offered, from the seat after the discarder and from the two others."""
    hands = ["", "", "", ""]
    hands[winner] = "46m234p456p678s55s"  # tanyao
    r = scripted_round(hands, draws="5m")
    discard(r, "5m")
    assert r.pending()[winner][0] == Ron()


JUNK = "147m369p147s1357z"
"""A hand that wants nothing: no pair, no run shape of 5m, 8m or 8p, no wait."""
KANCHAN_5M = "46m234p456p678s55s"
"""Tanyao waiting on 5m (a kanchan)."""


def test_only_the_seat_after_the_discarder_is_asked_for_a_chi() -> None:
    """Seats 1, 2 and 3 all hold 4m-6m; only seat 1 may chi seat 0's 5m."""
    shape = "46m14p25s1234567z"
    r = scripted_round(["123m789p789s33m55p", shape, shape, shape], draws="5m")
    discard(r, "5m")
    assert r.pending() == {1: (Chi((T("4m"), T("6m"))), Pass())}


@pytest.mark.parametrize("furiten", [False, True])
def test_a_furiten_seat_is_offered_no_ron(furiten: bool) -> None:
    r = scripted_round([JUNK, JUNK, KANCHAN_5M, JUNK], draws="5m")
    r.seats[2].temporary_furiten = furiten
    discard(r, "5m")
    assert (Ron() in r.pending().get(2, ())) is not furiten


def test_a_ron_let_go_is_furiten_until_the_seats_next_discard() -> None:
    r = scripted_round([JUNK, JUNK, KANCHAN_5M, JUNK], draws="5m5m8p0m")
    discard(r, "5m")
    assert Ron() in r.pending()[2]
    pass_all(r)
    discard(r, "5m")  # seat 1's, seat 2 may chi it but not ron
    assert Ron() not in r.pending().get(2, ())
    pass_all(r)
    discard(r, "8p")  # seat 2's own discard ends it
    pass_all(r)
    discard(r, "0m")
    assert Ron() in r.pending()[2]


def test_a_ron_let_go_in_riichi_is_furiten_for_good() -> None:
    r = scripted_round([JUNK, JUNK, KANCHAN_5M, JUNK], draws="8m8m8p5m5m8m8p0m")
    for tile in ("8m", "8m"):
        discard(r, tile)
        pass_all(r)
    discard(r, "8p", riichi=True)
    pass_all(r)
    discard(r, "5m")
    assert Ron() in r.pending()[2]
    pass_all(r)
    for tile in ("5m", "8m", "8p", "0m"):
        discard(r, tile)
        assert Ron() not in r.pending().get(2, ()), tile
        pass_all(r)


def test_robbing_an_added_kan_wins_with_chankan() -> None:
    r = before_added_kan()
    r.apply(1, Kakan(T("5m")))
    assert r.pending()[2] == (Ron(), Pass())
    r.apply(2, Ron())
    (won,) = [e for e in r.log if isinstance(e, Won)]
    assert (won.winner, won.from_seat) == (2, 1)
    assert "chankan" in {y.id for y in won.result.yaku}
