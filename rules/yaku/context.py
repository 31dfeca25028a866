"""The facts a yaku detector looks at: the whole hand, and one reading of it.

``HandFacts`` is built once per scored hand; ``Reading`` once per way to read
the tiles (a decomposition plus the set the winning tile completed).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rules.hand import WinSituation
from rules.ruleset import RuleSet
from rules.tiles import EAST, HATSU, S2, S3, S4, S6, S8, TERMINALS

Wait = Literal["ryanmen", "kanchan", "penchan", "tanki", "shanpon"]
Form = Literal["regular", "chiitoitsu", "kokushi", "shiisan_puutaa"]


@dataclass(frozen=True, slots=True)
class HandFacts:
    """Reading-independent facts of a winning hand.

    ``counts`` covers every tile (concealed, melds, a kan's fourth tile), so
    colour and terminal tests read it directly. ``closed`` means no open meld
    (a concealed kan keeps the hand closed).
    """

    counts: tuple[int, ...]
    concealed_counts: tuple[int, ...]
    win_kind: int
    closed: bool
    no_melds: bool
    situation: WinSituation
    ruleset: RuleSet
    suits: int
    """Bit mask of the number suits present (1 man, 2 pin, 4 sou)."""
    has_honors: bool
    simples_only: bool
    yaochuu_only: bool
    terminals_only: bool
    green_only: bool


_GREEN = frozenset((S2, S3, S4, S6, S8, HATSU))
_TERMINALS = frozenset(TERMINALS)


def hand_facts(
    counts: tuple[int, ...],
    concealed_counts: tuple[int, ...],
    win_kind: int,
    closed: bool,
    no_melds: bool,
    situation: WinSituation,
    ruleset: RuleSet,
) -> HandFacts:
    """Build the facts once per hand, with the tile-class flags precomputed."""
    present = [k for k in range(34) if counts[k]]
    suits = 0
    simples = yaochuu = terminals = green = True
    for k in present:
        if k >= EAST:
            simples = terminals = False
        else:
            suits |= 1 << (k // 9)
            if k in _TERMINALS:
                simples = False
            else:
                yaochuu = terminals = False
        if k not in _GREEN:
            green = False
    return HandFacts(
        counts, concealed_counts, win_kind, closed, no_melds, situation, ruleset,
        suits, present[-1] >= EAST, simples, yaochuu, terminals, green,
    )


@dataclass(frozen=True, slots=True)
class Reading:
    """One way to read the hand.

    For a regular hand ``runs`` and ``triplets`` hold every set (melds
    included): runs by first kind, triplets and quads by kind. ``concealed``
    counts the concealed triplets and quads, where a triplet completed by a ron
    counts as open. ``pairs`` holds the pair (seven of them for chiitoitsu).
    """

    form: Form
    pairs: tuple[int, ...]
    runs: tuple[int, ...] = ()
    triplets: tuple[int, ...] = ()
    concealed: int = 0
    kans: int = 0
    wait: Wait = "tanki"
    triplet_sets: tuple[tuple[int, bool, bool], ...] = ()
    """(kind, concealed, kan) of each triplet or quad, for fu."""
