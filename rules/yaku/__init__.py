"""Yaku: one module per family, and the registry the UI lists.

``YAKU_INFO`` maps each stable id (DESIGN.md) to its names and han open/closed.
``find_yakuman`` and ``find_yaku`` run the detectors of every family on one
reading of a hand and return ``(id, han)`` pairs; a yakuman's han is 13 x its
multiple. Scoring (which reading wins, limits, dora) is in ``rules.score``.

Speed: the yaku that depend on the tiles and the situation alone (riichi,
tanyao, honitsu, all honours ...) are found once per hand by ``hand_yaku``;
per reading only the families that can apply are asked (run yaku with two runs
or more, triplet yaku with three triplets or more, yakuhai with an honour
triplet, reading yakuman with three triplets or more or a special form). The
lists keep the families' order: situational, special, runs, triplets, honours,
terminals, colours.
"""

from __future__ import annotations

from typing import NamedTuple

from rules.agari import new_tuple
from rules.yaku import colors, dora, honors, sequences, situational, special, terminals, triplets
from rules.yaku.context import HandFacts, Reading
from rules.yaku.info import YAKUMAN_HAN, YakuHanList, YakuInfo

YAKU_INFO: dict[str, YakuInfo] = {
    info.id: info
    for module in (situational, sequences, terminals, honors, triplets, colors, special, dora)
    for info in module.INFO
}
"""Every yaku by id, in the order a result lists them."""

__all__ = [
    "YAKUMAN_HAN",
    "YAKU_INFO",
    "HandFacts",
    "HandYaku",
    "Reading",
    "YakuInfo",
    "find_yaku",
    "find_yakuman",
    "hand_yaku",
]


_AT_MOST_ONE_SUIT = (0, 1, 2, 4)
"""``HandFacts.suits`` of a hand with honours only or one number suit: tsuuiisou, ryuuiisou and
chuuren need one of these; chinroutou (terminals of several suits) needs ``yaochuu_only``."""


class HandYaku(NamedTuple):
    """The reading-independent yaku of a hand: those listed before and after a reading's own.
    ``yakuman`` tells whether the hand has any of its own (most have none)."""

    yakuman_before: YakuHanList
    yakuman_after: YakuHanList
    before: YakuHanList
    after: YakuHanList
    yakuman: bool


_NONE: YakuHanList = []
"""The empty list of hand yakuman (never added to: ``find_yakuman`` copies it)."""


def hand_yaku(h: HandFacts) -> HandYaku:
    """Tenhou/chiihou; tsuuiisou, chinroutou, ryuuiisou, chuuren; situational yaku; tanyao,
    honroutou, honitsu, chinitsu. The yakuman detectors run only if a cheap precondition
    (a blessing flag, or one tile class or suit) holds."""
    yakuman_before = yakuman_after = _NONE
    s = h.situation
    if s.tenhou or s.chiihou:
        yakuman_before = []
        situational.detect_blessings(h, yakuman_before)
    if h.suits in _AT_MOST_ONE_SUIT or h.yaochuu_only:
        yakuman_after = []
        honors.detect_hand_yakuman(h, yakuman_after)
        terminals.detect_yakuman(h, yakuman_after)
        colors.detect_yakuman(h, yakuman_after)
    before: YakuHanList = []
    situational.detect(h, before)
    after: YakuHanList = []
    terminals.detect_hand(h, after)
    colors.detect(h, after)
    return new_tuple(HandYaku, (yakuman_before, yakuman_after, before, after,
                            bool(yakuman_before or yakuman_after)))


def find_yakuman(h: HandFacts, hy: HandYaku, r: Reading) -> YakuHanList:
    """The yakuman of one reading (tenhou/chiihou included; not renhou or paarenchan).

    A shiisan puutaa is no complete hand, so it is not also tenhou or chiihou. A regular
    reading with fewer than three triplets has no yakuman of its own."""
    form = r.form
    if form == "regular":
        if len(r.triplets) < 3:
            return hy.yakuman_before + hy.yakuman_after if hy.yakuman else []
        out = list(hy.yakuman_before)
        triplets.detect_yakuman(h, r, out)
        honors.detect_yakuman(h, r, out)
    else:
        out = [] if form == "shiisan_puutaa" else list(hy.yakuman_before)
        special.detect_yakuman(h, r, out)
    out += hy.yakuman_after
    return out


def find_yaku(h: HandFacts, hy: HandYaku, r: Reading) -> YakuHanList:
    """The ordinary yaku of one reading (no dora, no renhou)."""
    out = list(hy.before)
    if r.form == "regular":
        if len(r.runs) >= 2:
            sequences.detect(h, r, out)
        if len(r.triplets) >= 3:
            triplets.detect(h, r, out)
        if r.triplet_mask & honors.HONOR_KINDS:
            honors.detect(h, r, out)
        terminals.detect(h, r, out)
    elif r.form == "chiitoitsu":
        special.detect(h, out)
    out += hy.after
    return out
