"""Shown over everything while the terminal is smaller than the table needs."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.screen import ModalScreen
from textual.widgets import Static

MIN_WIDTH = 100
MIN_HEIGHT = 30


class TooSmallScreen(ModalScreen[None]):
    def compose(self) -> ComposeResult:
        yield Static(
            f"The table needs a terminal of at least {MIN_WIDTH}×{MIN_HEIGHT}.\n"
            "Please enlarge the window.",
            id="too-small",
        )
