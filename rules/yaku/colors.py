"""One-suit yaku: honitsu, chinitsu, ryuuiisou, chuuren poutou."""

from __future__ import annotations

from rules.tiles import HATSU
from rules.yaku.context import HandFacts, Reading
from rules.yaku.info import YakuHanList, YakuInfo, yakuman

HONITSU = YakuInfo("honitsu", "Half Flush", "混一色", 3, 2)
CHINITSU = YakuInfo("chinitsu", "Full Flush", "清一色", 6, 5)
RYUUIISOU = yakuman("ryuuiisou", "All Green", "緑一色")
"""With RuleSet.ryuuiisou_requires_hatsu the hand must hold 發."""
CHUUREN = yakuman("chuuren", "Nine Gates", "九蓮宝燈", closed_only=True)
JUNSEI_CHUUREN = yakuman("junsei_chuuren", "True Nine Gates", "純正九蓮宝燈", closed_only=True)

INFO = (HONITSU, CHINITSU, RYUUIISOU, CHUUREN, JUNSEI_CHUUREN)

_SINGLE_SUIT = (1, 2, 4)
_GATES = (3, 1, 1, 1, 1, 1, 1, 1, 3)


def detect(h: HandFacts, r: Reading, out: YakuHanList) -> None:
    if h.suits in _SINGLE_SUIT:
        if h.has_honors:
            out.append(("honitsu", 3 if h.closed else 2))
        else:
            out.append(("chinitsu", 6 if h.closed else 5))


def detect_yakuman(h: HandFacts, r: Reading, out: YakuHanList) -> None:
    if h.green_only and (h.counts[HATSU] or not h.ruleset.ryuuiisou_requires_hatsu):
        out.append(("ryuuiisou", 13))
    if h.no_melds and h.suits in _SINGLE_SUIT and not h.has_honors and r.form == "regular":
        base = (h.suits.bit_length() - 1) * 9
        suit = h.concealed_counts[base : base + 9]
        if all(n >= g for n, g in zip(suit, _GATES, strict=True)):
            before = list(suit)
            before[h.win_kind - base] -= 1
            if tuple(before) == _GATES:
                double = "junsei_chuuren" in h.ruleset.double_yakuman
                out.append(("junsei_chuuren", 26 if double else 13))
            else:
                out.append(("chuuren", 13))
