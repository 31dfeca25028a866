"""Kan options: riichi ankan modes, kokushi robbing a concealed kan, dora and suukaikan
timing, suukantsu pao and the daiminkan rinshan pao (scripted walls)."""

from __future__ import annotations

import pytest

from mahjong_tui.engine.events import DrawReason
from mahjong_tui.engine.round import Round
from rules.actions import Ankan, Daiminkan, Discard, Pass, Ron, Tsumo
from rules.ruleset import TENHOU
from rules.tiles import parse_tile
from tests.engine.drive import (
    answer,
    discard,
    draw_event,
    pass_all,
    scripted_round,
    three_concealed_kans,
    win_event,
)

T = parse_tile


def _event_names(r: Round, since: int) -> list[str]:
    return [type(e).__name__ for e in r.log[since:]]


@pytest.mark.parametrize(
    ("mode", "hand", "allowed"),
    [
        ("keep_waits", "111m234m456p789s5z", True),
        ("keep_waits_and_decomposition", "111m234m456p789s5z", True),
        ("forbidden", "111m234m456p789s5z", False),
        # 1112223335m: the waits 4m 5m stay, but 5m also reads as three 123m runs.
        ("keep_waits", "1112223335m789s", True),
        ("keep_waits_and_decomposition", "1112223335m789s", False),
        # 1113456m: the kan would drop the waits 2m and 5m.
        ("keep_waits", "1113456m456p789s", False),
    ],
)
def test_riichi_ankan(mode: str, hand: str, allowed: bool) -> None:
    rules = TENHOU.with_changes(riichi_ankan=mode)
    r = scripted_round([hand, "", "", ""], draws="9p1z2z3z1m", rules=rules)
    discard(r, "9p", riichi=True)
    pass_all(r)
    for _ in range(3):
        seat = next(iter(r.pending()))
        drawn = r.seats[seat].drawn
        assert drawn is not None
        r.apply(seat, Discard(drawn, tsumogiri=True))
        pass_all(r)
    assert r.seats[0].riichi and r.seats[0].drawn == T("1m")
    assert (Ankan(T("1m")) in r.pending()[0]) is allowed


@pytest.mark.parametrize("enabled", [True, False])
def test_kokushi_robs_a_concealed_kan_only_when_the_rules_say_so(enabled: bool) -> None:
    rules = TENHOU.with_changes(chankan_ankan_kokushi=enabled)
    r = scripted_round(["111z", "19m19p19s2345677z", "", ""], draws="1z", rules=rules)
    r.apply(0, Ankan(T("1z")))
    if not enabled:
        assert 1 not in r.pending() and r.seats[0].drawn is not None
        return
    assert r.pending()[1] == (Ron(), Pass())
    answer(r, 1, Ron())
    pass_all(r)
    win = win_event(r)
    assert win.from_seat == 0 and "kokushi" in {y.id for y in win.result.yaku}


def test_kan_dora_after_the_discard_also_for_a_concealed_kan() -> None:
    rules = TENHOU.with_changes(kan_dora_timing="after_discard")
    r = scripted_round(["1111m" + "19p1234z19s7z", "", "", ""], draws="8p", rules=rules)
    r.apply(0, Ankan(T("1m")))
    assert _event_names(r, -2) == ["ConcealedKan", "Drew"]
    discard(r, "8p")
    assert _event_names(r, -2) == ["Discarded", "DoraRevealed"]
    assert len(r.dora_indicators) == 2


def test_suukaikan_immediate_aborts_at_the_fourth_kan() -> None:
    rules = TENHOU.with_changes(suukaikan_timing="immediate")
    hands = ["1111m2222p3333s5z", "444m" + "19p1234z19s67z", "", ""]
    r = scripted_round(hands, draws="7z4m", rinshan="6z6z6z5z", rules=rules)
    three_concealed_kans(r, "5z")
    pass_all(r)
    r.apply(1, Ankan(T("4m")))
    assert r.is_over
    drawn = draw_event(r)
    assert drawn.reason is DrawReason.SUUKAIKAN


def _fourth_kan_by_daiminkan(**changes: object) -> Round:
    """Three concealed kans, then a daiminkan of 5z fed by seat 1 and a rinshan tsumo."""
    rules = TENHOU.with_changes(**changes)
    hands = ["1111m2222p3333s5z", "", "", ""]
    r = scripted_round(hands, draws="5z5z", rinshan="5z6z7z6z", rules=rules)
    three_concealed_kans(r, "7z")
    pass_all(r)
    discard(r, "5z")
    answer(r, 0, Daiminkan())
    pass_all(r)
    r.apply(0, Tsumo())
    return r


def test_suukantsu_pao_falls_on_the_feeder_of_the_fourth_kan() -> None:
    win = win_event(_fourth_kan_by_daiminkan(pao_yaku=frozenset({"suukantsu"})))
    assert "suukantsu" in {y.id for y in win.result.yaku}
    assert win.pao == 1 and win.deltas == (48000, -48000, 0, 0)


def test_without_suukantsu_pao_everyone_pays() -> None:
    win = win_event(_fourth_kan_by_daiminkan())
    assert win.pao is None and win.deltas == (48000, -16000, -16000, -16000)


@pytest.mark.parametrize("enabled", [True, False])
def test_daiminkan_rinshan_pao(enabled: bool) -> None:
    rules = TENHOU.with_changes(daiminkan_rinshan_pao=enabled)
    r = scripted_round(["555z123m456p789s6z", "", "", ""], draws="7z5z", rinshan="6z",
                       rules=rules)
    discard(r, "7z")
    pass_all(r)
    discard(r, "5z")
    answer(r, 0, Daiminkan())
    pass_all(r)
    r.apply(0, Tsumo())
    win = win_event(r)
    assert "rinshan" in {y.id for y in win.result.yaku}
    gain = win.deltas[0]
    if enabled:
        assert win.pao == 1 and win.deltas == (gain, -gain, 0, 0)
    else:
        assert win.pao is None and win.deltas[1:] == (-gain // 3,) * 3


def test_the_daiminkan_rinshan_pao_ends_with_a_later_kan() -> None:
    """Daiminkan of 5z fed by seat 1, then an ankan: its rinshan win is not seat 1's to pay."""
    rules = TENHOU.with_changes(daiminkan_rinshan_pao=True)
    r = scripted_round(["555z1111m456p789s", "", "", ""], draws="7z5z", rinshan="6z6z",
                       rules=rules)
    discard(r, "7z")
    pass_all(r)
    discard(r, "5z")
    answer(r, 0, Daiminkan())
    pass_all(r)
    r.apply(0, Ankan(T("1m")))
    pass_all(r)
    r.apply(0, Tsumo())
    win = win_event(r)
    assert "rinshan" in {y.id for y in win.result.yaku}
    assert win.pao is None and len(set(win.deltas[1:])) == 1
