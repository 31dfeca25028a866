"""Table rules the seed documents state that no other engine test covers: who keeps the
deal after a double ron or an abortive draw, bust at exactly zero, the riichi conditions,
nagashi with a called discard, the four-riichi option, the noten payment total and
furiten on a called discard (scripted walls). The seed audit lists what each proves."""

from __future__ import annotations

import pytest

from mahjong_tui.engine.events import DrawReason, RoundEnded, Won
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.round import Round, RoundSetup
from mahjong_tui.engine.settlement import final_standings
from mahjong_tui.engine.wall import Wall
from rules.actions import Ankan, Discard, KyuushuKyuuhai, Pon, Ron, Tsumo
from rules.ruleset import NAMED_UMA, TENHOU
from rules.tiles import parse_tile
from tests.engine.drive import (
    answer,
    discard,
    draw_event,
    draw_order_wall,
    pass_all,
    play_out,
    scripted_round,
    tsumogiri_round,
)

T = parse_tile
SEVEN_PAIRS_9M = ("1133m5577p2244s9m", "2266m1188p3355s9m")
"""Two seven-pairs hands waiting on 9m."""


@pytest.mark.parametrize(("any_winner", "renchan"), [(True, True), (False, False)])
def test_dealer_as_the_second_of_two_rons(any_winner: bool, renchan: bool) -> None:
    """Seed 000: the winner a head bump passes over has no right to renchan."""
    rules = TENHOU.with_changes(multi_ron_dealer_keeps_if_any_winner=any_winner)
    r = scripted_round([SEVEN_PAIRS_9M[0], "", SEVEN_PAIRS_9M[1], ""], draws="6z9m",
                       rules=rules)
    tsumogiri_round(r, 1)  # the dealer throws 6z
    discard(r, "9m")  # seat 1: seat 2 is nearer than the dealer (seat 0)
    answer(r, 2, Ron())
    answer(r, 0, Ron())
    pass_all(r)
    assert [e.winner for e in r.log if isinstance(e, Won)] == [2, 0]
    assert r.result is not None and r.result.renchan is renchan
    assert r.result.honba == (1 if renchan else 0)


@pytest.mark.parametrize(
    ("keeps", "adds_honba", "renchan", "honba"),
    [(True, True, True, 3), (False, True, False, 3), (False, False, False, 0)],
)
def test_abortive_draw_renchan(keeps: bool, adds_honba: bool, renchan: bool, honba: int) -> None:
    """Seed 000: after an abortive draw 親は連荘できず…積み棒を増やします."""
    rules = TENHOU.with_changes(abortive_draw_renchan=keeps, draw_adds_honba=adds_honba)
    r = scripted_round(["19m19p1s12345z234m", "", "", ""], draws="6z", rules=rules,
                       setup=RoundSetup(honba=2))
    r.apply(0, KyuushuKyuuhai())
    assert r.result is not None
    assert (r.result.renchan, r.result.honba) == (renchan, honba)


@pytest.mark.parametrize(("at_zero", "over"), [(False, False), (True, True)])
def test_bust_at_exactly_zero(at_zero: bool, over: bool) -> None:
    """Seeds 000 and 004 bust below zero (０点未満, マイナス); ``bust_at_zero`` also at 0.
    The dealer, noten with 1000 points, pays 1000 to the one tenpai seat."""
    rules = TENHOU.with_changes(bust_at_zero=at_zero)
    wall = draw_order_wall(["", "234m444p678s23s55p", "", ""], {})
    game = Game(rules, 1, walls=[wall], start=RoundSetup(scores=(1000, 33000, 33000, 33000)))
    while game.hands_played == 0:
        tsumogiri_round(game, 1)
    ended = next(e for e in game.log if isinstance(e, RoundEnded))
    assert ended.scores[0] == 0
    assert game.is_over is over


@pytest.mark.parametrize(
    ("seat", "min_live", "last_riichi_at"), [(1, 4, 4), (0, 4, 5), (0, 1, 1), (1, 1, 4), (1, 0, 0)]
)
def test_riichi_min_live_tiles(seat: int, min_live: int, last_riichi_at: int) -> None:
    """Seed 004: リーチは…山の残り4枚以上; the field also allows 1 (not on the last draw)
    and 0 (no check: a riichi on the last tile). Seat 1 draws with 4 and 0 tiles left,
    seat 0 with 5 and 1."""
    rules = TENHOU.with_changes(riichi_min_live_tiles=min_live)
    hands = ["", "", "", ""]
    hands[seat] = "234m444p678s23s55p"
    r = Round(rules, RoundSetup(), draw_order_wall(hands, {}))
    offered = []
    while not r.is_over:
        mine = r.pending().get(seat, ()) if r.seats[seat].drawn is not None else ()
        if any(isinstance(a, Discard) and a.riichi for a in mine):
            offered.append(r.live_left)
        tsumogiri_round(r, 1)
    assert min(offered) == last_riichi_at


