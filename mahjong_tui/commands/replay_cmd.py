"""``mahjong-tui replay FILE [--verify] [--json]``: read a Tenhou log (tenhou.net/6 JSON or
mjlog XML) and replay it through the engine.

With ``--verify`` every finished hand is replayed and its score changes, yaku
and fu are compared with the record; each hand's start (hand, honba, sticks,
scores) must follow from the engine's end of the hand before, and the final
``sc`` from the last hand (exit status 0 only if all match). Without
it, the replay viewer opens: every hand step by step, all four hands open.
Its steps are built before the screen opens, so a file the engine cannot
replay is one error line like a file that cannot be read. When the output is
not a terminal (a pipe, a file), a round-by-round summary is printed instead.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

from rich.table import Table
from rich.text import Text

from mahjong_tui.commands import add_language_option
from mahjong_tui.play.replay_view import ReplayView
from mahjong_tui.records.errors import RecordError
from mahjong_tui.records.load import read_record
from mahjong_tui.records.model import GameRecord, RoundRecord
from mahjong_tui.records.replay import verify_game
from mahjong_tui.text.console import plain_console

if TYPE_CHECKING:
    from mahjong_tui.tui.app import MahjongApp


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "replay",
        help="step through a Tenhou log, or verify it against the engine",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("file", metavar="FILE", help="a tenhou.net/6 JSON log or an mjlog XML")
    parser.add_argument(
        "--verify", action="store_true", help="replay every hand through the engine and compare"
    )
    parser.add_argument("--json", action="store_true", help="with --verify: print one JSON object")
    add_language_option(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    game = read_record(args.file)
    if not args.verify:
        if not sys.stdout.isatty():
            _print_summary(game)
            return 0
        viewer_app(game, args.file, args.lang).run()
        return 0
    result = verify_game(game)
    if args.json:
        print(json.dumps(result.to_json(), ensure_ascii=False))
    else:
        console = plain_console()
        for check in result.checks:
            mark = (Text("ok", style="green") if check.matched
                    else Text("MISMATCH", style="red") + Text(f" {check.reason}"))
            console.print(Text(f"{check.label:6} ") + mark, highlight=False)
        console.print(f"{result.matched}/{len(result.checks)} hands matched")
    return 0 if result.ok else 1


def viewer_app(game: GameRecord, source: str, language: str | None = None) -> MahjongApp:
    """The app opened on the replay viewer, in ``language`` or the one last picked (raises
    RecordError, naming ``source``, when the engine cannot replay the game)."""
    from mahjong_tui.tui.app import MahjongApp  # Textual loads only when the app runs

    try:
        replay = ReplayView(game)
    except RecordError as exc:
        raise exc.located(source) from None
    return MahjongApp(replay=replay, language=language)


def _result_text(game: GameRecord, r: RoundRecord) -> str:
    if r.draw is not None:
        return r.draw.reason
    if not r.wins:
        return "(unfinished)"
    parts = []
    for w in r.wins:
        how = "tsumo" if w.tsumo else f"ron from {game.names[w.from_seat] or w.from_seat}"
        yaku = " ".join(y.text for y in w.yaku)
        parts.append(f"{game.names[w.seat] or w.seat} {how} {w.score_text} {yaku}".strip())
    return "\n".join(parts)


def _print_summary(game: GameRecord) -> None:
    table = Table("hand", "scores", "result", "changes", title=Text(_title(game)))
    for r in game.rounds:
        deltas = r.draw.deltas if r.draw is not None else None
        if r.wins:
            deltas = tuple(sum(w.deltas[s] for w in r.wins) for s in range(4))
        table.add_row(
            f"{r.label} ({r.sticks} sticks)",
            " ".join(str(s) for s in r.scores),
            Text(_result_text(game, r)),
            " ".join(f"{d:+}" for d in deltas) if deltas else "",
        )
    plain_console().print(table)


def _title(game: GameRecord) -> str:
    names = ", ".join(n or f"seat {i}" for i, n in enumerate(game.names))
    disp = game.rule.get("disp", "")
    hint = "in a terminal the replay viewer opens; --verify checks the engine"
    return f"{disp} {names} ({hint})".strip()
