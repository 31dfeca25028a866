"""A finished game hand by hand, from the engine's event log (no Textual here): what the
game result lists and plots.

Each :class:`HandStory` is one hand: where it stood (wind, number, honba), its
wins or its draw, and everyone's points before and after. The scores over the
game (:func:`score_lines`) are the starting points, then each hand's end.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_tui.engine.events import (
    Drawn,
    Event,
    RiichiAccepted,
    RoundEnded,
    RoundStarted,
    Scores,
    Won,
)

SEATS = 4


@dataclass(frozen=True, slots=True)
class HandStory:
    round_wind: int
    hand_number: int
    """0..3; the dealer is seat ``hand_number``."""
    honba: int
    before: Scores
    after: Scores
    wins: tuple[Won, ...]
    draw: Drawn | None
    riichi: tuple[int, ...] = ()
    """The seats whose riichi stood (each put 1000 on the table), in the order declared."""

    @property
    def deltas(self) -> Scores:
        b, a = self.before, self.after
        return (a[0] - b[0], a[1] - b[1], a[2] - b[2], a[3] - b[3])


def hand_stories(log: Sequence[Event]) -> list[HandStory]:
    """Every finished hand of a game's log, in order (a hand still in play is left out)."""
    stories: list[HandStory] = []
    start: RoundStarted | None = None
    wins: list[Won] = []
    draw: Drawn | None = None
    riichi: list[int] = []
    for event in log:
        if isinstance(event, RoundStarted):
            start, wins, draw, riichi = event, [], None, []
        elif isinstance(event, RiichiAccepted):
            riichi.append(event.seat)
        elif isinstance(event, Won):
            wins.append(event)
        elif isinstance(event, Drawn):
            draw = event
        elif isinstance(event, RoundEnded) and start is not None:
            stories.append(HandStory(start.round_wind, start.hand_number, start.honba,
                                     start.scores, event.scores, tuple(wins), draw,
                                     tuple(riichi)))
            start = None
    return stories


def score_lines(stories: Sequence[HandStory]) -> list[list[int]]:
    """Each seat's points at the start and after every hand (one list per seat)."""
    if not stories:
        return [[] for _ in range(SEATS)]
    return [[stories[0].before[s], *(h.after[s] for h in stories)] for s in range(SEATS)]
