"""喰い替え: the kinds a seat may not discard right after its chi or pon.

A rule of the game (RuleSet.kuikae): the engine's legal moves and the mjai view of a
seat both read it, so it lives with the rules.
"""

from __future__ import annotations

from rules.ruleset import Kuikae
from rules.tiles import EAST


def kuikae_kinds(rule: Kuikae, called: int, own: tuple[int, int] | None) -> frozenset[int]:
    """Kinds forbidden right after calling ``called`` (``own``: a chi's two kinds)."""
    if rule == "allowed":
        return frozenset()
    banned = {called}
    if rule == "forbidden" and own is not None:
        lo, hi = sorted(own)
        other = None
        if hi - lo == 1 and called == lo - 1:
            other = hi + 1
        elif hi - lo == 1 and called == hi + 1:
            other = lo - 1
        if other is not None and 0 <= other < EAST and other // 9 == called // 9:
            banned.add(other)
    return frozenset(banned)
