"""Riichi or dama (silent tenpai), by value, wait and situation.

Riichi adds a han (and ura, ippatsu) and makes a hand without yaku winnable,
but it costs a 1000 stick, shows the tenpai and locks the hand: no fold later.
So, besides the ``always`` policy of the weaker levels:

- ``value`` (normal): riichi unless the silent hand is already worth a mangan;
- ``silent`` (a character's style): riichi only on a hand with no yaku, or one whose
  silent win is cheap (under :data:`CHEAP` of a mangan);
- ``full`` (strong): no riichi on a dead wait; silent with a yaku when
  the silent value is already high (mangan) with a good wait, when another
  player's threat is on the table and the wait is poor (a tenpai that pushes
  anyway gains the han and the ura by chasing), when the wall is
  nearly empty; otherwise riichi. In all-last (:mod:`ai.placement`) the
  placement decides instead: with a yaku, riichi only when its win reaches a
  better final rank than the silent win; without one, riichi unless the
  stick alone would cost a place that the win could not win back.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from ai.placement import Stakes, rank_of
from ai.table import Table
from ai.value import HandValuer

RiichiPolicy = Literal["always", "value", "silent", "full"]

GOOD_WAIT = 5
"""Live winning tiles that make a wait good (a ryanmen with a few copies out)."""

CHEAP = 0.4
"""A silent hand worth less than this share of a mangan is cheap: the ``silent`` style
declares riichi on it all the same."""

POOR_WAIT = 3
"""Fewer live winning tiles than this is too little to chase another's threat with a riichi."""


@dataclass(frozen=True, slots=True)
class TenpaiFacts:
    live: int
    """Live copies of all waits (any wait wins after riichi)."""
    dama_live: int
    """Live copies of the waits that have a yaku without riichi (ron)."""
    dama_value: float
    """Average ron value over the live waits with a yaku."""
    riichi_value: float
    """Average ron value over the live waits after a riichi."""


def tenpai_facts(t: Table, valuer: HandValuer, hand: Sequence[int]) -> TenpaiFacts:
    """Facts of a 3n+1 tenpai hand (after the riichi discard)."""
    riichi_total, live = valuer.tenpai_value(hand, t.unseen, riichi=True)
    total, dama_live = valuer.tenpai_value(hand, t.unseen, riichi=False)
    return TenpaiFacts(
        live,
        dama_live,
        total / dama_live if dama_live else 0.0,
        riichi_total / live if live else 0.0,
    )


def should_riichi(
    t: Table,
    valuer: HandValuer,
    hand: Sequence[int],
    policy: RiichiPolicy,
    threatened: bool,
    stakes: Stakes | None = None,
) -> bool:
    """Whether to declare riichi on the 3n+1 tenpai ``hand``; ``stakes`` (the strong
    level's placement view) decides in all-last."""
    if policy == "always":
        return True
    f = tenpai_facts(t, valuer, hand)
    mangan = 12000 if t.is_dealer else 8000
    if policy == "value":
        return f.live > 0 and not (f.dama_live and f.dama_value >= mangan * 0.95)
    if policy == "silent":
        return f.live > 0 and (not f.dama_live or f.dama_value < mangan * CHEAP)
    if f.live == 0:
        return False
    has_yaku = f.dama_live > 0
    if stakes is not None and stakes.ranked_win:
        if has_yaku:
            return stakes.riichi_pays(f.dama_value, f.riichi_value)
        return not _stick_costs_a_place(t, stakes, f.riichi_value)
    if not has_yaku:
        return True
    if f.dama_value >= mangan * 0.95 and f.dama_live >= GOOD_WAIT - 1:
        return False
    if threatened and f.live < POOR_WAIT:
        return False
    return t.obs.tiles_left > 8


def _stick_costs_a_place(t: Table, stakes: Stakes, riichi_value: float) -> bool:
    """The deposit alone drops this seat a place, and the riichi win would not raise it."""
    after = list(stakes.scores)
    after[stakes.me] -= t.rules.riichi_deposit
    dropped = rank_of(after, stakes.me) > t.rank
    return dropped and stakes.rank_after_win(riichi_value) >= t.rank
