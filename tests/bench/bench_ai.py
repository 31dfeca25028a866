"""Benchmark of the AI levels (a script, not collected by pytest).

    .venv/bin/python tests/bench/bench_ai.py --walls 50 --selfplay 25
    .venv/bin/python tests/bench/bench_ai.py --opponent majiang --seeds 25 --level strong
    .venv/bin/python tests/bench/bench_ai.py --walls 0 --selfplay 0 --levels 400

0. ``--opponent majiang`` (the strength that counts): one of our bots against three
   @kobalab/majiang-ai on duplicate walls, through ``../shared/bench/vs-majiang``
   (node and npm needed; about 12 s a hanchan a core). ``--seeds N`` plays N seeds in
   every seating (4N hanchan); the script prints the average rank with its standard
   error over seeds, and the win / deal-in / riichi / call rates of every seat.
   Targets (issue 13): strong <= 2.45 over 100+ hanchan, win >= 21 %, deal-in <= 12.5 %.
   Two versions compare on the same ``--seed`` (majiang-ai is deterministic).
   ``--keep DIR`` keeps the game records, and ``tests/bench/same_deals.py DIR/*.paipu.json``
   then compares our bot with majiang-ai on the hands both were dealt (tenpai by the 6th,
   9th, 12th draw, calls, riichi, wins, deal-ins): the figures per situation.

1. Duplicate: each seeded wall sequence is played four times, the strong
   player in each seat against three ``greedy`` baselines (so wall luck
   cancels). Target: strong average rank <= 2.15 on each of two wall sets of
   100 walls (``--walls 100 --selfplay 0`` with two seeds); its standard error
   is over walls (``avg_rank_se``, about 0.047 for 100 walls), and the same
   ``--seed`` replays the same walls so that two versions of the AI compare on
   equal luck.
2. Self-play: four strong players. Targets (strong human play, Tenhou Houou):
   win 19-24 %, deal-in <= 13 %, riichi 15-25 %, calls 25-40 %.

3. ``--levels N``: strong, normal, easy and greedy at one table for N hanchan on
   duplicate walls (each wall four times, the seats rotating), the average rank of
   each and the step between neighbours with its standard error over walls. Target: strong <
   normal < easy < greedy, each step at least 0.08 over 400 hanchan.

Every decision of every AI is timed: mean and 99th percentile in ms, in wall time
(``timing``) and in the thread's CPU time (``cpu_timing``: what one core spends, the
figure that holds while other benchmarks share the machine). Target for strong: mean
<= 15 ms, p99 <= 80 ms on one core. ``--json`` prints the figures as one
object.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import shlex
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from ai.levels import LEVELS
from ai.players import HeuristicPlayer
from ai.timing import TimedPlayer, summary_ms
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.selfplay import PlayerStats, SimTally, play_game, simulate_game
from rules.presets import load_preset
from rules.ruleset import RuleSet

SEATS = 4
LEVEL_ORDER = ("strong", "normal", "easy", "greedy")
VS_MAJIANG = Path(__file__).resolve().parents[2].parent / "shared" / "bench" / "vs-majiang"


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
    report["players"][0]["cpu_timing"] = summary_ms([t for p in players for t in p.cpu_times])
    return report


def levels(games: int, seed: int, rules: RuleSet) -> dict[str, Any]:
    """The four levels at one table on duplicate walls: each wall is played four times,
    the seats rotating, so that wall luck cancels; the standard error of each step is
    over walls."""
    players = [_player(lv, seed + i, rules) for i, lv in enumerate(LEVEL_ORDER)]
    tally = SimTally([PlayerStats(lv) for lv in LEVEL_ORDER])
    wall_steps: list[list[float]] = []
    for w in range(max(1, games // SEATS)):
        before = [p.rank_sum for p in tally.players]
        for rotation in range(SEATS):
            simulate_game(rotation, players, rules, seed + 20_000 + w, tally)
        ranks = [(p.rank_sum - b) / SEATS for p, b in zip(tally.players, before, strict=True)]
        wall_steps.append([b - a for a, b in itertools.pairwise(ranks)])
    report = _report(tally, players)
    ranks = [row["avg_rank"] for row in report["players"]]
    report["steps"] = [round(b - a, 3) for a, b in itertools.pairwise(ranks)]
    report["steps_se"] = [_standard_error(list(col)) for col in zip(*wall_steps, strict=True)]
    return report


_RUN_DIR_LINE = """RUN=$(mktemp -d); trap 'rm -rf "$RUN"' EXIT"""
_HERE_LINE = 'HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)'
"""The two lines of vs-majiang that ``--keep`` rewrites (its own directory and the run's)."""


def vs_majiang(seeds: int, seed: int, level: str, keep: Path | None = None) -> int:
    """Run ``../shared/bench/vs-majiang`` with this checkout's bot; its report goes to stdout.

    ``keep``: a directory that keeps the run's game records (``*.paipu.json``, for
    ``same_deals.py``); the script deletes them otherwise, so it is run from a copy that
    writes them there instead of a temporary directory.
    """
    if not VS_MAJIANG.exists():
        print(f"bench_ai: {VS_MAJIANG} is not there", file=sys.stderr)
        return 2
    bot = [sys.executable, "-m", "mahjong_tui", "bot", "--mjai", "--level", level]
    args = ["--seeds", str(seeds), "--seed", str(seed), "--", *bot]
    if keep is None:
        return subprocess.run(["bash", str(VS_MAJIANG), *args], check=False).returncode
    script = VS_MAJIANG.read_text()
    if _RUN_DIR_LINE not in script or _HERE_LINE not in script:
        print("bench_ai: --keep does not know this vs-majiang script", file=sys.stderr)
        return 2
    keep.mkdir(parents=True, exist_ok=True)
    script = script.replace(_RUN_DIR_LINE, f"RUN={shlex.quote(str(keep.resolve()))}")
    script = script.replace(_HERE_LINE, f"HERE={shlex.quote(str(VS_MAJIANG.parent))}")
    return subprocess.run(["bash", "-c", script, "vs-majiang", *args], check=False).returncode


def _report(tally: SimTally, timed: list[TimedPlayer]) -> dict[str, Any]:
    rows = [p.summary() for p in tally.players[: len(timed)]]
    for row, player in zip(rows, timed, strict=True):
        row["timing"] = summary_ms(player.times)
        row["cpu_timing"] = summary_ms(player.cpu_times)
    return {"games": tally.games, "hands": tally.hands, "players": rows}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--walls", type=int, default=50, help="duplicate walls (x4 games)")
    parser.add_argument("--selfplay", type=int, default=25, help="games of four strong players")
    parser.add_argument("--seed", type=int, default=20240601)
    parser.add_argument("--preset", default="tenhou")
    parser.add_argument("--hero", default="strong")
    parser.add_argument("--base", default="greedy")
    parser.add_argument("--levels", type=int, default=0, help="hanchan of the four levels")
    parser.add_argument("--opponent", choices=("greedy", "majiang"), default="greedy",
                        help="majiang: one bot against three majiang-ai (vs-majiang)")
    parser.add_argument("--seeds", type=int, default=25, help="vs majiang: seeds (x4 hanchan)")
    parser.add_argument("--level", default="strong", help="vs majiang: the level to seat")
    parser.add_argument("--keep", type=Path, help="vs majiang: keep the game records here")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.opponent == "majiang":
        return vs_majiang(args.seeds, args.seed, args.level, args.keep)
    rules = load_preset(args.preset)
    out: dict[str, Any] = {}
    started = time.perf_counter()
    if args.walls:
        out["duplicate"] = duplicate(args.walls, args.seed, rules, args.hero, args.base)
    if args.selfplay:
        out["selfplay"] = selfplay(args.selfplay, args.seed, rules, args.hero)
    if args.levels:
        out["levels"] = levels(args.levels, args.seed, rules)
    out["seconds"] = round(time.perf_counter() - started, 1)
    if args.json:
        print(json.dumps(out))
    else:
        for part in ("duplicate", "selfplay", "levels"):
            if part in out:
                print(f"{part}: {out[part]['games']} games, {out[part]['hands']} hands")
                for row in out[part]["players"]:
                    print("  ", row)
                if "steps" in out[part]:
                    print("   steps between neighbours:", out[part]["steps"],
                          "+-", out[part]["steps_se"])
        print(f"{out['seconds']} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
