"""``mahjong-tui lineups [--json]``: the themed line-ups (a venue and three characters),
with the ids that ``sim --players`` takes."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from mahjong_tui.play.game_config import LINEUPS
from mahjong_tui.play.lineups import character_name, lineup_entry
from mahjong_tui.text.language import t


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "lineups", help="list the themed line-ups of opponents", description=__doc__)
    parser.add_argument("--json", action="store_true",
                        help='print [{"id", "name", "venue", "characters": [{"id", "name"}]}]')
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.json:
        json.dump([lineup_entry(lineup_id) for lineup_id in LINEUPS], sys.stdout,
                  ensure_ascii=False)
        sys.stdout.write("\n")
        return 0
    for lineup_id, characters in LINEUPS.items():
        names = ", ".join(f"{character_name(c)} ({c})" for c in characters)
        sys.stdout.write(f"{t(f'lineups.{lineup_id}.name')} ({lineup_id}): "
                         f"{t(f'lineups.{lineup_id}.venue')}. {names}\n")
    return 0
