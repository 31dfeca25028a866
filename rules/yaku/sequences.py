"""Run yaku: pinfu, iipeikou, ryanpeikou, sanshoku, ittsu and the local isshoku sanjun."""

from __future__ import annotations

from collections import Counter

from rules.tiles import HAKU
from rules.yaku.context import HandFacts, Reading
from rules.yaku.info import YakuHanList, YakuInfo

PINFU = YakuInfo("pinfu", "Pinfu", "平和", 1, None)
IIPEIKOU = YakuInfo("iipeikou", "Pure Double Sequence", "一盃口", 1, None)
RYANPEIKOU = YakuInfo("ryanpeikou", "Twice Pure Double Sequence", "二盃口", 3, None)
SANSHOKU = YakuInfo("sanshoku", "Mixed Triple Sequence", "三色同順", 2, 1)
ITTSU = YakuInfo("ittsu", "Pure Straight", "一気通貫", 2, 1)
ISSHOKU_SANJUN = YakuInfo("isshoku_sanjun", "Pure Triple Sequence", "一色三順", 2, 1)
"""Local yaku (RuleSet.yaku_isshoku_sanjun): three identical runs; replaces iipeikou."""

INFO = (PINFU, IIPEIKOU, RYANPEIKOU, SANSHOKU, ITTSU, ISSHOKU_SANJUN)


def is_pinfu(h: HandFacts, r: Reading) -> bool:
    """Closed, four runs, a two-sided wait, a pair worth no fu (and a ron if pinfu tsumo is off)."""
    if not h.closed or len(r.runs) != 4 or r.wait != "ryanmen":
        return False
    s = h.situation
    pair = r.pairs[0]
    if pair >= HAKU or pair == s.seat_wind or pair == s.round_wind:
        return False
    return not s.tsumo or h.ruleset.pinfu_tsumo


def detect(h: HandFacts, r: Reading, out: YakuHanList) -> None:
    runs = r.runs
    if len(runs) < 2:
        return
    rs = h.ruleset
    if len(runs) == 4 and is_pinfu(h, r):
        out.append(("pinfu", 1))
    same = Counter(runs)
    twins = sum(n // 2 for n in same.values())
    if h.closed and twins == 2:
        out.append(("ryanpeikou", rs.ryanpeikou_han))
    elif rs.yaku_isshoku_sanjun and max(same.values()) >= 3:
        out.append(("isshoku_sanjun", 2 if h.closed else 1))
    elif h.closed and twins == 1:
        out.append(("iipeikou", 1))
    if len(runs) < 3:
        return
    starts = set(runs)
    for k in starts:
        if k < 9 and k + 9 in starts and k + 18 in starts:
            out.append(("sanshoku", 2 if h.closed else 1))
            break
    for k in (0, 9, 18):
        if k in starts and k + 3 in starts and k + 6 in starts:
            out.append(("ittsu", 2 if h.closed else 1))
            break
