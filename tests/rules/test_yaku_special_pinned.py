"""Pins rules/yaku/special.py beyond test_yaku_special.py and test_yaku_options.py: the
registry's han of the special forms, ``is_shiisan_puutaa`` (fourteen tiles, one pair, no
triplet, no two tiles of a suit within two of each other, across the suits' edges too),
daisharin only with its option, and only from 1p..3p even with ``daisharin_any_run``.
Tenhou rules, non-dealer, East round."""

from __future__ import annotations

from typing import Any

import pytest
from score_helpers import score, yaku

from rules.ruleset import TENHOU
from rules.tiles import counts, parse
from rules.yaku.special import is_shiisan_puutaa


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ("147m258p369s12344z", True),
        ("258m147p369s12344z", True),  # 8m and 1p: two apart in kind order, not one suit
        ("369m147p258s12344z", True),  # 9m and 1p
        ("147m258p147s12344z", True),  # 8p and 1s
        ("147m369p147s12344z", True),  # 9p and 1s
        ("147m147p147s11234z", True),  # an honour pair, neighbouring honours
        ("147m258p369s12345z", False),  # no pair
        ("147m258p369s11335z", False),  # two pairs
        ("147m258p369s11z444z", False),  # a triplet
        ("147m258p369s1244z", False),  # thirteen tiles
        ("147m258p369s123445z", False),  # fifteen tiles
        ("145m258p369s12344z", False),  # 45m
        ("146m258p369s12344z", False),  # 46m
        ("147m258p389s12344z", False),  # 89s
        ("147m258p379s12344z", False),  # 79s
        ("147m268p369s12344z", False),  # 68p
        ("147m289p369s12344z", False),  # 89p
        ("179m258p369s12344z", False),  # 79m
    ],
)
def test_is_shiisan_puutaa(hand: str, expected: bool) -> None:
    assert is_shiisan_puutaa(tuple(counts(parse(hand)))) is expected


def test_shiisan_puutaa_scores_across_the_suits_edges() -> None:
    rules = TENHOU.with_changes(yaku_shiisan_puutaa=True)
    result = score("369m147p258s12344z", "4z", rules=rules, tsumo=True, first_draw=True)
    assert yaku(result) == {"shiisan_puutaa": 13}


@pytest.mark.parametrize(
    ("rules", "hand", "win", "expected"),
    [
        # without the option the pin pairs 2-8 are an ordinary hand
        ({}, "22334455667788p", "8p", {"pinfu": 1, "tanyao": 1, "ryanpeikou": 3, "chinitsu": 6}),
        # any run: from 1p, 2p or 3p, not 4p (up to 1s)
        ({"yaku_daisharin": True, "daisharin_any_run": True}, "445566778899p11s", "9p",
         {"pinfu": 1, "ryanpeikou": 3}),
    ],
)
def test_no_daisharin(rules: dict[str, Any], hand: str, win: str,
                      expected: dict[str, int]) -> None:
    assert yaku(score(hand, win, rules=TENHOU.with_changes(**rules))) == expected
