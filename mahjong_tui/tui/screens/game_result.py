"""The end of the game: the final table (places, raw points, oka and uma, results, with
chips where the rules have them), a graph of everyone's points over the hands, the list
of hands (who won what, or the draw, and every score change), and ``r`` to replay the
game from its first hand. The log is named, never shown by its file name."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from ai.levels import STRONG
from mahjong_tui.engine.events import Drawn, DrawReason, Won
from mahjong_tui.engine.settlement import Standings
from mahjong_tui.play.config import Settings
from mahjong_tui.play.game_story import HandStory, score_lines
from mahjong_tui.play.history import keep_review
from mahjong_tui.play.replay_view import ReplayView
from mahjong_tui.play.table_talk import Remark
from mahjong_tui.records.errors import RecordError
from mahjong_tui.records.model import GameRecord
from mahjong_tui.records.replay import ReplayMismatch
from mahjong_tui.review.game_review import SeatReview, review_game
from mahjong_tui.text.language import current_language, t
from mahjong_tui.text.line_breaks import prose
from mahjong_tui.text.plates import record_plate, remark_line
from mahjong_tui.text.problem_words import record_problem
from mahjong_tui.text.words import draw_reason, round_title, wind_initial
from mahjong_tui.tui.screens.help import HelpScreen
from mahjong_tui.tui.screens.keys import HELP
from mahjong_tui.tui.screens.replay import ReplayScreen
from mahjong_tui.tui.screens.review import ReviewScreen
from mahjong_tui.tui.screens.round_result import limit_name, signed, win_points
from mahjong_tui.tui.screens.standings import FittedStandings, rules_line
from mahjong_tui.tui.widgets.score_graph import ScoreGraph
from rules.ruleset import RuleSet

# The screen's words, whole phrases in one place.
DORA_IDS = ("dora", "aka_dora", "ura_dora")
"""Shown with their count ("Dora 2"), not as han."""


# --- the hands ------------------------------------------------------------------------


def short_label(hand: HandStory) -> str:
    """``E1``, ``S4``: a hand under the graph."""
    return t("round.short", wind=wind_initial(hand.round_wind), number=hand.hand_number + 1)


def win_line(win: Won, dealer: int, names: Sequence[str]) -> str:
    """``Haru won by ron from You: Mangan, 8,000 points (Riichi, Tanyao, Dora 2)``."""
    r = win.result
    english = current_language() == "en"
    yaku = t("game_result.separator").join(
        t("game_result.yaku_count", name=y.name if english else y.name_ja, number=y.han)
        if y.id in DORA_IDS else (y.name if english else y.name_ja) for y in r.yaku)
    points = win_points(win, dealer)
    limit = limit_name(r.limit)
    value = (t("game_result.value_limit", limit=limit, points=points, yaku=yaku) if limit
             else t("game_result.value", points=points, yaku=yaku))
    if win.from_seat is None:
        return t("game_result.won_tsumo", winner=names[win.winner], value=value)
    return t("game_result.won_ron", winner=names[win.winner], loser=names[win.from_seat],
             value=value)


def _names(seats: Sequence[int], names: Sequence[str]) -> str:
    return t("game_result.separator").join(names[s] for s in seats)


def draw_line(draw: Drawn, names: Sequence[str]) -> str:
    if draw.reason is DrawReason.EXHAUSTIVE:
        tenpai = [s for s, t in enumerate(draw.tenpai) if t]
        line = (t("game_result.tenpai_none") if not tenpai else t("game_result.tenpai_all")
                if len(tenpai) == len(names)
                else t("game_result.tenpai_some", names=_names(tenpai, names)))
    else:
        line = draw_reason(draw.reason)
    if draw.nagashi:
        line += " · " + t("game_result.nagashi", names=_names(draw.nagashi, names))
    return line


def hands_table(stories: Sequence[HandStory], names: Sequence[str]) -> Table:
    """One row a hand: where and what happened, and each player's change."""
    table = Table(title=t("game_result.hands"), title_style="bold", expand=True)
    table.add_column(t("game_result.hand_column"), ratio=1)
    for name in names:
        table.add_column(Text(name), justify="right", no_wrap=True)
    for hand in stories:
        happened = [win_line(w, hand.hand_number, names) for w in hand.wins]
        if hand.draw is not None:
            happened.append(draw_line(hand.draw, names))
        if hand.riichi:
            happened.append(t("game_result.riichi", names=_names(hand.riichi, names)))
        where = round_title(hand.round_wind, hand.hand_number, hand.honba)
        table.add_row(prose(Text.assemble((where, "bold"), ": ", "\n".join(happened))),
                      *(signed(d) for d in hand.deltas))
    return table


