"""``mahjong-tui sim``: headless self-play of N games, with per-player statistics.

Every player is wrapped in :class:`ai.timing.TimedPlayer`, so the summary also
gives each player's mean and 99th-percentile decision time (``decision_ms_mean``,
``decision_ms_p99``): the proof that no AI stalls play.

A player id ``mjai:COMMAND`` seats an external mjai bot: a fresh process for
each game, as mjai bots expect (COMMAND may not contain a comma). Where the bot
fails (an illegal or garbled answer, a timeout, an exit) the normal AI decides
instead; ``mjai_fallbacks`` counts those decisions per player (0 for the
others) and ``mjai_fallbacks_per_game`` lists them game by game. After three
timeouts in a row the bot is given up for the rest of that game. They are not
``errors``, which count games the engine could not finish. A bot command that
cannot be started is one line and exit status 2.

``--log-dir DIR`` writes every game's tenhou.net/6 log in DIR, named as the app names
its logs, each seat by its player's id: for ``mahjong-tui review`` and the replay viewer.
"""

from __future__ import annotations

import argparse
import json
import random
import shlex
import shutil
import sys
import time
from datetime import datetime
from pathlib import Path
from typing import Any

from rich.progress import Progress
from rich.table import Table

from ai import PLAYERS as AI_PLAYERS
from ai.timing import TimedPlayer, summary_ms
from mahjong_tui.commands import CliError
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.players import PLAYERS as ENGINE_PLAYERS
from mahjong_tui.engine.players import Player, PlayerUnavailable
from mahjong_tui.engine.selfplay import PlayerStats, SimTally, simulate_game
from mahjong_tui.mjai.external import PREFIX as MJAI_PREFIX
from mahjong_tui.mjai.external import ExternalPlayer
from mahjong_tui.text.console import plain_console
from rules.presets import load_preset
from rules.ruleset import RuleSet

PLAYERS = {**ENGINE_PLAYERS, **AI_PLAYERS}
_LENGTHS = ("one_hand", "tonpuu", "hanchan", "issou")
MJAI_FALLBACK = "normal"
"""The AI level that decides where an external mjai bot fails."""


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
        help=f"four player ids ({', '.join(PLAYERS)}, {MJAI_PREFIX}COMMAND)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON summary")
    parser.add_argument("--log-dir", type=Path, metavar="DIR",
                        help="write every game's tenhou.net/6 log there (named as the app's)")
    parser.set_defaults(func=run)


def _players(spec: str, seed: int, rules: RuleSet) -> list[TimedPlayer]:
    """The four timed players; the AI levels play by the game's RuleSet."""
    ids = [p.strip() for p in spec.split(",")]
    if len(ids) != 4:
        raise CliError(f"--players needs four comma-separated ids, got {len(ids)}")
    unknown = [p for p in ids if p not in PLAYERS and not p.startswith(MJAI_PREFIX)]
    if unknown:
        raise CliError(
            f"unknown player id {unknown[0]!r} (one of: {', '.join(PLAYERS)}, {MJAI_PREFIX}COMMAND)"
        )
    return [TimedPlayer(_make(p, seed * 4 + i, rules)) for i, p in enumerate(ids)]


def _make(player_id: str, seed: int, rules: RuleSet) -> Player:
    if player_id.startswith(MJAI_PREFIX):
        fallback = AI_PLAYERS[MJAI_FALLBACK](seed, rules)
        return ExternalPlayer(_mjai_command(player_id), fallback=fallback)
    if player_id in AI_PLAYERS:
        return AI_PLAYERS[player_id](seed, rules)
    return ENGINE_PLAYERS[player_id](seed)


def _mjai_command(player_id: str) -> str:
    """The command of an ``mjai:`` id, checked up front: a typo is bad input, not fallbacks."""
    command = player_id.removeprefix(MJAI_PREFIX).strip()
    try:
        words = shlex.split(command)
    except ValueError as exc:
        raise CliError(f"bad mjai command {command!r}: {exc}") from None
    if not words:
        raise CliError(f"{MJAI_PREFIX} needs a command")
    if shutil.which(words[0]) is None:
        raise CliError(f"mjai command not found: {words[0]!r}")
    return command


