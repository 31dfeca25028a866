"""Discard practice on screen: from the title, answer, see the grades, next, back."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.table import Table
from textual.widgets import Static

from mahjong_tui.files.places import CONFIG_DIR_ENV, DATA_DIR_ENV
from mahjong_tui.play.config import Settings
from mahjong_tui.tui.app import MahjongApp
from mahjong_tui.tui.screens.practice import PracticeScreen
from mahjong_tui.tui.screens.title import TitleScreen
from mahjong_tui.tui.widgets.hand import HandView, tile_x
from tests.tui.helpers import until

SIZE = (120, 40)


@pytest.fixture(autouse=True)
def dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))


def text(screen: PracticeScreen, selector: str) -> str:
    return str(screen.query_one(selector, Static).render())


async def test_answer_by_key_and_click_then_back_to_the_title() -> None:
    app = MahjongApp(settings=Settings())
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        await pilot.press("p")
        await until(pilot, lambda: isinstance(app.screen, PracticeScreen))
        screen = app.screen
        assert isinstance(screen, PracticeScreen)
        first = screen.puzzle
        assert screen.query_one(HandView).model.cursor == len(first.tiles)  # the drawn tile
        await pilot.press("left", "enter")
        assert screen.answer == first.option(first.tiles[-1])
        best_count = int(first.is_best(screen.answer))
        assert text(screen, "#practice-tally").startswith(f"{best_count}/1 best")
        assert isinstance(screen.query_one("#practice-grades", Static).content, Table)
        await pilot.press("enter")  # answered already: nothing changes
        assert screen.tally.answered == 1

        await pilot.press("n")
        assert screen.puzzle != first and screen.answer is None
        hand = (*screen.puzzle.tiles, screen.puzzle.drawn)  # kinds: puzzles have no red fives
        index = hand.index(screen.puzzle.options[0].tile)
        await pilot.click(HandView, offset=(tile_x(index, len(hand), True), 0))
        assert screen.answer is not None and screen.puzzle.is_best(screen.answer)
        assert screen.tally.best >= 1
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))


async def test_every_discard_is_graded_and_the_verdict_names_the_best() -> None:
    """Hands with many kinds grade each one (the README: every discard), scrollable at
    80x24; the line above the hand compares the answer with the best."""
    app = MahjongApp(settings=Settings())
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        await pilot.press("p")
        await until(pilot, lambda: isinstance(app.screen, PracticeScreen))
        screen = app.screen
        assert isinstance(screen, PracticeScreen)
        while len(screen.puzzle.options) <= 8:  # the old cut: find a hand past it
            await pilot.press("n")
        await pilot.press("enter")
        table = screen.query_one("#practice-grades", Static).content
        assert isinstance(table, Table)
        puzzle = screen.puzzle
        assert table.row_count == len(puzzle.options) == len({*puzzle.tiles, puzzle.drawn})
        prompt = text(screen, "#practice-prompt")
        top = puzzle.options[0]
        assert ("Best!" in prompt) == puzzle.is_best(screen.answer)
        assert f"{top.ukeire.count} tiles that help" in prompt
        await pilot.press("pagedown", "pagedown")
        await pilot.pause()
        box = screen.query_one("#practice-box")
        assert box.scroll_y == box.max_scroll_y > 0
