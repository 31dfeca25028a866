"""Chips at the table (seed 000): the round result says who pays whom how many and keeps
the game's tally, and the game result settles them at their value beside the points."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.console import Console
from textual.widgets import Static

from mahjong_tui.engine.events import GameEnded, Won
from mahjong_tui.engine.settlement import final_standings
from mahjong_tui.engine.wall import Wall
from mahjong_tui.files.places import CONFIG_DIR_ENV, DATA_DIR_ENV
from mahjong_tui.play.config import Settings
from mahjong_tui.play.session import AI_NAMES, YOU, player_name
from mahjong_tui.text.language import set_language, t
from mahjong_tui.tui.app import MahjongApp
from mahjong_tui.tui.screens.game_result import GameResultScreen
from mahjong_tui.tui.screens.round_result import RoundResultScreen, chips_text
from mahjong_tui.tui.screens.standings import FittedStandings, standings_table
from rules.chips import WinChips
from rules.presets import load_preset
from tests.tui.helpers import ONE_HAND, scripted_session, settle, until
from tests.tui.helpers import screen_text as terminal_text

SIZE = (100, 30)
CHIPS = ONE_HAND.with_changes(chip_aka=1, chip_value=5000)
NET_ONE_HAND = load_preset("seed000_netmahjong").with_changes(game_length="one_hand")
"""Seed 000's house rules (ネットマージャン: chips at 5000 points each), one hand long."""
RED_FIVE_RON = Wall.scripted(["55z123m406p789s1s9p", "", "", ""], draws="2z5z1s")
"""As CALL_AND_RON (pon haku, discard 9p, ron 1s from the next player), with a red 5p."""
RED_FIVE_RIICHI_TSUMO = Wall.scripted(["123m406p789s11s99p", "", "", ""], draws="2z1z3z4z9p")
"""As RIICHI_AND_TSUMO (riichi with the drawn 2z, tsumo 9p a go-around later), with a red 5p."""


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


@pytest.mark.parametrize(("winner", "payments", "line"), [
    (1, (2, 0, 0, 0), "You pay B 2 (red fives 2)"),
    (0, (0, 2, 0, 0), "B pays You 2 (red fives 2)"),
    (1, (2, 0, 2, 2), "You, C, D pay B 2 each (red fives 2)"),
    (0, (0, 2, 2, 5), "You get 2 from B, 2 from C, 5 from D (red fives 2)"),
])
def test_chips_speak_to_you_as_you(winner: int, payments: tuple[int, int, int, int],
                                   line: str) -> None:
    """"You pay", "You get": not "You pays", "You gets"."""
    chips = WinChips(winner, (("aka", 2),), payments, 5000)
    assert plain(chips_text(chips, ("You", "B", "C", "D"))).strip() == f"Chips: {line}"


@pytest.mark.parametrize("language", ["en", "ja"])
async def test_seed000_chips_at_80x24(language: str) -> None:
    """Under seed 000's own rules (one hand of them), at the smallest terminal: a double
    riichi, ippatsu tsumo with a red five, whose result is taller than the screen: every
    seat's row of the scores at once, and its chip line once the hand is scrolled; then
    the final table with the chips and the total, no heading cut short."""
    session = scripted_session([RED_FIVE_RIICHI_TSUMO], NET_ONE_HAND)
    app = MahjongApp(session=session, settings=Settings(ai_speed="instant", language=language))
    names = session.names()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        await pilot.press("i")
        await pilot.pause()
        await pilot.press("enter")  # riichi with the drawn 2z
        await settle(pilot, app)
        await pilot.press("t")
        await until(pilot, lambda: isinstance(app.screen, RoundResultScreen))
        await pilot.pause()
        (win,) = [e for e in session.game.log if isinstance(e, Won)]
        assert dict(win.chips.per_payer)["ippatsu"] == 1 and win.chips.payments[0] == 0
        shown = terminal_text(app)  # the scores stay in sight; the hand above scrolls
        rows = [line for line in shown.splitlines() if line.strip().startswith("│")]
        assert [row.split("│")[1].strip() for row in rows] == names
        assert t("round_result.continue") in shown
        await pilot.press("end")
        await pilot.pause()
        said = "".join(plain(chips_text(win.chips, names)).split())
        assert said in "".join(terminal_text(app).split())  # wrapped at 80 columns
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, GameResultScreen))
        await pilot.pause()
        shown = terminal_text(app)
        assert "…" not in shown
        for column in ("place", "player", "points", "uma", "result", "chips", "total"):
            assert t(f"standings.columns.{column}") in shown
    end = session.game.log[-1]
    assert isinstance(end, GameEnded) and end.chips[0] == win.chips.total > 0
    assert [p.total - p.result for p in end.standings.placements] == [
        5.0 * chips for chips in end.chips]


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


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_final_table_leaves_out_the_raw_points_where_it_would_not_fit(language: str) -> None:
    """74 columns: what the game result gives the table in an 80-column terminal."""
    set_language(language)
    names = [player_name(name) for name in (YOU, *AI_NAMES)]
    standings = final_standings((35600, 27400, 22800, 14200), 0, CHIPS, (2, -1, 0, -1))
    narrow = plain(FittedStandings(standings, names, CHIPS), 74)
    assert "…" not in narrow and t("standings.columns.raw") not in narrow
    assert all(name in narrow for name in names) and t("standings.columns.total") in narrow
    wide = plain(FittedStandings(standings, names, CHIPS), 100)
    assert "…" not in wide and t("standings.columns.raw") in wide
