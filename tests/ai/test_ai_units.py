"""Unit tests of the AI's pure parts: efficiency, value, yaku paths, danger, calls, riichi."""

from __future__ import annotations

from itertools import pairwise

import pytest

from ai.calls import _after, choose_call
from ai.danger import deal_in, find_threats, open_tenpai_chance, shape_weight
from ai.efficiency import Candidate, DiscardEvaluator, own_context
from ai.levels import EASY, GREEDY, NORMAL, STRONG
from ai.placement import POINT_SHARE, Stakes, rank_of
from ai.players import HeuristicPlayer
from ai.pushfold import win_chance
from ai.riichi import CHEAP, should_riichi, tenpai_facts
from ai.table import Table
from ai.timing import TimedPlayer, summary_ms
from ai.value import HandValuer
from ai.yakupath import NO_PATH, yaku_shanten
from rules.actions import Ankan, Chi, Discard, KyuushuKyuuhai, Pass, Pon, Ron, Tsumo
from rules.hand import Meld
from rules.ruleset import RuleSet
from rules.tiles import EAST, counts, parse, parse_tile
from tests.ai.build import observe

RULES = RuleSet()


def table(*args: object, **kwargs: object) -> Table:
    return Table(observe(*args, **kwargs), RULES)  # type: ignore[arg-type]


def valuer_for(t: Table) -> HandValuer:
    v = HandValuer(RULES)
    v.use(own_context(t))
    return v


def k(text: str) -> int:
    return parse_tile(text)


# --- table --------------------------------------------------------------------------


def test_visible_counts_rivers_melds_and_indicators_once() -> None:
    obs = observe("123m456p789s1122z", rivers={1: "1m1m"}, melds={2: ["pon:555z"]}, dora="1m")
    t = Table(obs, RULES)
    assert t.visible[k("1m")] == 3
    assert t.visible[k("5z")] == 3
    assert t.unseen[k("1m")] == 0
    assert t.unseen[k("5z")] == 1


def test_rank_and_all_last() -> None:
    t = table("123m456p789s1122z", scores=(20000, 30000, 25000, 25000), round_wind=EAST + 1)
    assert t.rank == 4
    assert t.gap_to(3) == -5000
    assert not t.is_all_last
    t = table("123m456p789s1122z", dealer=3, round_wind=EAST + 1)
    assert t.is_all_last


# --- efficiency ---------------------------------------------------------------------


def _best(hand: str, drawn: str, lookahead: bool = False, **kw: object) -> int:
    t = table(hand, drawn, **kw)  # type: ignore[arg-type]
    ev = DiscardEvaluator(t, valuer_for(t), lookahead, True)
    return ev.rank(t.hand)[0].kind


def test_discards_the_isolated_honour() -> None:
    assert _best("23m4566p78s12399s", "1z") == k("1z")


def test_keeps_tenpai() -> None:
    assert _best("123m456p789s1234z", "4z") in (k("1z"), k("2z"), k("3z"))


def test_ev_weighs_live_tiles_by_value() -> None:
    # Tanki on the dora Haku (2 live, dora 2) beats tanki on 9s (3 live, riichi only):
    # the lookahead keeps Haku, plain ukeire keeps 9s.
    args = ("123m456m789p111s5z", "9s")
    assert _best(*args, lookahead=True, rivers={2: "5z"}) == k("9s")
    t = table(*args, rivers={2: "5z"})
    plain = DiscardEvaluator(t, valuer_for(t), False, False).rank(t.hand)[0].kind
    assert plain == k("5z")


def test_two_shanten_lookahead_keeps_a_lone_dora() -> None:
    # 2-shanten: cutting the dora 9s gives the most ukeire (34 against 31 for the
    # spare 9m), but the lookahead sees the wins it would be worth and cuts 9m.
    args = ("236789m135p2345s", "9s")
    assert _best(*args, dora="8s") == k("9s")
    assert _best(*args, lookahead=True, dora="8s") == k("9m")


