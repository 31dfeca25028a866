"""Wins pinned case by case (the gaps a mutation audit of ``engine/wins.py`` found): the
situation a win is scored in (double riichi, ippatsu, haitei, tenhou, chiihou, the first
draw, renhou's window) flag by flag; two han without dora from the ryanhan-shibari honba;
without atozuke an open hand wins only when every wait has a yaku, by ron or tsumo; a
yakuless wait or a fifth tile is no tenpai without keishiki; a win's chips count only
what the hand has."""

from __future__ import annotations

import pytest

from mahjong_tui.engine import draws, wins
from mahjong_tui.engine.events import Won
from mahjong_tui.engine.round import RoundSetup
from mahjong_tui.engine.seat import SeatState
from rules.actions import Ron
from rules.hand import Meld
from rules.ruleset import TENHOU
from rules.tiles import parse, parse_tile
from tests.engine.drive import answer, discard, pass_all, scripted_round, tsumogiri_round, win_event
from tests.engine.test_pao_pinned import _dragons

T = parse_tile


def _seat(hand: str, *melds: str, number: int = 1) -> SeatState:
    st = SeatState(number, list(parse(hand)), melds=tuple(Meld.parse(m) for m in melds))
    st.update_waits()
    return st


def test_double_riichi_needs_riichi_and_its_first_turn() -> None:
    r = scripted_round(["", "", "", ""])
    st = r.seats[1]
    st.riichi, st.double_riichi = True, False
    assert not wins.situation(r, st, tsumo=False).double_riichi
    st.double_riichi = True
    assert wins.situation(r, st, tsumo=False).double_riichi


@pytest.mark.parametrize(("held", "rule", "counted"), [(True, True, True), (True, False, False),
                                                       (False, True, False)])
def test_ippatsu_needs_the_seats_ippatsu_and_the_rule(held: bool, rule: bool,
                                                      counted: bool) -> None:
    r = scripted_round(["", "", "", ""], rules=TENHOU.with_changes(ippatsu=rule))
    st = r.seats[1]
    st.riichi, st.ippatsu = True, held
    assert wins.situation(r, st, tsumo=False).ippatsu is counted


def test_the_first_draw_wins_and_none_later() -> None:
    """Before anyone discards: the dealer's tsumo is tenhou, another's chiihou, and both
    are the first draw; a ron is none of them; after the first go-around, nothing."""
    r = scripted_round(["", "", "", ""])
    dealer, other = r.seats[0], r.seats[1]
    first = wins.situation(r, dealer, tsumo=True)
    assert (first.tenhou, first.chiihou, first.first_draw, first.haitei) == (
        True, False, True, False)
    second = wins.situation(r, other, tsumo=True)
    assert (second.tenhou, second.chiihou, second.first_draw) == (False, True, True)
    ron = wins.situation(r, other, tsumo=False)
    assert (ron.tenhou, ron.chiihou, ron.first_draw, ron.houtei) == (False, False, False,
                                                                     False)
    tsumogiri_round(r, 4)
    later = wins.situation(r, dealer, tsumo=True)
    assert (later.tenhou, later.chiihou, later.first_draw, later.haitei) == (
        False, False, False, False)


@pytest.mark.parametrize(("renhou", "window", "turns", "seat", "counted"), [
    ("mangan", "before_own_first_draw", 1, 2, True),
    ("none", "before_own_first_draw", 1, 2, False),
    ("mangan", "before_own_first_draw", 3, 3, True),
    ("mangan", "before_own_first_draw", 3, 1, False),
    ("mangan", "dealer_first_discard", 1, 2, True),
])
def test_renhous_window(renhou: str, window: str, turns: int, seat: int,
                        counted: bool) -> None:
    """``seat`` rons the last of ``turns`` first discards: before its own first draw it is
    renhou, after it (seat 1 has drawn and thrown) it is not."""
    rules = TENHOU.with_changes(renhou=renhou, renhou_window=window)
    r = scripted_round(["", "", "", ""], rules=rules)
    tsumogiri_round(r, turns)
    assert wins.situation(r, r.seats[seat], tsumo=False).renhou is counted


