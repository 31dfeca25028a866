"""The mjai view equals the engine's observation and legal actions at every decision."""

from __future__ import annotations

import pytest

from ai import PLAYERS as AI_PLAYERS
from mahjong_tui.engine.players import RandomPlayer
from rules.presets import load_preset
from tests.mjai.drive import checked_game


@pytest.mark.parametrize(("preset", "seed"), [("tenhou", 1), ("tenhou", 2), ("mleague", 3)])
def test_view_follows_an_ai_game(preset: str, seed: int) -> None:
    rules = load_preset(preset).with_changes(game_length="tonpuu")
    levels = ("normal", "strong", "easy", "normal")
    players = [AI_PLAYERS[lv](seed + i) for i, lv in enumerate(levels)]
    assert checked_game(rules, seed, seed % 4, players) > 20


@pytest.mark.parametrize(
    "preset", ["tenhou", "mahjongsoul", "wrc", "ema", "jpml", "seed000_netmahjong",
               "seed002_mj3", "seed003_local_yaku", "seed004_web_tonpuu"],
)
def test_view_follows_random_play(preset: str) -> None:
    """Random players call, kan and riichi often: every branch of the view gets exercised."""
    rules = load_preset(preset).with_changes(game_length="tonpuu")
    for seed in range(3):
        players = [RandomPlayer(seed * 4 + i) for i in range(4)]
        assert checked_game(rules, seed, seed, players) > 20
