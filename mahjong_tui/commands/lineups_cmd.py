"""``mahjong-tui lineups [--json]``: the themed line-ups (a venue and three characters),
with the ids that ``sim --players`` takes."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from mahjong_tui.play.game_config import LINEUPS
from mahjong_tui.play.lineups import lineup_entry


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "lineups", help="list the themed line-ups of opponents", description=__doc__)
    parser.add_argument("--json", action="store_true",
                        help='print [{"id", "name", "venue", "characters": [{"id", "name"}]}]')
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    entries = [lineup_entry(lineup_id) for lineup_id in LINEUPS]
    if args.json:
        json.dump(entries, sys.stdout, ensure_ascii=False)
        sys.stdout.write("\n")
        return 0
    for entry in entries:
        names = ", ".join(f"{c['name']} ({c['id']})" for c in entry["characters"])
        sys.stdout.write(f"{entry['name']} ({entry['id']}): {entry['venue']}. {names}\n")
    return 0
