"""Pilot: the help scrolls to its end by the keyboard, and its yaku are the rules' own."""

from __future__ import annotations

import pytest
from rich.table import Table
from textual.app import App
from textual.containers import VerticalScroll
from textual.widgets import Static

from mahjong_tui.app import MahjongApp
from mahjong_tui.config import Settings
from mahjong_tui.screens.help import HelpScreen
from mahjong_tui.screens.title import TitleScreen
from mahjong_tui.yaku_table import yaku_rows
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
