"""Every decision a seat made in a recorded game, exactly as the seat saw it.

Each finished hand of the record is played through the engine
(:func:`~mahjong_tui.records.replay.play_round`); just before each action the engine
applies, the acting seat's observation and legal actions are taken. That is all a
decision holds: the review cannot see another seat's tiles, the wall or what comes
later. A choice of one (the tile a riichi hand must let go, a lone pass) is no decision;
nor is showing the hand at a draw.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator
from dataclasses import dataclass

from mahjong_tui.engine.events import Drew
from mahjong_tui.engine.round import Round
from mahjong_tui.records.model import GameRecord, RoundRecord
from mahjong_tui.records.replay import play_round
from rules.actions import Action, ShowHand, Yame
from rules.observation import Observation


@dataclass(frozen=True, slots=True)
class Decision:
    hand: RoundRecord
    """The hand it was made in."""
    hand_index: int
    """That hand's place among the game's finished hands (the replay viewer's)."""
    moment: int
    """The events of the hand before it (where the replay viewer shows it)."""
    turn: int
    """The seat's draws in the hand so far (its 巡目; 0 before its first draw)."""
    seat: int
    observation: Observation
    actions: tuple[Action, ...]
    played: Action


def decisions(record: GameRecord, seats: Collection[int]) -> Iterator[Decision]:
    """The decisions of ``seats`` in ``record``, in the order they were made. Hands the
    engine cannot follow raise :class:`~mahjong_tui.records.replay.ReplayMismatch`."""
    finished = [hand for hand in record.rounds if hand.finished]
    for index, hand in enumerate(finished):
        collector = _Collector(hand, index, seats)
        play_round(hand, record.ruleset, collector.watch)
        yield from collector.found


class _Collector:
    """Takes the decisions of one hand as the engine replays it."""

    def __init__(self, hand: RoundRecord, index: int, seats: Collection[int]) -> None:
        self.hand = hand
        self.index = index
        self.seats = seats
        self.found: list[Decision] = []

    def watch(self, rnd: Round, seat: int, action: Action) -> None:
        if seat not in self.seats:
            return
        actions = tuple(rnd.pending().get(seat, ()))
        if len(actions) < 2 or any(isinstance(a, ShowHand | Yame) for a in actions):
            return
        turn = sum(isinstance(e, Drew) and e.seat == seat for e in rnd.log)
        self.found.append(Decision(self.hand, self.index, len(rnd.log), turn, seat,
                                   rnd.observe(seat), actions, action))
