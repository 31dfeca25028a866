"""The ``mahjong-tui`` command line (the contract is in DESIGN.md).

Bad input is one clear line on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from importlib import import_module
from typing import Final

from mahjong_tui.commands import CliError, add_language_option
from mahjong_tui.language import set_language

EXIT_BAD_INPUT = 2

COMMANDS: Final = {
    "presets": "presets_cmd", "score": "score_cmd", "shanten": "shanten_cmd", "sim": "sim_cmd",
    "replay": "replay_cmd", "play": "play_cmd", "bot": "bot_cmd", "stats": "stats_cmd",
}
"""Each subcommand and its module under ``mahjong_tui.commands``, in the help's order. Only
the module of the command asked for is imported: a batch does not start the app, the AI,
the engine or rich (a third of a second before the first line)."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message}\n")


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The parser of every command, or of the command ``only`` alone."""
    parser = _Parser(prog="mahjong-tui", description="Riichi Mahjong in the terminal.")
    add_language_option(parser, top=True)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name, module in COMMANDS.items():
        if only in (None, name):
            import_module(f"mahjong_tui.commands.{module}").register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    first = argv[0] if argv else None
    args = build_parser(first if first in COMMANDS else None).parse_args(argv)
    if args.lang is not None:
        set_language(args.lang)
    if args.command is None:
        from mahjong_tui.commands.play_cmd import run_app

        return run_app(language=args.lang)
    try:
        status: int = args.func(args)
    except (CliError, ValueError, OSError) as exc:
        print(f"mahjong-tui {args.command}: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130
    return status
