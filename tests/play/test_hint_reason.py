"""The hint's reason (#46 item 13): the shanten and ukeire of the hint's discard as the
rules count them, its deal-in chance as the danger row shows it, a fold onto genbutsu
said as such; the line in both languages; and at the table, ``b`` shows it."""

from __future__ import annotations

import pytest

from ai.levels import STRONG
from ai.players import HeuristicPlayer
from mahjong_tui.play.danger_view import threat_danger
from mahjong_tui.play.hint_reason import DiscardReason, discard_reason
from mahjong_tui.text.hint_words import reason_words
from mahjong_tui.text.language import set_language
from rules.actions import Action, Discard
from rules.observation import Observation
from rules.ruleset import TENHOU
from rules.shanten import shanten, ukeire
from rules.tiles import counts, kind, parse, parse_tile
from tests.ai.build import observe


def discards(obs: Observation) -> list[Action]:
    tiles = [*obs.hand, *([obs.drawn] if obs.drawn is not None else [])]
    return [Discard(tile, tsumogiri=tile == obs.drawn) for tile in dict.fromkeys(tiles)]


def hint(obs: Observation) -> tuple[Action, DiscardReason]:
    legal = discards(obs)
    action = HeuristicPlayer(STRONG, 1, TENHOU).decide(obs, legal)
    reason = discard_reason(obs, TENHOU, legal, action)
    assert reason is not None
    return action, reason


@pytest.mark.parametrize(("hand", "drawn"), [
    ("123m456p789s2358s", "1z"), ("12m45p79s1122z358m", "9p"), ("234m456p78s22z359s", "6s"),
])
def test_without_a_threat_the_hand_it_leaves(hand: str, drawn: str) -> None:
    obs = observe(hand, drawn)
    action, reason = hint(obs)
    assert isinstance(action, Discard)
    after = counts([*parse(hand), parse_tile(drawn)])
    after[kind(action.tile)] -= 1
    assert reason.shanten == shanten(after)
    seen = counts([action.tile, *obs.dora_indicators])  # the discard is seen
    assert reason.ukeire == ukeire(after, seen).count
    assert reason.deal_in is None and not reason.fold and not reason.genbutsu


def test_a_weak_hand_folds_onto_genbutsu_against_a_riichi() -> None:
    """Seat 1 is in riichi; you hold a far hand with 9p and 2z, its own discards: the
    strong AI folds onto one of them, and the reason says so."""
    obs = observe("13m58m2p6p19s2577z9p", "4s", rivers={1: "9p1z2z3z"}, riichi_at={1: 3},
                  tiles_left=30)
    action, reason = hint(obs)
    assert isinstance(action, Discard) and action.tile in (parse_tile("9p"), parse_tile("2z"))
    assert reason.fold and reason.genbutsu and reason.deal_in == 0.0
    set_language("en")
    assert reason_words(shanten=reason.shanten, ukeire=reason.ukeire, deal_in=0.0,
                        fold=True, genbutsu=True) == "fold: genbutsu"


def test_pushing_a_tenpai_says_the_chance_to_deal_in() -> None:
    """Tenpai against a riichi: the AI pushes, the reason gives the wait and the chance
    the danger row gives the tile."""
    obs = observe("123m456p789s23s55z", "6m", rivers={1: "1z2z3z"}, riichi_at={1: 2},
                  tiles_left=40)
    action, reason = hint(obs)
    assert isinstance(action, Discard)
    chances = threat_danger(obs, TENHOU)
    assert chances is not None and reason.deal_in == chances[kind(action.tile)]
    assert reason.shanten == 0 and not reason.fold


def test_the_reason_in_words() -> None:
    set_language("en")
    assert reason_words(shanten=1, ukeire=12, deal_in=None, fold=False, genbutsu=False) == (
        "1-shanten, 12 tiles improve it")
    assert reason_words(shanten=0, ukeire=6, deal_in=0.034, fold=False, genbutsu=False) == (
        "tenpai, 6 tiles win, 3% to deal in")
    assert reason_words(shanten=2, ukeire=20, deal_in=0.004, fold=True, genbutsu=False) == (
        "fold: the safest choice, 1% to deal in")
    assert reason_words(shanten=0, ukeire=1, deal_in=None, fold=False, genbutsu=False) == (
        "tenpai, 1 tile wins")
    set_language("ja")
    assert reason_words(shanten=1, ukeire=12, deal_in=None, fold=False, genbutsu=False) == (
        "1向聴、受け入れ12枚")
    assert reason_words(shanten=0, ukeire=6, deal_in=0.0, fold=True, genbutsu=True) == (
        "オリ：現物")
