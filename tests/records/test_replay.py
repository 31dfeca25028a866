"""Replaying real Tenhou logs through the engine: every hand ends as Tenhou ended it."""

from __future__ import annotations

from pathlib import Path

import pytest

from mahjong_tui.records import read_record, verify_game
from tests.records.data import FIXTURES, INCONSISTENT, PHOENIX_JSON, PHOENIX_XML

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
