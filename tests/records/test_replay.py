"""Replaying real Tenhou logs through the engine: every hand ends as Tenhou ended it."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from mahjong_tui.records import game_record, read_record, verify_game
from mahjong_tui.records.replay import play_round
from mahjong_tui.records.tenhou6 import to_tenhou6
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
