"""The action bar: a hint and one button per entry, each showing its key.

It holds no rules: the screen passes the entries (built from the legal actions
only) and hears back :class:`ActionBar.Picked` with the entry's key, the same
key a keyboard press would give, so mouse and keyboard take one path.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.message import Message
from textual.widgets import Button, Static

from mahjong_tui.tui.screens.choices import WIN_KEYS, Choice, key_name


class KeyButton(Button):
    """A button that never takes focus (the keys belong to the screen)."""

    can_focus = False

    def __init__(self, choice: Choice) -> None:
        label = Text.assemble((f"{key_name(choice.key)} ", "bold #ffd75f"), choice.label)
        super().__init__(label, compact=True, classes="win" if choice.key in WIN_KEYS else "")
        self.key = choice.key


class ActionBar(Horizontal):
    class Picked(Message):
        def __init__(self, key: str) -> None:
            super().__init__()
            self.key = key

    def compose(self) -> ComposeResult:
        yield Static(id="hint")
        yield Horizontal(id="buttons")

    def show(self, hint: str | Text, choices: Sequence[Choice]) -> None:
        self.query_one("#hint", Static).update(hint)
        buttons = self.query_one("#buttons", Horizontal)
        buttons.remove_children()
        buttons.mount_all(KeyButton(c) for c in choices)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if isinstance(event.button, KeyButton):
            self.post_message(self.Picked(event.button.key))
