"""Multiple ron, abortive draws, kans and dora, chankan, exhaustive draws, nagashi, pao."""

from __future__ import annotations

import pytest

from mahjong_tui.engine.events import (
    AddedKan,
    Called,
    ConcealedKan,
    Discarded,
    DoraRevealed,
    DrawReason,
    Drew,
    RoundEnded,
    Won,
)
from mahjong_tui.engine.round import Round, RoundSetup
from mahjong_tui.engine.wall import LIVE
from rules.actions import Ankan, Daiminkan, Discard, Kakan, KyuushuKyuuhai, Pon, Ron, Tsumo
from rules.ruleset import TENHOU, RuleSet
from rules.tiles import parse, parse_tile
from tests.engine.drive import (
    answer,
    before_added_kan,
    discard,
    draw_event,
    draw_order_wall,
    pass_all,
    play_out,
    scripted_round,
    three_concealed_kans,
    tsumogiri_round,
)

T = parse_tile
CHIITOI = ("1133m5577p2244s9m", "2266m1188p3355s9m", "4488m3399p6677s9m")
"""Three seven-pairs hands waiting on 9m (seats 1, 2, 3)."""


def _wins(r: Round) -> list[Won]:
    return [e for e in r.log if isinstance(e, Won)]


def _ron_9m(rules: RuleSet, waiting: int, setup: RoundSetup | None = None) -> Round:
    hands = ["", *CHIITOI[:waiting], *[""] * (3 - waiting)]
    r = scripted_round(hands, draws="9m", rules=rules, setup=setup)
    discard(r, "9m")
    for seat in range(1, waiting + 1):
        answer(r, seat, Ron())
    pass_all(r)
    return r


def test_double_ron_pays_both_and_the_nearest_takes_honba_and_sticks() -> None:
    r = _ron_9m(TENHOU, 2, RoundSetup(honba=2, riichi_sticks=1))
    assert [w.winner for w in _wins(r)] == [1, 2]
    assert r.scores == [25000 - 2200 - 1600, 25000 + 2200 + 1000, 25000 + 1600, 25000]
    assert r.result is not None and not r.result.renchan and r.result.honba == 0


def test_each_winner_gets_the_honba_when_the_rules_say_so() -> None:
    rules = TENHOU.with_changes(multi_ron_honba="each_winner")
    r = _ron_9m(rules, 2, RoundSetup(honba=1))
    assert [w.deltas[w.winner] for w in _wins(r)] == [1900, 1900]


def test_head_bump_lets_only_the_nearest_win() -> None:
    rules = TENHOU.with_changes(max_ron_winners=1, sanchahou_abortive=False)
    assert [w.winner for w in _wins(_ron_9m(rules, 2))] == [1]


def test_three_rons_abort_the_hand_with_sanchahou() -> None:
    r = _ron_9m(TENHOU, 3)
    assert draw_event(r).reason is DrawReason.SANCHAHOU and not _wins(r)
    assert r.result is not None and r.result.renchan and r.result.honba == 1


def test_triple_ron_is_paid_without_sanchahou() -> None:
    rules = TENHOU.with_changes(max_ron_winners=3, sanchahou_abortive=False)
    assert [w.winner for w in _wins(_ron_9m(rules, 3))] == [1, 2, 3]


def test_kyuushu_kyuuhai_is_the_players_choice() -> None:
    r = scripted_round(["19m19p1s12345z234m", "", "", ""], draws="6z")
    assert KyuushuKyuuhai() in r.pending()[0]
    r.apply(0, KyuushuKyuuhai())
    drawn = draw_event(r)
    assert drawn.reason is DrawReason.KYUUSHU_KYUUHAI and drawn.declarer == 0
    assert r.result is not None and r.result.renchan and r.result.honba == 1
    off = scripted_round(["19m19p1s12345z234m", "", "", ""], draws="6z",
                         rules=TENHOU.with_changes(kyuushu_kyuuhai=False))
    assert KyuushuKyuuhai() not in off.pending()[0]


