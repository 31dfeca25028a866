"""The game's flow, pinned rule by rule (issue #45, shown by mutation testing of game.py).

What ``Game`` does between hands and at its edges: the log opens with ``GameStarted``;
``apply`` returns exactly the events it added to the log (the hand's, ``YameChosen``, the
next hand's start, ``GameEnded``); the optional yame is asked of the dealer only and only
with ``Yame``; a finished game refuses actions. The end of the game: agari-yame and
tenpai-yame only in all-last, only for a dealer first (ties by seat order, or shared with
``tie_break="split"``) with at least the target points, never for a noten dealer kept by
``renchan="always_on_draw"``; the target reached exactly counts; the game lengths
(tonpuu's South extension, issou's North round and end); the extension's sudden death
with and without renchan priority; bust below zero (by a single point) and at zero.
"""

from __future__ import annotations

import pytest

from mahjong_tui.engine.errors import IllegalActionError
from mahjong_tui.engine.events import (
    Discarded,
    Drawn,
    Drew,
    Event,
    GameEnded,
    GameStarted,
    RoundEnded,
    RoundStarted,
    YameChosen,
)
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.round import RoundSetup
from mahjong_tui.engine.wall import Wall
from rules.actions import Action, Discard, Pass, Tsumo, Yame
from rules.ruleset import TENHOU, RuleSet
from rules.tiles import EAST, NORTH, SOUTH, WEST
from tests.engine.drive import draw_order_wall

TENPAI = "1133m5577p2244s9m"
"""Chiitoitsu waiting on 9m: tenpai at the exhaustive draw (drawn tiles are discarded)."""
NOTEN = ("147m258p369s1234z", "258m369p147s1234z", "369m147p258s5671z", "369m147p258s5672z")
"""Four hands of isolated tiles, noten, one per seat (any three go with ``TENPAI``)."""
COMPLETE = "123m456p789s11z22z"
"""With a drawn 2z: a complete hand (tenhou for the dealer)."""

Scores4 = tuple[int, int, int, int]


def _act(game: Game, seat: int, action: Action) -> list[Event]:
    """Apply, checking that ``apply`` returns exactly the events it added to the log."""
    before = len(game.log)
    out = game.apply(seat, action)
    assert out == game.log[before:]
    return out


def _play_hand(game: Game) -> list[Event]:
    """Drawn-tile discards and every claim passed until the hand ends; the last action's
    events (the hand's end, then the next start or the game's end)."""
    while True:
        seat, actions = next(iter(game.pending().items()))
        action: Action = next(
            (a for a in actions if isinstance(a, Discard) and a.tsumogiri and not a.riichi),
            Pass(),
        )
        out = _act(game, seat, action)
        if any(isinstance(e, RoundEnded) for e in out):
            return out


def _draw(
    rules: RuleSet, setup: RoundSetup, tenpai: tuple[int, ...] = ()
) -> tuple[Game, list[Event]]:
    """The hand ``setup`` played to an exhaustive draw with the ``tenpai`` seats tenpai
    and the others noten."""
    hands = [TENPAI if seat in tenpai else NOTEN[seat] for seat in range(4)]
    game = Game(rules, 1, walls=[draw_order_wall(hands)], start=setup)
    out = _play_hand(game)
    drawn = next(e for e in game.log if isinstance(e, Drawn))
    assert drawn.tenpai == tuple(seat in tenpai for seat in range(4))
    return game, out


def _tenhou(rules: RuleSet, setup: RoundSetup) -> tuple[Game, list[Event]]:
    """The dealer of ``setup`` wins on its first draw (tenhou, 16000 from each seat)."""
    hands = ["", "", "", ""]
    hands[setup.hand_number] = COMPLETE
    game = Game(rules, 1, walls=[Wall.scripted(hands, "2z")], start=setup)
    return game, _act(game, setup.hand_number, Tsumo())


def _scores(game: Game) -> Scores4:
    ended = [e for e in game.log if isinstance(e, RoundEnded)][-1]
    return ended.scores


def _next_hand(game: Game) -> tuple[int, int, int]:
    """The wind, number and honba of the hand the game went on to."""
    assert not game.is_over
    start = [e for e in game.log if isinstance(e, RoundStarted)][-1]
    return start.round_wind, start.hand_number, start.honba


def _ended(game: Game, out: list[Event]) -> None:
    """The game is over, and its last event (also the last action's) is ``GameEnded``."""
    assert game.is_over and game.pending() == {}
    assert isinstance(game.log[-1], GameEnded) and out[-1] is game.log[-1]


def _all_last(*scores: int) -> RoundSetup:
    a, b, c, d = scores
    return RoundSetup(round_wind=SOUTH, hand_number=3, scores=(a, b, c, d))


