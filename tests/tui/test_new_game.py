"""Pilot: the new-game dialog, and a saved game never lost by accident (New game and
``play`` ask before replacing an unfinished game, a save that cannot be resumed is set
aside first, Continue is offered only when there is a save)."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest
from rich.color import Color
from textual.content import Content
from textual.widgets import Select

from mahjong_tui.files.places import CONFIG_DIR_ENV, DATA_DIR_ENV
from mahjong_tui.play.config import ConfigStore, Settings
from mahjong_tui.play.game_config import CHARACTER_IDS, LINEUPS, GameConfig
from mahjong_tui.play.session import Session
from mahjong_tui.text.plates import PLATE_COLOURS
from mahjong_tui.tui.app import MahjongApp
from mahjong_tui.tui.screens.confirm import ConfirmScreen
from mahjong_tui.tui.screens.help import HelpScreen
from mahjong_tui.tui.screens.new_game import NewGameScreen
from mahjong_tui.tui.screens.table import TableScreen
from mahjong_tui.tui.screens.title import TitleScreen
from mahjong_tui.tui.widgets.opponent import OpponentView
from rules.presets import load_preset
from tests.play.test_session import play
from tests.tui.helpers import screen_text, until

SIZE = (100, 30)


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    return tmp_path


def unfinished_save(data_dir: Path, moves: int = 30) -> str:
    """A hanchan saved a few moves in; the file's text."""
    session = Session.new(GameConfig(seed=3, human_seat=0), data_dir / "savegame.json")
    play(session, moves)
    session.save()
    return (data_dir / "savegame.json").read_text("utf-8")


def dialog_ready(app: MahjongApp) -> bool:
    """The new-game dialog is on top and mounted (its Start button took the focus): under
    load a key pressed as soon as the screen was pushed could reach it before its bindings
    did (a CI run timed out waiting for the table after Enter)."""
    return isinstance(app.screen, NewGameScreen) and app.screen.focused is not None


def footer_keys(app: MahjongApp) -> set[str]:
    return {b.binding.key for b in app.screen.active_bindings.values() if b.enabled}


async def test_a_first_run_offers_no_continue_anywhere() -> None:
    app = MahjongApp(settings=Settings())
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        assert "c" not in footer_keys(app) and "n" in footer_keys(app)
        assert "Continue" not in screen_text(app)
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)


async def test_new_game_asks_before_replacing_an_unfinished_game(data_dir: Path) -> None:
    saved = unfinished_save(data_dir)
    app = MahjongApp(settings=Settings(ai_speed="instant"))
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        assert "c" in footer_keys(app)
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        text = screen_text(app)
        assert "unfinished game" in text and "East 1" in text and "Hanchan" in text
        await pilot.press("n")  # keep it
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        assert (data_dir / "savegame.json").read_text("utf-8") == saved
        await pilot.press("n", "y")
        await until(pilot, lambda: dialog_ready(app))
        await pilot.press("escape")  # changed my mind in the dialog: nothing is lost
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        await pilot.press("n", "y")
        await until(pilot, lambda: dialog_ready(app))
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        assert isinstance(app.screen, TableScreen) and app.screen.session.seed != 3


async def test_a_new_game_or_continue_starts_with_you_at_the_controls(data_dir: Path) -> None:
    """Auto-play belongs to the game it was turned on in (the README says which toggles
    are kept): leave with it on, and neither a new game nor Continue plays for you."""
    app = MahjongApp(settings=Settings(ai_speed="normal"))
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        for keys in (("n",), ("c",), ("n", "y")):
            await pilot.press(*keys)
            if keys != ("c",):
                await until(pilot, lambda: dialog_ready(app))
                await pilot.press("enter")
            await until(pilot, lambda: isinstance(app.screen, TableScreen))
            assert not app.settings.autoplay
            assert "the AI plays your seat" not in screen_text(app)
            await pilot.press("a")
            await until(pilot, lambda: "the AI plays your seat" in screen_text(app))
            await pilot.press("q")
            await until(pilot, lambda: isinstance(app.screen, TitleScreen))


@pytest.mark.parametrize("save", [
    "{not json",
    json.dumps({"version": 1, "seed": 1, "human_seat": 0, "ai_levels": ["normal"] * 3,
                "rules": {}, "actions": [[0, {"type": "Discard", "tile": 99}]]}),
])
async def test_a_save_that_cannot_be_resumed_is_set_aside_before_a_new_game(
        data_dir: Path, save: str) -> None:
    (data_dir / "savegame.json").write_text(save, "utf-8")
    app = MahjongApp(settings=Settings(ai_speed="instant"))
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        await pilot.press("n")
        await until(pilot, lambda: dialog_ready(app))  # nothing to ask
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        assert (data_dir / "savegame.json.bak").read_text("utf-8") == save
        messages = [n.message for n in app._notifications]
        assert any("could not be resumed" in m and "kept aside" in m for m in messages)
        assert not any(str(data_dir) in m for m in messages)  # no path on screen


