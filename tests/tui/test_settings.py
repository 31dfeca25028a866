"""Pilot tests of the settings screen: presets, rule edits, refusals, custom presets,
settings remembered between runs, a corrupt settings file, the page keys, the switches'
state in words, and a snapshot."""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

import pytest
from rich.console import Console
from rich.table import Table
from rich.text import Text
from textual.pilot import Pilot
from textual.widgets import (
    Button,
    Input,
    OptionList,
    Select,
    Static,
    Switch,
    TabbedContent,
)

from ai.players import HeuristicPlayer
from mahjong_tui.files.places import CONFIG_DIR_ENV, DATA_DIR_ENV
from mahjong_tui.play.config import ConfigStore, Settings
from mahjong_tui.tui.app import MahjongApp
from mahjong_tui.tui.screens.confirm import ConfirmScreen
from mahjong_tui.tui.screens.help import HelpScreen, key_rows
from mahjong_tui.tui.screens.keys import SETTINGS_PAGES
from mahjong_tui.tui.screens.new_game import NewGameScreen
from mahjong_tui.tui.screens.round_result import RoundResultScreen
from mahjong_tui.tui.screens.settings import PresetList, SettingsScreen
from mahjong_tui.tui.screens.table import TableScreen
from mahjong_tui.tui.screens.title import TitleScreen
from mahjong_tui.tui.widgets.rule_editor import (
    MARK,
    OFF_STYLE,
    ON_STYLE,
    ChoiceList,
    RuleEditor,
    SwitchState,
)
from mahjong_tui.tui.widgets.rule_page import RulePage, RuleRow
from rules.presets import load_preset, load_preset_file, preset_to_toml
from tests.tui.helpers import CALL_AND_RON, screen_text, scripted_session, settle, until

SIZE = (120, 40)
SnapCompare = Callable[..., bool]


@pytest.fixture(autouse=True)
def config_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "data"))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    return tmp_path / "config"


async def open_settings(pilot: Pilot[None], app: MahjongApp) -> SettingsScreen:
    await pilot.pause()
    await pilot.press("s")
    await pilot.pause()
    assert isinstance(app.screen, SettingsScreen)
    return app.screen


async def page(pilot: Pilot[None], screen: SettingsScreen, number: int, field: str) -> RulePage:
    """Open rule page ``number`` at ``field``, with the focus on its list."""
    screen.query_one(TabbedContent).active = f"tab-{number}"
    rules = screen.query_one(f"#tab-{number} RulePage", RulePage)
    rules.select(field)
    rules.query_one(OptionList).focus()
    # The page swaps its editor (remove, then mount): on a loaded machine one pause may
    # fall between the two, or between the editor's mount and its own widgets' (a query of
    # its switch found nothing once): wait until the new editor is mounted, children and all.
    await until(
        pilot,
        lambda: any(e.field.name == field and e.is_mounted for e in rules.query(RuleEditor)),
    )
    assert rules.editor.field.name == field
    return rules


async def pick_preset(pilot: Pilot[None], screen: SettingsScreen, name: str) -> None:
    presets = screen.query_one("#preset-list", OptionList)
    presets.focus()
    presets.highlighted = presets.get_option_index(name)
    await pilot.press("enter")
    await pilot.pause()


def message(screen: SettingsScreen) -> str:
    return str(screen.query_one("#settings-message", Static).content)


async def test_preset_toggle_refusal_and_nothing_invalid_saved(config_dir: Path) -> None:
    app = MahjongApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_settings(pilot, app)
        await pick_preset(pilot, screen, "mleague")
        assert app.settings.preset == "mleague"
        assert app.settings.rules == load_preset("mleague")
        # Toggle a switch from its row: the value changes and the row is marked.
        riichi = await page(pilot, screen, 3, "ippatsu")
        before = app.settings.rules.ippatsu
        await pilot.press("enter")
        await pilot.pause()
        assert app.settings.rules.ippatsu is not before
        rows = riichi.query_one(OptionList)
        assert riichi.editor.changed
        assert MARK in row_text(rows.get_option_at_index(riichi.names.index("ippatsu")).prompt)
        # A switch the validators refuse goes back, with their reason at the field.
        await page(pilot, screen, 3, "kan_dora")
        await pilot.press("enter")
        await pilot.pause()
        assert app.settings.rules.kan_dora
        error = str(riichi.editor.query_one(".rule-error", Static).content)
        assert "kan ura dora needs both kan dora and ura dora" in error
        assert "kan ura dora needs" in message(screen)
        # An uma that does not sum to 0 is refused and the typed text stays to be fixed.
        uma_page = await page(pilot, screen, 6, "uma")
        uma_before = app.settings.rules.uma
        first = uma_page.editor.query(Input).first()
        first.focus()
        await pilot.press("ctrl+a", "9", "9")  # select all, then type
        await pilot.pause()
        assert app.settings.rules.uma == uma_before
        assert "uma must sum to 0" in str(uma_page.editor.query_one(".rule-error", Static).content)
        # Leaving saves only valid rules: the refused values are not in the file.
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
    saved, warning = ConfigStore(config_dir).load_settings()
    assert warning is None and saved.preset == "mleague"
    assert saved.rules == load_preset("mleague").with_changes(ippatsu=not before)


