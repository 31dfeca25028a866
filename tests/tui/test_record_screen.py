"""The record screen from the title: the totals and recent games, or an empty record."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from rich.table import Table
from textual.pilot import Pilot
from textual.widgets import OptionList, Static

from mahjong_tui.files.places import CONFIG_DIR_ENV, DATA_DIR_ENV, HISTORY_FILE
from mahjong_tui.play.config import Settings
from mahjong_tui.play.history import GameSummary, record_game
from mahjong_tui.tui.app import MahjongApp
from mahjong_tui.tui.screens.record import RecordScreen
from mahjong_tui.tui.screens.review import ReviewScreen
from mahjong_tui.tui.screens.title import TitleScreen
from tests.records.data import PHOENIX_JSON
from tests.tui.helpers import screen_text, until

SIZE = (120, 40)


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    return tmp_path


async def open_record(app: MahjongApp, pilot: Pilot[None]) -> RecordScreen:
    await until(pilot, lambda: isinstance(app.screen, TitleScreen))
    await pilot.press("r")
    await until(pilot, lambda: isinstance(app.screen, RecordScreen))
    assert isinstance(app.screen, RecordScreen)
    return app.screen


async def test_an_empty_record() -> None:
    app = MahjongApp(settings=Settings())
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_record(app, pilot)
        assert "No finished game yet" in str(screen.query_one("#record-empty", Static).render())
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))


async def test_totals_and_recent_games(data_dir: Path) -> None:
    game = GameSummary("2026-11-29T10:00:00+00:00", "tenhou", "hanchan", 1, 48000, 48.0, 9, 3,
                       0, 2, 2)
    record_game(data_dir / HISTORY_FILE, game)
    app = MahjongApp(settings=Settings())
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_record(app, pilot)
        tables = [s.content for s in screen.query(".result-part").results(Static)]
        assert all(isinstance(t, Table) for t in tables) and len(tables) == 2
        assert "1 game" in str(tables[0].title) and tables[1].row_count == 1


@pytest.mark.parametrize("broken", [False, True])
async def test_the_record_names_no_file_and_no_id(data_dir: Path, broken: bool) -> None:
    """Neither the record nor its warning shows where it is kept, nor a preset's id."""
    path = data_dir / HISTORY_FILE
    if broken:
        path.write_text("{not json", "utf-8")
    else:
        record_game(path, GameSummary("2026-11-29T10:00:00+00:00", "mleague", "tonpuu", 2,
                                      30000, 10.0, 9, 1, 1, 2, 2))
    app = MahjongApp(settings=Settings())
    async with app.run_test(size=SIZE) as pilot:
        await open_record(app, pilot)
        text = screen_text(app)
    assert str(data_dir) not in text and HISTORY_FILE not in text
    assert "Kept with your saved game" in text
    if broken:
        assert "left as it is" in text and path.read_text("utf-8") == "{not json"
    else:
        assert "M-League" in text and "Tonpuusen" in text and "mleague" not in text


async def test_a_recent_game_opens_its_review(data_dir: Path) -> None:
    """A game whose log is kept is listed to review; one whose log is gone says so."""
    game = GameSummary("2026-11-29T10:00:00+00:00", "tenhou", "hanchan", 1, 48000, 48.0, 9, 3,
                       0, 2, 2, log=str(PHOENIX_JSON[0]))
    gone = replace(game, finished="2026-11-30T10:00:00+00:00", log=str(data_dir / "gone.json"))
    record_game(data_dir / HISTORY_FILE, game)
    record_game(data_dir / HISTORY_FILE, gone)
    warnings: list[str] = []
    app = MahjongApp(settings=Settings())
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_record(app, pilot)
        app.notify = lambda message, **_: warnings.append(message)  # type: ignore[method-assign]
        games = screen.query_one("#record-games", OptionList)
        assert games.option_count == 2  # newest first
        assert "2026-11-30 10:00" in str(games.get_option_at_index(0).prompt)
        games.focus()
        games.highlighted = 0
        await pilot.press("enter")
        await until(pilot, lambda: bool(warnings))
        assert "not there" in warnings[0] and str(data_dir) not in warnings[0]
        games.highlighted = 1
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, ReviewScreen))
        assert isinstance(app.screen, ReviewScreen) and app.screen.seat == 0
