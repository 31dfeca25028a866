"""Whether to call a discard (chi, pon), and which call.

A call is taken only when it keeps a yaku and gains something: the hand
after the call and its best discard must be closer to a tenpai *with a yaku*
(yaku-aware shanten, :mod:`ai.yakupath`) than the hand is now. Beyond that,
the policy decides what is worth opening the hand for:

- ``yakuhai``: only a value-honour pon (the easy and normal levels);
- ``ev`` (strong): a hand 2-shanten or closer weighs each call by expected
  value (:mod:`ai.call_value`); a farther one follows ``full``;
- ``full``: also tanyao / honitsu / toitoi speed calls once the hand is worth
  two han or already open, and a cheap call when it reaches 1-shanten; but a
  good closed hand (1-shanten or better) stays closed for riichi unless the
  call is a value pon or worth two han, and under a riichi only a call that
  reaches tenpai is made;
- ``speed`` (all-last, when a cheap win already gives first place, see
  :meth:`ai.placement.Stakes.wants_speed`): any call that keeps a yaku and
  gets closer is taken, a good closed hand included (under a riichi only to
  tenpai): the value is worth nothing, the end of the game everything.

An open kan on a discard is never chosen: the pon gives the same set and keeps
the draw order (and gives no new dora to the others).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from ai.call_value import best_ev_call, called_meld, near_enough
from ai.efficiency import value_kinds
from ai.table import Table
from ai.value import HandValuer
from ai.yakupath import NO_PATH, yaku_shanten
from rules.actions import Action, Chi, Pon
from rules.hand import Meld
from rules.shanten import shanten, ukeire
from rules.tiles import EAST, NUM_KINDS, YAOCHUU, kind

CallPolicy = Literal["none", "yakuhai", "full", "ev"]


@dataclass(frozen=True, slots=True)
class CallOption:
    action: Chi | Pon
    shanten: int
    """Yaku-aware shanten after the call and its best discard."""
    ukeire: int
    han: int
    """Rough han of the opened hand: value triplets, dora, red fives, flush, tanyao,
    chanta / junchan."""
    value_pon: bool


def _after(t: Table, action: Chi | Pon, claimed: int) -> CallOption:
    hand = list(t.hand)
    for tile in action.tiles:
        hand[kind(tile)] -= 1
    meld = called_meld(t, action, claimed)
    melds = (*t.melds, meld)
    values = value_kinds(t)
    claimed_kind = kind(claimed)
    best = (NO_PATH + 1, 0)
    for d in range(NUM_KINDS):
        if hand[d] and d != claimed_kind:
            hand[d] -= 1
            s = yaku_shanten(hand, melds, values, t.rules.kuitan)
            if s <= best[0]:
                u = ukeire(hand, t.visible).count
                if (s, -u) < (best[0], -best[1]):
                    best = (s, u)
            hand[d] += 1
    value_pon = isinstance(action, Pon) and t.yakuhai(claimed_kind) > 0
    return CallOption(action, best[0], best[1], _han(t, hand, melds), value_pon)


def _han(t: Table, hand: Sequence[int], melds: Sequence[Meld]) -> int:
    total = list(hand)
    reds = len(t.red_kinds)
    for m in melds:
        for tile in m.tiles:
            total[kind(tile)] += 1
            reds += tile >= NUM_KINDS
    han = sum(total[d] for d in t.dora) + reds
    han += sum(t.yakuhai(k) for k in range(27, NUM_KINDS) if total[k] >= 3)
    suits = {k // 9 for k in range(27) if total[k]}
    if len(suits) == 1:
        han += 2
    if t.rules.kuitan and not any(total[k] for k in YAOCHUU):
        han += 1
    return han + _outside_han(total, melds)


def _outside_han(total: Sequence[int], melds: Sequence[Meld]) -> int:
    """Open chanta (1) or junchan (2): every meld holds a terminal or honour and no
    4-6 is left (a 2-3 or 7-8 can still join 123 / 789); 0 otherwise."""
    if not all(any(kind(x) in YAOCHUU for x in m.tiles) for m in melds):
        return 0
    if any(total[k] for k in range(EAST) if 3 <= k % 9 <= 5):
        return 0
    return 1 if any(total[k] for k in range(EAST, NUM_KINDS)) else 2


def current_shanten(t: Table) -> int:
    """The hand's yaku-aware shanten before any call (3n+1 tiles)."""
    if t.is_closed:
        return shanten(t.hand)
    return yaku_shanten(t.hand, t.melds, value_kinds(t), t.rules.kuitan)


def choose_call(
    t: Table,
    options: Sequence[Action],
    policy: CallPolicy,
    riichi_on_table: bool,
    speed: bool = False,
    valuer: HandValuer | None = None,
) -> Chi | Pon | None:
    """The call to make among ``options``, or None to pass (``speed``: see the module
    docstring; ``valuer`` is needed by the ``ev`` policy)."""
    claimed = t.obs.claimable
    if policy == "none" or claimed is None:
        return None
    calls = [a for a in options if isinstance(a, Chi | Pon)]
    if not calls:
        return None
    if policy == "ev" and not speed and valuer is not None and near_enough(shanten(t.hand)):
        return best_ev_call(t, valuer, calls, riichi_on_table)
    now = current_shanten(t)
    best: CallOption | None = None
    for action in calls:
        opt = _after(t, action, claimed)
        if not _worth_it(t, opt, now, policy, riichi_on_table, speed):
            continue
        if best is None or (opt.shanten, -opt.ukeire, -opt.han) < (
            best.shanten, -best.ukeire, -best.han
        ):
            best = opt
    return None if best is None else best.action


def _worth_it(
    t: Table, opt: CallOption, now: int, policy: CallPolicy, riichi_on_table: bool, speed: bool
) -> bool:
    if opt.shanten >= NO_PATH:
        return False
    if speed and not (riichi_on_table and opt.shanten > 0):
        return opt.shanten < now or (opt.value_pon and opt.shanten <= now)
    if opt.value_pon:
        return opt.shanten <= now and not (riichi_on_table and policy != "yakuhai" and opt.shanten)
    if policy == "yakuhai" or opt.shanten >= now:
        return False
    if riichi_on_table and opt.shanten > 0:
        return False
    if t.is_closed and now <= 1:
        return opt.han >= 2
    return opt.han >= 2 or not t.is_closed or opt.shanten <= 1