def row_text(prompt: object) -> str:
    """A list row's prompt (a Text or a grid of them) as plain text on one line."""
    console = Console(width=200, file=io.StringIO(), record=True)
    console.print(prompt)
    return " ".join(console.export_text().split())


async def choose(pilot: Pilot[None], editor: RuleEditor, value: object) -> None:
    """Pick ``value`` in a choice field's list, as Enter on it does."""
    choices = editor.query_one(ChoiceList)
    choices.highlighted = editor.field.options.index(value)
    choices.action_select()
    await pilot.pause()


async def test_renhou_window_choices_in_plain_words() -> None:
    app = MahjongApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_settings(pilot, app)
        yaku_page = await page(pilot, screen, 5, "renhou_window")
        choices = yaku_page.editor.query_one(ChoiceList)
        shown = [row_text(choices.get_option_at_index(i).prompt)
                 for i in range(choices.option_count)]
        assert shown == ["● Any before your own first draw", "○ Only the dealer's first discard"]
        await choose(pilot, yaku_page.editor, "dealer_first_discard")
        assert app.settings.rules.renhou_window == "dealer_first_discard"
        assert row_text(choices.get_option_at_index(1).prompt).startswith("●")
        row = yaku_page.query_one(OptionList).get_option_at_index(
            yaku_page.names.index("renhou_window"))
        assert row_text(row.prompt) == (
            "● Renhou on which discards Only the dealer's first discard")


async def test_one_choice_brings_the_rules_that_go_with_it() -> None:
    """ネットマージャン: no bust means no agari-yame and hakoshita on; red fives off take
    their chips with them instead of being refused."""
    app = MahjongApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_settings(pilot, app)
        await pick_preset(pilot, screen, "seed000_netmahjong")
        await page(pilot, screen, 1, "bust_enabled")
        await pilot.press("enter")
        await pilot.pause()
        rules = app.settings.rules
        assert (rules.bust_enabled, rules.agari_yame, rules.hakoshita) == (False, "none", True)
        assert message(screen) == (
            "Bust (トビ): changed. Changed with it: Stop on a last-hand win (あがりやめ): Never; "
            "Scores below zero count (箱下計算): on")
        reds = await page(pilot, screen, 3, "red_fives")
        for part in reds.editor.query(Input):
            part.value = "0"
            await pilot.pause()
            assert "Not applied" not in message(screen)
        rules = app.settings.rules
        assert rules.red_fives == (0, 0, 0)
        assert (rules.chip_aka, rules.chip_all_star) == (0, 0)
        assert message(screen) == (
            "Red fives (赤ドラ): changed. Changed with it: Chips per red five (赤ドラ): 0")


async def test_reset_one_field_and_all(config_dir: Path) -> None:
    app = MahjongApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_settings(pilot, app)
        calls = await page(pilot, screen, 2, "kuitan")
        await pilot.press("enter")
        await pilot.pause()
        assert not app.settings.rules.kuitan
        await pilot.click(calls.editor.query_one(".rule-reset"))
        await pilot.pause()
        assert app.settings.rules.kuitan and not calls.editor.changed
        await pilot.press("enter")
        await page(pilot, screen, 2, "kuikae")
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert app.settings.rules == load_preset("tenhou")
        assert MARK not in str(screen.query_one("#settings-summary", Static).content)


