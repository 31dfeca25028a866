"""Pins rules/score.py beyond test_score.py: every limit's lower bound and kiriage's two
hands, the tile count and the winning tile checked before any reading (seven pairs too), a
real yakuman over a counted one of equal value, the largest yakuman alone without
stacking, renhou scored alone (its han, base, no yakuman) and a tie kept by the hand's own
yaku, kans and concealed kans from the melds, a ron-completed triplet of 1m counted open,
penchan 7-8-9 in every suit, kokushi, ``CalledSets.joined`` of nothing, ``settle_win``'s
pao shares, and the ``Limit`` names."""

from __future__ import annotations

from typing import Any, get_args

import pytest
from score_helpers import score, yaku

from rules.ruleset import TENHOU
from rules.score import NO_MELDS, CalledSets, Limit, NotCompleteError, base_points, settle_win

KIRIAGE = TENHOU.with_changes(kiriage_mangan=True)


def test_the_limit_names() -> None:
    assert get_args(Limit) == ("none", "mangan", "haneman", "baiman", "sanbaiman", "yakuman")


@pytest.mark.parametrize(
    ("han", "fu", "expected"),
    [
        (4, 30, (1920, "none")),
        (3, 60, (1920, "none")),
        (7, 30, (3000, "haneman")),
        (10, 30, (4000, "baiman")),
        (12, 30, (6000, "sanbaiman")),
        (13, 30, (8000, "yakuman")),
        (25, 30, (8000, "yakuman")),
    ],
)
def test_each_limit_starts_where_it_should(han: int, fu: int, expected: tuple[int, str]) -> None:
    assert base_points(han, fu, TENHOU) == expected


@pytest.mark.parametrize(
    ("han", "fu", "expected"),
    [
        (4, 30, (2000, "mangan")),
        (3, 60, (2000, "mangan")),
        (3, 30, (960, "none")),
        (3, 50, (1600, "none")),
        (2, 60, (960, "none")),
        (4, 25, (1600, "none")),
        (1, 60, (480, "none")),
    ],
)
def test_kiriage_rounds_up_only_4_han_30_fu_and_3_han_60_fu(han: int, fu: int,
                                                           expected: tuple[int, str]) -> None:
    assert base_points(han, fu, KIRIAGE) == expected


@pytest.mark.parametrize(
    ("kazoe", "han", "expected"),
    [
        ("multiple", 13, (8000, "yakuman")),
        ("multiple", 25, (8000, "yakuman")),
        ("multiple", 39, (24000, "yakuman")),
        ("sanbaiman_cap", 13, (6000, "sanbaiman")),
        ("sanbaiman_cap", 26, (6000, "sanbaiman")),
    ],
)
def test_kazoe_modes(kazoe: Any, han: int, expected: tuple[int, str]) -> None:
    assert base_points(han, 30, TENHOU.with_changes(kazoe=kazoe)) == expected


def test_the_tiles_must_number_fourteen() -> None:
    with pytest.raises(NotCompleteError, match="11 concealed tiles and 0 melds"):
        score("234m456p678s55s", "5s")  # tanyao, but three tiles short
    with pytest.raises(NotCompleteError, match="8 concealed tiles and 1 melds"):
        score("234m456p55s", "5s", "chi:678s")


def test_the_winning_tile_must_be_in_the_hand() -> None:
    with pytest.raises(NotCompleteError, match="the winning tile is not in the hand"):
        score("1122m3344p5566s77z", "9m")  # seven pairs need no particular winning tile


def test_a_real_yakuman_beats_a_counted_one_of_equal_value() -> None:
    # four concealed triplets (suuankou, tsumo), or 123m x3 + 555m: chinitsu 6, iipeikou 1,
    # menzen tsumo 1 and 8 dora = 16 han, a counted yakuman worth as much
    result = score("11122233355599m", "5m", tsumo=True, dora="8m4m9m")
    assert yaku(result) == {"suuankou": 13}
    assert (result.yakuman, result.limit, result.base_points) == (1, "yakuman", 8000)


def test_without_stacking_only_the_largest_yakuman_counts() -> None:
    # daisuushii (doubled here), tsuuiisou and suuankou tanki (13 each, Tenhou doubles none)
    hand = ("111z222z333z444z55z", "5z")
    doubled = TENHOU.with_changes(double_yakuman=frozenset({"daisuushii"}))
    both = score(*hand, tsumo=True, rules=doubled)
    assert yaku(both) == {"daisuushii": 26, "tsuuiisou": 13, "suuankou_tanki": 13}
    assert both.yakuman == 4
    single = score(*hand, tsumo=True, rules=doubled.with_changes(yakuman_stacking=False))
    assert yaku(single) == {"daisuushii": 26}
    assert (single.yakuman, single.base_points) == (2, 16000)


