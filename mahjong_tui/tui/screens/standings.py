"""The final standings of a game (the game result's table, the replay viewer's end):
places, points, oka and uma, results, and chips where the rules have them."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text

from mahjong_tui.engine.settlement import Standings
from mahjong_tui.text.language import t
from mahjong_tui.text.words import preset_name
from rules.chips import chips_in_play
from rules.ruleset import RuleSet

PLACES = ("first", "second", "third", "fourth")
"""Each place, the message ``parts.NAME``."""


def standings_table(
    standings: Standings, names: Sequence[str | Text], rules: RuleSet, *, raw: bool = True
) -> Table:
    """Places, points and their settlement; with chips, the chips and the total with them.
    ``raw``: with the points against the return points before rounding, oka and uma."""
    table = Table(title=t("standings.title"), title_style="bold", expand=False)
    chips = chips_in_play(rules)
    priced = chips and rules.chip_value > 0
    columns = ("place", "player", "points", *(("raw",) if raw else ()), "oka", "uma", "result",
               *(("chips",) if chips else ()), *(("total",) if priced else ()))
    for column in columns:
        table.add_column(t(f"standings.columns.{column}"),
                         justify="left" if column in ("place", "player") else "right")
    for p in standings.by_rank():
        settled = p.total if priced else p.result
        row: list[str | Text] = [t(f"parts.{PLACES[p.rank - 1]}"), names[p.seat], str(p.score)]
        if raw:
            row.append(f"{(p.score - rules.return_points) / 1000:+.1f}")
        row += [f"{p.oka:+.1f}", f"{p.uma:+.1f}", _signed(p.result, bold=not priced)]
        if chips:
            row.append(f"{p.chips:+d}" if p.chips else "0")
        if priced:
            row.append(_signed(settled, bold=True))
        table.add_row(*row)
    return table


class FittedStandings:
    """The standings table at the width it is given: where the whole table would not fit
    (80 columns with chips and their total), it leaves out the raw points column rather than
    cut its headings and names short."""

    def __init__(self, standings: Standings, names: Sequence[str | Text], rules: RuleSet,
                 ) -> None:
        self.standings = standings
        self.names = tuple(names)
        self.rules = rules

    def _table(self, console: Console, options: ConsoleOptions) -> Table:
        whole = standings_table(self.standings, self.names, self.rules)
        natural = Measurement.get(console, options.update_width(_UNBOUNDED), whole).maximum
        if natural <= options.max_width:
            return whole
        return standings_table(self.standings, self.names, self.rules, raw=False)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self._table(console, options)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self._table(console, options))


_UNBOUNDED = 10_000
"""A width no table needs: to measure one at its natural width."""


def _signed(value: float, *, bold: bool) -> Text:
    colour = "#5fd75f" if value > 0 else "#ff5f5f" if value < 0 else ""
    return Text(f"{value:+.1f}", style=f"bold {colour}" if bold else colour)


def rules_line(rules: RuleSet) -> str:
    """The settlement's terms in one line."""
    line = t("standings.rules", rules=preset_name(rules), start=rules.starting_points,
             back=rules.return_points, uma=" / ".join(f"{u:+g}" for u in rules.uma))
    if chips_in_play(rules) and rules.chip_value:
        line += t("standings.chip_value", points=rules.chip_value)
    return line
