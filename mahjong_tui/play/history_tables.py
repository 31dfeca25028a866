"""The player's record as rich tables, for the record screen and ``mahjong-tui stats``."""

from __future__ import annotations

from collections.abc import Sequence

from rich.table import Table
from rich.text import Text

from mahjong_tui.play.game_config import CHARACTER_IDS, LINEUPS, lineup_of
from mahjong_tui.play.history import GameSummary, Totals
from mahjong_tui.play.lineups import character_name
from mahjong_tui.text.language import t as tr
from mahjong_tui.text.rule_words import preset_title
from mahjong_tui.text.words import length_name

RECENT_GAMES = 15


def totals_table(t: Totals) -> Table:
    table = Table(title=tr("record.title", count=t.games), show_header=False, expand=False)
    table.add_column(justify="left")
    table.add_column(justify="right")
    table.add_row(tr("record.avg_rank"), f"{t.avg_rank:.2f}")
    table.add_row(tr("record.ranks"), " / ".join(str(n) for n in t.ranks))
    table.add_row(tr("record.avg_score"), f"{t.avg_score:,.0f}")
    table.add_row(tr("record.avg_result"), f"{t.avg_result:+.1f}")
    table.add_row(tr("record.hands"), str(t.hands))
    table.add_row(tr("record.win_rate"), f"{t.win_rate:.1%}")
    table.add_row(tr("record.deal_in_rate"), f"{t.deal_in_rate:.1%}")
    table.add_row(tr("record.riichi_rate"), f"{t.riichi_rate:.1%}")
    table.add_row(tr("record.call_rate"), f"{t.call_rate:.1%}")
    return table


def recent_table(games: Sequence[GameSummary], count: int = RECENT_GAMES) -> Table:
    """The last ``count`` games, newest first."""
    table = Table(title=tr("record.recent"), expand=False)
    for column in ("finished", "rules", "place", "points", "result", "wins", "deal_ins"):
        table.add_column(tr(f"record.columns.{column}"),
                         justify="left" if column in ("finished", "rules") else "right")
    for g in reversed(games[-count:]):
        colour = "#5fd75f" if g.result > 0 else "#ff5f5f" if g.result < 0 else ""
        table.add_row(
            Text(_when(g)), Text(_rules(g)), _place(g),
            str(g.score), Text(f"{g.result:+.1f}", style=colour), f"{g.wins}/{g.hands}",
            str(g.deal_ins),
        )
    return table


BAR_CELLS = 10
"""The agreement bar's width: a tenth of agreement a cell."""


def progress_table(games: Sequence[GameSummary], count: int = RECENT_GAMES) -> Table | None:
    """Your reviewed games, newest first: your place, the AI's agreement with your
    decisions (as a bar, to see it rise), your mistakes and what they cost. None: no game
    of yours was reviewed yet."""
    reviewed = [g for g in games if g.review is not None][-count:]
    if not reviewed:
        return None
    table = Table(title=tr("record.progress"), expand=False)
    for column in ("finished", "place", "agreement", "mistakes", "lost"):
        table.add_column(tr(f"record.columns.{column}"),
                         justify="left" if column in ("finished", "agreement") else "right")
    for g in reversed(reviewed):
        mark = g.review
        assert mark is not None
        filled = round(mark.agreement * BAR_CELLS)
        bar = Text.assemble(("█" * filled, "#5fd7ff"), ("·" * (BAR_CELLS - filled), "dim"),
                            f" {mark.agreement:.0%}")
        table.add_row(Text(_when(g)), _place(g), bar, str(mark.mistakes), str(mark.lost))
    return table


def game_words(game: GameSummary) -> str:
    """A recorded game in one line: ``2026-11-29 10:00 · Tenhou, East only · 2nd``."""
    return tr("record.game", when=_when(game), rules=_rules(game), place=_place(game))


def _when(game: GameSummary) -> str:
    return game.finished.replace("T", " ")[:16]


def _rules(game: GameSummary) -> str:
    return f"{preset_title(game.rules)}, {length_name(game.length)}"


def _place(game: GameSummary) -> str:
    return tr(f"parts.{('first', 'second', 'third', 'fourth')[game.rank - 1]}")


def opponents_table(games: Sequence[GameSummary]) -> Table | None:
    """Your results against each line-up and each character you met: the games, your
    average place, and how often you finished ahead of them (of a line-up: of its three).
    None: you have met none."""
    rows: list[tuple[str, list[GameSummary], list[tuple[int, int]]]] = []
    """Each row's name, its games and its meetings: (your place, theirs) for each of them
    in a game."""
    for lineup in LINEUPS:
        played = [g for g in games if lineup_of(_trio(g)) == lineup]
        if played:
            rows.append((tr("record.lineup", name=tr(f"lineups.{lineup}.name")), played,
                         [(g.rank, rank) for g in played for rank in g.opponent_ranks]))
    for character in CHARACTER_IDS:
        played = [g for g in games if character in g.opponents]
        if played:
            rows.append((character_name(character), played, [
                (g.rank, rank) for g in played
                for who, rank in zip(g.opponents, g.opponent_ranks, strict=True)
                if who == character]))
    if not rows:
        return None
    table = Table(title=tr("record.against"), expand=False)
    for column in ("opponent", "games", "your_place", "ahead"):
        table.add_column(tr(f"record.columns.{column}"),
                         justify="left" if column == "opponent" else "right")
    for name, played, met in rows:
        table.add_row(Text(name), str(len(played)),
                      f"{sum(g.rank for g in played) / len(played):.2f}",
                      f"{sum(mine < theirs for mine, theirs in met) / len(met):.0%}")
    return table


def _trio(game: GameSummary) -> tuple[str, str, str]:
    """The game's opponents (three empty names in a game recorded before they were)."""
    right, across, left = (*game.opponents, "", "", "")[:3]
    return right, across, left
