"""The engine's private state of one seat during a hand."""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.hand import Meld
from rules.observation import RiverTile
from rules.shanten import raw_waits
from rules.tiles import NUM_KINDS, Tile, counts, kind


@dataclass(slots=True, eq=False)
class SeatState:
    seat: int
    hand: list[Tile]
    """Concealed tiles, the drawn one included."""
    drawn: Tile | None = None
    melds: list[Meld] = field(default_factory=list)
    river: list[RiverTile] = field(default_factory=list)
    discarded_kinds: set[int] = field(default_factory=set)
    waits: frozenset[int] = frozenset()
    """Kinds completing the concealed hand while it has 3n+1 tiles (kept between turns)."""
    draws: int = 0
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

    def counts(self) -> list[int]:
        """A fresh 34-count of the concealed hand (the caller may change it)."""
        return list(self.kind_counts)

    def update_waits(self) -> None:
        self.waits = frozenset(raw_waits(self.kind_counts))

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
