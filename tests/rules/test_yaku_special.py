"""Yakuman and special forms: chiitoitsu, kokushi, suuankou, daisangen, winds, all-x hands,
chuuren, suukantsu, with and without double yakuman and stacking."""

from __future__ import annotations

from typing import Any, get_args

import pytest
from score_helpers import ROW_FIELDS, Row, check_row, score, yaku

from rules.ruleset import TENHOU, DoubleYakuman

ROWS: list[Row] = [
    ("1122m3344p5566s77z", "7z", (), {}, {"chiitoitsu": 2}),
    ("1122m3344p5566s77z", "7z", (), {"tsumo": True}, {"menzen_tsumo": 1, "chiitoitsu": 2}),
    ("2222m3344p6688s55s", "5s", (), {}, {}),  # a quad is not two pairs: not complete
    ("19m19p19s1234567z9m", "1m", (), {}, {"kokushi": 13}),
    ("19m19p19s1234567z9m", "9m", (), {}, {"kokushi_13": 13}),
    ("111m333p555s777s99m", "9m", (), {}, {"suuankou_tanki": 13}),
    ("111m333p555s777s99m", "7s", (), {"tsumo": True}, {"suuankou": 13}),
    ("111m333p555s777s99m", "7s", (), {}, {"sanankou": 2, "toitoi": 2}),  # ron shanpon
    ("123m55p", "5p", ("pon:555z", "pon:666z", "pon:777z"), {}, {"daisangen": 13}),
    ("123m22z", "2z", ("pon:111z", "pon:333z", "pon:444z"), {}, {"shousuushii": 13}),
    ("11m", "1m", ("pon:111z", "pon:333z", "pon:444z", "pon:222z"), {}, {"daisuushii": 13}),
    ("11z22z33z44z55z66z77z", "7z", (), {}, {"tsuuiisou": 13}),
    ("223344666888s66z", "6z", (), {}, {"ryuuiisou": 13}),
    ("111999m111p99s", "9s", ("pon:999p",), {}, {"chinroutou": 13}),
    ("11123455678999m", "5m", (), {}, {"junsei_chuuren": 13}),
    ("11123455678999m", "1m", (), {}, {"chuuren": 13}),
    ("55m", "5m", ("ankan:1111m", "minkan:2222p", "kakan:3333s", "ankan:4444z"), {},
     {"suukantsu": 13}),
]


@pytest.mark.parametrize(ROW_FIELDS, ROWS)
def test_special(hand: str, win: str, melds: tuple[str, ...], flags: dict[str, Any],
                 expected: dict[str, int]) -> None:
    if hand == "2222m3344p6688s55s":
        from rules.score import NotCompleteError

        with pytest.raises(NotCompleteError):
            score(hand, win)
        return
    check_row(hand, win, melds, flags, expected)


DOUBLE_PATTERNS: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "kokushi_13": ("19m19p19s1234567z9m", "9m", ()),
    "suuankou_tanki": ("111m333p555s777s99m", "9m", ()),
    "junsei_chuuren": ("11123455678999m", "5m", ()),
    "daisuushii": ("11m", "1m", ("pon:111z", "pon:333z", "pon:444z", "pon:222z")),
    "suukantsu": ("55m", "5m", ("ankan:1111m", "minkan:2222p", "kakan:3333s", "ankan:4444z")),
}
"""A hand of each pattern ``double_yakuman`` can name (non-dealer ron, no other yakuman)."""


def test_the_double_yakuman_table_covers_every_pattern() -> None:
    assert set(DOUBLE_PATTERNS) == set(get_args(DoubleYakuman))


@pytest.mark.parametrize("pattern", sorted(DOUBLE_PATTERNS))
def test_double_yakuman_option(pattern: str) -> None:
    hand, win, melds = DOUBLE_PATTERNS[pattern]
    named = score(hand, win, *melds, rules=TENHOU.with_changes(double_yakuman={pattern}))
    assert yaku(named) == {pattern: 26}
    assert (named.yakuman, named.base_points, named.payment.total) == (2, 16000, 64000)
    others = frozenset(get_args(DoubleYakuman)) - {pattern}
    single = score(hand, win, *melds, rules=TENHOU.with_changes(double_yakuman=others))
    assert yaku(single) == {pattern: 13}
    assert (single.yakuman, single.payment.total) == (1, 32000)


def test_yakuman_stack_unless_the_rules_say_no() -> None:
    both = score("11z555z", "1z", "pon:666z", "pon:777z", "pon:222z")
    assert yaku(both) == {"daisangen": 13, "tsuuiisou": 13} and both.yakuman == 2
    single = score("11z555z", "1z", "pon:666z", "pon:777z", "pon:222z",
                   rules=TENHOU.with_changes(yakuman_stacking=False))
    assert single.yakuman == 1 and len(single.yaku) == 1
