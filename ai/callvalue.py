"""Calls weighed by expected value (the strong level), as majiang-ai weighs them.

Near tenpai (the hand, or the hand after the call, at most two steps away with a
yaku) a chi or pon is taken when the hand after it, with its best discard, is worth
more than the hand as it stands: the same expected value that ranks the discards
(:class:`ai.efficiency.DiscardEvaluator`, the real scorer, riichi assumed for a
closed hand, nothing for a wait without a yaku). So a call that costs the riichi,
the menzen han or a good closed shape is refused, and a call that makes a cheap
closed hand fast and valuable enough is taken, without hand-written thresholds.
Under a riichi a call must also be worth something on its own: short of tenpai at
least ``UNDER_RIICHI[1]``, to tenpai ``UNDER_RIICHI[0]`` (majiang-ai's figures).
Farther hands keep the rules of :func:`ai.calls.choose_call`.
"""

from __future__ import annotations

from collections.abc import Sequence

from ai.calls import current_shanten
from ai.efficiency import LOOKAHEAD_DEPTH, DiscardEvaluator
from ai.table import Table
from ai.value import HandValuer, value_context
from rules.actions import Action, Chi, Pon
from rules.kuikae import kuikae_kinds
from rules.tiles import NUM_KINDS, kind

UNDER_RIICHI = (500.0, 1200.0)
"""The least expected value a call needs while someone is in riichi: to tenpai, short of it."""

_EPSILON = 1e-6


def in_reach(t: Table) -> bool:
    """Whether the hand is close enough for the value comparison."""
    return current_shanten(t) <= LOOKAHEAD_DEPTH


def best_call(
    t: Table, valuer: HandValuer, options: Sequence[Action], riichi_on_table: bool
) -> Chi | Pon | None:
    """The call worth more than passing, or None."""
    valuer.use(value_context(t))
    base = DiscardEvaluator(t, valuer, True, True).hand_ev(t.hand)
    best: Chi | Pon | None = None
    best_ev = base + _EPSILON
    for action in options:
        if not isinstance(action, Chi | Pon):
            continue
        ev, shanten = _after(t, valuer, action)
        if riichi_on_table and ev < UNDER_RIICHI[0 if shanten == 0 else 1]:
            continue
        if ev > best_ev:
            best, best_ev = action, ev
    valuer.use(value_context(t))
    return best


def _after(t: Table, valuer: HandValuer, action: Chi | Pon) -> tuple[float, int]:
    """(expected value, shanten) of the hand after the call and its best allowed discard."""
    after = t.after_call(action)
    valuer.use(value_context(after))
    claimed = t.obs.claimable
    assert claimed is not None
    own = (kind(action.tiles[0]), kind(action.tiles[1])) if isinstance(action, Chi) else None
    banned = kuikae_kinds(t.rules.kuikae, kind(claimed), own)
    allowed = [k for k in range(NUM_KINDS) if after.hand[k] and k not in banned]
    if not allowed:
        return 0.0, 99
    ranked = DiscardEvaluator(after, valuer, True, True).rank(after.hand, allowed)
    top = ranked[0]
    return top.ev, top.shanten
