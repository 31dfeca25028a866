"""Corrupt and truncated records: one line naming the file and the position, exit status 2."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mahjong_tui.cli import main
from mahjong_tui.records.errors import RecordError
from mahjong_tui.records.load import read_record
from tests.records.data import PHOENIX_JSON, PHOENIX_XML


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _json_log() -> dict[str, object]:
    data: dict[str, object] = json.loads(PHOENIX_JSON[0].read_text(encoding="utf-8"))
    return data


def test_truncated_json(tmp_path: Path) -> None:
    text = PHOENIX_JSON[0].read_text(encoding="utf-8")
    path = _write(tmp_path, "cut.json", text[:2000])
    with pytest.raises(RecordError, match=r"cut\.json: line 1 column 2001: invalid JSON"):
        read_record(path)


def test_truncated_xml(tmp_path: Path) -> None:
    lines = PHOENIX_XML[0].read_text(encoding="utf-8")
    path = _write(tmp_path, "cut.xml", lines[: len(lines) // 2])
    with pytest.raises(RecordError, match=r"cut\.xml: line \d+ column \d+: invalid XML"):
        read_record(path)


def test_xml_cut_at_a_hand_boundary(tmp_path: Path) -> None:
    text = PHOENIX_XML[0].read_text(encoding="utf-8")
    cut = text[: text.rindex("<AGARI")] + "</mjloggm>"
    path = _write(tmp_path, "short.xml", cut)
    with pytest.raises(RecordError, match=r"short\.xml: round 10: the hand has no end"):
        read_record(path)


def test_a_discard_of_a_tile_not_held(tmp_path: Path) -> None:
    data = _json_log()
    log = data["log"]
    assert isinstance(log, list)
    log[1][6][2] = 47  # seat 0's third discard becomes a Chun it never had
    path = _write(tmp_path, "bad.json", json.dumps(data))
    with pytest.raises(RecordError, match=r"bad\.json: round 2, event \d+: seat 0 discards"):
        read_record(path)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[1, 2]", 'not a tenhou.net/6 log (no "log" list)'),
        ('{"log": [[[0, 0, 0]]]}', "round 1: a round needs 16 or 17 entries"),
        ('{"log": [], "rule": 3}', '"rule" is not an object'),
        ("<other/>", "not an mjlog (root element <other>)"),
        ("<mjloggm></mjloggm>", "the log holds no hand"),
    ],
)
def test_semantic_errors(tmp_path: Path, text: str, message: str) -> None:
    path = _write(tmp_path, "x.log", text)
    with pytest.raises(RecordError) as info:
        read_record(path)
    assert str(info.value).endswith(message)
    assert str(info.value).startswith(str(path))


def test_a_bad_tile_number(tmp_path: Path) -> None:
    data = _json_log()
    log = data["log"]
    assert isinstance(log, list)
    log[0][4][0] = 99
    path = _write(tmp_path, "tile.json", json.dumps(data))
    with pytest.raises(RecordError, match=r"round 1: malformed round: 99 is not a tile number"):
        read_record(path)


def test_cli_prints_one_line_and_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _write(tmp_path, "cut.json", '{"log": [')
    assert main(["replay", str(path), "--verify", "--json"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert err.startswith(f"mahjong-tui replay: {path}: line 1 column 10: invalid JSON")


def test_missing_file_in_a_subprocess(tmp_path: Path) -> None:
    missing = tmp_path / "none.json"
    proc = subprocess.run(
        [sys.executable, "-m", "mahjong_tui", "replay", str(missing), "--verify"],
        capture_output=True, text=True, check=False,
    )
    assert proc.returncode == 2
    assert proc.stderr.strip().endswith(f"{missing}: cannot read: No such file or directory")
    assert "Traceback" not in proc.stderr