def test_far_hand_ranks_by_ukeire_and_lets_a_lone_dora_go() -> None:
    # 3-shanten: cutting the isolated dora North keeps 55 tiles of ukeire, cutting 5p
    # keeps 53. Far from tenpai the strong level puts speed first; the dora only
    # breaks ties.
    t = table("23899m235p1335s4z", "2p", dora="3z")
    ranked = DiscardEvaluator(t, valuer_for(t), True, True).rank(t.hand)
    assert ranked[0].shanten == 3
    assert (ranked[0].kind, ranked[0].ukeire) == (k("4z"), 55)
    assert max(c.ukeire for c in ranked if c.kind != k("4z")) == 53
    # The normal level (no lookahead) still trades two tiles of ukeire for the dora.
    assert DiscardEvaluator(t, valuer_for(t), False, True).rank(t.hand)[0].kind == k("5p")


def test_far_hand_lets_a_lone_honour_go_before_a_lone_terminal() -> None:
    # 3-shanten, the lone North (the seat wind) and the lone 9p keep 66 tiles of ukeire
    # each. The 9p can still grow into a shape with 7p and 8p, the North only pair up:
    # among equals the strong level lets the honour go, as majiang-ai's tile order does.
    t = table("8m113469p366789s", "4z")
    ranked = DiscardEvaluator(t, valuer_for(t), True, True).rank(t.hand)
    assert [(c.kind, c.shanten, c.ukeire) for c in ranked[:2]] == [
        (k("4z"), 3, 66), (k("9p"), 3, 66)]
    assert ranked[0].potential < ranked[1].potential


# --- value ----------------------------------------------------------------------------


def test_win_value_uses_the_real_scorer() -> None:
    t = table("234m678m345p23p55s")
    v = valuer_for(t)
    hand = counts(parse("234m678m345p23p55s"))
    # riichi pinfu tanyao ron, non-dealer: 3 han 30 fu = 3900
    assert v.win_value(hand, k("4p"), riichi=True) == 3900
    assert v.win_value(hand, k("1p"), riichi=True) == 2000
    assert v.win_value(hand, k("1p"), riichi=False) == 1000


def test_open_hand_without_yaku_is_worth_nothing() -> None:
    t = table("234m678m23p55s", melds={0: ["chi:123s"]})
    v = valuer_for(t)
    hand = counts(parse("234m678m23p55s"))
    assert v.win_value(hand, k("4p"), riichi=False) == 0
    total, live = v.tenpai_value(hand, t.unseen, riichi=False)
    assert (total, live) == (0.0, 0)


def test_red_five_counts_as_dora() -> None:
    t = table("234m678m340p23p55s")
    v = valuer_for(t)
    hand = counts(parse("234m678m345p23p55s"))
    assert v.win_value(hand, k("4p"), riichi=True) == 7700


# --- yaku paths -------------------------------------------------------------------------


def test_open_hand_with_terminals_and_chi_has_no_path_without_kuitan() -> None:
    melds = [Meld.parse("chi:234m")]
    hand = counts(parse("5678p789s112m"))
    assert yaku_shanten(hand, melds, (), kuitan=False) == NO_PATH
    assert yaku_shanten(hand, melds, (), kuitan=True) < NO_PATH


def test_value_pair_keeps_a_path() -> None:
    melds = [Meld.parse("chi:123m")]
    hand = counts(parse("456p789s1155z"))
    assert yaku_shanten(hand, melds, (k("5z"),), kuitan=False) == 0


def test_honitsu_path() -> None:
    melds = [Meld.parse("chi:123p")]
    hand = counts(parse("456p789p11z22z"))
    assert yaku_shanten(hand, melds, (), kuitan=False) == 0


def test_toitoi_path() -> None:
    melds = [Meld.parse("pon:111m"), Meld.parse("pon:999p")]
    hand = counts(parse("22444s88m"))
    assert yaku_shanten(hand, melds, (), kuitan=False) == 0


