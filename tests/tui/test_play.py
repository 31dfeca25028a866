"""Pilot tests: play scripted hands by keys and mouse, and a whole game on auto-play."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static

from mahjong_tui.engine.events import GameEnded, RiichiAccepted, Won
from mahjong_tui.files.places import CONFIG_DIR_ENV, DATA_DIR_ENV
from mahjong_tui.play.config import Settings
from mahjong_tui.play.game_config import GameConfig
from mahjong_tui.play.session import Session
from mahjong_tui.text.tile_faces import TileStyle
from mahjong_tui.tui.app import MahjongApp
from mahjong_tui.tui.screens.game_result import GameResultScreen
from mahjong_tui.tui.screens.help import HelpScreen
from mahjong_tui.tui.screens.new_game import NewGameScreen
from mahjong_tui.tui.screens.round_result import RoundResultScreen
from mahjong_tui.tui.screens.table import TableScreen
from mahjong_tui.tui.screens.title import TitleScreen
from mahjong_tui.tui.widgets.action_bar import KeyButton
from mahjong_tui.tui.widgets.hand import HandView, tile_x
from rules.actions import Discard, Pon, Ron
from rules.ruleset import TENHOU
from rules.tiles import parse_tile
from tests.tui.helpers import CALL_AND_RON, RIICHI_AND_TSUMO, scripted_session, settle, until

SIZE = (120, 40)
TONPUU = TENHOU.with_changes(game_length="tonpuu")


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    return tmp_path


def won(session: Session) -> list[Won]:
    return [e for e in session.game.log if isinstance(e, Won)]


def win_buttons(app: MahjongApp) -> dict[str, bool]:
    """The action bar's keys, each with whether it is drawn as a win."""
    return {b.key: b.has_class("win") for b in app.screen.query(KeyButton)}


async def test_scripted_hands_discard_call_ron_then_riichi_tsumo() -> None:
    session = scripted_session([CALL_AND_RON, RIICHI_AND_TSUMO])
    app = MahjongApp(session=session, settings=Settings(ai_speed="instant"))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, app)
        # Hand 1: the cursor starts on the drawn tile; Enter discards it.
        assert session.observation().drawn == parse_tile("2z")
        await pilot.press("enter")
        await settle(pilot, app)
        assert session.actions[0] == (0, Discard(parse_tile("2z"), tsumogiri=True))
        # The next player's haku: the bar offers Pon and Pass only.
        assert Pon((parse_tile("5z"), parse_tile("5z"))) in session.human_actions()
        assert win_buttons(app) == {"p": False, "space": False}
        await pilot.press("p")
        await settle(pilot, app)
        assert session.observation().me.melds[0].called == parse_tile("5z")
        # Discard 9p with the mouse.
        view = app.screen.query_one(HandView)
        model = view.model
        index = model.tiles.index(parse_tile("9p"))
        x = tile_x(index, len(model.tiles), False, view.size_used)
        await pilot.click(HandView, offset=(x, view.size_used.face_row))
        await settle(pilot, app)
        assert Ron() in session.human_actions()
        assert win_buttons(app)["r"]  # a win stands out from the calls
        assert "You can win: Ron (r)" in str(app.screen.query_one("#hint", Static).render())
        await pilot.press("r")
        await until(pilot, lambda: isinstance(app.screen, RoundResultScreen))
        (win,) = won(session)
        assert win.winner == 0 and win.from_seat == 1
        assert [y.id for y in win.result.yaku] == ["haku"]
        assert session.game.round.setup.honba == 1  # the dealer won: renchan
        await pilot.press("enter")
        # Hand 2: riichi (i, then the marked discard), then tsumo.
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        await settle(pilot, app)
        await pilot.press("i")
        await pilot.pause()
        await pilot.press("enter")
        await settle(pilot, app)
        assert any(isinstance(e, RiichiAccepted) and e.seat == 0 for e in session.game.log)
        assert win_buttons(app) == {"t": True}
        await pilot.press("t")
        await until(pilot, lambda: isinstance(app.screen, RoundResultScreen))
        last = won(session)[-1]
        assert {"double_riichi", "ippatsu", "menzen_tsumo"} <= {y.id for y in last.result.yaku}
        assert last.from_seat is None


async def test_whole_tonpuusen_on_autoplay() -> None:
    settings = Settings(rules=TONPUU, ai_speed="instant", autoplay=True)
    session = Session.new(GameConfig(length="tonpuu", seed=11, human_seat=2))
    app = MahjongApp(session=session, settings=settings)
    results = 0
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(20_000):
            await pilot.pause()
            if isinstance(app.screen, RoundResultScreen):
                results += 1
                await pilot.press("enter")
            elif isinstance(app.screen, GameResultScreen):
                break
        assert isinstance(app.screen, GameResultScreen)
        ended = session.game.log[-1]
        assert isinstance(ended, GameEnded)
        assert session.is_over and session.game.hands_played == results >= 4
        assert sum(ended.scores) + 1000 * ended.riichi_sticks == 100_000
        assert session.log_path is not None and session.log_path.exists()
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))


async def test_new_game_leave_and_continue(data_dir: Path) -> None:
    settings = Settings(rules=TONPUU, ai_speed="instant")
    app = MahjongApp(settings=settings)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        assert isinstance(app.screen, TitleScreen) and not app.screen.can_continue
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, NewGameScreen))
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        await settle(pilot, app)
        table = app.screen
        assert isinstance(table, TableScreen)
        moves = len(table.session.actions)
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        assert isinstance(app.screen, TitleScreen) and app.screen.can_continue
        await pilot.press("c")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        await settle(pilot, app)
        assert len(app.screen.session.actions) == moves
        assert app.screen.session.observation() == table.session.observation()


async def test_corrupt_save_is_kept_and_explained(data_dir: Path) -> None:
    save = data_dir / "savegame.json"
    save.write_text("{not json", encoding="utf-8")
    app = MahjongApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        assert "could not be resumed" in app.screen.message
        assert (data_dir / "savegame.json.bak").read_text(encoding="utf-8") == "{not json"


async def test_too_small_terminal_shows_a_message_that_never_traps() -> None:
    """80x24 is enough for every screen; below it a notice shows, which Esc hides (until
    the next resize) and q closes the app from."""
    app = MahjongApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        await pilot.resize_terminal(79, 24)
        await pilot.pause()
        assert app.screen.query_one("#too-small")
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        await pilot.resize_terminal(70, 20)
        await pilot.pause()
        assert app.screen.query_one("#too-small")
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        await pilot.press("q")
        await pilot.pause()
    assert app.return_code == 0 and not app.is_running


@pytest.mark.parametrize("key", ["q", "ctrl+c"])
async def test_quit_keys_work_under_the_too_small_notice_at_the_table(key: str) -> None:
    app = MahjongApp(session=scripted_session([CALL_AND_RON]),
                     settings=Settings(ai_speed="instant"))
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        assert app.screen.query_one("#too-small")
        await pilot.press(key)
        await pilot.pause()
    assert not app.is_running


async def test_tile_style_and_help_keys_at_the_table() -> None:
    app = MahjongApp(session=scripted_session([CALL_AND_RON]),
                     settings=Settings(ai_speed="instant"))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, app)
        table = app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("v")
        assert app.settings.tile_style is TileStyle.LETTERS
        assert table.query_one(HandView).model.style is TileStyle.LETTERS
        for key in ("question_mark", "f1"):
            await pilot.press(key)
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen) and app.screen.section == "table"
            await pilot.press("escape")
            await pilot.pause()
            assert table.is_current
