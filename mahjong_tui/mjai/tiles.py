"""mjai tile notation: ``1m``..``9m``, ``1p``.., ``1s``.., red fives ``5mr 5pr 5sr``,
honours ``E S W N`` (winds) and ``P F C`` (white, green, red dragon); ``?`` is a
hidden tile.
"""

from __future__ import annotations

from typing import Final

from rules.tiles import EAST, NUM_KINDS, RED_5M, RED_5P, RED_5S, SUITS, Tile, kind

HIDDEN: Final = "?"
_HONORS: Final = "ESWNPFC"
_RED: Final = {RED_5M: "5mr", RED_5P: "5pr", RED_5S: "5sr"}


class MjaiError(ValueError):
    """A message that does not follow the protocol (or contradicts the table)."""


def _name(tile: Tile) -> str:
    if tile in _RED:
        return _RED[tile]
    k = kind(tile)
    if k >= EAST:
        return _HONORS[k - EAST]
    return f"{k % 9 + 1}{SUITS[k // 9]}"


_NAMES: Final = tuple(_name(t) for t in range(NUM_KINDS + len(_RED)))
_TILES: Final = {n: t for t, n in enumerate(_NAMES)}


def to_mjai(tile: Tile) -> str:
    return _NAMES[tile]


def from_mjai(text: object) -> Tile:
    """The tile of an mjai name; :class:`MjaiError` for anything else (``?`` included)."""
    if not isinstance(text, str) or text not in _TILES:
        raise MjaiError(f"not an mjai tile: {text!r}")
    return _TILES[text]