@pytest.mark.parametrize("enabled", [True, False])
def test_suufon_renda(enabled: bool) -> None:
    r = scripted_round(["", "", "", ""], draws="1z1z1z1z",
                       rules=TENHOU.with_changes(suufon_renda=enabled))
    tsumogiri_round(r, 4)
    assert r.is_over is enabled
    if enabled:
        assert draw_event(r).reason is DrawReason.SUUFON_RENDA


def test_suucha_riichi_aborts_once_the_fourth_riichi_passes() -> None:
    hands = ["1133m5577p2244s1z", "2266m1188p3355s2z", "4488m3399p6677s3z", "99m2266p8899s774z"]
    r = scripted_round(hands, draws="5z6z5z6z")
    for tile in ("5z", "6z", "5z", "6z"):
        discard(r, tile, riichi=True)
        pass_all(r)
    assert draw_event(r).reason is DrawReason.SUUCHA_RIICHI
    assert r.sticks == 4 and r.scores == [24000] * 4


def test_suukaikan_by_two_players_aborts_after_the_next_discard() -> None:
    """Seat 2 holds 5z5z: seat 1's discard after the fourth kan may be ronned, not called."""
    hands = ["1111m2222p3333s5z", "444m" + "19p1234z19s67z", "23589m1689p79s55z", ""]
    r = scripted_round(hands, draws="7z4m", rinshan="6z6z6z5z")
    three_concealed_kans(r, "5z")
    pass_all(r)
    r.apply(1, Ankan(T("4m")))
    assert not r.is_over
    assert not any(isinstance(a, Ankan | Kakan) for a in r.pending()[1])
    discard(r, "5z")
    assert not any(isinstance(a, Pon) for acts in r.pending().values() for a in acts)
    pass_all(r)
    assert draw_event(r).reason is DrawReason.SUUKAIKAN


def test_four_kans_by_one_player_play_on_and_no_fifth_kan() -> None:
    r = scripted_round(["1111m2222p3333s4z", "", "", ""], draws="5z", rinshan="4z4z4z6z")
    for k in ("1m", "2p", "3s", "4z"):
        r.apply(0, Ankan(T(k)))
    assert sum(isinstance(e, DoraRevealed) for e in r.log) == 4
    discard(r, "6z")
    pass_all(r)
    assert not r.is_over and r.live_left == LIVE - 2 - 4


def _event_names(r: Round, since: int) -> list[str]:
    return [type(e).__name__ for e in r.log[since:]]


def test_concealed_kan_dora_is_immediate() -> None:
    r = scripted_round(["1111m" + "19p1234z19s7z", "", "", ""], draws="8p")
    r.apply(0, Ankan(T("1m")))
    assert _event_names(r, -3) == ["ConcealedKan", "DoraRevealed", "Drew"]


def test_open_kan_dora_timing() -> None:
    hands = ["", "777s" + "19p1234z28m56z", "", ""]
    for timing, expected in [
        ("open_kan_after_discard", ["Called", "Drew", "Discarded", "DoraRevealed"]),
        ("immediate", ["Called", "DoraRevealed", "Drew", "Discarded"]),
    ]:
        r = scripted_round(hands, draws="7s", rules=TENHOU.with_changes(kan_dora_timing=timing))
        discard(r, "7s")
        answer(r, 1, Daiminkan())
        pass_all(r)
        start = next(i for i, e in enumerate(r.log) if isinstance(e, Called))
        discard(r, "1p")
        assert _event_names(r, start)[:4] == expected


def test_chankan_robs_an_added_kan() -> None:
    r = before_added_kan()
    r.apply(1, Kakan(T("5m")))
    assert isinstance(r.log[-1], AddedKan) and Ron() in r.pending()[2]
    answer(r, 2, Ron())
    (win,) = _wins(r)
    assert win.from_seat == 1 and "chankan" in {y.id for y in win.result.yaku}
    assert not any(isinstance(e, DoraRevealed) for e in r.log[1:])


