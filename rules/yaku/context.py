"""The facts a yaku detector looks at: the whole hand, and one reading of it.

``HandFacts`` is built once per scored hand; ``Reading`` once per way to read
the tiles (a decomposition plus the set the winning tile completed). Both are
treated as immutable; they are not frozen only because frozen dataclasses are
several times slower to build, and the scorer builds many.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rules.hand import WinSituation
from rules.ruleset import RuleSet
from rules.tiles import EAST, HATSU, S2, S3, S4, S6, S8, TERMINALS

Wait = Literal["ryanmen", "kanchan", "penchan", "tanki", "shanpon"]
Form = Literal["regular", "chiitoitsu", "kokushi", "shiisan_puutaa"]


@dataclass(slots=True)
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


def _mask(kinds: tuple[int, ...]) -> int:
    return sum(1 << k for k in kinds)


_HONOR_MASK = _mask(tuple(range(EAST, 34)))
_TERMINAL_MASK = _mask(TERMINALS)
_YAOCHUU_MASK = _HONOR_MASK | _TERMINAL_MASK
_GREEN_MASK = _mask((S2, S3, S4, S6, S8, HATSU))
_SUIT_MASKS = (_mask(tuple(range(0, 9))), _mask(tuple(range(9, 18))), _mask(tuple(range(18, 27))))


def hand_facts(
    counts: tuple[int, ...],
    concealed_counts: tuple[int, ...],
    win_kind: int,
    closed: bool,
    no_melds: bool,
    situation: WinSituation,
    ruleset: RuleSet,
) -> HandFacts:
    """Build the facts once per hand, with the tile-class flags precomputed (as bit masks)."""
    present = 0
    for k, n in enumerate(counts):
        if n:
            present |= 1 << k
    suits = 0
    for i, m in enumerate(_SUIT_MASKS):
        if present & m:
            suits |= 1 << i
    return HandFacts(
        counts, concealed_counts, win_kind, closed, no_melds, situation, ruleset, suits,
        bool(present & _HONOR_MASK),
        not present & _YAOCHUU_MASK,
        not present & ~_YAOCHUU_MASK,
        not present & ~_TERMINAL_MASK,
        not present & ~_GREEN_MASK,
    )


@dataclass(slots=True)
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
