"""The ``mahjong-tui`` command line (the contract is in DESIGN.md).

Bad input is one clear line on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import Any

from mahjong_tui.commands import (
    CliError,
    bot_cmd,
    play_cmd,
    presets_cmd,
    replay_cmd,
    score_cmd,
    shanten_cmd,
    sim_cmd,
    stats_cmd,
)

EXIT_BAD_INPUT = 2

_COMMANDS: tuple[Any, ...] = (
    presets_cmd, score_cmd, shanten_cmd, sim_cmd, replay_cmd, play_cmd, bot_cmd, stats_cmd
)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="mahjong-tui", description="Riichi Mahjong in the terminal.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for module in _COMMANDS:
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        return play_cmd.run_app()
    try:
        status: int = args.func(args)
    except (CliError, ValueError, OSError) as exc:
        print(f"mahjong-tui {args.command}: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130
    return status
