"""Every screen in Japanese: no English word from the English catalogue on it, and the
double-width text within the terminal at 80x24 and 100x30 (snapshots at both sizes).

The English words looked for are the English catalogue's (three letters or more); a word
the Japanese catalogue uses on purpose (key names such as Enter and Esc, WRC, the app's
command names) is not one of them.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from rich.cells import cell_len
from textual.containers import VerticalScroll
from textual.pilot import Pilot
from textual.widgets import Button, Input, OptionList, Static, TabbedContent

from mahjong_tui.files.places import CONFIG_DIR_ENV, DATA_DIR_ENV, HISTORY_FILE
from mahjong_tui.play.config import Settings
from mahjong_tui.play.replay_view import ReplayView
from mahjong_tui.records.load import read_record
from mahjong_tui.text.language import catalogue
from mahjong_tui.text.yaku_table import yaku_rows
from mahjong_tui.tui.app import MahjongApp
from mahjong_tui.tui.screens.game_result import GameResultScreen
from mahjong_tui.tui.screens.help import HelpScreen
from mahjong_tui.tui.screens.new_game import NewGameScreen
from mahjong_tui.tui.screens.practice import PracticeScreen
from mahjong_tui.tui.screens.record import RecordScreen
from mahjong_tui.tui.screens.round_result import RoundResultScreen
from mahjong_tui.tui.screens.settings import SettingsScreen
from mahjong_tui.tui.screens.title import TitleScreen
from mahjong_tui.tui.widgets.rule_page import RulePage
from tests.records.data import PHOENIX_JSON
from tests.tui.helpers import (
    CALL_AND_RON,
    ONE_HAND,
    app_at,
    screen_text,
    scripted_session,
    settle,
    until,
)

SIZES = [(80, 24), (100, 30)]
SnapCompare = Callable[..., bool]
_WORD = re.compile(r"[A-Za-z]{3,}")


def english_words() -> set[str]:
    """The English catalogue's words that the Japanese one does not use too."""
    def words(language: str) -> set[str]:
        return {w.lower() for text in catalogue(language).values() for w in _WORD.findall(text)}

    return words("en") - words("ja")


def english_on(text: str) -> list[str]:
    found = english_words()
    return sorted({w for w in _WORD.findall(text) if w.lower() in found})


def test_the_check_catches_english() -> None:
    assert english_on("ロン Discard 5m · テンパイ  Settings") == ["Discard", "Settings"]
    assert english_on("Enter で次へ  Esc: 戻る  5m 7z") == []


def japanese(**settings: Any) -> Settings:
    return Settings(ai_speed="instant", language="ja", **settings)


def broken_badly(text: str) -> list[str]:
    """The lines of the screen that start with 。、」） (the Japanese line-break rules keep
    them at the end of the line before)."""
    return [line for line in text.splitlines() if line.strip()[:1] in set("。、」）")]


def fits(text: str, width: int) -> bool:
    """No line of the screen is wider than the terminal (a double-width character that
    does not fit would push the line out)."""
    return all(cell_len(line) <= width for line in text.splitlines())


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "data"))


async def to(pilot: Pilot[None], app: MahjongApp, key: str, screen: type[object]) -> None:
    """Press ``key`` and wait for ``screen`` to be shown."""
    await pilot.press(key)
    await until(pilot, lambda: isinstance(app.screen, screen))
    await pilot.pause()


async def look_through_help(pilot: Pilot[None], app: MahjongApp,
                            look: Callable[[str, MahjongApp], None]) -> int:
    """Every page of the help from its top to its end (the keys, then the yaku), a page
    down at a time; how many pages were seen."""
    box = app.screen.query_one("#help-box", VerticalScroll)
    pages = 0
    while True:
        look(f"help page {pages}", app)
        pages += 1
        if box.scroll_y >= box.max_scroll_y:
            assert yaku_rows(app.settings.rules)[-1].name_ja in screen_text(app)
            return pages
        await pilot.press("pagedown")
        await pilot.pause()


async def refuse_an_edit(pilot: Pilot[None], app: MahjongApp) -> None:
    """Turn kan dora off, which the rules refuse while kan ura dora is on: the reason is
    shown at the rule and in the screen's message line."""
    screen = app.screen
    screen.query_one(TabbedContent).active = "tab-3"
    rules = screen.query_one("#tab-3 RulePage", RulePage)
    rules.select("kan_dora")
    rules.query_one(OptionList).focus()
    await pilot.pause()
    await pilot.press("enter")
    await pilot.pause()
    refusal = "カン裏には「カンドラ」と「裏ドラ」の両方が必要です"
    assert str(rules.editor.query_one(".rule-error", Static).content) == f"✗ {refusal}"
    said = str(screen.query_one("#settings-message", Static).content)
    assert said == f"変更できません: {refusal}"
    assert app.settings.rules.kan_dora


