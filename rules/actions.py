"""What a player can do: one frozen dataclass per kind of decision.

The engine lists the legal actions of each seat that must decide (its
``pending()``), and a player answers with one of them, compared by value. So an
action carries exactly what tells two legal choices apart and nothing else:

- ``Discard(tile, tsumogiri, riichi)``: riichi is declared *with* its discard
  (``riichi=True``), because a declaration without a discard is never a
  complete move and every riichi discard must be checked for tenpai anyway.
  ``tsumogiri`` marks the discard of the tile just drawn; when the hand holds
  another copy of it, both discards are offered (the record differs).
- ``Chi(tiles)`` / ``Pon(tiles)``: the two tiles taken from the hand (sorted),
  so a call with or without a red five are two distinct choices.
- ``Daiminkan()``: the open kan on the discard (the hand's three tiles are forced).
- ``Ankan(kind)`` / ``Kakan(kind)``: the kind of the concealed or added kan.
- ``Yame(stop)``: the all-last dealer's choice to end the game when agari-yame
  or tenpai-yame is *optional* in the RuleSet.
- ``ShowHand(show)``: at an exhaustive draw, a tenpai player not in riichi shows
  the hand (tenpai) or hides it (counted noten), when the RuleSet's
  ``noten_declaration_allowed`` lets them choose.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from rules.tiles import Tile, format_tiles, name


@dataclass(frozen=True, slots=True)
class Discard:
    tile: Tile
    tsumogiri: bool = False
    riichi: bool = False

    def __str__(self) -> str:
        flags = (" tsumogiri" if self.tsumogiri else "") + (" riichi" if self.riichi else "")
        return f"discard {name(self.tile)}{flags}"


@dataclass(frozen=True, slots=True)
class Chi:
    tiles: tuple[Tile, Tile]
    """The two tiles from the hand that make the run with the discard."""

    def __str__(self) -> str:
        return f"chi {format_tiles(self.tiles)}"


@dataclass(frozen=True, slots=True)
class Pon:
    tiles: tuple[Tile, Tile]
    """The two tiles from the hand."""

    def __str__(self) -> str:
        return f"pon {format_tiles(self.tiles)}"


@dataclass(frozen=True, slots=True)
class Daiminkan:
    def __str__(self) -> str:
        return "kan"


@dataclass(frozen=True, slots=True)
class Ankan:
    kind: int

    def __str__(self) -> str:
        return f"ankan {name(self.kind)}"


@dataclass(frozen=True, slots=True)
class Kakan:
    kind: int

    def __str__(self) -> str:
        return f"kakan {name(self.kind)}"


@dataclass(frozen=True, slots=True)
class Tsumo:
    def __str__(self) -> str:
        return "tsumo"


@dataclass(frozen=True, slots=True)
class Ron:
    def __str__(self) -> str:
        return "ron"


@dataclass(frozen=True, slots=True)
class Pass:
    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class KyuushuKyuuhai:
    def __str__(self) -> str:
        return "kyuushu kyuuhai"


@dataclass(frozen=True, slots=True)
class Yame:
    stop: bool

    def __str__(self) -> str:
        return "end the game" if self.stop else "play on"


@dataclass(frozen=True, slots=True)
class ShowHand:
    show: bool

    def __str__(self) -> str:
        return "show the hand (tenpai)" if self.show else "hide the hand (noten)"


Action: TypeAlias = (
    Discard
    | Chi
    | Pon
    | Daiminkan
    | Ankan
    | Kakan
    | Tsumo
    | Ron
    | Pass
    | KyuushuKyuuhai
    | Yame
    | ShowHand
)

CALLS: tuple[type[Action], ...] = (Chi, Pon, Daiminkan)
"""Actions that take another player's discard into a meld (not ron)."""
