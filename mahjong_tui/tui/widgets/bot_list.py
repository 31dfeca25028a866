"""The settings' list of the player's mjai bots: each with a button to remove it, and a
name and a command line to add one (:mod:`mahjong_tui.play.bots` checks them).

It changes ``settings.bots`` in place and posts :class:`BotList.Changed`, whose words the
settings screen shows; the screen saves the settings as it always does, on leaving. A
bot's name and command are the player's own text: shown as plain text, never as markup.
"""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.widgets import Button, Input, Label, Static

from mahjong_tui.play.bots import MAX_COMMAND, MAX_NAME, BotEntry, bot_problem
from mahjong_tui.play.config import Settings
from mahjong_tui.text.language import t
from mahjong_tui.text.line_breaks import prose


class BotList(Vertical):
    class Changed(Message):
        """The bots changed (``error``: they did not, and ``words`` say why)."""

        def __init__(self, words: str, *, error: bool = False) -> None:
            super().__init__()
            self.words = words
            self.error = error

    def __init__(self, settings: Settings, *, id: str) -> None:
        super().__init__(id=id)
        self.settings = settings

    def compose(self) -> ComposeResult:
        yield Label("  " + t("bots.heading"))
        yield Static(prose(t("bots.explain")), classes="dim bot-explain")
        yield Vertical(*self._rows(), id="bot-rows")
        with Horizontal(classes="bot-row"):
            yield Input(placeholder=t("bots.name"), id="bot-name", compact=True,
                        max_length=MAX_NAME)
        with Horizontal(classes="bot-row"):
            yield Input(placeholder=t("bots.command"), id="bot-command", compact=True,
                        max_length=MAX_COMMAND)
            yield Button(t("bots.add"), id="add-bot", compact=True)

    def _rows(self) -> list[Horizontal]:
        """One row a bot: its name and command, and a button to remove it."""
        if not self.settings.bots:
            return [Horizontal(Static(t("bots.none"), classes="dim"), classes="bot-row")]
        return [
            Horizontal(Static(Text.assemble((bot.name, "bold"), "  ", bot.command,
                                            no_wrap=True, overflow="ellipsis"),
                              classes="bot-entry"),
                       Button(t("bots.remove", name=bot.name), id=f"remove-bot-{number}",
                              classes="remove-bot", compact=True),
                       classes="bot-row")
            for number, bot in enumerate(self.settings.bots)]

    async def _show_rows(self) -> None:
        rows = self.query_one("#bot-rows", Vertical)
        await rows.remove_children()
        await rows.mount_all(self._rows())

    @on(Button.Pressed, "#add-bot")
    @on(Input.Submitted, "#bot-name, #bot-command")
    async def _add(self) -> None:
        name = self.query_one("#bot-name", Input)
        command = self.query_one("#bot-command", Input)
        problem = bot_problem(name.value, command.value, self.settings.bots)
        if problem is not None:
            self.post_message(self.Changed(problem, error=True))
            return
        self.settings.bots = (*self.settings.bots, BotEntry(name.value, command.value))
        self.post_message(self.Changed(t("bots.added", name=name.value)))
        name.value = command.value = ""
        await self._show_rows()

    @on(Button.Pressed, ".remove-bot")
    async def _remove(self, event: Button.Pressed) -> None:
        number = int((event.button.id or "").removeprefix("remove-bot-"))
        gone = self.settings.bots[number]
        self.settings.bots = tuple(b for b in self.settings.bots if b is not gone)
        right, across, left = ("normal" if level == gone.opponent else level
                               for level in self.settings.ai_levels)
        self.settings.ai_levels = (right, across, left)
        self.post_message(self.Changed(t("bots.removed", name=gone.name)))
        await self._show_rows()
