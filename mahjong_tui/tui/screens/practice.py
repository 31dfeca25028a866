"""Discard practice: pick the discard of a random hand, then see every discard graded.

Keys as at the table (←/→ and Enter, or a click); ``n`` deals the next hand. ``m``
switches to the hands of your own games where the review found your costliest discards
(and back), graded the same way. The puzzles and their grades are
:mod:`mahjong_tui.play.practice`'s.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import ClassVar

from rich import box
from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from mahjong_tui.play.config import Settings
from mahjong_tui.play.practice import Tally, drill_puzzle, new_puzzle
from mahjong_tui.play.progress import Drill
from mahjong_tui.text.language import t
from mahjong_tui.text.line_breaks import prose
from mahjong_tui.text.tile_faces import face, next_style, tile_text, tiles_text
from mahjong_tui.tui.screens.help import HelpScreen
from mahjong_tui.tui.screens.keys import HAND_CURSOR, HELP, TILE_STYLE
from mahjong_tui.tui.widgets.hand import HandModel, HandView
from rules.shanten import DiscardOption

COLUMNS = ("discard", "shanten", "ukeire", "tiles")
"""The grades' columns, each the message ``practice.columns.NAME``."""


class PracticeScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        *HAND_CURSOR,
        Binding("enter", "answer", "keys.discard"),
        Binding("n", "next", "keys.next_hand"),
        Binding("m", "mine", "keys.my_games"),
        TILE_STYLE,
        HELP,
        Binding("q,escape", "leave", "keys.back"),
    ]

    def __init__(self, settings: Settings, seed: int | None = None,
                 drills: Sequence[Drill] = ()) -> None:
        """``drills``: positions of the player's games to try again, costliest first."""
        super().__init__()
        self.settings = settings
        self.drills = tuple(drills)
        self.drill: int | None = None
        """The position of your games shown (None: dealt hands)."""
        self.rng = random.Random(seed)
        self.tally = Tally()
        self.puzzle = new_puzzle(self.rng)
        self.cursor = len(self.puzzle.tiles)
        """On the drawn tile first, as at the table."""
        self.answer: DiscardOption | None = None

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="practice-box"):
            yield Static(t("practice.title"), classes="screen-title", id="practice-title")
            yield Static(id="practice-prompt")
            yield HandView(id="hand")
            yield Static(id="practice-grades")
            yield Static(id="practice-tally", classes="dim")
        yield Footer()

    def on_mount(self) -> None:
        self.render_puzzle()

    def _model(self) -> HandModel:
        p = self.puzzle
        choosing = self.answer is None
        return HandModel(
            p.tiles, p.drawn, cursor=self.cursor if choosing else None,
            selectable=frozenset(range(len(p.tiles) + 1)) if choosing else frozenset(),
            style=self.settings.tile_style,
        )

    def render_puzzle(self) -> None:
        self.query_one("#practice-title", Static).update(
            t("practice.title") if self.drill is None else t(
                "practice.mine", number=self.drill + 1, total=len(self.drills)))
        self.query_one(HandView).show(self._model())
        self.query_one("#practice-prompt", Static).update(prose(self.prompt()))
        grades = self.query_one("#practice-grades", Static)
        grades.update(self.grades() if self.answer is not None else "")
        self.query_one("#practice-tally", Static).update(self.tally.summary())

    def prompt(self) -> str:
        """What to do, or how the answer did against the best."""
        p, answer = self.puzzle, self.answer
        if answer is None:
            return t("practice.ask", shanten=p.shanten)
        style = self.settings.tile_style
        mine = t("practice.grade", tile=face(answer.tile, style).strip(),
                 shanten=answer.shanten, tiles=answer.ukeire.count)
        if p.is_best(answer):
            return t("practice.was_best", grade=mine)
        top = p.options[0]
        best = t("practice.grade", tile=face(top.tile, style).strip(), shanten=top.shanten,
                 tiles=top.ukeire.count)
        return t("practice.was_not_best", grade=mine, best=best)

    def grades(self) -> Table:
        """Every discard the hand has (one a kind), the best first, the answer marked."""
        assert self.answer is not None
        style = self.settings.tile_style
        best = self.puzzle.is_best(self.answer)
        verdict = Text(t("practice.best"), style="bold #5fd75f") if best else Text(
            t("practice.not_best"), style="bold #ff8700")
        table = Table(title=verdict, expand=False, box=box.SIMPLE_HEAD)
        for column in COLUMNS:
            table.add_column(t(f"practice.columns.{column}"),
                             justify="right" if column in ("shanten", "ukeire") else "left")
        for o in self.puzzle.options:
            mark = t("practice.yours") if o == self.answer else ""
            best = self.puzzle.is_best(o)
            table.add_row(
                tile_text(o.tile, style) + Text(mark, style="bold"),
                str(o.shanten),
                Text(str(o.ukeire.count), style="bold #5fd75f" if best else ""),
                tiles_text(o.ukeire.kinds, style),
            )
        return table

    # --- input ------------------------------------------------------------------

    def action_cursor(self, step: int) -> None:
        if self.answer is None:
            self.cursor = (self.cursor + step) % (len(self.puzzle.tiles) + 1)
            self.render_puzzle()

    def action_answer(self) -> None:
        self._choose(self.cursor)

    @on(HandView.TileClicked)
    def _clicked(self, message: HandView.TileClicked) -> None:
        self._choose(message.index)

    @on(HandView.TileHovered)
    def _hovered(self, message: HandView.TileHovered) -> None:
        if self.answer is None:
            self.cursor = message.index
            self.render_puzzle()

    def _choose(self, index: int) -> None:
        if self.answer is not None:
            return
        tile = self._model().all_tiles[index]
        self.answer = self.puzzle.option(tile)
        self.tally.add(self.puzzle, self.answer)
        self.render_puzzle()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """``m`` only when the reviews found positions to try again."""
        return action != "mine" or bool(self.drills)

    def action_next(self) -> None:
        if self.drill is not None:
            self.drill = (self.drill + 1) % len(self.drills)
        self._deal()

    def action_mine(self) -> None:
        """Your games' positions, or back to dealt hands."""
        self.drill = 0 if self.drill is None else None
        self._deal()

    def _deal(self) -> None:
        self.puzzle = new_puzzle(self.rng) if self.drill is None else drill_puzzle(
            self.drills[self.drill])
        self.cursor = len(self.puzzle.tiles)
        self.answer = None
        self.render_puzzle()

    def action_tile_style(self) -> None:
        self.settings.tile_style = next_style(self.settings.tile_style)
        self.render_puzzle()

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen("practice", self.settings.rules))

    def action_leave(self) -> None:
        self.dismiss(None)
