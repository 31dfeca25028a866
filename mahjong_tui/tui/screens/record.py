"""The player's record (title screen, ``r``): totals, the recent games, the results
against the characters; and the recent games to review (Enter on one: the strong AI goes
over it, :class:`~mahjong_tui.tui.screens.review.ReviewScreen`)."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from mahjong_tui.play.config import Settings
from mahjong_tui.play.history import GameSummary, load_history, totals
from mahjong_tui.play.history_tables import (
    RECENT_GAMES,
    game_words,
    opponents_table,
    progress_table,
    recent_table,
    totals_table,
)
from mahjong_tui.play.session import your_seat
from mahjong_tui.records.errors import RecordError
from mahjong_tui.records.load import read_record
from mahjong_tui.text.language import t
from mahjong_tui.text.line_breaks import prose
from mahjong_tui.text.problem_words import record_problem
from mahjong_tui.tui.screens.review import ReviewScreen


class RecordScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [Binding("q,escape", "close", "keys.back")]

    def __init__(self, path: Path, settings: Settings | None = None) -> None:
        """``path``: the record file (beside the save); ``settings``: the app's (the
        review's tile style)."""
        super().__init__()
        self.path = path
        self.settings = settings if settings is not None else Settings()
        self.reviewable: list[GameSummary] = []

    def compose(self) -> ComposeResult:
        games, warning = load_history(self.path)
        self.reviewable = [g for g in reversed(games[-RECENT_GAMES:]) if g.log]
        with VerticalScroll(id="result-box"):
            if warning is not None:
                yield Static(prose(warning), id="record-warning")
            if games:
                yield Static(totals_table(totals(games)), classes="result-part")
                yield Static(recent_table(games), classes="result-part")
                progress = progress_table(games)
                if progress is not None:
                    yield Static(progress, classes="result-part")
                against = opponents_table(games)
                if against is not None:
                    yield Static(against, classes="result-part")
                if self.reviewable:
                    yield Static(t("record.review"), classes="screen-title")
                    yield OptionList(*(Option(Text(game_words(g))) for g in self.reviewable),
                                     id="record-games")
            else:
                yield Static(prose(t("record.empty")), id="record-empty")
            yield Static(prose(t("record.kept")), classes="dim")
        yield Footer()

    @on(OptionList.OptionSelected, "#record-games")
    def _review(self, event: OptionList.OptionSelected) -> None:
        """The strong AI goes over the game, from the player's seat."""
        game = self.reviewable[event.option_index]
        try:
            record = read_record(game.log)
        except RecordError as exc:
            self.notify(t("review.cannot", problem=record_problem(exc)), severity="warning",
                        markup=False)
            return
        self.app.push_screen(ReviewScreen(record, your_seat(record.names), self.settings,
                                          recorded_in=(self.path, game.log)))

    def action_close(self) -> None:
        self.dismiss(None)