async def test_custom_preset_is_played_and_remembered(config_dir: Path) -> None:
    app = MahjongApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_settings(pilot, app)
        # The General page's length and starting points are rule editors too.
        general = screen.query("#game-column RuleEditor").results(RuleEditor)
        length, start = list(general)
        await choose(pilot, length, "tonpuu")
        start.query_one(Input).value = "30000"
        await pilot.pause()
        assert app.settings.rules.game_length == "tonpuu"
        assert app.settings.rules.starting_points == 30000
        screen.query_one("#ai-0", Select).value = "strong"
        await pilot.pause()
        assert app.settings.ai_levels == ("strong", "normal", "normal")
        await page(pilot, screen, 2, "kuitan")
        await pilot.press("enter")
        screen.query_one(TabbedContent).active = "tab-general"
        await pilot.pause()
        screen.query_one("#save-name", Input).focus()
        await pilot.press(*"house", "enter")
        await pilot.pause()
        assert app.settings.preset == "house"
        shown = app.settings.rules
        assert load_preset_file(config_dir / "presets" / "house.toml") == shown
        assert not shown.kuitan and shown.name == "house"
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, NewGameScreen))
        await pilot.press("enter")  # the dialog opens with the settings' choices
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        assert isinstance(app.screen, TableScreen)
        session = app.screen.session
        assert session.rules == shown
        opponents = [p for seat, p in session.players.items() if seat != session.human]
        assert all(isinstance(p, HeuristicPlayer) and p.rules is session.rules
                   for p in opponents)
        assert session.ai_levels == ("strong", "normal", "normal")
        await pilot.press("q")
        await pilot.pause()
    # The next run starts with the same settings.
    again = MahjongApp()
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert again.settings.preset == "house" and again.settings.rules == shown
        assert again.settings.ai_levels == ("strong", "normal", "normal")
        screen = await open_settings(pilot, again)
        presets = screen.query_one("#preset-list", OptionList)
        assert presets.highlighted == presets.get_option_index("house")


async def test_corrupt_settings_file_warns_and_is_kept(config_dir: Path) -> None:
    config_dir.mkdir(parents=True)
    (config_dir / "settings.json").write_text("{oops", encoding="utf-8")
    app = MahjongApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        (notice,) = app._notifications
        assert notice.severity == "warning" and "defaults are used" in notice.message
        assert app.settings == Settings()
        await open_settings(pilot, app)
        await pilot.press("escape")
        await pilot.pause()
    assert (config_dir / "settings.json.bak").read_text(encoding="utf-8") == "{oops"
    assert ConfigStore(config_dir).load_settings() == (Settings(), None)


async def test_settings_between_hands_apply_to_the_next_game() -> None:
    session = scripted_session([CALL_AND_RON])
    app = MahjongApp(session=session, settings=Settings(ai_speed="instant"))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, app)
        await pilot.press("s")  # not during a hand
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        for key in ("enter", "p", "left", "left", "left", "left", "enter", "r"):
            await pilot.press(key)
            await settle(pilot, app)
        assert isinstance(app.screen, RoundResultScreen)
        screen = await open_settings(pilot, app)
        assert screen.in_game
        assert "next game" in str(screen.query_one("#settings-summary", Static).content)


def active(screen: SettingsScreen) -> str:
    return screen.query_one(TabbedContent).active


async def test_page_keys_footer_and_help() -> None:
    app = MahjongApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_settings(pilot, app)
        assert SETTINGS_PAGES == 7
        # A digit goes to that page, its rule list focused so the arrows move in it.
        await pilot.press("4")
        assert active(screen) == "tab-3"
        riichi = screen.query_one("#tab-3 RulePage", RulePage)
        assert app.focused is riichi.query_one(OptionList)
        await pilot.press("down")
        assert riichi.query_one(OptionList).highlighted == 1
        # Ctrl+PgDn / Ctrl+PgUp turn the pages, also from a list (which binds them to
        # scroll sideways), round past either end.
        await pilot.press("ctrl+pagedown")
        assert active(screen) == "tab-4"
        await pilot.press("ctrl+pageup", "ctrl+pageup")
        assert active(screen) == "tab-2"
        await pilot.press("1")
        assert active(screen) == "tab-general"
        assert app.focused is screen.query_one("#preset-list")
        await pilot.press("ctrl+pageup")
        assert active(screen) == f"tab-{SETTINGS_PAGES - 1}"
        await pilot.press("ctrl+pagedown")
        assert active(screen) == "tab-general"
        # Digits typed in a text box are text.
        screen.query_one("#save-name", Input).focus()
        await pilot.press("3")
        assert screen.query_one("#save-name", Input).value == "3"
        assert active(screen) == "tab-general"
        await pilot.press("ctrl+pagedown")
        assert active(screen) == "tab-1"
        # The footer lists the page keys (as one group, "^pgup ^pgdn 1-7 Page": the
        # snapshot shows it); the help has the settings' keys at the top.
        shown = {b.key: b for _, b, enabled, _ in screen.active_bindings.values()
                 if b.show and enabled}
        group = shown["1"].group
        assert shown["1"].key_display == f"1-{SETTINGS_PAGES}"
        assert group is not None and group.description == "Page"
        assert shown["ctrl+pageup"].group is group and shown["ctrl+pagedown"].group is group
        await pilot.press("question_mark")
        await pilot.pause()
        help_screen = app.screen
        assert isinstance(help_screen, HelpScreen) and help_screen.section == "settings"
        assert 0 <= help_screen.query_one("#help-settings").region.y < 3
        rows = help_screen.query_one("#keys-settings", Static).content
        assert isinstance(rows, Table)
        keys = [str(cell) for cell in rows.columns[0].cells]
        assert keys == [key for key, _ in key_rows("settings")]
        assert f"1-{SETTINGS_PAGES}" in keys and "Ctrl+PgDn / Ctrl+PgUp" in keys
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen


