"""Run yaku: pinfu, iipeikou, ryanpeikou, sanshoku, ittsu and the local isshoku sanjun."""

from __future__ import annotations

from rules.tiles import HAKU
from rules.yaku.context import HandFacts, Reading, kind_mask
from rules.yaku.info import YakuHanList, YakuInfo

PINFU = YakuInfo("pinfu", "Pinfu", "平和", 1, None)
IIPEIKOU = YakuInfo("iipeikou", "Pure Double Sequence", "一盃口", 1, None)
RYANPEIKOU = YakuInfo("ryanpeikou", "Twice Pure Double Sequence", "二盃口", 3, None)
SANSHOKU = YakuInfo("sanshoku", "Mixed Triple Sequence", "三色同順", 2, 1)
ITTSU = YakuInfo("ittsu", "Pure Straight", "一気通貫", 2, 1)
ISSHOKU_SANJUN = YakuInfo("isshoku_sanjun", "Pure Triple Sequence", "一色三順", 2, 1)
"""Local yaku (RuleSet.yaku_isshoku_sanjun): three identical runs; replaces iipeikou."""

INFO = (PINFU, IIPEIKOU, RYANPEIKOU, SANSHOKU, ITTSU, ISSHOKU_SANJUN)

_MAN = kind_mask(range(9))
_STRAIGHT = kind_mask((0, 3, 6))
"""Run starts 1, 4, 7 of the man suit; shifted by 9 and 18 for pin and sou."""


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
    """Run yaku of a regular reading with at least two runs (on the run-start bit mask)."""
    runs = r.runs
    rs = h.ruleset
    if len(runs) == 4 and is_pinfu(h, r):
        out.append(("pinfu", 1))
    if h.closed and r.twins == 2:
        out.append(("ryanpeikou", rs.ryanpeikou_han))
    elif rs.yaku_isshoku_sanjun and any(runs.count(k) >= 3 for k in runs):
        out.append(("isshoku_sanjun", 2 if h.closed else 1))
    elif h.closed and r.twins == 1:
        out.append(("iipeikou", 1))
    if len(runs) < 3:
        return
    m = r.run_mask
    if m & m >> 9 & m >> 18 & _MAN:
        out.append(("sanshoku", 2 if h.closed else 1))
    if m & _STRAIGHT == _STRAIGHT or m >> 9 & _STRAIGHT == _STRAIGHT or (
        m >> 18 & _STRAIGHT == _STRAIGHT
    ):
        out.append(("ittsu", 2 if h.closed else 1))
