"""``shanten --batch`` answers a line the quick way (a run of digits at a time) only as the
careful way (parse, check, count) would: the same text, byte for byte, for random hands
and for hands broken in every way the checks know (bad tiles, fifth copies, two red fives,
wrong counts, spaces, other notations)."""

from __future__ import annotations

import io
import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parents[1] / "bench"))

from bench_batch import shanten_hands

from mahjong_tui.commands.shanten_cmd import (
    careful_forms_line,
    error_line,
    quick_forms_line,
    run_batch,
    run_table,
)

EDITS = [
    lambda h, rng: h + rng.choice(["1m", "0p", "9s", "7z", "8z", "0z", "1", "m", "x", " "]),
    lambda h, rng: h[:-2],
    lambda h, rng: h.replace("5", "0"),
    lambda h, rng: h.replace("0", "5"),
    lambda h, rng: " " + h,
    lambda h, rng: h.replace("m", "m "),
    lambda h, rng: h * 2,
    lambda h, rng: "5555m" + h,
    lambda h, rng: "00m" + h[:-3],
    lambda h, rng: h[: rng.randrange(len(h) + 1)],
    lambda h, rng: "".join(sorted(h)),
    lambda h, rng: h.upper(),
    lambda h, rng: "1" * rng.randrange(1, 30) + "z",
    lambda h, rng: "0" * rng.randrange(1, 20) + "m",
]
FIXED = ["", "1m", "11m", "111m", "123m456p789s11122z", "19m19p19s1234567z1m", "1111m",
         "11112222333344m", "0m0p0s", "55550m", "05m05p05s", "1234567z", "11223344556677z",
         "9" * 28 + "m", "1" * 14 + "p", "123m" * 7, "1m" * 14, "１m", "1ｍ", "\x00"]


def hands(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    out = [*FIXED]
    for hand in shanten_hands(count, rng):
        out.append(hand)
        out.append(rng.choice(EDITS)(hand, rng))
    rng.shuffle(out)
    return out


def test_quick_answers_are_the_careful_ones() -> None:
    runs = run_table()
    answered = 0
    for line in hands(3000, seed=4):
        got = quick_forms_line(line, runs)
        assert got is None or got == careful_forms_line(line)[0], line
        answered += got is not None
    assert answered > 3000


@pytest.mark.parametrize("bad_line", [False, True])
def test_the_batch_writes_the_careful_answers(monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str],
                                              bad_line: bool) -> None:
    batch = [line for line in hands(500, seed=6) if "\n" not in line and "\r" not in line]
    good = [line for line in batch if careful_forms_line(line)[1]]
    lines = batch if bad_line else good
    data = "".join(f"{line}\n" for line in lines).encode()

    class Stdin:
        buffer = io.BufferedReader(io.BytesIO(data + b"\xe9\n" * bad_line), 4096)

    monkeypatch.setattr("sys.stdin", Stdin)
    assert run_batch() == int(bad_line)
    expected = [careful_forms_line(line)[0] for line in lines]
    expected += [error_line("the line is not UTF-8 text (byte 0)")] * bad_line
    assert capsys.readouterr().out == "".join(expected)
