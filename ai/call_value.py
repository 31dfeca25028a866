"""Calls weighed by expected value: the strong level's calls for a near hand.

For a hand 2-shanten or closer (plain shanten, as majiang-ai), a chi or pon is
made when the hand after the call and its best discard is worth more than the
hand as it is, both by the lookahead of :mod:`ai.efficiency` on majiang-ai's
scale: the closed hand valued with riichi, the opened one by the real scorer
(a wait without a yaku is worth nothing, so a call that kills the only yaku
never wins the comparison). While another player is in riichi, a call must
also bring enough to push: 500 at tenpai, 1200 short of it (majiang-ai's
thresholds). Far hands keep the rules of :mod:`ai.calls`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ai.efficiency import LOOKAHEAD_DEPTH, DiscardEvaluator, own_context
from ai.table import Table
from ai.value import HandValuer, ValueContext
from rules.actions import Chi, Pon
from rules.hand import Meld, MeldKind
from rules.kuikae import kuikae_kinds
from rules.tiles import RED_FIVES, kind

RIICHI_PUSH_TENPAI = 500.0
RIICHI_PUSH_NEAR = 1200.0
"""The least EV (majiang-ai's scale) a call must bring while someone is in riichi."""


def near_enough(hand_shanten: int) -> bool:
    """Whether a hand at this plain shanten gets its calls weighed by value."""
    return hand_shanten <= LOOKAHEAD_DEPTH


def called_meld(t: Table, action: Chi | Pon, claimed: int) -> Meld:
    """The meld ``action`` makes with the claimed tile."""
    meld_kind = MeldKind.CHI if isinstance(action, Chi) else MeldKind.PON
    return Meld(meld_kind, (*action.tiles, claimed), claimed, t.obs.claimable_from)


def best_ev_call(
    t: Table, valuer: HandValuer, calls: Sequence[Chi | Pon], riichi_on_table: bool
) -> Chi | Pon | None:
    """The call worth more than passing, or None (see the module docstring)."""
    claimed = t.obs.claimable
    assert claimed is not None
    best = DiscardEvaluator(t, valuer, True, True).expected_value(list(t.hand))
    choice: Chi | Pon | None = None
    for action in calls:
        ev, reached = _after_call(t, valuer, action, claimed)
        if reached > LOOKAHEAD_DEPTH:
            continue
        if riichi_on_table and ev < (RIICHI_PUSH_TENPAI if reached == 0 else RIICHI_PUSH_NEAR):
            continue
        if ev > best + 1e-7:
            best, choice = ev, action
    valuer.use(own_context(t))
    return choice


def _after_call(t: Table, valuer: HandValuer, action: Chi | Pon, claimed: int) -> tuple[float, int]:
    hand, ctx, banned = after_call(t, action, claimed)
    evaluator = DiscardEvaluator(t, valuer, True, True, ctx)
    return evaluator.best_discard_value(hand, banned)


def after_call(t: Table, action: Chi | Pon, claimed: int,
               ) -> tuple[list[int], ValueContext, frozenset[int]]:
    """The concealed hand after ``action`` on ``claimed`` (3n+2: a discard to come), its
    value context (the new meld, the red fives still held) and the kinds kuikae bans."""
    hand = list(t.hand)
    reds = list(t.red_kinds)
    for tile in action.tiles:
        hand[kind(tile)] -= 1
        if tile in RED_FIVES:
            reds.remove(kind(tile))
    melds = (*t.melds, called_meld(t, action, claimed))
    own = (kind(action.tiles[0]), kind(action.tiles[1])) if isinstance(action, Chi) else None
    banned = kuikae_kinds(t.rules.kuikae, kind(claimed), own)
    return hand, replace(own_context(t), melds=melds, red_kinds=tuple(reds)), banned
