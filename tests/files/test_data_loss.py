"""No lost game, and no game recorded twice, whatever the disk does (the reliability
issue's data-loss items, each as the attack found it).

An unreadable logs folder costs the log, never the save; a full disk at the last hand
leaves the game to be finished again and recorded once; a save that could not be moved
aside on a read-only disk is moved before anything replaces it; text read from files is
always writable again; preset export refuses what is not a regular file or not a name;
and only a writer ever sets the record aside.
"""

from __future__ import annotations

import errno
import json
import os
import stat
from dataclasses import asdict
from pathlib import Path
from typing import Any

import pytest

import mahjong_tui.play.session as session_module
from mahjong_tui.files.places import DATA_DIR_ENV, HISTORY_FILE
from mahjong_tui.play.config import ConfigError, ConfigStore
from mahjong_tui.play.game_config import GameConfig
from mahjong_tui.play.history import load_history, record_game
from mahjong_tui.play.save_slot import saved_game
from mahjong_tui.play.session import Session
from rules.presets import load_preset
from rules.untrusted import parse_json, read_json
from tests.files.faults import read_only, unreadable
from tests.files.test_disk_faults import play_hand
from tests.play.test_history import GAME


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv(DATA_DIR_ENV, str(folder))
    return folder


def new_game(data: Path, seed: int = 3) -> Session:
    return Session.new(GameConfig(length="tonpuu", seed=seed, human_seat=0),
                       data / "savegame.json")


def play_to_the_end(session: Session) -> None:
    while not session.is_over:
        play_hand(session)


# --- 1. an unreadable logs folder ------------------------------------------------------

def test_an_unreadable_logs_folder_costs_the_log_not_the_save(
        data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    logs = data / "logs"
    logs.mkdir(parents=True)
    unreadable(monkeypatch, logs)
    session = new_game(data)
    play_hand(session)
    assert session.save() is True  # as leaving the table with q does
    monkeypatch.undo()
    assert Session.load(data / "savegame.json").actions == session.actions
    assert session.save_warning is not None and "permission" in session.save_warning
    assert list(logs.iterdir()) == []


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="root reads a folder whatever its mode")
def test_a_chmod_000_logs_folder_costs_the_log_not_the_save(data: Path) -> None:
    logs = data / "logs"
    logs.mkdir(parents=True)
    logs.chmod(0)
    try:
        session = new_game(data)
        play_hand(session)
        assert session.save() is True
    finally:
        logs.chmod(stat.S_IRWXU)
    assert Session.load(data / "savegame.json").actions == session.actions


# --- 2. a full disk at the last hand ---------------------------------------------------

