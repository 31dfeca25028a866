"""A full disk, a read-only data directory, an interrupted save: no crash, nothing lost.

Each write of player data (the save, the game log, the record, the settings, a custom
preset) is made to fail for real and must leave the last good file exactly as it was,
no temp file behind, and one warning in plain words.
"""

from __future__ import annotations

import errno
import os
import stat
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from mahjong_tui.files.atomic import remove_stale_temps, write_atomic
from mahjong_tui.files.places import HISTORY_FILE
from mahjong_tui.play.config import ConfigError, ConfigStore, Settings
from mahjong_tui.play.game_config import GameConfig
from mahjong_tui.play.history import HistoryError, load_history, record_game
from mahjong_tui.play.session import Session
from mahjong_tui.text.os_reasons import describe_os_error
from rules.presets import load_preset
from tests.files.faults import disk_full, read_only, replace_fails, temp_files
from tests.play.test_history import GAME

Fault = Callable[[pytest.MonkeyPatch], None]
FAULTS: dict[str, tuple[Fault, str]] = {
    "disk full": (disk_full, "the disk is full"),
    "read-only": (read_only, "the disk is read-only"),
    "rename fails": (replace_fails, "the disk is full"),
}


@pytest.fixture(params=sorted(FAULTS))
def fault(request: pytest.FixtureRequest) -> tuple[Fault, str]:
    return FAULTS[request.param]


def play_hand(session: Session) -> None:
    """Every seat by its AI until the current hand ends (the save happens then)."""
    hands = session.game.hands_played
    while session.game.hands_played == hands and not session.is_over:
        turn = session.next_ai_turn() or session.autoplay_turn()
        assert turn is not None
        session.apply(turn.seat, turn.decide())


def test_a_failed_write_keeps_the_old_file_and_leaves_no_temp(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fault: tuple[Fault, str]) -> None:
    target = tmp_path / "savegame.json"
    write_atomic(target, "the last good save")
    fault[0](monkeypatch)
    with pytest.raises(OSError) as info:
        write_atomic(target, "a new save")
    assert describe_os_error(info.value) == fault[1]
    monkeypatch.undo()
    assert target.read_text(encoding="utf-8") == "the last good save"
    assert temp_files(tmp_path) == []


def test_the_kernel_really_says_enospc(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The disk-full fault is the kernel's own error, not one the test makes up."""
    disk_full(monkeypatch)
    with pytest.raises(OSError) as info:
        write_atomic(tmp_path / "x.json", "x" * 100_000)
    assert info.value.errno == errno.ENOSPC


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes through chmod")
def test_a_read_only_directory_by_chmod(tmp_path: Path) -> None:
    save = tmp_path / "savegame.json"
    session = Session.new(GameConfig(length="tonpuu", seed=3), save)
    play_hand(session)
    good = save.read_bytes()
    tmp_path.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        play_hand(session)
        assert session.save_warning is not None
        assert "there is no permission to write there" in session.save_warning
    finally:
        tmp_path.chmod(stat.S_IRWXU)
    assert save.read_bytes() == good


def test_a_hand_end_with_a_failing_save_warns_and_plays_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fault: tuple[Fault, str]) -> None:
    save = tmp_path / "savegame.json"
    session = Session.new(GameConfig(length="tonpuu", seed=3), save, )
    session.logs = tmp_path / "logs"
    play_hand(session)
    assert session.save_warning is None
    good, moves = save.read_bytes(), len(session.actions)
    fault[0](monkeypatch)
    play_hand(session)
    assert session.save_warning == (f"The game could not be saved: {fault[1]}. Play goes on; "
                                    "Continue would resume from the last save.")
    assert session.log_error is not None
    session.save()  # leaving the table (its unmount) saves again: no exception either
    monkeypatch.undo()
    assert save.read_bytes() == good
    assert temp_files(tmp_path) == [] and temp_files(tmp_path / "logs") == []
    assert len(Session.load(save).actions) == moves
    play_hand(session)  # the disk has room again: the next hand end saves it all
    assert session.save_warning is None and len(Session.load(save).actions) > moves


def test_a_failing_log_alone_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session = Session.new(GameConfig(length="tonpuu", seed=3), tmp_path / "savegame.json")
    session.logs = tmp_path / "logs"
    (tmp_path / "logs").write_text("a file where the log directory should be")
    play_hand(session)
    assert session.save_warning is not None
    assert session.save_warning.startswith("The game log could not be written")


def test_the_record_is_kept_when_it_cannot_be_written(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fault: tuple[Fault, str]) -> None:
    path = tmp_path / HISTORY_FILE
    record_game(path, GAME)
    fault[0](monkeypatch)
    with pytest.raises(HistoryError, match=fault[1]):
        record_game(path, GAME)
    monkeypatch.undo()
    assert load_history(path) == ([GAME], None) and temp_files(tmp_path) == []


@pytest.mark.parametrize("tail", [b"\xe9", b"\xff\xfe", b"\x00\x80"])
def test_a_record_that_is_not_utf8_is_kept_aside_not_overwritten(tmp_path: Path,
                                                                   tail: bytes) -> None:
    path = tmp_path / HISTORY_FILE
    for _ in range(18):
        record_game(path, GAME)
    damaged = path.read_bytes() + tail
    path.write_bytes(damaged)
    warning = record_game(path, GAME)
    assert warning is not None and "not UTF-8" in warning and "kept aside" in warning
    assert (tmp_path / "history.json.bak").read_bytes() == damaged
    assert load_history(path) == ([GAME], None)


def test_a_bad_record_that_cannot_be_moved_aside_is_never_overwritten(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / HISTORY_FILE
    path.write_bytes(b"[\xe9]")
    replace_fails(monkeypatch, errno.EROFS)
    games, warning = load_history(path)
    assert games == [] and warning is not None and "left as it is" in warning
    with pytest.raises(HistoryError, match="not added"):
        record_game(path, GAME)
    assert path.read_bytes() == b"[\xe9]"


def test_settings_and_presets_that_cannot_be_written(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fault: tuple[Fault, str]) -> None:
    store = ConfigStore(tmp_path)
    store.save_settings(Settings(ai_speed="fast"))
    store.save_custom("house", load_preset("tenhou"), "tenhou")
    before = {p: p.read_bytes() for p in (store.settings_path, store.presets_dir / "house.toml")}
    fault[0](monkeypatch)
    with pytest.raises(ConfigError, match=fault[1]):
        store.save_settings(Settings(ai_speed="instant"))
    with pytest.raises(ConfigError, match=fault[1]):
        store.save_custom("house", load_preset("mleague"), "mleague")
    monkeypatch.undo()
    assert {p: p.read_bytes() for p in before} == before
    assert temp_files(tmp_path) == [] and temp_files(store.presets_dir) == []


def test_stale_temp_files_go_and_fresh_ones_stay(tmp_path: Path) -> None:
    old = time.time() - 3600
    stale = [tmp_path / n for n in (".savegame.json-ab12cd_3.tmp", ".history.json-zzzzzzzz.tmp",
                                    ".settings.json-0a1b2c3d.tmp")]
    fresh = tmp_path / ".savegame.json-k9k9k9k9.tmp"
    mine = [tmp_path / n for n in ("savegame.json", "notes.tmp", ".savegame.json-short.tmp")]
    for path in [*stale, fresh, *mine]:
        path.write_text("x")
    for path in [*stale, *mine]:
        os.utime(path, (old, old))
    assert remove_stale_temps([tmp_path, tmp_path / "absent"]) == len(stale)
    assert sorted(tmp_path.iterdir()) == sorted([fresh, *mine])
