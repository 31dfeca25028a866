"""The headless bridge: saves replay exactly, corrupt saves are refused, no Textual import."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import datetime
from pathlib import Path

import pytest

from mahjong_tui.files.atomic import quarantine
from mahjong_tui.files.places import DATA_DIR_ENV
from mahjong_tui.play.game_config import GameConfig
from mahjong_tui.play.save_slot import saved_game
from mahjong_tui.play.session import LOG_NAME, SaveError, Session, unique_log_name
from mahjong_tui.records.load import read_record
from mahjong_tui.records.replay import verify_game
from mahjong_tui.text.language import set_language


def play(session: Session, moves: int) -> None:
    for _ in range(moves):
        turn = session.next_ai_turn() or session.autoplay_turn()
        assert turn is not None
        session.apply(turn.seat, turn.decide())


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Logs written with each save go to a temporary data directory."""
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "data"))


def test_save_replays_to_the_same_table(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    session = Session.new(GameConfig(length="tonpuu", seed=5, human_seat=1), path)
    play(session, 120)
    session.save()
    loaded = Session.load(path)
    assert loaded.actions == session.actions
    assert loaded.observation() == session.observation()
    assert loaded.human_actions() == session.human_actions()
    assert saved_game(path)


def test_every_save_writes_the_game_log_to_the_chosen_directory(tmp_path: Path) -> None:
    config = GameConfig(length="tonpuu", seed=8, human_seat=0, log_dir=tmp_path / "mylogs")
    session = Session.new(config, tmp_path / "save.json")
    play(session, 40)
    session.save()
    assert session.log_path is not None and session.log_path.parent == tmp_path / "mylogs"
    assert LOG_NAME.fullmatch(session.log_path.name) and session.log_path.stem.endswith("-8")
    unfinished = read_record(session.log_path)
    assert unfinished.rounds and not unfinished.rounds[-1].finished
    while not session.is_over:
        play(session, 1)
    finished = json.loads(session.log_path.read_text(encoding="utf-8"))
    assert "sc" in finished and verify_game(read_record(session.log_path)).ok


def test_log_names_are_unique_and_a_continued_game_keeps_its_own(tmp_path: Path) -> None:
    logs = tmp_path / "logs"
    first = Session.new(GameConfig(seed=5, human_seat=0, log_dir=logs), tmp_path / "a.json")
    second = Session.new(GameConfig(seed=5, human_seat=0, log_dir=logs), tmp_path / "b.json")
    second.started = first.started  # the same second, the same seed
    first.save()
    second.save()
    assert first.log_path is not None and second.log_path is not None
    assert first.log_path != second.log_path and len(list(logs.iterdir())) == 2
    stamp = f"{first.started:%Y%m%d-%H%M%S}"
    assert first.log_path.name == f"mahjong-tui-{stamp}-5.json"
    assert second.log_path.name == f"mahjong-tui-{stamp}-5-2.json"
    play(first, 20)
    first.save()
    continued = Session.load(tmp_path / "a.json")
    continued.logs = logs
    continued.save()
    assert continued.log_path == first.log_path and len(list(logs.iterdir())) == 2


@pytest.mark.parametrize("name", ["../../escape.json", "/etc/passwd", 7, "notes.txt"])
def test_a_save_names_no_other_file_as_its_log(tmp_path: Path, name: object) -> None:
    path = tmp_path / "save.json"
    session = Session.new(GameConfig(seed=6, human_seat=0), path)
    session.save()
    data = json.loads(path.read_text(encoding="utf-8"))
    data["log_name"] = name
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = Session.load(path)
    loaded.logs = tmp_path / "logs"
    loaded.save()
    assert loaded.log_path is not None and loaded.log_path.parent == tmp_path / "logs"
    assert LOG_NAME.fullmatch(loaded.log_path.name)


def test_a_log_name_without_a_seed_says_scripted(tmp_path: Path) -> None:
    name = unique_log_name(tmp_path, datetime(2026, 1, 2, 3, 4, 5), None)
    assert name == "mahjong-tui-20260102-030405-scripted.json" and LOG_NAME.fullmatch(name)


def test_corrupt_save_raises_and_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    session = Session.new(GameConfig(seed=2), path)
    play(session, 10)
    session.save()
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"][3][1]["tile"] = 99
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match=r"move 4 of \d+ cannot be replayed"):
        Session.load(path)
    set_language("ja")
    with pytest.raises(SaveError, match=r"^\d+手中4手目を再生できません$"):
        Session.load(path)
    backup = quarantine(path)
    assert backup.exists() and not path.exists()


@pytest.mark.parametrize("change", [{"seed": "x"}, {"human_seat": 7}, {"actions": {}},
                                    {"ai_levels": ["brilliant"] * 3}])
def test_a_save_with_a_bad_value_is_told_in_japanese(tmp_path: Path,
                                                      change: dict[str, object]) -> None:
    path = tmp_path / "save.json"
    Session.new(GameConfig(seed=2), path).save()
    path.write_text(json.dumps(json.loads(path.read_text(encoding="utf-8")) | change),
                    encoding="utf-8")
    with pytest.raises(SaveError, match=r"^it holds a value this version cannot use$"):
        Session.load(path)
    set_language("ja")
    with pytest.raises(SaveError, match=r"^この版で使えない値が入っています$"):
        Session.load(path)


def test_session_does_not_import_textual() -> None:
    probe = "import sys, mahjong_tui.play.session; print('textual' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", probe], check=True, capture_output=True,
                         text=True).stdout.strip()
    assert out == "False"