def test_renhou_in_the_dealers_window_is_the_first_discard_only() -> None:
    rules = TENHOU.with_changes(renhou="mangan", renhou_window="dealer_first_discard")
    r = scripted_round(["", "", "", ""], rules=rules)
    tsumogiri_round(r, 2)
    assert not wins.situation(r, r.seats[3], tsumo=False).renhou


SHIBARI = TENHOU.with_changes(ryanhan_shibari_honba=5)


@pytest.mark.parametrize(("hand", "win", "honba", "allowed"), [
    ("234m456p678s666s5s", "5s", 5, False),  # tanyao and two dora: one han without them
    ("234m456p678s666s5s", "5s", 4, True),  # below the honba that binds
    ("234m456p678s55s34s", "2s", 5, True),  # tanyao pinfu: two han of its own
])
def test_two_han_without_dora_from_the_shibari_honba(hand: str, win: str, honba: int,
                                                     allowed: bool) -> None:
    r = scripted_round(["", "", "", ""], rules=SHIBARI, dora="4s",
                       setup=RoundSetup(honba=honba))
    result = wins.score_win(r, _seat(hand), T(win), tsumo=False)
    assert (result is not None) is allowed


@pytest.mark.parametrize("tsumo", [False, True])
@pytest.mark.parametrize(("hand", "atozuke", "allowed"), [
    ("456p678s55s23s", False, False),  # 1s-4s: 1s has no yaku
    ("456p678s55s23s", True, True),
    ("456p678s55s34s", False, True),  # 2s-5s: tanyao either way
])
def test_without_atozuke_every_wait_needs_a_yaku(hand: str, atozuke: bool, allowed: bool,
                                                 tsumo: bool) -> None:
    win = "4s" if "23s" in hand else "2s"
    r = scripted_round(["", "", "", ""], rules=TENHOU.with_changes(atozuke=atozuke))
    st = _seat(hand, "chi:234m")
    if tsumo:
        st.hand.append(T(win))
    result = wins.score_win(r, st, T(win), tsumo=tsumo)
    assert (result is not None) is allowed


@pytest.mark.parametrize("renhou", ["none", "mangan"])
def test_without_keishiki_a_yakuless_wait_is_no_tenpai(renhou: str) -> None:
    """Neither the last tile's houtei nor renhou (a yaku of the moment, not the hand)
    counts."""
    rules = TENHOU.with_changes(keishiki_tenpai=False, renhou=renhou)
    r = scripted_round(["", "", "", ""], rules=rules)
    yakuless = _seat("234m456p678s55s12s")  # a penchan on 3s, closed, no yaku
    assert yakuless.waits == frozenset(parse("3s"))
    assert not draws.is_tenpai(r, yakuless)
    assert draws.is_tenpai(r, _seat("456p678s55s34s", "chi:234m"))


def test_a_wait_on_a_kind_held_three_times_counts() -> None:
    """1m and 2p, each the fourth of its kind, are the waits with a yaku (sanshoku);
    4m has none."""
    r = scripted_round(["", "", "", ""])
    st = _seat("11123m123p123s22p")
    assert st.waits == frozenset(parse("1m4m2p"))
    assert wins.has_yaku_wait(r, st)


def test_a_fifth_tile_wait_has_no_yaku() -> None:
    r = scripted_round(["", "", "", ""])
    st = _seat("1111m234p567p888s")
    st.riichi = True
    assert st.waits == frozenset(parse("1m"))
    assert not wins.has_yaku_wait(r, st)


CHIPS = TENHOU.with_changes(chip_value=5000, chip_aka=1, chip_ura=2, chip_ippatsu=3,
                            chip_yakuman_ron=5)


def test_a_plain_ron_pays_only_its_red_fives_chips() -> None:
    r = scripted_round(["", "1133m0p577p2244s9m", "", ""], draws="9m", rules=CHIPS)
    discard(r, "9m")
    answer(r, 1, Ron())
    pass_all(r)
    (won,) = [e for e in r.log if isinstance(e, Won)]
    assert won.chips.per_payer == (("aka", 1),)
    assert won.chips.payments == (1, 0, 0, 0)


def test_a_pao_tsumo_has_the_liable_seat_pay_the_yakuman_chips() -> None:
    rules = CHIPS.with_changes(chip_yakuman_tsumo=1)
    won = win_event(_dragons(rules))
    assert won.pao == 3
    assert won.chips.payments == (0, 0, 0, 5)
