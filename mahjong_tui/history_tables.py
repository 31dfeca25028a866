"""The player's record as rich tables, for the record screen and ``mahjong-tui stats``."""

from __future__ import annotations

from collections.abc import Sequence

from rich.table import Table
from rich.text import Text

from mahjong_tui.history import GameSummary, Totals
from mahjong_tui.rule_words import preset_title
from mahjong_tui.words import length_name

RECENT_GAMES = 15
PLACES = ("1st", "2nd", "3rd", "4th")


def totals_table(t: Totals) -> Table:
    table = Table(title=f"Your record: {t.games} game{'s' * (t.games != 1)}", show_header=False,
                  expand=False)
    table.add_column(justify="left")
    table.add_column(justify="right")
    table.add_row("Average rank", f"{t.avg_rank:.2f}")
    table.add_row("1st / 2nd / 3rd / 4th", " / ".join(str(n) for n in t.ranks))
    table.add_row("Average final points", f"{t.avg_score:,.0f}")
    table.add_row("Average result", f"{t.avg_result:+.1f}")
    table.add_row("Hands played", str(t.hands))
    table.add_row("Win rate", f"{t.win_rate:.1%}")
    table.add_row("Deal-in rate", f"{t.deal_in_rate:.1%}")
    table.add_row("Riichi rate", f"{t.riichi_rate:.1%}")
    table.add_row("Call rate", f"{t.call_rate:.1%}")
    return table


def recent_table(games: Sequence[GameSummary], count: int = RECENT_GAMES) -> Table:
    """The last ``count`` games, newest first."""
    table = Table(title="Recent games", expand=False)
    for column in ("Finished (UTC)", "Rules", "Place", "Points", "Result", "Wins", "Deal-ins"):
        table.add_column(column, justify="left" if column in ("Finished (UTC)", "Rules")
                         else "right")
    for g in reversed(games[-count:]):
        colour = "#5fd75f" if g.result > 0 else "#ff5f5f" if g.result < 0 else ""
        table.add_row(
            Text(g.finished.replace("T", " ")[:16]),
            Text(f"{preset_title(g.rules)}, {length_name(g.length)}"),
            PLACES[g.rank - 1],
            str(g.score), Text(f"{g.result:+.1f}", style=colour), f"{g.wins}/{g.hands}",
            str(g.deal_ins),
        )
    return table
