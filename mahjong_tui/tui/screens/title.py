"""The title screen: New game, Continue (when a game is saved), Discard practice, Your record,
Settings, Help, Quit.

It decides nothing itself: each entry posts :class:`TitleScreen.Picked` and the
app, which owns sessions and saves, acts on it.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Button, Footer, Static

from mahjong_tui.text.language import t
from mahjong_tui.text.line_breaks import prose

TILES = (" ┌──┐┌──┐┌──┐┌──┐", " │東││中││5p││9s│", " └──┘└──┘└──┘└──┘")
"""The logo's tiles; the two lines of ``title.tagline`` stand beside the lower two."""

_ENTRIES = (
    ("new", "n"),
    ("continue", "c"),
    ("practice", "p"),
    ("record", "r"),
    ("settings", "s"),
    ("help", "h"),
    ("quit", "q"),
)
"""Each entry and its key; its label is the message ``title.ENTRY``."""

_IN_FOOTER = ("help", "quit")
"""The menu shows every entry with its key; the footer only these, so that it fits 80
columns in either language (with all seven, the command palette's key was cut)."""


def logo() -> str:
    first, _, second = t("title.tagline").partition("\n")
    return f"{TILES[0]}\n{TILES[1]}   {first}\n{TILES[2]}   {second}"


class TitleScreen(Screen[None]):
    OPENS_SETTINGS: ClassVar[bool] = True
    """The app's settings key works here (see ``MahjongApp.check_action``)."""
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(key, f"pick('{entry}')", f"title.{entry}", show=entry in _IN_FOOTER)
        for entry, key in _ENTRIES
    ]

    class Picked(Message):
        def __init__(self, entry: str) -> None:
            super().__init__()
            self.entry = entry

    def __init__(self, *, can_continue: bool, message: str = "") -> None:
        super().__init__()
        self.can_continue = can_continue
        self.message = message

    def compose(self) -> ComposeResult:
        with Vertical(id="title-box"):
            yield Static(Text(logo()), id="logo")
            for entry, key in _ENTRIES:
                if entry == "continue" and not self.can_continue:
                    continue
                yield Button(Text(t("title.entry", entry=t(f"title.{entry}"), key=key)),
                             id=entry, compact=True)
            yield Static(prose(self.message), id="title-message")
        yield Footer()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Continue is offered (in the footer too) only when there is a game to resume."""
        return self.can_continue or parameters != ("continue",)

    def relanguage(self) -> None:
        self.refresh(recompose=True)

    def action_pick(self, entry: str) -> None:
        if entry == "continue" and not self.can_continue:
            return
        self.post_message(self.Picked(entry))

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        if event.button.id is not None:
            self.action_pick(event.button.id)
