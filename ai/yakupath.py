"""Yaku-aware shanten: how far a hand is from a tenpai that can actually win.

A closed hand always has a yaku path (riichi, menzen tsumo), so its shanten is
the plain one. An open hand needs a yaku from its tiles, and peers' AIs fail
here: they call anything that lowers shanten and end with no yaku. So an open
hand's shanten is the minimum over the yaku it can still make, each measured on
the tiles that yaku allows (as majiang-ai's yaku-aware shanten):

- yakuhai: a value triplet in the melds or hand (secured), or a value pair to pon;
- tanyao (with kuitan): terminals and honours are dead weight;
- honitsu in one suit: tiles of the other two suits are dead weight;
- toitoi: only pairs and triplets count;
- chanta (every meld holding a terminal or honour): the middle tiles 4-6 are
  dead weight, so a 2 or 3 (7 or 8) can only join 123 (789). Their pairs still
  count, one more optimism the scorer settles.

"Dead weight" tiles are moved to isolated slots that can never join a set,
so the table shanten counts them as tiles to throw away. A dead tile could
still pair up with nothing in its slot, which makes the number slightly
optimistic near tenpai; the real scorer then values such waits at zero.
"""

from __future__ import annotations

from collections.abc import Sequence

from ai.table import meld_is_simple
from rules.hand import Meld, MeldKind
from rules.shanten import shanten
from rules.tiles import EAST, NUM_KINDS, YAOCHUU, kind

NO_PATH = 8
"""The shanten of a hand with no yaku left to make (worse than any real hand)."""

_HONOR_SLOTS = tuple(range(EAST, NUM_KINDS))
_IS_YAOCHUU = tuple(k in YAOCHUU for k in range(NUM_KINDS))


def _suit_slots(suit: int) -> tuple[int, ...]:
    """Isolated slots in the two other suits (1, 5 and 9: no two form a shape)."""
    return tuple(s * 9 + n for s in range(3) if s != suit for n in (0, 4, 8))


_SUIT_SLOTS = tuple(_suit_slots(s) for s in range(3))
_IS_MIDDLE = tuple(k < EAST and 3 <= k % 9 <= 5 for k in range(NUM_KINDS))
_MIDDLE_SLOTS = (4, 13, 22)
"""The fives: with 4 and 6 dead, a tile there joins no 123 or 789 shape."""


def _with_dead(counts: Sequence[int], dead: Sequence[bool], slots: Sequence[int]) -> int:
    """Shanten with every tile of a dead kind moved to its own isolated slot."""
    out = [0 if dead[k] else counts[k] for k in range(NUM_KINDS)]
    n_dead = sum(counts[k] for k in range(NUM_KINDS) if dead[k])
    if n_dead > len(slots):
        return NO_PATH
    for slot in slots[:n_dead]:
        out[slot] += 1
    return shanten(out)


def _toitoi(counts: Sequence[int], sets_needed: int) -> int:
    triplets = sum(1 for n in counts if n >= 3)
    pairs = sum(1 for n in counts if n == 2)
    used = min(triplets, sets_needed)
    missing = sets_needed - used
    head_cost = 0 if pairs else 1
    spare_pairs = max(pairs - 1, 0)
    from_pairs = min(spare_pairs, missing)
    return from_pairs + 2 * (missing - from_pairs) + head_cost - 1


def yaku_shanten(
    counts: Sequence[int],
    melds: Sequence[Meld],
    value_kinds: Sequence[int],
    kuitan: bool,
) -> int:
    """The shanten towards a tenpai with a yaku (see the module docstring).

    ``counts`` is the concealed hand (3n+1 or 3n+2 tiles), ``value_kinds`` the
    kinds whose triplet is yakuhai for this seat.
    """
    base = shanten(counts)
    if all(m.kind is MeldKind.ANKAN for m in melds):
        return base
    if any(m.first_kind in value_kinds and m.kind is not MeldKind.CHI for m in melds):
        return base
    if any(counts[k] >= 2 for k in value_kinds):
        return base
    best = NO_PATH
    if kuitan and all(meld_is_simple(m) for m in melds):
        best = min(best, _with_dead(counts, _IS_YAOCHUU, _HONOR_SLOTS))
    meld_suits = {m.first_kind // 9 for m in melds if m.first_kind < EAST}
    if len(meld_suits) <= 1:
        for suit in meld_suits or {0, 1, 2}:
            dead = [k < EAST and k // 9 != suit for k in range(NUM_KINDS)]
            best = min(best, _with_dead(counts, dead, _SUIT_SLOTS[suit]))
    if all(m.kind is not MeldKind.CHI for m in melds):
        best = min(best, _toitoi(counts, 4 - len(melds)))
    if all(any(_IS_YAOCHUU[k] for k in map(kind, m.tiles)) for m in melds):
        best = min(best, _with_dead(counts, _IS_MIDDLE, _MIDDLE_SLOTS))
    return max(best, base)
