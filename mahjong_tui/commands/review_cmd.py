"""``mahjong-tui review LOG [--seat N | --all] [--level L] [--json]``: the AI goes over a
game, decision by decision.

LOG is a tenhou.net/6 JSON log (the app's own or Tenhou's) or an mjlog XML, hanchan or
tonpuusen, reviewed under the log's own rules. For each decision of the seat (every
discard, riichi or not, each call offered, kans, a win taken or not, nine terminals) the
AI at level L (strong) makes its own choice; where it differs, the mistake gets the AI's
loss estimate in points and a kind (efficiency, value, riichi, call, push_fold, defence,
win, abort). The summary gives the decisions, the agreement, the points lost by kind and
the ten costliest mistakes. The seat is ``--seat`` (0 is the first dealer), else the
player named ``You`` (the app's logs), else 0; ``--all`` reviews the four.

``--json`` prints ``{"level", "seats": [{"seat", "name", "decisions", "agreement",
"losses", "mistakes": [{"hand", "turn", "played", "ai", "loss", "kind", ...}]}]}``, every
mistake, costliest first. A log that cannot be read or replayed, or a seat that is not
there: one line, exit status 2.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from rich.table import Table
from rich.text import Text

from ai.characters import CHARACTERS
from ai.levels import LEVELS
from mahjong_tui.commands import CliError, add_language_option
from mahjong_tui.play.session import your_seat
from mahjong_tui.records.load import read_record
from mahjong_tui.records.model import GameRecord
from mahjong_tui.records.replay import ReplayMismatch
from mahjong_tui.review.game_review import (
    SeatReview,
    action_code,
    review_game,
    review_json,
)
from mahjong_tui.text.console import plain_console

SEATS = 4


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "review", help="the AI goes over a game, decision by decision", description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("file", metavar="LOG", help="a tenhou.net/6 JSON log or an mjlog XML")
    who = parser.add_mutually_exclusive_group()
    who.add_argument("--seat", type=int, metavar="N", help="the seat to review (0-3)")
    who.add_argument("--all", action="store_true", help="review the four seats")
    parser.add_argument("--level", choices=[*LEVELS, *CHARACTERS], default="strong",
                        help="the AI that reviews (strong)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    add_language_option(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    record = read_record(args.file)
    seats = reviewed_seats(record, args.seat, args.all)
    try:
        reviews = review_game(record, seats, (LEVELS | CHARACTERS)[args.level])
    except ReplayMismatch as exc:
        raise CliError(f"{args.file}: the game cannot be replayed: {exc}") from None
    if args.json:
        print(json.dumps(review_json(reviews, args.level), ensure_ascii=False))
        return 0
    console = plain_console()
    for review in reviews:
        for part in summary(review):
            console.print(part)
    return 0


def reviewed_seats(record: GameRecord, seat: int | None, every: bool) -> list[int]:
    if every:
        return list(range(SEATS))
    if seat is not None:
        if not 0 <= seat < SEATS:
            raise CliError(f"there is no seat {seat} (the seats are 0 to 3)")
        return [seat]
    return [your_seat(record.names)]


def summary(review: SeatReview) -> list[Text | Table]:
    """A seat's review as the terminal shows it: the agreement, the points lost by kind,
    the costliest mistakes. Names are shown as plain text."""
    head = Text.assemble(
        (f"Seat {review.seat}", "bold"), " ", (review.name or "?", "bold"), ": ",
        f"{review.decisions} decisions, the AI agrees with {review.agreement:.1%}")
    lost = Text("Points lost by kind: " + ", ".join(
        f"{kind} {loss:.0f}" for kind, loss in review.losses().items() if loss) or "none")
    table = Table(title="The costliest mistakes", expand=False)
    for column in ("hand", "turn", "played", "AI", "loss", "kind"):
        table.add_column(column, justify="right" if column in ("turn", "loss") else "left")
    for m in review.costliest():
        v = m.verdict
        table.add_row(m.decision.hand.label, str(m.decision.turn), action_code(v.played.action),
                      action_code(v.ai.action), f"{v.loss:.0f}", m.kind)
    return [head, lost, table] if review.mistakes else [head, lost]
