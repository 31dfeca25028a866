"""Keyboard focus is plain to see: every control that can take the focus, on every screen
with controls (the title, each settings page, the new-game dialog, a question, the game
result, the help), looks different when it has the focus, in a 16-colour terminal too:
some cell of it changes its background there (a colour change of the text alone, or one
of two greys that the 16 colours draw alike, does not count). The hand's cursor tile
stands out the same way in every tile style, with or without the danger row. And a
preset name is checked as it is typed."""

from __future__ import annotations

from typing import NamedTuple

import pytest
from rich.color import Color, ColorSystem
from rich.style import Style
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Input, Static, TabbedContent

from mahjong_tui.play.config import Settings
from mahjong_tui.text.language import set_language, t
from mahjong_tui.text.rule_pages import GROUPS
from mahjong_tui.text.tile_faces import TileStyle
from mahjong_tui.tui.app import MahjongApp
from mahjong_tui.tui.screens.confirm import ConfirmScreen
from mahjong_tui.tui.screens.help import HelpScreen
from mahjong_tui.tui.screens.new_game import NewGameScreen
from mahjong_tui.tui.screens.settings import SettingsScreen
from mahjong_tui.tui.widgets.hand import HandModel, HandView
from rules.ruleset import TENHOU
from rules.tiles import parse
from tests.tui.helpers import until

SIZES = [(80, 24), (120, 40)]
Triplet = tuple[int, int, int]


class Cell(NamedTuple):
    """One cell as a 16-colour terminal draws it."""

    char: str
    colour: Triplet
    background: Triplet | None


def sixteen(colour: Color | None) -> Triplet | None:
    if colour is None:
        return None
    red, green, blue = colour.downgrade(ColorSystem.STANDARD).get_truecolor()
    return red, green, blue


def cells(screen: Screen[object], widget: Widget) -> list[Cell]:
    """Each cell of ``widget`` as the screen draws it in 16 colours (a reversed cell shows
    its text colour as its background)."""
    region = widget.region.intersection(screen.region)
    strips = screen._compositor.render_strips()
    seen: list[Cell] = []
    for y in range(region.y, region.bottom):
        for segment in strips[y].crop(region.x, region.right):
            style = segment.style or Style()
            fore, back = style.color, style.bgcolor
            if style.reverse:
                fore, back = back, fore
            colour = sixteen(fore) or (255, 255, 255)
            seen.extend(Cell(char, colour, sixteen(back)) for char in segment.text)
    return seen


def luminance(colour: Triplet) -> float:
    def linear(part: int) -> float:
        c = part / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    red, green, blue = (linear(part) for part in colour)
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(one: Triplet, other: Triplet) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


async def check_every_control(pilot: Pilot[None], screen: Screen[object]) -> list[str]:
    """The controls of ``screen`` (those that can be reached now) whose focus does not
    show in 16 colours, or shows with text that cannot be read on it. A screen with one
    control (the help's or a result's scroll view) has nothing to tell it from: its
    focus need not show."""
    hidden: list[str] = []
    chain = list(screen.focus_chain)
    if len(chain) < 2:
        return hidden
    for widget in chain:
        widget.focus()
        await pilot.pause()
        await pilot.pause()
        focused = cells(screen, widget)
        screen.set_focus(None)
        await pilot.pause()
        await pilot.pause()
        blurred = cells(screen, widget)
        name = f"{type(widget).__name__}#{widget.id} {sorted(widget.classes)}"
        changed = [now for now, before in zip(focused, blurred, strict=True)
                   if now.background != before.background]
        if not changed:
            hidden.append(f"{name}: looks the same")
        unreadable = {cell.char for cell in changed if not cell.char.isspace()
                      and contrast(cell.colour, cell.background or (0, 0, 0)) < 3}
        if unreadable:
            hidden.append(f"{name}: hard to read {''.join(sorted(unreadable))!r}")
    return hidden


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "ja"])
async def test_focus_shows_on_every_control(size: tuple[int, int], language: str) -> None:
    set_language(language)
    app = MahjongApp(settings=Settings(language=language, rules=TENHOU))
    hidden: dict[str, list[str]] = {}
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: app.screen.is_current)
        await pilot.pause()
        hidden["title"] = await check_every_control(pilot, app.screen)
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen))
        settings = app.screen
        for number in range(len(GROUPS) + 1):
            settings.query_one(TabbedContent).active = (
                "tab-general" if number == 0 else f"tab-{number}")
            await pilot.pause()
            await pilot.pause()
            hidden[f"settings page {number}"] = await check_every_control(pilot, settings)
        await pilot.press("escape")
        await until(pilot, lambda: not isinstance(app.screen, SettingsScreen))
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, NewGameScreen))
        hidden["new game"] = await check_every_control(pilot, app.screen)
        await pilot.press("escape")
        await until(pilot, lambda: not isinstance(app.screen, NewGameScreen))
        app.push_screen(ConfirmScreen("Leave the game?", "Leave", "Stay"))
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        hidden["question"] = await check_every_control(pilot, app.screen)
        app.pop_screen()
        app.push_screen(HelpScreen("table", TENHOU))
        await until(pilot, lambda: isinstance(app.screen, HelpScreen))
        hidden["help"] = await check_every_control(pilot, app.screen)
    failing = [f"{name}: {control}" for name, found in hidden.items() for control in found]
    assert not failing, "\n".join(failing)


@pytest.mark.parametrize("style", list(TileStyle))
@pytest.mark.parametrize("danger", [False, True])
async def test_the_cursor_tile_stands_out_in_every_style(style: TileStyle, danger: bool) -> None:
    """In 16 colours the cursor tile's face has a background no other tile has (the
    marker under it is replaced by the danger row when that is shown)."""
    tiles = parse("123m456p789s1234z")
    hand = HandModel(tiles=tuple(tiles), style=style, cursor=4,
                     danger=tuple(0.1 for _ in tiles) if danger else None)
    app = MahjongApp(settings=Settings())
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: app.screen.is_current)
        view = HandView(id="cursor-hand")
        await app.screen.mount(view)
        view.model = hand
        await pilot.pause()
        await pilot.pause()
        drawn = cells(app.screen, view)
        width = view.region.width
        face_row = view.size_used.face_row
        row = drawn[face_row * width: (face_row + 1) * width]
        step = view.size_used.width + 1
        faces = [row[1 + i * step + (step - 1) // 2 - 1].background
                 for i in range(len(tiles))]
        assert faces[4] not in faces[:4] + faces[5:], faces


async def test_a_preset_name_is_checked_as_it_is_typed() -> None:
    app = MahjongApp(settings=Settings(rules=TENHOU))
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: app.screen.is_current)
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen))
        screen = app.screen
        name = screen.query_one("#save-name", Input)
        name.focus()
        await pilot.press(*"my/rules")
        await pilot.pause()
        # Refused before Enter: the box is marked and the reason shown.
        assert name.has_class("-invalid")
        message = str(screen.query_one("#settings-message", Static).content)
        assert message == t("config.bad_name")
        for _ in "/rules":
            await pilot.press("backspace")
        await pilot.press(*"_rules")
        await pilot.pause()
        assert not name.has_class("-invalid")
        assert str(screen.query_one("#settings-message", Static).content) == ""
