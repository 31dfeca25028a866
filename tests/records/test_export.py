"""Self-play games: exported from the engine log, read back and verified hand by hand."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from pathlib import Path

import pytest

from mahjong_tui.engine.events import GameEnded
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.players import RandomPlayer
from mahjong_tui.engine.selfplay import play_game
from mahjong_tui.files.places import default_log_dir
from mahjong_tui.records.export import game_record, write_game_log
from mahjong_tui.records.load import read_record
from mahjong_tui.records.replay import verify_game
from mahjong_tui.records.tenhou6 import dumps_tenhou6, parse_tenhou6
from rules.actions import Action, Discard, Ron, Tsumo
from rules.observation import Observation
from rules.presets import load_preset, preset_names


class WinningPlayer:
    """Random, but always wins when it can and usually declares riichi."""

    name = "winner"

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def decide(self, observation: Observation, actions: Sequence[Action]) -> Action:
        for action in actions:
            if isinstance(action, Ron | Tsumo):
                return action
        riichi = [a for a in actions if isinstance(a, Discard) and a.riichi]
        if riichi and self._rng.random() < 0.7:
            return riichi[0]
        return actions[self._rng.randrange(len(actions))]


def _round_trip(game: Game) -> tuple[int, int]:
    record = parse_tenhou6(dumps_tenhou6(game_record(game)))
    result = verify_game(record)
    assert result.to_json()["mismatches"] == []
    return len(result.checks), result.matched


@pytest.mark.parametrize("preset", preset_names())
def test_winning_players_round_trip(preset: str) -> None:
    rules = load_preset(preset)
    hands = 0
    for seed in range(4):
        game = play_game(Game(rules, seed), [WinningPlayer(seed * 4 + s) for s in range(4)])
        count, matched = _round_trip(game)
        assert count == matched > 0
        hands += count
    assert hands >= 8


@pytest.mark.parametrize("seed", range(6))
def test_random_players_round_trip(seed: int) -> None:
    rules = load_preset("tenhou").with_changes(game_length="tonpuu")
    game = play_game(Game(rules, seed), [RandomPlayer(seed * 4 + s) for s in range(4)])
    count, matched = _round_trip(game)
    assert count == matched > 0


def test_an_unfinished_game_exports_and_reads_back(tmp_path: Path) -> None:
    game = Game(load_preset("tenhou"), 7)
    players = [RandomPlayer(s) for s in range(4)]
    for _ in range(30):
        seat = min(game.pending())
        game.apply(seat, players[seat].decide(game.observe(seat), game.pending()[seat]))
    path = write_game_log(game, tmp_path / "logs" / "game.json")
    record = read_record(path)
    assert record.rounds and not record.rounds[-1].finished
    assert len(record.rounds[-1].moves) > 0
    assert verify_game(record).ok


def test_write_is_atomic_and_complete(tmp_path: Path) -> None:
    game = play_game(Game(load_preset("tenhou"), 3), [WinningPlayer(s) for s in range(4)])
    target = tmp_path / "game.json"
    target.write_text("old")
    write_game_log(game.log, target)
    data = json.loads(target.read_text(encoding="utf-8"))
    assert set(data) >= {"title", "name", "rule", "log"}
    assert data["rule"]["disp"] == "般南喰赤" and data["rule"]["aka51"] == 1
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]
    end = game.log[-1]
    assert isinstance(end, GameEnded)
    placements = end.standings.placements
    assert data["sc"][0::2] == [p.score for p in placements]
    assert data["sc"][1::2] == [p.result for p in placements]
    assert sum(data["sc"][0::2]) == 100_000  # leftover sticks go to the top


def test_an_unfinished_game_has_no_final_scores() -> None:
    game = Game(load_preset("tenhou"), 7)
    assert "sc" not in json.loads(dumps_tenhou6(game_record(game)))


def test_default_log_dir() -> None:
    path = default_log_dir()
    assert path.is_absolute() and "mahjong-tui" in str(path)
