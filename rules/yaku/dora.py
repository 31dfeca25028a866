"""Dora, red fives and ura dora: han that are not yaku (a hand needs a yaku besides them)."""

from __future__ import annotations

from collections.abc import Sequence

from rules.tiles import Tile, dora_from_indicator
from rules.yaku.info import YakuInfo

DORA = YakuInfo("dora", "Dora", "ドラ", 1, 1)
AKA_DORA = YakuInfo("aka_dora", "Red Fives", "赤ドラ", 1, 1)
URA_DORA = YakuInfo("ura_dora", "Ura Dora", "裏ドラ", 1, None)

INFO = (DORA, AKA_DORA, URA_DORA)


def count_dora(counts: Sequence[int], indicators: Sequence[Tile]) -> int:
    """Tiles that are dora, once per indicator pointing at them (kan tiles included)."""
    return sum(counts[dora_from_indicator(i)] for i in indicators)
