"""Snapshots of the main screens at 120x40, from scripted walls (no clock, no randomness),
and of the replay viewer on a real Tenhou log; the table and the viewer also at 80x24,
the smallest terminal every screen works in.

Regenerate with ``pytest tests/tui --snapshot-update`` after a deliberate change.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
from textual.pilot import Pilot

from mahjong_tui.files.places import DATA_DIR_ENV
from mahjong_tui.play.config import ConfigStore, Settings
from mahjong_tui.play.replay_view import ReplayView
from mahjong_tui.records.load import read_record
from mahjong_tui.tui.app import MahjongApp
from tests.records.data import PHOENIX_JSON
from tests.tui.helpers import app_at

SIZE = (120, 40)
SMALL = (80, 24)
SnapCompare = Callable[..., bool]


@pytest.fixture(autouse=True)
def fixed_data_dir(monkeypatch: pytest.MonkeyPatch) -> None:
    """Logs go to one place on every run (the screens never show it)."""
    monkeypatch.setenv(DATA_DIR_ENV, "/tmp/mahjong-tui-snapshots")


def snap(snap_compare: SnapCompare, keys: list[str], size: tuple[int, int] = SIZE,
         **kw: bool) -> bool:
    app, run_before = app_at(keys, Settings(ai_speed="instant"), **kw)
    before: Callable[[Pilot[None]], Awaitable[None]] = run_before
    return snap_compare(app, terminal_size=size, run_before=before)


def test_table(snap_compare: SnapCompare) -> None:
    assert snap(snap_compare, [])


def test_call_prompt(snap_compare: SnapCompare) -> None:
    assert snap(snap_compare, ["enter"])


def test_call_prompt_at_80x24(snap_compare: SnapCompare) -> None:
    assert snap(snap_compare, ["enter"], SMALL)


def test_ron_offer_at_80x24(snap_compare: SnapCompare) -> None:
    """After the pon: a called meld, and the win offered apart from the calls."""
    assert snap(snap_compare, ["enter", "p", "discard-9p"], SMALL)


def test_round_result(snap_compare: SnapCompare) -> None:
    assert snap(snap_compare, ["enter", "p", "discard-9p", "r"])


def test_game_result(snap_compare: SnapCompare) -> None:
    assert snap(snap_compare, ["enter", "p", "discard-9p", "r", "enter"], one_hand=True)


def test_game_result_at_80x24(snap_compare: SnapCompare) -> None:
    assert snap(snap_compare, ["enter", "p", "discard-9p", "r", "enter"], SMALL, one_hand=True)


def test_new_game_dialog_at_80x24(snap_compare: SnapCompare, tmp_path: Path) -> None:
    app = MahjongApp(settings=Settings(), save_path=tmp_path / "savegame.json",
                     config=ConfigStore(tmp_path / "config"))
    assert snap_compare(app, terminal_size=SMALL, press=["n"])


@pytest.mark.parametrize("size", [SIZE, SMALL], ids=["120x40", "80x24"])
def test_replay_viewer(snap_compare: SnapCompare, size: tuple[int, int]) -> None:
    """E4 of a phoenix game late in the hand (two calls, a riichi), seen from seat 2."""
    app = MahjongApp(replay=ReplayView(read_record(PHOENIX_JSON[0])), settings=Settings())
    keys = ["pagedown"] * 3 + ["right"] * 60 + ["2"]
    assert snap_compare(app, terminal_size=size, press=keys)
