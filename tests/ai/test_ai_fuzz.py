"""Every AI decision is one of the legal actions: all levels over many seeded games.

The players are wrapped in a guard that checks each answer against the legal
list the engine offered (the engine would raise too, but the guard names the
level and the situation). Different presets exercise kuitan, red fives, kan
and riichi rules. Sized to run in well under a minute on one core. How long the
decisions take is the benchmark's to say (``tests/bench/bench_ai.py`` prints it),
never a timed assert here: a loaded machine would fail it.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from ai.characters import CHARACTERS
from ai.levels import LEVELS
from ai.players import PLAYERS, HeuristicPlayer
from mahjong_tui.engine.events import Called, RiichiAccepted, Won
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.selfplay import play_game
from rules.actions import Action
from rules.observation import Observation
from rules.presets import load_preset


class Guard:
    """Asserts that the wrapped player answers with a legal action."""

    def __init__(self, player: HeuristicPlayer) -> None:
        self.player = player
        self.name = player.name

    def decide(self, observation: Observation, actions: Sequence[Action]) -> Action:
        action = self.player.decide(observation, actions)
        assert action in actions, f"{self.name} chose {action} from {list(actions)}"
        return action


LINEUPS = [
    ("strong", "normal", "easy", "greedy"),
    ("strong", "strong", "strong", "strong"),
    ("normal", "easy", "normal", "easy"),
]
CASES = [
    (preset, length, lineup, seed)
    for seed, (preset, length) in enumerate(
        [("tenhou", "hanchan"), ("mahjongsoul", "tonpuu"), ("ema", "tonpuu"),
         ("wrc", "tonpuu"), ("mleague", "tonpuu"), ("jpml", "tonpuu")]
    )
    for lineup in LINEUPS
]


@pytest.mark.parametrize(("preset", "length", "lineup", "seed"), CASES)
def test_every_decision_is_legal(
    preset: str, length: str, lineup: tuple[str, ...], seed: int
) -> None:
    rules = load_preset(preset).with_changes(game_length=length)
    players = [
        Guard(HeuristicPlayer(LEVELS[lv], seed * 4 + i, rules)) for i, lv in enumerate(lineup)
    ]
    game = play_game(Game(rules, 7000 + seed), players)
    assert game.is_over


def test_the_ai_wins_riichis_and_calls() -> None:
    rules = load_preset("tenhou")
    players = [HeuristicPlayer(LEVELS[lv], i, rules) for i, lv in enumerate(LINEUPS[0])]
    log = play_game(Game(rules, 99), players).log
    assert any(isinstance(e, Won) for e in log)
    assert any(isinstance(e, RiichiAccepted) for e in log)
    assert any(isinstance(e, Called) for e in log)


def test_same_seed_same_game() -> None:
    rules = load_preset("tenhou").with_changes(game_length="tonpuu")

    def run() -> list[object]:
        players = [PLAYERS[lv](11 + i) for i, lv in enumerate(LINEUPS[0])]
        return list(play_game(Game(rules, 5), players).log)

    assert run() == run()


def test_sim_ids() -> None:
    assert set(PLAYERS) == {"greedy", "easy", "normal", "strong"} | set(CHARACTERS)
