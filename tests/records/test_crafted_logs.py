"""Crafted game logs: every one is a single line on stderr and exit status 2.

Each case changes one thing in a real tenhou.net/6 log or a real mjlog (names and
titles of the wrong type, too few players, scores for two seats, a win by seat 9,
no hand at all...) or is no log file at all (a FIFO, /dev/zero, a directory, a file
over the size cap). ``replay --verify``, ``replay`` to a pipe and the viewer's
reader must all refuse it in one line, never a traceback or a hang. Text from a log
(player names, yaku) is printed as it is, never read as Rich markup.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from mahjong_tui.cli import main
from mahjong_tui.records import RecordError, read_record
from mahjong_tui.replay_view import ReplayView
from rules.untrusted import MAX_BYTES
from tests.records.data import PHOENIX_JSON, PHOENIX_XML

JSON_LOG: dict[str, Any] = json.loads(PHOENIX_JSON[0].read_text(encoding="utf-8"))
XML_LOG = PHOENIX_XML[0].read_text(encoding="utf-8")

JSON_CHANGES: dict[str, dict[str, Any]] = {
    "name a number": {"name": 5},
    "name of numbers": {"name": [1, 2, 3, 4]},
    "three names": {"name": ["a", "b", "c"]},
    "five names": {"name": ["a", "b", "c", "d", "e"]},
    "title a number": {"title": 5},
    "title of lists": {"title": [[1], [2]]},
    "no hand": {"log": []},
    "log a dict": {"log": {"a": 1}},
    "rule a number": {"rule": 5},
    "a round of numbers": {"log": [[1, 2, 3]]},
    "scores for two": {"log": [[[0, 0, 0], [25000, 25000], *JSON_LOG["log"][0][2:]]]},
    "kyoku 99": {"log": [[[99, 0, 0], *JSON_LOG["log"][0][1:]]]},
    "a win by seat 9": {"log": [[*JSON_LOG["log"][0][:16],
                                 ["和了", [0, 0, 0, 0], [9, 9, 9, "30符1飜1000点", "立直(1飜)"]]]]},
    "a win with two changes": {"log": [[*JSON_LOG["log"][0][:16],
                                        ["和了", [1000, -1000], [0, 1, 0, "30符1飜1000点"]]]]},
    "201 hands": {"log": [JSON_LOG["log"][0]] * 201},
    "deep nesting": {"log": [[[[[[[[[[]]]]]]]]]]},
}


def _mjlog(pattern: str, replacement: str) -> Callable[[Path], None]:
    def write(path: Path) -> None:
        crafted, count = re.subn(pattern, replacement, XML_LOG, count=1)
        assert count == 1, pattern
        path.write_text(crafted, encoding="utf-8")
    return write


def _tenhou6(change: dict[str, Any]) -> Callable[[Path], None]:
    return lambda path: path.write_text(json.dumps(JSON_LOG | change), encoding="utf-8")


def _too_large(path: Path) -> None:
    with path.open("wb") as out:
        out.truncate(MAX_BYTES + 1)


FILES: dict[str, Callable[[Path], None]] = {
    **{name: _tenhou6(change) for name, change in JSON_CHANGES.items()},
    "mjlog INIT ten for two": _mjlog(r'ten="[^"]*"', 'ten="1,2"'),
    "mjlog AGARI sc of one": _mjlog(r'(<AGARI[^>]*) sc="[^"]*"', r'\1 sc="999"'),
    "mjlog AGARI who 9": _mjlog(r'(<AGARI[^>]*) who="[^"]*"', r'\1 who="9"'),
    "mjlog AGARI fromWho -1": _mjlog(r'(<AGARI[^>]*) fromWho="[^"]*"', r'\1 fromWho="-1"'),
    "mjlog no hand": lambda path: path.write_text("<mjloggm ver=\"2.3\"></mjloggm>", "utf-8"),
    "mjlog deep nesting": lambda path: path.write_text("<a>" * 50_000, "utf-8"),
    "JSON nested too deeply": lambda path: path.write_text("[" * 100_000, "utf-8"),
    "not UTF-8": lambda path: path.write_bytes(b'{"log": [\xe9]}'),
    "empty": lambda path: path.write_text("", "utf-8"),
    "too large": _too_large,
    "a FIFO": os.mkfifo,
    "a directory": lambda path: path.mkdir(),
}


@pytest.fixture(params=sorted(FILES))
def crafted(request: pytest.FixtureRequest, tmp_path: Path) -> Path:
    path = tmp_path / "crafted.json"
    FILES[request.param](path)
    return path


@pytest.mark.parametrize("command", [["replay", "--verify"], ["replay", "--verify", "--json"],
                                     ["replay"]])
def test_a_crafted_log_is_one_line_and_exit_2(crafted: Path, command: list[str],
                                              capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*command, str(crafted)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("mahjong-tui replay: ") and err.count("\n") == 1
    assert "Traceback" not in err


def test_the_viewer_refuses_it_before_opening(crafted: Path) -> None:
    with pytest.raises(RecordError):
        ReplayView(read_record(crafted))


def test_the_real_logs_still_verify(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "--verify", str(PHOENIX_JSON[0])]) == 0
    assert main(["replay", "--verify", str(PHOENIX_XML[0])]) == 0


def test_names_and_yaku_from_a_log_print_as_they_are(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    names = ["[/x]", "[bold]b", "[red]", "d[/]"]
    path = tmp_path / "markup.json"
    path.write_text(json.dumps(JSON_LOG | {"name": names, "title": ["[/t]", "[i]"]}), "utf-8")
    console = Console(width=300, record=True, force_terminal=False)
    monkeypatch.setattr("mahjong_tui.commands.replay_cmd.Console", lambda **_: console)
    assert main(["replay", str(path)]) == 0
    text = console.export_text()
    assert all(name in text for name in names)
