"""The ``mahjong-tui shanten`` command: readable, --json, --batch and bad input."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from mahjong_tui.cli import main


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(argv)
    out, err = capsys.readouterr()
    return status, out, err


def test_readable_13_tiles_shows_waits(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(["shanten", "1112345678999m"], capsys)
    assert status == 0
    assert "tenpai" in out
    assert "waits: 1m 2m 3m 4m 5m 6m 7m 8m 9m" in out


def test_readable_14_tiles_lists_discards(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(["shanten", "123m456p789s11223z"], capsys)
    assert status == 0
    assert "discard" in out and "3z" in out


def test_json_14_tiles(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(["shanten", "123m456p789s11223z", "--json"], capsys)
    assert status == 0
    data = json.loads(out)
    assert data["shanten"] == 0 and data["regular"] == 0
    assert data["chiitoitsu"] == 4 and data["kokushi"] == 7
    assert data["complete"] is False
    assert data["discards"][0] == {
        "tile": "3z", "shanten": 0, "ukeire": ["1z", "2z"], "ukeire_count": 4
    }  # fmt: skip


def test_json_13_tiles_and_called_melds(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(["shanten", "1111m234p567p789s", "--json"], capsys)
    data = json.loads(out)
    assert data["shanten"] == 1 and data["waits"] == [] and data["raw_waits"] == ["1m"]
    _, out, _ = run(["shanten", "0m678p", "--json"], capsys)  # red five, three melds called
    data = json.loads(out)
    assert data["chiitoitsu"] is None and data["kokushi"] is None
    assert data["regular"] == 0 and data["waits"] == ["5m"]


def test_batch_goes_on_after_a_bad_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    lines = "19m19p19s1234567z\n12x\n11111m\n123m\n11m\n"
    monkeypatch.setattr(sys, "stdin", io.StringIO(lines))
    status, out, _ = run(["shanten", "--batch", "--json"], capsys)
    assert status == 1
    rows = [json.loads(line) for line in out.splitlines()]
    assert len(rows) == 5
    assert rows[0] == {"shanten": 0, "regular": 8, "chiitoitsu": 6, "kokushi": 0}
    for row in rows[1:4]:
        assert row["error"] and row["shanten"] is None and row["regular"] is None
        assert row["chiitoitsu"] is None and row["kokushi"] is None
    assert rows[4] == {"shanten": -1, "regular": -1, "chiitoitsu": None, "kokushi": None}


def test_batch_all_good_exits_0(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("1m\n123m456p789s11122z\n"))
    status, out, _ = run(["shanten", "--batch", "--json"], capsys)
    assert status == 0 and len(out.splitlines()) == 2


@pytest.mark.parametrize("hand", ["12x", "11111m", "123m", "123m456m789m123p456p78p", "8z"])
def test_bad_input_exit_2_one_line_no_traceback(hand: str) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "mahjong_tui", "shanten", hand],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


def test_batch_answers_are_the_json_of_the_forms() -> None:
    """shanten --batch writes forms_line: the same text as json_line(forms(c))."""
    import random

    from mahjong_tui.commands.shanten_cmd import forms, forms_line
    from mahjong_tui.files.input_lines import json_line

    rng = random.Random(5)
    wall = [k for k in range(34) for _ in range(4)]
    for size in (1, 2, 4, 5, 7, 8, 10, 11, 13, 14) * 300:
        c = [0] * 34
        for k in rng.sample(wall, size):
            c[k] += 1
        assert forms_line(c) == json_line(forms(c))
