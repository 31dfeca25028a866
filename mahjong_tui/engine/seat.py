"""The engine's private state of one seat during a hand.

The public parts a :class:`~rules.observation.SeatView` shows (river, melds) are
tuples, replaced on every change: a view built from them stays valid as long
as the same tuple objects are in place, which makes caching views cheap and
safe (see :mod:`mahjong_tui.engine.views`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from rules.hand import Meld
from rules.observation import RiverTile
from rules.shanten import raw_waits, shanten
from rules.tiles import NUM_KINDS, Tile, counts, kind


@dataclass(slots=True, eq=False)
class SeatState:
    seat: int
    hand: list[Tile]
    """Concealed tiles, the drawn one included."""
    drawn: Tile | None = None
    melds: tuple[Meld, ...] = ()
    river: tuple[RiverTile, ...] = ()
    discarded_kinds: set[int] = field(default_factory=set)
    waits: frozenset[int] = frozenset()
    """Kinds completing the concealed hand while it has 3n+1 tiles (kept between turns)."""
    shanten: int = 8
    """Shanten of the concealed hand when ``waits`` was last computed (3n+1 tiles)."""
    kans: int = 0
    riichi_declared: bool = False
    """The riichi discard is out; the riichi counts once it is not ronned."""
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    temporary_furiten: bool = False
    """Passed a winning tile since the own last discard."""
    riichi_furiten: bool = False
    """Passed a winning tile after riichi: no ron for the rest of the hand."""
    kuikae: frozenset[int] = frozenset()
    """Kinds the seat may not discard right after its chi or pon."""
    nagashi: bool = True
    """Every discard so far a terminal or honour (and, per the rules, none called)."""
    pao: dict[str, int] = field(default_factory=dict)
    """Pao yaku id -> the seat that fed its last set."""
    kind_counts: list[int] = field(default_factory=list)
    """34-count of ``hand``, kept in step by :meth:`take` and :meth:`give` (hot paths read it)."""

    def __post_init__(self) -> None:
        self.kind_counts = counts(self.hand)

    def take(self, tile: Tile) -> None:
        self.hand.append(tile)
        self.kind_counts[kind(tile)] += 1

    def give(self, tile: Tile) -> None:
        self.hand.remove(tile)
        self.kind_counts[kind(tile)] -= 1

    def discard(self, tile: Tile, riichi: bool, double_riichi: bool) -> None:
        """Give a tile to the river's side and reset what a discard ends: the drawn
        tile, the kuikae ban, ippatsu and temporary furiten; a riichi discard
        declares (``double_riichi`` when it is the first, uninterrupted one)."""
        self.give(tile)
        self.drawn = None
        self.kuikae = frozenset()
        self.ippatsu = False
        self.temporary_furiten = False
        if riichi:
            self.riichi_declared = True
            self.double_riichi = double_riichi

    def counts(self) -> list[int]:
        """A fresh 34-count of the concealed hand (the caller may change it)."""
        return list(self.kind_counts)

    def update_waits(self) -> None:
        """Recompute the waits (and shanten) after the concealed hand changed.

        A hand with no quad that is not tenpai has no wait, so the cheap shanten
        call spares the waits search on most turns.
        """
        c = self.kind_counts
        self.shanten = shanten(c)
        if self.shanten > 0 and 4 not in c:
            self.waits = frozenset()
        else:
            self.waits = frozenset(raw_waits(c))

    def add_river(self, tile: RiverTile) -> None:
        self.river = (*self.river, tile)
        self.discarded_kinds.add(kind(tile.tile))

    def mark_called(self, by: int) -> None:
        """The last discard went into ``by``'s meld."""
        self.river = (*self.river[:-1], replace(self.river[-1], called_by=by))

    def add_meld(self, meld: Meld) -> None:
        self.melds = (*self.melds, meld)

    def replace_meld(self, index: int, meld: Meld) -> None:
        melds = list(self.melds)
        melds[index] = meld
        self.melds = tuple(melds)

    @property
    def furiten(self) -> bool:
        return (
            self.temporary_furiten
            or self.riichi_furiten
            or not self.waits.isdisjoint(self.discarded_kinds)
        )

    @property
    def is_closed(self) -> bool:
        return all(not m.is_open for m in self.melds)

    def meld_kind_counts(self) -> list[int]:
        c = [0] * NUM_KINDS
        for m in self.melds:
            for t in m.tiles:
                c[kind(t)] += 1
        return c
