from __future__ import annotations

import json
from pathlib import Path

import pytest

from mahjong_tui.engine.settlement import final_standings
from rules.ruleset import TENHOU, RuleSet

TENHOU_2019 = TENHOU.with_changes(final_rounding="nearest_1000_half_up")
"""Tenhou rounded the non-top final scores to whole thousands (2019 logs); today it does not."""


def results(scores: list[int], sticks: int = 0, rules: RuleSet = TENHOU_2019) -> list[float]:
    return [p.result for p in final_standings(scores, sticks, rules).placements]


def test_tenhou_mjlog_owari_sample() -> None:
    # owari="203,-20.0,344,45.0,192,-31.0,261,6.0" from a Tenhou mjlog
    assert results([20300, 34400, 19200, 26100]) == [-20.0, 45.0, -31.0, 6.0]


def test_tenhou_half_rounds_up() -> None:
    standings = final_standings([40000, 22500, 20000, 17500], 0, TENHOU_2019)
    assert [p.result for p in standings.placements] == [49.0, 3.0, -20.0, -32.0]
    assert sum(p.result for p in standings.placements) == 0


def test_seat_order_breaks_ties() -> None:
    standings = final_standings([25000, 25000, 25000, 25000], 0, TENHOU)
    assert [p.rank for p in standings.placements] == [1, 2, 3, 4]
    assert [p.result for p in standings.placements] == [35.0, 5.0, -15.0, -25.0]


def test_leftover_sticks_go_to_first() -> None:
    standings = final_standings([30000, 31000, 20000, 17000], 2, TENHOU)
    assert standings.placements[1].score == 33000
    assert standings.placements[1].rank == 1


def test_leftover_sticks_lost() -> None:
    rules = TENHOU.with_changes(leftover_riichi_sticks="lost", final_rounding="none")
    standings = final_standings([30000, 31000, 20000, 17000], 2, rules)
    assert standings.placements[1].score == 31000
    assert [p.result for p in standings.placements] == [10.0, 41.0, -20.0, -33.0]


def test_seed000_gosha_rokunyu_example() -> None:
    # seed 000: 35600 / 27400 / 22800 / 14200 -> +26000 / -3000 / -7000 / -16000 before uma
    rules = TENHOU.with_changes(final_rounding="gosha_rokunyu", uma=(0, 0, 0, 0))
    assert results([35600, 27400, 22800, 14200], rules=rules) == [26.0, -3.0, -7.0, -16.0]


@pytest.mark.parametrize(("score", "expected"), [(27500, -3.0), (27600, -2.0), (22500, -8.0)])
def test_gosha_rokunyu_rounds_five_down(score: int, expected: float) -> None:
    rules = TENHOU.with_changes(final_rounding="gosha_rokunyu", uma=(0, 0, 0, 0))
    assert results([50000, score, 10000, 40000 - score + 20000], rules=rules)[1] == expected


def test_split_tie_shares_uma_and_oka() -> None:
    rules = TENHOU.with_changes(tie_break="split", final_rounding="none")
    standings = final_standings([30000, 30000, 20000, 20000], 0, rules)
    assert [p.rank for p in standings.placements] == [1, 1, 3, 3]
    assert [p.result for p in standings.placements] == [25.0, 25.0, -25.0, -25.0]


def test_floating_uma_by_number_of_players_above_return() -> None:
    rules = TENHOU.with_changes(
        starting_points=30000,
        final_rounding="none",
        floating_uma={1: (12, -1, -3, -8), 2: (8, 4, -4, -8), 3: (8, 3, 1, -12)},
    )
    one_up = results([45000, 29000, 26000, 20000], rules=rules)
    assert one_up == [27.0, -2.0, -7.0, -18.0]
    two_up = results([40000, 35000, 26000, 19000], rules=rules)
    assert two_up == [18.0, 9.0, -8.0, -19.0]


def test_wrong_number_of_scores() -> None:
    with pytest.raises(ValueError, match="4 scores"):
        final_standings([1, 2, 3], 0, TENHOU)


def test_without_hakoshita_a_negative_score_counts_as_zero() -> None:
    # the top takes minus the sum of the others, so the floor comes out of the top
    rules = TENHOU.with_changes(hakoshita=False, uma=(0, 0, 0, 0))
    standings = final_standings([60000, 30000, 15000, -5000], 0, rules)
    assert [p.result for p in standings.placements] == [45.0, 0.0, -15.0, -30.0]
    assert standings.placements[3].score == -5000


def _phoenix_games() -> list[Path]:
    return sorted((Path(__file__).parents[1] / "data" / "records" / "phoenix-games").glob("*.json"))


@pytest.mark.parametrize("path", _phoenix_games(), ids=lambda p: p.name[:10])
def test_real_tenhou_final_results(path: Path) -> None:
    """The ``sc`` of real phoenix games: 2019 games rounded, the 2023 game not."""
    sc = json.loads(path.read_text(encoding="utf-8"))["sc"]
    rules = TENHOU_2019 if path.name.startswith("2019") else TENHOU
    assert results(sc[0::2], rules=rules) == [float(x) for x in sc[1::2]]


def test_phoenix_games_are_present() -> None:
    assert len(_phoenix_games()) == 6


def test_chips_are_settled_beside_the_points_at_chip_value() -> None:
    """Seed 000: a chip is worth 5000 points; chips never change a rank."""
    rules = TENHOU.with_changes(final_rounding="gosha_rokunyu", chip_value=5000)
    standings = final_standings([35600, 27400, 22800, 14200], 0, rules, chips=(-3, -1, 6, -2))
    by_seat = standings.placements
    assert [p.rank for p in by_seat] == [1, 2, 3, 4]
    assert [p.result for p in by_seat] == [46.0, 7.0, -17.0, -36.0]  # +20 oka, 20/10 uma
    assert [p.chips for p in by_seat] == [-3, -1, 6, -2]
    assert [p.total for p in by_seat] == [31.0, 2.0, 13.0, -46.0]
    assert sum(p.total for p in by_seat) == 0
    unpriced = final_standings([35600, 27400, 22800, 14200], 0, rules.with_changes(chip_value=0),
                               chips=(-3, -1, 6, -2))
    assert [p.total for p in unpriced.placements] == [p.result for p in by_seat]