@pytest.mark.parametrize("enabled", [True, False])
def test_four_riichi(enabled: bool) -> None:
    """Seed 000: ４人リーチでは流局しません (suucha_riichi off plays on)."""
    hands = ["1133m5577p2244s1z", "2266m1188p3355s2z", "4488m3399p6677s3z", "99m2266p8899s774z"]
    r = scripted_round(hands, draws="5z6z5z6z", rules=TENHOU.with_changes(suucha_riichi=enabled))
    for tile in ("5z", "6z", "5z", "6z"):
        discard(r, tile, riichi=True)
        pass_all(r)
    assert r.is_over is enabled
    assert r.sticks == 4 and r.scores == [24000] * 4


@pytest.mark.parametrize("void", [True, False])
def test_nagashi_and_a_called_discard(void: bool) -> None:
    """Seed 003 (選択ルール) / 000 / 004: a called terminal discard voids nagashi only
    with ``nagashi_void_on_call``."""
    rules = TENHOU.with_changes(nagashi_void_on_call=void)
    r = scripted_round(["", "11z258m258p258s36m", "", ""], draws="1z", rules=rules)
    discard(r, "1z")
    pon = next(a for a in r.pending()[1] if isinstance(a, Pon))
    answer(r, 1, pon)
    pass_all(r)
    assert r.seats[0].nagashi is not void


@pytest.mark.parametrize(("total", "noten_pays"), [(3000, -1000), (0, 0), (6000, -2000)])
def test_noten_penalty_total(total: int, noten_pays: int) -> None:
    """Seeds 000/004: 合計3,000点をノーテン側からテンパイ側へ (1 tenpai: +3000 / -1000 each)."""
    rules = TENHOU.with_changes(noten_penalty_total=total)
    r = Round(rules, RoundSetup(), draw_order_wall(["234m444p678s23s55p", "", "", ""], {}))
    play_out(r)
    drawn = draw_event(r)
    assert drawn.reason is DrawReason.EXHAUSTIVE and drawn.tenpai == (True, False, False, False)
    assert drawn.deltas == (-3 * noten_pays, noten_pays, noten_pays, noten_pays)


def test_a_called_discard_still_makes_furiten() -> None:
    """Seed 004: 捨てた牌を他の人が鳴いても、捨てた事実は残ります."""
    hands = ["", "234m444p678s23s5p1s", "11s" + "19m19p1234z5z", ""]
    r = scripted_round(hands, draws="6z5p7z")
    tsumogiri_round(r, 1)
    discard(r, "1s")  # seat 1 keeps 234m444p678s23s55p (waits 1s/4s); seat 2 pons the 1s
    answer(r, 2, next(a for a in r.pending()[2] if isinstance(a, Pon)))
    pass_all(r)
    assert r.seats[1].river[-1].called_by == 2
    assert r.seats[1].furiten


@pytest.mark.parametrize(
    ("changes", "indicators", "uras"),
    [({}, 2, 2), ({"kan_ura_dora": False}, 2, 1),
     ({"kan_dora": False, "kan_ura_dora": False}, 1, 1)],
)
def test_kan_dora_and_kan_ura_options(changes: dict[str, bool], indicators: int,
                                      uras: int) -> None:
    """Seed 000 (カンウラを使わない設定) and 003 (カンドラ / カン裏ドラ 選択可)."""
    r = scripted_round(["1111m234p567s99s1p", "", "", ""], draws="3z", rinshan="1p",
                       rules=TENHOU.with_changes(**changes))
    r.apply(0, Ankan(T("1m")))
    discard(r, "3z", riichi=True)
    pass_all(r)
    assert r.indicator_count == indicators
    assert len(r.ura_indicators(r.seats[0])) == uras


