"""The facts a yaku detector looks at: the whole hand, and one reading of it.

``HandFacts`` is built once per scored hand; ``Reading`` once per way to read
the tiles (a decomposition plus the set the winning tile completed). Both are
treated as immutable; they are plain classes with slots, not dataclasses: a frozen one is
several times slower to build (the scorer builds many), and making a dataclass costs a
batch's start more than the class.

Tile classes are bit masks (see ``rules.agari``): ``HandFacts.present`` has bit
``4k`` for each kind in the hand, ``Reading.triplet_mask`` / ``run_mask`` bit
``k`` for each triplet kind / run start, so "three dragons", "sanshoku" or
"every run is 123 or 789" are one or two ANDs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from rules.agari import KIND_MASK, nibbles
from rules.hand import WinSituation
from rules.tiles import EAST, HATSU, NUM_KINDS, S2, S3, S4, S6, S8, TERMINALS, YAOCHUU

if TYPE_CHECKING:  # a batch scoring with the default rules never imports pydantic
    from rules.ruleset import RuleSet

Wait = Literal["ryanmen", "kanchan", "penchan", "tanki", "shanpon"]
Form = Literal["regular", "chiitoitsu", "kokushi", "shiisan_puutaa"]


def kind_mask(kinds: tuple[int, ...] | range) -> int:
    """Bit ``k`` for each kind, to AND with a triplet or run mask."""
    return sum(1 << k for k in kinds)


_LOW_BITS = nibbles(range(NUM_KINDS))
_HONORS = nibbles(range(EAST, NUM_KINDS))
_TERMINALS = nibbles(TERMINALS)
_YAOCHUU = nibbles(YAOCHUU)
_GREEN = nibbles((S2, S3, S4, S6, S8, HATSU))
_MAN, _PIN, _SOU = (nibbles(range(start, start + 9)) for start in (0, 9, 18))
_NOT_YAOCHUU = ~_YAOCHUU
_NOT_TERMINALS = ~_TERMINALS
_NOT_GREEN = ~_GREEN


class HandFacts:
    """Reading-independent facts of a winning hand.

    ``key`` is the packed count (``rules.agari``) of every tile (concealed,
    melds, a kan's fourth tile), so colour, terminal and dora tests read it
    directly; ``concealed_key`` that of the concealed tiles. ``closed`` means no
    open meld (a concealed kan keeps the hand closed). ``suits`` is the bit mask of
    the number suits present (1 man, 2 pin, 4 sou); ``meld_sets`` the (kind, concealed,
    kan) of each called triplet or quad and each ankan, for fu.
    """

    __slots__ = ("closed", "concealed_key", "green_only", "has_honors", "key", "meld_sets",
                 "no_melds", "ruleset", "simples_only", "situation", "suits", "terminals_only",
                 "win_kind", "yaochuu_only")

    def __init__(self, key: int, concealed_key: int, win_kind: int, closed: bool,
                 no_melds: bool, situation: WinSituation, ruleset: RuleSet,
                 meld_sets: tuple[tuple[int, bool, bool], ...]) -> None:
        """Built once per hand, with the tile-class flags precomputed (as bit masks;
        ``!= 0`` rather than ``bool()``, and the masks' complements made once: no call, no
        mask made per hand)."""
        self.key = key
        self.concealed_key = concealed_key
        self.win_kind = win_kind
        self.closed = closed
        self.no_melds = no_melds
        self.situation = situation
        self.ruleset = ruleset
        self.meld_sets = meld_sets
        p = key & KIND_MASK
        p = (p | p >> 1 | p >> 2 | p >> 3) & _LOW_BITS  # rules.agari.present, without a call
        self.suits = (p & _MAN != 0) | (p & _PIN != 0) << 1 | (p & _SOU != 0) << 2
        self.has_honors = p & _HONORS != 0
        self.simples_only = not p & _YAOCHUU
        self.yaochuu_only = not p & _NOT_YAOCHUU
        self.terminals_only = not p & _NOT_TERMINALS
        self.green_only = not p & _NOT_GREEN


class Reading:
    """One way to read the hand.

    For a regular hand ``runs`` and ``triplets`` hold every set (melds first):
    runs by first kind, triplets and quads by kind, with ``run_mask`` and
    ``triplet_mask`` the same as bit masks. ``twins`` counts pairs of identical
    concealed runs (only read for closed hands, where every run is concealed).
    ``concealed`` counts the concealed triplets and quads, where the triplet
    ``opened`` (the kind a ron completed as a triplet, else -1) counts as open;
    ``closed_triplets`` are the triplets of the concealed tiles (for fu).
    ``pairs`` holds the pair (seven of them for chiitoitsu).
    """

    __slots__ = ("closed_triplets", "concealed", "form", "kans", "opened", "pairs", "run_mask",
                 "runs", "triplet_mask", "triplets", "twins", "wait")

    def __init__(self, form: Form, pairs: tuple[int, ...], runs: tuple[int, ...] = (),
                 triplets: tuple[int, ...] = (), concealed: int = 0, kans: int = 0,
                 wait: Wait = "tanki", run_mask: int = 0, triplet_mask: int = 0,
                 twins: int = 0, closed_triplets: tuple[int, ...] = (),
                 opened: int = -1) -> None:
        self.form = form
        self.pairs = pairs
        self.runs = runs
        self.triplets = triplets
        self.concealed = concealed
        self.kans = kans
        self.wait = wait
        self.run_mask = run_mask
        self.triplet_mask = triplet_mask
        self.twins = twins
        self.closed_triplets = closed_triplets
        self.opened = opened
