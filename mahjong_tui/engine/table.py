"""The table facts the rule checks read, as a Protocol.

The checks that depend on more than one seat's tiles (may this seat riichi,
win, call; does this discard abort the hand) are pure functions of a
:class:`Table` and the seat's :class:`~mahjong_tui.engine.seat.SeatState`:
the engine's :class:`~mahjong_tui.engine.round.Round` is one, and so is the
mjai bot's :class:`~mahjong_tui.mjai.view.TableView`, rebuilt from messages.
One implementation of each rule serves both, so the bot's legal actions are
the engine's by construction.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from rules.observation import RiverTile
from rules.ruleset import RuleSet
from rules.tiles import Tile

if TYPE_CHECKING:
    from mahjong_tui.engine.seat import SeatState


class PublicSeat(Protocol):
    """What every seat shows: its river and whether it has declared riichi."""

    @property
    def river(self) -> Sequence[RiverTile]: ...

    @property
    def riichi_declared(self) -> bool: ...


class Table(Protocol):
    """The hand in progress as the rule checks need it (read-only)."""

    @property
    def rules(self) -> RuleSet: ...

    @property
    def seats(self) -> Sequence[PublicSeat]: ...

    @property
    def scores(self) -> Sequence[int]: ...

    @property
    def round_wind(self) -> int: ...

    @property
    def dealer(self) -> int: ...

    @property
    def dealer_streak(self) -> int: ...

    @property
    def honba(self) -> int: ...

    @property
    def sticks(self) -> int: ...

    @property
    def dora_indicators(self) -> Sequence[Tile]: ...

    @property
    def live_left(self) -> int: ...

    @property
    def kans(self) -> int:
        """Kans made at the table."""
        ...

    @property
    def discards(self) -> int: ...

    @property
    def no_calls(self) -> bool:
        """No call or kan yet: the first go-around is uninterrupted."""
        ...

    @property
    def rinshan_draw(self) -> bool:
        """The last draw was a replacement tile."""
        ...

    @property
    def suukaikan_due(self) -> bool: ...

    def seat_wind(self, seat: int) -> int: ...

    def first_go_around(self, seat: int) -> bool: ...

    def ura_indicators(self, st: SeatState) -> tuple[Tile, ...]:
        """The ura dora indicators a win of ``st`` would count (none where unknown).

        A player's view never knows them; they never decide whether a win is allowed.
        """
        ...
