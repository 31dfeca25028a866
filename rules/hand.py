"""Melds and the situation of a win: the inputs of scoring.

A meld is written ``chi:345m``, ``pon:555z``, ``minkan:1111p``, ``ankan:1111p``,
``kakan:5555m`` (red fives as ``0``), as on the command line.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from typing import Final

from rules.tiles import EAST, Tile, TileError, format_tiles, kind, parse


class MeldKind(StrEnum):
    CHI = "chi"
    PON = "pon"
    MINKAN = "minkan"
    """Open kan from a discard (daiminkan)."""
    ANKAN = "ankan"
    KAKAN = "kakan"
    """Added kan: a pon upgraded with the fourth tile (shouminkan)."""


@dataclass(frozen=True, slots=True)
class Meld:
    """A called or declared set.

    ``tiles`` holds its 3 or 4 tiles (red fives included). ``called`` is the tile
    taken from another player (``None`` for an ankan) and ``from_seat`` that
    player's seat (0..3, absolute; ``None`` when unknown or for an ankan).
    """

    kind: MeldKind
    tiles: tuple[Tile, ...]
    called: Tile | None = None
    from_seat: int | None = None

    def __post_init__(self) -> None:
        size = 4 if self.kind in (MeldKind.MINKAN, MeldKind.ANKAN, MeldKind.KAKAN) else 3
        if len(self.tiles) != size:
            raise TileError(f"a {self.kind} has {size} tiles, got {len(self.tiles)}")
        kinds = sorted(kind(t) for t in self.tiles)
        if self.kind is MeldKind.CHI:
            if kinds[0] >= EAST or kinds[0] // 9 != kinds[2] // 9 or kinds != list(
                range(kinds[0], kinds[0] + 3)
            ):
                raise TileError(f"chi needs three consecutive suited tiles, got {self}")
        elif len(set(kinds)) != 1:
            raise TileError(f"a {self.kind} needs identical tiles, got {self}")

    @property
    def is_open(self) -> bool:
        return self.kind is not MeldKind.ANKAN

    @property
    def is_kan(self) -> bool:
        return len(self.tiles) == 4

    @property
    def first_kind(self) -> int:
        """The lowest kind of the meld (the run start, or the triplet's kind)."""
        return min(kind(t) for t in self.tiles)

    @classmethod
    def parse(cls, text: str) -> Meld:
        """Parse ``kind:tiles`` (``chi:345m``); the called tile is the first one.

        A meld is immutable, so the same short text gives the same meld (kept in a small
        cache: a batch of requests names the same few hundred melds again and again)."""
        if cls is Meld and len(text) <= _CACHED_MELD_TEXT:
            return _cached_meld(text)
        return cls._parse(text)

    @classmethod
    def _parse(cls, text: str) -> Meld:
        label, sep, body = text.partition(":")
        if not sep:
            raise TileError(f"meld {text!r} needs the form kind:tiles, e.g. pon:555z")
        try:
            meld_kind = MeldKind(label.strip().lower())
        except ValueError:
            names = ", ".join(k.value for k in MeldKind)
            raise TileError(f"unknown meld kind {label!r} (one of {names})") from None
        tiles = tuple(parse(body))
        called = None if meld_kind is MeldKind.ANKAN else (tiles[0] if tiles else None)
        return cls(meld_kind, tiles, called)

    def __str__(self) -> str:
        return f"{self.kind.value}:{format_tiles(self.tiles)}"


_CACHED_MELD_TEXT: Final = 16
"""The longest meld text kept in the cache (``kakan:0555m`` is 11)."""


@lru_cache(maxsize=2048)
def _cached_meld(text: str) -> Meld:
    return Meld._parse(text)


@dataclass(frozen=True, slots=True)
class WinSituation:
    """Everything about a win that is not the tiles themselves."""

    tsumo: bool = False
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    haitei: bool = False
    houtei: bool = False
    rinshan: bool = False
    chankan: bool = False
    tenhou: bool = False
    chiihou: bool = False
    renhou: bool = False
    round_wind: int = EAST
    """The round wind's kind (EAST..NORTH)."""
    seat_wind: int = EAST
    """The winner's seat wind kind; EAST means the winner is the dealer."""
    dora_indicators: tuple[Tile, ...] = ()
    ura_indicators: tuple[Tile, ...] = ()
    honba: int = 0
    riichi_sticks: int = 0
    """Riichi sticks on the table that this win collects."""
    dealer_streak: int = 0
    """The dealer's consecutive wins before this one (for 八連荘)."""
    first_draw: bool = False
    """The win or hand is on the player's uninterrupted first draw (十三不塔)."""

    @property
    def is_dealer(self) -> bool:
        return self.seat_wind == EAST
