"""What the review of a game leaves in the player's record: the agreement, the mistakes,
the points lost, and the costliest efficiency positions of a closed hand as drills.

The record shows the agreement and the mistakes game after game (is the player
improving?); discard practice offers the drills "from my games" (:mod:`.practice`),
graded as its own puzzles are. The record file is untrusted: :func:`mark_from_json`
takes a mark only when every part of it is what a review writes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from mahjong_tui.review.game_review import SeatReview
from rules.tiles import NUM_KINDS, RED_FIVES

MAX_DRILLS: Final = 3
"""The positions a game gives to practise, costliest first."""
DRILL_KINDS: Final = ("efficiency", "value")
"""The mistakes practice can grade (by shanten and tiles that improve: no rivers)."""
HELD: Final = 13
_LARGEST: Final = 10**7
_TILES: Final = NUM_KINDS + len(RED_FIVES)


@dataclass(frozen=True, slots=True)
class Drill:
    tiles: tuple[int, ...]
    """The thirteen tiles held before the draw."""
    drawn: int
    loss: int
    """What the AI reckoned the mistake cost, in points."""


@dataclass(frozen=True, slots=True)
class ReviewMark:
    agreement: float
    decisions: int
    mistakes: int
    lost: int
    """The points the mistakes cost, by the AI's estimate."""
    drills: tuple[Drill, ...] = ()


def mark_of(review: SeatReview) -> ReviewMark:
    """A seat's review as the record keeps it."""
    drills = []
    for mistake in review.costliest(len(review.mistakes)):
        obs = mistake.decision.observation
        if (mistake.kind in DRILL_KINDS and round(mistake.loss) > 0 and not obs.me.melds
                and obs.drawn is not None and len(obs.hand) == HELD):
            drills.append(Drill(tuple(obs.hand), obs.drawn, round(mistake.loss)))
    return ReviewMark(round(review.agreement, 4), review.decisions, len(review.mistakes),
                      round(sum(review.losses().values())), tuple(drills[:MAX_DRILLS]))


def mark_from_json(data: Any) -> ReviewMark | None:
    """The mark a record entry holds (None: it is not one a review writes)."""
    if not (isinstance(data, dict) and set(data) == {"agreement", "decisions", "mistakes",
                                                      "lost", "drills"}):
        return None
    agreement, counts = data["agreement"], [data["decisions"], data["mistakes"], data["lost"]]
    if not (_number(agreement) and 0 <= agreement <= 1 and all(
            type(n) is int and 0 <= n <= _LARGEST for n in counts)):
        return None
    drills = data["drills"]
    if not isinstance(drills, list) or len(drills) > MAX_DRILLS:
        return None
    parsed = [_drill(d) for d in drills]
    if any(d is None for d in parsed):
        return None
    return ReviewMark(float(agreement), counts[0], counts[1], counts[2],
                      tuple(d for d in parsed if d is not None))


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _drill(data: Any) -> Drill | None:
    if not (isinstance(data, dict) and set(data) == {"tiles", "drawn", "loss"}):
        return None
    tiles, drawn, loss = data["tiles"], data["drawn"], data["loss"]
    if not (isinstance(tiles, list) and len(tiles) == HELD
            and all(type(x) is int and 0 <= x < _TILES for x in (*tiles, drawn))
            and type(loss) is int and 0 <= loss <= _LARGEST):
        return None
    return Drill(tuple(tiles), drawn, loss)
