"""A hand's table facts, pinned (issue #45, shown by mutation testing of round.py).

``RoundSetup``'s defaults (East 1, no honba or sticks, 25000 each, no streak) and that it
is frozen and hashable; ``Round.version`` counts the applied actions from 0 (an illegal
one does not count); the first dora indicator is the wall's first, in ``RoundStarted``
and on the table; ``Round.round_wind`` is the setup's and scores the round-wind yaku; a
win without riichi shows no ura dora indicators.
"""

from __future__ import annotations

import dataclasses

import pytest

from mahjong_tui.engine.errors import IllegalActionError
from mahjong_tui.engine.events import Drawn, DrawReason, RoundStarted, Won
from mahjong_tui.engine.round import RoundSetup
from rules.actions import KyuushuKyuuhai, Pass, Ron, Tsumo
from rules.ruleset import TENHOU
from rules.tiles import EAST, SOUTH, parse_tile
from tests.engine.drive import answer, discard, scripted_round
from tests.engine.test_draw_options import _nagashi_round


def test_the_default_setup_is_east_1_with_the_starting_table() -> None:
    setup = RoundSetup()
    assert setup == RoundSetup(EAST, 0, 0, 0, (25000, 25000, 25000, 25000), 0)
    assert hash(setup) == hash(RoundSetup())
    with pytest.raises(dataclasses.FrozenInstanceError):
        setup.honba = 1  # type: ignore[misc]


def test_version_counts_the_applied_actions() -> None:
    r = scripted_round(["", "", "", ""], draws="1m")
    assert r.version == 0
    with pytest.raises(IllegalActionError):
        r.apply(1, Tsumo())
    assert r.version == 0
    discard(r, "1m")
    assert r.version == 1


def test_the_first_dora_indicator_is_the_walls_first() -> None:
    r = scripted_round(["", "", "", ""], dora="1m9p")
    start = r.log[0]
    assert isinstance(start, RoundStarted)
    assert start.dora_indicator == parse_tile("1m")
    assert r.dora_indicators == (parse_tile("1m"),)


def test_the_round_wind_scores_and_no_riichi_means_no_ura() -> None:
    """South round, dealer seat 0: seat 1 (South seat) rons with a South triplet."""
    r = scripted_round(
        ["", "222z123m456p789s5s", "", ""], draws="5s", setup=RoundSetup(round_wind=SOUTH)
    )
    assert r.round_wind == SOUTH
    discard(r, "5s")
    answer(r, 1, Ron())
    for seat in list(r.pending()):
        r.apply(seat, Pass())
    win = next(e for e in r.log if isinstance(e, Won))
    assert {"seat_wind", "round_wind"} <= {y.id for y in win.result.yaku}
    assert win.ura_indicators == ()

    assert r.result is not None and not r.result.dealer_tenpai  # a win is no tenpai draw


def test_an_abortive_draw_shows_the_declarers_hand_alone_and_moves_no_points() -> None:
    hand = "19m19p1s12345z234m"
    r = scripted_round([hand, "", "", ""], draws="6z")
    r.apply(0, KyuushuKyuuhai())
    drawn = next(e for e in r.log if isinstance(e, Drawn))
    assert drawn.reason is DrawReason.KYUUSHU_KYUUHAI and drawn.declarer == 0
    assert drawn.tenpai == (False, False, False, False)
    assert drawn.deltas == (0, 0, 0, 0) and drawn.nagashi == ()
    assert [bool(h) for h in drawn.hands] == [True, False, False, False]
    assert r.result is not None
    assert not r.result.dealer_won and not r.result.dealer_tenpai


def test_the_dealers_nagashi_as_a_win_keeps_the_deal() -> None:
    rules = TENHOU.with_changes(nagashi_mangan="win")
    r = _nagashi_round(rules, (0,), RoundSetup(honba=1))
    assert next(e for e in r.log if isinstance(e, Drawn)).nagashi == (0,)
    assert r.result is not None
    assert r.result.renchan and r.result.dealer_won and r.result.honba == 2
