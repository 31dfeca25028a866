"""tests/bench/majiang_agree.py classifies majiang_shadow.js's records: the situation of a
decision, whether the two bots agree, and what our discard is worth by majiang-ai's EV."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from majiang_agree import agrees, band, discard_ratio, situation, tally

TENPAI_DRAW = "m123456p123s55z12z1"
"""13 tiles and a drawn East: letting a lone honour go keeps the tenpai."""


def _discard(ours: str, theirs: str, info: list[tuple[str, float]] | None = None,
             calls: tuple[int, ...] = (0, 0, 0, 0), riichi: bool = False) -> dict[str, Any]:
    return {"event": "zimo", "hand": TENPAI_DRAW, "ours": {"dapai": ours},
            "theirs": {"dapai": theirs}, "riichi": riichi, "calls": list(calls),
            "info": None if info is None else [{"p": p, "ev": ev} for p, ev in info]}


def test_situation_reads_kind_open_hand_shanten_riichi_and_calls() -> None:
    record = _discard("z1", "z1", calls=(0, 2, 4, 0), riichi=True)
    assert situation(record) == ("discard", False, 0, True, 3)
    call = {**record, "event": "dapai", "hand": "m123456p123s55z12"}
    assert situation(call)[0] == "call"
    opened = {**record, "hand": "m456p123s55z12z1,m123-"}  # a chi of 123m
    assert situation(opened) == ("discard", True, 0, True, 3)


def test_same_tile_agrees_and_has_no_ratio() -> None:
    record = _discard("m0", "m5_")  # a red five and a black one of the same kind
    assert agrees(record)
    assert discard_ratio(record) is None
    assert not agrees(_discard("z1", "z1*"))  # riichi on one side only


def test_ratio_of_our_discard_by_their_ev() -> None:
    record = _discard("z2", "z1", [("z1", 400.0), ("z2", 100.0)])
    assert not agrees(record)
    assert discard_ratio(record) == 0.25
    assert band(0.25) == "<50 %" and band(0.9995) == "tie" and band(0.85) == ">=80 %"
    assert discard_ratio(_discard("s5", "z1", [("z1", 400.0)])) == 0.0  # ours not weighed


def test_calls_agree_on_taking_or_passing() -> None:
    chance = {"event": "dapai", "hand": "m123456p123s55z12", "riichi": False,
              "calls": [0, 0, 0, 0], "info": None}
    assert agrees({**chance, "ours": {"fulou": "s5-55"}, "theirs": {"fulou": "s55-5"}})
    assert not agrees({**chance, "ours": {}, "theirs": {"fulou": "s5-55"}})


def test_tally_counts_per_situation() -> None:
    records = [_discard("z1", "z1"), _discard("z2", "z1", [("z1", 4.0), ("z2", 4.0)])]
    total, agreed, bands = tally(records)
    key = ("discard", False, 0, False, 0)
    assert (total[key], agreed[key], bands[key]["tie"]) == (2, 1, 1)
