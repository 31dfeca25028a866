"""``mahjong-tui bot --mjai``: one seat played by our AI over the mjai protocol.

mjai messages come on stdin (one event per line, or a JSON array of events per
line as Mortal and mjai.app send them) and the answers go to stdout, one JSON
object per line. The seat is ``start_game``'s ``id`` (or ``--seat``).
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ai import PLAYERS as AI_PLAYERS
from mahjong_tui.files.input_lines import standard_input
from mahjong_tui.mjai.bot import MjaiBot
from mahjong_tui.mjai.bot import run as run_bot
from rules.presets import load_preset

_LENGTHS = ("tonpuu", "hanchan", "issou")


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "bot", help="play one seat as an mjai bot on stdin/stdout", description=__doc__
    )
    parser.add_argument("--mjai", action="store_true", required=True,
                        help="speak the mjai protocol (the only protocol for now)")
    parser.add_argument("--level", default="normal", choices=tuple(AI_PLAYERS),
                        help="AI level (normal)")
    parser.add_argument("--seed", type=int, metavar="N",
                        help="seed of the AI's personality (the same seed plays the same)")
    parser.add_argument("--preset", default="tenhou", metavar="P",
                        help="rules the table plays by (tenhou)")
    parser.add_argument("--length", choices=_LENGTHS, metavar="L",
                        help="game length, for the AI's all-last play (the preset's)")
    parser.add_argument("--seat", type=int, choices=range(4), metavar="0..3",
                        help="the seat when start_game has no 'id'")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    rules = load_preset(args.preset)  # a PresetError is a ValueError: one line, status 2
    if args.length:
        rules = rules.with_changes(game_length=args.length)
    player = AI_PLAYERS[args.level](args.seed, rules)
    return run_bot(MjaiBot(player, rules, args.seat), standard_input(), sys.stdout,
                   sys.stderr)
