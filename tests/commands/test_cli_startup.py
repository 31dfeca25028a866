"""A batch starts light: ``score --batch`` and ``shanten --batch`` import neither the app,
the engine, the AI nor rich, and scoring with the default rules imports no pydantic (so
never builds the RuleSet validators either; see tests/bench/bench_batch.py for what that
is worth) and no ``dataclasses`` (nor ``inspect``, which it brings: a fifth of the start),
and a plain batch command line imports no argparse (see ``mahjong_tui.cli``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from importlib import import_module
from pathlib import Path

import pytest

from mahjong_tui.cli import APP_LINES, PLAIN_BATCHES, build_parser, main
from mahjong_tui.text.language import LANGUAGES

PROBE = """
import json, sys
from mahjong_tui.cli import main
main({argv!r})
pydantic = "pydantic" in sys.modules
dataclasses = sorted(m for m in ("dataclasses", "inspect") if m in sys.modules)
from rules.ruleset import RuleSet
heavy = sorted(m for m in sys.modules if m.split(".")[0] in ("rich", "textual", "ai")
               or m.startswith(("mahjong_tui.engine", "mahjong_tui.play.session",
                                "mahjong_tui.tui.app")))
print(json.dumps({{"heavy": heavy, "pydantic": pydantic, "dataclasses": dataclasses,
                  "validators": RuleSet.__pydantic_complete__}}),
      file=sys.stderr)
"""


@pytest.mark.parametrize(("argv", "line", "validators"), [
    (["score", "--batch"], '{"hand": "123m456p789s11122z", "win": "2z", "seat_wind": "S"}',
     False),
    (["score", "--batch", "--preset", "seed000_netmahjong"],
     '{"hand": "123m456p789s11122z", "win": "2z", "seat_wind": "S"}', True),
    (["shanten", "--batch"], "123m456p789s11122z", False),
])
def test_a_batch_starts_without_the_app(argv: list[str], line: str, validators: bool) -> None:
    """(A line that needs the careful checks, or a preset, brings pydantic in.)"""
    done = subprocess.run([sys.executable, "-c", PROBE.format(argv=argv)], input=line + "\n",
                          capture_output=True, text=True, timeout=120, check=True)
    assert json.loads(done.stdout).get("error") is None
    probe = json.loads(done.stderr.splitlines()[-1])
    if not validators:  # pydantic brings dataclasses: only a default batch is free of them
        assert probe["dataclasses"] == []
    del probe["dataclasses"]
    assert probe == {"heavy": [], "pydantic": validators, "validators": validators}


def test_a_default_batch_answers_bad_lines_without_pydantic() -> None:
    """The careful checks of a bad line use the default rules' values too."""
    lines = '{"hand": "123m456p789s11122z", "win": "2z", "tenhou": true}\nnot json\n'
    done = subprocess.run([sys.executable, "-c", PROBE.format(argv=["score", "--batch"])],
                          input=lines, capture_output=True, text=True, timeout=120, check=True)
    assert [bool(json.loads(line)["error"]) for line in done.stdout.splitlines()] == [True, True]
    probe = json.loads(done.stderr.splitlines()[-1])
    assert probe["pydantic"] is False and probe["dataclasses"] == []


@pytest.mark.parametrize("argv", [list(argv) for argv in PLAIN_BATCHES])
def test_a_plain_batch_runs_as_the_parser_reads_it(argv: list[str],
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """A command line that starts without the parser calls what the parsed arguments call."""
    module = import_module(f"mahjong_tui.commands.{PLAIN_BATCHES[tuple(argv)][0]}")
    calls: list[tuple[object, ...]] = []
    monkeypatch.setattr(module, "run_batch", lambda *args: calls.append(args) or 0)
    args = build_parser(argv[0]).parse_args(argv)
    assert args.lang is None
    assert args.func(args) == 0
    assert main(argv) == 0
    assert calls[0] == calls[1] and len(calls) == 2


def test_a_plain_batch_imports_no_argparse() -> None:
    probe = ("import sys\nfrom mahjong_tui.cli import main\nmain(['score', '--batch'])\n"
             "main(['shanten', '--batch'])\n"
             "print(sorted(m for m in ('argparse', 'gettext', 'mahjong_tui.text.language') "
             "if m in sys.modules), file=sys.stderr)")
    done = subprocess.run([sys.executable, "-c", probe], input="", capture_output=True,
                          text=True, timeout=120, check=True)
    assert done.stderr.strip() == "[]"


@pytest.mark.parametrize("argv", [list(argv) for argv in APP_LINES])
def test_an_app_line_starts_the_app_as_the_parser_reads_it(argv: list[str]) -> None:
    """``mahjong-tui`` and ``mahjong-tui --lang ja`` skip the parser: it would read them
    as the app, in that language."""
    args = build_parser().parse_args(argv)
    assert args.command is None and args.lang == APP_LINES[tuple(argv)]
    assert {language for language in APP_LINES.values() if language} == set(LANGUAGES)


TITLE_PROBE = """
import json, sys
import textual.app as ta

_display = ta.App._display

def display(self, screen, renderable):
    _display(self, screen, renderable)
    if renderable is not None and type(screen).__name__ == "TitleScreen" and self.is_running:
        heavy = sorted(m for m in sys.modules if m.split(".")[0] in ("pydantic", "ai")
                       or m.startswith(("mahjong_tui.engine", "mahjong_tui.records.",
                                        "mahjong_tui.play.session", "mahjong_tui.play.config",
                                        "mahjong_tui.tui.screens.table", "rules.ruleset")))
        print(json.dumps(heavy), file=sys.stderr)
        ta.App._display = _display
        self.exit()

ta.App._display = display
_run = ta.App.run
ta.App.run = lambda self, *a, **k: _run(self, headless=True)
from mahjong_tui.cli import main
main([])
"""


def test_the_title_is_drawn_before_the_rules_and_the_game_load(tmp_path: Path) -> None:
    """What the title screen does not need waits until it is drawn: the settings (and with
    them pydantic and the rules), the engine, the AI, the other screens (see
    tests/bench/bench_startup.py for what that is worth)."""
    env = {**os.environ, "MAHJONG_TUI_DATA_DIR": str(tmp_path / "data"),
           "MAHJONG_TUI_CONFIG_DIR": str(tmp_path / "config")}
    done = subprocess.run([sys.executable, "-c", TITLE_PROBE], env=env, capture_output=True,
                          text=True, timeout=120, check=True)
    assert json.loads(done.stderr.strip().splitlines()[-1]) == []
