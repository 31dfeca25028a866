"""What one seat can see of the table: the input of every player, AI or human.

The engine builds an :class:`Observation` per seat with nothing hidden left in
it (other hands are only counts, the wall only its size), so a player can
never cheat by reading it. The legal actions come separately, from the
engine's ``pending()``. Seats are absolute (0..3, seat 0 is the first dealer);
``relative(seat)`` turns one into 0 = me, 1 = right (shimocha), 2 = across,
3 = left (kamicha).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.hand import Meld
from rules.tiles import EAST, NUM_KINDS, Tile, kind

SEATS = 4


@dataclass(frozen=True, slots=True)
class RiverTile:
    """One discard as it lies in a river."""

    tile: Tile
    tsumogiri: bool
    """Discarded straight after drawing it (手出し when False)."""
    riichi: bool
    """The riichi declaration tile (laid sideways)."""
    called_by: int | None = None
    """The seat that called it; the tile then sits in that seat's meld."""
    order: int = -1
    """Its place among all the hand's discards (0 = the first one), as everyone at the
    table sees them fall: which tiles passed after a riichi. -1: unknown."""


@dataclass(frozen=True, slots=True)
class SeatView:
    """The public side of one seat."""

    seat: int
    seat_wind: int
    """Wind kind (EAST..NORTH); EAST is the dealer."""
    score: int
    concealed_count: int
    """Tiles in the concealed hand, the drawn tile included."""
    melds: tuple[Meld, ...]
    river: tuple[RiverTile, ...]
    riichi: bool
    """Riichi accepted (its stick paid)."""
    ippatsu: bool
    """Riichi this go-around with no call since: a win now scores ippatsu."""

    @property
    def is_dealer(self) -> bool:
        return self.seat_wind == EAST

    @property
    def is_open(self) -> bool:
        return any(m.is_open for m in self.melds)


@dataclass(frozen=True, slots=True)
class Observation:
    """One seat's redacted view of the table, at one moment."""

    seat: int
    hand: tuple[Tile, ...]
    """The own concealed tiles, sorted, without the drawn tile."""
    drawn: Tile | None
    """The tile just drawn (or None: between turns, or after a call)."""
    players: tuple[SeatView, ...]
    """All four seats in seat order (``players[seat]`` is this seat)."""
    round_wind: int
    """The prevailing wind kind (EAST in East round...)."""
    hand_number: int
    """0..3: East 1 is 0; the dealer is seat ``hand_number``."""
    honba: int
    riichi_sticks: int
    """Riichi sticks on the table (this hand's and earlier ones)."""
    dora_indicators: tuple[Tile, ...]
    tiles_left: int
    """Draws left in the live wall."""
    furiten: bool
    """This seat cannot ron now (own discards, a passed win or a passed win in riichi)."""
    claimable: Tile | None = None
    """The discard (or added-kan tile) the pending seats may claim now."""
    claimable_from: int | None = None

    @property
    def me(self) -> SeatView:
        return self.players[self.seat]

    @property
    def dealer(self) -> int:
        return self.hand_number

    @property
    def concealed(self) -> tuple[Tile, ...]:
        """The own concealed tiles including the drawn one."""
        return self.hand if self.drawn is None else (*self.hand, self.drawn)

    def visible_counts(self) -> list[int]:
        """34 counts of the tiles on the table, for every seat to see: the rivers (a called
        tile once, in its meld), every meld (this seat's too) and the dora indicators."""
        c = [0] * NUM_KINDS
        for p in self.players:
            for r in p.river:
                if r.called_by is None:
                    c[kind(r.tile)] += 1
            for m in p.melds:
                for t in m.tiles:
                    c[kind(t)] += 1
        for t in self.dora_indicators:
            c[kind(t)] += 1
        return c

    def relative(self, seat: int) -> int:
        """0 = me, 1 = right (next to play), 2 = across, 3 = left."""
        return (seat - self.seat) % SEATS
