"""Pilot: the help scrolls to its end by the keyboard, and its yaku are the rules' own."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from rich.table import Table
from textual.app import App
from textual.containers import VerticalScroll
from textual.widgets import Static

from mahjong_tui.play.config import Settings
from mahjong_tui.text.language import catalogue, set_language, t
from mahjong_tui.text.yaku_table import yaku_rows
from mahjong_tui.tui.app import MahjongApp
from mahjong_tui.tui.screens.help import SECTIONS, HelpScreen, key_rows
from mahjong_tui.tui.screens.keys import SETTINGS_PAGES
from mahjong_tui.tui.screens.title import TitleScreen
from rules.presets import load_preset
from tests.tui.helpers import screen_text, until


@pytest.mark.parametrize("keys", [["end"], ["pagedown"] * 40, ["down"] * 400])
@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_keyboard_scrolls_the_help_to_its_last_yaku(
        keys: list[str], size: tuple[int, int]) -> None:
    app = MahjongApp(settings=Settings())
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen))
        await pilot.pause()
        box = app.screen.query_one("#help-box", VerticalScroll)
        assert box.max_scroll_y > 0
        await pilot.press(*keys)
        await until(pilot, lambda: box.scroll_y == box.max_scroll_y)
        last = yaku_rows(Settings().rules)[-1]
        assert last.name_ja in screen_text(app)


def yaku_shown(screen: HelpScreen) -> dict[str, tuple[str, str]]:
    table = screen.query_one("#yaku", Static).content
    assert isinstance(table, Table)
    names, _, closed, opened = ([str(c) for c in column.cells] for column in table.columns)
    return {n: (c, o) for n, c, o in zip(names, closed, opened, strict=True)}


async def shown_under(preset: str) -> dict[str, tuple[str, str]]:
    screen = HelpScreen(rules=load_preset(preset))
    app: App[None] = App()
    async with app.run_test(size=(100, 30)) as pilot:
        await app.push_screen(screen)
        await pilot.pause()
        return yaku_shown(screen)


async def test_tenhou_lists_no_renhou_and_no_local_yaku() -> None:
    yaku = await shown_under("tenhou")
    assert "Blessing of Man" not in yaku and "Pure Triple Sequence" not in yaku
    assert "Big Wheels" not in yaku and "Eight Consecutive Wins" not in yaku
    assert yaku["All Simples"] == ("1 han", "1 han") and yaku["Ippatsu"] == ("1 han",
                                                                             "closed only")
    assert yaku["Thirteen Orphans, 13-sided Wait"] == ("yakuman", "closed only")


async def test_local_yaku_and_their_values_when_the_rules_have_them() -> None:
    yaku = await shown_under("seed003_local_yaku")
    rules = load_preset("seed003_local_yaku")
    assert {"Pure Triple Sequence", "Three Consecutive Triplets", "Big Wheels",
            "Eight Consecutive Wins"} <= set(yaku)
    assert yaku["Thirteen Orphans, 13-sided Wait"][0] == "double yakuman"
    assert yaku["Twice Pure Double Sequence"] == (f"{rules.ryanpeikou_han} han", "closed only")


async def test_renhou_ippatsu_and_open_tanyao_follow_the_rules() -> None:
    mj3 = await shown_under("seed002_mj3")
    assert mj3["Blessing of Man"] == ("Yakuman", "closed only")
    jpml = await shown_under("jpml")
    assert "Ippatsu" not in jpml
    no_kuitan = load_preset("tenhou").with_changes(kuitan=False, chiitoitsu_value="1han_50fu")
    rows = {r.name: (r.closed, r.opened) for r in yaku_rows(no_kuitan)}
    assert rows["All Simples"] == ("1 han", "closed only")
    assert rows["Seven Pairs"] == ("1 han, 50 fu", "closed only")


@pytest.fixture
def japanese() -> Iterator[None]:
    set_language("ja")
    yield
    set_language("en")


@pytest.mark.usefixtures("japanese")
async def test_the_yaku_in_japanese_as_japanese_players_write_them() -> None:
    """One name column (the Japanese name), han as 翻, 役満, and 門前限定 for closed only."""
    screen = HelpScreen(rules=load_preset("seed003_local_yaku"))
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(screen)
        await pilot.pause()
        table = screen.query_one("#yaku", Static).content
        assert isinstance(table, Table)
        assert [str(c.header) for c in table.columns] == ["役", "門前", "副露"]
        names, closed, opened = ([str(c) for c in column.cells] for column in table.columns)
        yaku = {n: (c, o) for n, c, o in zip(names, closed, opened, strict=True)}
    assert {"立直", "一発", "門前清自摸和", "平和", "断幺九", "一盃口", "役牌 白"} <= set(yaku)
    assert yaku["立直"] == ("1翻", "門前限定") and yaku["断幺九"] == ("1翻", "1翻")
    assert yaku["清一色"] == ("6翻", "5翻") and yaku["大三元"] == ("役満", "役満")
    assert yaku["国士無双十三面待ち"] == ("ダブル役満", "門前限定")
    assert yaku["人和"] == (t("rules.renhou.choices.baiman"), "門前限定") == ("倍満", "門前限定")


@pytest.mark.usefixtures("japanese")
async def test_the_keys_in_japanese() -> None:
    """Every section's title and keys are the Japanese catalogue's, the settings' page keys
    filled in."""
    screen = HelpScreen("settings")
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(screen)
        await pilot.pause()
        for section, rows in SECTIONS.items():
            title = screen.query_one(f"#help-{section}", Static).content
            assert str(title) == catalogue("ja")[f"help.{section}.title"]
            table = screen.query_one(f"#keys-{section}", Static).content
            assert isinstance(table, Table) and table.row_count == len(rows)
        keys = [str(cell) for cell in screen.query_one("#keys-settings", Static).content
                .columns[0].cells]  # type: ignore[union-attr]
    assert keys[0] == f"1-{SETTINGS_PAGES}" and "↑ ↓ またはクリック" in keys
    assert key_rows("table")[0] == ("← → またはマウス", "手牌のカーソルを動かす")
