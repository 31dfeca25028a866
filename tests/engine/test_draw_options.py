"""Exhaustive draws under the options: nagashi mangan modes, the fifth tile, honba,
keishiki tenpai and declaring noten (scripted walls)."""

from __future__ import annotations

from collections import Counter

import pytest

from mahjong_tui.engine.events import Drawn, DrawReason
from mahjong_tui.engine.round import Round, RoundSetup
from rules.actions import Pon, ShowHand
from rules.ruleset import TENHOU, RuleSet
from rules.tiles import YAOCHUU, parse, parse_tile
from tests.engine.drive import answer, discard, draw_event, draw_order_wall, pass_all, play_out

T = parse_tile
CHIITOI = "1133m5577p2244s9m"
NOTEN = "9m19p19s12345z258m"
"""Ten terminal and honour kinds and no pair: far from tenpai (and no 1m)."""
YAOCHUU_LEFT = sorted((Counter(k for k in YAOCHUU for _ in range(4)) - Counter(parse(NOTEN)))
                      .elements())
"""The terminals and honours not in NOTEN."""


def _drawn(r: Round) -> Drawn:
    ended = draw_event(r)
    assert ended.reason is DrawReason.EXHAUSTIVE
    return ended


def _noten_part(tenpai: tuple[bool, ...]) -> list[int]:
    n = sum(tenpai)
    if n in (0, 4):
        return [0] * 4
    return [3000 // n if t else -3000 // (4 - n) for t in tenpai]


def _nagashi_round(rules: RuleSet, seats: tuple[int, ...], setup: RoundSetup) -> Round:
    """Seats in ``seats`` draw (and throw) only terminals and honours: each of its 18 draws
    (seats 0 and 1) or 17 (seats 2 and 3)."""
    deals, start = {}, 0
    for s in seats:
        size = 18 if s < 2 else 17
        deals[s] = YAOCHUU_LEFT[start : start + size]
        start += size
    r = Round(rules, setup, draw_order_wall([NOTEN, "", "", ""], deals))
    play_out(r)
    return r


def test_nagashi_as_a_win_takes_honba_and_sticks() -> None:
    rules = TENHOU.with_changes(nagashi_mangan="win")
    r = _nagashi_round(rules, (2,), RoundSetup(honba=1, riichi_sticks=1))
    drawn = _drawn(r)
    assert drawn.nagashi == (2,)
    assert drawn.deltas == (-4100, -2100, 9300, -2100)
    assert r.result is not None and not r.result.renchan and r.result.honba == 0
    assert r.result.riichi_sticks == 0


@pytest.mark.parametrize("mode", ["each_paid", "cancel"])
def test_two_nagashi(mode: str) -> None:
    rules = TENHOU.with_changes(nagashi_multiple=mode)
    drawn = _drawn(_nagashi_round(rules, (2, 3), RoundSetup()))
    if mode == "cancel":
        assert drawn.nagashi == ()
        assert list(drawn.deltas) == _noten_part(drawn.tenpai)
    else:
        assert drawn.nagashi == (2, 3)
        assert drawn.deltas == (-8000, -4000, 6000, 6000)


@pytest.mark.parametrize("replaces", [True, False])
def test_nagashi_and_noten_payments(replaces: bool) -> None:
    rules = TENHOU.with_changes(nagashi_replaces_noten_payments=replaces)
    drawn = _drawn(_nagashi_round(rules, (2,), RoundSetup()))
    nagashi = [-4000, -2000, 8000, -2000]
    noten = _noten_part(drawn.tenpai) if not replaces else [0] * 4
    assert not drawn.tenpai[0]
    assert list(drawn.deltas) == [a + b for a, b in zip(nagashi, noten, strict=True)]


@pytest.mark.parametrize("mode", ["concealed_only", "whole_hand"])
def test_a_wait_on_the_fifth_tile_with_a_pon(mode: str) -> None:
    """Seat 1 pons 1m and waits on the last 1m it holds: a fifth tile counting the pon."""
    rules = TENHOU.with_changes(fifth_tile_tenpai=mode)
    wall = draw_order_wall([NOTEN, "111m234p567p789s1z", "", ""], {0: [T("1m")]})
    r = Round(rules, RoundSetup(), wall)
    discard(r, "1m")
    answer(r, 1, Pon((T("1m"), T("1m"))))
    pass_all(r)
    discard(r, "1z")
    pass_all(r)
    play_out(r)
    assert _drawn(r).tenpai[1] is (mode == "concealed_only")


@pytest.mark.parametrize("adds", [True, False])
def test_draw_adds_honba_when_the_deal_passes(adds: bool) -> None:
    rules = TENHOU.with_changes(draw_adds_honba=adds)
    r = Round(rules, RoundSetup(honba=2), draw_order_wall([NOTEN, "", "", ""]))
    play_out(r)
    assert not _drawn(r).tenpai[0]
    assert r.result is not None and not r.result.renchan
    assert r.result.honba == (3 if adds else 0)


@pytest.mark.parametrize("keishiki", [True, False])
def test_keishiki_tenpai(keishiki: bool) -> None:
    """123m456p789s 11m 99m: a shanpon with no yaku on either wait (no riichi)."""
    rules = TENHOU.with_changes(keishiki_tenpai=keishiki)
    hands = ["123m456p789s1199m", "2266m1188p3355s7m", "", ""]
    r = Round(rules, RoundSetup(), draw_order_wall(hands))
    play_out(r)
    drawn = _drawn(r)
    assert drawn.tenpai[0] is keishiki
    assert drawn.tenpai[1]


@pytest.mark.parametrize("show", [True, False])
def test_a_tenpai_player_not_in_riichi_may_declare_noten(show: bool) -> None:
    rules = TENHOU.with_changes(noten_declaration_allowed=True)
    hands = [CHIITOI, "2266m1188p3355s7m", "", ""]
    r = Round(rules, RoundSetup(), draw_order_wall(hands))
    discard(r, "2m")
    pass_all(r)
    discard(r, "2m", riichi=True)
    pass_all(r)
    play_out(r)
    asked = r.pending()
    assert asked[0] == (ShowHand(True), ShowHand(False)) and 1 not in asked
    for seat in list(asked):
        r.apply(seat, ShowHand(show or seat != 0))
    drawn = _drawn(r)
    assert drawn.tenpai[0] is show and drawn.tenpai[1]
    assert bool(drawn.hands[0]) is show
    assert r.result is not None and r.result.renchan is show and r.result.dealer_tenpai is show


def test_without_the_option_nobody_is_asked() -> None:
    r = Round(TENHOU, RoundSetup(), draw_order_wall([CHIITOI, "", "", ""]))
    play_out(r)
    assert r.is_over and _drawn(r).tenpai[0]
