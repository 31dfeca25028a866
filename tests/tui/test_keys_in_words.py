"""No catalogue key ever reaches the screen: every footer and prompt of the table, the
round result and the title, at every AI speed, whichever way the table was reached (the
title's New game, ``mahjong-tui play``, Continue). A settings file with
``ai_speed = "instant"`` once showed ``keys.discard`` and ``keys.leave`` in the table's
footer after ``play``: the keys were put into words after the first drawing."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mahjong_tui.files.places import CONFIG_DIR_ENV, DATA_DIR_ENV
from mahjong_tui.play.config import AI_DELAYS, ConfigStore, Settings
from mahjong_tui.play.game_config import GameConfig
from mahjong_tui.text.language import catalogue
from mahjong_tui.tui.app import MahjongApp
from mahjong_tui.tui.screens.new_game import NewGameScreen
from mahjong_tui.tui.screens.round_result import RoundResultScreen
from mahjong_tui.tui.screens.table import TableScreen
from tests.tui.helpers import screen_text, until

KEYS = frozenset(catalogue("en"))
KEY_SHAPED = re.compile(r"(?<![\w.])[a-z_]+(?:\.[a-z_0-9]+)+(?![\w.])")


def keys_on(text: str) -> list[str]:
    return [word for word in KEY_SHAPED.findall(text) if word in KEYS or
            word.rsplit(".", 1)[0] in KEYS]


@pytest.mark.parametrize("speed", sorted(AI_DELAYS))
@pytest.mark.parametrize("way", ["new game", "play", "continue"])
async def test_no_key_on_screen_at_any_speed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             speed: str, way: str) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "data"))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    ConfigStore().save_settings(Settings(ai_speed=speed))
    if way == "continue":
        from mahjong_tui.play.session import Session

        Session.new(GameConfig(seed=4, human_seat=0), tmp_path / "data" / "savegame.json").save()
    app = MahjongApp(play=GameConfig(seed=4)) if way == "play" else MahjongApp()
    seen: list[str] = []

    def clean(done: bool) -> bool:
        """Each look at the screen finds no key (and says whether ``done``)."""
        seen.extend(keys_on(screen_text(app)))
        return done

    async with app.run_test(size=(100, 30)) as pilot:
        if way == "new game":
            await pilot.press("n")
            await until(pilot, lambda: clean(isinstance(app.screen, NewGameScreen)
                                             and app.screen.focused is not None))
            await pilot.press("enter")
        elif way == "continue":
            await pilot.press("c")
        await until(pilot, lambda: clean(isinstance(app.screen, TableScreen)))
        for _ in range(40):
            await pilot.pause(0.01)
            clean(True)
            if isinstance(app.screen, RoundResultScreen):
                await pilot.press("enter")
    assert seen == []


def test_the_check_finds_a_key() -> None:
    assert keys_on("⏎ Discard  keys.leave  5m 6p  e.g.") == ["keys.leave"]
