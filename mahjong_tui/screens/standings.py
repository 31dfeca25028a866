"""The final standings of a game (the game result's table, the replay viewer's end):
places, points, oka and uma, results, and chips where the rules have them."""

from __future__ import annotations

from collections.abc import Sequence

from rich.table import Table
from rich.text import Text

from mahjong_tui.engine.settlement import Standings
from mahjong_tui.words import preset_name
from rules.chips import chips_in_play
from rules.ruleset import RuleSet

PLACES = ("1st", "2nd", "3rd", "4th")
FINAL_STANDINGS = "Final standings"


def standings_table(standings: Standings, names: Sequence[str], rules: RuleSet) -> Table:
    """Places, points and their settlement; with chips, the chips and the total with them."""
    table = Table(title=FINAL_STANDINGS, title_style="bold", expand=False)
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
    line = (f"Rules: {preset_name(rules)} · start {rules.starting_points}, "
            f"return {rules.return_points} · uma " + " / ".join(f"{u:+g}" for u in rules.uma))
    if chips_in_play(rules) and rules.chip_value:
        line += f" · a chip is worth {rules.chip_value} points"
    return line
