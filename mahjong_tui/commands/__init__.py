"""One module per ``mahjong-tui`` subcommand.

Each module defines ``register(subparsers)``, which adds its parser and sets
``func`` to a callable taking the parsed arguments and returning the exit status.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # a batch run without the parser imports neither (see mahjong_tui.cli)
    import argparse


def add_language_option(parser: argparse.ArgumentParser, *, top: bool = False) -> None:
    """``--lang en|ja``, before the command (``mahjong-tui --lang ja play``) or after it
    (``mahjong-tui play --lang ja``); ``args.lang`` is None when neither is given."""
    import argparse

    from mahjong_tui.text.language import LANGUAGES

    parser.add_argument(
        "--lang", choices=LANGUAGES, default=None if top else argparse.SUPPRESS,
        help="the language of the screens and of the rendered result: en or ja (default: "
        "the one last picked, at first the locale's)")


class CliError(Exception):
    """Bad input to a subcommand: printed as one line, exit status 2."""
