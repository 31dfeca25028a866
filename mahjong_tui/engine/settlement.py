"""The end of a game: placements, leftover riichi sticks, rounding, oka and uma.

Results are in thousands of points, as players quote them (+45.0, -20.0).
Each non-top score is rounded as the RuleSet says and measured from the
return points; uma goes by rank; the top takes the oka and whatever the
rounding took from the others, so a game with every stick paid out is
zero-sum (Tenhou: 34400, 26100, 20300, 19200 -> +45.0, +6.0, -20.0, -31.0).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from rules.ruleset import RuleSet, Uma

SEATS = 4


@dataclass(frozen=True, slots=True)
class Placement:
    seat: int
    rank: int
    """1..4; tied players under a split tie-break share the better rank."""
    score: int
    """Points at the end, leftover riichi sticks included."""
    uma: float
    oka: float
    result: float
    """The final result in thousands: (score - return) rounded, plus uma and oka."""
    chips: int
    """Net chips over the game (received minus paid)."""
    total: float
    """What the player settles in thousands: the result plus the chips at
    ``RuleSet.chip_value`` each (the result itself when chips are not priced)."""


@dataclass(frozen=True, slots=True)
class Standings:
    placements: tuple[Placement, ...]
    """One entry per seat, in seat order."""

    def by_rank(self) -> list[Placement]:
        return sorted(self.placements, key=lambda p: (p.rank, p.seat))


def final_standings(
    scores: Sequence[int], riichi_sticks_left: int, ruleset: RuleSet,
    chips: Sequence[int] = (0, 0, 0, 0),
) -> Standings:
    """Rank the players and settle the game.

    ``scores`` are in seat order, seat 0 being the first dealer (起家); the seat
    order breaks ties unless the RuleSet splits them. ``chips`` are each seat's net
    chips: they never change a rank, they are settled beside the points.
    """
    if len(scores) != SEATS:
        raise ValueError(f"a game has {SEATS} scores, got {len(scores)}")
    final = list(scores)
    order = sorted(range(SEATS), key=lambda s: (-final[s], s))
    if ruleset.leftover_riichi_sticks == "to_first" and riichi_sticks_left:
        tops = [s for s in order if final[s] == final[order[0]]]
        if ruleset.tie_break == "seat_order":
            tops = tops[:1]
        share = riichi_sticks_left * ruleset.riichi_deposit // len(tops)
        for s in tops:
            final[s] += share
        order = sorted(range(SEATS), key=lambda s: (-final[s], s))

    groups = _rank_groups(order, final, ruleset)
    uma = _uma_table(final, ruleset)
    oka_total = (ruleset.return_points - ruleset.starting_points) * SEATS / 1000
    oka_by_rank = (oka_total, 0.0, 0.0, 0.0)

    rank_of: dict[int, int] = {}
    uma_of: dict[int, float] = {}
    oka_of: dict[int, float] = {}
    position = 0
    for group in groups:
        ranks = range(position, position + len(group))
        for s in group:
            rank_of[s] = position + 1
            uma_of[s] = sum(uma[r] for r in ranks) / len(group)
            oka_of[s] = sum(oka_by_rank[r] for r in ranks) / len(group)
        position += len(group)

    top_group = groups[0]
    raw = {s: (final[s] - ruleset.return_points) / 1000 for s in range(SEATS)}
    base = {
        s: raw[s] if s in top_group else _rounded(_settled(final[s], ruleset), ruleset)
        for s in range(SEATS)
    }
    rounding_taken = sum(raw[s] - base[s] for s in range(SEATS) if s not in top_group)
    for s in top_group:
        base[s] += rounding_taken / len(top_group)

    placements = tuple(
        Placement(
            seat=s,
            rank=rank_of[s],
            score=final[s],
            uma=uma_of[s],
            oka=oka_of[s],
            result=round(base[s] + uma_of[s] + oka_of[s], 1),
            chips=chips[s],
            total=round(base[s] + uma_of[s] + oka_of[s] + chips[s] * ruleset.chip_value / 1000, 1),
        )
        for s in range(SEATS)
    )
    return Standings(placements)


def _rank_groups(order: list[int], final: list[int], ruleset: RuleSet) -> list[list[int]]:
    """Seats grouped by shared rank: singletons under the seat-order tie-break."""
    if ruleset.tie_break == "seat_order":
        return [[s] for s in order]
    groups: list[list[int]] = []
    for s in order:
        if groups and final[groups[-1][0]] == final[s]:
            groups[-1].append(s)
        else:
            groups.append([s])
    return groups


def _uma_table(final: list[int], ruleset: RuleSet) -> Uma:
    """The uma by rank; a floating table (浮き沈み) goes by who is at or above return."""
    if ruleset.floating_uma is None:
        return ruleset.uma
    floating = sum(1 for score in final if score >= ruleset.return_points)
    return ruleset.floating_uma.get(floating, ruleset.uma)


def _settled(score: int, ruleset: RuleSet) -> float:
    """A non-top score in thousands from the return points; below zero counts as 0
    unless the RuleSet settles negative scores as they are (箱下計算)."""
    if not ruleset.hakoshita:
        score = max(score, 0)
    return (score - ruleset.return_points) / 1000


def _rounded(thousands: float, ruleset: RuleSet) -> float:
    """Round a score difference (in thousands) to whole thousands per the RuleSet."""
    hundreds = round(thousands * 10)
    if ruleset.final_rounding == "none":
        return hundreds / 10
    if ruleset.final_rounding == "nearest_1000_half_up":
        return float(math.floor((hundreds + 5) / 10))
    # 五捨六入: a remainder of 500 rounds down, 600 and more round up.
    return float(math.floor((hundreds + 4) / 10))
