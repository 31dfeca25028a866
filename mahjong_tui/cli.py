"""The ``mahjong-tui`` command line (the contract is in DESIGN.md).

Bad input is one clear line on stderr and exit status 2, never a traceback.

A batch written exactly as ``score --batch`` or ``shanten --batch [--json]`` (the way a
script pipes hands through) starts without argparse: building the parser and its help
formatters is a tenth of such a batch's start, and these command lines have only one
reading (:data:`PLAIN_BATCHES`; ``tests/commands/test_cli_startup.py`` checks that the parser reads
them so). Any other command line goes through the parser. Such a batch also runs no
collection while it imports its modules and then freezes what the start made
(``gc.freeze``): the modules and their tables live as long as the process, and no
collection, the last one at exit included, has to walk them again.
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Callable, Sequence
from importlib import import_module
from typing import TYPE_CHECKING, Final

from mahjong_tui.commands import CliError

if TYPE_CHECKING:
    import argparse

EXIT_BAD_INPUT = 2

COMMANDS: Final = {
    "presets": "presets_cmd", "score": "score_cmd", "shanten": "shanten_cmd", "sim": "sim_cmd",
    "replay": "replay_cmd", "play": "play_cmd", "bot": "bot_cmd", "stats": "stats_cmd",
    "lineups": "lineups_cmd", "review": "review_cmd",
}
"""Each subcommand and its module under ``mahjong_tui.commands``, in the help's order. Only
the module of the command asked for is imported: a batch does not start the app, the AI,
the engine or rich (a third of a second before the first line)."""


PLAIN_BATCHES: Final = {
    ("score", "--batch"): ("score_batch", "run_batch"),
    ("shanten", "--batch"): ("shanten_cmd", "run_batch"),
    ("shanten", "--batch", "--json"): ("shanten_cmd", "run_batch"),
    ("shanten", "--json", "--batch"): ("shanten_cmd", "run_batch"),
}
"""Command lines run without the parser: the module under ``mahjong_tui.commands`` and its
function that the parsed arguments would call (with the default preset, for score)."""


APP_LINES: Final[dict[tuple[str, ...], str | None]] = {
    (): None,
    **{(option, *value): language for language in ("en", "ja")
       for option, *value in (("--lang", language), (f"--lang={language}",))},
}
"""Command lines that start the app and nothing else (``mahjong-tui``, ``mahjong-tui --lang
ja``), and their language: the app starts without building every command's parser, which
would import every command's module (the rules' presets, the engine, the AI: more than the
title screen itself). Any other command line goes through the parser, help included."""


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The parser of every command, or of the command ``only`` alone."""
    import argparse

    from mahjong_tui.commands import add_language_option

    class _Parser(argparse.ArgumentParser):
        def error(self, message: str) -> None:  # type: ignore[override]
            self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message}\n")

    parser = _Parser(prog="mahjong-tui", description="Riichi Mahjong in the terminal.")
    add_language_option(parser, top=True)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name, module in COMMANDS.items():
        if only in (None, name):
            import_module(f"mahjong_tui.commands.{module}").register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """The command's exit status; ``argv`` None: the program's own command line (a plain
    batch then ends the process itself, see :func:`_end`)."""
    as_program = argv is None
    argv = sys.argv[1:] if argv is None else list(argv)
    plain = PLAIN_BATCHES.get(tuple(argv))
    if plain is not None:
        module, function = plain
        gc.disable()  # the start makes no garbage worth a collection (see the docstring)
        batch = getattr(import_module(f"mahjong_tui.commands.{module}"), function)
        gc.freeze()
        gc.enable()
        status = _run(argv[0], (lambda: batch(None)) if argv[0] == "score" else batch)
        if as_program:
            _end(status)
        return status
    if tuple(argv) in APP_LINES:
        return _start_app(APP_LINES[tuple(argv)])
    first = argv[0] if argv else None
    args = build_parser(first if first in COMMANDS else None).parse_args(argv)
    if args.command is None:
        return _start_app(args.lang)
    return _run(args.command, lambda: _command(args))


def _command(args: argparse.Namespace) -> int:
    """The command's exit status, in the language of ``--lang``."""
    _speak(args.lang)
    status: int = args.func(args)
    return status


def _speak(language: str | None) -> None:
    """Speak ``language`` (``--lang``), if one was given."""
    if language is not None:
        from mahjong_tui.text.language import set_language

        set_language(language)


def _start_app(language: str | None) -> int:
    """The title screen, in ``language`` (``--lang``) or the one last picked (the app falls
    back to English, with a warning, if that language's messages cannot be used)."""
    from mahjong_tui.commands.play_cmd import run_app

    return _run("", lambda: run_app(language=language))


def _end(status: int) -> None:
    """End the process with ``status`` once its output is out, without the interpreter's
    teardown: a batch's tables (the scorer's and its own, tens of thousands of objects)
    would be freed one by one (1.7 % of the instructions of 10,000 lines of ``score
    --batch``), and a batch leaves nothing else to do at exit (no atexit callback, no
    thread). If the output cannot be flushed (a closed pipe), this returns and the
    interpreter ends as it always does, reporting it."""
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):  # ValueError: a stream closed
        return
    os._exit(status)


def _run(command: str, func: Callable[[], int]) -> int:
    """``func()``'s exit status; bad input is one line on stderr and exit status 2."""
    try:
        return func()
    except (CliError, ValueError, OSError) as exc:  # a damaged catalogue is a ValueError
        print(f"mahjong-tui{command and ' '}{command}: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130
