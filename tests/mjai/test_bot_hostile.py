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


MJAI_TYPES = ["start_game", "start_kyoku", "tsumo", "dahai", "reach", "reach_accepted",
              "pon", "chi", "daiminkan", "kakan", "ankan", "dora", "hora", "ryukyoku",
              "end_kyoku", "end_game", "none"]
TILES = ["1m", "5mr", "9p", "E", "C", "?", "0s"]


def _values() -> Any:
    from hypothesis import strategies as st

    scalars = st.one_of(st.integers(-10**5, 10**5), st.sampled_from(TILES), st.booleans(),
                        st.none(), st.sampled_from([10**400, -(10**30)]))
    return st.recursive(scalars, lambda inner: st.lists(inner, max_size=5), max_leaves=12)


def _messages() -> Any:
    from hypothesis import strategies as st

    keys = st.sampled_from(["actor", "target", "pai", "consumed", "scores", "deltas",
                            "bakaze", "kyoku", "honba", "kyotaku", "oya", "dora_marker",
                            "tehais", "id", "tsumogiri", "ura_markers", "names"])
    return st.builds(lambda kind, rest: {"type": kind, **rest}, st.sampled_from(MJAI_TYPES),
                     st.dictionaries(keys, _values(), max_size=6))


def test_any_message_in_any_order_gets_one_answer_and_no_traceback() -> None:
    """Hypothesis writes streams of mjai-shaped messages, any fields, any order (scores of
    10**400 and 1e400 among them): every line is answered with one JSON object, the bot
    never raises. Found by fuzzing: 1e400 in hora (OverflowError), a kakan StopIteration."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    @settings(max_examples=150, derandomize=True, deadline=None,
              suppress_health_check=[HealthCheck.too_slow])
    @given(st.lists(st.lists(_messages(), min_size=1, max_size=3), min_size=1, max_size=12))
    def check(lines: list[list[dict[str, Any]]]) -> None:
        text = "\n".join(json.dumps(line).replace("1" + "0" * 400, "1e400")
                         for line in lines) + "\n"
        answers, _ = _run(text.encode())
        ends = next((i for i, line in enumerate(lines) if line[-1]["type"] == "end_game"),
                    len(lines) - 1)
        # A line that ends the game stops the bot, unless the line itself was refused.
        assert ends + 1 <= len(answers) <= len(lines)
        assert all(isinstance(a, dict) for a in answers)

    check()


@pytest.mark.parametrize("line", [
    b'{"type":"hora","actor":1,"target":0,"pai":"1m","deltas":[1e400,0,0,0],'
    b'"scores":[1e400,25000,25000,25000]}',
    b'{"type":"reach_accepted","actor":0,"scores":[1e400,25000,25000,25000]}',
    b'{"type":"ryukyoku","deltas":[-1e400,0,0,0],"scores":[1e400,0,0,0]}',
    b'{"type":"kakan","actor":0,"pai":"1m","consumed":["1m","1m","1m"]}',
    b'{"type":"kakan","actor":2,"pai":"5mr","consumed":["5m","5m","5m"]}',
], ids=["hora-1e400", "reach-1e400", "ryukyoku-1e400", "kakan-no-pon", "kakan-red"])
def test_what_fuzzing_found_gets_none(line: bytes) -> None:
    """Scores of 1e400 (an infinite float: OverflowError) and a kakan of a pon never made
    (StopIteration) were tracebacks out of ``bot --mjai``."""
    stream = [json.dumps(e["recv"]).encode() for e in load("mortal_array.jsonl")[:3]]
    answers, errors = _run(b"\n".join([*stream, line, *stream[1:2]]) + b"\n")
    assert len(answers) == 5 and all("type" in a for a in answers)
    assert all("Traceback" not in e for e in errors)