# --- the log and the contract --------------------------------------------------------


def test_the_log_opens_with_the_game_start() -> None:
    scores = (30000, 20000, 26000, 24000)
    game = Game(TENHOU, 7, start=RoundSetup(scores=scores))
    assert game.log[0] == GameStarted(TENHOU, 7, scores)
    assert isinstance(game.log[1], RoundStarted) and len(game.pending()) == 1
    rules = TENHOU.with_changes(starting_points=30000)
    assert Game(rules).log[0] == GameStarted(rules, None, (30000,) * 4)


def test_apply_returns_the_events_it_logged_through_a_hand_and_into_the_next() -> None:
    game, out = _draw(TENHOU, RoundSetup(), tenpai=(1,))
    assert [type(e) for e in out] == [Discarded, Drawn, RoundEnded, RoundStarted, Drew]
    assert _scores(game) == (24000, 28000, 24000, 24000)
    assert _next_hand(game) == (EAST, 1, 1)


def test_the_optional_yame_is_the_dealers_alone_and_only_a_yame() -> None:
    rules = TENHOU.with_changes(agari_yame="optional")
    game, out = _tenhou(rules, _all_last(25000, 25000, 25000, 25000))
    assert not any(isinstance(e, RoundStarted | GameEnded) for e in out)
    for seat, action in ((0, Yame(True)), (2, Yame(False)), (3, Tsumo()), (3, Pass())):
        with pytest.raises(IllegalActionError):
            game.apply(seat, action)
    assert dict(game.pending()) == {3: (Yame(True), Yame(False))}
    out = _act(game, 3, Yame(False))
    assert out[0] == YameChosen(3, False) and isinstance(out[1], RoundStarted)
    assert _next_hand(game) == (SOUTH, 3, 1)


def test_stopping_returns_the_choice_and_the_game_end() -> None:
    rules = TENHOU.with_changes(agari_yame="optional")
    game, _ = _tenhou(rules, _all_last(25000, 25000, 25000, 25000))
    out = _act(game, 3, Yame(True))
    assert out[0] == YameChosen(3, True) and len(out) == 2
    _ended(game, out)


def test_a_finished_game_refuses_actions() -> None:
    game, out = _tenhou(TENHOU, _all_last(25000, 25000, 25000, 25000))
    _ended(game, out)
    with pytest.raises(IllegalActionError, match="the game is over"):
        game.apply(0, Pass())


# --- agari-yame and tenpai-yame ------------------------------------------------------


def test_agari_yame_is_for_all_last_only() -> None:
    south_3 = RoundSetup(round_wind=SOUTH, hand_number=2, scores=(25000,) * 4)
    game, _ = _tenhou(TENHOU, south_3)
    assert _scores(game) == (9000, 9000, 73000, 9000)
    assert _next_hand(game) == (SOUTH, 2, 1)


def test_tenpai_yame_is_for_all_last_only() -> None:
    south_3 = RoundSetup(round_wind=SOUTH, hand_number=2, scores=(24000, 24000, 28000, 24000))
    game, _ = _draw(TENHOU, south_3, tenpai=(2,))
    assert _scores(game) == (23000, 23000, 31000, 23000)
    assert _next_hand(game) == (SOUTH, 2, 1)


def test_tenpai_yame_with_exactly_the_target() -> None:
    game, out = _draw(TENHOU, _all_last(24000, 24000, 25000, 27000), tenpai=(3,))
    assert _scores(game) == (23000, 23000, 24000, 30000)
    _ended(game, out)


def test_a_dealer_first_below_the_target_plays_on() -> None:
    game, _ = _draw(TENHOU, _all_last(24000, 24000, 26000, 26000), tenpai=(3,))
    assert _scores(game) == (23000, 23000, 25000, 29000)
    assert _next_hand(game) == (SOUTH, 3, 1)


def test_a_noten_dealer_kept_on_the_draw_does_not_stop() -> None:
    rules = TENHOU.with_changes(renchan="always_on_draw")
    game, _ = _draw(rules, _all_last(20000, 20000, 20000, 40000))
    assert _scores(game) == (20000, 20000, 20000, 40000)
    assert _next_hand(game) == (SOUTH, 3, 1)


@pytest.mark.parametrize(("tie_break", "over"), [("seat_order", False), ("split", True)])
def test_a_dealer_tied_for_first(tie_break: str, over: bool) -> None:
    """Seat 0 and the dealer (seat 3) tie: by seat order seat 0 is first, so the dealer
    may not stop; with the tie split the dealer is first too."""
    rules = TENHOU.with_changes(tie_break=tie_break)
    game, _ = _draw(rules, _all_last(41000, 11000, 11000, 37000), tenpai=(3,))
    assert _scores(game) == (40000, 10000, 10000, 40000)
    assert game.is_over is over
    if not over:
        assert _next_hand(game) == (SOUTH, 3, 1)


