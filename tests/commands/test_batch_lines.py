"""Hostile input to the line-by-line commands (``score --batch``, ``shanten --batch``) and
to ``score``'s flags: every bad line gets its own error object and the batch goes on;
a bad flag combination is one line and exit status 2.

The batches run as real processes on real pipes, so the bytes are the bytes (no
text layer of the test in between) and each answer must come before stdin closes.
"""

from __future__ import annotations

import json
import os
import select
import shlex
import subprocess
import sys
from typing import Any

import pytest

from mahjong_tui.cli import main
from mahjong_tui.files.input_lines import MAX_LINE

GOOD = json.dumps({"hand": "123m456p789s11122z", "win": "2z", "seat_wind": "S"}).encode()
BAD_SCORE_LINES: dict[str, bytes] = {
    "melds of numbers": b'{"hand": "234m456s22p", "win": "2p", "melds": [1]}',
    "melds of objects": b'{"hand": "234m456s22p", "win": "2p", "melds": [{"a": 1}]}',
    "melds a string": b'{"hand": "234m456s22p", "win": "2p", "melds": "chi:345m"}',
    "deep nesting": b"[" * 100_000,
    "deep objects": b'{"a":' * 100_000,
    "lone surrogate key": b'{"\\ud800": 1}',
    "lone surrogate hand": b'{"hand": "\\udfff", "win": "1m"}',
    "not UTF-8": b'{"hand": "\xe9"}',
    "a list": b"[1, 2]",
    "a string": b'"hand"',
    "null": b"null",
    "huge number": b'{"hand": "123m456p789s11122z", "win": "2z", "honba": 1' + b"0" * 5000 + b"}",
    "a sixth copy by dora": b'{"hand": "123m456p789s11122z", "win": "2z", "dora": ["1z", "1z"]}',
    "1000 dora": json.dumps({"hand": "123m456p789s11122z", "win": "2z",
                             "dora": ["1m"] * 1000}).encode(),
    "tsumo and houtei": b'{"hand": "123m456p789s11122z", "win": "2z", "tsumo": true,'
                        b' "houtei": true}',
    "too long": b'{"hand": "' + b"1" * (MAX_LINE + 10) + b'"}',
    "NUL bytes": b"\x00\x00\x00",
    "markup": b'{"[/x]": "[bold]"}',
}


def batch(command: list[str], lines: list[bytes]) -> tuple[int, list[dict[str, Any]], str]:
    proc = subprocess.run([sys.executable, "-m", "mahjong_tui", *command],
                          input=b"".join(line + b"\n" for line in lines), capture_output=True,
                          timeout=120, check=False)
    rows = [json.loads(line) for line in proc.stdout.decode("utf-8").splitlines()]
    return proc.returncode, rows, proc.stderr.decode("utf-8", "replace")


def test_score_batch_answers_every_bad_line_and_goes_on() -> None:
    names = sorted(BAD_SCORE_LINES)
    lines = [GOOD]
    for name in names:
        lines += [BAD_SCORE_LINES[name], GOOD]
    status, rows, err = batch(["score", "--batch"], lines)
    assert status == 0 and err == "" and len(rows) == len(lines)
    for index, row in enumerate(rows):
        if index % 2 == 0:
            assert row == rows[0] and row["error"] is None
        else:
            name = names[index // 2]
            assert isinstance(row["error"], str) and row["error"], name
            assert "\n" not in row["error"] and "Traceback" not in row["error"], name


def test_shanten_batch_answers_every_bad_line_and_goes_on() -> None:
    bad = [b"\xe9\xe9", b"[" * 100_000, b"1" * (MAX_LINE + 10), b"\\ud800", b"12x", b"\x00"]
    lines = [b"11m"]
    for line in bad:
        lines += [line, b"11m"]
    status, rows, err = batch(["shanten", "--batch"], lines)
    assert status == 1 and err == "" and len(rows) == len(lines)
    assert all(r["shanten"] == -1 for r in rows[::2])
    assert all(r["shanten"] is None and r["error"] for r in rows[1::2])


@pytest.mark.parametrize(("command", "line"), [
    (["score", "--batch"], GOOD),
    (["shanten", "--batch"], b"123m456p789s11122z"),
])
def test_each_answer_comes_before_the_next_line_is_sent(command: list[str],
                                                        line: bytes) -> None:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}  # as on a user's
    proc = subprocess.Popen([sys.executable, "-m", "mahjong_tui", *command],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)
    assert proc.stdin is not None and proc.stdout is not None
    try:
        for _ in range(3):
            proc.stdin.write(line + b"\n")
            proc.stdin.flush()
            ready, _, _ = select.select([proc.stdout], [], [], 60)
            assert ready, "the answer was held back"
            assert json.loads(proc.stdout.readline())
        proc.stdin.close()
        assert proc.wait(timeout=60) == 0
    finally:
        proc.kill()