def _external(player: TimedPlayer) -> ExternalPlayer | None:
    return player.player if isinstance(player.player, ExternalPlayer) else None


def _fallbacks(player: TimedPlayer, games: int) -> dict[str, object]:
    external = _external(player)
    if external is None:
        return {"mjai_fallbacks": 0, "mjai_fallbacks_per_game": [0] * games}
    return {"mjai_fallbacks": external.fallbacks,
            "mjai_fallbacks_per_game": external.fallbacks_per_game}


def _timing(player: TimedPlayer) -> dict[str, float]:
    ms = summary_ms(player.times)
    return {"decision_ms_mean": ms["mean_ms"], "decision_ms_p99": ms["p99_ms"]}


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
    players = _players(args.players, base, rules)
    tally = SimTally([PlayerStats(p.strip()) for p in args.players.split(",")])
    started = time.perf_counter()
    show_progress = sys.stderr.isatty()
    externals = [e for p in players if (e := _external(p)) is not None]
    try:
        with Progress(
            console=plain_console(stderr=True), transient=True, disable=not show_progress
        ) as bar:
            task = bar.add_task("playing", total=args.games)
            for g in range(args.games):
                played = simulate_game(g, players, rules, base + g, tally)
                if played is not None and args.log_dir is not None:
                    _write_log(args.log_dir, *played, tally.players, base + g)
                bar.advance(task)
    except PlayerUnavailable as exc:
        raise CliError(str(exc)) from None
    finally:
        for external in externals:
            external.close()
    seconds = time.perf_counter() - started
    for message in tally.error_messages:
        print(message, file=sys.stderr)
    for external in externals:
        if external.errors:
            print(f"{external.name}: {len(external.errors)} failures, the first: "
                  f"{external.errors[0]}", file=sys.stderr)
            per_game = ", ".join(str(n) for n in external.fallbacks_per_game)
            print(f"{external.name}: fallback decisions game by game: {per_game}",
                  file=sys.stderr)
            for given_up in (e for e in external.errors if "given up" in e):
                print(given_up, file=sys.stderr)
    summary = {
        "games": tally.games + tally.errors,
        "hands": tally.hands,
        "seconds": round(seconds, 3),
        "errors": tally.errors,
        "players": [
            {**stats.summary(), **_timing(player), **_fallbacks(player, args.games)}
            for stats, player in zip(tally.players, players, strict=True)
        ],
    }
    if args.json:
        print(json.dumps(summary))
    else:
        _print_table(summary)
    return 1 if tally.errors else 0


def _write_log(directory: Path, game: Game, seating: list[int], players: list[PlayerStats],
               seed: int) -> None:
    """The game's tenhou.net/6 log in ``directory``, each seat named by its player's id."""
    from mahjong_tui.play.session import unique_log_name
    from mahjong_tui.records.export import game_record, write_game_log

    try:
        directory.mkdir(parents=True, exist_ok=True)
        names = [players[i].name for i in seating]
        write_game_log(game_record(game, names),
                       directory / unique_log_name(directory, datetime.now(), seed))
    except OSError as exc:
        raise CliError(f"the log cannot be written in {directory}: {exc.strerror or exc}"
                       ) from None


def _print_table(summary: dict[str, Any]) -> None:
    title = (
        f"{summary['games']} games, {summary['hands']} hands in {summary['seconds']} s"
        f", {summary['errors']} errors"
    )
    keys = ("avg_rank", "avg_score", "win_rate", "deal_in_rate", "riichi_rate", "call_rate",
            "tenpai_at_draw_rate", "decision_ms_mean", "decision_ms_p99")
    table = Table("player", *keys, title=title)
    for p in summary["players"]:
        table.add_row(p["name"], *(str(p[k]) for k in keys))
    plain_console().print(table)
