"""Special forms and streaks: chiitoitsu, kokushi, and the local daisharin, shiisan puutaa,
paarenchan."""

from __future__ import annotations

from rules.agari import KIND_BITS
from rules.tiles import EAST, P1, P2, P3
from rules.yaku.context import HandFacts, Reading
from rules.yaku.info import YakuHanList, YakuInfo, yakuman, yakuman_han

CHIITOITSU = YakuInfo("chiitoitsu", "Seven Pairs", "七対子", 2, None)
"""2 han 25 fu, or 1 han 50 fu (RuleSet.chiitoitsu_value)."""
KOKUSHI = yakuman("kokushi", "Thirteen Orphans", "国士無双", closed_only=True)
KOKUSHI_13 = yakuman("kokushi_13", "Thirteen Orphans, 13-sided Wait", "国士無双十三面待ち",
                     closed_only=True)
DAISHARIN = yakuman("daisharin", "Big Wheels", "大車輪", closed_only=True)
"""Local yakuman (RuleSet.yaku_daisharin): the pin pairs 2-8, or with
RuleSet.daisharin_any_run also 1-7 and 3-9."""
SHIISAN_PUUTAA = yakuman("shiisan_puutaa", "Thirteen Unconnected Tiles", "十三不塔",
                         closed_only=True)
"""Local yakuman (RuleSet.yaku_shiisan_puutaa), see ``is_shiisan_puutaa``."""
PAARENCHAN = yakuman("paarenchan", "Eight Consecutive Wins", "八連荘")
"""Local yakuman (RuleSet.yaku_paarenchan): the dealer's eighth consecutive win. Like dora it
does not make a hand winnable on its own: the hand needs another yaku."""

INFO = (CHIITOITSU, KOKUSHI, KOKUSHI_13, DAISHARIN, SHIISAN_PUUTAA, PAARENCHAN)


def is_shiisan_puutaa(c: tuple[int, ...]) -> bool:
    """Fourteen concealed tiles with exactly one pair, no triplet, and no two tiles of one suit
    within two of each other (no run, no partial run: neither 45 nor 46)."""
    if sum(c) != 14 or max(c) > 2 or c.count(2) != 1:
        return False
    for k in range(EAST):
        if c[k] and k % 9 < 8 and (c[k + 1] or (k % 9 < 7 and c[k + 2])):
            return False
    return True


def detect(h: HandFacts, out: YakuHanList) -> None:
    """Chiitoitsu (called for chiitoitsu readings only)."""
    out.append(("chiitoitsu", 2 if h.ruleset.chiitoitsu_value == "2han_25fu" else 1))


def detect_yakuman(h: HandFacts, r: Reading, out: YakuHanList) -> None:
    """Kokushi, shiisan puutaa and daisharin (called for the special forms only)."""
    form = r.form
    rs = h.ruleset
    if form == "kokushi":
        if h.concealed_key >> KIND_BITS * h.win_kind & 15 == 2:
            out.append(("kokushi_13", yakuman_han("kokushi_13", rs.double_yakuman)))
        else:
            out.append(("kokushi", 13))
    elif form == "shiisan_puutaa":
        out.append(("shiisan_puutaa", 13))
    elif form == "chiitoitsu" and rs.yaku_daisharin:
        first = r.pairs[0]
        starts = range(P1, P3 + 1) if rs.daisharin_any_run else (P2,)
        if first in starts and r.pairs == tuple(range(first, first + 7)):
            out.append(("daisharin", 13))
