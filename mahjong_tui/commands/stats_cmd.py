"""``mahjong-tui stats [--json]``: the player's record over the games finished in the app."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from mahjong_tui.files.places import HISTORY_FILE, data_dir
from mahjong_tui.play.history import load_history, totals
from mahjong_tui.play.history_tables import (
    opponents_table,
    progress_table,
    recent_table,
    totals_table,
)
from mahjong_tui.text.console import plain_console


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "stats", help="your record: rank, points, win and deal-in rates", description=__doc__
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    path = data_dir() / HISTORY_FILE
    games, warning = load_history(path)
    if warning is not None:
        print(f"mahjong-tui stats: {warning}", file=sys.stderr)
    t = totals(games)
    if args.json:
        print(json.dumps(t.as_json() | {"file": str(path)}))
        return 0
    console = plain_console()
    if not games:
        console.print(f"No finished game yet (the record is kept in {path}).")
        return 0
    console.print(totals_table(t))
    console.print(recent_table(games))
    for extra in (progress_table(games), opponents_table(games)):
        if extra is not None:
            console.print(extra)
    return 0