def test_chanta_path() -> None:
    melds = [Meld.parse("chi:789m")]
    assert yaku_shanten(counts(parse("123p789s11z99p")), melds, (), kuitan=False) == 0
    assert yaku_shanten(counts(parse("345p789s11z99p")), melds, (), kuitan=False) > 0
    assert yaku_shanten(counts(parse("123p789s11z99p")), [Meld.parse("chi:678m")], (),
                        kuitan=False) == NO_PATH


# --- danger ---------------------------------------------------------------------------------


def test_genbutsu_and_passed_tiles_are_safe() -> None:
    t = table("123m456p789s1122z", rivers={2: "9p5m", 3: "1s3s"}, riichi_at={2: 1})
    threats = find_threats(t, open_threats=True)
    assert [th.seat for th in threats] == [2]
    safe = threats[0].safe
    assert k("5m") in safe and k("9p") in safe
    assert k("3s") in safe  # seat 3 discarded after the riichi


def test_suji_and_kabe_lower_the_danger() -> None:
    unseen = [4] * 34
    safe = frozenset({k("4m")})
    live = shape_weight(k("1m"), frozenset(), unseen, True)
    assert shape_weight(k("1m"), safe, unseen, True) < live / 3
    no_chance = list(unseen)
    no_chance[k("8p")] = 0
    assert shape_weight(k("9p"), frozenset(), no_chance, True) < shape_weight(
        k("9p"), frozenset(), unseen, True
    )
    assert shape_weight(k("5m"), frozenset(), unseen, True) > live


def test_honours_by_visible_copies() -> None:
    unseen = [4] * 34
    unseen[k("1z")] = 1
    assert shape_weight(k("1z"), frozenset(), unseen, True) == 1


def test_open_flush_threat_ignores_other_suits() -> None:
    t = table("123m456p789s1122z", melds={2: ["chi:123s", "pon:777s", "chi:456s"]})
    threats = find_threats(t, open_threats=True)
    assert threats and threats[0].suits == frozenset({2})


def test_an_open_hand_of_two_melds_late_is_more_likely_tenpai_than_not() -> None:
    # As the records show (64 % late); the old guess, 46 %, let the defence push past it.
    chances = [[open_tenpai_chance(melds, late) for melds in (1, 2, 3, 4)]
               for late in (False, True)]
    assert all(a < b for row in chances for a, b in pairwise(row))
    assert all(early < late for early, late in zip(*chances, strict=True) if early < 1)
    assert chances[1][1] > 0.5
    t = table("123m456p789s1122z", melds={2: ["pon:555z", "chi:234m"]}, tiles_left=20)
    (threat,) = find_threats(t, open_threats=True)
    assert threat.tenpai == open_tenpai_chance(2, True)


# --- calls -----------------------------------------------------------------------------------


def test_pons_a_value_honour() -> None:
    t = table("2349m456p789s1z55z", claimable="5z", claimable_from=3)
    pon = Pon((k("5z"), k("5z")))
    assert choose_call(t, [pon, Pass()], "yakuhai", False) == pon


def test_no_call_that_leaves_no_yaku() -> None:
    t = table("19m23p456p789s123z", claimable="1p", claimable_from=3)
    chi = Chi((k("2p"), k("3p")))
    assert choose_call(t, [chi, Pass()], "full", False) is None


def test_tanyao_speed_call_with_dora() -> None:
    t = table("3466m456p67s2288p", dora="5m", claimable="5m", claimable_from=3, tiles_left=40)
    chi = Chi((k("4m"), k("6m")))
    assert choose_call(t, [chi, Pass()], "full", False) == chi
    assert choose_call(t, [chi, Pass()], "yakuhai", False) is None  # normal stays closed


