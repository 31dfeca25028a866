"""Fu of one reading of a winning hand.

``reading_fu`` lists where the fu come from; the hand's fu is their sum rounded
up to ten, except the fixed values: chiitoitsu 25 (50 with the 1-han-50-fu
option), pinfu tsumo 20, and an open hand with no fu at all 30 (the "open
pinfu" 10 is listed as its own part).
"""

from __future__ import annotations

from operator import itemgetter
from typing import NamedTuple

from rules.tiles import EAST, HAKU, name
from rules.yaku.context import HandFacts, Reading


class FuPart(NamedTuple):
    label: str
    fu: int


_FU = itemgetter(1)
"""A part's fu (``FuPart.fu`` as a C function, for ``map``)."""
_WAIT_FU = {"kanchan": 2, "penchan": 2, "tanki": 2, "ryanmen": 0, "shanpon": 0}


def _triplet_fu(k: int, concealed: bool, kan: bool) -> int:
    fu = 2
    if k >= EAST or k % 9 in (0, 8):
        fu *= 2
    if concealed:
        fu *= 2
    if kan:
        fu *= 4
    return fu


_TRIPLET_PARTS = {
    (k, concealed, kan): FuPart(
        ("closed " if concealed else "open ") + ("kan " if kan else "triplet ") + name(k),
        _triplet_fu(k, concealed, kan),
    )
    for k in range(34)
    for concealed in (False, True)
    for kan in (False, True)
}
_CLOSED_TRIPLET = tuple(_TRIPLET_PARTS[k, True, False] for k in range(34))
_OPEN_TRIPLET = tuple(_TRIPLET_PARTS[k, False, False] for k in range(34))
"""A concealed hand's triplet by kind, and one that a ron completed."""
_DRAGON_PAIR = {k: FuPart(f"dragon pair {name(k)}", 2) for k in range(HAKU, 34)}
_WIND_PAIR = {
    (k, word): FuPart(f"{word} wind pair {name(k)}", 2) for k in range(EAST, HAKU)
    for word in ("seat", "round")
}
_WAIT_PART = {w: FuPart(f"{w} wait", fu) for w, fu in _WAIT_FU.items() if fu}
_BASE = FuPart("base", 20)
_CLOSED_RON = FuPart("closed ron", 10)
_TSUMO = FuPart("tsumo", 2)
_PINFU_TSUMO = FuPart("pinfu tsumo", 20)
_OPEN_PINFU = FuPart("open pinfu", 10)
_CHIITOITSU = {"2han_25fu": FuPart("chiitoitsu", 25), "1han_50fu": FuPart("chiitoitsu", 50)}


def reading_fu(h: HandFacts, r: Reading, pinfu: bool) -> tuple[list[FuPart], int]:
    """The fu parts of a reading and the fu they make; ``pinfu`` says whether the pinfu yaku
    was awarded."""
    s = h.situation
    rs = h.ruleset
    if r.form == "chiitoitsu":
        part = _CHIITOITSU[rs.chiitoitsu_value]
        return [part], part.fu
    tsumo = s.tsumo
    if pinfu and tsumo:
        return [_PINFU_TSUMO], 20
    parts = [_BASE]
    if h.closed and not tsumo:
        parts.append(_CLOSED_RON)
    elif tsumo and not (s.rinshan and not rs.rinshan_tsumo_fu):
        parts.append(_TSUMO)
    if r.form == "regular":
        if h.meld_sets:
            parts += map(_TRIPLET_PARTS.__getitem__, h.meld_sets)
        opened = r.opened
        for k in r.closed_triplets:  # a loop: a comprehension is a call of its own
            parts.append(_OPEN_TRIPLET[k] if k == opened else _CLOSED_TRIPLET[k])
        pair = r.pairs[0]
        if pair >= HAKU:
            parts.append(_DRAGON_PAIR[pair])
        elif pair >= EAST:
            seat, rnd = pair == s.seat_wind, pair == s.round_wind
            if seat and rnd:
                parts.append(FuPart(f"double wind pair {name(pair)}", rs.double_wind_pair_fu))
            elif seat or rnd:
                parts.append(_WIND_PAIR[pair, "seat" if seat else "round"])
        wait = _WAIT_PART.get(r.wait)
        if wait is not None:
            parts.append(wait)
        if len(parts) == 1 and not h.closed:
            parts.append(_OPEN_PINFU)
    return parts, -(-sum(map(_FU, parts)) // 10) * 10  # up to ten (only chiitoitsu's 25 is not)
