"""``mahjong-tui sim``: headless self-play of N games, with per-player statistics."""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Any

from rich.console import Console
from rich.progress import Progress
from rich.table import Table

from ai import PLAYERS as AI_PLAYERS
from mahjong_tui.commands import CliError
from mahjong_tui.engine.players import PLAYERS as ENGINE_PLAYERS
from mahjong_tui.engine.players import Player
from mahjong_tui.engine.selfplay import PlayerStats, SimTally, simulate_game
from rules.presets import load_preset
from rules.ruleset import RuleSet

PLAYERS = {**ENGINE_PLAYERS, **AI_PLAYERS}
_LENGTHS = ("one_hand", "tonpuu", "hanchan", "issou")


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "sim", help="headless self-play with statistics", description=__doc__
    )
    parser.add_argument("--games", type=int, required=True, metavar="N")
    parser.add_argument("--preset", default="tenhou", metavar="P", help="rule preset (tenhou)")
    parser.add_argument("--length", choices=_LENGTHS, metavar="L", help="|".join(_LENGTHS))
    parser.add_argument("--seed", type=int, metavar="S", help="seed of the first game")
    parser.add_argument(
        "--players",
        default="random,random,random,random",
        metavar="A,B,C,D",
        help=f"four player ids ({', '.join(PLAYERS)})",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON summary")
    parser.set_defaults(func=run)


def _players(spec: str, seed: int) -> list[Player]:
    ids = [p.strip() for p in spec.split(",")]
    if len(ids) != 4:
        raise CliError(f"--players needs four comma-separated ids, got {len(ids)}")
    unknown = [p for p in ids if p not in PLAYERS]
    if unknown:
        raise CliError(f"unknown player id {unknown[0]!r} (one of: {', '.join(PLAYERS)})")
    return [PLAYERS[p](seed * 4 + i) for i, p in enumerate(ids)]


def _rules(preset: str, length: str | None) -> RuleSet:
    rules = load_preset(preset)
    if length == "one_hand":
        return rules.with_changes(game_length=length, extension="none", extension_max_winds=0)
    return rules.with_changes(game_length=length) if length else rules


def run(args: argparse.Namespace) -> int:
    if args.games < 1:
        raise CliError("--games must be at least 1")
    rules = _rules(args.preset, args.length)
    base = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    players = _players(args.players, base)
    tally = SimTally([PlayerStats(p.strip()) for p in args.players.split(",")])
    started = time.perf_counter()
    show_progress = sys.stderr.isatty()
    with Progress(console=Console(stderr=True), transient=True, disable=not show_progress) as bar:
        task = bar.add_task("playing", total=args.games)
        for g in range(args.games):
            simulate_game(g, players, rules, base + g, tally)
            bar.advance(task)
    seconds = time.perf_counter() - started
    for message in tally.error_messages:
        print(message, file=sys.stderr)
    summary = {
        "games": tally.games + tally.errors,
        "hands": tally.hands,
        "seconds": round(seconds, 3),
        "errors": tally.errors,
        "players": [p.summary() for p in tally.players],
    }
    if args.json:
        print(json.dumps(summary))
    else:
        _print_table(summary)
    return 1 if tally.errors else 0


def _print_table(summary: dict[str, Any]) -> None:
    title = (
        f"{summary['games']} games, {summary['hands']} hands in {summary['seconds']} s"
        f", {summary['errors']} errors"
    )
    keys = ("avg_rank", "avg_score", "win_rate", "deal_in_rate", "riichi_rate", "call_rate",
            "tenpai_at_draw_rate")
    table = Table("player", *keys, title=title)
    for p in summary["players"]:
        table.add_row(p["name"], *(str(p[k]) for k in keys))
    Console().print(table)
