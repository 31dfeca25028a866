"""The yaku as the rules in force make them: the help's list (no Textual here).

The registry (:data:`rules.yaku.YAKU_INFO`) holds each yaku's default value;
the options that change one are read here, so the list shows what a hand is
worth at this table: local yaku only when they are on, ippatsu and double
riichi only when they count, renhou at its value (or not at all), the rules'
han for seven pairs, two pure double runs and all terminals and honours, open
all simples only with kuitan, and double yakuman where the rules double them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from mahjong_tui.rule_words import choice_label
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

# The list's words, whole phrases.
HAN = "{han} han"
YAKUMAN = "yakuman"
DOUBLE_YAKUMAN = "double yakuman"
CLOSED_ONLY = "closed only"


@dataclass(frozen=True, slots=True)
class YakuRow:
    name: str
    name_ja: str
    closed: str
    opened: str
    """The value in an open hand, or "closed only"."""


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
    """The value closed and open (or closed only) under ``rules``."""
    if info.yakuman:
        value = DOUBLE_YAKUMAN if info.id in rules.double_yakuman else YAKUMAN
        return value, CLOSED_ONLY if info.han_open is None else value
    if info.id == "renhou":
        return choice_label("renhou", rules.renhou), CLOSED_ONLY
    if info.id == "chiitoitsu":
        return choice_label("chiitoitsu_value", rules.chiitoitsu_value), CLOSED_ONLY
    closed, opened = info.han_closed, info.han_open
    if info.id == "ryanpeikou":
        closed = rules.ryanpeikou_han
    elif info.id == "honroutou":
        closed = opened = rules.honroutou_han
    elif info.id == "tanyao" and not rules.kuitan:
        opened = None
    return HAN.format(han=closed), CLOSED_ONLY if opened is None else HAN.format(han=opened)
