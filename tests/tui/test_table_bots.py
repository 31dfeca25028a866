"""The player's own mjai bots at the table: added in the settings, offered in the new-game
dialog, seated by name; a legal bot plays a whole tonpuusen; a slow, a broken and a
missing bot are each replaced by the strong AI with one warning, and the game goes on; a
fault in any player plays the simplest move, with one warning."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

import pytest
from textual.widgets import Button, Input, Select

from mahjong_tui.engine.events import GameEnded
from mahjong_tui.files.places import CONFIG_DIR_ENV, DATA_DIR_ENV
from mahjong_tui.play import table_bot
from mahjong_tui.play.bots import BotEntry
from mahjong_tui.play.config import ConfigStore, Settings
from mahjong_tui.play.game_config import LINEUPS, GameConfig
from mahjong_tui.play.session import Session
from mahjong_tui.play.table_bot import TableBot
from mahjong_tui.text.language import t
from mahjong_tui.tui.app import MahjongApp
from mahjong_tui.tui.screens.game_result import GameResultScreen
from mahjong_tui.tui.screens.new_game import NewGameScreen
from mahjong_tui.tui.screens.round_result import RoundResultScreen
from mahjong_tui.tui.screens.settings import SettingsScreen
from mahjong_tui.tui.screens.title import TitleScreen
from tests.tui.helpers import ONE_HAND, until

BOTS = Path(__file__).parent.parent / "mjai" / "bots"
PYTHON = shlex.quote(sys.executable)
SIZE = (100, 30)


def bot(name: str, script: str) -> BotEntry:
    return BotEntry(name, f"{PYTHON} {shlex.quote(str(BOTS / script))}")


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))


async def play_out(entry: BotEntry, length: str, monkeypatch: pytest.MonkeyPatch,
                   ) -> tuple[Session, list[str]]:
    """A game on auto-play with ``entry`` on your right: the session and the warnings."""
    warnings: list[str] = []
    monkeypatch.setattr(MahjongApp, "notify",
                        lambda self, message, **_: warnings.append(str(message)))
    settings = Settings(ai_speed="instant", autoplay=True, bots=(entry,))
    config = GameConfig(length=length, seed=21, human_seat=0,
                        ai_levels=(entry.opponent, "easy", "easy"), bots=settings.bots)
    session = Session.new(config)
    app = MahjongApp(session=session, settings=settings)
    async with app.run_test(size=SIZE) as pilot:
        while not isinstance(app.screen, GameResultScreen):
            await until(pilot, lambda: isinstance(app.screen, RoundResultScreen
                                                  | GameResultScreen),
                        limit=20_000, seconds=240, failure="the hand never ended")
            result = app.screen
            if isinstance(result, RoundResultScreen):
                await pilot.press("enter")
                await until(pilot, lambda shown=result: app.screen is not shown)
    return session, warnings


async def test_a_legal_bot_plays_a_whole_tonpuusen(monkeypatch: pytest.MonkeyPatch) -> None:
    session, warnings = await play_out(bot("Tsumogiri", "legal_bot.py"), "tonpuu",
                                       monkeypatch)
    assert isinstance(session.game.log[-1], GameEnded)
    assert session.game.hands_played >= 4
    seat_bot = session.players[1]
    assert isinstance(seat_bot, TableBot)
    assert seat_bot.external.errors == [] and seat_bot.external.fallbacks == 0
    assert warnings == []
    assert session.record_names()[1] == "Tsumogiri"  # the log and the record name it


@pytest.mark.parametrize(("script", "failures"), [
    ("slow_bot.py", {"timeout"}),
    ("broken_bot.py", {"illegal", "unreadable"}),
    ("no_such_bot.py", {"exited"}),
])
async def test_a_failing_bot_is_replaced_with_one_warning(
    script: str, failures: set[str], monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(table_bot, "DECISION_SECONDS", 0.3)
    session, warnings = await play_out(bot("Flaky", script), "tonpuu", monkeypatch)
    assert isinstance(session.game.log[-1], GameEnded)  # the game went on to its end
    seat_bot = session.players[1]
    assert isinstance(seat_bot, TableBot) and seat_bot.external.fallbacks > 0
    assert set(seat_bot.external.failures) == failures
    first = seat_bot.external.failures[0]
    assert warnings == [t("bots.failed", name="Flaky", what=t(f"bots.failure.{first}"))]


async def test_a_bot_that_cannot_start_is_replaced(monkeypatch: pytest.MonkeyPatch) -> None:
    session, warnings = await play_out(BotEntry("Ghost", "no-such-program-here --mjai"),
                                       "tonpuu", monkeypatch)
    assert isinstance(session.game.log[-1], GameEnded)
    seat_bot = session.players[1]
    assert isinstance(seat_bot, TableBot) and seat_bot.cannot_start
    assert warnings == ["Ghost could not be started: the strong AI played that move, and "
                        "plays any other it fails."]


def test_a_save_names_its_bot_and_never_its_command(tmp_path: Path) -> None:
    entry = bot("Mine", "legal_bot.py")
    session = Session.new(GameConfig(length="tonpuu", seed=4, human_seat=0,
                                     ai_levels=("normal", entry.opponent, "normal"),
                                     bots=(entry,)), save_path=tmp_path / "save.json")
    assert session.save()
    text = (tmp_path / "save.json").read_text("utf-8")
    assert "bot:Mine" in text and "legal_bot" not in text
    resumed = Session.load(tmp_path / "save.json", (entry,))
    assert isinstance(resumed.players[2], TableBot) and resumed.missing_bots == []
    # The bot was removed from the settings since: the strong AI plays its seat.
    gone = Session.load(tmp_path / "save.json")
    assert not gone.table_bots() and gone.missing_bots == ["Mine"]
    assert gone.record_names()[2] == "Mine"


async def test_bots_are_added_in_the_settings_and_offered_for_a_new_game(
    tmp_path: Path,
) -> None:
    settings = Settings()
    app = MahjongApp(settings=settings)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        app.action_settings()
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen))
        screen = app.screen
        screen.query_one("#bot-name", Input).value = "Mortal [bold]"
        screen.query_one("#bot-command", Input).value = "mortal --mjai 'unclosed"
        screen.query_one("#add-bot", Button).press()
        await pilot.pause()
        assert settings.bots == ()
        assert "quote" in str(screen.query_one("#settings-message").render())
        screen.query_one("#bot-command", Input).value = "mortal --mjai"
        screen.query_one("#add-bot", Button).press()
        await until(pilot, lambda: bool(settings.bots))
        assert settings.bots == (BotEntry("Mortal [bold]", "mortal --mjai"),)
        await pilot.pause()
        # Plain text: the name's brackets show as typed.
        assert "Mortal [bold]" in str(screen.query_one(".bot-entry").render())
        seat = screen.query_one("#ai-1", Select)
        assert "bot:Mortal [bold]" in [value for _, value in seat._options]
        seat.value = "bot:Mortal [bold]"
        await pilot.pause()
        assert settings.ai_levels[1] == "bot:Mortal [bold]"
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        saved, warning = ConfigStore().load_settings()
        assert warning is None and saved.bots == settings.bots
        assert saved.ai_levels[1] == "bot:Mortal [bold]"
        app.push_screen(NewGameScreen(settings, app.config))
        await until(pilot, lambda: isinstance(app.screen, NewGameScreen))
        choice = app.screen.choice()
        assert not isinstance(choice, str) and choice.ai_levels[1] == "bot:Mortal [bold]"
        app.pop_screen()
        # Removing it gives its seat back to the normal AI.
        app.action_settings()
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen))
        app.screen.query_one("#remove-bot-0", Button).press()
        await until(pilot, lambda: not settings.bots)
        assert settings.ai_levels == ("normal", "normal", "normal")


async def test_the_settings_open_with_a_line_up_in_the_seats() -> None:
    """A line-up chosen for a new game stays in the settings; the seats there show it (it
    crashed the settings screen)."""
    settings = Settings(ai_levels=LINEUPS["host"])
    app = MahjongApp(settings=settings)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        app.action_settings()
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen))
        values = [app.screen.query_one(f"#ai-{p}", Select).value for p in range(3)]
        assert tuple(values) == LINEUPS["host"]


class Broken:
    """A player whose every decision fails (a fault in an AI)."""

    def decide(self, observation: object, actions: object) -> object:
        raise RuntimeError("a fault")


async def test_a_player_s_fault_plays_the_simplest_move_with_one_warning(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    warnings: list[str] = []
    monkeypatch.setattr(MahjongApp, "notify",
                        lambda self, message, **_: warnings.append(str(message)))
    session = Session(ONE_HAND, 5, human_seat=0, players={1: Broken()})  # type: ignore[dict-item]
    app = MahjongApp(session=session, settings=Settings(ai_speed="instant", autoplay=True))
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RoundResultScreen), seconds=60,
                    limit=20_000)
    discards = [a for s, a in session.actions if s == 1]
    assert discards and all(getattr(a, "tsumogiri", True) for a in discards)
    assert warnings == [t("table.ai_fault", name=session.name(1))]
