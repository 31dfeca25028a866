"""The yaku as the rules in force make them: the help's list (no Textual here).

The registry (:data:`rules.yaku.YAKU_INFO`) holds each yaku's default value;
the options that change one are read here, so the list shows what a hand is
worth at this table: local yaku only when they are on, ippatsu and double
riichi only when they count, renhou at its value (or not at all), the rules'
han for seven pairs, two pure double runs and all terminals and honours, open
all simples only with kuitan, and double yakuman where the rules double them.
The values are in the player's language (``2 han`` / ``2翻``, ``yakuman`` / ``役満``);
the names are the registry's, English and as Japanese players write them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from mahjong_tui.text.language import t
from mahjong_tui.text.rule_words import choice_label
from rules.ruleset import RuleSet
from rules.yaku import YAKU_INFO, YakuInfo

LOCAL_YAKU: Final = {
    "isshoku_sanjun": "yaku_isshoku_sanjun", "sanrenkou": "yaku_sanrenkou",
    "suurenkou": "yaku_suurenkou", "daisharin": "yaku_daisharin",
    "shiisan_puutaa": "yaku_shiisan_puutaa", "paarenchan": "yaku_paarenchan",
}
"""Each local yaku by the rule that turns it on."""
SWITCHED_YAKU: Final = {"ippatsu": "ippatsu", "double_riichi": "double_riichi"}
"""Standard yaku some rules do without."""
DORA_IDS: Final = ("dora", "aka_dora", "ura_dora")
"""Not yaku: the help explains dora apart."""



@dataclass(frozen=True, slots=True)
class YakuRow:
    name: str
    name_ja: str
    closed: str
    opened: str
    """The value in an open hand, or "closed only" (in the player's language)."""


def yaku_rows(rules: RuleSet) -> list[YakuRow]:
    """Every yaku the rules have, in the registry's order, at their value under them."""
    rows = []
    for info in YAKU_INFO.values():
        if info.id in DORA_IDS or not _in_play(info.id, rules):
            continue
        closed, opened = _values(info, rules)
        rows.append(YakuRow(info.name, info.name_ja, closed, opened))
    return rows


def _in_play(yaku: str, rules: RuleSet) -> bool:
    rule = LOCAL_YAKU.get(yaku) or SWITCHED_YAKU.get(yaku)
    if rule is not None:
        return bool(getattr(rules, rule))
    return yaku != "renhou" or rules.renhou != "none"


def _values(info: YakuInfo, rules: RuleSet) -> tuple[str, str]:
    """The value closed and open (or closed only) under ``rules``, in words."""
    closed_only = t("help.yaku.closed_only")
    if info.yakuman:
        doubled = info.id in rules.double_yakuman
        value = t("help.yaku.double_yakuman" if doubled else "help.yaku.yakuman")
        return value, closed_only if info.han_open is None else value
    if info.id == "renhou":
        return choice_label("renhou", rules.renhou), closed_only
    if info.id == "chiitoitsu":
        return choice_label("chiitoitsu_value", rules.chiitoitsu_value), closed_only
    closed, opened = info.han_closed, info.han_open
    if info.id == "ryanpeikou":
        closed = rules.ryanpeikou_han
    elif info.id == "honroutou":
        closed = opened = rules.honroutou_han
    elif info.id == "tanyao" and not rules.kuitan:
        opened = None
    return _han(closed), closed_only if opened is None else _han(opened)


def _han(han: int) -> str:
    """``2 han`` / ``2翻``."""
    return t("help.yaku.han", han=han)
