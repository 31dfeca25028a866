"""What a win must be worth to change places (オーラス条件).

For a seat and a place above its own, :func:`smallest_win` finds the smallest ron from
each other seat and the smallest tsumo that put the seat in that place once the points
are counted, under the rules in force: the honba and the riichi sticks on the table
(the winner takes them), the dealer's double share, the tie-break (seat order from the
first dealer, or a shared place), the two-han minimum from honba, kiriage mangan and
the limits. Places are counted as the game's end counts them
(:func:`~mahjong_tui.engine.settlement.final_standings`), so the answer is exact when
this is the last hand; earlier it says where the win would put you.

The hands tried are every value a real hand can have: 1 to 4 han at 30 to 110 fu,
20 fu only for a tsumo of 2 han or more (pinfu tsumo), 25 fu from 2 han (seven pairs;
3 on a tsumo), then mangan to yakuman. Nothing more than a yakuman is counted on: a
place that needs more is out of reach.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_tui.engine.settlement import final_standings
from rules.observation import Observation
from rules.payment import settle
from rules.ruleset import RuleSet
from rules.score import Limit, base_points

SEATS = 4
_FU = (20, 25, *range(30, 120, 10))
_LIMIT_HAN = (5, 6, 8, 11, 13)


@dataclass(frozen=True)
class Hand:
    """A hand's worth: its base points, and the limit it reaches ("none" below mangan)."""

    base: int
    limit: Limit


@dataclass(frozen=True)
class WinNeeded:
    """The smallest wins that bring ``winner`` to ``place`` (None: none does)."""

    winner: int
    place: int
    ron: tuple[Hand | None, ...]
    """By discarding seat; the winner's own entry is None."""
    tsumo: Hand | None


def hands(rules: RuleSet, *, tsumo: bool, min_han: int = 1) -> list[Hand]:
    """Every hand value a win can have, smallest first, one per base."""
    found: dict[int, Limit] = {}
    for han in range(min_han, 5):
        for fu in _FU:
            if (fu == 20 and (not tsumo or han < 2)) or (fu == 25 and han < 2 + tsumo):
                continue
            base, limit = base_points(han, fu, rules)
            found.setdefault(base, limit)
    for han in _LIMIT_HAN:
        base, limit = base_points(han, 30, rules)
        found.setdefault(base, limit)
    return [Hand(base, found[base]) for base in sorted(found)]


def place_of(seat: int, scores: Sequence[int], rules: RuleSet) -> int:
    """``seat``'s place (1 to 4) if the game ended with ``scores``."""
    return final_standings(scores, 0, rules).placements[seat].rank


def smallest_win(scores: Sequence[int], winner: int, place: int, *, dealer: int, honba: int,
                 sticks: int, rules: RuleSet) -> WinNeeded:
    """The smallest ron from each seat and the smallest tsumo that bring ``winner`` to
    ``place`` or better (``sticks``: riichi sticks on the table)."""
    shibari = rules.ryanhan_shibari_honba
    min_han = 2 if shibari and honba >= shibari else 1

    candidates = {tsumo: hands(rules, tsumo=tsumo, min_han=min_han) for tsumo in (False, True)}

    def smallest(discarder: int | None) -> Hand | None:
        for hand in candidates[discarder is None]:
            deltas = settle(hand.base, winner, dealer, discarder, honba, sticks, rules)
            after = [score + delta for score, delta in zip(scores, deltas, strict=True)]
            if place_of(winner, after, rules) <= place:
                return hand
        return None

    ron = tuple(None if seat == winner else smallest(seat) for seat in range(SEATS))
    return WinNeeded(winner, place, ron, smallest(None))


def what_you_need(scores: Sequence[int], seat: int, *, dealer: int, honba: int, sticks: int,
                  rules: RuleSet) -> list[WinNeeded]:
    """For ``seat``: the wins that bring it to each place above its own, the nearest
    first. In first place, what the runner-up needs to pass it (what to keep from)."""
    now = place_of(seat, scores, rules)
    if now > 1:
        return [smallest_win(scores, seat, place, dealer=dealer, honba=honba, sticks=sticks,
                             rules=rules) for place in range(now - 1, 0, -1)]
    runner_up = max((other for other in range(SEATS) if other != seat),
                    key=lambda other: (scores[other], -other))
    return [smallest_win(scores, runner_up, 1, dealer=dealer, honba=honba, sticks=sticks,
                         rules=rules)]


def needs_now(obs: Observation, rules: RuleSet) -> list[WinNeeded]:
    """:func:`what_you_need` for the seat that sees ``obs``, at its table."""
    return what_you_need([view.score for view in obs.players], obs.seat, dealer=obs.dealer,
                         honba=obs.honba, sticks=obs.riichi_sticks, rules=rules)
