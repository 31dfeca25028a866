"""The language setting: the locale at the first start, ``--lang``, the settings screen."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.widgets import Select

from mahjong_tui.files.places import CONFIG_DIR_ENV, DATA_DIR_ENV
from mahjong_tui.play.config import ConfigStore
from mahjong_tui.text.language import current_language
from mahjong_tui.tui.app import MahjongApp
from mahjong_tui.tui.screens.settings import SettingsScreen
from mahjong_tui.tui.screens.title import TitleScreen
from tests.tui.helpers import screen_text, until

SIZE = (80, 24)


@pytest.fixture(autouse=True)
def config_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "data"))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    return tmp_path / "config"


async def test_the_first_start_follows_a_japanese_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    app = MahjongApp()
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: "h ヘルプ" in screen_text(app))  # the footer's keys
        text = screen_text(app)
        assert "新しい対局  (n)" in text and "New game" not in text


async def test_a_saved_choice_wins_over_the_locale(
    config_dir: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    store = ConfigStore(config_dir)
    settings, _ = store.load_settings()
    settings.language = "en"
    store.save_settings(settings)
    app = MahjongApp()
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: "New game" in screen_text(app))


async def test_lang_wins_over_the_saved_choice_and_is_remembered(config_dir: Path) -> None:
    app = MahjongApp(language="ja")
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: "新しい対局" in screen_text(app))
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen))
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
    saved = json.loads((config_dir / "settings.json").read_text(encoding="utf-8"))
    assert saved["language"] == "ja"


async def test_picking_japanese_in_the_settings_turns_every_screen(config_dir: Path) -> None:
    app = MahjongApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen))
        first = app.screen
        first.query_one("#language", Select).value = "ja"
        await until(pilot, lambda: app.screen is not first
                    and isinstance(app.screen, SettingsScreen))
        assert current_language() == "ja"
        await until(pilot, lambda: app.screen.query_one("#language", Select).has_focus)
        await until(pilot, lambda: "ページ" in screen_text(app))
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, TitleScreen)
                    and "新しい対局" in screen_text(app))
        text = screen_text(app)
        assert "新しい対局" in text and "New game" not in text
    saved = json.loads((config_dir / "settings.json").read_text(encoding="utf-8"))
    assert saved["language"] == "ja"


def test_a_settings_file_with_an_unknown_language_is_kept_aside(config_dir: Path) -> None:
    store = ConfigStore(config_dir)
    settings, _ = store.load_settings()
    store.save_settings(settings)
    data = json.loads(store.settings_path.read_text(encoding="utf-8"))
    store.settings_path.write_text(json.dumps(data | {"language": "xx"}), encoding="utf-8")
    loaded, warning = ConfigStore(config_dir).load_settings()
    assert warning is not None and "language" in warning
    assert loaded.language == "en"


@pytest.mark.parametrize("language", ["en", "ja"])
async def test_the_too_small_notice_shows_whole_at_40x10(config_dir: Path, language: str) -> None:
    """The notice itself was cut at 40x10: it wraps to the room there is."""
    from mahjong_tui.text.language import set_language, t

    app = MahjongApp(language=language)
    async with app.run_test(size=(40, 10)) as pilot:
        await until(pilot, lambda: "80×24" in screen_text(app))
        set_language(language)
        wanted = "".join(t("too_small.text", width=80, height=24).split())
        shown = "".join(line.strip("│ ") for line in screen_text(app).splitlines())
        assert wanted in "".join(shown.split())
