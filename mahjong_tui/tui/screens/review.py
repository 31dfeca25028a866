"""The review screen: the strong AI goes over a game for one seat.

The review runs in a thread worker, decision by decision, and shows its progress from
the first one; Esc stops it (the worker checks between decisions) and goes back. Then
the summary (the agreement, the points lost by kind) and the mistakes, costliest first:
Enter on one opens the replay viewer at that moment, from the seat's side, with the two
choices and what each leaves in its status line.
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Footer, OptionList, ProgressBar, Static
from textual.widgets.option_list import Option
from textual.worker import get_current_worker

from ai.levels import STRONG
from mahjong_tui.play.config import Settings
from mahjong_tui.play.history import keep_review
from mahjong_tui.play.replay_view import ReplayView
from mahjong_tui.records.errors import RecordError
from mahjong_tui.records.model import GameRecord
from mahjong_tui.records.replay import ReplayMismatch
from mahjong_tui.review.game_review import Mistake, SeatReview, reviewing
from mahjong_tui.text.language import t
from mahjong_tui.text.line_breaks import prose
from mahjong_tui.text.problem_words import record_problem
from mahjong_tui.text.review_words import mistake_line, mistake_note, summary_lines
from mahjong_tui.tui.screens.replay import ReplayScreen

SHOWN_MISTAKES = 40
"""The mistakes listed, costliest first."""


class ReviewScreen(Screen[None]):
    DEFAULT_CSS = """
    #review-box { padding: 0 1; }
    #review-progress { margin: 1 0; }
    #review-summary { height: auto; margin: 0 0 1 0; }
    #review-mistakes { height: 1fr; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q", "back", "keys.back"),
    ]

    class Judged(Message):
        """Progress: ``done`` of ``total`` decisions judged."""

        def __init__(self, done: int, total: int) -> None:
            super().__init__()
            self.done = done
            self.total = total

    class Finished(Message):
        def __init__(self, review: SeatReview | None, problem: str | None = None) -> None:
            super().__init__()
            self.review = review
            self.problem = problem

    def __init__(self, record: GameRecord, seat: int, settings: Settings, *,
                 recorded_in: tuple[Path, str] | None = None,
                 done: SeatReview | None = None) -> None:
        """``recorded_in``: the player's record and the game's log there (the record then
        keeps what the review found); ``done``: a review already made, shown at once."""
        super().__init__()
        self.done = done
        self.recorded_in = recorded_in
        self.record = record
        self.seat = seat
        self.settings = settings
        self.review: SeatReview | None = None
        self.shown: list[Mistake] = []

    def compose(self) -> ComposeResult:
        name = self.record.names[self.seat] or str(self.seat + 1)
        with Vertical(id="review-box"):
            yield Static(Text(t("review.title", name=name)), classes="screen-title")
            yield Static(prose(t("review.working")), id="review-working")
            yield ProgressBar(id="review-progress", show_eta=False)
            yield Static(id="review-summary")
            yield OptionList(id="review-mistakes")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#review-mistakes").display = False
        if self.done is not None:
            self.post_message(self.Finished(self.done))
        else:
            self.go_over()

    @work(thread=True, exclusive=True, group="review")
    def go_over(self) -> None:
        """Judge every decision of the seat, telling the screen how far it got."""
        worker = get_current_worker()
        review: SeatReview | None = None
        try:
            for done, total, so_far in reviewing(self.record, self.seat, STRONG):
                if worker.is_cancelled:
                    return
                self.post_message(self.Judged(done, total))
                review = so_far
        except ReplayMismatch as exc:
            self.post_message(self.Finished(None, str(exc)))
            return
        self.post_message(self.Finished(review))

    @on(Judged)
    def _judged(self, message: Judged) -> None:
        self.query_one(ProgressBar).update(total=message.total, progress=message.done)

    @on(Finished)
    def _finished(self, message: Finished) -> None:
        self.query_one("#review-working").display = False
        self.query_one(ProgressBar).display = False
        summary = self.query_one("#review-summary", Static)
        if message.review is None:
            summary.update(prose(t("review.cannot", problem=message.problem or "")))
            return
        self.review = message.review
        if self.recorded_in is not None:
            problem = keep_review(*self.recorded_in, message.review)
            if problem is not None:
                self.notify(problem, severity="warning", timeout=10, markup=False)
        lines = summary_lines(message.review)
        if message.review.mistakes:
            lines.append(t("review.how"))
        summary.update(prose("\n".join(lines)))
        self.shown = message.review.costliest(SHOWN_MISTAKES)
        mistakes = self.query_one("#review-mistakes", OptionList)
        mistakes.add_options([Option(Text(mistake_line(m, self.settings.tile_style)))
                              for m in self.shown])
        mistakes.display = bool(self.shown)
        if self.shown:
            mistakes.highlighted = 0
            mistakes.focus()

    @on(OptionList.OptionSelected, "#review-mistakes")
    def _open(self, event: OptionList.OptionSelected) -> None:
        """The replay viewer at the mistake, from the seat's side."""
        mistake = self.shown[event.option_index]
        try:
            view = ReplayView(self.record)
        except RecordError as exc:
            self.notify(record_problem(exc), severity="warning", markup=False)
            return
        view.set_seat(self.seat)
        d = mistake.decision
        view.go_to(d.hand_index, d.moment)
        note = Text(mistake_note(mistake, self.settings.tile_style))
        self.app.push_screen(ReplayScreen(view, self.settings, closes_app=False,
                                          notes={(view.hand_index, view.step_index): note}))

    def action_back(self) -> None:
        self.workers.cancel_group(self, "review")
        self.dismiss(None)
