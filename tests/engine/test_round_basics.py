"""Turn flow, calls, priorities, kuikae, riichi, furiten and the contract (scripted walls)."""

from __future__ import annotations

import pytest

from mahjong_tui.engine.errors import IllegalActionError
from mahjong_tui.engine.events import Called, Discarded, RiichiAccepted, Won
from mahjong_tui.engine.round import RoundSetup
from rules.actions import Chi, Discard, Pass, Pon, Ron
from rules.ruleset import TENHOU
from rules.tiles import parse_tile
from tests.engine.drive import answer, discard, pass_all, scripted_round, tsumogiri_round

T = parse_tile
TANYAO_14S = "234m444p678s23s55p"
"""Waits 1s (no yaku: no pinfu with the triplet) and 4s (tanyao)."""
CHIITOI_9M = "1133m6688p2244s9m"


def test_the_dealer_draws_first_and_the_turn_passes_right() -> None:
    r = scripted_round(["", "", "", ""], draws="1z2z")
    assert list(r.pending()) == [0]
    assert len(r.seats[0].hand) == 14 and r.seats[0].drawn == T("1z")
    discard(r, "1z")
    pass_all(r)
    assert list(r.pending()) == [1] and r.seats[1].drawn == T("2z")
    obs = r.observe(1)
    assert obs.drawn == T("2z") and len(obs.hand) == 13
    assert obs.players[0].river[0].tile == T("1z")
    assert obs.tiles_left == 68


def test_an_illegal_action_raises_and_changes_nothing() -> None:
    r = scripted_round(["", "", "", ""], draws="1z2z")
    before = (len(r.log), r.observe(0), dict(r.pending()))
    for seat, action in [(1, Discard(T("2z"))), (0, Ron()), (0, Discard(T("7z"), True))]:
        with pytest.raises(IllegalActionError):
            r.apply(seat, action)
    assert (len(r.log), r.observe(0), dict(r.pending())) == before


def test_chi_only_from_the_left_with_red_five_variants() -> None:
    r = scripted_round(["", "40m5m1z2z3z4z5z6z7z19p", "45m1z", ""], draws="6m")
    discard(r, "6m")
    chis = [a for a in r.pending()[1] if isinstance(a, Chi)]
    assert set(chis) == {Chi((T("4m"), T("0m"))), Chi((T("4m"), T("5m")))}
    assert not any(isinstance(a, Chi) for a in r.pending().get(2, ()))


def test_pon_beats_chi_and_ron_beats_pon() -> None:
    hands = ["", "45m" + "19p1234567z19s", "66m" + "19p1234z19s789p", ""]
    r = scripted_round(hands, draws="6m")
    discard(r, "6m")
    answer(r, 1, Chi((T("4m"), T("5m"))))
    answer(r, 2, Pon((T("6m"), T("6m"))))
    pass_all(r)
    called = [e for e in r.log if isinstance(e, Called)]
    assert called[-1].seat == 2 and called[-1].meld.from_seat == 0
    assert list(r.pending()) == [2] and r.seats[2].drawn is None

    hands = ["", "", "66m" + "19p1234z19s789p", "1133m5577p2244s6m"]
    r = scripted_round(hands, draws="6m")
    discard(r, "6m")
    answer(r, 2, Pon((T("6m"), T("6m"))))
    answer(r, 3, Ron())
    pass_all(r)
    assert [e.winner for e in r.log if isinstance(e, Won)] == [3]


@pytest.mark.parametrize(
    "rule, banned", [("forbidden", {"3m", "6m"}), ("suji_allowed", {"3m"}), ("allowed", set())]
)
def test_kuikae_after_chi(rule: str, banned: set[str]) -> None:
    rules = TENHOU.with_changes(kuikae=rule)
    r = scripted_round(["", "45m3m6m9p1234567z", "", ""], draws="3m", rules=rules)
    discard(r, "3m")
    answer(r, 1, Chi((T("4m"), T("5m"))))
    pass_all(r)
    kinds = {d.tile for d in r.pending()[1] if isinstance(d, Discard)}
    assert {T(t) for t in ("3m", "6m")} - kinds == {T(t) for t in banned}


def test_riichi_stick_is_paid_once_the_discard_passes() -> None:
    r = scripted_round([TANYAO_14S, "", "", ""], draws="9m")
    assert Discard(T("9m"), True, riichi=True) in r.pending()[0]
    discard(r, "9m", riichi=True)
    pass_all(r)
    assert r.scores[0] == 24000 and r.sticks == 1
    assert any(isinstance(e, RiichiAccepted) and e.double for e in r.log)
    tsumogiri_round(r, 3)
    drawn = r.seats[0].drawn
    assert drawn is not None and list(r.pending()[0]) == [Discard(drawn, True)]


