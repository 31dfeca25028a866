"""Your progress in the app: the game result has the strong AI review your game in the
background and the record keeps what it found (shown game after game); discard practice
offers the costliest positions of your games with ``m``."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.table import Table
from textual.widgets import Static

from mahjong_tui.files.places import CONFIG_DIR_ENV, DATA_DIR_ENV, HISTORY_FILE
from mahjong_tui.play.config import Settings
from mahjong_tui.play.history import GameSummary, load_history, record_game
from mahjong_tui.play.progress import Drill, ReviewMark
from mahjong_tui.play.session import Session
from mahjong_tui.tui.app import MahjongApp
from mahjong_tui.tui.screens.game_result import GameResultScreen
from mahjong_tui.tui.screens.practice import PracticeScreen
from mahjong_tui.tui.screens.record import RecordScreen
from mahjong_tui.tui.screens.round_result import RoundResultScreen
from mahjong_tui.tui.screens.title import TitleScreen
from rules.tiles import parse, parse_tile
from tests.tui.helpers import ONE_HAND, until

DRILLS = (Drill(tuple(parse("123m456p789s1234z")), parse_tile("5z"), 900),
          Drill(tuple(parse("1199m2288p3377s5z")), parse_tile("5z"), 400))


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    return tmp_path


async def test_a_finished_game_is_reviewed_in_the_background(tmp_path: Path) -> None:
    session = Session(ONE_HAND, 12, human_seat=0, save_path=tmp_path / "savegame.json",
                      logs=tmp_path / "logs")
    app = MahjongApp(session=session, settings=Settings(ai_speed="instant", autoplay=True))
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RoundResultScreen), seconds=60,
                    limit=20_000)
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, GameResultScreen))

        def reviewed() -> bool:
            games, _ = load_history(tmp_path / HISTORY_FILE)
            return bool(games) and games[-1].review is not None

        await until(pilot, reviewed, seconds=60, limit=20_000)
    (game,) = load_history(tmp_path / HISTORY_FILE)[0]
    assert game.review is not None and game.review.decisions > 0
    assert 0 <= game.review.agreement <= 1


async def test_practice_offers_your_games_costliest_first() -> None:
    app = MahjongApp(settings=Settings())
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        screen = PracticeScreen(app.settings, seed=3, drills=DRILLS)
        app.push_screen(screen)
        await until(pilot, lambda: app.screen is screen)
        await pilot.press("m")
        await pilot.pause()
        title = str(screen.query_one("#practice-title", Static).render())
        assert title.startswith("From your games (1 of 2)")
        assert screen.puzzle.tiles == DRILLS[0].tiles and screen.puzzle.drawn == parse_tile("5z")
        await pilot.press("enter")
        await pilot.press("n")
        await pilot.pause()
        assert screen.puzzle.tiles == tuple(sorted(DRILLS[1].tiles))
        assert screen.tally.answered == 1
        await pilot.press("m")
        await pilot.pause()
        assert str(screen.query_one("#practice-title", Static).render()).startswith(
            "Discard practice")
        # Without positions, m does nothing.
        bare = PracticeScreen(app.settings, seed=3)
        app.push_screen(bare)
        await until(pilot, lambda: app.screen is bare)
        before = bare.puzzle
        await pilot.press("m")
        await pilot.pause()
        assert bare.drill is None and bare.puzzle is before


async def test_the_record_shows_the_reviews_game_after_game(data_dir: Path) -> None:
    path = data_dir / HISTORY_FILE
    game = GameSummary("2026-11-29T10:00:00+00:00", "tenhou", "hanchan", 1, 48000, 48.0, 9, 3,
                       0, 2, 2, log="/logs/a.json",
                       review=ReviewMark(0.712, 140, 40, 5300, DRILLS))
    record_game(path, game)
    app = MahjongApp(settings=Settings())
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        await pilot.press("r")
        await until(pilot, lambda: isinstance(app.screen, RecordScreen))
        tables = [s.content for s in app.screen.query(".result-part").results(Static)]
    progress = next(t for t in tables if isinstance(t, Table)
                    and str(t.title).startswith("Your progress"))
    cells = [str(cell) for column in progress.columns for cell in column._cells]
    assert "1st" in cells and "40" in cells and "5300" in cells
    assert any(cell.endswith(" 71%") and cell.startswith("███████") for cell in cells)