def test_ev_call_passes_a_chi_that_kills_the_only_yaku() -> None:
    # Closed 1-shanten (riichi is its yaku); after 678s the kanchan 3s tenpai has no yaku.
    t = table("123m456p78s99m3z4s2s", claimable="6s", claimable_from=3)
    chi = Chi((k("7s"), k("8s")))
    assert choose_call(t, [chi, Pass()], "ev", False, valuer=HandValuer(RULES)) is None


def test_ev_call_takes_a_tenpai_with_a_yaku_over_a_slow_closed_hand() -> None:
    t = table("23m567p34s678s88p6m", claimable="4m", claimable_from=3)
    chi = Chi((k("2m"), k("3m")))
    assert choose_call(t, [chi, Pass()], "ev", False, valuer=HandValuer(RULES)) == chi
    # 123m breaks tanyao: the tenpai it reaches has no yaku, so the hand stays closed.
    t = table("23m567p34s678s88p4m", claimable="1m", claimable_from=3)
    chi = Chi((k("2m"), k("3m")))
    assert choose_call(t, [chi, Pass()], "ev", False, valuer=HandValuer(RULES)) is None


def test_open_hand_weighs_its_discards_on_one_scale() -> None:
    # After 234p the hand needs tanyao: 1m, 7m and 9m all leave it 2-shanten towards a
    # tanyao tenpai, but 1m breaks the pair, a step farther by the plain count. Its
    # lookahead sum has one more level of draws: unscaled it looked 40 times better.
    t = Table(observe("1123479m2468s", melds={0: ["chi:234p"]}), RULES)
    ranked = DiscardEvaluator(t, valuer_for(t), True, True).rank(t.hand)
    assert {c.shanten for c in ranked[:3]} == {2}
    assert ranked[0].kind in (k("7m"), k("9m"))
    assert ranked[2].kind == k("1m")


def test_ev_call_under_riichi_needs_enough_value() -> None:
    # 345m gives a shanpon tenpai that wins only on the East (1 han, two live copies):
    # below the 500 a tenpai call must bring while someone is in riichi.
    t = table("34m567p11z88p456s9s", claimable="5m", claimable_from=3)
    chi = Chi((k("3m"), k("4m")))
    assert choose_call(t, [chi, Pass()], "ev", False, valuer=HandValuer(RULES)) == chi
    assert choose_call(t, [chi, Pass()], "ev", True, valuer=HandValuer(RULES)) is None


def test_strong_calls_by_value_and_normal_stays_closed() -> None:
    obs = observe("23m567p34s678s88p6m", claimable="4m", claimable_from=3)
    chi = Chi((k("2m"), k("3m")))
    assert HeuristicPlayer(STRONG, 1).decide(obs, [chi, Pass()]) == chi
    assert HeuristicPlayer(NORMAL, 1).decide(obs, [chi, Pass()]) == Pass()


def test_ev_call_keeps_the_turns_value_cache() -> None:
    t = table("23m567p34s678s88p6m", claimable="4m", claimable_from=3)
    v = valuer_for(t)
    before = v.context
    choose_call(t, [Chi((k("2m"), k("3m"))), Pass()], "ev", False, valuer=v)
    assert v.context == before


@pytest.mark.parametrize(
    ("hand", "claimable", "tiles", "han"),
    [
        ("789m12389p199s11z", "7p", "89p", 1),  # 789p: chanta (an honour pair: 1 han)
        ("789m12389p11s999s", "7p", "89p", 2),  # no honours: junchan
        ("789m12389p11s555s", "7p", "89p", 0),  # a 5 in the hand: neither
    ],
)
def test_call_han_counts_chanta_and_junchan(hand: str, claimable: str, tiles: str,
                                            han: int) -> None:
    t = table(hand, claimable=claimable, claimable_from=3, dora="1z")
    chi = Chi(tuple(parse(tiles)))  # type: ignore[arg-type]
    assert _after(t, chi, k(claimable)).han == han


# --- riichi ---------------------------------------------------------------------------------


