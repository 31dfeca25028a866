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

from collections.abc import Callable, Sequence

from ai.efficiency import Candidate
from ai.placement import Stakes
from ai.table import Table

_FUTURE_DISCARDS = (1.0, 3.0, 4.0, 4.0)
"""Risky discards still to come by shanten (tenpai, 1, 2, 3+), as a cost multiplier.

Set against :func:`win_chance`'s fitted chain: with the old multipliers (1.8 at
1-shanten, 3 at 2-shanten) the fuller win chance pushed into 13.6 % deal-ins
against majiang-ai; these bring them back under 12 % and keep the wins."""

_NOTEN_SWING = 2000
"""Tenpai instead of noten at an exhaustive draw, roughly (1000-1500 received
instead of 1000-1500 paid, against a riichi that is surely tenpai)."""

_TYPICAL_WAIT = 3
"""Live winning tiles of the tenpai a 1-shanten will reach (not known yet)."""

_TYPICAL_ONE_SHANTEN = 12
"""Live tiles that take the 1-shanten a 2-shanten will reach to tenpai."""

_RON_FACTOR = 2.0
"""Winning chances per turn as a multiple of the own draw: the tsumo plus the three
discards of the others (which, facing a riichi, are mostly safe tiles)."""

_HAZARD = 0.1
"""Chance per turn that the hand ends before us (the threat wins, somebody else does)."""


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
    """Chance to win from here, racing a threat: a turn-by-turn chain.

    Each own turn the hand ends with chance ``_HAZARD``; else a 2-shanten or
    1-shanten moves one step closer with its live ukeire out of the unseen pool
    (the candidate's own ukeire for the first step, a typical one after), and a
    tenpai wins with ``_RON_FACTOR`` times its live tiles. The constants were
    fitted on 3,881 closed seats facing a riichi in vs-majiang records: the
    chain matches their win rate within two points from 12 to 48 tiles left,
    where the old closed form said a third to a seventh of it.
    """
    if c.shanten > 2:
        return 0.01
    pool = max(sum(t.unseen), 1)
    wait = c.ukeire if c.shanten <= 0 else _TYPICAL_WAIT
    win = min(1.0, _RON_FACTOR * wait / pool)
    to_tenpai = min(1.0, (c.ukeire if c.shanten == 1 else _TYPICAL_ONE_SHANTEN) / pool)
    to_one = min(1.0, c.ukeire / pool)
    tenpai, one, two = (float(max(c.shanten, 0) == s) for s in (0, 1, 2))
    won = 0.0
    for _ in range((t.obs.tiles_left + 3) // 4):
        tenpai, one, two = (p * (1.0 - _HAZARD) for p in (tenpai, one, two))
        won += tenpai * win
        tenpai, one, two = (tenpai * (1.0 - win) + one * to_tenpai,
                            one * (1.0 - to_tenpai) + two * to_one, two * (1.0 - to_one))
    return won


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
    score = scorer(t, losses, caution, stakes)
    best = ranked[0]
    best_score = score(best)
    for c in ranked[1:]:
        s = score(c)
        if s > best_score:
            best, best_score = c, s
    return best


def scorer(t: Table, losses: Sequence[float], caution: float, stakes: Stakes,
           ) -> Callable[[Candidate], float]:
    """What a candidate is worth, as :func:`choose` weighs it: its attacking gain less its
    deal-in cost (``losses`` by kind, all 0 without a threat), in the stakes' points."""
    guess = hand_value_guess(t)
    noten = stakes.points(draw_chance(t) * _NOTEN_SWING)

    def score(c: Candidate) -> float:
        value = c.value if c.value > 0 else guess
        gain = win_chance(t, c) * stakes.win(value) + noten * tenpai_chance(t, c)
        future = _FUTURE_DISCARDS[min(max(c.shanten, 0), 3)]
        return gain - losses[c.kind] * future * caution

    return score
