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


def fu_parts(h: HandFacts, r: Reading, pinfu: bool) -> list[FuPart]:
    """The fu parts of a reading; ``pinfu`` says whether the pinfu yaku was awarded."""
    s = h.situation
    rs = h.ruleset
    if r.form == "chiitoitsu":
        return [FuPart("chiitoitsu", 25 if rs.chiitoitsu_value == "2han_25fu" else 50)]
    if pinfu and s.tsumo:
        return [FuPart("pinfu tsumo", 20)]
    parts = [FuPart("base", 20)]
    if h.closed and not s.tsumo:
        parts.append(FuPart("closed ron", 10))
    elif s.tsumo and not (s.rinshan and not rs.rinshan_tsumo_fu):
        parts.append(FuPart("tsumo", 2))
    if r.form != "regular":
        return parts
    for k, concealed, kan in r.triplet_sets:
        word = ("closed " if concealed else "open ") + ("kan" if kan else "triplet")
        parts.append(FuPart(f"{word} {name(k)}", _triplet_fu(k, concealed, kan)))
    pair = r.pairs[0]
    if pair >= HAKU:
        parts.append(FuPart(f"dragon pair {name(pair)}", 2))
    elif pair >= EAST:
        seat, rnd = pair == s.seat_wind, pair == s.round_wind
        if seat and rnd:
            parts.append(FuPart(f"double wind pair {name(pair)}", rs.double_wind_pair_fu))
        elif seat or rnd:
            parts.append(FuPart(f"{'seat' if seat else 'round'} wind pair {name(pair)}", 2))
    wait_fu = _WAIT_FU[r.wait]
    if wait_fu:
        parts.append(FuPart(f"{r.wait} wait", wait_fu))
    if not h.closed and len(parts) == 1:
        parts.append(FuPart("open pinfu", 10))
    return parts


def total_fu(parts: list[FuPart]) -> int:
    """The sum of the parts rounded up to ten (chiitoitsu's 25 stays 25)."""
    raw = sum(p.fu for p in parts)
    return raw if raw == 25 else -(-raw // 10) * 10
