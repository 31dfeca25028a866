"""Shown over everything while the terminal is smaller than every screen needs (80x24).

It never traps the player: q and Ctrl+C quit (a game at the table is saved as the
table closes), Esc hides the notice until the terminal is resized again.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import ModalScreen
from textual.widgets import Static

from mahjong_tui.text.language import t
from mahjong_tui.text.line_breaks import prose

MIN_WIDTH = 80
MIN_HEIGHT = 24


class TooSmallScreen(ModalScreen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("q,ctrl+c", "app.quit", "keys.quit", priority=True),
        Binding("escape", "dismiss", "keys.hide", priority=True),
    ]

    def compose(self) -> ComposeResult:
        # Wrapped by the Japanese line-breaking rules (no line starts with 。、 nor ends
        # with 「): at 40x10 the whole notice still shows, on more lines.
        yield Static(prose(Text(t("too_small.text", width=MIN_WIDTH, height=MIN_HEIGHT))),
                     id="too-small")
