"""One of the player's mjai bots in an opponent's seat at the table.

The bot is an :class:`~mahjong_tui.mjai.external.ExternalPlayer` (its own process, no
shell, a time limit per decision, a cap on what it may print), with the strong AI as its
fallback: a decision the bot fails (no answer in time, an exit, an illegal or unreadable
answer) is the strong AI's, and so is every decision of a game whose bot cannot even be
started. The table reports how it failed (:meth:`TableBot.new_failures`), once a game.

The process is started at the bot's first decision and sees the game from its start
(a resumed game too: the whole log is sent to it). At the game's end it gets the end and
is stopped in the background (:meth:`TableBot.finish`), as it is when the player leaves
the table (:meth:`TableBot.close`): waiting for a bot to exit never holds up the table.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Literal

from mahjong_tui.engine.events import Event
from mahjong_tui.engine.players import Player
from mahjong_tui.mjai.external import BotStartError, ExternalPlayer, FailureKind
from rules.actions import Action
from rules.observation import Observation

Failure = FailureKind | Literal["start"]
DECISION_SECONDS = 5.0
"""How long the bot may think over one decision."""


class TableBot:
    def __init__(self, name: str, command: str, fallback: Player) -> None:
        self.name = name
        self.external = ExternalPlayer(command, fallback, DECISION_SECONDS)
        self.fallback = fallback
        self.cannot_start = False
        self._reported = 0

    def watch(self, log: Sequence[Event]) -> None:
        self.external.watch(log)

    def decide(self, observation: Observation, actions: Sequence[Action]) -> Action:
        if not self.cannot_start:
            try:
                return self.external.decide(observation, actions)
            except BotStartError as exc:
                self.cannot_start = True
                self.external.errors.append(str(exc))
        return self.fallback.decide(observation, actions)

    def new_failures(self) -> list[Failure]:
        """How the decisions failed since the last call (the bot that could not start:
        ``start``, once)."""
        failures: list[Failure] = [*self.external.failures]
        if self.cannot_start:  # after it, the bot is never asked again
            failures.append("start")
        new, self._reported = failures[self._reported:], len(failures)
        return new

    def finish(self) -> None:
        """The game is over: the bot gets its end and is stopped, in the background."""
        threading.Thread(target=self.external.finish, daemon=True).start()

    def close(self) -> None:
        """The player left the table: the bot is stopped, in the background."""
        threading.Thread(target=self.external.close, daemon=True).start()
