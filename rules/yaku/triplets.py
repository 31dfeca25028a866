"""Triplet yaku: toitoi, concealed triplets, kans, sanshoku doukou and the local renkou."""

from __future__ import annotations

from rules.tiles import EAST
from rules.yaku.context import HandFacts, Reading, kind_mask
from rules.yaku.info import YakuHanList, YakuInfo, yakuman, yakuman_han

TOITOI = YakuInfo("toitoi", "All Triplets", "対々和", 2, 2)
SANANKOU = YakuInfo("sanankou", "Three Concealed Triplets", "三暗刻", 2, 2)
SANKANTSU = YakuInfo("sankantsu", "Three Quads", "三槓子", 2, 2)
SANSHOKU_DOUKOU = YakuInfo("sanshoku_doukou", "Triple Triplets", "三色同刻", 2, 2)
SANRENKOU = YakuInfo("sanrenkou", "Three Consecutive Triplets", "三連刻", 2, 2)
"""Local yaku (RuleSet.yaku_sanrenkou): three triplets n, n+1, n+2 of one suit."""
SUUANKOU = yakuman("suuankou", "Four Concealed Triplets", "四暗刻", closed_only=True)
SUUANKOU_TANKI = yakuman("suuankou_tanki", "Four Concealed Triplets, Pair Wait", "四暗刻単騎",
                         closed_only=True)
SUUKANTSU = yakuman("suukantsu", "Four Quads", "四槓子")
SUURENKOU = yakuman("suurenkou", "Four Consecutive Triplets", "四連刻")
"""Local yakuman (RuleSet.yaku_suurenkou): four triplets n..n+3 of one suit."""

INFO = (TOITOI, SANANKOU, SANKANTSU, SANSHOKU_DOUKOU, SANRENKOU, SUUANKOU, SUUANKOU_TANKI,
        SUUKANTSU, SUURENKOU)

_MAN = kind_mask(range(9))


def _longest_chain(triplets: tuple[int, ...]) -> int:
    """The most triplets of one suit with consecutive numbers."""
    kinds = sorted(t for t in triplets if t < EAST)
    best = run = 0
    prev = -2
    for k in kinds:
        run = run + 1 if k == prev + 1 and k // 9 == prev // 9 else 1
        best = max(best, run)
        prev = k
    return best


def detect(h: HandFacts, r: Reading, out: YakuHanList) -> None:
    """Triplet yaku of a regular reading with at least two triplets or quads."""
    trips = r.triplets
    if len(trips) == 4:
        out.append(("toitoi", 2))
    if r.concealed == 3:
        out.append(("sanankou", 2))
    if r.kans == 3:
        out.append(("sankantsu", 2))
    if len(trips) >= 3:
        m = r.triplet_mask
        if m & m >> 9 & m >> 18 & _MAN:
            out.append(("sanshoku_doukou", 2))
        rs = h.ruleset
        if rs.yaku_sanrenkou:
            chain = _longest_chain(trips)
            if chain == 3 or (chain == 4 and not rs.yaku_suurenkou):
                out.append(("sanrenkou", 2))


def detect_yakuman(h: HandFacts, r: Reading, out: YakuHanList) -> None:
    """Suuankou (single-wait: suuankou_tanki), suukantsu, suurenkou (four triplets needed)."""
    if r.concealed == 4:
        if r.wait == "tanki":
            out.append(("suuankou_tanki", yakuman_han("suuankou_tanki", h.ruleset.double_yakuman)))
        else:
            out.append(("suuankou", 13))
    if r.kans == 4:
        out.append(("suukantsu", yakuman_han("suukantsu", h.ruleset.double_yakuman)))
    if h.ruleset.yaku_suurenkou and len(r.triplets) == 4 and _longest_chain(r.triplets) == 4:
        out.append(("suurenkou", 13))
