"""Each decision of a recorded game judged by the AI: a seat's agreement and mistakes.

The AI (a :class:`~ai.judge.Judge` at the level asked for, under the record's rules)
judges each decision of the reviewed seats (:mod:`.decisions`); a disagreement is a
mistake with the AI's loss estimate and kind. :func:`review_json` is the stable shape of
``mahjong-tui review --json``::

    {"level": ..., "seats": [{"seat", "name", "decisions", "agreement",
      "losses": {kind: points}, "mistakes": [{"hand", "turn", "played", "ai", "loss",
      "kind", ...}]}]}
"""

from __future__ import annotations

from collections import deque
from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from ai.judge import KINDS, Judge, Kind, Verdict
from ai.levels import Level
from mahjong_tui.records.model import GameRecord
from mahjong_tui.review.decisions import Decision, decisions
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
from rules.tiles import name

COSTLIEST = 10
"""The mistakes a summary lists, costliest first."""


@dataclass(frozen=True, slots=True)
class Mistake:
    decision: Decision
    verdict: Verdict

    @property
    def kind(self) -> Kind:
        assert self.verdict.kind is not None
        return self.verdict.kind

    @property
    def loss(self) -> float:
        return self.verdict.loss


@dataclass(slots=True)
class SeatReview:
    seat: int
    name: str
    decisions: int = 0
    mistakes: list[Mistake] = field(default_factory=list)

    @property
    def agreement(self) -> float:
        """The share of decisions the AI made the same way (1 with no decision)."""
        return 1 - len(self.mistakes) / self.decisions if self.decisions else 1.0

    def losses(self) -> dict[Kind, float]:
        """The points lost by kind of mistake (every kind, 0 where none)."""
        total = dict.fromkeys(KINDS, 0.0)
        for mistake in self.mistakes:
            total[mistake.kind] += mistake.loss
        return total

    def costliest(self, count: int = COSTLIEST) -> list[Mistake]:
        return sorted(self.mistakes, key=lambda m: -m.loss)[:count]


def review_game(record: GameRecord, seats: Collection[int], level: Level) -> list[SeatReview]:
    """The review of ``seats`` in ``record`` by the AI at ``level``, in seat order."""
    return [deque(reviewing(record, seat, level), maxlen=1)[0][2] for seat in sorted(seats)]


def reviewing(record: GameRecord, seat: int, level: Level,
              ) -> Iterator[tuple[int, int, SeatReview]]:
    """The review of ``seat`` as it goes: (decisions judged, decisions, the review so far),
    first before any is judged (a screen shows its progress, and may stop it)."""
    found = list(decisions(record, [seat]))
    judge = Judge(level, record.ruleset)
    review = SeatReview(seat, record.names[seat], len(found))
    yield 0, len(found), review
    for done, decision in enumerate(found, 1):
        verdict = judge.judge(decision.observation, decision.actions, decision.played)
        if verdict.kind is not None:
            review.mistakes.append(Mistake(decision, verdict))
        yield done, len(found), review


def action_code(action: Action) -> str:
    """An action in short, language-free notation: ``5m``, ``riichi 0p`` (a red five),
    ``chi 34m``, ``pon 5z``, ``kan 1z``, ``pass``, ``tsumo``, ``ron``, ``nine terminals``."""
    match action:
        case Discard(tile=tile, riichi=riichi):
            return f"riichi {name(tile)}" if riichi else name(tile)
        case Chi(tiles=tiles) | Pon(tiles=tiles):
            word = "chi" if isinstance(action, Chi) else "pon"
            return f"{word} {''.join(name(t)[0] for t in tiles)}{name(tiles[0])[1]}"
        case Ankan(kind=k) | Kakan(kind=k):
            return f"kan {name(k)}"
        case Daiminkan():
            return "kan"
        case Pass():
            return "pass"
        case Tsumo():
            return "tsumo"
        case Ron():
            return "ron"
        case KyuushuKyuuhai():
            return "nine terminals"
    return type(action).__name__.lower()


def mistake_json(mistake: Mistake) -> dict[str, Any]:
    d, v = mistake.decision, mistake.verdict
    return {
        "hand": d.hand.label, "turn": d.turn, "played": action_code(v.played.action),
        "ai": action_code(v.ai.action), "loss": round(v.loss), "kind": v.kind,
        "played_shanten": v.played.shanten, "ai_shanten": v.ai.shanten,
        "played_ukeire": v.played.ukeire, "ai_ukeire": v.ai.ukeire,
        "threats": list(v.threats),
        "played_deal_in": [round(x, 4) for x in v.played.deal_in],
        "ai_deal_in": [round(x, 4) for x in v.ai.deal_in],
        "played_value": round(v.played.value), "ai_value": round(v.ai.value),
    }


def review_json(reviews: Sequence[SeatReview], level: str) -> dict[str, Any]:
    return {"level": level, "seats": [
        {"seat": r.seat, "name": r.name, "decisions": r.decisions,
         "agreement": round(r.agreement, 4),
         "losses": {kind: round(loss) for kind, loss in r.losses().items()},
         "mistakes": [mistake_json(m) for m in sorted(
             r.mistakes, key=lambda m: (-m.loss, m.decision.hand.kyoku))]}
        for r in reviews]}
