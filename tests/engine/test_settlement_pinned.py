"""The game's settlement pinned case by case (the gaps a mutation audit of
``engine/settlement.py`` found): oka and uma exactly, big scores and a high return where a
thousand's rounding cannot hide a slip; a result and a total kept to a tenth (a three-way
split uma, chips worth 30 and 300 points); tied tops and the leftover sticks under each
tie-break; a score exactly at the return floats; the standings by rank; no chips given,
none counted."""

from __future__ import annotations

import pytest

from mahjong_tui.engine.settlement import final_standings
from rules.ruleset import TENHOU


def test_oka_and_uma_exactly_with_big_scores() -> None:
    standings = final_standings([100000, 10000, -5000, -5000], 0, TENHOU)
    assert [(p.rank, p.uma, p.oka) for p in standings.placements] == [
        (1, 20.0, 20.0), (2, 10.0, 0.0), (3, -10.0, 0.0), (4, -20.0, 0.0)]
    assert [p.result for p in standings.placements] == [110.0, -10.0, -45.0, -55.0]


def test_a_high_return_settles_to_the_hundred() -> None:
    """Return 90000 from 25000: an oka of 260 and every score far below the return."""
    rules = TENHOU.with_changes(return_points=90000)
    standings = final_standings([40000, 30000, 20000, 10000], 0, rules)
    assert [p.oka for p in standings.placements] == [260.0, 0.0, 0.0, 0.0]
    assert [p.result for p in standings.placements] == [230.0, -50.0, -80.0, -100.0]


def test_a_three_way_split_uma_keeps_a_tenth() -> None:
    rules = TENHOU.with_changes(tie_break="split")
    standings = final_standings([40000, 20000, 20000, 20000], 0, rules)
    assert [p.rank for p in standings.placements] == [1, 2, 2, 2]
    assert [p.uma for p in standings.placements][1:] == [pytest.approx(-20 / 3)] * 3
    assert [p.result for p in standings.placements] == [50.0, -16.7, -16.7, -16.7]


@pytest.mark.parametrize(("chip_value", "chips", "totals"), [
    (300, (1, -1, 0, 0), [44.7, 5.8, -19.7, -30.8]),
    (30, (1, -1, 0, 0), [44.4, 6.1, -19.7, -30.8]),  # 44.43 and 6.07
    (5000, (20, -20, 0, 0), [144.4, -93.9, -19.7, -30.8]),
])
def test_the_total_keeps_the_chips_to_a_tenth(chip_value: int, chips: tuple[int, ...],
                                              totals: list[float]) -> None:
    """A total is kept to the tenth, as the result is: 30-point chips round away."""
    rules = TENHOU.with_changes(chip_value=chip_value)
    standings = final_standings([34400, 26100, 20300, 19200], 0, rules, chips)
    assert [p.result for p in standings.placements] == [44.4, 6.1, -19.7, -30.8]
    assert [p.total for p in standings.placements] == totals


def test_no_chips_given_none_counted() -> None:
    standings = final_standings([34400, 26100, 20300, 19200], 0,
                                TENHOU.with_changes(chip_value=1000))
    assert [p.chips for p in standings.placements] == [0, 0, 0, 0]
    assert [p.total for p in standings.placements] == [p.result for p in standings.placements]


@pytest.mark.parametrize(("tie_break", "scores"), [
    ("seat_order", [32000, 30000, 20000, 18000]),
    ("split", [31000, 31000, 20000, 18000]),
])
def test_leftover_sticks_to_tied_tops(tie_break: str, scores: list[int]) -> None:
    """Seats 0 and 1 tie at 30000 with two sticks left: the seat order gives both to seat
    0; a split gives each one."""
    rules = TENHOU.with_changes(tie_break=tie_break)
    standings = final_standings([30000, 30000, 20000, 18000], 2, rules)
    assert [p.score for p in standings.placements] == scores


def test_a_score_exactly_at_the_return_floats() -> None:
    rules = TENHOU.with_changes(
        floating_uma={1: (12.0, -1.0, -3.0, -8.0), 2: (8.0, 4.0, -4.0, -8.0),
                      3: (8.0, 3.0, 1.0, -12.0)})
    standings = final_standings([40000, 30000, 20000, 10000], 0, rules)
    assert [p.uma for p in standings.placements] == [8.0, 4.0, -4.0, -8.0]


def test_the_standings_by_rank() -> None:
    standings = final_standings([20300, 34400, 19200, 26100], 0, TENHOU)
    assert [p.seat for p in standings.by_rank()] == [1, 3, 0, 2]
    split = final_standings([30000, 20000, 30000, 20000], 0, TENHOU.with_changes(
        tie_break="split"))
    assert [(p.rank, p.seat) for p in split.by_rank()] == [(1, 0), (1, 2), (3, 1), (3, 3)]
