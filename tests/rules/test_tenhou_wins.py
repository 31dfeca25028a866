"""Every win of six real Tenhou games, scored and compared with the record.

The mjlog ``<AGARI>`` tag gives the concealed tiles (``hai``, 136-ids: kind =
id // 4, red fives 16, 52, 88), the melds (``m``, Tenhou's bit-packed codes),
the winning tile (``machi``), the yaku (``yaku`` as id,han pairs, or
``yakuman``), the dora indicators, ``ten`` = "fu,points,limit" (points without
honba and sticks), ``ba`` = "honba,sticks", and ``sc`` = score before/change
pairs in hundreds. The situational flags (riichi, ippatsu, haitei, ...) are
read from the yaku list, as the record has no other trace of them.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest

from rules.hand import Meld, MeldKind, WinSituation
from rules.ruleset import TENHOU
from rules.score import score_hand, settle_win
from rules.tiles import EAST, RED_5M, RED_5P, RED_5S, Tile

DATA = Path(__file__).parent.parent / "data" / "tenhou"

TENHOU_YAKU = {
    0: "menzen_tsumo", 1: "riichi", 2: "ippatsu", 3: "chankan", 4: "rinshan", 5: "haitei",
    6: "houtei", 7: "pinfu", 8: "tanyao", 9: "iipeikou", 10: "seat_wind", 11: "seat_wind",
    12: "seat_wind", 13: "seat_wind", 14: "round_wind", 15: "round_wind", 16: "round_wind",
    17: "round_wind", 18: "haku", 19: "hatsu", 20: "chun", 21: "double_riichi",
    22: "chiitoitsu", 23: "chanta", 24: "ittsu", 25: "sanshoku", 26: "sanshoku_doukou",
    27: "sankantsu", 28: "toitoi", 29: "sanankou", 30: "shousangen", 31: "honroutou",
    32: "ryanpeikou", 33: "junchan", 34: "honitsu", 35: "chinitsu", 36: "renhou",
    37: "tenhou", 38: "chiihou", 39: "daisangen", 40: "suuankou", 41: "suuankou_tanki",
    42: "tsuuiisou", 43: "ryuuiisou", 44: "chinroutou", 45: "chuuren", 46: "junsei_chuuren",
    47: "kokushi", 48: "kokushi_13", 49: "daisuushii", 50: "shousuushii", 51: "suukantsu",
    52: "dora", 53: "ura_dora", 54: "aka_dora",
}
"""Tenhou's mjlog yaku ids mapped to ours (10-13 seat wind E..N, 14-17 round wind E..N)."""

_RED = {16: RED_5M, 52: RED_5P, 88: RED_5S}
_FLAGS = {1: "riichi", 21: "double_riichi", 2: "ippatsu", 3: "chankan", 4: "rinshan",
          5: "haitei", 6: "houtei", 37: "tenhou", 38: "chiihou"}


def tile(tile_id: int) -> Tile:
    return _RED.get(tile_id, tile_id // 4)


def decode_meld(code: int) -> Meld:
    """Decode Tenhou's meld bits (chi: bit 2; pon: bit 3; kakan: bit 4; else a kan)."""
    from_rel = code & 3
    if code & 0x4:
        t = code >> 10
        called = t % 3
        t //= 3
        base = (t // 7) * 9 + t % 7
        ids = [(base + i) * 4 + ((code >> (3 + 2 * i)) & 3) for i in range(3)]
        ids.insert(0, ids.pop(called))
        return Meld(MeldKind.CHI, tuple(tile(i) for i in ids), tile(ids[0]))
    if code & 0x18:
        t = code >> 9
        k = t // 3
        unused = (code >> 5) & 3
        if code & 0x8:
            ids = [k * 4 + i for i in range(4) if i != unused]
            return Meld(MeldKind.PON, tuple(tile(i) for i in ids), tile(ids[0]))
        ids = [k * 4 + i for i in range(4)]
        return Meld(MeldKind.KAKAN, tuple(tile(i) for i in ids), tile(k * 4 + unused))
    k = (code >> 8) // 4
    tiles = tuple(tile(k * 4 + i) for i in range(4))
    if from_rel == 0:
        return Meld(MeldKind.ANKAN, tiles)
    return Meld(MeldKind.MINKAN, tiles, tiles[0])


@dataclass
class Win:
    label: str
    tag: dict[str, str]
    oya: int
    round_wind: int


def _ints(text: str) -> list[int]:
    return [int(x) for x in text.split(",")] if text else []


def load_wins() -> list[Win]:
    wins: list[Win] = []
    for path in sorted(DATA.glob("*.xml")):
        oya = round_wind = 0
        for el in ET.parse(path).getroot():
            if el.tag == "INIT":
                oya = int(el.attrib["oya"])
                round_wind = EAST + int(el.attrib["seed"].split(",")[0]) // 4
            elif el.tag == "AGARI":
                wins.append(Win(f"{path.stem[:10]}#{len(wins)}", dict(el.attrib), oya, round_wind))
    return wins


WINS = load_wins()


def test_the_records_hold_59_wins() -> None:
    assert len(WINS) == 59


@pytest.mark.parametrize("win", WINS, ids=[w.label for w in WINS])
def test_tenhou_win_is_scored_exactly(win: Win) -> None:
    a = win.tag
    who, from_who = int(a["who"]), int(a["fromWho"])
    honba, sticks = _ints(a["ba"])
    yaku_pairs = _ints(a.get("yaku", ""))
    yaku = dict(zip(yaku_pairs[::2], yaku_pairs[1::2], strict=True))
    yakuman = _ints(a.get("yakuman", ""))
    flags = {name: True for tid, name in _FLAGS.items() if tid in yaku or tid in yakuman}
    situation = WinSituation(
        tsumo=who == from_who,
        round_wind=win.round_wind,
        seat_wind=EAST + (who - win.oya) % 4,
        dora_indicators=tuple(tile(i) for i in _ints(a["doraHai"])),
        ura_indicators=tuple(tile(i) for i in _ints(a.get("doraHaiUra", ""))),
        honba=honba,
        riichi_sticks=sticks,
        **flags,
    )
    melds = [decode_meld(m) for m in _ints(a.get("m", ""))]
    result = score_hand(
        [tile(i) for i in _ints(a["hai"])], tile(int(a["machi"])), melds, situation, TENHOU
    )
    fu, points, _limit = _ints(a["ten"])
    han = sum(yaku.values()) if yaku else 13 * len(yakuman)
    expected_yaku = {TENHOU_YAKU[t] for t, n in yaku.items() if n} | {
        TENHOU_YAKU[t] for t in yakuman
    }
    assert (result.han, result.fu, {y.id for y in result.yaku}) == (han, fu, expected_yaku)
    assert result.payment.total == points + 300 * honba + 1000 * sticks
    pao = int(a["paoWho"]) if "paoWho" in a else None
    deltas = settle_win(
        result, who, win.oya, None if situation.tsumo else from_who, honba, sticks, TENHOU, pao
    )
    assert deltas == [100 * d for d in _ints(a["sc"])[1::2]]
