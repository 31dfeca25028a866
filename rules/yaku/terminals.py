"""Terminal yaku: tanyao, chanta, junchan, honroutou, chinroutou."""

from __future__ import annotations

from rules.tiles import EAST, YAOCHUU
from rules.yaku.context import HandFacts, Reading, kind_mask
from rules.yaku.info import YakuHanList, YakuInfo, yakuman

TANYAO = YakuInfo("tanyao", "All Simples", "断幺九", 1, 1)
"""Open tanyao (kuitan) only with RuleSet.kuitan."""
CHANTA = YakuInfo("chanta", "Half Outside Hand", "混全帯幺九", 2, 1)
JUNCHAN = YakuInfo("junchan", "Fully Outside Hand", "純全帯幺九", 3, 2)
HONROUTOU = YakuInfo("honroutou", "All Terminals and Honours", "混老頭", 2, 2)
CHINROUTOU = yakuman("chinroutou", "All Terminals", "清老頭")

INFO = (TANYAO, CHANTA, JUNCHAN, HONROUTOU, CHINROUTOU)


_OUTSIDE_KINDS = kind_mask(YAOCHUU)
_OUTSIDE_RUNS = kind_mask(tuple(k for k in range(EAST) if k % 9 in (0, 6)))
"""Run starts 1 and 7: the runs 123 and 789 of each suit."""


def detect_hand(h: HandFacts, out: YakuHanList) -> None:
    """Tanyao and honroutou: they depend on the tiles alone."""
    if h.simples_only:
        if h.closed or h.ruleset.kuitan:
            out.append(("tanyao", 1))
    elif h.yaochuu_only:
        out.append(("honroutou", h.ruleset.honroutou_han))


def detect(h: HandFacts, r: Reading, out: YakuHanList) -> None:
    """Chanta and junchan of a regular reading: every set and the pair hold a terminal or honour
    (not for hands of simples or of terminals and honours only, see ``detect_hand``)."""
    if (
        not (h.simples_only or h.yaochuu_only)
        and 1 << r.pairs[0] & _OUTSIDE_KINDS
        and not r.run_mask & ~_OUTSIDE_RUNS
        and not r.triplet_mask & ~_OUTSIDE_KINDS
    ):
        if h.has_honors:
            out.append(("chanta", 2 if h.closed else 1))
        else:
            out.append(("junchan", 3 if h.closed else 2))


def detect_yakuman(h: HandFacts, out: YakuHanList) -> None:
    """Chinroutou (any form)."""
    if h.terminals_only:
        out.append(("chinroutou", 13))
