"""Benchmark of the AI levels (a script, not collected by pytest).

    .venv/bin/python tests/bench/bench_ai.py --walls 50 --selfplay 25

1. Duplicate: each seeded wall sequence is played four times, the strong
   player in each seat against three ``greedy`` baselines (so wall luck
   cancels). Target: strong average rank <= 2.15 on each of two wall sets of
   100 walls (``--walls 100 --selfplay 0`` with two seeds); its standard error
   is over walls (``avg_rank_se``, about 0.047 for 100 walls), and the same
   ``--seed`` replays the same walls so that two versions of the AI compare on
   equal luck.
2. Self-play: four strong players. Targets (strong human play, Tenhou Houou):
   win 19-24 %, deal-in <= 13 %, riichi 15-25 %, calls 25-40 %.

Every decision of every AI is timed: mean and 99th percentile in ms (target:
mean under 30 ms on one core). ``--json`` prints the figures as one object.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from typing import Any

from ai.levels import LEVELS
from ai.players import HeuristicPlayer
from ai.timing import TimedPlayer, summary_ms
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.selfplay import PlayerStats, SimTally, play_game
from rules.presets import load_preset
from rules.ruleset import RuleSet

SEATS = 4


def _player(level: str, seed: int, rules: RuleSet) -> TimedPlayer:
    return TimedPlayer(HeuristicPlayer(LEVELS[level], seed, rules))


def duplicate(walls: int, seed: int, rules: RuleSet, hero: str, base: str) -> dict[str, Any]:
    """``hero`` against three ``base`` players, each wall once with the hero in every seat."""
    players = [_player(hero, seed, rules)] + [_player(base, seed + i, rules) for i in (1, 2, 3)]
    tally = SimTally([PlayerStats(hero)] + [PlayerStats(base) for _ in range(3)])
    wall_ranks: list[float] = []
    for w in range(walls):
        before = tally.players[0].rank_sum
        for hero_seat in range(SEATS):
            # seating[seat] = player index: the hero at hero_seat, the others in order.
            others = iter((1, 2, 3))
            seating = [0 if s == hero_seat else next(others) for s in range(SEATS)]
            game = play_game(Game(rules, seed + w), [players[i] for i in seating])
            tally.add_game(game.log, seating)
        wall_ranks.append((tally.players[0].rank_sum - before) / SEATS)
    report = _report(tally, players[:2])
    report["players"][0]["avg_rank_se"] = _standard_error(wall_ranks)
    return report


def _standard_error(samples: list[float]) -> float:
    """Standard error of the mean; one sample per wall (its four seats averaged), since
    the games of one wall are not independent."""
    if len(samples) < 2:
        return 0.0
    return round(statistics.stdev(samples) / math.sqrt(len(samples)), 4)


def selfplay(games: int, seed: int, rules: RuleSet, level: str) -> dict[str, Any]:
    players = [_player(level, seed + i, rules) for i in range(SEATS)]
    tally = SimTally([PlayerStats(level)])
    for g in range(games):
        game = play_game(Game(rules, seed + 10_000 + g), players)
        tally.add_game(game.log, [0] * SEATS)
    report = _report(tally, players[:1])
    report["players"][0]["timing"] = summary_ms([t for p in players for t in p.times])
    return report


def _report(tally: SimTally, timed: list[TimedPlayer]) -> dict[str, Any]:
    rows = [p.summary() for p in tally.players[: len(timed)]]
    for row, player in zip(rows, timed, strict=True):
        row["timing"] = summary_ms(player.times)
    return {"games": tally.games, "hands": tally.hands, "players": rows}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--walls", type=int, default=50, help="duplicate walls (x4 games)")
    parser.add_argument("--selfplay", type=int, default=25, help="games of four strong players")
    parser.add_argument("--seed", type=int, default=20240601)
    parser.add_argument("--preset", default="tenhou")
    parser.add_argument("--hero", default="strong")
    parser.add_argument("--base", default="greedy")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rules = load_preset(args.preset)
    out: dict[str, Any] = {}
    started = time.perf_counter()
    if args.walls:
        out["duplicate"] = duplicate(args.walls, args.seed, rules, args.hero, args.base)
    if args.selfplay:
        out["selfplay"] = selfplay(args.selfplay, args.seed, rules, args.hero)
    out["seconds"] = round(time.perf_counter() - started, 1)
    if args.json:
        print(json.dumps(out))
    else:
        for part in ("duplicate", "selfplay"):
            if part in out:
                print(f"{part}: {out[part]['games']} games, {out[part]['hands']} hands")
                for row in out[part]["players"]:
                    print("  ", row)
        print(f"{out['seconds']} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
