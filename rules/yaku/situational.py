"""Yaku of the moment of winning: riichi, tsumo, the last tile, kans, first-turn wins."""

from __future__ import annotations

from rules.yaku.context import HandFacts
from rules.yaku.info import YakuHanList, YakuInfo, yakuman

MENZEN_TSUMO = YakuInfo("menzen_tsumo", "Fully Concealed Hand", "門前清自摸和", 1, None)
RIICHI = YakuInfo("riichi", "Riichi", "立直", 1, None)
DOUBLE_RIICHI = YakuInfo("double_riichi", "Double Riichi", "両立直", 2, None)
IPPATSU = YakuInfo("ippatsu", "Ippatsu", "一発", 1, None)
CHANKAN = YakuInfo("chankan", "Robbing a Kan", "槍槓", 1, 1)
RINSHAN = YakuInfo("rinshan", "After a Kan", "嶺上開花", 1, 1)
HAITEI = YakuInfo("haitei", "Under the Sea", "海底摸月", 1, 1)
HOUTEI = YakuInfo("houtei", "Under the River", "河底撈魚", 1, 1)
RENHOU = YakuInfo("renhou", "Blessing of Man", "人和", 5, None)
"""Renhou's value is RuleSet.renhou's: 5 han, mangan, baiman or yakuman (see rules.score)."""
TENHOU = yakuman("tenhou", "Blessing of Heaven", "天和", closed_only=True)
CHIIHOU = yakuman("chiihou", "Blessing of Earth", "地和", closed_only=True)

INFO = (MENZEN_TSUMO, RIICHI, DOUBLE_RIICHI, IPPATSU, CHANKAN, RINSHAN, HAITEI, HOUTEI,
        RENHOU, TENHOU, CHIIHOU)


def detect(h: HandFacts, out: YakuHanList) -> None:
    """Riichi, ippatsu, tsumo, haitei/houtei, rinshan, chankan (not renhou/tenhou/chiihou).

    Flags the rules do not know are ignored rather than rejected: ``ippatsu``
    without RuleSet.ippatsu, ``double_riichi`` counts as riichi without
    RuleSet.double_riichi, and riichi only counts in a closed hand.
    """
    s = h.situation
    rs = h.ruleset
    if h.closed and (s.riichi or s.double_riichi):
        if s.double_riichi and rs.double_riichi:
            out.append(("double_riichi", 2))
        else:
            out.append(("riichi", 1))
        if s.ippatsu and rs.ippatsu:
            out.append(("ippatsu", 1))
    if s.tsumo and h.closed:
        out.append(("menzen_tsumo", 1))
    if s.chankan and not s.tsumo:
        out.append(("chankan", 1))
    if s.rinshan and s.tsumo:
        out.append(("rinshan", 1))
    if s.tsumo:
        if s.haitei and (not s.rinshan or rs.haitei_on_rinshan):
            out.append(("haitei", 1))
    elif s.houtei:
        out.append(("haitei" if rs.houtei_named_haitei else "houtei", 1))


def detect_blessings(h: HandFacts, out: YakuHanList) -> None:
    """Tenhou (dealer tsumo) and chiihou (non-dealer tsumo), both with no meld at all."""
    s = h.situation
    if not (s.tsumo and h.no_melds):
        return
    if s.tenhou and s.is_dealer:
        out.append(("tenhou", 13))
    elif s.chiihou and not s.is_dealer:
        out.append(("chiihou", 13))
