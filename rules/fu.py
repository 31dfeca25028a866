"""Fu of one reading of a winning hand.

``fu_parts`` lists where the fu come from; the hand's fu is their sum rounded
up to ten, except the fixed values: chiitoitsu 25 (50 with the 1-han-50-fu
option), pinfu tsumo 20, and an open hand with no fu at all 30 (the "open
pinfu" 10 is listed as its own part).
"""

from __future__ import annotations

from typing import NamedTuple

from rules.tiles import EAST, HAKU, name
from rules.yaku.context import HandFacts, Reading


class FuPart(NamedTuple):
    label: str
    fu: int


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


def fu_parts(h: HandFacts, r: Reading, pinfu: bool) -> list[FuPart]:
    """The fu parts of a reading; ``pinfu`` says whether the pinfu yaku was awarded."""
    s = h.situation
    rs = h.ruleset
    if r.form == "chiitoitsu":
        return [_CHIITOITSU[rs.chiitoitsu_value]]
    if pinfu and s.tsumo:
        return [_PINFU_TSUMO]
    parts = [_BASE]
    if h.closed and not s.tsumo:
        parts.append(_CLOSED_RON)
    elif s.tsumo and not (s.rinshan and not rs.rinshan_tsumo_fu):
        parts.append(_TSUMO)
    if r.form != "regular":
        return parts
    if h.meld_sets:
        parts += map(_TRIPLET_PARTS.__getitem__, h.meld_sets)
    opened = r.opened
    for k in r.closed_triplets:  # a loop: a comprehension is a call of its own
        parts.append(_TRIPLET_PARTS[k, k != opened, False])
    pair = r.pairs[0]
    if pair >= HAKU:
        parts.append(_DRAGON_PAIR[pair])
    elif pair >= EAST:
        seat, rnd = pair == s.seat_wind, pair == s.round_wind
        if seat and rnd:
            parts.append(FuPart(f"double wind pair {name(pair)}", rs.double_wind_pair_fu))
        elif seat or rnd:
            parts.append(_WIND_PAIR[pair, "seat" if seat else "round"])
    if r.wait in _WAIT_PART:
        parts.append(_WAIT_PART[r.wait])
    if not h.closed and len(parts) == 1:
        parts.append(_OPEN_PINFU)
    return parts


def total_fu(parts: list[FuPart]) -> int:
    """The sum of the parts rounded up to ten (chiitoitsu's 25 stays 25)."""
    raw = 0
    for p in parts:
        raw += p[1]
    return raw if raw == 25 else -(-raw // 10) * 10
