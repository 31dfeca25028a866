"""Push or fold: weigh each discard's attacking chance against its deal-in cost.

With nobody threatening, the efficiency ranking decides alone. Against a
threat each candidate scores

    gain = P(win | shanten, live ukeire, draws left) x (own hand value + sticks)
           + P(exhaustive draw) x P(tenpai by then) x the noten payment swing
    cost = expected loss of this discard x more dangerous discards to come

and the best ``gain - cost`` is played. The own value is the lookahead's mean
win value when there is one (tenpai and 1-shanten), else a guess from dora and
red fives. Folding is not free: it gives up the win, the sticks on the table
and, late in the hand, the noten payments; so a good tenpai pushes all but the
worst tiles, a valuable good-shape 1-shanten pushes the middling ones, a far
or cheap slow hand folds onto genbutsu. ``caution`` scales the cost (the
level's defence). The win and the noten swing are weighed by the
:class:`~ai.placement.Stakes` (the deal-in losses come from the same stakes,
see :func:`ai.danger.loss_table`): in all-last they are worth the final rank
they change, so the top folds what could drop it and the 4th pushes.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ai.efficiency import Candidate
from ai.placement import Stakes
from ai.table import Table

_FUTURE_DISCARDS = (1.0, 1.8, 3.0, 4.0)
"""Risky discards still to come by shanten (tenpai, 1, 2, 3+), as a cost multiplier."""

_NOTEN_SWING = 2000
"""Tenpai instead of noten at an exhaustive draw, roughly (1000-1500 received
instead of 1000-1500 paid, against a riichi that is surely tenpai)."""

_TYPICAL_WAIT = 6
"""Live winning tiles of the tenpai a 1-shanten will reach (not known yet)."""


def hand_value_guess(t: Table) -> float:
    """A hand's value before tenpai: base, dora and red fives, riichi for closed hands."""
    c = t.hand
    han = 1 + sum(c[d] for d in t.dora) + len(t.red_kinds) + t.is_closed
    for m in t.melds:
        han += sum(t.dora_count(tile) for tile in m.tiles)
    value = {1: 1300, 2: 2600, 3: 5200}.get(han, 8000)
    return value * (1.5 if t.is_dealer else 1.0)


def tenpai_chance(t: Table, c: Candidate) -> float:
    """Rough chance to be tenpai by the end of the hand (far hands: none)."""
    if c.shanten <= 0:
        return 1.0
    if c.shanten > 1:
        return 0.0
    pool = max(sum(t.unseen), 1)
    return 1.0 - (1.0 - c.ukeire / pool) ** max(t.draws_left, 0)


def win_chance(t: Table, c: Candidate) -> float:
    """Rough chance to win from here, racing a threat.

    A tenpai wins half the races its live tiles would win (its draws and the
    others' discards). A 1-shanten must first reach tenpai, which takes about
    pool / ukeire draws, and then races with a typical wait and the draws left.
    """
    pool = max(sum(t.unseen), 1)
    draws = max(t.draws_left, 0)

    def race(live: float, turns: float) -> float:
        return 0.5 * (1.0 - math.pow(1.0 - live / pool, 2 * max(turns, 0.0)))

    if c.shanten == 0:
        return race(c.ukeire, draws)
    if c.shanten == 1:
        return tenpai_chance(t, c) * race(_TYPICAL_WAIT, draws - pool / max(c.ukeire, 1))
    return 0.04 if c.shanten == 2 else 0.01


def draw_chance(t: Table) -> float:
    """Rough chance that the hand ends in an exhaustive draw, by the tiles left."""
    return min(0.8, max(0.05, 1.0 - t.obs.tiles_left / 40))


def choose(
    t: Table,
    ranked: Sequence[Candidate],
    losses: Sequence[float],
    caution: float,
    stakes: Stakes,
) -> Candidate:
    """The candidate to discard (``ranked`` is best-first for attack)."""
    if caution <= 0 or not any(losses[c.kind] for c in ranked):
        return ranked[0]
    guess = hand_value_guess(t)
    noten = stakes.points(draw_chance(t) * _NOTEN_SWING)

    def score(c: Candidate) -> float:
        value = c.value if c.value > 0 else guess
        gain = win_chance(t, c) * stakes.win(value) + noten * tenpai_chance(t, c)
        future = _FUTURE_DISCARDS[min(max(c.shanten, 0), 3)]
        return gain - losses[c.kind] * future * caution

    best = ranked[0]
    best_score = score(best)
    for c in ranked[1:]:
        s = score(c)
        if s > best_score:
            best, best_score = c, s
    return best

