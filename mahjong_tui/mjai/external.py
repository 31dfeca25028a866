"""An external mjai bot process seated as a player.

The process (``mjai:COMMAND`` in ``sim --players``) gets the game as that
seat's mjai stream (:mod:`.events`), one event per line, and answers each line
with one JSON object. Only the answer to the last event before one of our
decisions counts; it must be one of the legal actions. A bot that answers
illegally, garbles, dies or stays silent past ``timeout`` seconds is replaced
for that decision by the fallback player; the failure is recorded in
``errors`` and counted in ``fallbacks``. Decisions mjai has no message for go
to the fallback player and are not failures.

As the mjai convention has it, one process plays one game: it is started at
the game's first decision and ended after ``end_game`` (a bot may exit there,
as ours does). After :data:`MAX_TIMEOUTS` timeouts in a row the bot is given
up for the rest of that game (ended, and every later decision of the game is
the fallback's, counted), so a hung bot costs seconds, not hours. The process
runs in its own process group, and ending it ends its children too. A command
that cannot be started at all raises :class:`BotStartError`.

The player needs the game's event log: it has the engine's optional
:class:`~mahjong_tui.engine.players.Watcher` hooks, which
:func:`~mahjong_tui.engine.selfplay.play_game` calls (``watch`` the log before
the game, ``finish`` after it). :meth:`ExternalPlayer.close` stops the process.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import shlex
import signal
import subprocess
import threading
import time
from collections.abc import Sequence
from typing import IO, Literal

from mahjong_tui.engine.events import Event
from mahjong_tui.engine.players import Player, PlayerUnavailable
from mahjong_tui.files.input_lines import Line, read_lines
from mahjong_tui.mjai.actions import Message, matching, parse_response
from mahjong_tui.mjai.events import SeatTranslator
from mahjong_tui.mjai.tiles import MjaiError
from rules.actions import (
    Action,
    Ankan,
    Chi,
    Daiminkan,
    Discard,
    Kakan,
    KyuushuKyuuhai,
    Pass,
    Pon,
    Ron,
    Tsumo,
)
from rules.observation import Observation
from rules.untrusted import parse_json

DEFAULT_TIMEOUT = 5.0
MAX_TIMEOUTS = 3
"""Timeouts in a row after which the bot is given up for the game."""
MAX_QUEUED = 64
"""The bot's lines read ahead of their decisions (a bot that writes without end, such as
``yes``, then waits on its full pipe: its output never fills memory)."""
PREFIX = "mjai:"
MJAI_ACTIONS = (Discard, Chi, Pon, Daiminkan, Ankan, Kakan, Tsumo, Ron, Pass, KyuushuKyuuhai)
"""Actions mjai can answer; other choices (``Yame``, ``ShowHand``) go to the fallback."""


class BotStartError(PlayerUnavailable):
    """The bot's command cannot be run (not executable, not found...)."""


class BotTimeout(MjaiError):
    """No answer in time."""


class BotExited(MjaiError):
    """The process ended before it answered."""


class IllegalAnswer(MjaiError):
    """A well-formed answer that is not one of the legal actions."""


FailureKind = Literal["timeout", "exited", "illegal", "unreadable"]


def failure_kind(exc: MjaiError) -> FailureKind:
    """How the bot failed a decision, for the player's words."""
    if isinstance(exc, BotTimeout):
        return "timeout"
    if isinstance(exc, BotExited):
        return "exited"
    return "illegal" if isinstance(exc, IllegalAnswer) else "unreadable"


