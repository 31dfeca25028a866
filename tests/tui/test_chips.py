"""Chips at the table (seed 000): the round result says who pays whom how many and keeps
the game's tally, and the game result settles them at their value beside the points."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.console import Console
from textual.widgets import Static

from mahjong_tui.app import MahjongApp
from mahjong_tui.config import CONFIG_DIR_ENV, Settings
from mahjong_tui.engine.events import GameEnded
from mahjong_tui.engine.settlement import final_standings
from mahjong_tui.engine.wall import Wall
from mahjong_tui.screens.game_result import GameResultScreen
from mahjong_tui.screens.round_result import RoundResultScreen, chips_text
from mahjong_tui.screens.standings import standings_table
from mahjong_tui.session import DATA_DIR_ENV
from rules.chips import WinChips
from tests.tui.helpers import ONE_HAND, scripted_session, settle

SIZE = (100, 30)
CHIPS = ONE_HAND.with_changes(chip_aka=1, chip_value=5000)
RED_FIVE_RON = Wall.scripted(["55z123m406p789s1s9p", "", "", ""], draws="2z5z1s")
"""As CALL_AND_RON (pon haku, discard 9p, ron 1s from the next player), with a red 5p."""


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))


def plain(renderable: object, width: int = 80) -> str:
    console = Console(width=width, record=True, color_system=None)
    console.print(renderable)
    return console.export_text()


def screen_text(screen: object) -> str:
    return "\n".join(plain(w.content, 200) for w in screen.query(Static))  # type: ignore[attr-defined]


async def test_a_red_five_ron_pays_a_chip_and_the_game_settles_it() -> None:
    session = scripted_session([RED_FIVE_RON], CHIPS)
    app = MahjongApp(session=session, settings=Settings(ai_speed="instant"))
    names = session.names()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, app)
        await pilot.press("enter")  # discard the drawn 2z
        await settle(pilot, app)
        await pilot.press("p")
        await settle(pilot, app)
        await pilot.press("left", "left", "left", "left", "enter")  # 9p
        await settle(pilot, app)
        await pilot.press("r")
        await settle(pilot, app)
        assert isinstance(app.screen, RoundResultScreen)
        text = screen_text(app.screen)
        assert f"Chips: {names[1]} pays {names[0]} 1 (red fives 1)" in text
        assert "Chips" in text.split("Scores")[1]  # the game's chips so far
        await pilot.press("enter")
        await settle(pilot, app)
        assert isinstance(app.screen, GameResultScreen)
        text = screen_text(app.screen)
        assert "Total" in text and "a chip is worth 5000 points" in text
    end = session.game.log[-1]
    assert isinstance(end, GameEnded) and end.chips == (1, -1, 0, 0)
    me = end.standings.placements[0]
    assert (me.chips, me.total) == (1, me.result + 5.0)


@pytest.mark.parametrize(("payments", "per_payer", "line"), [
    ((0, 2, 0, 0), (("ura", 1), ("ippatsu", 1)), "B pays A 2 (ura dora 1, ippatsu 1)"),
    ((0, 1, 1, 1), (("aka", 1),), "B, C, D pay A 1 each (red fives 1)"),
    ((0, 2, 2, 5), (("yakuman", 2),), "A gets 2 from B, 2 from C, 5 from D (yakuman 2)"),
])
def test_chips_say_who_pays_whom_how_many(
    payments: tuple[int, int, int, int], per_payer: tuple[tuple[str, int], ...], line: str
) -> None:
    chips = WinChips(0, per_payer, payments, 5000)  # type: ignore[arg-type]
    assert plain(chips_text(chips, "ABCD")).strip() == f"Chips: {line}"


def test_the_final_table_has_chip_columns_only_where_the_rules_have_chips() -> None:
    scores = (35600, 27400, 22800, 14200)
    priced = plain(standings_table(final_standings(scores, 0, CHIPS, (2, -1, 0, -1)), "ABCD",
                                   CHIPS), 100)
    header = priced.splitlines()[2]
    assert header.split() == ["┃", "Place", "┃", "Player", "┃", "Points", "┃", "Raw", "┃", "Oka",
                              "┃", "Uma", "┃", "Result", "┃", "Chips", "┃", "Total", "┃"]
    rows = {line.split()[3]: line.split()[-6::2] for line in priced.splitlines()[4:8]}
    assert rows == {"A": ["+45.6", "+2", "+55.6"], "B": ["+7.4", "-1", "+2.4"],
                    "C": ["-17.2", "0", "-17.2"], "D": ["-35.8", "-1", "-40.8"]}
    tally = CHIPS.with_changes(chip_value=0)
    unpriced = plain(standings_table(final_standings(scores, 0, tally), "ABCD", tally), 100)
    assert "Chips" in unpriced and "Total" not in unpriced
    none = plain(standings_table(final_standings(scores, 0, ONE_HAND), "ABCD", ONE_HAND), 100)
    assert "Chips" not in none and "Total" not in none