HAND = ["123m456p789s11122z", "--win", "2z"]


@pytest.mark.parametrize(("flags", "message"), [
    (["--tsumo", "--houtei"], "--houtei is a win by ron"),
    (["--haitei"], "--haitei is a win by tsumo"),
    (["--rinshan"], "--rinshan is a win by tsumo"),
    (["--tsumo", "--chankan"], "--chankan is a win by ron"),
    (["--ippatsu"], "--ippatsu needs --riichi"),
    (["--tenhou", "--tsumo", "--seat-wind", "S"], "--tenhou is the dealer's win"),
    (["--chiihou", "--tsumo"], "--chiihou is a non-dealer's win"),
    (["--renhou", "--seat-wind", "S", "--riichi"], "cannot both hold"),
    (["--tsumo", "--haitei", "--rinshan"], "cannot both hold"),
    (["--riichi", "--meld", "pon:777z"], "riichi needs a closed hand"),
    (["--dora", "1z,1z"], "1z"),
    (["--dora", ",".join(["1m"] * 1000)], "at most 5"),
    (["--ura", "1p,2p,3p,4p,5p,6p", "--riichi"], "at most 5"),
    (["--honba", str(10**20)], "at most 100"),
    (["--sticks", "101"], "at most 100"),
])
def test_score_flags_that_cannot_go_together(capsys: pytest.CaptureFixture[str],
                                             flags: list[str], message: str) -> None:
    hand = ["123m456s22p", "--win", "2p"] if "--meld" in flags else HAND
    assert main(["score", *hand, *flags]) == 2
    err = capsys.readouterr().err
    assert err.startswith("mahjong-tui score: ") and message in err and err.count("\n") == 1


@pytest.mark.parametrize("flags", [
    ["--riichi", "--ippatsu", "--tsumo"],
    ["--double-riichi", "--ippatsu"],
    ["--riichi", "--meld", "ankan:9999s"],
    ["--tsumo", "--haitei", "--riichi"],
    ["--tenhou", "--tsumo"],
    ["--chiihou", "--tsumo", "--seat-wind", "W"],
    ["--dora", "9s", "--ura", "9s", "--riichi"],
])
def test_real_situations_still_score(capsys: pytest.CaptureFixture[str],
                                     flags: list[str]) -> None:
    hand = ["123m456s11122z", "--win", "2z"] if "--meld" in flags else HAND
    assert main(["score", *hand, *flags, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["error"] is None


@pytest.mark.parametrize("command", ["shanten --batch", "score --batch", "bot --mjai"])
def test_a_closed_stdin_is_one_line_and_status_2(command: str) -> None:
    """Started with stdin closed (``<&-``), Python has no ``sys.stdin``: one line, not an
    AttributeError on ``None.readline``."""
    done = subprocess.run(f"{shlex.quote(sys.executable)} -m mahjong_tui {command} <&-",
                          shell=True, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "standard input is closed" in done.stderr