def state(editor: RuleEditor) -> Text:
    """The words beside the editor's switch."""
    words = editor.query_one(SwitchState).content
    assert isinstance(words, Text)
    return words


def row_value(rules: RulePage, name: str) -> tuple[str, object]:
    """The value in ``name``'s list row, and its style."""
    prompt = rules.query_one(OptionList).get_option_at_index(rules.names.index(name)).prompt
    assert isinstance(prompt, RuleRow)
    return prompt.value.plain, prompt.value.style


async def test_switch_state_in_words_follows_every_change() -> None:
    app = MahjongApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_settings(pilot, app)
        riichi = await page(pilot, screen, 3, "ippatsu")
        assert app.settings.rules.ippatsu
        words = state(riichi.editor)
        assert (words.plain, words.style) == ("on", ON_STYLE)
        assert row_value(riichi, "ippatsu") == ("on", ON_STYLE)
        # Enter on the row toggles it: the switch, its words and the row say off.
        await pilot.press("enter")
        await pilot.pause()
        editor = riichi.editor
        assert not editor.query_one(Switch).value
        words = state(editor)
        assert (words.plain, words.style) == ("off", OFF_STYLE)
        assert row_value(riichi, "ippatsu") == ("off", OFF_STYLE)
        # A click on the words toggles the switch back on.
        await pilot.click(editor.query_one(SwitchState))
        await pilot.pause()
        assert app.settings.rules.ippatsu and editor.query_one(Switch).value
        assert state(editor).plain == "on" and row_value(riichi, "ippatsu")[0] == "on"
        # A refused toggle goes back, and so do the words.
        await page(pilot, screen, 3, "kan_dora")
        await pilot.press("enter")
        await pilot.pause()
        assert "kan ura dora needs" in message(screen)
        assert riichi.editor.query_one(Switch).value and state(riichi.editor).plain == "on"
        # Reset all to the preset: the words follow the switch set by the screen.
        await page(pilot, screen, 3, "ippatsu")
        await pilot.press("enter")
        await pilot.pause()
        assert state(riichi.editor).plain == "off"
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert state(riichi.editor).plain == "on" and row_value(riichi, "ippatsu")[0] == "on"


def test_settings_screen_snapshot(snap_compare: SnapCompare, config_dir: Path) -> None:
    async def run_before(pilot: Pilot[None]) -> None:
        app = pilot.app
        assert isinstance(app, MahjongApp)
        screen = await open_settings(pilot, app)
        await page(pilot, screen, 3, "ippatsu")
        await pilot.press("enter")  # changed: marked
        await page(pilot, screen, 3, "kan_dora")
        await pilot.press("enter")  # refused: the reason at the field
        await pilot.pause()

    assert snap_compare(MahjongApp(), terminal_size=SIZE, run_before=run_before)


def focus_order(app: MahjongApp, count: int) -> list[str]:
    return [w.id or type(w).__name__ for w in app.screen.focus_chain[:count]]


