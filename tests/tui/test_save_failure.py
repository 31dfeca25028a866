"""Pilot: a hand ends on a full disk; the table says so and the game goes on. The app
clears what interrupted saves left at its start."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from textual.widgets._toast import Toast

from mahjong_tui.files.places import CONFIG_DIR_ENV, DATA_DIR_ENV
from mahjong_tui.play.config import Settings
from mahjong_tui.play.game_config import GameConfig
from mahjong_tui.play.session import Session
from mahjong_tui.tui.app import MahjongApp
from mahjong_tui.tui.screens.round_result import RoundResultScreen
from mahjong_tui.tui.screens.table import TableScreen
from mahjong_tui.tui.screens.title import TitleScreen
from rules.ruleset import TENHOU
from tests.files.faults import disk_full, temp_files
from tests.tui.helpers import until


def toasts(app: MahjongApp) -> list[str]:
    return [str(toast.render()) for toast in app.screen.query(Toast)]


async def test_autoplay_through_a_full_disk(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    save = tmp_path / "savegame.json"
    session = Session.new(GameConfig(length="tonpuu", seed=7, human_seat=0), save)
    session.save()
    good = save.read_bytes()
    disk_full(monkeypatch)
    settings = Settings(rules=TENHOU.with_changes(game_length="tonpuu"), ai_speed="instant",
                        autoplay=True)
    app = MahjongApp(session=session, settings=settings)
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RoundResultScreen), limit=5000)
        await until(pilot, lambda: any("could not be saved" in t for t in toasts(app)))
        (shown,) = [t for t in toasts(app) if "could not be saved" in t]
        assert "the disk is full" in shown and "/" not in shown
        hands = session.game.hands_played
        await pilot.press("enter")
        await until(pilot, lambda: session.game.hands_played > hands, limit=5000)
        assert isinstance(app.screen, RoundResultScreen | TableScreen)
        assert app.is_running
    # The app closed at the table: its unmount saved again, and that failed quietly too.
    monkeypatch.undo()
    assert save.read_bytes() == good and temp_files(tmp_path) == []


async def test_the_app_clears_stale_temp_files_at_start(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    (tmp_path / "config").mkdir()
    (tmp_path / "logs").mkdir()
    old = time.time() - 600
    stale = [tmp_path / ".savegame.json-abcd1234.tmp", tmp_path / "logs" / ".g.json-abcd1234.tmp",
             tmp_path / "config" / ".settings.json-abcd1234.tmp"]
    fresh = tmp_path / ".history.json-abcd1234.tmp"
    for path in [*stale, fresh]:
        path.write_text("{")
    for path in stale:
        os.utime(path, (old, old))
    app = MahjongApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
    assert not any(p.exists() for p in stale) and fresh.exists()