class GameResultScreen(Screen[None]):
    """Dismissed with Enter: back to the title screen; ``r`` opens the replay viewer."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "done", "keys.title_screen"),
        Binding("r", "replay", "keys.replay"),
        Binding("v", "review", "keys.review"),
        HELP,
    ]

    def __init__(
        self, standings: Standings, names: Sequence[str], rules: RuleSet,
        stories: Sequence[HandStory], *, record: GameRecord | None = None, seat: int = 0,
        log_error: str | None = None, settings: Settings | None = None,
        remarks: Sequence[Remark] = (), record_names: Sequence[str] | None = None,
        recorded_in: tuple[Path, str] | None = None,
    ) -> None:
        """``record``: the game as its log holds it (None: no log to replay); ``seat``: the
        player's, seen from in the replay; ``settings``: the app's (the replay's tile
        style); ``remarks``: what the characters say at the game's end; ``record_names``:
        the seats' names in the game's record (a character's colours its name);
        ``recorded_in``: the player's record and this game's log there: the strong AI
        reviews the game in the background and the record keeps what it found."""
        super().__init__()
        self.recorded_in = recorded_in
        self.remarks = tuple(remarks)
        self.plates = [record_plate(name, record) for name, record
                       in zip(names, record_names or names, strict=True)]
        self.standings = standings
        self.names = tuple(names)
        self.rules = rules
        self.stories = tuple(stories)
        self.record = record
        self.seat = seat
        self.log_error = log_error
        self.settings = settings if settings is not None else Settings()
        self.reviewed: SeatReview | None = None
        """The background review once it is done (``v`` then shows it, not a second one)."""

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="result-box"):
            yield Static(t("game_result.title"), classes="screen-title")
            yield Static(FittedStandings(self.standings, self.plates, self.rules),
                         classes="result-part")
            if self.remarks:
                yield Static(prose(Text("\n").join(
                    remark_line(self.names[r.seat], r.character, r.text) for r in self.remarks)),
                    classes="result-part", id="result-talk")
            yield Static(prose(rules_line(self.rules)), classes="dim")
            if self.stories:
                yield Static(t("game_result.graph"), classes="screen-title", id="graph-title")
                yield ScoreGraph(score_lines(self.stories), self.names,
                                 [short_label(h) for h in self.stories], you=self.seat,
                                 id="score-graph")
                yield Static(hands_table(self.stories, self.names), classes="result-part",
                             id="hand-list")
            if self.log_error is not None:
                yield Static(prose(self.log_error), id="log-note")
            elif self.record is not None:
                yield Static(prose(t("game_result.log_kept")), id="log-note")
                if any(p.score < 0 for p in self.standings.placements):
                    yield Static(prose(t("game_result.negative_scores")), id="log-warning")
        yield Footer()

    def on_mount(self) -> None:
        if self.record is not None and self.recorded_in is not None:
            self.review_in_background(self.record, *self.recorded_in)

    @work(thread=True, exclusive=True, group="review")
    def review_in_background(self, record: GameRecord, history: Path, log: str) -> None:
        """The player's progress in the record: the strong AI's review of this game."""
        try:
            (review,) = review_game(record, [self.seat], STRONG)
        except ReplayMismatch:  # not a log of ours: the record has nothing to keep
            return
        self.reviewed = review
        problem = keep_review(history, log, review)
        if problem is not None:
            self.app.call_from_thread(self.notify, problem, severity="warning", timeout=10,
                                      markup=False)

    def on_screen_resume(self) -> None:
        """The keys scroll the result (back from the replay too)."""
        self.query_one("#result-box").focus()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return action not in ("replay", "review") or self.record is not None

    def action_replay(self) -> None:
        """The replay viewer at the first hand's deal, from the player's seat."""
        if self.record is None:
            return
        try:
            view = ReplayView(self.record)
        except RecordError as exc:
            self.notify(t("game_result.no_replay", problem=record_problem(exc)),
                        severity="warning", timeout=10, markup=False)
            return
        view.set_seat(self.seat)
        self.app.push_screen(ReplayScreen(view, self.settings, closes_app=False))

    def action_review(self) -> None:
        """The strong AI goes over the player's game."""
        if self.record is None:
            return
        if self.reviewed is not None:  # the background review, already kept in the record
            self.app.push_screen(ReviewScreen(self.record, self.seat, self.settings,
                                              done=self.reviewed))
        else:
            self.app.push_screen(ReviewScreen(self.record, self.seat, self.settings,
                                              recorded_in=self.recorded_in))

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen("game_result", self.rules))

    def action_done(self) -> None:
        self.dismiss(None)
