"""Pins rules/yaku/info.py and the registry: every yaku's han closed and open (None: closed
only), a YakuInfo's han open and closed (0 open for a closed-only yaku),
``yakuman`` entries (13 han, open too unless closed-only) and ``yakuman_han`` (26 for a
pattern the rules double)."""

from __future__ import annotations

import pytest

from rules.yaku import YAKU_INFO
from rules.yaku.info import YAKUMAN_HAN, YakuInfo, yakuman, yakuman_han


@pytest.mark.parametrize(
    ("info", "closed", "opened"),
    [
        (YakuInfo("a", "A", "甲", 3, 2), 3, 2),
        (YakuInfo("b", "B", "乙", 1, None), 1, 0),
        (YakuInfo("c", "C", "丙", 2, 1), 2, 1),
    ],
)
def test_han_closed_and_open(info: YakuInfo, closed: int, opened: int) -> None:
    assert info.han(True) == closed
    assert info.han(False) == opened
    assert info.yakuman is False


def test_yakuman_entries() -> None:
    assert YAKUMAN_HAN == 13
    open_too = yakuman("x", "X", "X")
    assert (open_too.han_closed, open_too.han_open, open_too.yakuman) == (13, 13, True)
    assert open_too.han(False) == 13
    closed_only = yakuman("y", "Y", "Y", closed_only=True)
    assert (closed_only.han_closed, closed_only.han_open, closed_only.yakuman) == (13, None, True)
    assert closed_only.han(True) == 13 and closed_only.han(False) == 0


def test_yakuman_han() -> None:
    assert yakuman_han("kokushi_13", frozenset({"kokushi_13"})) == 26
    assert yakuman_han("kokushi_13", frozenset({"suukantsu"})) == 13
    assert yakuman_han("kokushi_13", frozenset()) == 13


HAN: list[tuple[str, int, int | None]] = [
    ("honitsu", 3, 2),
    ("chinitsu", 6, 5),
    ("ryuuiisou", 13, 13),
    ("chuuren", 13, None),
    ("junsei_chuuren", 13, None),
    ("dora", 1, 1),
    ("aka_dora", 1, 1),
    ("ura_dora", 1, None),
    ("seat_wind", 1, 1),
    ("round_wind", 1, 1),
    ("haku", 1, 1),
    ("hatsu", 1, 1),
    ("chun", 1, 1),
    ("shousangen", 2, 2),
    ("daisangen", 13, 13),
    ("shousuushii", 13, 13),
    ("daisuushii", 13, 13),
    ("tsuuiisou", 13, 13),
    ("pinfu", 1, None),
    ("iipeikou", 1, None),
    ("ryanpeikou", 3, None),
    ("sanshoku", 2, 1),
    ("ittsu", 2, 1),
    ("isshoku_sanjun", 2, 1),
    ("menzen_tsumo", 1, None),
    ("riichi", 1, None),
    ("double_riichi", 2, None),
    ("ippatsu", 1, None),
    ("chankan", 1, 1),
    ("rinshan", 1, 1),
    ("haitei", 1, 1),
    ("houtei", 1, 1),
    ("renhou", 5, None),
    ("tenhou", 13, None),
    ("chiihou", 13, None),
    ("chiitoitsu", 2, None),
    ("kokushi", 13, None),
    ("kokushi_13", 13, None),
    ("daisharin", 13, None),
    ("shiisan_puutaa", 13, None),
    ("paarenchan", 13, 13),
    ("tanyao", 1, 1),
    ("chanta", 2, 1),
    ("junchan", 3, 2),
    ("honroutou", 2, 2),
    ("chinroutou", 13, 13),
    ("toitoi", 2, 2),
    ("sanankou", 2, 2),
    ("sankantsu", 2, 2),
    ("sanshoku_doukou", 2, 2),
    ("sanrenkou", 2, 2),
    ("suuankou", 13, None),
    ("suuankou_tanki", 13, None),
    ("suukantsu", 13, 13),
    ("suurenkou", 13, 13),
]
"""Every yaku of the registry: its han closed, and open (None: a closed hand's only)."""


def test_every_yaku_has_its_han() -> None:
    assert {y for y, _, _ in HAN} == set(YAKU_INFO)
    for yaku_id, closed, opened in HAN:
        info = YAKU_INFO[yaku_id]
        assert (info.han_closed, info.han_open) == (closed, opened), yaku_id
        assert info.han(False) == (opened or 0), yaku_id
        assert info.yakuman is (closed == YAKUMAN_HAN), yaku_id