def test_a_ronned_riichi_discard_pays_no_stick() -> None:
    r = scripted_round([TANYAO_14S, CHIITOI_9M, "", ""], draws="9m")
    discard(r, "9m", riichi=True)
    answer(r, 1, Ron())
    pass_all(r)
    assert r.sticks == 0 and not any(isinstance(e, RiichiAccepted) for e in r.log)
    assert r.scores == [25000 - 1600, 25000 + 1600, 25000, 25000]


def test_riichi_needs_a_closed_hand_and_the_points() -> None:
    poor = RoundSetup(scores=(900, 33000, 33100, 33000))
    r = scripted_round([TANYAO_14S, "", "", ""], draws="9m", setup=poor)
    assert not any(isinstance(a, Discard) and a.riichi for a in r.pending()[0])
    r = scripted_round([TANYAO_14S, "", "", ""], draws="9m", rules=TENHOU.with_changes(
        riichi_min_points=None), setup=poor)
    assert any(isinstance(a, Discard) and a.riichi for a in r.pending()[0])


def test_ippatsu_is_broken_by_any_call() -> None:
    hands = [TANYAO_14S, "", "77z" + "19m19p19s1234z", ""]
    r = scripted_round(hands, draws="9m1z4z7z")
    discard(r, "9m", riichi=True)
    pass_all(r)
    assert r.observe(2).players[0].ippatsu
    tsumogiri_round(r, 2)
    discard(r, "7z")
    answer(r, 2, Pon((T("7z"), T("7z"))))
    pass_all(r)
    assert not r.observe(2).players[0].ippatsu


def test_furiten_of_own_discards_blocks_ron() -> None:
    hands = ["", "234m444p678s23s5p1s", "", ""]
    r = scripted_round(hands, draws="1z5p2z3z4s")
    tsumogiri_round(r, 1)
    discard(r, "1s")  # seat 1 keeps 234m444p678s23s55p: waits 1s/4s, and 1s is thrown
    pass_all(r)
    tsumogiri_round(r, 2)
    assert r.seats[1].furiten
    discard(r, "4s")  # seat 0: seat 1 would win with tanyao, but it threw 1s
    assert Ron() not in r.pending().get(1, ())


def test_temporary_furiten_after_passing_a_win_until_the_own_discard() -> None:
    hands = ["", TANYAO_14S, "", ""]
    r = scripted_round(hands, draws="1z9p1s4s2z3z4s")
    tsumogiri_round(r, 2)
    discard(r, "1s")  # seat 2: 1s completes seat 1's hand without a yaku
    assert Ron() not in r.pending().get(1, ())
    pass_all(r)
    assert r.seats[1].temporary_furiten and r.observe(1).furiten
    discard(r, "4s")  # seat 3
    assert Ron() not in r.pending().get(1, ())
    pass_all(r)
    tsumogiri_round(r, 2)  # seat 0, then seat 1 discards: furiten ends
    assert not r.seats[1].temporary_furiten
    discard(r, "4s")  # seat 2
    assert Ron() in r.pending()[1]


def test_riichi_furiten_lasts_for_the_hand() -> None:
    hands = ["", TANYAO_14S, "", ""]
    r = scripted_round(hands, draws="1z9p4s2z3z5z6z4s")
    tsumogiri_round(r, 1)
    discard(r, "9p", riichi=True)
    pass_all(r)
    discard(r, "4s")  # seat 2: seat 1 lets it go
    answer(r, 1, Pass())
    pass_all(r)
    tsumogiri_round(r, 4)
    assert r.seats[1].riichi_furiten
    discard(r, "4s")
    assert Ron() not in r.pending().get(1, ())


def test_after_a_call_the_caller_discards_without_drawing() -> None:
    r = scripted_round(["", "", "77z" + "19m19p19s1234z", ""], draws="7z")
    discard(r, "7z")
    answer(r, 2, Pon((T("7z"), T("7z"))))
    pass_all(r)
    assert list(r.pending()) == [2] and r.seats[2].drawn is None
    assert all(isinstance(a, Discard) and not a.tsumogiri for a in r.pending()[2])
    assert len(r.seats[2].hand) == 11 and isinstance(r.log[-1], Called)
    discard(r, "1m")
    assert Discarded(2, T("1m"), tsumogiri=False, riichi=False) in r.log