def test_riichi_without_yaku_and_dama_with_mangan() -> None:
    t = table("234m678m345p23p55s")
    v = valuer_for(t)
    cheap = counts(parse("123m678m345p23p99s"))
    assert should_riichi(t, v, cheap, "full", threatened=False)
    t2 = table("234m678m345p23p55s", dora="4s3p")
    v2 = valuer_for(t2)
    hand = counts(parse("234m678m345p23p55s"))
    facts = tenpai_facts(t2, v2, hand)
    assert facts.dama_value >= 8000
    assert not should_riichi(t2, v2, hand, "full", threatened=False)


def test_the_silent_style_riichis_only_without_a_yaku_or_on_a_cheap_hand() -> None:
    hand = counts(parse("234m678m345p23p55s"))  # pinfu (tanyao on 4p) on 1p-4p
    cheap = table("234m678m345p23p55s")  # 1000 or 2000 silent: worth the stick
    assert tenpai_facts(cheap, valuer_for(cheap), hand).dama_value < 8000 * CHEAP
    assert should_riichi(cheap, valuer_for(cheap), hand, "silent", threatened=False)
    worth = table("234m678m345p23p55s", dora="1m7m")  # two dora: 3900 or 7700 silent
    assert tenpai_facts(worth, valuer_for(worth), hand).dama_value > 8000 * CHEAP
    assert should_riichi(worth, valuer_for(worth), hand, "full", threatened=False)
    assert not should_riichi(worth, valuer_for(worth), hand, "silent", threatened=False)
    no_yaku = table("123m678m456p13p99s")  # a closed wait, a terminal: no yaku
    assert should_riichi(no_yaku, valuer_for(no_yaku), counts(parse("123m678m456p13p99s")),
                         "silent", threatened=False)


def test_no_riichi_on_a_dead_wait() -> None:
    t = table("123m456p789s1z444z", rivers={1: "1z1z", 2: "1z"})
    v = valuer_for(t)
    hand = counts(parse("123m456p789s1z444z"))
    assert not should_riichi(t, v, hand, "full", threatened=False)


def test_chases_a_riichi_unless_the_wait_is_poor() -> None:
    t = table("234m678m345p23p55s")
    assert should_riichi(t, valuer_for(t), counts(parse("234m678m345p23p55s")), "full",
                         threatened=True)
    poor = table("234m678m567p24p55s", rivers={1: "3p3p"})
    assert not should_riichi(poor, valuer_for(poor), counts(parse("234m678m567p24p55s")),
                             "full", threatened=True)


# --- player -----------------------------------------------------------------------------------


def test_always_wins_and_aborts_far_hands() -> None:
    obs = observe("123m456p789s1122z", "1z")
    player = HeuristicPlayer(STRONG, 1)
    assert player.decide(obs, [Discard(k("1z")), Tsumo()]) == Tsumo()
    assert player.decide(obs, [Ron(), Pass()]) == Ron()
    nine = observe("19m19p19s123z5567m", "6s")
    assert player.decide(nine, [Discard(k("1m")), KyuushuKyuuhai()]) == KyuushuKyuuhai()


def test_folds_a_far_hand_against_riichi() -> None:
    obs = observe(
        "139m58p2469s1357z", "8s", rivers={2: "9p5m1z3m", 3: "2m"}, riichi_at={2: 3}
    )
    legal = [Discard(t) for t in sorted(set(obs.hand))] + [Discard(k("8s"), tsumogiri=True)]
    choice = HeuristicPlayer(STRONG, 1).decide(obs, legal)
    assert isinstance(choice, Discard) and choice.tile in (k("1z"), k("3m"))
    greedy = HeuristicPlayer(GREEDY, 1).decide(obs, legal)
    assert isinstance(greedy, Discard)


