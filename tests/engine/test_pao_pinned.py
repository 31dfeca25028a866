"""Pao pinned case by case (the gaps a mutation audit of ``engine/pao.py`` found): the
feeder of the third dragon set or the fourth wind set is liable, not the feeder of an
earlier one; only the yakuman the rules list carry pao; under ``pao_yakuman_only`` the
liable seat covers that yakuman alone; a daiminkan's feeder pays the rinshan win alone where
the rules say so, and another kan ends that."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from mahjong_tui.engine.round import Round
from rules.actions import Ankan, Daiminkan, Pon, Tsumo
from rules.ruleset import TENHOU, RuleSet
from rules.tiles import parse_tile
from tests.engine.drive import answer, discard, pass_all, scripted_round, tsumogiri_round, win_event

T = parse_tile


def _pon_from(r: Round, feeders: Sequence[tuple[int, str]], drops: str) -> None:
    """Seat 1 pons each ``(seat, tile)`` in turn, discarding the next of ``drops`` after
    each; the seats between draw and discard what they draw."""
    for (feeder, tile), drop in zip(feeders, drops.split(), strict=True):
        while r.pending() and next(iter(r.pending())) != feeder:
            tsumogiri_round(r, 1)
        discard(r, tile)
        answer(r, 1, Pon((T(tile), T(tile))))
        pass_all(r)
        discard(r, drop)
        pass_all(r)


def _tsumo_after(r: Round) -> None:
    while next(iter(r.pending())) != 1:
        tsumogiri_round(r, 1)
    r.apply(1, Tsumo())


def _dragons(rules: RuleSet = TENHOU, hand: str = "556677z123m159p9s", win: str = "9s",
             ) -> Round:
    """Seat 1 pons 5z from seat 0, 6z from seat 2, 7z from seat 3, then draws its win."""
    draws = f"5z6z1z7z2z3z4z{win}"
    r = scripted_round(["", hand, "", ""], draws=draws, rules=rules)
    _pon_from(r, [(0, "5z"), (2, "6z"), (3, "7z")], "1p 5p 9p")
    _tsumo_after(r)
    return r


def test_the_third_dragons_feeder_is_liable_not_the_seconds() -> None:
    won = win_event(_dragons())
    assert won.pao == 3
    assert won.deltas == (0, 32000, 0, -32000)


def test_no_pao_for_a_yakuman_the_rules_do_not_list() -> None:
    won = win_event(_dragons(TENHOU.with_changes(pao_yaku=frozenset({"daisuushii"}))))
    assert won.pao is None
    assert won.deltas == (-16000, 32000, -8000, -8000)


@pytest.mark.parametrize(("listed", "pao", "deltas"), [
    (True, 0, (-32000, 32000, 0, 0)),
    (False, None, (-16000, 32000, -8000, -8000)),
])
def test_the_fourth_winds_feeder_is_liable_not_the_thirds(
        listed: bool, pao: int | None, deltas: tuple[int, int, int, int]) -> None:
    rules = TENHOU.with_changes(pao_yaku=frozenset({"daisangen", "daisuushii"} if listed
                                                   else {"daisangen"}))
    r = scripted_round(["", "11223344z1p5p9p9s5m", "", ""],
                       draws="1z2z5z3z6z7z4z5z6z7z5m", rules=rules)
    _pon_from(r, [(0, "1z"), (2, "2z"), (3, "3z"), (0, "4z")], "1p 5p 9p 9s")
    _tsumo_after(r)
    won = win_event(r)
    assert "daisuushii" in {y.id for y in won.result.yaku}
    assert won.pao == pao
    assert won.deltas == deltas


@pytest.mark.parametrize(("scope", "deltas"), [
    ("full_hand", (0, 64000, 0, -64000)),
    # seat 3 pays the daisangen (32000); the tsuuiisou is a tsumo: the dealer (seat 0) 16000
    ("pao_yakuman_only", (-16000, 64000, -8000, -8000 - 32000)),
])
def test_pao_covers_its_own_yakuman_alone_where_the_rules_say(
        scope: str, deltas: tuple[int, int, int, int]) -> None:
    """Daisangen and tsuuiisou (two yakuman, a tanki on 1z): the third dragon's feeder
    pays the whole hand, or only the daisangen's part with the other split as a tsumo."""
    rules = TENHOU.with_changes(pao_scope=scope)
    won = win_event(_dragons(rules, hand="556677z222z1p5p9p1z", win="1z"))
    assert {"daisangen", "tsuuiisou"} <= {y.id for y in won.result.yaku}
    assert won.pao == 3
    assert won.deltas == deltas


def _rinshan_after_daiminkan(rules: RuleSet, ankan_first: bool = False) -> Round:
    """Seat 1 makes a daiminkan of seat 0's 5m and wins on the replacement tile (a
    tanyao kanchan on 3s); with ``ankan_first`` it draws 6s, makes a concealed kan of 8p,
    and wins on the second replacement tile."""
    hand = "055m8888p24s234m6s" if ankan_first else "055m88p24s234m678s"
    rinshan = "6s3s" if ankan_first else "3s"
    r = scripted_round(["", hand, "", ""], draws="5m", rinshan=rinshan, rules=rules)
    discard(r, "5m")
    answer(r, 1, Daiminkan())
    pass_all(r)
    if ankan_first:
        r.apply(1, Ankan(T("8p")))
        pass_all(r)
    r.apply(1, Tsumo())
    return r


@pytest.mark.parametrize(("rule", "scope"), [(False, "full_hand"), (True, "full_hand"),
                                             (True, "pao_yakuman_only")])
def test_a_daiminkans_feeder_pays_the_rinshan_win_alone_where_the_rules_say(
        rule: bool, scope: str) -> None:
    rules = TENHOU.with_changes(daiminkan_rinshan_pao=rule, pao_scope=scope)
    won = win_event(_rinshan_after_daiminkan(rules))
    assert "rinshan" in {y.id for y in won.result.yaku}
    assert won.pao == (0 if rule else None)
    if rule:
        assert won.deltas[2] == won.deltas[3] == 0
        assert won.deltas[0] == -won.deltas[1]
    else:
        assert won.deltas[2] < 0 and won.deltas[3] < 0


def test_another_kan_ends_the_daiminkans_liability() -> None:
    won = win_event(_rinshan_after_daiminkan(TENHOU.with_changes(daiminkan_rinshan_pao=True),
                                        ankan_first=True))
    assert "rinshan" in {y.id for y in won.result.yaku}
    assert won.pao is None
