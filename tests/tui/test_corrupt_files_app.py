"""Pilot: the app starts, continues and shows its record whatever its files hold, and
text from a file is shown as it is, never read as Rich markup."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from textual.widgets._toast import Toast

from mahjong_tui.files.places import CONFIG_DIR_ENV, DATA_DIR_ENV, HISTORY_FILE
from mahjong_tui.play.config import Settings
from mahjong_tui.play.history import record_game
from mahjong_tui.tui.app import MahjongApp
from mahjong_tui.tui.screens.record import RecordScreen
from mahjong_tui.tui.screens.title import TitleScreen
from tests.play.test_history import GAME
from tests.tui.helpers import until

SIZE = (100, 30)
MARKUP = "[/x][bold]"


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    return tmp_path


def on_screen(app: MahjongApp) -> str:
    """The screen's text as the terminal shows it (the toasts included)."""
    text = "\n".join(str(t.render()) for t in app.screen.query(Toast))
    return text + app.export_screenshot().replace("&#160;", " ")


async def test_settings_with_markup_and_deep_nesting_start_with_a_warning(
        data_dir: Path) -> None:
    config = data_dir / "config"
    config.mkdir()
    (config / "settings.json").write_text(json.dumps(
        {"version": 1, "preset": MARKUP, "changes": {}, "ai_levels": ["normal"] * 3,
         "ai_speed": "normal", "tile_style": "text"}), "utf-8")
    app = MahjongApp()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        await until(pilot, lambda: MARKUP in on_screen(app))
    assert (config / "settings.json.bak").exists()
    (config / "settings.json").write_text("[" * 100_000, "utf-8")
    app = MahjongApp()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until(pilot, lambda: "nested too deeply" in on_screen(app))
        assert app.settings == Settings()
    assert (config / "settings.json.bak.1").read_text("utf-8") == "[" * 100_000


@pytest.mark.parametrize("save", [
    "[" * 100_000,
    json.dumps({"version": 1, "seed": 1, "human_seat": 9, "rules": {}, "actions": []}),
    json.dumps({"version": 1, "seed": 1, "human_seat": 0, "ai_levels": ["normal"] * 3,
                "rules": {"name": MARKUP, "uma": MARKUP}, "actions": []}),
    json.dumps(["a list", MARKUP]),
])
async def test_continue_on_a_bad_save_explains_and_keeps_it(data_dir: Path, save: str) -> None:
    (data_dir / "savegame.json").write_text(save, "utf-8")
    app = MahjongApp(settings=Settings())
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        await pilot.press("c")
        await until(pilot, lambda: "could not be resumed" in on_screen(app))
        assert isinstance(app.screen, TitleScreen) and app.is_running
    assert (data_dir / "savegame.json.bak").read_text("utf-8") == save


async def test_the_record_shows_file_text_as_it_is(data_dir: Path) -> None:
    record_game(data_dir / HISTORY_FILE, replace(GAME, rules=MARKUP))
    app = MahjongApp(settings=Settings())
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        await pilot.press("r")
        await until(pilot, lambda: isinstance(app.screen, RecordScreen))
        assert f"{MARKUP}, Tonpuusen" in on_screen(app)
