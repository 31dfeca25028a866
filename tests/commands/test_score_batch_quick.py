"""``score --batch`` answers a line the quick way only as the careful way would: the same
text, byte for byte, for good lines and for lines broken in every way the checks know.

The lines are the differential test's random wins (tests/rules/test_score_oracle.py) as
requests, each also sent broken by a seeded mutation (a value of the wrong type, ``1``
for ``true``, an unknown wind or preset, indicators written another way, too many of
them, a sixth copy, a meld of the wrong kind or shape, a riichi with an open meld, not
JSON at all ...). Each line goes through :func:`careful_answer` alone (the per-line
checks, as the batch did before the quick way) and through the batch itself.
"""

from __future__ import annotations

import io
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parents[1] / "rules"))
sys.path.insert(0, str(Path(__file__).parents[1] / "bench"))

from bench_batch import our_request
from test_score_oracle import random_hand

from mahjong_tui.commands.score_batch import (
    QuickAnswers,
    careful_answer,
    error_line,
    run_batch,
)

Request = dict[str, Any]
FLAGS = ("tsumo", "riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan",
         "chankan", "tenhou", "chiihou", "renhou")
ODD_VALUES: list[Any] = [1, 0, 1.0, "true", None, [], {}, True, False, -1, 10**30, "E", "1m",
                         ["1m"], 2.5]


def _set(key: str, value: Any) -> Callable[[Request, random.Random], Request]:
    return lambda r, rng: {**r, key: value}


def _odd(key: str) -> Callable[[Request, random.Random], Request]:
    return lambda r, rng: {**r, key: rng.choice(ODD_VALUES)}


def _drop(key: str) -> Callable[[Request, random.Random], Request]:
    return lambda r, rng: {k: v for k, v in r.items() if k != key}


def _dora_text(r: Request, rng: random.Random) -> Request:
    dora = r.get("dora")
    return {**r, "dora": ",".join(map(str, dora)) if isinstance(dora, list) else dora}


def _many(key: str, n: int) -> Callable[[Request, random.Random], Request]:
    return lambda r, rng: {**r, key: [rng.choice(["1m", "9p", "0s", "7z"]) for _ in range(n)]}


def _meld(texts: list[Any]) -> Callable[[Request, random.Random], Request]:
    def add(r: Request, rng: random.Random) -> Request:
        melds = r.get("melds", [])
        return {**r, "melds": [*melds, rng.choice(texts)] if isinstance(melds, list) else melds}

    return add


def _hand(edit: Callable[[str], str]) -> Callable[[Request, random.Random], Request]:
    return lambda r, rng: {**r, "hand": edit(h) if isinstance(h := r.get("hand"), str) else h}


def _reorder(r: Request, rng: random.Random) -> Request:
    """The same keys in another order (the quick way keeps situations by their items)."""
    items = list(r.items())
    rng.shuffle(items)
    return dict(items)


def _red_win(r: Request, rng: random.Random) -> Request:
    """A five of the hand, black or red, as the winning tile, with the hand's fives of that
    suit all black, all red or mixed (a black five must be in the hand as a black five)."""
    hand = r.get("hand")
    if not isinstance(hand, str):
        return r
    hand = "".join(rng.choice("05") if c in "05" else c for c in hand)
    fives = [f"{d}{hand[i:].lstrip('0123456789')[:1]}" for i, d in enumerate(hand) if d in "05"]
    return {**r, "hand": hand, "win": rng.choice(fives) if fives else r.get("win")}


