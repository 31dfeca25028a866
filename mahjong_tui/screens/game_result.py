"""The end of the game: placements, raw points, oka and uma, final results (with chips where
the rules have them), the log's place."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, Static

from mahjong_tui.engine.settlement import Standings
from rules.chips import chips_in_play
from rules.ruleset import RuleSet

PLACES = ("1st", "2nd", "3rd", "4th")
NEGATIVE_SCORES = ("A score ended below zero: mjai-reviewer and Mortal cannot review this log "
                   "(Equim-chan/mjai-reviewer#154); the tenhou.net/6 viewer shows it.")


def standings_table(standings: Standings, names: Sequence[str], rules: RuleSet) -> Table:
    """Places, points and their settlement; with chips, the chips and the total with them."""
    table = Table(title="Final standings", title_style="bold", expand=False)
    chips = chips_in_play(rules)
    priced = chips and rules.chip_value > 0
    columns = ("Place", "Player", "Points", "Raw", "Oka", "Uma", "Result",
               *(("Chips",) if chips else ()), *(("Total",) if priced else ()))
    for column in columns:
        table.add_column(column, justify="left" if column in ("Place", "Player") else "right")
    for p in standings.by_rank():
        raw = (p.score - rules.return_points) / 1000
        settled = p.total if priced else p.result
        row: list[str | Text] = [
            PLACES[p.rank - 1], names[p.seat], str(p.score), f"{raw:+.1f}", f"{p.oka:+.1f}",
            f"{p.uma:+.1f}", _signed(p.result, bold=not priced),
        ]
        if chips:
            row.append(f"{p.chips:+d}" if p.chips else "0")
        if priced:
            row.append(_signed(settled, bold=True))
        table.add_row(*row)
    return table


def _signed(value: float, *, bold: bool) -> Text:
    colour = "#5fd75f" if value > 0 else "#ff5f5f" if value < 0 else ""
    return Text(f"{value:+.1f}", style=f"bold {colour}" if bold else colour)


def rules_line(rules: RuleSet) -> str:
    """The settlement's terms in one line."""
    line = (f"Rules: {rules.name} · start {rules.starting_points}, "
            f"return {rules.return_points} · uma " + " / ".join(f"{u:+g}" for u in rules.uma))
    if chips_in_play(rules) and rules.chip_value:
        line += f" · a chip is worth {rules.chip_value} points"
    return line


class GameResultScreen(Screen[None]):
    """Dismissed with Enter: back to the title screen."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter", "done", "Title screen")]

    def __init__(
        self, standings: Standings, names: Sequence[str], rules: RuleSet,
        log_path: Path | None, log_error: str | None,
    ) -> None:
        super().__init__()
        self.standings = standings
        self.names = tuple(names)
        self.rules = rules
        self.log_path = log_path
        self.log_error = log_error

    def compose(self) -> ComposeResult:
        with Vertical(id="result-box"):
            yield Static("Game over", classes="screen-title")
            yield Static(standings_table(self.standings, self.names, self.rules),
                         classes="result-part")
            yield Static(Text(rules_line(self.rules)), classes="dim")
            if self.log_path is not None:
                yield Static(Text(f"Game log (tenhou.net/6): {self.log_path}"), id="log-path")
                if any(p.score < 0 for p in self.standings.placements):
                    yield Static(NEGATIVE_SCORES, id="log-warning")
            elif self.log_error is not None:
                yield Static(Text(self.log_error), id="log-path")
            yield Static("Press Enter for the title screen", classes="dim")
        yield Footer()

    def action_done(self) -> None:
        self.dismiss(None)