def test_pushes_a_good_tenpai_against_riichi() -> None:
    obs = observe("234m678m345p23p55s", "6s", rivers={2: "9p5m1z2m"}, riichi_at={2: 3})
    legal = [Discard(t) for t in sorted(set(obs.hand))] + [Discard(k("6s"), tsumogiri=True)]
    choice = HeuristicPlayer(STRONG, 1).decide(obs, legal)
    assert isinstance(choice, Discard) and choice.tile == k("6s")


def test_a_near_hand_heeds_two_calls_only_when_they_show_a_mangan() -> None:
    # Seat 2 shows a red five and a dora in two chis (two han): a threat to a far hand,
    # but a tenpai keeps its kanchan and lets the live 5s go, as majiang-ai would.
    obs = observe("123m789m345p68p99s", "5s", melds={2: ["chi:406m", "chi:234p"]},
                  rivers={2: "9p1m1z2m1s"}, dora="1p")
    t = Table(obs, RULES)
    assert [th.seat for th in find_threats(t, True)] == [2]
    assert find_threats(t, True, two_call_han=4) == []
    legal = [Discard(t) for t in sorted(set(obs.hand))] + [Discard(k("5s"), tsumogiri=True)]
    choice = HeuristicPlayer(STRONG, 1).decide(obs, legal)
    assert isinstance(choice, Discard) and choice.tile == k("5s")
    # Chun and a pon of dora show four han: a mangan the tenpai heeds too.
    dora = observe("123m789m345p68p99s", "5s", melds={2: ["pon:777z", "pon:222p"]},
                   rivers={2: "9p1m1z2m1s"}, dora="1p")
    assert [th.seat for th in find_threats(Table(dora, RULES), True, two_call_han=4)] == [2]
    # A third call makes even the cheap hand a threat to the tenpai.
    three = observe("123m789m345p68p99s", "5s", melds={2: ["chi:406m", "chi:234p", "chi:678s"]},
                    rivers={2: "9p1m1z2m1s"}, dora="1p")
    assert [th.seat for th in find_threats(Table(three, RULES), True, two_call_han=4)] == [2]


def test_normal_prefers_black_five_and_tsumogiri() -> None:
    obs = observe("340m55p789s11z222z", "5m")
    legal = [Discard(t) for t in sorted(set(obs.hand))] + [Discard(k("5m"), tsumogiri=True)]
    choice = HeuristicPlayer(NORMAL, 1).decide(obs, legal)
    assert isinstance(choice, Discard)
    assert choice.tile != k("0m")


ALL_LAST = {"dealer": 3, "round_wind": EAST + 1}
TANYAO_PINFU = "234m678m345p23p55s"
"""Tenpai on 1-4p: 2000 silent (tanyao pinfu), 3900 with riichi (non-dealer ron)."""


@pytest.mark.parametrize(
    ("scores", "riichi"),
    [
        ((34000, 22000, 22000, 22000), False),  # top: the silent win ends the game on top
        ((24000, 24500, 40000, 11000), False),  # 3rd: dama reaches 2nd, riichi no further
        ((18000, 26000, 28000, 28000), True),  # 4th, 8000 behind: only the riichi win lifts
        ((5000, 40000, 30000, 25000), True),  # 4th far behind: nothing to lose, hope for ura
        ((26000, 32000, 22000, 20000), True),  # 2nd by 6000: only the riichi win can top
    ],
)
def test_all_last_riichi_by_placement(scores: tuple[int, ...], riichi: bool) -> None:
    t = table(TANYAO_PINFU, scores=scores, **ALL_LAST)  # type: ignore[arg-type]
    assert t.is_all_last
    hand = counts(parse(TANYAO_PINFU))
    decided = should_riichi(t, valuer_for(t), hand, "full", False, Stakes(t, True))
    assert decided is riichi


def test_all_last_top_without_yaku_keeps_the_stick_when_it_costs_the_lead() -> None:
    hand = counts(parse("123m678m345p79p99s"))
    close = table("123m678m345p79p99s", scores=(25500, 25000, 25000, 24500), **ALL_LAST)
    assert not should_riichi(close, valuer_for(close), hand, "full", False, Stakes(close, True))
    clear = table("123m678m345p79p99s", scores=(35000, 25000, 20000, 20000), **ALL_LAST)
    assert should_riichi(clear, valuer_for(clear), hand, "full", False, Stakes(clear, True))


