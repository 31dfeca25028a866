"""The characters talk beside their seats: the side players in the bottom corners, the
player across in the top-right one; a few seconds, over no tile, at every size and in
both languages. A hand's end is talked about on its result, the game's end on the game's;
the names there are in the characters' colours. The setting turns it all off."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.geometry import Region

from mahjong_tui.play.config import Settings
from mahjong_tui.play.game_config import LINEUPS
from mahjong_tui.play.table_talk import Remark
from mahjong_tui.text.language import set_language
from mahjong_tui.text.plates import PLATE_COLOURS, record_plate, remark_line
from mahjong_tui.text.talk import MOMENTS, say, talk
from mahjong_tui.tui.app import MahjongApp
from mahjong_tui.tui.screens import table as table_screen
from mahjong_tui.tui.screens.game_result import GameResultScreen
from mahjong_tui.tui.screens.round_result import RoundResultScreen
from mahjong_tui.tui.screens.table import TableScreen
from mahjong_tui.tui.widgets.corners import CornerView
from tests.tui.helpers import (
    CALL_AND_RON,
    ONE_HAND,
    screen_text,
    scripted_session,
    settle,
    until,
)
from tests.tui.test_every_tile_visible import (
    TABLE,
    assert_all_shown,
    full_table_app,
    tiles_text,
)

SIZES = [(80, 24), (100, 30), (120, 40)]
LINEUP = LINEUPS["bakumatsu"]
CORNER_OF_PLACE = {1: "#talk-right", 2: "#notice", 3: "#talk-left"}
"""Where each seat (by its place after yours) talks."""


@pytest.fixture(autouse=True)
def lasting_words(monkeypatch: pytest.MonkeyPatch) -> None:
    """Words stay until a test ends them (no test waits on the clock)."""
    monkeypatch.setattr(table_screen, "TALK_SECONDS", 10_000)


def longest_remark(seat: int, character: str, language: str) -> Remark:
    """The character's longest line in ``language``, as a remark (its key found by trying)."""
    lines = talk(language)[character]
    moment, line = max(((m, line) for m in MOMENTS for line in lines[m]),
                       key=lambda pair: len(pair[1].encode()))
    key = next(k for k in map(str, range(10_000)) if say(character, moment, k) == line)
    return Remark(seat, character, moment, key)


def corner_words(corner: CornerView) -> str:
    """What a corner shows, its rows joined, without spaces."""
    strips = corner.render_lines(Region(0, 0, corner.size.width, corner.size.height))
    return "".join(strip.text for strip in strips).replace(" ", "")


def squeezed(text: str) -> str:
    return text.replace(" ", "")


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_the_longest_words_show_beside_each_seat_over_no_tile(
    size: tuple[int, int], language: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
) -> None:
    app = full_table_app(monkeypatch)
    set_language(language)  # after the app took its settings' language
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, TableScreen)
        session = screen.session
        session.ai_levels = LINEUP
        screen._notice_done()  # the All Last notice shares the top-right corner
        said = [longest_remark(seat, LINEUP[seat - 1], language) for seat in (1, 2, 3)]
        screen._say(said)
        await pilot.pause()
        await pilot.pause()
        names = session.names()
        for remark in said:
            corner = screen.query_one(CORNER_OF_PLACE[remark.seat], CornerView)
            assert corner.display, (remark, size)
            line = remark_line(names[remark.seat], remark.character, remark.text).plain
            assert corner_words(corner) == squeezed(line)
        assert_all_shown(tiles_text(app), TABLE[0], open_hands=False)
        # Each seat's words end on their own timer; a newer line outlives an older timer.
        timers = {place: timer for place, (_, timer) in screen.talk.items()}
        screen._say(said[:1])
        screen._quiet(1, timers[1])
        screen._quiet(3, timers[3])
        await pilot.pause()
        assert screen.query_one("#talk-right", CornerView).display
        assert not screen.query_one("#talk-left", CornerView).display


async def talk_through_a_hand(settings: Settings) -> tuple[list[str], str, str]:
    """You call and ron Ryoma's tile in a one-hand game against the Kyoto line-up: the
    corners' words at the start, the hand's result's and the game result's words."""
    session = scripted_session([CALL_AND_RON], ONE_HAND)
    session.ai_levels = LINEUP
    app = MahjongApp(session=session, settings=settings)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        await pilot.pause()
        start = [corner_words(c) for c in app.screen.query(CornerView)
                 if c.display and c.id != "needs"]
        await pilot.press("enter")
        await settle(pilot, app)
        await pilot.press("p")
        await settle(pilot, app)
        await pilot.press("left", "left", "left", "left", "enter")
        await settle(pilot, app)
        await pilot.press("r")
        await until(pilot, lambda: isinstance(app.screen, RoundResultScreen))
        await pilot.pause()
        hand_end = "\n".join(str(w.render()) for w in app.screen.query("#result-talk"))
        scores = screen_text(app)
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, GameResultScreen))
        await pilot.pause()
        game_end = "\n".join(str(w.render()) for w in app.screen.query("#result-talk"))
    assert "Ryoma" in scores
    return start, hand_end, game_end


async def test_the_characters_talk_through_a_game() -> None:
    start, hand_end, game_end = await talk_through_a_hand(Settings(ai_speed="instant"))
    said = dict(words.split(":", 1) for words in start)  # each greets from beside its seat
    assert set(said) == {character.capitalize() for character in LINEUP}
    for character in LINEUP:
        assert said[character.capitalize()] in {
            squeezed(line) for line in talk("en")[character]["game_start"]}
    deal_in = talk("en")["ryoma"]["deal_in"]
    assert hand_end.startswith("Ryoma: ") and hand_end.removeprefix("Ryoma: ") in deal_in
    lines = game_end.splitlines()
    assert [line.split(":")[0] for line in lines] == ["Ryoma", "Hijikata", "Okita"]


async def test_talk_turned_off_says_nothing() -> None:
    start, hand_end, game_end = await talk_through_a_hand(
        Settings(ai_speed="instant", talk=False))
    assert (start, hand_end, game_end) == ([], "", "")


def test_words_after_the_name_as_each_language_writes_them() -> None:
    assert remark_line("Ryoma", "ryoma", "Ron!").plain == "Ryoma: Ron!"
    set_language("ja")
    line = remark_line("龍馬", "ryoma", "ロンじゃ！")
    assert line.plain == "龍馬「ロンじゃ！」"
    assert line.spans[0].style == f"bold {PLATE_COLOURS['ryoma']}"


def test_each_character_has_a_colour_of_its_own_in_the_results() -> None:
    assert set(PLATE_COLOURS) == {c for lineup in LINEUPS.values() for c in lineup}
    assert len(set(PLATE_COLOURS.values())) == len(PLATE_COLOURS)
    assert record_plate("龍馬", "Ryoma").style == f"bold {PLATE_COLOURS['ryoma']}"
    assert record_plate("ハル", "Haru").style == ""
    assert record_plate("あなた", "You").style == ""
