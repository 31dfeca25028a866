"""Decision timing: a wrapper that measures how long a player takes per decision.

The sim command tallies game statistics; the time a player needs per move
is the AI's own proof (play must never stall), so it is measured here around
any object with ``name`` and ``decide``.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Protocol

from rules.actions import Action
from rules.observation import Observation


class Decider(Protocol):
    name: str

    def decide(self, observation: Observation, actions: Sequence[Action]) -> Action: ...


class TimedPlayer:
    """Delegates to ``player`` and records each decision's wall time (seconds)."""

    def __init__(self, player: Decider) -> None:
        self.player = player
        self.name = player.name
        self.times: list[float] = []
        self.cpu_times: list[float] = []
        """The same decisions in this thread's CPU time: what one core spends on each,
        whatever else the machine is doing (benchmarks run beside each other)."""

    def decide(self, observation: Observation, actions: Sequence[Action]) -> Action:
        start, cpu = time.perf_counter(), time.thread_time()
        action = self.player.decide(observation, actions)
        self.cpu_times.append(time.thread_time() - cpu)
        self.times.append(time.perf_counter() - start)
        return action

    def watch(self, log: Sequence[object]) -> None:
        """Pass the engine's optional ``watch`` hook on (an external bot follows the log)."""
        if (watch := getattr(self.player, "watch", None)) is not None:
            watch(log)

    def finish(self) -> None:
        """Pass the engine's optional ``finish`` hook on (the game is over)."""
        if (finish := getattr(self.player, "finish", None)) is not None:
            finish()


def summary_ms(times: Sequence[float]) -> dict[str, float]:
    """Mean, 99th percentile and maximum decision time in milliseconds."""
    if not times:
        return {"decisions": 0, "mean_ms": 0.0, "p99_ms": 0.0, "max_ms": 0.0}
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return {
        "decisions": len(ordered),
        "mean_ms": round(1000 * sum(ordered) / len(ordered), 3),
        "p99_ms": round(1000 * p99, 3),
        "max_ms": round(1000 * ordered[-1], 3),
    }