# --- the target, the extension and sudden death --------------------------------------


def test_all_last_ends_with_exactly_the_target() -> None:
    game, out = _draw(TENHOU, _all_last(27000, 24000, 24000, 25000), tenpai=(0,))
    assert _scores(game) == (30000, 23000, 23000, 24000)
    _ended(game, out)


def test_an_all_last_renchan_plays_on_even_in_sudden_death() -> None:
    """Seat 0 has the target but the dealer keeps the deal: all-last is not the extension."""
    rules = TENHOU.with_changes(extension="sudden_death")
    game, _ = _draw(rules, _all_last(40000, 20000, 20000, 20000), tenpai=(3,))
    assert _scores(game) == (39000, 19000, 19000, 23000)
    assert _next_hand(game) == (SOUTH, 3, 1)


@pytest.mark.parametrize(
    ("extension", "over"), [("sudden_death_renchan_priority", False), ("sudden_death", True)]
)
def test_a_west_renchan_with_someone_at_the_target(extension: str, over: bool) -> None:
    rules = TENHOU.with_changes(extension=extension)
    west_1 = RoundSetup(round_wind=WEST, hand_number=0, scores=(20000, 40000, 20000, 20000))
    game, out = _draw(rules, west_1, tenpai=(0,))
    assert _scores(game) == (23000, 39000, 19000, 19000)
    if over:
        _ended(game, out)
    else:
        assert _next_hand(game) == (WEST, 0, 1)


def test_sudden_death_ends_the_game_at_once() -> None:
    west_1 = RoundSetup(round_wind=WEST, hand_number=0, scores=(25000, 28000, 24000, 23000))
    game, out = _draw(TENHOU, west_1, tenpai=(1,))
    assert _scores(game) == (24000, 31000, 23000, 22000)
    _ended(game, out)
    assert not any(isinstance(e, RoundStarted) for e in out)


# --- game lengths ----------------------------------------------------------------------


def test_tonpuu_goes_south_without_anyone_at_the_target() -> None:
    east_4 = RoundSetup(round_wind=EAST, hand_number=3, scores=(25000,) * 4)
    game, _ = _draw(TENHOU.with_changes(game_length="tonpuu"), east_4, tenpai=(0,))
    assert _scores(game) == (28000, 24000, 24000, 24000)
    assert _next_hand(game) == (SOUTH, 0, 1)


def test_tonpuu_sudden_death_waits_for_all_last() -> None:
    east_1 = RoundSetup(scores=(25000, 28000, 24000, 23000))
    game, _ = _draw(TENHOU.with_changes(game_length="tonpuu"), east_1, tenpai=(1,))
    assert _scores(game) == (24000, 31000, 23000, 22000)
    assert _next_hand(game) == (EAST, 1, 1)


ISSOU = TENHOU.with_changes(game_length="issou", extension="none", extension_max_winds=0)


def test_issou_plays_the_north_round() -> None:
    west_4 = RoundSetup(round_wind=WEST, hand_number=3, scores=(25000,) * 4)
    game, _ = _draw(ISSOU, west_4, tenpai=(0,))
    assert _next_hand(game) == (NORTH, 0, 1)


def test_issou_ends_after_north_4() -> None:
    north_4 = RoundSetup(round_wind=NORTH, hand_number=3, scores=(25000,) * 4)
    game, out = _draw(ISSOU, north_4, tenpai=(0,))
    assert _scores(game) == (28000, 24000, 24000, 24000)
    _ended(game, out)


# --- bust ------------------------------------------------------------------------------


def test_one_point_below_zero_busts() -> None:
    game, out = _draw(TENHOU, RoundSetup(scores=(999, 33001, 33000, 33000)), tenpai=(1,))
    assert _scores(game) == (-1, 36001, 32000, 32000)
    _ended(game, out)


@pytest.mark.parametrize(("at_zero", "over"), [(True, True), (False, False)])
def test_exactly_zero(at_zero: bool, over: bool) -> None:
    rules = TENHOU.with_changes(bust_at_zero=at_zero)
    game, _ = _draw(rules, RoundSetup(scores=(1000, 33000, 33000, 33000)), tenpai=(1,))
    assert _scores(game) == (0, 36000, 32000, 32000)
    assert game.is_over is over


def test_bust_at_zero_leaves_positive_scores_alone() -> None:
    rules = TENHOU.with_changes(bust_at_zero=True)
    game, _ = _draw(rules, RoundSetup(scores=(2000, 33000, 33000, 32000)), tenpai=(1,))
    assert _scores(game) == (1000, 36000, 32000, 31000)
    assert _next_hand(game) == (EAST, 1, 1)
