"""A yes-or-no question over the current screen (keys y / n or Esc, or the buttons)."""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from mahjong_tui.text.line_breaks import prose


class ConfirmScreen(ModalScreen[bool]):
    """Dismissed with True for yes, False for no."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", "keys.yes"),
        Binding("n,escape", "answer(False)", "keys.no"),
    ]

    def __init__(self, question: str, yes: str, no: str) -> None:
        super().__init__()
        self.question, self.yes, self.no = question, yes, no

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm-box"):
            yield Static(prose(self.question), id="confirm-question", markup=False)
            with Horizontal(id="confirm-buttons"):
                yield Button(f"{self.yes} (y)", id="confirm-yes", compact=True)
                yield Button(f"{self.no} (n)", id="confirm-no", compact=True)

    def on_mount(self) -> None:
        self.query_one("#confirm-no", Button).focus()

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "confirm-yes")