@pytest.mark.parametrize(
    ("name", "scores", "expected"),
    [
        ("wantsu", (40000, 28000, 22000, 10000), [50.0, 8.0, -18.0, -40.0]),
        ("gotto", (40000, 28000, 22000, 10000), [40.0, 3.0, -13.0, -30.0]),
        ("wansuri", (40000, 28000, 22000, 10000), [60.0, 8.0, -18.0, -50.0]),
        ("shichigosan", (40000, 28000, 22000, 10000), [45.0, -5.0, -13.0, -27.0]),
        ("shichigosan", (40000, 32000, 18000, 10000), [40.0, 7.0, -17.0, -30.0]),
        ("shichigosan", (40000, 32000, 31000, -3000), [37.0, 7.0, 4.0, -48.0]),
        ("shizumi", (40000, 28000, 22000, 10000), [60.0, -12.0, -18.0, -30.0]),
        ("shizumi", (40000, 32000, 18000, 10000), [50.0, 2.0, -22.0, -30.0]),
        ("shizumi", (40000, 32000, 31000, -3000), [40.0, 2.0, 1.0, -43.0]),
    ],
)
def test_seed000_uma_tables(name: str, scores: tuple[int, ...], expected: list[float]) -> None:
    """Seed 000's selectable uma (ゴットー ... 沈みウマ by floating players, 浮き = at or
    above the 30000 return), with its 25000 start: the top also takes the 20000 oka."""
    uma, floating = NAMED_UMA[name]
    rules = TENHOU.with_changes(uma=uma, floating_uma=floating, final_rounding="none")
    assert [p.result for p in final_standings(scores, 0, rules).placements] == expected


UNCONNECTED = "147m258p369s1234z"
"""With a drawn 4z: 十三不塔 (no set, no partial set, one pair)."""


@pytest.mark.parametrize(
    ("enabled", "seat", "draws", "offered"),
    [(True, 0, "4z", True), (True, 1, "6z4z", True), (False, 0, "4z", False)],
)
def test_shiisan_puutaa_on_the_first_draw(enabled: bool, seat: int, draws: str,
                                          offered: bool) -> None:
    """Seed 003: 親の配牌か子の最初のツモ時 (the dealer's dealt 14 or a non-dealer's first
    draw) is a tsumo though the 13 tiles before it wait on nothing."""
    rules = TENHOU.with_changes(yaku_shiisan_puutaa=enabled)
    hands = ["", "", "", ""]
    hands[seat] = UNCONNECTED
    r = scripted_round(hands, draws=draws, rules=rules)
    if seat:
        tsumogiri_round(r, 1)
    assert (Tsumo() in r.pending()[seat]) is offered
    if offered:
        r.apply(seat, Tsumo())
        (won,) = [e for e in r.log if isinstance(e, Won)]
        assert {y.id for y in won.result.yaku} == {"shiisan_puutaa"}
        assert won.deltas[seat] == (48000 if seat == 0 else 32000)


def test_shiisan_puutaa_not_after_the_first_draw() -> None:
    rules = TENHOU.with_changes(yaku_shiisan_puutaa=True)
    r = scripted_round([UNCONNECTED, "", "", ""], draws="6z5z5z5z4z", rules=rules)
    tsumogiri_round(r, 4)  # seat 0 throws 6z, then draws 4z on its second turn
    assert r.seats[0].drawn == T("4z")
    assert Tsumo() not in r.pending()[0]


@pytest.mark.parametrize(("streak", "paarenchan"), [(6, False), (7, True)])
def test_paarenchan_counts_the_dealers_wins_in_the_game(streak: int, paarenchan: bool) -> None:
    """Seed 003: 8回以上連続して上がった場合 (the dealer's eighth win in a row), and the
    streak goes on into the next hand."""
    rules = TENHOU.with_changes(yaku_paarenchan=True)
    wall = Wall.scripted(["234m345p6789s555z", "", "", ""], "1z9s")
    start = RoundSetup(scores=(25000, 60000, 25000, 25000), dealer_streak=streak)
    game = Game(rules, 1, walls=[wall], start=start)  # seat 1 survives a yakuman
    tsumogiri_round(game, 1)
    discard(game, "9s")
    answer(game, 0, Ron())
    pass_all(game)
    won = next(e for e in game.log if isinstance(e, Won))
    assert ("paarenchan" in {y.id for y in won.result.yaku}) is paarenchan
    assert game.round.setup.dealer_streak == streak + 1


def test_a_drawn_hand_ends_the_dealers_streak() -> None:
    wall = draw_order_wall(["234m444p678s23s55p", "", "", ""], {})
    game = Game(TENHOU.with_changes(yaku_paarenchan=True), 1, walls=[wall],
                start=RoundSetup(dealer_streak=7))
    while game.hands_played == 0:
        tsumogiri_round(game, 1)
    assert game.round.setup.hand_number == 0 and game.round.setup.dealer_streak == 0
