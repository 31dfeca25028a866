"""Our AI as an mjai bot: messages in, one answer per line out.

Input, one JSON value per line, in either form:

- one event object per line (gimite/mjai): every line gets an answer;
- an array of events per line (Mortal, mjai.app): the events are applied in
  order and the line gets one answer, the reaction to the last event.

The answer is one JSON object per line, flushed: an action such as
``{"type":"dahai","actor":0,"pai":"5mr","tsumogiri":false}``, or
``{"type":"none"}``. The bot keeps its own :class:`~.view.TableView`, lists
the legal actions itself (:mod:`.legality`) and asks the AI only when there
is a choice, so it asks exactly the questions the engine would: with the same
seed its decisions are the in-process AI's. An answer is always legal: if
the AI fails, the drawn tile is discarded (or ``none`` on another's discard).
A malformed message gets one line on stderr and ``none``; the bot goes on.
"""

from __future__ import annotations

import sys
from typing import IO, Any, TextIO

from mahjong_tui.engine.players import Player
from mahjong_tui.files.input_lines import json_line, read_lines
from mahjong_tui.mjai.actions import NONE, Message, matching, response
from mahjong_tui.mjai.legality import legal_actions
from mahjong_tui.mjai.tiles import MjaiError
from mahjong_tui.mjai.view import TableView
from rules.actions import Action, Discard, Pass
from rules.ruleset import RuleSet
from rules.untrusted import parse_json


class MjaiBot:
    """One seat: applies messages to its view and answers with the player's choices."""

    def __init__(self, player: Player, rules: RuleSet, seat: int | None = None) -> None:
        self.player = player
        self.view = TableView(rules, seat)
        self._riichi: Discard | None = None
        """The riichi discard chosen with ``reach``, played when the ``reach`` event comes."""

    def react(self, messages: list[Message]) -> Message:
        """Apply ``messages`` and answer the last one."""
        for msg in messages[:-1]:
            self.view.update(msg)
        return self._answer(messages[-1]) if messages else dict(NONE)

    def _answer(self, msg: Message) -> Message:
        riichi, self._riichi = self._riichi, None
        self.view.update(msg)
        v = self.view
        if riichi is not None and msg.get("type") == "reach" and msg.get("actor") == v.seat:
            return response(v, Discard(riichi.tile, riichi.tsumogiri))
        legal = legal_actions(v, msg)
        if not legal:
            return dict(NONE)
        action = self._decide(legal)
        if isinstance(action, Discard) and action.riichi:
            self._riichi = action
        return response(v, action)

    def _decide(self, legal: tuple[Action, ...]) -> Action:
        try:
            choice = self.player.decide(self.view.observation(), legal)
        except Exception as exc:  # the AI failing must not stop the game
            print(f"mahjong-tui bot: the AI failed ({type(exc).__name__}: {exc})",
                  file=sys.stderr)
            choice = None
        if choice is not None and matching(choice, legal) == choice:
            return choice
        return fallback(legal)


def fallback(legal: tuple[Action, ...]) -> Action:
    """Tsumogiri on the own turn (else the first discard), a pass on a claim."""
    if Pass() in legal:
        return Pass()
    discards: list[Action] = [a for a in legal if isinstance(a, Discard) and not a.riichi]
    tsumogiri = [d for d in discards if isinstance(d, Discard) and d.tsumogiri]
    return (tsumogiri or discards or list(legal))[0]


def parse_line(line: str) -> list[Message]:
    """The messages of one input line (an object, or an array of objects)."""
    try:
        value: Any = parse_json(line)
    except ValueError as exc:
        raise MjaiError(f"not JSON: {exc}") from None
    items = value if isinstance(value, list) else [value]
    if not items or not all(isinstance(m, dict) for m in items):
        raise MjaiError("expected an event object or a non-empty array of event objects")
    return items


def run(bot: MjaiBot, stdin: IO[bytes] | IO[str], stdout: TextIO, stderr: TextIO) -> int:
    """The loop: until stdin ends (or after ``end_game``), answer every non-empty line."""
    for line in read_lines(stdin):
        if not line.text.strip() and line.error is None:
            continue
        try:
            if line.error is not None:
                raise MjaiError(line.error)
            messages = parse_line(line.text)
            answer = bot.react(messages)
        except (MjaiError, LookupError, TypeError, ValueError, AttributeError, ArithmeticError,
                StopIteration, RecursionError) as exc:
            # Whatever shape a message from outside has (a score of 1e400 is an infinite
            # float, a kakan of a pon never made finds no pon): that line gets none.
            print(f"mahjong-tui bot: line {line.number}: {exc}"[:500], file=stderr, flush=True)
            messages, answer = [], dict(NONE)
        stdout.write(json_line(answer, compact=True))
        stdout.flush()
        if messages and messages[-1].get("type") == "end_game":
            break
    return 0