async def test_presets_look_then_play_and_tab_follows_the_screen() -> None:
    app = MahjongApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_settings(pilot, app)
        presets = screen.query_one(PresetList)
        # The highlighted preset is the one in force, marked; the summary names it.
        assert presets.highlighted == presets.get_option_index("tenhou")
        assert row_text(presets.get_option_at_index(presets.highlighted).prompt) == (
            "● Tenhou (天鳳)")
        assert "Rules: Tenhou (天鳳)" in str(screen.query_one("#settings-summary").content)
        # A click looks: the detail shows the preset, the rules stay.
        soul = presets.get_option_index("mahjongsoul")
        await pilot.click(presets, offset=(4, 1 + soul - round(presets.scroll_y)))
        await pilot.pause()
        assert presets.highlighted == soul and app.settings.preset == "tenhou"
        assert str(screen.query_one("#preset-detail").content).startswith(
            "Mahjong Soul (雀魂)\nMahjong Soul's ranked four-player South game")
        # A double click plays by it.
        await pilot.click(presets, offset=(4, 1 + soul - round(presets.scroll_y)), times=2)
        await pilot.pause()
        assert app.settings.preset == "mahjongsoul"
        presets.highlighted = presets.get_option_index("jpml")
        # The arrows look too; Enter plays by the highlighted one.
        presets.focus()
        await pilot.press("down")
        assert app.settings.preset == "mahjongsoul"
        await pilot.press("enter")
        await pilot.pause()
        assert app.settings.preset == "seed000_netmahjong"
        assert app.settings.rules == load_preset("seed000_netmahjong")
        assert message(screen) == "Playing by ネットマージャン house rules"
        assert row_text(presets.get_option_at_index(presets.highlighted).prompt) == (
            "● ネットマージャン house rules")
        # So does the button, for the one highlighted.
        await pilot.press("up")
        await pilot.click("#use-preset")
        await pilot.pause()
        assert app.settings.preset == "jpml"
        # Tab goes down the preset column, then down the game column's controls (the
        # column itself is no stop), then the buttons.
        assert focus_order(app, 12) == [
            "ContentTabs", "preset-list", "preset-detail-box", "use-preset", "save-name",
            "save-preset", "file-path", "import", "export", "language", "ChoiceList",
            "Input"]
        # Enter in the empty name box does nothing; the button asks for a name.
        screen.query_one("#save-name", Input).focus()
        before = message(screen)
        await pilot.press("enter")
        await pilot.pause()
        assert message(screen) == before and app.settings.preset == "jpml"
        await pilot.click("#save-preset")
        await pilot.pause()
        assert message(screen) == "Type a name for your rules first, then save them"


async def test_the_reset_button_is_whole_beside_its_rule() -> None:
    app = MahjongApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_settings(pilot, app)
        length = next(screen.query("#game-column RuleEditor").results(RuleEditor))
        await choose(pilot, length, "tonpuu")
        reset = length.query_one(".rule-reset", Button)
        assert reset.display and reset.region.width >= len("reset")
        assert "reset" in screen_text(app).splitlines()[reset.region.y]
        assert length.region.contains_region(reset.region)
        await pilot.click(reset)
        await pilot.pause()
        assert app.settings.rules.game_length == "hanchan"


async def test_import_takes_the_files_name_and_asks_before_replacing(
        config_dir: Path, tmp_path: Path) -> None:
    path = tmp_path / "imported.toml"
    path.write_text(preset_to_toml(load_preset("tenhou").with_changes(
        name="imported_tonpuu", game_length="tonpuu")), encoding="utf-8")
    app = MahjongApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_settings(pilot, app)
        screen.query_one("#file-path", Input).value = str(path)
        screen.query_one("#import", Button).press()  # a click can land on the toast
        await pilot.pause()
        assert app.settings.preset == "imported_tonpuu"
        assert message(screen) == "Imported the file as your preset 'imported_tonpuu'"
        # The same name again: asked first; keeping it changes nothing.
        path.write_text(preset_to_toml(load_preset("mleague").with_changes(
            name="imported_tonpuu")), encoding="utf-8")
        screen.query_one("#import", Button).press()  # a click can land on the toast
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        await pilot.pause()
        assert app.screen is screen and message(screen).startswith("Nothing saved")
        stored = config_dir / "presets" / "imported_tonpuu.toml"
        assert load_preset_file(stored).game_length == "tonpuu"
        # Replacing it takes the new file.
        screen.query_one("#import", Button).press()  # a click can land on the toast
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert load_preset_file(stored).uma == load_preset("mleague").uma
        assert app.settings.rules.uma == load_preset("mleague").uma


def test_settings_general_page_snapshot_80x24(snap_compare: SnapCompare) -> None:
    """The smallest screen: every tab, the presets (the one in force marked), the detail,
    the game column with the length's choices and a whole reset button."""
    async def run_before(pilot: Pilot[None]) -> None:
        app = pilot.app
        assert isinstance(app, MahjongApp)
        screen = await open_settings(pilot, app)
        length = next(screen.query("#game-column RuleEditor").results(RuleEditor))
        await choose(pilot, length, "tonpuu")
        presets = screen.query_one(PresetList)
        presets.highlighted = presets.get_option_index("seed000_netmahjong")
        await pilot.pause()

    assert snap_compare(MahjongApp(), terminal_size=(80, 24), run_before=run_before)