def test_rank_of_breaks_ties_by_seat() -> None:
    assert rank_of([25000, 25000, 30000, 20000], 0) == 2
    assert rank_of([25000, 25000, 30000, 20000], 1) == 3
    assert rank_of([25000, 25000, 30000, 20000], 3) == 4


@pytest.mark.parametrize(
    ("scores", "round_wind", "dealer", "loss_ratio", "speed"),
    [
        # (own score first) East 4: points are points, no rush.
        ((28000, 25000, 25000, 22000), EAST, 3, 1.0, False),
        # South 3: points are still points.
        ((28000, 25000, 25000, 22000), EAST + 1, 2, 1.0, False),
        # all-last top by 3000: a deal-in to seat 2 drops it, worth more than the points.
        ((28000, 25000, 25000, 22000), EAST + 1, 3, 1.5, True),
        # all-last 4th far behind: a deal-in costs no place, only the points' share.
        ((5000, 35000, 30000, 30000), EAST + 1, 3, POINT_SHARE, False),
    ],
)
def test_stakes_by_placement(
    scores: tuple[int, ...], round_wind: int, dealer: int, loss_ratio: float, speed: bool
) -> None:
    t = table(TANYAO_PINFU, scores=scores, dealer=dealer, round_wind=round_wind)
    stakes = Stakes(t, True)
    loss = stakes.loss(2, 5200)
    assert loss >= 5200 * loss_ratio if loss_ratio > 1 else loss == 5200 * loss_ratio
    assert stakes.wants_speed() is speed
    assert Stakes(t, False).loss(2, 5200) == 5200


def test_all_last_top_calls_a_cheap_tanyao() -> None:
    # A closed 1-shanten the full policy keeps for riichi, opened by the all-last top.
    hand = "34m678m456p67s228p"
    kw = {"claimable": "5m", "claimable_from": 3, "dora": "1z"}
    chi = Chi((k("3m"), k("4m")))
    early = table(hand, **kw)  # type: ignore[arg-type]
    assert choose_call(early, [chi, Pass()], "full", False) is None
    top = table(hand, scores=(30000, 25000, 25000, 20000), **ALL_LAST, **kw)  # type: ignore[arg-type]
    assert choose_call(top, [chi, Pass()], "full", False, Stakes(top, True).wants_speed()) == chi


def test_concealed_kan_that_keeps_the_shape() -> None:
    obs = observe("2222m456p789s155z", "6z")
    legal = [Discard(t) for t in sorted(set(obs.hand))] + [Discard(k("6z"), tsumogiri=True)]
    legal.append(Ankan(k("2m")))
    assert HeuristicPlayer(STRONG, 1).decide(obs, legal) == Ankan(k("2m"))
    assert isinstance(HeuristicPlayer(GREEDY, 1).decide(obs, legal), Discard)


def test_timing_summary() -> None:
    summary = summary_ms([0.001] * 99 + [0.05])
    assert summary["decisions"] == 100
    assert summary["mean_ms"] == 1.49
    assert summary["max_ms"] == 50.0
    assert summary_ms([])["decisions"] == 0


def test_timed_player_delegates() -> None:
    player = TimedPlayer(HeuristicPlayer(STRONG, 1))
    obs = observe("123m456p789s1122z", "1z")
    assert player.decide(obs, [Tsumo(), Discard(k("1z"))]) == Tsumo()
    assert len(player.times) == 1 and player.name == STRONG.name