@pytest.mark.parametrize("size", SIZES)
async def test_every_screen_in_japanese(size: tuple[int, int]) -> None:
    """Title, the help (every page of it, keys and yaku), settings (every page), discard
    practice before and after an answer, the record, the new-game dialog; the table
    through a call, a ron offer, the round result and the game result."""
    seen: dict[str, list[str]] = {}

    def look(where: str, app: MahjongApp) -> None:
        text = screen_text(app)
        assert fits(text, size[0]), where
        assert broken_badly(text) == [], where
        if where.startswith(("settings", "help")):
            assert "…" not in text, where  # a label, a value or a key cut short
        seen[where] = english_on(text)

    app = MahjongApp(settings=japanese())
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        await pilot.pause()
        look("title", app)
        await to(pilot, app, "h", HelpScreen)
        await look_through_help(pilot, app, look)
        await to(pilot, app, "escape", TitleScreen)
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen))
        tabs = app.screen.query_one(TabbedContent)
        for pane in ["tab-general", *(f"tab-{n}" for n in range(1, 7))]:
            tabs.active = pane
            await pilot.pause()
            look(f"settings {pane}", app)
        await refuse_an_edit(pilot, app)
        look("settings refused", app)
        await to(pilot, app, "escape", TitleScreen)
        await to(pilot, app, "p", PracticeScreen)
        look("practice", app)
        await pilot.press("enter")
        await pilot.pause()
        look("practice answered", app)
        await to(pilot, app, "escape", TitleScreen)
        await to(pilot, app, "r", RecordScreen)
        look("record", app)
        await to(pilot, app, "escape", TitleScreen)
        await to(pilot, app, "n", NewGameScreen)
        look("new game", app)

    app = MahjongApp(session=scripted_session([CALL_AND_RON], ONE_HAND), settings=japanese())
    async with app.run_test(size=size) as pilot:
        await settle(pilot, app)
        look("table", app)
        await pilot.press("enter")
        await settle(pilot, app)
        look("call offer", app)
        await pilot.press("p")
        await settle(pilot, app)
        await pilot.press("left", "left", "left", "left", "enter")
        await settle(pilot, app)
        look("ron offer", app)
        await pilot.press("r")
        await until(pilot, lambda: isinstance(app.screen, RoundResultScreen))
        await pilot.pause()
        look("round result", app)
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, GameResultScreen))
        await pilot.pause()
        look("game result", app)
    assert {where: words for where, words in seen.items() if words} == {}
    help_pages = [where for where in seen if where.startswith("help")]
    assert len(help_pages) >= 5
    assert len(seen) == 18 + len(help_pages)


def broken_files(config: Path, data: Path) -> None:
    """A hand-edited settings file with a bad rule value, custom presets that are not TOML
    or name a choice that does not exist, a record with an entry that is no game, and a save
    whose rules say a switch is a number."""
    config.mkdir(parents=True)
    (config / "settings.json").write_text(json.dumps(
        {"version": 1, "preset": "tenhou", "changes": {"kuitan": "maybe"},
         "ai_levels": ["normal"] * 3, "ai_speed": "fast", "tile_style": "text"}), "utf-8")
    (config / "presets").mkdir()
    (config / "presets" / "cut.toml").write_text("uma = [1", "utf-8")
    (config / "presets" / "odd.toml").write_text('renhou = "sometimes"\nbogus = 1', "utf-8")
    data.mkdir(parents=True)
    (data / HISTORY_FILE).write_text("[5]", "utf-8")
    (data / "savegame.json").write_bytes(b'{"version": \xff}')


@pytest.mark.parametrize("size", SIZES)
async def test_every_warning_in_japanese(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                         size: tuple[int, int]) -> None:
    """The warnings about files a player may have edited or broken, as the screens show
    them (the settings file at start, the custom presets on the settings screen, the
    record, a save that cannot be resumed): no English word from the English catalogue, no
    rule by its id, and within the terminal."""
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "data"))
    broken_files(tmp_path / "config", tmp_path / "data")
    seen: dict[str, str] = {}
    app = MahjongApp()
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        await pilot.pause()
        seen["title"] = screen_text(app)
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen))
        await until(pilot, lambda: len(app._notifications) == 3)
        said = [n.message for n in app._notifications]  # (before the first one expires)
        app.screen.query_one("#file-path", Input).value = str(
            tmp_path / "config" / "presets" / "odd.toml")
        app.screen.query_one("#import", Button).press()
        await until(pilot, lambda: "取り込めません" in screen_text(app))
        seen["import refused"] = screen_text(app)
        await to(pilot, app, "escape", TitleScreen)
        await to(pilot, app, "r", RecordScreen)
        seen["record"] = screen_text(app)
        await to(pilot, app, "escape", TitleScreen)
        await pilot.press("c")
        await until(pilot, lambda: "再開できません" in screen_text(app))
        seen["not resumed"] = screen_text(app)
    assert len(said) == 3
    plain = ["".join(m.split()) for m in said]  # (broken into lines, a space at a break goes)
    assert plain[0].startswith("設定ファイルの内容が正しくありません(「喰いタン」:trueかfalse")
    assert "「cut」" in plain[1] and "TOMLとして正しくありません" in plain[1]
    assert "「odd」" in plain[2] and "「人和」" in plain[2]
    assert "2番目" not in seen["record"] and "対局の一覧ではありません" not in seen["record"]
    assert "1番目の項目が対局の記録になっていません" in seen["record"].replace("\n", "")
    assert "「役満」のどれかにしてください" in seen["import refused"]  # on screen, not cut
    for where, text in [*seen.items(), *((f"toast {i}", m) for i, m in enumerate(said))]:
        assert fits(text, size[0]), where
        assert broken_badly(text) == [], where
        assert english_on(text) == [], (where, text)
        assert not re.search(r"[a-z]+_[a-z_]+", text), (where, text)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "100x30"])