NO_YAKU = ("123m345p456789s99m", "4p")
"""No yaku: kanchan on 4p, 1m and 9m keep tanyao out, no ittsu, no sanshoku."""


@pytest.mark.parametrize(
    ("mode", "expected", "base", "limit"),
    [
        ("mangan", {"renhou": 5}, 2000, "mangan"),
        ("five_han_non_cumulative", {"renhou": 5}, 2000, "mangan"),
        ("baiman", {"renhou": 8}, 4000, "baiman"),
    ],
)
def test_renhou_alone(mode: Any, expected: dict[str, int], base: int, limit: str) -> None:
    rules = TENHOU.with_changes(renhou=mode)
    alone = score(*NO_YAKU, renhou=True, rules=rules)
    assert yaku(alone) == expected
    assert (alone.base_points, alone.limit, alone.yakuman) == (base, limit, 0)
    # six dora and no yaku: still renhou alone, never a hand of dora
    rich = score(*NO_YAKU, renhou=True, rules=rules, dora="8m8m8m")
    assert yaku(rich) == expected


def test_renhou_alone_ties_keep_the_hands_own_yaku() -> None:
    # haku 1 + dora 3 (555z) + 1 (2m): a 5-han mangan, as much as renhou alone
    result = score("234m345p67899s555z", "9s", renhou=True, dora="7z1m",
                   rules=TENHOU.with_changes(renhou="mangan"))
    assert yaku(result) == {"haku": 1, "dora": 4}
    assert result.base_points == 2000


def test_kans_and_concealed_kans_from_the_melds() -> None:
    three_kans = score("345p55s", "5p", "ankan:1111m", "minkan:9999p", "minkan:2222s")
    assert yaku(three_kans) == {"sankantsu": 2}
    # 111s and the two concealed kans: three concealed triplets
    assert yaku(score("111s456p55z", "5p", "ankan:1111m", "ankan:9999p")) == {"sanankou": 2}


def test_a_ron_completed_triplet_of_1m_is_open() -> None:
    # 111m (shanpon with 99p, ron on 1m), 222p and 333s concealed: two concealed, no sanankou
    result = score("111m222p99p333456s", "1m", riichi=True)
    assert yaku(result) == {"riichi": 1}
    # 20 + closed ron 10 + open 1m 4 + closed 2p 4 + closed 3s 4 = 42
    assert result.fu == 50


@pytest.mark.parametrize("hand", ["789m123456p234s55s", "123456m789p234s55s",
                                  "123456m789s234p55s"])
def test_penchan_on_7_in_every_suit(hand: str) -> None:
    seven = hand[hand.index("789") + 3]
    result = score(hand, "7" + seven, riichi=True)
    assert yaku(result) == {"riichi": 1}  # no pinfu: 8-9 waits on 7 alone
    assert result.fu == 40  # 20 + closed ron 10 + penchan 2


def test_kokushi() -> None:
    assert yaku(score("19m19p19s12345677z", "1m")) == {"kokushi": 13}
    thirteen = score("19m19p19s12345677z", "7z")
    assert set(yaku(thirteen)) == {"kokushi_13"}


def test_called_sets_joined_of_nothing_is_no_melds() -> None:
    joined = CalledSets.joined([])
    assert {f: getattr(joined, f) for f in CalledSets.__slots__} == {
        f: getattr(NO_MELDS, f) for f in CalledSets.__slots__}


def test_settle_win_pao_shares() -> None:
    yakuman = score("11z555z", "1z", "pon:666z", "pon:777z", "pon:222z",
                    rules=TENHOU.with_changes(yakuman_stacking=False))
    assert yakuman.yakuman == 1
    only = TENHOU.with_changes(pao_scope="pao_yakuman_only")
    # one yakuman, its pao covering that one: the liable seat pays half the ron
    assert settle_win(yakuman, 1, 0, 2, 0, 0, only, pao=3, pao_share_yakuman=1) == [
        0, 32000, -16000, -16000]
    mangan = score("234m345p67899s555z", "9s", dora="7z1m")
    assert (mangan.yakuman, mangan.base_points) == (0, 2000)
    # the whole hand covered (full_hand, whatever share is given): half the ron each
    assert settle_win(mangan, 1, 0, 2, 0, 0, TENHOU, pao=3, pao_share_yakuman=0) == [
        0, 8000, -4000, -4000]
    assert settle_win(mangan, 1, 0, 2, 0, 0, TENHOU, pao=3) == [0, 8000, -4000, -4000]


def test_of_two_readings_worth_the_same_the_first_found_is_kept() -> None:
    """1111m 22m 33m 44m 56m 99m won on 3m reads as a penchan (12m) or a kanchan (24m),
    both 40 fu: the score names the same one every time."""
    result = score("11112233445699m", "3m", riichi=True)
    assert result.fu == 40
    assert [p.label for p in result.fu_parts] == [
        "base", "closed ron", "closed triplet 1m", "penchan wait"]
