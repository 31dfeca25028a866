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
from mahjong_tui.play.replay_view import ReplayView
from mahjong_tui.records.errors import RecordError
from mahjong_tui.records.load import read_record
from mahjong_tui.text.language import set_language
from mahjong_tui.text.problem_words import record_problem
from rules.untrusted import MAX_BYTES
from tests.records.data import FIXTURES, PHOENIX_JSON, PHOENIX_XML

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
    monkeypatch.setattr("mahjong_tui.commands.replay_cmd.plain_console", lambda **_: console)
    assert main(["replay", str(path)]) == 0
    text = console.export_text()
    assert all(name in text for name in names)


def test_the_reason_is_worded_in_the_players_language(crafted: Path) -> None:
    """The screens word a record's problem by its code (the command line keeps its English
    line): in Japanese, no English but the names of the formats."""
    with pytest.raises(RecordError) as info:
        ReplayView(read_record(crafted))
    english = record_problem(info.value)
    set_language("ja")
    japanese = record_problem(info.value)
    assert set(re.findall(r"[A-Za-z]{2,}", japanese)) <= {"JSON", "XML", "UTF", "MB"}, japanese
    assert english != japanese


@pytest.mark.parametrize(("case", "code", "english", "japanese"), [
    ("201 hands", "too_many_hands", "the log holds 201 hands, more than any game (200)",
     "局が201局あり、どの対局よりも多すぎます (上限200局)"),
    ("a win by seat 9", "bad_seat", "hand 1 has a move or a win by a seat other than the four",
     "1局目に4人以外の席の打牌か和了があります"),
    ("a win with two changes", "not_four_changes",
     "hand 1 has a result without four score changes",
     "1局目の結果に4人分の点数の移動がありません"),
    ("no hand", "no_hand", "the log holds no hand", "局がひとつもありません"),
    ("log a dict", "not_a_log", "it is not a Tenhou game log", "天鳳の牌譜ではありません"),
    ("JSON nested too deeply", "nested", "nested too deeply", "入れ子が深すぎます"),
    ("not UTF-8", "unusable", "not UTF-8 text (byte 9)",
     "UTF-8 のテキストではありません (9バイト目)"),
    ("a FIFO", "unusable", "not a regular file", "通常のファイルではありません"),
    ("three names", "malformed", "it is not a game record this version can read",
     "この版で読める対局記録ではありません"),
])
def test_each_kind_of_reason_in_both_languages(tmp_path: Path, case: str, code: str,
                                               english: str, japanese: str) -> None:
    path = tmp_path / "crafted.json"
    FILES[case](path)
    with pytest.raises(RecordError) as info:
        read_record(path)
    assert info.value.code == code
    assert record_problem(info.value) == english
    set_language("ja")
    assert record_problem(info.value) == japanese


def test_a_record_the_engine_cannot_follow_names_the_hand() -> None:
    """The game result's replay of a game the engine cannot follow says in which hand."""
    path = next(p for p in FIXTURES if p.stem == "confusing_nakis_2")
    with pytest.raises(RecordError) as info:
        ReplayView(read_record(path))
    assert info.value.code == "cannot_replay"
    assert "the engine cannot replay it: " in str(info.value)  # the command line's line
    english = record_problem(info.value)
    assert re.fullmatch(r"the engine cannot follow the record in (East|South) \d.*", english)
    set_language("ja")
    assert re.fullmatch(r"[東南]\d局( \d+本場)?を記録どおりに進められません",
                        record_problem(info.value))


@pytest.mark.parametrize("number", ["inf", "-inf", "nan", "1e400"])
def test_an_owari_that_is_not_a_finite_number_is_one_line(
        tmp_path: Path, number: str, capsys: pytest.CaptureFixture[str]) -> None:
    """``owari="inf,..."`` raised OverflowError (``round(inf)``) out of ``replay``."""
    text = PHOENIX_XML[0].read_text(encoding="utf-8")
    crafted, count = re.subn(r'owari="[^",]*', f'owari="{number}', text, count=1)
    assert count == 1
    path = tmp_path / "owari.xml"
    path.write_text(crafted, encoding="utf-8")
    with pytest.raises(RecordError, match="not finite"):
        read_record(path)
    assert main(["replay", "--verify", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not finite" in err


def test_an_mjlog_of_millions_of_empty_elements_is_refused_in_bounded_memory(
        tmp_path: Path) -> None:
    """A 20 MB mjlog of empty elements took 1.16 GB (``replay --verify``): the elements are
    counted as they are read, each dropped once read, and the count is bounded."""
    import tracemalloc

    path = tmp_path / "empty.xml"
    path.write_text("<mjloggm>" + "<a/>" * 4_000_000 + "</mjloggm>", encoding="utf-8")
    tracemalloc.start()
    try:
        with pytest.raises(RecordError, match="more than 100000 elements") as info:
            read_record(path)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert info.value.code == "too_many_elements"
    assert peak < 200 * 1024 * 1024  # the file's text (16 MB, as str) and little more
