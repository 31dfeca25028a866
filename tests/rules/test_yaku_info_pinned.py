"""Pins rules/yaku/info.py: a YakuInfo's han open and closed (0 open for a closed-only yaku),
``yakuman`` entries (13 han, open too unless closed-only) and ``yakuman_han`` (26 for a
pattern the rules double)."""

from __future__ import annotations

import pytest

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
