"""score_hand: limits, kazoe, kiriage, the best reading, errors."""

from __future__ import annotations

import random

import pytest
from score_helpers import score

from rules.hand import Meld
from rules.ruleset import TENHOU
from rules.score import CalledSets, NotCompleteError, NoYakuError, base_points


@pytest.mark.parametrize(
    ("han", "fu", "limit", "base"),
    [(1, 30, "none", 240), (3, 60, "none", 1920), (4, 40, "mangan", 2000),
     (5, 30, "mangan", 2000), (6, 30, "haneman", 3000), (8, 30, "baiman", 4000),
     (11, 30, "sanbaiman", 6000), (13, 30, "yakuman", 8000), (26, 30, "yakuman", 8000)],
)
def test_limits(han: int, fu: int, limit: str, base: int) -> None:
    assert base_points(han, fu, TENHOU) == (base, limit)


def test_kazoe_options() -> None:
    hand = dict(dora="5s5s5s5s1m")  # pinfu tanyao + 13 dora = 15 han
    assert score("234567m345p66s678s", "8s", **hand).limit == "yakuman"
    cap = score("234567m345p66s678s", "8s", rules=TENHOU.with_changes(kazoe="sanbaiman_cap"),
                **hand)
    assert (cap.limit, cap.base_points, cap.yakuman) == ("sanbaiman", 6000, 0)
    multiple = TENHOU.with_changes(kazoe="multiple")
    assert base_points(26, 30, multiple) == (16000, "yakuman")


def test_kiriage() -> None:
    hand = ("234567m345p66s678s", "8s")
    plain = score(*hand, dora="1m1m")
    assert (plain.han, plain.fu, plain.payment.total) == (4, 30, 7700)
    kiriage = score(*hand, dora="1m1m", rules=TENHOU.with_changes(kiriage_mangan=True))
    assert (kiriage.limit, kiriage.payment.total) == ("mangan", 8000)


def test_the_highest_reading_wins() -> None:
    # 111222333m: three triplets (sanankou) or three identical runs (iipeikou + pinfu shape)
    result = score("111222333m456p55s", "6p", tsumo=True)
    assert {y.id for y in result.yaku} >= {"sanankou"}


def test_errors() -> None:
    with pytest.raises(NotCompleteError):
        score("123m456p789s11223z", "3z")
    with pytest.raises(NotCompleteError):
        score("123m456p789s11222z", "4m")  # the winning tile is not in the hand
    with pytest.raises(NoYakuError):
        score("234m456s99p", "9p", "chi:678p", "chi:567s")
    assert issubclass(NoYakuError, ValueError)


def test_called_sets_joined_one_by_one_are_the_sets_summarised_at_once() -> None:
    """``CalledSets.joined`` (a batch keeps one summary per meld it has met) gives every
    field as summarising the whole meld list does, in the same order."""
    rng = random.Random(3)
    texts = ["chi:123m", "chi:406p", "chi:789s", "pon:555z", "pon:0s55s", "ankan:1111z",
             "ankan:0555m", "minkan:9999p", "kakan:2222s", "pon:111m", "chi:345m"]
    for _ in range(300):
        melds = [Meld.parse(rng.choice(texts)) for _ in range(rng.randrange(1, 5))]
        at_once = CalledSets(melds)
        joined = CalledSets.joined([CalledSets([m]) for m in melds])
        assert {f: getattr(joined, f) for f in CalledSets.__slots__} == {
            f: getattr(at_once, f) for f in CalledSets.__slots__}
