"""What points are worth in all-last: the change of final rank they bring.

In the last hand the game ends with the next win of a non-dealer (or of a
dealer on top, who stops), so a point is only worth the placement it buys or
loses. A strong player in all-last asks "does this win move me up, would this
deal-in drop me", not "how many points":

- the top takes any cheap, fast win and folds what could drop it, but a
  win also keeps the place that a threat's win would take (it ends the game);
- the 4th has nothing left to lose by dealing in and pushes;
- riichi is declared only when the silent win would not already reach the
  placement the riichi win reaches (or the hand has no yaku without it).

Hands are worth a spread of values (ura, tsumo, the size of the other's hand
is unknown), so every outcome is averaged over a few multiples of the
estimate, and a win over ron from each other seat and a tsumo; this smooths
the steps of the rank function. Outside all-last (and for a dealer not on
top, whose win continues the game) points stay points. The hands of the
last round before it blend the two, more and more (:data:`LAST_ROUND_BLEND`):
a South 3 leader already avoids the deal-in that would hand over first place.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property

from ai.danger import Threat
from ai.table import Table

RANK_POINTS = 8000.0
"""One place of final rank in points (about a mangan), the unit of the all-last stakes."""

POINT_SHARE = 0.25
"""Share of the plain points kept in all-last (more points still help break ties)."""

_OWN_SPREAD = ((0.6, 0.3), (1.0, 0.4), (1.6, 0.3))
"""(multiple of the estimated value, weight) of an own win."""

_THREAT_SPREAD = ((0.5, 0.3), (1.0, 0.45), (2.0, 0.25))
"""(multiple, weight) of another's win: its hand is hidden, its size more uncertain."""

_TSUMO_SHARE = 0.4
"""Share of wins by tsumo (Tenhou statistics), the rest by ron from one of the others."""

LAST_ROUND_BLEND = (0.15, 0.3, 0.5)
"""Weight of the placement in the last round's hands 1-3 (all-last: 1, earlier: 0)."""

THREAT_WINS = 0.4
"""Chance that a tenpai threat wins the hand when this seat folds (by tsumo or from
another seat): the place it would take is what an own win protects."""

CHEAP_WIN = 2000
"""A fast, cheap win (yakuhai or tanyao with a dora, ron) that the top hand is after."""


def rank_of(scores: Sequence[int], seat: int) -> int:
    """Rank 1..4 of ``seat`` (ties go to the seat nearer the first dealer, as Tenhou)."""
    return 1 + sum(1 for s, v in enumerate(scores) if v > scores[seat] or (
        v == scores[seat] and s < seat))


class Stakes:
    """The worth of gaining or losing points for one decision (see the module docstring)."""

    def __init__(self, t: Table, placement: bool, threats: Sequence[Threat] = ()) -> None:
        self.t = t
        self.threats = threats
        self.scores = [p.score for p in t.obs.players]
        self.me = t.obs.seat
        self.sticks = 1000 * t.obs.riichi_sticks + 300 * t.obs.honba
        self.ranked = placement and t.is_all_last
        self.ranked_win = self.ranked and not (t.is_dealer and t.rank > 1)
        """A dealer behind wins to continue the game: its wins count in points."""
        self.weight = 1.0 if self.ranked else _blend(t) if placement else 0.0

    def points(self, value: float) -> float:
        """Worth of a score change that does not decide a placement (noten payments)."""
        return value * (1 - self.weight * (1 - POINT_SHARE))

    def win(self, value: float) -> float:
        """Worth of winning a hand of ``value`` points (the sticks on the table included)."""
        plain = value + self.sticks
        if not self.weight or (self.ranked and not self.ranked_win):
            return plain
        gain = self.t.rank - self.rank_after_win(value) + self._at_risk
        return self._mix(plain, gain)

    def loss(self, seat: int, value: float) -> float:
        """Worth lost by dealing a hand of ``value`` points into ``seat``."""
        if not self.weight:
            return value
        return self._mix(value, self._rank_after_deal_in(seat, value) - self.t.rank)

    def _mix(self, points: float, ranks: float) -> float:
        ranked = RANK_POINTS * ranks + POINT_SHARE * points
        return self.weight * ranked + (1 - self.weight) * points

    def rank_after_win(self, value: float) -> float:
        """Expected rank after an own win worth about ``value`` (ron value)."""
        others = [s for s in range(4) if s != self.me]
        total = 0.0
        for mult, weight in _OWN_SPREAD:
            v = value * mult
            after = list(self.scores)
            after[self.me] += int(v) + self.sticks
            for s in others:
                after[s] -= int(v / 3)
            tsumo = rank_of(after, self.me)
            ron = 0.0
            for payer in others:
                after = list(self.scores)
                after[self.me] += int(v) + self.sticks
                after[payer] -= int(v)
                ron += rank_of(after, self.me) / len(others)
            total += weight * (_TSUMO_SHARE * tsumo + (1 - _TSUMO_SHARE) * ron)
        return total

    @cached_property
    def _at_risk(self) -> float:
        """Places expected to be lost to the threats' wins if this seat does not win
        first (a win ends the hand and, in all-last, the game)."""
        risk = 0.0
        for th in self.threats:
            drop = 0.0
            for mult, weight in _THREAT_SPREAD:
                v = int(th.value * mult)
                after = list(self.scores)
                after[th.seat] += v + self.sticks
                for s in range(4):
                    if s != th.seat:
                        after[s] -= v // 3
                drop += weight * (rank_of(after, self.me) - self.t.rank)
            risk += th.tenpai * THREAT_WINS * drop
        return risk

    def _rank_after_deal_in(self, seat: int, value: float) -> float:
        total = 0.0
        for mult, weight in _THREAT_SPREAD:
            v = int(value * mult)
            after = list(self.scores)
            after[self.me] -= v
            after[seat] += v + self.sticks
            total += weight * rank_of(after, self.me)
        return total

    def wants_speed(self) -> bool:
        """All-last and a cheap win already gives (or keeps) first place: speed over value."""
        return self.ranked_win and self.rank_after_win(CHEAP_WIN) < 1.05

    def riichi_pays(self, dama_value: float, riichi_value: float) -> bool:
        """All-last with a yaku: riichi if its win reaches a better rank than dama's, or
        for the 4th whose silent win changes nothing (ura, tsumo and ippatsu may)."""
        dama = self.rank_after_win(dama_value)
        if self.t.rank == 4 and dama > 3.95:
            return True
        return self.rank_after_win(riichi_value) < dama - 0.05


def _blend(t: Table) -> float:
    if not t.is_last_round:
        return 0.0
    return LAST_ROUND_BLEND[min(t.obs.hand_number, len(LAST_ROUND_BLEND) - 1)]
