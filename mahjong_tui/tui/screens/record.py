"""The player's record (title screen, ``r``): totals and the recent games."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from mahjong_tui.play.history import load_history, totals
from mahjong_tui.play.history_tables import opponents_table, recent_table, totals_table
from mahjong_tui.text.language import t
from mahjong_tui.text.line_breaks import prose


class RecordScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [Binding("q,escape", "close", "keys.back")]

    def __init__(self, path: Path) -> None:
        """``path``: the record file (beside the save)."""
        super().__init__()
        self.path = path

    def compose(self) -> ComposeResult:
        games, warning = load_history(self.path)
        with VerticalScroll(id="result-box"):
            if warning is not None:
                yield Static(prose(warning), id="record-warning")
            if games:
                yield Static(totals_table(totals(games)), classes="result-part")
                yield Static(recent_table(games), classes="result-part")
                against = opponents_table(games)
                if against is not None:
                    yield Static(against, classes="result-part")
            else:
                yield Static(prose(t("record.empty")), id="record-empty")
            yield Static(prose(t("record.kept")), classes="dim")
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)
