"""Recorded mjai exchanges: ``{"recv": message or array, "send": answer}`` per line.

``record`` plays a seeded one-hand game with the AI in process and feeds the
watched seat's stream, line by line, to an :class:`MjaiBot` with the same AI:
the fixtures in ``tests/data/mjai/`` were written by it (``python -m
tests.mjai.exchanges`` rewrites them).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ai import PLAYERS as AI_PLAYERS
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.selfplay import play_game
from mahjong_tui.mjai.bot import MjaiBot
from mahjong_tui.mjai.events import game_messages
from rules.presets import load_preset

DATA = Path(__file__).parent.parent / "data" / "mjai"
RULES = load_preset("tenhou").with_changes(
    game_length="one_hand", extension="none", extension_max_winds=0
)
LEVEL = "normal"
RECORDED = {"seed5_seat0.jsonl": (5, 0), "seed8_seat2.jsonl": (8, 2), "seed21_seat3.jsonl": (21, 3)}

Exchange = dict[str, Any]


def record(seed: int, seat: int) -> list[Exchange]:
    game = play_game(Game(RULES, seed), [AI_PLAYERS[LEVEL](seed + s) for s in range(4)])
    bot = MjaiBot(AI_PLAYERS[LEVEL](seed + seat), RULES)
    return [{"recv": m, "send": bot.react([m])} for m in game_messages(game.log, seat)]


def load(name: str) -> list[Exchange]:
    lines = (DATA / name).read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def write(name: str, exchanges: list[Exchange]) -> None:
    text = "".join(json.dumps(e, separators=(",", ":")) + "\n" for e in exchanges)
    (DATA / name).write_text(text, encoding="utf-8")


if __name__ == "__main__":
    for file_name, (seed, seat) in RECORDED.items():
        write(file_name, record(seed, seat))
