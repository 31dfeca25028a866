"""``bot --mjai`` under hostile input: every line is answered, the game goes on.

Lines that are not messages at all (deep nesting, bytes that are not UTF-8, a line
of megabytes, lone surrogates) are put between the lines of a recorded game: each
gets ``none`` and one stderr line, and the game's own answers stay exactly as recorded.
"""

from __future__ import annotations

import io
import json
from typing import Any

import pytest

from ai import PLAYERS as AI_PLAYERS
from mahjong_tui.files.input_lines import MAX_LINE
from mahjong_tui.mjai.bot import MjaiBot, run
from tests.mjai.exchanges import LEVEL, RECORDED, RULES, load

NOT_MESSAGES = [
    b"[" * 100_000,
    b'{"a":' * 100_000,
    b"\xff\xfe\xe9",
    b"x" * (MAX_LINE + 100),
    b'"\\ud800"',
    b"[[[]]]",
    b"12",
    b"null",
    b"\x00" * 10,
]
ODD_MESSAGES: list[Any] = [
    {"type": "tsumo", "actor": 0, "pai": [1]},
    {"type": "tsumo", "actor": "0", "pai": "1m"},
    {"type": "dahai", "actor": 1, "pai": {"a": 1}, "tsumogiri": "yes"},
    {"type": "pon", "actor": 1, "target": 9, "pai": "1m", "consumed": "1m1m"},
    {"type": "start_kyoku", "bakaze": 5, "kyoku": "x", "honba": -1, "dora_marker": None},
    {"type": "reach_accepted", "actor": 1, "scores": [1, 2]},
    {"type": "dora", "dora_marker": "\ud800"},
    {"type": "[/x]"},
    {"type": None},
    {},
]


def _run(stdin: bytes, seed: int | None = None) -> tuple[list[dict[str, Any]], list[str]]:
    out, err = io.StringIO(), io.StringIO()
    bot = MjaiBot(AI_PLAYERS[LEVEL](seed), RULES)
    assert run(bot, io.BytesIO(stdin), out, err) == 0
    return [json.loads(line) for line in out.getvalue().splitlines()], err.getvalue().splitlines()


def test_lines_that_are_not_messages_between_a_real_game() -> None:
    name, (seed, seat) = sorted(RECORDED.items())[0]
    exchanges = load(name)
    lines: list[bytes] = []
    for number, ex in enumerate(exchanges):
        if number < len(NOT_MESSAGES):
            lines.append(NOT_MESSAGES[number])
        lines.append(json.dumps(ex["recv"]).encode())
    answers, errors = _run(b"".join(line + b"\n" for line in lines), seed + seat)
    bad = min(len(NOT_MESSAGES), len(exchanges))
    assert len(answers) == len(lines) and len(errors) == bad
    assert [answers[2 * i] for i in range(bad)] == [{"type": "none"}] * bad
    played = answers[1:2 * bad:2] + answers[2 * bad:]
    assert played == [ex["send"] for ex in exchanges]
    assert all(e.startswith("mahjong-tui bot: line ") and len(e) <= 500 for e in errors)


@pytest.mark.parametrize("message", ODD_MESSAGES, ids=range(len(ODD_MESSAGES)))
def test_odd_messages_get_an_answer(message: Any) -> None:
    first = json.dumps(load("mortal_array.jsonl")[0]["recv"]).encode()
    line = json.dumps(message).encode()
    answers, _ = _run(first + b"\n" + line + b"\n" + line + b"\n")
    assert len(answers) == 3 and all("type" in a for a in answers)
