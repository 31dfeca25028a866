"""Players: anything that picks one of the legal actions from an Observation.

The engine never calls a player itself; a driver (the app, ``sim``, a test)
asks ``pending()``, gives each pending seat's player its Observation and
actions, and applies the answer. Baseline players live here; the AI levels
live in ``ai/``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol, runtime_checkable

from mahjong_tui.engine.events import Event
from rules.actions import Action, Discard, Pass
from rules.observation import Observation


class Player(Protocol):
    """Picks actions. A player may also be a :class:`Watcher` (optional hooks)."""

    name: str

    def decide(self, observation: Observation, actions: Sequence[Action]) -> Action:
        """One of ``actions`` (never empty)."""
        ...


class PlayerUnavailable(Exception):
    """A player that cannot play at all (an external bot that cannot be started): it stops
    a simulation with one line instead of counting as the engine's error, game after game."""


@runtime_checkable
class Watcher(Protocol):
    """Optional hooks of a player that follows the whole game, not just its Observations.

    An external bot (an mjai process) must be told every event, including the
    ones after its last decision, such as the game's end. :func:`.selfplay.play_game`
    calls ``watch`` with the game's event log (a list that grows as the game
    goes on) before the first decision and ``finish`` once the game is over or
    has failed.
    """

    def watch(self, log: Sequence[Event]) -> None: ...

    def finish(self) -> None: ...


class RandomPlayer:
    """Uniform over the legal actions, from its own seeded generator."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def decide(self, observation: Observation, actions: Sequence[Action]) -> Action:
        return actions[self._rng.randrange(len(actions))]


class TsumogiriPlayer:
    """Discards every drawn tile, never calls, never wins: a wall to play against."""

    name = "tsumogiri"

    def decide(self, observation: Observation, actions: Sequence[Action]) -> Action:
        for action in actions:
            if isinstance(action, Pass) or (
                isinstance(action, Discard) and action.tsumogiri and not action.riichi
            ):
                return action
        return actions[0]


PLAYERS: dict[str, Callable[[int | None], Player]] = {
    "random": RandomPlayer,
    "tsumogiri": lambda seed: TsumogiriPlayer(),
}
"""Player ids of ``mahjong-tui sim`` and their factories (taking a seed)."""
