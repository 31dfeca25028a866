"""Our AI through ``mahjong-tui bot --mjai`` as a subprocess plays exactly as in process."""

from __future__ import annotations

import shlex
import sys

from ai import PLAYERS as AI_PLAYERS
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.players import Player, TsumogiriPlayer
from mahjong_tui.engine.selfplay import play_game
from mahjong_tui.mjai.external import ExternalPlayer
from rules.presets import load_preset

RULES = load_preset("tenhou").with_changes(game_length="tonpuu")
BOT = f"{shlex.quote(sys.executable)} -m mahjong_tui bot --mjai"


def _players(seed: int) -> list[Player]:
    levels = ("normal", "strong", "normal", "easy")
    return [AI_PLAYERS[lv](seed + i, RULES) for i, lv in enumerate(levels)]


def test_a_bot_process_plays_the_same_game_as_the_ai_in_process() -> None:
    seed, seat = 11, 1
    alone = play_game(Game(RULES, seed), _players(seed))
    players = _players(seed)
    command = f"{BOT} --level strong --length tonpuu --seed {seed + seat}"
    bot = ExternalPlayer(command, fallback=players[seat])
    players[seat] = bot
    try:
        through_mjai = play_game(Game(RULES, seed), players)
    finally:
        bot.close()
    assert bot.errors == []
    assert through_mjai.log == alone.log
    assert through_mjai.log[-1] == alone.log[-1]  # the same final scores


def _script_player(script: str, timeout: float = 5.0) -> ExternalPlayer:
    command = f"{shlex.quote(sys.executable)} -c {shlex.quote(script)}"
    return ExternalPlayer(command, fallback=TsumogiriPlayer(), timeout=timeout)


def _play_one_hand(bot: ExternalPlayer) -> Game:
    rules = load_preset("tenhou").with_changes(
        game_length="one_hand", extension="none", extension_max_winds=0
    )
    try:
        return play_game(Game(rules, 3), [bot, *_players(3)[1:]])
    finally:
        bot.close()


def test_illegal_answers_fall_back_and_are_counted() -> None:
    answer = '{"type":"dahai","actor":0,"pai":"C","tsumogiri":false}'
    bot = _script_player(f"import sys\nfor line in sys.stdin:\n    print({answer!r}, flush=True)")
    game = _play_one_hand(bot)
    assert game.is_over
    assert bot.errors and all("illegal answer" in e or "not" in e for e in bot.errors)


def test_a_silent_bot_times_out_and_the_game_goes_on() -> None:
    bot = _script_player("import time\ntime.sleep(30)", timeout=0.2)
    game = _play_one_hand(bot)
    assert game.is_over
    assert bot.errors and "no answer within 0.2 s" in bot.errors[0]
