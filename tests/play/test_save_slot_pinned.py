"""Pins mahjong_tui/play/save_slot.py: which save files hold a game to continue (an
unfinished game, or a file that cannot be read: Continue explains; not a missing file nor a
finished game), what look() finds there (the game replayed, or why it cannot be), and
set_aside's outcome in the player's words (moved to ``.bak``, nothing to move, or left
where it is)."""

from __future__ import annotations

import errno
import json
import subprocess
import sys
from dataclasses import FrozenInstanceError
from pathlib import Path
from typing import Any

import pytest

from mahjong_tui.play.game_config import GameConfig
from mahjong_tui.play.save_slot import SaveSlot, look, saved_game, set_aside
from mahjong_tui.play.session import Session
from tests.files.faults import replace_fails


def _write(path: Path, data: Any) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize(("data", "saved"), [
    ({"over": True, "version": 1}, False),
    ({"over": 1}, False),
    ({"over": False}, True),
    ({"over": None}, True),
    ({}, True),
    ([{"over": True}], True),
    ("over", True),
    (None, True),
])
def test_a_save_holds_a_game_unless_it_is_over(tmp_path: Path, data: Any, saved: bool) -> None:
    assert saved_game(_write(tmp_path / "save.json", data)) is saved


def test_no_file_is_no_saved_game(tmp_path: Path) -> None:
    assert saved_game(tmp_path / "none.json") is False
    assert look(tmp_path / "none.json") == SaveSlot()


@pytest.mark.parametrize(("make", "detail"), [
    ("not json", "invalid JSON (line 1 column 2)"),
    ("folder", "not a regular file"),
    ("not utf-8", "not UTF-8 text (byte 0)"),
])
def test_a_file_that_cannot_be_read_is_a_saved_game(tmp_path: Path, make: str,
                                                    detail: str) -> None:
    """Continue is offered, and says why the game cannot be resumed."""
    path = tmp_path / "save.json"
    if make == "folder":
        path.mkdir()
    elif make == "not utf-8":
        path.write_bytes(b"\xff")
    else:
        path.write_text("{oops", encoding="utf-8")
    assert saved_game(path) is True
    assert look(path) == SaveSlot(problem=f"the file cannot be used ({detail})")


def test_look_at_a_finished_game(tmp_path: Path) -> None:
    assert look(_write(tmp_path / "save.json", {"over": True})) == SaveSlot()


@pytest.mark.parametrize(("data", "problem"), [
    ([], "the file does not hold a saved game"),
    ({"version": 99}, "unknown save version 99"),
])
def test_look_at_a_save_that_cannot_be_resumed(tmp_path: Path, data: Any,
                                               problem: str) -> None:
    assert look(_write(tmp_path / "save.json", data)) == SaveSlot(problem=problem)


def test_look_at_an_unfinished_game(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    session = Session.new(GameConfig(length="tonpuu", seed=5, human_seat=1), path)
    session.save()
    slot = look(path)
    assert slot.problem is None and slot.game is not None
    assert slot.game.actions == session.actions
    assert slot.game.observation() == session.observation()


def test_set_aside_keeps_the_file(tmp_path: Path) -> None:
    path = _write(tmp_path / "save.json", {"version": 99})
    assert set_aside(path) == "The file was kept aside as a backup."
    assert not path.exists()
    assert json.loads((tmp_path / "save.json.bak").read_text(encoding="utf-8")) == {
        "version": 99}


def test_set_aside_of_nothing(tmp_path: Path) -> None:
    assert set_aside(tmp_path / "save.json") == ""
    assert list(tmp_path.iterdir()) == []


def test_set_aside_that_cannot_move_the_file(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    path = _write(tmp_path / "save.json", [])
    replace_fails(monkeypatch, errno.EROFS)
    assert set_aside(path) == (
        "It could not be moved aside (the disk is read-only) and is left as it is.")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["save.json"]


def test_a_slot_is_a_value() -> None:
    slot = SaveSlot(problem="x")
    assert slot == SaveSlot(problem="x") and hash(slot) == hash(SaveSlot(problem="x"))
    with pytest.raises(FrozenInstanceError):
        slot.problem = None  # type: ignore[misc]


def test_asking_about_the_save_loads_no_engine() -> None:
    """The title screen asks saved_game before the engine and the AI are loaded."""
    probe = ("import sys, mahjong_tui.play.save_slot; "
             "print('mahjong_tui.play.session' in sys.modules, 'ai' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", probe], check=True, capture_output=True,
                         text=True).stdout.strip()
    assert out == "False False"