def test_japanese_call_prompt(snap_compare: SnapCompare, size: tuple[int, int]) -> None:
    app, run_before = app_at(["enter"], japanese())
    assert snap_compare(app, terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "100x30"])
def test_japanese_ron_offer(snap_compare: SnapCompare, size: tuple[int, int]) -> None:
    app, run_before = app_at(["enter", "p", "discard-9p"], japanese())
    assert snap_compare(app, terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "100x30"])
def test_japanese_round_result(snap_compare: SnapCompare, size: tuple[int, int]) -> None:
    app, run_before = app_at(["enter", "p", "discard-9p", "r"], japanese())
    assert snap_compare(app, terminal_size=size, run_before=run_before)


def test_double_width_hand_labels_keep_the_graph_width() -> None:
    """The game result's graph names the hands 東1, 南4 in Japanese: two cells for 東."""
    from mahjong_tui.tui.widgets.score_graph import graph_text

    text = graph_text([[25000, 26000, 24000], [25000, 24000, 26000], [25000] * 3,
                       [25000] * 3], ["あなた", "ハル", "ナツ", "アキ"], ["東1", "東2"], 60, 12)
    (labels,) = [line for line in text.plain.splitlines() if "東1" in line]
    assert "東2" in labels and cell_len(labels) <= 60


@pytest.mark.parametrize("keys", [["h"], ["h", "end"]], ids=["keys", "yaku"])
@pytest.mark.parametrize("size", SIZES, ids=["80x24", "100x30"])
def test_japanese_help(snap_compare: SnapCompare, size: tuple[int, int],
                       keys: list[str]) -> None:
    """The help from the title screen: the table's keys at its top, the yaku at its end."""
    app = MahjongApp(settings=japanese())
    assert snap_compare(app, terminal_size=size, press=keys)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "100x30"])
def test_japanese_replay_viewer(snap_compare: SnapCompare, size: tuple[int, int]) -> None:
    """E4 of a phoenix game late in the hand (two calls, a riichi), seen from seat 2, as the
    English snapshot has it."""
    app = MahjongApp(replay=ReplayView(read_record(PHOENIX_JSON[0])), settings=japanese())
    keys = ["pagedown"] * 3 + ["right"] * 60 + ["2"]
    assert snap_compare(app, terminal_size=size, press=keys)


def test_an_opponent_in_riichi_is_marked_in_japanese() -> None:
    """The mark beside an opponent's name in riichi (it was English whatever the language)."""
    from types import SimpleNamespace

    from mahjong_tui.text.language import set_language
    from mahjong_tui.tui.widgets.opponent import name_line

    in_riichi: Any = SimpleNamespace(riichi=True)
    assert name_line("Haru", in_riichi).plain == "Haru RIICHI"
    set_language("ja")
    assert name_line("ハル", in_riichi).plain == "ハル リーチ"
    assert english_on(name_line("ハル", in_riichi).plain) == []


async def test_the_command_palette_in_japanese() -> None:
    """Ctrl+P: the search line and the commands in the player's words (Textual's own are
    English), and its help is the screen's own."""
    from textual.command import CommandPalette

    app = MahjongApp(settings=japanese())
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        await pilot.press("ctrl+p")
        await until(pilot, lambda: isinstance(app.screen, CommandPalette))
        await until(pilot, lambda: "ヘルプ" in screen_text(app))
        text = screen_text(app)
        assert "コマンドを検索" in text and "終了" in text
        assert english_on(text) == [] and not {"Theme", "Keys", "Screenshot"} & set(text.split())
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen))


@pytest.mark.parametrize("language", ["ja", "en"])
async def test_the_title_footer_fits_with_a_game_to_continue(language: str) -> None:
    """At 80 columns, with the continue entry too, the title's footer holds help, quit and
    the command palette's key whole (with all seven entries in it, the palette's
    double-width label was cut in the middle); the menu shows every entry's key."""
    settings = japanese() if language == "ja" else Settings()
    app = MahjongApp(settings=settings)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        app.switch_screen(TitleScreen(can_continue=True))
        await until(pilot, lambda: app.screen.can_continue)  # type: ignore[attr-defined]
        await pilot.pause()
        *menu, footer = screen_text(app).splitlines()
    words = catalogue(language)
    for entry, key in (("new", "n"), ("continue", "c"), ("help", "h"), ("quit", "q")):
        assert f"{words[f'title.{entry}']}  ({key})" in "\n".join(menu), entry
    for entry in ("help", "quit"):
        assert words[f"title.{entry}"] in footer, entry
    assert footer.rstrip().endswith("^p " + words["keys.palette"]), footer
