"""Riichi or dama (silent tenpai), by value, wait and situation.

Riichi adds a han (and ura, ippatsu) and makes a hand without yaku winnable,
but it costs a 1000 stick, shows the tenpai and locks the hand: no fold later.
So, besides the ``always`` policy of the weaker levels:

- ``value`` (normal): riichi unless the silent hand is already worth a mangan;
- ``full`` (strong): no riichi on a dead wait; silent with a yaku when
  the silent value is already high (mangan) with a good wait, when another
  player's threat is on the table and the wait is poor (a tenpai that pushes
  anyway gains the han and the ura by chasing), when the wall is
  nearly empty, or when it is all-last and this seat is on top (the stick and
  a deal-in would risk the placement); otherwise riichi.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from ai.table import Table
from ai.value import HandValuer

RiichiPolicy = Literal["always", "value", "full"]

GOOD_WAIT = 5
"""Live winning tiles that make a wait good (a ryanmen with a few copies out)."""

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


def tenpai_facts(t: Table, valuer: HandValuer, hand: Sequence[int]) -> TenpaiFacts:
    """Facts of a 3n+1 tenpai hand (after the riichi discard)."""
    _, live = valuer.tenpai_value(hand, t.unseen, riichi=True)
    total, dama_live = valuer.tenpai_value(hand, t.unseen, riichi=False)
    return TenpaiFacts(live, dama_live, total / dama_live if dama_live else 0.0)


def should_riichi(
    t: Table, valuer: HandValuer, hand: Sequence[int], policy: RiichiPolicy, threatened: bool
) -> bool:
    if policy == "always":
        return True
    f = tenpai_facts(t, valuer, hand)
    mangan = 12000 if t.is_dealer else 8000
    if policy == "value":
        return f.live > 0 and not (f.dama_live and f.dama_value >= mangan * 0.95)
    if f.live == 0:
        return False
    has_yaku = f.dama_live > 0
    if t.is_all_last and t.rank == 1:
        return not has_yaku and t.gap_to(2) > t.rules.riichi_deposit
    if not has_yaku:
        return True
    if f.dama_value >= mangan * 0.95 and f.dama_live >= GOOD_WAIT - 1:
        return False
    if threatened and f.live < POOR_WAIT:
        return False
    return t.obs.tiles_left > 8