def test_exhaustive_draw_noten_payments_and_a_fifth_tile_wait_is_noten() -> None:
    hands = ["2266m1188p3355s9m", "1111m234p567s789s", "", ""]
    r = Round(TENHOU, RoundSetup(), draw_order_wall(hands, {}))
    play_out(r)
    drawn = draw_event(r)
    assert drawn.reason is DrawReason.EXHAUSTIVE
    assert drawn.tenpai[0] and not drawn.tenpai[1]
    n = sum(drawn.tenpai)
    assert drawn.deltas[0] == 3000 // n and drawn.deltas[1] == -3000 // (4 - n)
    assert r.result is not None and r.result.renchan and r.result.honba == 1


def test_the_last_discard_may_only_be_ronned_and_no_kan_on_the_last_tile() -> None:
    r = Round(TENHOU, RoundSetup(), draw_order_wall(["", "1111m234p567s789s", "", ""], {}))
    tsumogiri_round(r, LIVE - 1)
    assert r.live_left == 0 and list(r.pending()) == [1]
    assert not any(isinstance(a, Ankan | Kakan) for a in r.pending()[1])
    discard(r, "1m")
    assert all(set(map(type, acts)) <= {Ron, type(acts[-1])} for acts in r.pending().values())
    pass_all(r)
    assert draw_event(r).reason is DrawReason.EXHAUSTIVE


def test_riichi_needs_four_live_tiles() -> None:
    r = Round(TENHOU, RoundSetup(), draw_order_wall(["234m444p678s23s55p", "", "", ""], {}))
    seen = set()
    while not r.is_over:
        if 0 in r.pending() and r.seats[0].drawn is not None:
            riichi = any(isinstance(a, Discard) and a.riichi for a in r.pending()[0])
            assert riichi == (r.live_left >= 4)
            seen.add(riichi)
        tsumogiri_round(r, 1)
    assert seen == {True, False}


def test_nagashi_mangan_is_paid_at_the_draw() -> None:
    yaochuu = parse("19m19p19s1234567z") + parse("19m19p19s1234z")
    r = Round(TENHOU, RoundSetup(), draw_order_wall(["", "", "", ""], {2: yaochuu[:18]}))
    play_out(r)
    drawn = draw_event(r)
    assert drawn.nagashi == (2,)
    assert drawn.deltas == (-4000, -2000, 8000, -2000)


def test_pao_for_the_third_dragon_pays_the_whole_tsumo() -> None:
    hands = ["", "556677z123m159p9s", "", ""]
    r = scripted_round(hands, draws="5z6z7z1z2z3z9s")
    discard(r, "5z")
    answer(r, 1, Pon((T("5z"), T("5z"))))
    pass_all(r)
    discard(r, "1p")
    pass_all(r)
    discard(r, "6z")
    answer(r, 1, Pon((T("6z"), T("6z"))))
    pass_all(r)
    discard(r, "5p")
    pass_all(r)
    discard(r, "7z")
    answer(r, 1, Pon((T("7z"), T("7z"))))
    pass_all(r)
    discard(r, "9p")
    pass_all(r)
    tsumogiri_round(r, 3)
    r.apply(1, Tsumo())
    (win,) = _wins(r)
    assert win.pao == 2
    assert win.deltas == (0, 32000, -32000, 0)


def test_ended_round_reports_the_next_counters() -> None:
    r = _ron_9m(TENHOU, 1, RoundSetup(hand_number=0, honba=3))
    assert isinstance(r.log[-1], RoundEnded)
    assert r.log[-1].honba == 0 and not r.log[-1].renchan
    assert [type(e) for e in r.log[:3]][1:] == [Drew, Discarded]
    assert not any(isinstance(e, ConcealedKan) for e in r.log)


def test_a_win_records_its_chips() -> None:
    rules = TENHOU.with_changes(chip_value=5000, chip_aka=1)
    hands = ["", "1133m0p577p2244s9m", "", ""]
    r = scripted_round(hands, draws="9m", rules=rules)
    discard(r, "9m")
    answer(r, 1, Ron())
    pass_all(r)
    (win,) = _wins(r)
    assert win.chips.payments == (1, 0, 0, 0) and win.chips.points == 5000