async def test_a_bad_save_that_cannot_be_moved_yet_is_moved_before_it_is_replaced(
        data_dir: Path) -> None:
    """On a read-only disk the bad save stays where it is; once the disk is writable, the
    new game's first save moves it aside before replacing it (it was never overwritten)."""
    bad = "{not a save"
    (data_dir / "savegame.json").write_text(bad, "utf-8")
    app = MahjongApp(settings=Settings(ai_speed="normal"))  # no hand ends while we look
    with pytest.MonkeyPatch.context() as fault:
        fault.setattr(os, "replace", _read_only_replace)
        async with app.run_test(size=SIZE, notifications=True) as pilot:
            await until(pilot, lambda: isinstance(app.screen, TitleScreen))
            await pilot.press("n")
            await until(pilot, lambda: dialog_ready(app))
            await pilot.press("enter")
            await until(pilot, lambda: isinstance(app.screen, TableScreen))
            messages = [n.message for n in app._notifications]
            assert any("could not be moved aside" in m for m in messages)
            assert (data_dir / "savegame.json").read_text("utf-8") == bad
            fault.undo()
            await pilot.press("q")
            await until(pilot, lambda: isinstance(app.screen, TitleScreen))
    assert (data_dir / "savegame.json.bak").read_text("utf-8") == bad
    Session.load(data_dir / "savegame.json")  # the new game's save (the bad one never loads)


def _read_only_replace(*args: object, **kwargs: object) -> None:
    raise OSError(errno.EROFS, os.strerror(errno.EROFS))


async def test_play_asks_before_replacing_an_unfinished_game(data_dir: Path) -> None:
    saved = unfinished_save(data_dir)
    app = MahjongApp(settings=Settings(ai_speed="instant"), play=GameConfig(seed=9))
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        assert isinstance(app.screen, TitleScreen) and app.screen.can_continue
    assert (data_dir / "savegame.json").read_text("utf-8") == saved
    app = MahjongApp(settings=Settings(ai_speed="instant"), play=GameConfig(seed=9))
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("y")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        assert isinstance(app.screen, TableScreen) and app.screen.session.seed == 9


async def test_play_without_a_save_goes_straight_to_the_table() -> None:
    app = MahjongApp(settings=Settings(ai_speed="instant"),
                     play=GameConfig("mleague", "tonpuu", seed=4))
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        assert isinstance(app.screen, TableScreen)
        rules = app.screen.session.rules
        assert (rules.name, rules.game_length, app.screen.session.seed) == (
            "mleague", "tonpuu", 4)


async def set_select(app: MahjongApp, name: str, value: str) -> None:
    app.screen.query_one(f"#new-game-{name}", Select).value = value


async def test_the_dialog_starts_the_chosen_game_and_remembers_it(data_dir: Path) -> None:
    store = ConfigStore(data_dir / "config")
    app = MahjongApp(config=store)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        await pilot.press("n")
        await until(pilot, lambda: dialog_ready(app))
        text = screen_text(app)
        assert "East and South (hanchan)" in text and "Tenhou (天鳳)" in text
        assert "tenhou" not in text and "normal" not in text  # words, not ids
        await set_select(app, "length", "tonpuu")
        await set_select(app, "preset", "mahjongsoul")
        await set_select(app, "level-1", "strong")
        await pilot.pause()
        await pilot.click("#new-game-start")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        assert isinstance(app.screen, TableScreen)
        session = app.screen.session
        assert session.rules == load_preset("mahjongsoul").with_changes(game_length="tonpuu")
        assert session.ai_levels == ("normal", "strong", "normal")
    settings, warning = store.load_settings()
    assert warning is None and settings.preset == "mahjongsoul"
    assert settings.rules.game_length == "tonpuu" and settings.ai_levels[1] == "strong"
    app = MahjongApp(config=store)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        await pilot.press("n", "y")  # the game above is unfinished: replace it
        await until(pilot, lambda: dialog_ready(app))
        screen = app.screen
        assert [str(screen.query_one(f"#new-game-{n}", Select).value)
                for n in ("length", "preset", "level-0", "level-1")] == [
            "tonpuu", "mahjongsoul", "normal", "strong"]
        assert "East only (tonpuusen)" in screen_text(app)


async def test_the_focus_starts_on_the_first_choice() -> None:
    """As the hint says: Space opens the length's list, Tab goes to the rules, and Enter
    (no list open) still starts at once with the last choices."""
    app = MahjongApp(settings=Settings(ai_speed="normal"))
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        await pilot.press("n")
        await until(pilot, lambda: dialog_ready(app))
        assert app.screen.focused is app.screen.query_one("#new-game-length", Select)
        await pilot.press("space")
        length = app.screen.query_one("#new-game-length", Select)
        # The list opens at once and takes the focus a moment later: keys wait for that.
        await until(pilot, lambda: length.expanded and app.focused is not length)
        await pilot.press("escape")
        await until(pilot, lambda: not length.expanded and app.focused is length)
        await pilot.press("tab")
        await until(pilot, lambda: app.screen.focused is app.screen.query_one(
            "#new-game-preset", Select))
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))


