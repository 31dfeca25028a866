"""Replaying real Tenhou logs through the engine: every hand ends as Tenhou ended it."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from mahjong_tui.records.export import game_record
from mahjong_tui.records.load import read_record
from mahjong_tui.records.model import GameRecord
from mahjong_tui.records.replay import play_round, verify_game
from mahjong_tui.records.tenhou6 import parse_tenhou6, to_tenhou6
from tests.records.data import FIXTURES, INCONSISTENT, PHOENIX_JSON, PHOENIX_XML, UNSORTED_HANDS

HANDS = {
    "2019021004gm-00a9-0000-e2f6516d": 10,
    "2019080322gm-00a9-0000-81e85e04": 13,
    "2019081518gm-00a9-0000-cce9d00c": 16,
    "2019103023gm-00a9-0000-f90e0fe9": 7,
    "2019123123gm-00a9-0000-f4386d0e": 12,
    "2023053016gm-0029-0000-e54b3b98": 12,
}


@pytest.mark.parametrize("path", PHOENIX_JSON + PHOENIX_XML, ids=lambda p: p.name)
def test_phoenix_games_verify(path: Path) -> None:
    result = verify_game(read_record(path))
    assert result.to_json() == {"rounds": HANDS[path.stem], "matched": HANDS[path.stem],
                                "mismatches": []}


@pytest.mark.parametrize(
    "path", [p for p in FIXTURES if p.stem not in INCONSISTENT], ids=lambda p: p.stem
)
def test_fixtures_verify(path: Path) -> None:
    result = verify_game(read_record(path))
    assert result.ok and len(result.checks) == len(read_record(path).rounds)


def test_a_wrong_record_is_a_mismatch() -> None:
    """confusing_nakis_1 leaves out the riichi stick of its own hand: the engine pays it."""
    path = next(p for p in FIXTURES if p.stem == "confusing_nakis_1")
    (mismatch,) = verify_game(read_record(path)).to_json()["mismatches"]
    assert mismatch["round"] == "E2-2"
    assert mismatch["expected"][0]["deltas"] == [1600, 0, -1600, 0]
    assert mismatch["got"][0]["deltas"] == [2600, 0, -1600, 0]
    assert mismatch["reason"] == "seat 0's win: the score changes differ"


def test_an_impossible_wall_is_a_mismatch() -> None:
    path = next(p for p in FIXTURES if p.stem == "confusing_nakis_2")
    (mismatch,) = verify_game(read_record(path)).to_json()["mismatches"]
    assert mismatch["reason"].startswith("the record's tiles are no real tile set")


@pytest.mark.parametrize(
    "path", PHOENIX_JSON + [p for p in FIXTURES if p.stem not in INCONSISTENT | UNSORTED_HANDS],
    ids=lambda p: p.stem,
)
def test_engine_export_of_a_replay_is_tenhous_log(path: Path) -> None:
    """Each hand replayed through the engine and exported from the engine's event log is,
    entry for entry, what Tenhou wrote: moves, call notation, dora, ura, yaku lines and order."""
    game = read_record(path)
    original = json.loads(path.read_text(encoding="utf-8"))["log"]
    for index, rnd in enumerate(game.rounds):
        engine = play_round(rnd, game.ruleset)
        exported = to_tenhou6(replace(game, rounds=game_record(engine.log).rounds))["log"]
        assert exported == [original[index]], f"hand {index + 1}"


def _tampered(path: Path, change: Callable[[dict[str, Any]], None]) -> GameRecord:
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    return parse_tenhou6(json.dumps(data, ensure_ascii=False))


def _mismatches(game: GameRecord) -> list[tuple[str, str]]:
    return [(m["round"], m["reason"]) for m in verify_game(game).to_json()["mismatches"]]


GAME_2019 = PHOENIX_JSON[0]
"""Ten hands: E1-0 E2-0 E3-0 E4-0 S1-0 S2-1 S3-0 S3-1 S3-2 S4-0."""


def test_a_start_that_does_not_follow_is_a_mismatch_on_that_hand() -> None:
    """A wrong start shows twice: the hand does not follow from the one before, and the
    next hand does not follow from it (each hand is replayed from its own start)."""
    def bump_honba(data: dict[str, Any]) -> None:
        data["log"][7][0][1] += 1  # S3-1 written as S3-2

    tampered, after = _mismatches(_tampered(GAME_2019, bump_honba))
    assert tampered[0] == "S3-2" and "starts with honba 2, the engine gives 1" in tampered[1]
    assert after[0] == "S3-2" and after[1].startswith("starts with honba 2, the engine gives 3")


def test_a_start_score_that_does_not_follow_is_a_mismatch() -> None:
    def move_points(data: dict[str, Any]) -> None:
        scores = data["log"][6][1]  # S3-0
        scores[0] += 1000
        scores[1] -= 1000

    game = _tampered(GAME_2019, move_points)
    before = _tampered(GAME_2019, lambda data: None).rounds[6].scores
    tampered, after = _mismatches(game)
    assert tampered == (
        "S3-0",
        f"seat 0 starts with {before[0] + 1000} points, the engine gives {before[0]}; "
        f"seat 1 starts with {before[1] - 1000} points, the engine gives {before[1]}",
    )
    assert after[0] == "S3-1" and after[1].startswith("seat 0 starts with")


def test_a_skipped_hand_is_a_mismatch() -> None:
    def drop_hand(data: dict[str, Any]) -> None:
        del data["log"][4]  # S1-0 left out: S2-1 follows E4-0

    (check,) = _mismatches(_tampered(GAME_2019, drop_hand))
    assert check[0] == "S2-1" and check[1].startswith(
        "starts as S2, the engine gives S1; starts with honba 1, the engine gives 0"
    )


@pytest.mark.parametrize("path", [GAME_2019, PHOENIX_JSON[-1]], ids=lambda p: p.stem[:4])
def test_tampered_final_scores_are_a_mismatch_on_the_last_hand(path: Path) -> None:
    """The 2019 log's results are in whole thousands (rounded half up), the 2023 log's not:
    the log's date picks the rounding, so both logs' results are checked."""
    original = _tampered(path, lambda data: None)

    def points(data: dict[str, Any]) -> None:
        data["sc"][2] += 100

    def result(data: dict[str, Any]) -> None:
        data["sc"][3] += 1

    last = original.rounds[-1].label
    sc = original.extra["sc"]
    assert _mismatches(_tampered(path, points)) == [
        (last, f"the final scores (sc) give seat 1 {sc[2] + 100} points, the engine {sc[2]}")
    ]
    assert _mismatches(_tampered(path, result)) == [
        (last, f"the final scores (sc) give seat 1 a result of {sc[3] + 1}, "
               f"the engine {sc[3]:.1f}")
    ]


def test_without_a_date_only_the_final_points_are_checked() -> None:
    """A Tenhou log whose date is unknown may round its results either way."""
    def undated(data: dict[str, Any]) -> None:
        del data["ref"]
        data["sc"][3] += 1

    assert verify_game(_tampered(GAME_2019, undated)).ok


def test_xml_final_scores_are_checked() -> None:
    game = read_record(PHOENIX_XML[0])
    assert game.extra["ref"] == PHOENIX_XML[0].stem
    assert game.extra["sc"] == json.loads(PHOENIX_JSON[0].read_text(encoding="utf-8"))["sc"]
    tampered = replace(game, extra={**game.extra, "sc": [0] * 8})
    (check,) = _mismatches(tampered)
    assert check[0] == game.rounds[-1].label and "sc" in check[1]
