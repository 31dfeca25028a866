"""Engine benchmark: hanchan per second with random players on one core.

Run by hand: ``.venv/bin/python tests/bench/bench_engine.py [GAMES] [--profile]``.
It prints hanchan/s (by the wall clock and by the process's CPU time, which a
busy shared machine disturbs less), hands/s, the engine's share of the time
(the rest is the players deciding and building observations) and, with
--profile, the top of a cProfile listing. Target: at least 20 hanchan/s.
"""

from __future__ import annotations

import cProfile
import pstats
import sys
import time
from collections.abc import Sequence

from mahjong_tui.engine.game import Game
from mahjong_tui.engine.players import RandomPlayer
from rules.actions import Action
from rules.observation import Observation
from rules.ruleset import TENHOU


class TimedPlayer(RandomPlayer):
    spent = 0.0

    def decide(self, observation: Observation, actions: Sequence[Action]) -> Action:
        t = time.perf_counter()
        choice = super().decide(observation, actions)
        TimedPlayer.spent += time.perf_counter() - t
        return choice


def run(games: int) -> tuple[float, float, int, float]:
    """Seconds in all (wall, CPU), hands played, seconds spent observing and deciding."""
    hands = 0
    observing = 0.0
    start = time.perf_counter()
    cpu = time.process_time()
    for seed in range(games):
        game = Game(TENHOU, seed)
        players = [TimedPlayer(seed * 4 + i) for i in range(4)]
        while not game.is_over:
            pending = game.pending()
            seat = min(pending)
            t = time.perf_counter()
            obs = game.observe(seat)
            observing += time.perf_counter() - t
            game.apply(seat, players[seat].decide(obs, pending[seat]))
        hands += game.hands_played
    seconds = time.perf_counter() - start
    return seconds, time.process_time() - cpu, hands, observing + TimedPlayer.spent


def main(argv: list[str]) -> None:
    games = int(argv[0]) if argv and argv[0].isdigit() else 100
    if "--profile" in argv:
        profiler = cProfile.Profile()
        profiler.runcall(run, games)
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)
        return
    seconds, cpu, hands, players = run(games)
    print(f"{games} hanchan, {hands} hands in {seconds:.2f} s ({cpu:.2f} s CPU)")
    print(f"{games / seconds:.1f} hanchan/s ({games / cpu:.1f} by CPU time), "
          f"{hands / seconds:.0f} hands/s")
    print(f"engine share of the time: {1 - players / seconds:.0%}")


if __name__ == "__main__":
    main(sys.argv[1:])
