"""One-suit yaku: honitsu, chinitsu, ryuuiisou, chuuren poutou."""

from __future__ import annotations

from rules.agari import KIND_BITS, KIND_MASK, pack
from rules.tiles import HATSU
from rules.yaku.context import HandFacts
from rules.yaku.info import YakuHanList, YakuInfo, yakuman, yakuman_han

HONITSU = YakuInfo("honitsu", "Half Flush", "混一色", 3, 2)
CHINITSU = YakuInfo("chinitsu", "Full Flush", "清一色", 6, 5)
RYUUIISOU = yakuman("ryuuiisou", "All Green", "緑一色")
"""With RuleSet.ryuuiisou_requires_hatsu the hand must hold 發."""
CHUUREN = yakuman("chuuren", "Nine Gates", "九蓮宝燈", closed_only=True)
JUNSEI_CHUUREN = yakuman("junsei_chuuren", "True Nine Gates", "純正九蓮宝燈", closed_only=True)

INFO = (HONITSU, CHINITSU, RYUUIISOU, CHUUREN, JUNSEI_CHUUREN)

_SINGLE_SUIT = (1, 2, 4)
_GATES = pack((3, 1, 1, 1, 1, 1, 1, 1, 3))
"""The packed count of 1112345678999 in the man suit (shift by 36 or 72 for pin or sou)."""


def detect(h: HandFacts, out: YakuHanList) -> None:
    """Honitsu and chinitsu: they depend on the tiles alone."""
    if h.suits in _SINGLE_SUIT:
        if h.has_honors:
            out.append(("honitsu", 3 if h.closed else 2))
        else:
            out.append(("chinitsu", 6 if h.closed else 5))


def detect_yakuman(h: HandFacts, out: YakuHanList) -> None:
    """Ryuuiisou and chuuren poutou (any reading: a nine-gates shape has only regular ones).

    Chuuren is 1112345678999 plus one tile of the suit: the packed concealed count
    minus the gates' is exactly one tile's weight, a single bit at the bottom of a
    nibble. Junsei (the nine-sided wait) when that extra tile is the winning one.
    """
    if h.green_only and (h.key >> KIND_BITS * HATSU & 15 or not h.ruleset.ryuuiisou_requires_hatsu):
        out.append(("ryuuiisou", 13))
    if h.no_melds and h.suits in _SINGLE_SUIT and not h.has_honors:
        shift = (h.suits.bit_length() - 1) * 9 * KIND_BITS
        extra = (h.concealed_key & KIND_MASK) - (_GATES << shift)
        if extra > 0 and not extra & (extra - 1) and (extra.bit_length() - 1) % KIND_BITS == 0:
            if extra == 1 << KIND_BITS * h.win_kind:
                doubled = h.ruleset.double_yakuman
                out.append(("junsei_chuuren", yakuman_han("junsei_chuuren", doubled)))
            else:
                out.append(("chuuren", 13))
