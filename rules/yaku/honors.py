"""Honour yaku: wind and dragon triplets, little/big three dragons, four winds, all honours."""

from __future__ import annotations

from rules.tiles import CHUN, EAST, HAKU, HATSU, NORTH, NUM_KINDS
from rules.yaku.context import HandFacts, Reading, kind_mask
from rules.yaku.info import YakuHanList, YakuInfo, yakuman, yakuman_han

SEAT_WIND = YakuInfo("seat_wind", "Seat Wind", "自風牌", 1, 1)
ROUND_WIND = YakuInfo("round_wind", "Round Wind", "場風牌", 1, 1)
HAKU_ = YakuInfo("haku", "White Dragon", "役牌 白", 1, 1)
HATSU_ = YakuInfo("hatsu", "Green Dragon", "役牌 發", 1, 1)
CHUN_ = YakuInfo("chun", "Red Dragon", "役牌 中", 1, 1)
SHOUSANGEN = YakuInfo("shousangen", "Little Three Dragons", "小三元", 2, 2)
DAISANGEN = yakuman("daisangen", "Big Three Dragons", "大三元")
SHOUSUUSHII = yakuman("shousuushii", "Little Four Winds", "小四喜")
DAISUUSHII = yakuman("daisuushii", "Big Four Winds", "大四喜")
TSUUIISOU = yakuman("tsuuiisou", "All Honours", "字一色")

INFO = (SEAT_WIND, ROUND_WIND, HAKU_, HATSU_, CHUN_, SHOUSANGEN, DAISANGEN, SHOUSUUSHII,
        DAISUUSHII, TSUUIISOU)

_DRAGON_IDS = {HAKU: "haku", HATSU: "hatsu", CHUN: "chun"}
HONOR_KINDS = kind_mask(range(EAST, NUM_KINDS))
_DRAGONS = kind_mask(range(HAKU, NUM_KINDS))
_WINDS = kind_mask(range(EAST, HAKU))


def detect(h: HandFacts, r: Reading, out: YakuHanList) -> None:
    """Yakuhai and shousangen of a regular reading with an honour triplet (in triplet order);
    a double-wind triplet gives seat_wind and round_wind."""
    s = h.situation
    for t in r.triplets:
        if t < EAST:
            continue
        if t >= HAKU:
            out.append((_DRAGON_IDS[t], 1))
        else:
            if t == s.seat_wind:
                out.append(("seat_wind", 1))
            if t == s.round_wind:
                out.append(("round_wind", 1))
    if (r.triplet_mask & _DRAGONS).bit_count() == 2 and r.pairs[0] >= HAKU:
        out.append(("shousangen", 2))


def detect_yakuman(h: HandFacts, r: Reading, out: YakuHanList) -> None:
    """Daisangen and the four winds, of a regular reading with three triplets or more."""
    m = r.triplet_mask
    if m & _DRAGONS == _DRAGONS:
        out.append(("daisangen", 13))
    winds = (m & _WINDS).bit_count()
    if winds == 4:
        out.append(("daisuushii", yakuman_han("daisuushii", h.ruleset.double_yakuman)))
    elif winds == 3 and EAST <= r.pairs[0] <= NORTH:
        out.append(("shousuushii", 13))


def detect_hand_yakuman(h: HandFacts, out: YakuHanList) -> None:
    """Tsuuiisou (any form)."""
    if h.suits == 0:
        out.append(("tsuuiisou", 13))
