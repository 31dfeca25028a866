"""Melds and the situation of a win: the inputs of scoring.

A meld is written ``chi:345m``, ``pon:555z``, ``minkan:1111p``, ``ankan:1111p``,
``kakan:5555m`` (red fives as ``0``), as on the command line.

Neither is a dataclass (both are immutable, compared and hashed by their fields all the
same; a meld is a NamedTuple): a ``score --batch`` that makes no dataclass never imports
``dataclasses``, and with it ``inspect`` (a fifth of its start).
"""

from __future__ import annotations

from enum import StrEnum
from functools import lru_cache
from operator import attrgetter
from typing import Any, Final, NamedTuple

from rules.tiles import EAST, Tile, TileError, format_tiles, parse
from rules.tiles import kind as _kind


class MeldKind(StrEnum):
    CHI = "chi"
    PON = "pon"
    MINKAN = "minkan"
    """Open kan from a discard (daiminkan)."""
    ANKAN = "ankan"
    KAKAN = "kakan"
    """Added kan: a pon upgraded with the fourth tile (shouminkan)."""


class _MeldFields(NamedTuple):
    kind: MeldKind
    tiles: tuple[Tile, ...]
    called: Tile | None = None
    from_seat: int | None = None


class Meld(_MeldFields):
    """A called or declared set, checked when it is made (TileError).

    ``tiles`` holds its 3 or 4 tiles (red fives included). ``called`` is the tile
    taken from another player (``None`` for an ankan) and ``from_seat`` that
    player's seat (0..3, absolute; ``None`` when unknown or for an ankan).
    """

    __slots__ = ()

    def __new__(cls, kind: MeldKind, tiles: tuple[Tile, ...], called: Tile | None = None,
                from_seat: int | None = None) -> Meld:
        self = super().__new__(cls, kind, tiles, called, from_seat)
        size = 4 if kind in (MeldKind.MINKAN, MeldKind.ANKAN, MeldKind.KAKAN) else 3
        if len(tiles) != size:
            raise TileError(f"a {kind} has {size} tiles, got {len(tiles)}")
        kinds = sorted(_kind(t) for t in tiles)
        if kind is MeldKind.CHI:
            if kinds[0] >= EAST or kinds[0] // 9 != kinds[2] // 9 or kinds != list(
                range(kinds[0], kinds[0] + 3)
            ):
                raise TileError(f"chi needs three consecutive suited tiles, got {self}")
        elif len(set(kinds)) != 1:
            raise TileError(f"a {kind} needs identical tiles, got {self}")
        return self

    @property
    def is_open(self) -> bool:
        return self.kind is not MeldKind.ANKAN

    @property
    def is_kan(self) -> bool:
        return len(self.tiles) == 4

    @property
    def first_kind(self) -> int:
        """The lowest kind of the meld (the run start, or the triplet's kind)."""
        return min(_kind(t) for t in self.tiles)

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


_set = object.__setattr__
_SITUATION_NAMES: Final = (
    "tsumo", "riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan",
    "tenhou", "chiihou", "renhou", "round_wind", "seat_wind", "dora_indicators",
    "ura_indicators", "honba", "riichi_sticks", "dealer_streak", "first_draw")
"""WinSituation's fields, in the order of its arguments."""
_SITUATION_FIELDS: Final = attrgetter(*_SITUATION_NAMES)
"""A situation's field values, in that order, in one C call."""


class WinSituation:
    """Everything about a win that is not the tiles themselves (immutable).

    ``round_wind`` is the round wind's kind (EAST..NORTH), ``seat_wind`` the winner's
    (EAST: the winner is the dealer); ``riichi_sticks`` the sticks on the table that this
    win collects; ``dealer_streak`` the dealer's consecutive wins before this one (for
    八連荘); ``first_draw`` that the win or hand is on the player's uninterrupted first draw
    (十三不塔).

    A class with slots, compared, hashed and copied by its fields as a frozen dataclass is,
    but no dataclass (see the module docstring) nor a NamedTuple: the scorer reads these
    fields a score of times per hand, and a slot is read faster than a NamedTuple's field.
    """

    __slots__ = (*_SITUATION_NAMES, "is_dealer")

    tsumo: bool
    riichi: bool
    double_riichi: bool
    ippatsu: bool
    haitei: bool
    houtei: bool
    rinshan: bool
    chankan: bool
    tenhou: bool
    chiihou: bool
    renhou: bool
    round_wind: int
    seat_wind: int
    dora_indicators: tuple[Tile, ...]
    ura_indicators: tuple[Tile, ...]
    honba: int
    riichi_sticks: int
    dealer_streak: int
    first_draw: bool
    is_dealer: bool
    """The winner is the dealer (``seat_wind`` is EAST): set once, not a property, as the
    scorer asks it of every hand."""

    def __init__(self, tsumo: bool = False, riichi: bool = False, double_riichi: bool = False,
                 ippatsu: bool = False, haitei: bool = False, houtei: bool = False,
                 rinshan: bool = False, chankan: bool = False, tenhou: bool = False,
                 chiihou: bool = False, renhou: bool = False, round_wind: int = EAST,
                 seat_wind: int = EAST, dora_indicators: tuple[Tile, ...] = (),
                 ura_indicators: tuple[Tile, ...] = (), honba: int = 0,
                 riichi_sticks: int = 0, dealer_streak: int = 0,
                 first_draw: bool = False) -> None:
        # one call per field, as a frozen dataclass's __init__ (a loop is slower)
        _set(self, "tsumo", tsumo)
        _set(self, "riichi", riichi)
        _set(self, "double_riichi", double_riichi)
        _set(self, "ippatsu", ippatsu)
        _set(self, "haitei", haitei)
        _set(self, "houtei", houtei)
        _set(self, "rinshan", rinshan)
        _set(self, "chankan", chankan)
        _set(self, "tenhou", tenhou)
        _set(self, "chiihou", chiihou)
        _set(self, "renhou", renhou)
        _set(self, "round_wind", round_wind)
        _set(self, "seat_wind", seat_wind)
        _set(self, "dora_indicators", dora_indicators)
        _set(self, "ura_indicators", ura_indicators)
        _set(self, "honba", honba)
        _set(self, "riichi_sticks", riichi_sticks)
        _set(self, "dealer_streak", dealer_streak)
        _set(self, "first_draw", first_draw)
        _set(self, "is_dealer", seat_wind == EAST)

    def _fields(self) -> tuple[object, ...]:
        return _SITUATION_FIELDS(self)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field {name!r}: a WinSituation is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r}: a WinSituation is immutable")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def _items(self) -> zip[tuple[str, object]]:
        return zip(_SITUATION_NAMES, self._fields(), strict=True)

    def __repr__(self) -> str:
        values = ", ".join(f"{name}={value!r}" for name, value in self._items())
        return f"WinSituation({values})"

    def __reduce__(self) -> tuple[type[WinSituation], tuple[object, ...]]:
        return WinSituation, self._fields()

    def replace(self, **changes: Any) -> WinSituation:
        """A copy with ``changes`` (field names and values), as ``dataclasses.replace``."""
        return WinSituation(**{**dict(self._items()), **changes})