def test_a_failed_last_save_leaves_the_game_to_finish_and_record_once(
        data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real = session_module.write_atomic

    def full_at_the_end(path: Path, text: str) -> None:
        if path.name == "savegame.json" and json.loads(text)["over"]:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real(path, text)

    monkeypatch.setattr(session_module, "write_atomic", full_at_the_end)
    history = data / HISTORY_FILE
    first = new_game(data)
    play_to_the_end(first)
    assert first.save_warning is not None and "full" in first.save_warning
    assert load_history(history) == ([], None)  # the save and the record agree:
    assert saved_game(data / "savegame.json")  # the game is still to be finished
    monkeypatch.undo()
    again = Session.load(data / "savegame.json")
    play_to_the_end(again)
    assert not saved_game(data / "savegame.json")
    games, warning = load_history(history)
    assert warning is None and len(games) == 1
    play_to_the_end(again)  # nothing more to play: nothing more recorded
    assert len(load_history(history)[0]) == 1


# --- 3. a bad save on a read-only disk -------------------------------------------------

def test_a_bad_save_that_could_not_be_moved_is_moved_before_the_first_save(
        data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data.mkdir()
    bad = "{not a save"
    (data / "savegame.json").write_text(bad, "utf-8")
    session = new_game(data)
    session.set_aside_first = True  # the app could not move it aside (the disk is read-only)
    with monkeypatch.context() as fault:
        read_only(fault)
        fault.setattr(os, "replace", _refused)
        play_hand(session)
        assert session.save_warning is not None and "read-only" in session.save_warning
        assert (data / "savegame.json").read_text("utf-8") == bad
    play_hand(session)  # writable again
    assert (data / "savegame.json.bak").read_text("utf-8") == bad
    assert Session.load(data / "savegame.json").actions == session.actions


def _refused(*args: Any, **kwargs: Any) -> None:
    raise OSError(errno.EROFS, os.strerror(errno.EROFS))


# --- 4. lone surrogates in what files hold ---------------------------------------------

def test_a_lone_surrogate_read_from_a_file_can_be_written_again(data: Path) -> None:
    assert parse_json('{"name": "\\ud800x", "\\udfffk": ["\\udc00", {"a": "\\ud83d\\ude00"}]}'
                      ) == {"name": "\ufffdx", "\ufffdk": ["\ufffd", {"a": "\U0001f600"}]}
    assert parse_json('"\\ud800"') == "\ufffd" and parse_json('["\\u00e9"]') == ["\u00e9"]
    session = new_game(data)
    play_hand(session)
    save = json.loads((data / "savegame.json").read_text("utf-8"))
    save["rules"]["name"] = "\ud800x"
    (data / "savegame.json").write_text(json.dumps(save), "utf-8")  # escaped: \ud800
    loaded = Session.load(data / "savegame.json")
    assert loaded.rules.name == "\ufffdx"
    play_hand(loaded)
    assert loaded.save_warning is None and loaded.save() is True


def test_a_lone_surrogate_in_the_record_keeps_it_usable(tmp_path: Path) -> None:
    path = tmp_path / HISTORY_FILE
    entry = asdict(GAME) | {"rules": "\ud800x"}
    path.write_text(json.dumps([entry]), "utf-8")
    games, warning = load_history(path)
    assert warning is None and games[0].rules == "\ufffdx"
    assert record_game(path, GAME) is None
    assert len(read_json(path)) == 2


# --- 5. preset export ------------------------------------------------------------------

@pytest.mark.parametrize("name", ["x" * 300 + ".toml", "bad\0name.toml", "\ud800.toml"])
def test_export_refuses_what_cannot_be_a_name(tmp_path: Path, name: str) -> None:
    with pytest.raises(ConfigError) as info:
        ConfigStore(tmp_path).export_file(load_preset("tenhou"), str(tmp_path / name))
    assert "\n" not in str(info.value) and "\0" not in str(info.value)


def test_export_never_replaces_a_special_file(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.toml"
    os.mkfifo(fifo)
    link = tmp_path / "link.toml"
    (tmp_path / "kept.toml").write_text("mine", "utf-8")
    link.symlink_to(tmp_path / "kept.toml")
    for target in (fifo, link, Path("/dev/null")):
        with pytest.raises(ConfigError, match="not a regular file"):
            ConfigStore(tmp_path).export_file(load_preset("tenhou"), str(target))
    assert stat.S_ISFIFO(fifo.lstat().st_mode) and link.is_symlink()
    assert (tmp_path / "kept.toml").read_text("utf-8") == "mine"
    regular = tmp_path / "mine.toml"
    regular.write_text("old", "utf-8")
    assert ConfigStore(tmp_path).export_file(load_preset("tenhou"), str(regular)) == regular
    assert 'name = "tenhou"' in regular.read_text("utf-8")


# --- 6. only a writer sets the record aside --------------------------------------------

def test_reading_a_bad_record_leaves_it_where_it_is(tmp_path: Path) -> None:
    path = tmp_path / HISTORY_FILE
    path.write_bytes(b"[\xe9]")
    for _ in range(2):  # the record screen, then stats: the same warning, nothing moved
        games, warning = load_history(path)
        assert games == [] and warning is not None and "left as it is" in warning
        assert path.read_bytes() == b"[\xe9]" and not path.with_name("history.json.bak").exists()
    assert record_game(path, GAME) is not None  # the writer moves it aside, then writes
    assert path.with_name("history.json.bak").read_bytes() == b"[\xe9]"
    assert load_history(path) == ([GAME], None)