def test_normal_keeps_a_red_five_tanki_over_a_plain_one() -> None:
    """Tenpai on a tanki: the red 5s (a han) beats the plain 5p, even with one 5s fewer
    left: the normal level weighs its tenpai discards by what the wait is worth."""
    obs = observe("123m789p789s111z0s", "5p", rivers={1: "5s"})
    legal = [Discard(t) for t in sorted(set(obs.hand))] + [Discard(k("5p"), tsumogiri=True)]
    for level in (NORMAL, STRONG):
        choice = HeuristicPlayer(level, 1).decide(obs, legal)
        assert isinstance(choice, Discard) and choice.tile == k("5p"), level.id


@pytest.mark.parametrize("useless", ["1z", "8p"])
def test_folding_keeps_the_shape_among_equally_safe_tiles(useless: str) -> None:
    """Against a riichi, with 3m, 6m and a useless tile all genbutsu: the useless one goes
    (it keeps the hand, even reaches tenpai), not a genbutsu from the blocks."""
    obs = observe(f"2367m456p345s99s{useless}", "8m", rivers={2: f"3m6m{useless}2z"},
                  riichi_at={2: 3})
    legal = [Discard(t) for t in sorted(set(obs.hand))] + [Discard(k("8m"), tsumogiri=True)]
    for level in (NORMAL, STRONG):
        choice = HeuristicPlayer(level, 1).decide(obs, legal)
        assert isinstance(choice, Discard) and choice.tile == k(useless), level.id


def test_a_four_call_hand_waits_on_its_last_tile_only() -> None:
    """Four melds leave one tile: no ryanmen, so a middle tile is about as dangerous as any
    other live kind, a few per cent, not the 14 % of a two-sided wait."""
    t = table("123m456p789s1122z", melds={2: ["pon:555z", "chi:234m", "pon:777p", "chi:678s"]},
              rivers={2: "9p1s"})
    threats = find_threats(t, open_threats=True)
    assert threats and threats[0].tanki_only
    five, honour = deal_in(t, threats[0], k("5s"), True), deal_in(t, threats[0], k("3z"), True)
    assert 0 < five < 0.06 and abs(five - honour) < 0.01
    assert deal_in(t, threats[0], k("9p"), True) == 0.0  # its own discard: furiten


@pytest.mark.parametrize(("shanten", "ukeire", "slips"),
                         [(1, 28, True), (1, 20, True), (1, 19, False), (2, 40, False)])
def test_easy_slips_half_the_time_within_its_margin(shanten: int, ukeire: int,
                                                      slips: bool) -> None:
    """The easy level plays the second-best discard about half the time when it keeps the
    shanten and loses at most 12 winning tiles; never one further behind or a step back."""
    best = Candidate(0, 1, 32, 0.0, 0.0)
    second = Candidate(1, shanten, ukeire, 0.0, 0.0)
    player = HeuristicPlayer(EASY, 7)
    picks = [player._maybe_slip([best, second], best).kind for _ in range(400)]
    assert 160 <= picks.count(1) <= 240 if slips else picks.count(1) == 0
    assert HeuristicPlayer(NORMAL, 7)._maybe_slip([best, second], best) is best


def test_win_chance_follows_shanten_ukeire_and_the_wall() -> None:
    def chance(hand: str, left: int, sh: int, uk: int) -> float:
        t = table(hand, rivers={2: "9p5m1z2m"}, riichi_at={2: 3}, tiles_left=left)
        return win_chance(t, Candidate(0, sh, uk, 0.0, 0.0))
    hand = "234m678m345p23p55s"
    # Records: a 1-shanten facing a riichi with 12-23 tiles left still wins about 5 %.
    assert 0.02 < chance(hand, 18, 1, 12) < 0.12
    assert chance(hand, 40, 0, 6) > chance(hand, 40, 1, 12) > chance(hand, 40, 2, 20)
    assert chance(hand, 40, 1, 16) > chance(hand, 40, 1, 8)
    assert chance(hand, 40, 1, 12) > chance(hand, 16, 1, 12) > chance(hand, 0, 1, 12)
    assert chance(hand, 0, 1, 12) == 0.0
