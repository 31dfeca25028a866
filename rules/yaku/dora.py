"""Dora, red fives and ura dora: han that are not yaku (a hand needs a yaku besides them)."""

from __future__ import annotations

from collections.abc import Sequence

from rules.agari import KIND_BITS, WEIGHT
from rules.tiles import Tile, dora_from_indicator
from rules.yaku.info import YakuInfo

DORA = YakuInfo("dora", "Dora", "ドラ", 1, 1)
AKA_DORA = YakuInfo("aka_dora", "Red Fives", "赤ドラ", 1, 1)
URA_DORA = YakuInfo("ura_dora", "Ura Dora", "裏ドラ", 1, None)

INFO = (DORA, AKA_DORA, URA_DORA)


_DORA_SHIFT = tuple(KIND_BITS * dora_from_indicator(t) for t in range(len(WEIGHT)))
"""Per indicator tile, where its dora's count sits in a packed count."""


def count_dora(key: int, indicators: Sequence[Tile]) -> int:
    """Tiles that are dora in a packed count, once per indicator pointing at them."""
    n = 0
    for i in indicators:  # a loop: a comprehension is a call of its own (one or two here)
        n += key >> _DORA_SHIFT[i] & 15
    return n