async def test_east_only_is_no_change_of_the_preset() -> None:
    """Tenhou played East only is Tenhou: the dialog does not call it "with your changes"."""
    rules = load_preset("tenhou").with_changes(game_length="tonpuu")
    app = MahjongApp(settings=Settings(preset="tenhou", rules=rules, ai_speed="normal"))
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        await pilot.press("n")
        await until(pilot, lambda: dialog_ready(app))
        assert "with your changes" not in screen_text(app)
        assert app.screen.query_one("#new-game-length", Select).value == "tonpuu"


async def test_enter_picks_in_an_open_list_and_starts_when_none_is_open() -> None:
    app = MahjongApp(settings=Settings(ai_speed="instant"))
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        await pilot.press("n")
        await until(pilot, lambda: dialog_ready(app))
        length = app.screen.query_one("#new-game-length", Select)
        length.focus()
        await pilot.press("space")  # opens the list
        await until(pilot, lambda: length.expanded and app.focused is not length)
        await pilot.press("up", "enter")
        # The list closes at once, but the focus comes back to the Select a moment later:
        # an enter before that would go to the closed list (a race under load).
        await until(pilot, lambda: not length.expanded and app.focused is length)
        assert isinstance(app.screen, NewGameScreen) and length.value == "tonpuu"
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        assert isinstance(app.screen, TableScreen)
        assert app.screen.session.rules.game_length == "tonpuu"


async def test_the_preset_in_force_keeps_the_settings_changes_and_says_so() -> None:
    changed = load_preset("tenhou").with_changes(kuitan=False)
    app = MahjongApp(settings=Settings(rules=changed, ai_speed="instant"))
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        await pilot.press("n")
        await until(pilot, lambda: dialog_ready(app))
        assert "Tenhou (天鳳), with your changes" in screen_text(app)
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        assert isinstance(app.screen, TableScreen)
        assert app.screen.session.rules == changed


async def test_help_opens_at_the_dialogs_keys_and_closes_back_to_it() -> None:
    app = MahjongApp(settings=Settings())
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        await pilot.press("n")
        await until(pilot, lambda: dialog_ready(app))
        dialog = app.screen
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen))
        assert isinstance(app.screen, HelpScreen) and app.screen.section == "new_game"
        await pilot.pause()
        assert 0 <= app.screen.query_one("#help-new_game").region.y < 3
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is dialog)


@pytest.mark.parametrize("language", ["en", "ja"])
async def test_a_line_up_takes_the_three_seats(data_dir: Path, language: str) -> None:
    """Opponents: a line-up fills the three seats with its characters (the seats then
    say only where they are); a seat changed by hand makes it "by level" again; the game
    starts against the line-up chosen, and the settings keep it."""
    app = MahjongApp(settings=Settings(ai_speed="instant", language=language))
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        await pilot.press("n")
        await until(pilot, lambda: dialog_ready(app))
        dialog = app.screen
        lineup = dialog.query_one("#new-game-lineup", Select)
        assert lineup.value == "levels"
        lineup.value = "bakumatsu"
        await until(pilot, lambda: dialog.query_one("#new-game-level-2", Select).value == "okita")
        seats = [dialog.query_one(f"#new-game-level-{p}", Select).value for p in range(3)]
        assert seats == ["ryoma", "hijikata", "okita"]
        text = screen_text(app)
        assert ("On your right" in text and "Ryoma" in text) if language == "en" else (
            "下家" in text and "龍馬" in text)
        dialog.query_one("#new-game-level-1", Select).value = "strong"
        await until(pilot, lambda: lineup.value == "levels")
        dialog.query_one("#new-game-level-1", Select).value = "hijikata"
        await until(pilot, lambda: lineup.value == "bakumatsu")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        table = app.screen
        assert isinstance(table, TableScreen)
        assert table.session.ai_levels == ("ryoma", "hijikata", "okita")
        assert app.settings.ai_levels == ("ryoma", "hijikata", "okita")
        venue = "A teahouse in" if language == "en" else "京の茶屋"
        assert venue in screen_text(app)


async def test_each_character_has_its_name_plate_at_the_table(data_dir: Path) -> None:
    """The three of a line-up are named in colours of their own (the levels' players in
    plain bold)."""
    assert len(set(PLATE_COLOURS.values())) == len(PLATE_COLOURS) == len(CHARACTER_IDS)
    app = MahjongApp(play=GameConfig(length="tonpuu", seed=2, human_seat=0,
                                     ai_levels=LINEUPS["host"]),
                     settings=Settings(ai_speed="instant"))
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        await pilot.pause()
        for rel, character in zip((1, 2, 3), LINEUPS["host"], strict=True):
            view = app.screen.query_one(f"#opp-{rel}", OpponentView)
            shown = view.render()
            assert isinstance(shown, Content)
            name = character.capitalize()
            assert str(shown).startswith(name)
            styles = {str(span.style) for span in shown.spans if span.start < len(name)}
            colour = Color.parse(PLATE_COLOURS[character])
            spelt = (colour.name, "rgb({},{},{})".format(*colour.get_truecolor()))
            assert any(way in style for style in styles for way in spelt), styles
