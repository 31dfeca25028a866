"""``mahjong-tui presets [show NAME|FILE.toml]``: list the rule presets, or print one as TOML."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from rich.table import Table

from mahjong_tui.text.console import plain_console
from mahjong_tui.text.rule_words import preset_words
from rules.presets import load_preset, load_preset_file, preset_names, preset_to_toml
from rules.ruleset import RuleSet


def register(subparsers: Any) -> None:
    """Add ``presets`` and its ``show`` subcommand."""
    parser = subparsers.add_parser(
        "presets", help="list the rule presets, or print one as TOML", description=__doc__
    )
    parser.set_defaults(func=list_presets)
    actions = parser.add_subparsers(
        dest="presets_action", metavar="ACTION", parser_class=type(parser)
    )
    show = actions.add_parser("show", help="print a preset with every rule as TOML")
    show.add_argument("name", metavar="NAME", help="a preset name, or the path of a .toml file")
    show.set_defaults(func=show_preset)


def list_presets(args: argparse.Namespace) -> int:
    """Print each preset's id (for ``--preset``), its title and its description in plain
    words (:mod:`mahjong_tui.text.rule_words`): a table on a terminal, else tab-separated."""
    rows = [_words(name) for name in preset_names()]
    if not sys.stdout.isatty():
        for row in rows:
            print("\t".join(row))
        return 0
    table = Table("preset", "name", "description",
                  title="Rule presets (mahjong-tui presets show PRESET)")
    for row in rows:
        table.add_row(*row)
    plain_console().print(table)
    return 0


def _words(name: str) -> tuple[str, str, str]:
    words = preset_words(name)
    if words is None:
        return name, name, load_preset(name).description
    return name, words.title, words.description


def show_preset(args: argparse.Namespace) -> int:
    """Print the preset (or a preset file) with every field, as TOML."""
    sys.stdout.write(preset_to_toml(_resolve(args.name)))
    return 0


def _resolve(name: str) -> RuleSet:
    """A shipped preset by name, or a preset file by path (``*.toml``, or with a directory)."""
    path = Path(name)
    if path.suffix == ".toml" or len(path.parts) > 1:
        return load_preset_file(path)
    return load_preset(name)
