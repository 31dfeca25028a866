"""What a review leaves in the record: the agreement, the mistakes, the points lost, and
the costliest discards of a closed hand to practise; kept with the right game, read back
only when well-formed, offered to practice costliest first."""

from __future__ import annotations

import errno
import json
from dataclasses import asdict, replace
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ai.levels import STRONG
from mahjong_tui.files.places import HISTORY_FILE
from mahjong_tui.play import history
from mahjong_tui.play.history import (
    GameSummary,
    keep_review,
    load_history,
    my_drills,
    record_game,
)
from mahjong_tui.play.history_tables import progress_table
from mahjong_tui.play.practice import drill_puzzle
from mahjong_tui.play.progress import (
    DRILL_KINDS,
    MAX_DRILLS,
    Drill,
    ReviewMark,
    mark_from_json,
    mark_of,
)
from mahjong_tui.records.load import read_record
from mahjong_tui.review.game_review import SeatReview, review_game
from rules.shanten import shanten
from rules.tiles import counts
from tests.records.data import PHOENIX_JSON

GAME = GameSummary("2026-11-29T10:00:00+00:00", "tenhou", "hanchan", 2, 31200, 11.2, 6, 2, 1,
                   2, 1, log="/logs/a.json")


@pytest.fixture(scope="module")
def phoenix_review() -> SeatReview:
    (review,) = review_game(read_record(PHOENIX_JSON[0]), [0], STRONG)
    return review


def test_a_review_s_mark(phoenix_review: SeatReview) -> None:
    mark = mark_of(phoenix_review)
    assert mark.agreement == round(phoenix_review.agreement, 4)
    assert (mark.decisions, mark.mistakes) == (phoenix_review.decisions,
                                               len(phoenix_review.mistakes))
    assert mark.lost == round(sum(phoenix_review.losses().values()))
    assert 0 < len(mark.drills) <= MAX_DRILLS
    losses = [d.loss for d in mark.drills]
    assert losses == sorted(losses, reverse=True)
    closed = [m for m in phoenix_review.mistakes if m.kind in DRILL_KINDS
              and not m.decision.observation.me.melds and round(m.loss) > 0]
    assert max(round(m.loss) for m in closed) == losses[0]
    for drill in mark.drills:
        puzzle = drill_puzzle(drill)
        assert len(puzzle.tiles) == 13 and puzzle.drawn == drill.drawn
        assert puzzle.shanten == shanten(counts([*drill.tiles, drill.drawn]))
    assert mark_from_json(json.loads(json.dumps(asdict(mark)))) == mark


def test_the_review_is_kept_with_its_game(tmp_path: Path, phoenix_review: SeatReview) -> None:
    path = tmp_path / HISTORY_FILE
    other = replace(GAME, log="/logs/b.json")
    record_game(path, GAME)
    record_game(path, other)
    assert keep_review(path, "/logs/a.json", phoenix_review) is None
    assert keep_review(path, "/logs/unknown.json", phoenix_review) is None  # no such game
    games, warning = load_history(path)
    assert warning is None
    assert games[0].review == mark_of(phoenix_review) and games[1].review is None
    assert my_drills(path) == sorted(mark_of(phoenix_review).drills, key=lambda d: -d.loss)
    table = progress_table(games)
    assert table is not None and table.row_count == 1
    assert progress_table([GAME]) is None


def test_a_record_that_cannot_be_written_says_why(
    tmp_path: Path, phoenix_review: SeatReview, monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = tmp_path / HISTORY_FILE
    record_game(path, GAME)
    before = path.read_text("utf-8")

    def full_disk(*_: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(history, "write_atomic", full_disk)
    problem = keep_review(path, GAME.log, phoenix_review)
    assert problem is not None and "review could not be kept" in problem and "full" in problem
    assert str(tmp_path) not in problem
    assert path.read_text("utf-8") == before


@pytest.mark.parametrize("review", [
    {"agreement": 1.5, "decisions": 3, "mistakes": 1, "lost": 0, "drills": []},
    {"agreement": 0.5, "decisions": -1, "mistakes": 1, "lost": 0, "drills": []},
    {"agreement": 0.5, "decisions": 3, "mistakes": 1, "lost": 0},
    {"agreement": 0.5, "decisions": 3, "mistakes": 1, "lost": 0,
     "drills": [{"tiles": [0] * 12, "drawn": 1, "loss": 3}]},
    {"agreement": 0.5, "decisions": 3, "mistakes": 1, "lost": 0,
     "drills": [{"tiles": [0] * 13, "drawn": 40, "loss": 3}]},
    {"agreement": True, "decisions": 3, "mistakes": 1, "lost": 0, "drills": []},
    "reviewed",
])
def test_a_bad_review_makes_a_bad_entry(tmp_path: Path, review: object) -> None:
    path = tmp_path / HISTORY_FILE
    path.write_text(json.dumps([asdict(GAME) | {"review": review}]), "utf-8")
    games, warning = load_history(path)
    assert games == [] and warning is not None


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=14) | st.dictionaries(
        st.sampled_from(["agreement", "decisions", "mistakes", "lost", "drills", "tiles",
                         "drawn", "loss", "x"]), inner, max_size=6),
    max_leaves=40)


@given(json_values)
def test_any_value_is_a_mark_or_none(data: object) -> None:
    mark = mark_from_json(data)
    assert mark is None or isinstance(mark, ReviewMark)
    if mark is not None:
        assert mark_from_json(json.loads(json.dumps(asdict(mark)))) == mark
        assert all(isinstance(d, Drill) and len(d.tiles) == 13 for d in mark.drills)
