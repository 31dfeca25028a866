"""Tenhou's tile numbers and the names Tenhou writes for yaku, limits and draws.

tenhou.net/6 numbers tiles 11-19 (man), 21-29 (pin), 31-39 (sou), 41-47
(East..Chun) and 51/52/53 (red 5m/5p/5s); mjlog XML numbers the 136 physical
tiles 0..135 (kind = id // 4; ids 16, 52 and 88 are the red fives when the
lobby has them).
"""

from __future__ import annotations

from typing import Final

from rules.tiles import NUM_KINDS, RED_FIVES, Tile, is_red, kind

_RED_MJLOG_IDS: Final = {16: RED_FIVES[0], 52: RED_FIVES[1], 88: RED_FIVES[2]}


def from_tenhou(code: int) -> Tile:
    """A tile from its tenhou.net/6 number; ValueError for a number that is no tile."""
    if 51 <= code <= 53:
        return RED_FIVES[code - 51]
    suit, number = divmod(code, 10)
    if 1 <= suit <= 3 and 1 <= number <= 9:
        return (suit - 1) * 9 + number - 1
    if suit == 4 and 1 <= number <= 7:
        return 27 + number - 1
    raise ValueError(f"{code} is not a tile number")


def to_tenhou(tile: Tile) -> int:
    if is_red(tile):
        return 51 + RED_FIVES.index(tile)
    k = kind(tile)
    return (k // 9 + 1) * 10 + k % 9 + 1


def from_mjlog(tile_id: int, red: bool) -> Tile:
    """A tile from an mjlog id 0..135 (``red``: the lobby plays with red fives)."""
    if not 0 <= tile_id < 4 * NUM_KINDS:
        raise ValueError(f"{tile_id} is not a tile id")
    if red and tile_id in _RED_MJLOG_IDS:
        return _RED_MJLOG_IDS[tile_id]
    return tile_id // 4


def hand_order(tile: Tile) -> tuple[int, bool]:
    """Tenhou's order of a dealt hand: by kind, a red five right after its black fives."""
    return kind(tile), is_red(tile)


YAKU_NAMES: Final = {
    "riichi": "立直",
    "double_riichi": "両立直",
    "ippatsu": "一発",
    "chankan": "槍槓",
    "rinshan": "嶺上開花",
    "haitei": "海底摸月",
    "houtei": "河底撈魚",
    "menzen_tsumo": "門前清自摸和",
    "pinfu": "平和",
    "iipeikou": "一盃口",
    "ryanpeikou": "二盃口",
    "chiitoitsu": "七対子",
    "ittsu": "一気通貫",
    "sanshoku": "三色同順",
    "sanshoku_doukou": "三色同刻",
    "toitoi": "対々和",
    "sanankou": "三暗刻",
    "sankantsu": "三槓子",
    "tanyao": "断幺九",
    "haku": "役牌 白",
    "hatsu": "役牌 發",
    "chun": "役牌 中",
    "round_wind": "場風",
    "seat_wind": "自風",
    "shousangen": "小三元",
    "honroutou": "混老頭",
    "chanta": "混全帯幺九",
    "junchan": "純全帯幺九",
    "honitsu": "混一色",
    "chinitsu": "清一色",
    "renhou": "人和",
    "tenhou": "天和",
    "chiihou": "地和",
    "daisangen": "大三元",
    "suuankou": "四暗刻",
    "suuankou_tanki": "四暗刻単騎",
    "tsuuiisou": "字一色",
    "ryuuiisou": "緑一色",
    "chinroutou": "清老頭",
    "chuuren": "九蓮宝燈",
    "junsei_chuuren": "純正九蓮宝燈",
    "kokushi": "国士無双",
    "kokushi_13": "国士無双１３面",
    "daisuushii": "大四喜",
    "shousuushii": "小四喜",
    "suukantsu": "四槓子",
    "dora": "ドラ",
    "aka_dora": "赤ドラ",
    "ura_dora": "裏ドラ",
}
"""Our yaku ids -> the names Tenhou writes, in the order Tenhou lists them (as far as
the real logs show it: riichi and situational yaku, menzen tsumo, shapes, tanyao,
dragons and winds, terminals, flushes, yakuman, then dora, red and ura). The wind
yaku get the wind's name appended (``"場風 東"``)."""

YAKU_ORDER: Final = {yaku_id: index for index, yaku_id in enumerate(YAKU_NAMES)}

MJLOG_YAKU: Final = (
    "門前清自摸和", "立直", "一発", "槍槓", "嶺上開花", "海底摸月", "河底撈魚", "平和",
    "断幺九", "一盃口", "自風 東", "自風 南", "自風 西", "自風 北", "場風 東", "場風 南",
    "場風 西", "場風 北", "役牌 白", "役牌 發", "役牌 中", "両立直", "七対子", "混全帯幺九",
    "一気通貫", "三色同順", "三色同刻", "三槓子", "対々和", "三暗刻", "小三元", "混老頭",
    "二盃口", "純全帯幺九", "混一色", "清一色", "人和", "天和", "地和", "大三元", "四暗刻",
    "四暗刻単騎", "字一色", "緑一色", "清老頭", "九蓮宝燈", "純正九蓮宝燈", "国士無双",
    "国士無双１３面", "大四喜", "小四喜", "四槓子", "ドラ", "裏ドラ", "赤ドラ",
)
"""Yaku names by their number in mjlog's ``yaku`` / ``yakuman`` attributes."""

DORA_NAMES: Final = frozenset({"ドラ", "裏ドラ", "赤ドラ"})
WIND_NAMES: Final = "東南西北"

LIMITS: Final = {"mangan": "満貫", "haneman": "跳満", "baiman": "倍満", "sanbaiman": "三倍満",
                 "yakuman": "役満"}
"""Our limit names -> Tenhou's words."""

MJLOG_LIMITS: Final = ("", "満貫", "跳満", "倍満", "三倍満", "役満")
"""Tenhou's words by the limit number of mjlog's ``ten`` attribute."""

LIMIT_BASE: Final = {"満貫": 2000, "跳満": 3000, "倍満": 4000, "三倍満": 6000, "役満": 8000}

EXHAUSTIVE = "流局"
ALL_TENPAI = "全員聴牌"
ALL_NOTEN = "全員不聴"
NAGASHI = "流し満貫"
KYUUSHU = "九種九牌"
SUUCHA_RIICHI = "四家立直"
SANCHAHOU = "三家和了"
SUUKAIKAN = "四槓散了"
SUUFON_RENDA = "四風連打"
WIN_WORD = "和了"