MUTATIONS: list[Callable[[Request, random.Random], Request]] = [
    *(_odd(flag) for flag in FLAGS),
    *(_set(flag, True) for flag in FLAGS),
    _odd("round_wind"), _odd("seat_wind"), _set("seat_wind", "X"), _set("round_wind", "e"),
    _set("seat_wind", "S"), _set("seat_wind", "W"),
    _odd("honba"), _odd("sticks"), _set("honba", 100), _set("honba", 101), _set("sticks", 7),
    _set("honba", True), _set("sticks", 3.0),
    _odd("preset"), _set("preset", "tenhou"), _set("preset", "seed000_netmahjong"),
    _set("preset", "wrc"), _set("preset", "seed003_local_yaku"), _set("preset", "nope"),
    _set("preset", ""),
    _odd("hand"), _odd("win"), _odd("melds"), _odd("dora"), _odd("ura"),
    _drop("hand"), _drop("win"), _drop("dora"), _drop("round_wind"), _drop("melds"),
    _set("win", "5 m"), _set("win", "0m"), _set("win", "8z"), _set("win", "1m1m"),
    _set("win", ""), _set("bogus", 1),
    _dora_text, _many("dora", 5), _many("dora", 6), _many("ura", 5), _many("ura", 6),
    _set("dora", ["12m"]), _set("dora", [""]), _set("dora", [5]), _set("dora", ["1z", "1z"]),
    _set("ura", ["5m ", "0p"]), _set("dora", ["0m", "0m"]), _set("dora", {"1m": 1}),
    _meld(["pon:777z", "chi:345m", "ankan:1111p", "minkan:9999s", "kakan:0555m",
           "pon:123m", "chi:111m", "bad", "pon:77z", "PON:777z", " pon:777z", 7, None,
           "chi:" + "3" * 40 + "m"]),
    _set("melds", {"chi:345m": 1}), _set("melds", "chi:345m"),
    _hand(lambda h: h + "1m"), _hand(lambda h: h[:-2]), _hand(lambda h: " " + h),
    _hand(lambda h: h.replace("5", "0")), _hand(lambda h: h + "x"), _hand(lambda h: h * 3),
    _hand(lambda h: "1111m" + h), _hand(lambda h: ""),
    _hand(lambda h: h + "8z"), _hand(lambda h: "0z" + h[2:]), _hand(lambda h: h + "1"),
    _hand(lambda h: "m" + h), _hand(lambda h: h.replace("m", "m ", 1)),
    _hand(lambda h: h[:-3] + h[-1:]), _hand(lambda h: h.replace("z", "Z")),
    _reorder, _reorder, _red_win, _red_win, _red_win,
    _meld([["pon:777z"], "pon:777z", "ankan:0555m", "chi:406s", "kakan:1111z"]),
    _set("melds", ["pon:777z", "pon:777z"]), _set("melds", ["minkan:7777z", "pon:777z"]),
    _set("dora", [0]), _set("dora", ["0p", "0p"]), _set("ura", []), _set("dora", None),
    # the quick way keeps indicators by their names with None between the two lists
    _set("dora", [None]), _set("ura", [None]), _set("dora", ["1m", None]),
    _set("ura", [None, "1m"]), _set("dora", [["1m"]]), _drop("ura"),
]
RAW_LINES = ["", "   ", "not json", "[1, 2]", '"hand"', "null", "{}", "NaN", '{"honba": NaN}',
             '{"honba": Infinity}', "\ufeff{}", '{"hand": "\\udfff", "win": "1m"}',
             "[" * 5000, '{"a":' * 5000, '{"hand": "123m456p789s11122z", "win": "2z"} x',
             ' {"hand": "123m456p789s11122z", "win": "2z", "seat_wind": "S"}\t',
             '{"hand": "123m456p789s11122z", "win": "2z", "seat_wind": "S", "seat_wind": "E"}',
             '{"hand": "123m456p789s11122z", "win": "2z", "tsumo": true, "tsumo": 1}',
             '{"hand": "123m406p789s11122z", "win": "5p", "hand": "123m456p789s11122z"}']


def lines(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        request = our_request(random_hand(rng))
        out.append(json.dumps(request))
        mutated = request
        for _ in range(rng.choice((1, 1, 2, 3))):
            mutated = rng.choice(MUTATIONS)(mutated, rng)
        out.append(json.dumps(mutated))
    out += RAW_LINES
    rng.shuffle(out)
    return out


@pytest.mark.parametrize(("preset", "seed"), [(None, 1), ("seed000_netmahjong", 2), ("wrc", 3)])
def test_quick_answers_are_the_careful_ones(preset: str | None, seed: int) -> None:
    quick = QuickAnswers(preset)
    answered = 0
    for line in lines(1500, seed):
        careful = careful_answer(line, preset)
        got = quick.answer(line)
        assert got is None or got == careful, line
        answered += got is not None
    assert answered > 1000  # most good lines (and a few broken ones) go the quick way


def test_the_batch_writes_the_careful_answers(monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    batch = lines(800, seed=5)
    data = "".join(f"{line}\r\n" for line in batch).encode() + b"\xe9\n" + batch[0].encode()

    class Stdin:
        buffer = io.BufferedReader(io.BytesIO(data), 4096)  # lines cut across reads

    monkeypatch.setattr("sys.stdin", Stdin)
    assert run_batch(None) == 0
    expected = [careful_answer(line.strip("\r"), None) for line in batch]
    expected += [error_line("the line is not UTF-8 text (byte 0)"), careful_answer(batch[0], None)]
    assert capsys.readouterr().out == b"".join(expected).decode()
