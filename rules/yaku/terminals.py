"""Terminal yaku: tanyao, chanta, junchan, honroutou, chinroutou."""

from __future__ import annotations

from rules.tiles import EAST
from rules.yaku.context import HandFacts, Reading
from rules.yaku.info import YakuHanList, YakuInfo, yakuman

TANYAO = YakuInfo("tanyao", "All Simples", "断幺九", 1, 1)
"""Open tanyao (kuitan) only with RuleSet.kuitan."""
CHANTA = YakuInfo("chanta", "Half Outside Hand", "混全帯幺九", 2, 1)
JUNCHAN = YakuInfo("junchan", "Fully Outside Hand", "純全帯幺九", 3, 2)
HONROUTOU = YakuInfo("honroutou", "All Terminals and Honours", "混老頭", 2, 2)
CHINROUTOU = yakuman("chinroutou", "All Terminals", "清老頭")

INFO = (TANYAO, CHANTA, JUNCHAN, HONROUTOU, CHINROUTOU)


def _outside(k: int) -> bool:
    return k >= EAST or k % 9 in (0, 8)


def detect(h: HandFacts, r: Reading, out: YakuHanList) -> None:
    if h.simples_only:
        if h.closed or h.ruleset.kuitan:
            out.append(("tanyao", 1))
        return
    if h.yaochuu_only:
        out.append(("honroutou", h.ruleset.honroutou_han))
        return
    if (
        r.form == "regular"
        and _outside(r.pairs[0])
        and all(k % 9 in (0, 6) for k in r.runs)
        and all(_outside(k) for k in r.triplets)
    ):
        if h.has_honors:
            out.append(("chanta", 2 if h.closed else 1))
        else:
            out.append(("junchan", 3 if h.closed else 2))


def detect_yakuman(h: HandFacts, r: Reading, out: YakuHanList) -> None:
    if h.terminals_only:
        out.append(("chinroutou", 13))
