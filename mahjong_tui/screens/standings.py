"""The final standings of a game (the game result's table, the replay viewer's end):
places, points, oka and uma, results, and chips where the rules have them."""

from __future__ import annotations

from collections.abc import Sequence

from rich.table import Table
from rich.text import Text

from mahjong_tui.engine.settlement import Standings
from mahjong_tui.language import t
from mahjong_tui.words import preset_name
from rules.chips import chips_in_play
from rules.ruleset import RuleSet

PLACES = ("first", "second", "third", "fourth")
"""Each place, the message ``parts.NAME``."""


def standings_table(standings: Standings, names: Sequence[str], rules: RuleSet) -> Table:
    """Places, points and their settlement; with chips, the chips and the total with them."""
    table = Table(title=t("standings.title"), title_style="bold", expand=False)
    chips = chips_in_play(rules)
    priced = chips and rules.chip_value > 0
    columns = ("place", "player", "points", "raw", "oka", "uma", "result",
               *(("chips",) if chips else ()), *(("total",) if priced else ()))
    for column in columns:
        table.add_column(t(f"standings.columns.{column}"),
                         justify="left" if column in ("place", "player") else "right")
    for p in standings.by_rank():
        raw = (p.score - rules.return_points) / 1000
        settled = p.total if priced else p.result
        row: list[str | Text] = [
            t(f"parts.{PLACES[p.rank - 1]}"), names[p.seat], str(p.score), f"{raw:+.1f}",
            f"{p.oka:+.1f}", f"{p.uma:+.1f}", _signed(p.result, bold=not priced),
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
    line = t("standings.rules", rules=preset_name(rules), start=rules.starting_points,
             back=rules.return_points, uma=" / ".join(f"{u:+g}" for u in rules.uma))
    if chips_in_play(rules) and rules.chip_value:
        line += t("standings.chip_value", points=rules.chip_value)
    return line
