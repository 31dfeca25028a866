"""``mahjong-tui replay`` as DESIGN.md states it."""

from __future__ import annotations

import json

import pytest

from mahjong_tui.cli import main
from tests.records.data import FIXTURES, PHOENIX_XML


def test_verify_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(PHOENIX_XML[3]), "--verify", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"rounds": 7, "matched": 7, "mismatches": []}


def test_verify_mismatch_exit_status(capsys: pytest.CaptureFixture[str]) -> None:
    path = next(p for p in FIXTURES if p.stem == "confusing_nakis_1")
    assert main(["replay", str(path), "--verify", "--json"]) == 1
    out = json.loads(capsys.readouterr().out)
    assert (out["rounds"], out["matched"]) == (1, 0)
    assert set(out["mismatches"][0]) == {"round", "expected", "got", "reason"}


def test_verify_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(PHOENIX_XML[3]), "--verify"]) == 0
    assert "7/7 hands matched" in capsys.readouterr().out


def test_summary(capsys: pytest.CaptureFixture[str]) -> None:
    path = next(p for p in FIXTURES if p.stem == "double_ron")
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "跳満12000点" in out and "S4-0" in out