class BotProcess:
    """The subprocess: lines in, lines out, never blocking us.

    A writer thread feeds its stdin (a bot that stops reading cannot stall the
    game) and a reader thread queues its lines, read with a deadline.
    """

    def __init__(self, command: str) -> None:
        self.command = command
        try:
            self._proc = subprocess.Popen(
                shlex.split(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                start_new_session=True,
            )
        except (OSError, ValueError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            raise BotStartError(f"the mjai bot {command!r} cannot be started: {reason}") from None
        self._lines: queue.Queue[Line | None] = queue.Queue(maxsize=MAX_QUEUED)
        self._outbox: queue.Queue[str | None] = queue.Queue()
        assert self._proc.stdout is not None and self._proc.stdin is not None
        threading.Thread(target=self._read, args=(self._proc.stdout,), daemon=True).start()
        threading.Thread(target=self._write, args=(self._proc.stdin,), daemon=True).start()
        self.owed = 0
        """Lines sent whose answer has not been read yet (a late answer is skipped later)."""
        self.alive = True

    def _read(self, out: IO[bytes]) -> None:
        """Queue the bot's lines, each at most ``MAX_LINE`` long (a longer one is an error
        for its decision, read to its end and dropped), at most :data:`MAX_QUEUED` ahead
        (then this waits, and so does the bot): memory stays bounded whatever it writes."""
        for line in read_lines(out):
            self._lines.put(line)
        self._lines.put(None)

    def _write(self, into: IO[bytes]) -> None:
        with contextlib.suppress(OSError):  # the bot may be gone: its answers say so
            while (text := self._outbox.get()) is not None:
                into.write(text.encode())
                into.flush()
            into.close()

    def send(self, messages: Sequence[Message]) -> None:
        if messages and self.alive:
            self._outbox.put("".join(json.dumps(m) + "\n" for m in messages))
            self.owed += len(messages)

    def last_answer(self, timeout: float) -> str:
        """The answer to the last line sent; :class:`MjaiError` on a timeout or exit."""
        deadline = time.monotonic() + timeout
        answer = ""
        problem: str | None = None
        while self.owed:
            if not self.alive:
                raise BotExited("the bot process has exited")
            try:
                line = self._lines.get(timeout=max(deadline - time.monotonic(), 0))
            except queue.Empty:
                raise BotTimeout(f"no answer within {timeout:g} s") from None
            if line is None:
                self.alive = False
                continue
            self.owed -= 1
            if line.error is not None:
                answer = ""
                problem = line.error
                continue
            answer, problem = line.text, None
        if problem is not None:
            raise MjaiError(f"the answer cannot be read: {problem}")
        return answer

    def close(self, timeout: float) -> None:
        """Close its stdin, give it ``timeout`` seconds to exit, then end its whole process
        group (what it started goes with it)."""
        self._outbox.put(None)
        with contextlib.suppress(subprocess.TimeoutExpired):
            self._proc.wait(timeout)
        with contextlib.suppress(OSError):
            os.killpg(self._proc.pid, signal.SIGKILL)
        self._proc.wait()


class ExternalPlayer:
    """One seat played by an mjai bot process (started at the first decision)."""

    def __init__(self, command: str, fallback: Player, timeout: float = DEFAULT_TIMEOUT) -> None:
        self.name = PREFIX + command
        self.command = command
        self.fallback = fallback
        self.timeout = timeout
        self.errors: list[str] = []
        self.failures: list[FailureKind] = []
        """How each failed decision failed (one for each in ``errors`` but the last words
        of a game and the giving up)."""
        self.fallbacks = 0
        """Decisions the fallback made because the bot failed (each also in ``errors``,
        except those after the bot was given up for a game)."""
        self.fallbacks_per_game: list[int] = []
        """``fallbacks`` game by game (one entry per finished game)."""
        self._game_start = 0
        self._timeouts = 0
        """Timeouts in a row in this game."""
        self._given_up = False
        self._bot: BotProcess | None = None
        self._log: Sequence[Event] = ()
        self._fed = 0
        self._translator: SeatTranslator | None = None
        self._reach_sent = False

    def watch(self, log: Sequence[Event]) -> None:
        """Follow a new game whose (growing) event log is ``log``."""
        self._log, self._fed, self._translator = log, 0, None
        self._game_start, self._timeouts, self._given_up = self.fallbacks, 0, False

    def decide(self, observation: Observation, actions: Sequence[Action]) -> Action:
        seat = observation.seat
        if self._given_up:
            self.fallbacks += all(isinstance(a, MJAI_ACTIONS) for a in actions)
            return self.fallback.decide(observation, actions)
        messages = self._new_messages(seat)
        bot = self._process()
        bot.send(messages)
        if not all(isinstance(a, MJAI_ACTIONS) for a in actions):
            return self.fallback.decide(observation, actions)
        try:
            if not messages:
                raise MjaiError("watch() the game's log before asking (no new events)")
            action = self._answer(bot, seat)
            legal = matching(action, list(actions))
            if legal is None:
                raise IllegalAnswer(f"illegal answer: {action}")
            self._timeouts = 0
        except MjaiError as exc:
            self.errors.append(f"{self.name} seat {seat}: {exc}")
            self.failures.append(failure_kind(exc))
            self.fallbacks += 1
            self._count_timeout(exc, seat)
            legal = self.fallback.decide(observation, actions)
        if not (isinstance(legal, Discard) and legal.riichi):
            self._reach_sent = False
        return legal

    def _answer(self, bot: BotProcess, seat: int) -> Action:
        """The bot's answer; after ``reach`` it gets its own reach event and names the discard."""
        msg = _json(bot.last_answer(self.timeout))
        if msg.get("type") != "reach":
            return parse_response(msg)
        bot.send([{"type": "reach", "actor": seat}])
        self._reach_sent = True
        return parse_response(_json(bot.last_answer(self.timeout)), riichi=True)

    def _count_timeout(self, exc: MjaiError, seat: int) -> None:
        self._timeouts = self._timeouts + 1 if isinstance(exc, BotTimeout) else 0
        if self._timeouts >= MAX_TIMEOUTS:
            self.errors.append(f"{self.name} seat {seat}: {MAX_TIMEOUTS} timeouts in a row: "
                               "given up for the rest of the game")
            self._given_up = True
            self.close()

    def finish(self) -> None:
        """Send the rest of the game (its end), wait for the answers, end the process."""
        if self._bot is not None and self._translator is not None:
            self._bot.send(self._new_messages(self._translator.seat or 0))
            try:
                self._bot.last_answer(self.timeout)
            except MjaiError as exc:
                self.errors.append(f"{self.name}: at the end of the game: {exc}")
        self.close()
        self.fallbacks_per_game.append(self.fallbacks - self._game_start)
        self.watch(())

    def close(self) -> None:
        if self._bot is not None:
            self._bot.close(self.timeout)
            self._bot = None

    def _process(self) -> BotProcess:
        if self._bot is None:
            self._bot = BotProcess(self.command)
        return self._bot

    def _new_messages(self, seat: int) -> list[Message]:
        if self._translator is None:
            self._translator = SeatTranslator(seat)
        messages = self._translator.translate(self._log[self._fed:])
        self._fed = len(self._log)
        if self._reach_sent:
            own_reach = {"type": "reach", "actor": seat}
            if own_reach in messages:
                messages.remove(own_reach)
                self._reach_sent = False
        return messages


def _json(line: str) -> Message:
    try:
        value = parse_json(line)  # nested too deeply is refused, not a RecursionError
    except ValueError:
        raise MjaiError(f"not JSON: {line.strip()[:80]!r}") from None
    if not isinstance(value, dict):
        raise MjaiError(f"not a JSON object: {line.strip()[:80]!r}")
    return value

