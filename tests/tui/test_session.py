"""The headless bridge: saves replay exactly, corrupt saves are refused, no Textual import."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mahjong_tui.atomic import quarantine
from mahjong_tui.records import read_record, verify_game
from mahjong_tui.session import (
    DATA_DIR_ENV,
    GameConfig,
    SaveError,
    Session,
    saved_game,
)


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
    assert session.log_path == tmp_path / "mylogs" / "mahjong-tui-8.json"
    unfinished = read_record(session.log_path)
    assert unfinished.rounds and not unfinished.rounds[-1].finished
    while not session.is_over:
        play(session, 1)
    finished = json.loads(session.log_path.read_text(encoding="utf-8"))
    assert "sc" in finished and verify_game(read_record(session.log_path)).ok


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
    backup = quarantine(path)
    assert backup.exists() and not path.exists()


def test_session_does_not_import_textual() -> None:
    probe = "import sys, mahjong_tui.session; print('textual' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", probe], check=True, capture_output=True,
                         text=True).stdout.strip()
    assert out == "False"
