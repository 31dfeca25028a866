"""What points are worth in all-last: the change of final rank they bring.

In the last hand the game ends with the next win of a non-dealer (or of a
dealer on top, who stops), so a point is only worth the placement it buys or
loses. A strong player in all-last asks "does this win move me up, would this
deal-in drop me", not "how many points":

- the top takes any cheap, fast win and folds what could drop it;
- the 4th has nothing left to lose by dealing in and pushes;
- riichi is declared only when the silent win would not already reach the
  placement the riichi win reaches (or the hand has no yaku without it).

Hands are worth a spread of values (ura, tsumo, the size of the other's hand
is unknown), so every outcome is averaged over a few multiples of the
estimate, and a win over ron from each other seat and a tsumo; this smooths
the steps of the rank function. Outside all-last (and for a dealer not on
top, whose win continues the game) points stay points.
"""

from __future__ import annotations

from collections.abc import Sequence

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

CHEAP_WIN = 2000
"""A fast, cheap win (yakuhai or tanyao with a dora, ron) that the top hand is after."""


def rank_of(scores: Sequence[int], seat: int) -> int:
    """Rank 1..4 of ``seat`` (ties go to the seat nearer the first dealer, as Tenhou)."""
    return 1 + sum(1 for s, v in enumerate(scores) if v > scores[seat] or (
        v == scores[seat] and s < seat))


class Stakes:
    """The worth of gaining or losing points for one decision (see the module docstring)."""

    def __init__(self, t: Table, placement: bool) -> None:
        self.t = t
        self.scores = [p.score for p in t.obs.players]
        self.me = t.obs.seat
        self.sticks = 1000 * t.obs.riichi_sticks + 300 * t.obs.honba
        self.ranked = placement and t.is_all_last
        self.ranked_win = self.ranked and not (t.is_dealer and t.rank > 1)
        """A dealer behind wins to continue the game: its wins count in points."""

    def points(self, value: float) -> float:
        """Worth of a score change that does not decide a placement (noten payments)."""
        return value * POINT_SHARE if self.ranked else value

    def win(self, value: float) -> float:
        """Worth of winning a hand of ``value`` points (the sticks on the table included)."""
        if not self.ranked_win:
            return value + self.sticks
        gain = self.t.rank - self.rank_after_win(value)
        return RANK_POINTS * gain + POINT_SHARE * (value + self.sticks)

    def loss(self, seat: int, value: float) -> float:
        """Worth lost by dealing a hand of ``value`` points into ``seat``."""
        if not self.ranked:
            return value
        drop = self._rank_after_deal_in(seat, value) - self.t.rank
        return RANK_POINTS * drop + POINT_SHARE * value

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
