"""The safe writes pinned case by case (the gaps a mutation audit of ``files/atomic.py``
found): the cleanup finds the temp files our own interrupted writes leave (not names a test
wrote by hand), a folder that cannot be listed, first in its list, stops nothing, a link is
never followed nor removed, the age limit is strict; a write creates every missing folder
level; a bad file is set aside under a name no earlier backup has."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import mahjong_tui.files.atomic as atomic
from mahjong_tui.files.atomic import STALE_AFTER, quarantine, remove_stale_temps, write_atomic

NOW = 1_000_000.0


def _age(path: Path, seconds: float) -> None:
    os.utime(path, (NOW - seconds, NOW - seconds), follow_symlinks=False)


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(atomic.time, "time", lambda: NOW)


def _interrupted_write(path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A write cut short between its temp file and the rename, as by ``kill -9``: the temp
    file stays. Returns it."""
    def crash(src: str, dst: str) -> None:
        raise KeyboardInterrupt

    with monkeypatch.context() as patch:
        patch.setattr(atomic.os, "replace", crash)
        patch.setattr(atomic.Path, "unlink", lambda self, missing_ok=False: None)
        with pytest.raises(KeyboardInterrupt):
            write_atomic(path, "half a save")
    (left,) = [p for p in path.parent.iterdir() if p != path]
    return left


def test_the_cleanup_finds_what_an_interrupted_write_leaves(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, clock: None) -> None:
    save = tmp_path / "save.json"
    write_atomic(save, "the old save")
    left = _interrupted_write(save, monkeypatch)
    _age(left, STALE_AFTER + 1)
    assert remove_stale_temps([tmp_path]) == 1
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]
    assert save.read_text("utf-8") == "the old save"


def test_a_temp_exactly_at_the_age_limit_stays(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, clock: None) -> None:
    left = _interrupted_write(tmp_path / "save.json", monkeypatch)
    _age(left, STALE_AFTER)
    assert remove_stale_temps([tmp_path]) == 0
    _age(left, STALE_AFTER + 0.5)
    assert remove_stale_temps([tmp_path]) == 1


def test_a_folder_that_cannot_be_listed_first_stops_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, clock: None) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    left = _interrupted_write(folder / "save.json", monkeypatch)
    _age(left, STALE_AFTER + 1)
    not_a_folder = tmp_path / "file"
    not_a_folder.write_text("x")
    assert remove_stale_temps([tmp_path / "gone", not_a_folder, folder]) == 1
    assert not left.exists()


def test_a_link_named_like_a_temp_is_left_alone(tmp_path: Path, clock: None) -> None:
    kept = tmp_path / "kept.json"
    kept.write_text("the player's")
    link = tmp_path / ".save.json-abcd1234.tmp"
    link.symlink_to(kept)
    _age(kept, STALE_AFTER + 10)
    _age(link, STALE_AFTER + 10)
    assert remove_stale_temps([tmp_path]) == 0
    assert link.is_symlink() and kept.read_text() == "the player's"


def test_a_write_makes_every_missing_folder(tmp_path: Path) -> None:
    path = tmp_path / "one" / "two" / "save.json"
    write_atomic(path, "saved")
    assert path.read_text("utf-8") == "saved"
    write_atomic(path, "again")  # the folders are there now
    assert path.read_text("utf-8") == "again"


def test_a_bad_file_goes_aside_under_a_name_no_backup_has(tmp_path: Path) -> None:
    path = tmp_path / "history.json"
    for number, expected in enumerate(("history.json.bak", "history.json.bak.1",
                                       "history.json.bak.2")):
        path.write_text(f"bad {number}")
        backup = quarantine(path)
        assert backup == tmp_path / expected
        assert not path.exists()
        assert backup.read_text() == f"bad {number}"
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "history.json.bak", "history.json.bak.1", "history.json.bak.2"]
