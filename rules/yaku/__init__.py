"""Yaku: one module per family, and the registry the UI lists.

``YAKU_INFO`` maps each stable id (DESIGN.md) to its names and han open/closed.
``find_yakuman`` and ``find_yaku`` run the detectors of every family on one
reading of a hand and return ``(id, han)`` pairs; a yakuman's han is 13 x its
multiple. Scoring (which reading wins, limits, dora) is in ``rules.score``.
"""

from __future__ import annotations

from rules.yaku import colors, dora, honors, sequences, situational, special, terminals, triplets
from rules.yaku.context import HandFacts, Reading, hand_facts
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
    "Reading",
    "YakuInfo",
    "find_yaku",
    "find_yakuman",
    "hand_facts",
]


def find_yakuman(h: HandFacts, r: Reading) -> YakuHanList:
    """The yakuman of one reading (tenhou/chiihou included; not renhou or paarenchan)."""
    out: YakuHanList = []
    situational.detect_blessings(h, out)
    special.detect_yakuman(h, r, out)
    if r.form == "regular":
        triplets.detect_yakuman(h, r, out)
    honors.detect_yakuman(h, r, out, 2 if "daisuushii" in h.ruleset.double_yakuman else 1)
    terminals.detect_yakuman(h, r, out)
    colors.detect_yakuman(h, r, out)
    return out


def find_yaku(h: HandFacts, r: Reading) -> YakuHanList:
    """The ordinary yaku of one reading (no dora, no renhou)."""
    out: YakuHanList = []
    situational.detect(h, r, out)
    special.detect(h, r, out)
    if r.form == "regular":
        sequences.detect(h, r, out)
        triplets.detect(h, r, out)
        honors.detect(h, r, out)
    terminals.detect(h, r, out)
    colors.detect(h, r, out)
    return out
