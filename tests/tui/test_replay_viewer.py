"""The replay viewer on a real Tenhou log: stepping, hand jumps, seats, the result, the
tile style and help keys."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest
from rich.console import Console
from rich.table import Table
from textual.widgets import Static

from mahjong_tui.cli import main
from mahjong_tui.commands import replay_cmd
from mahjong_tui.files.places import CONFIG_DIR_ENV, DATA_DIR_ENV
from mahjong_tui.play.config import Settings
from mahjong_tui.play.replay_view import ReplayView
from mahjong_tui.records.load import read_record
from mahjong_tui.text.tile_faces import TileStyle, tiles_text
from mahjong_tui.tui.app import MahjongApp
from mahjong_tui.tui.screens.help import REPLAY_KEYS, HelpScreen
from mahjong_tui.tui.screens.replay import ReplayScreen
from mahjong_tui.tui.widgets.hand import HandView
from mahjong_tui.tui.widgets.opponent import OpponentView
from tests.records.data import FIXTURES, PHOENIX_JSON

SIZE = (120, 40)
LOG = PHOENIX_JSON[0]


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))


def viewer(app: MahjongApp) -> ReplayScreen:
    """The replay screen the app opened on."""
    screen = app.screen
    assert isinstance(screen, ReplayScreen)
    return screen


def plain(widget: Static) -> str:
    console = Console(width=200, file=io.StringIO(), record=True)
    console.print(widget.content)
    return console.export_text()


def words(widget: Static) -> str:
    """The widget's text on one line, one space between words."""
    return " ".join(plain(widget).split())


async def test_step_jump_switch_seat_and_see_the_result() -> None:
    app = MahjongApp(replay=ReplayView(read_record(LOG)))
    async with app.run_test(size=SIZE) as pilot:
        screen = viewer(app)
        replay = screen.replay
        status = screen.query_one("#replay-status", Static)
        result = screen.query_one("#replay-result", Static)
        assert plain(status).startswith("────────────────────   0% E1-0 (hand 1/10) · step 0/")
        assert not result.display
        east_hand = screen.query_one(HandView).model
        assert len(east_hand.all_tiles) == 14  # the dealer's deal and first draw

        await pilot.press("right", "right", "right")
        assert replay.step_index == 3 and "step 3/" in plain(status)
        await pilot.press("left")
        assert replay.step_index == 2

        await pilot.press("pagedown")
        assert (replay.hand_index, replay.step_index) == (1, 0)
        assert f" {replay.hand.label} (hand 2/10) · step 0/" in plain(status)
        await pilot.press("n", "p")
        assert replay.hand_index == 1

        await pilot.press("3")
        assert replay.seat == 2 and screen.query_one(HandView).model.seat == 2
        across = replay.step.views[0]  # seat 0 sits across from seat 2, face up
        shown = plain(screen.query_one("#opp-2", OpponentView))
        assert tiles_text(across.concealed, app.settings.tile_style).plain in shown
        await pilot.press("tab")
        assert replay.seat == 3 and "seen from" in plain(status)

        await pilot.press("left")  # from a deal back to the end of the hand before
        assert (replay.hand_index, replay.at_end) == (0, True)
        assert result.display
        text = plain(result)
        assert "Scores" in text
        o = replay.hand.outcome
        assert any(f"{replay.names[w.winner]} won" in text for w in o.wins) or (
            o.draw is not None)

        await pilot.press("right")
        assert (replay.hand_index, replay.step_index) == (1, 0) and not result.display


async def test_deal_and_result_keys_clicks_and_face_down_hands() -> None:
    app = MahjongApp(replay=ReplayView(read_record(LOG)))
    async with app.run_test(size=SIZE) as pilot:
        screen = viewer(app)
        replay = screen.replay
        await pilot.press("end")
        assert replay.at_end and replay.hand_index == 0
        assert screen.query_one("#replay-result", Static).display
        await pilot.click("#replay-result")  # not the table: no step
        assert replay.at_end and replay.hand_index == 0
        await pilot.press("home")
        assert (replay.hand_index, replay.step_index) == (0, 0)
        await pilot.click("#hand")
        await pilot.click("#centre")
        assert replay.step_index == 2
        await pilot.click("#centre", button=3)
        assert replay.step_index == 1

        right = replay.step.views[1]  # seat 1 sits at the right of seat 0
        face_up = tiles_text(right.concealed, app.settings.tile_style).plain
        assert face_up in words(screen.query_one("#opp-1", OpponentView))  # four to a row
        await pilot.press("h")
        shown = words(screen.query_one("#opp-1", OpponentView))
        assert face_up not in shown and f"{len(right.concealed)} tiles" in shown
        await pilot.press("right", "h")
        assert replay.step_index == 2
        assert tiles_text(replay.step.views[1].concealed, app.settings.tile_style).plain in words(
            screen.query_one("#opp-1", OpponentView))


async def test_tile_style_key_redraws_every_tile() -> None:
    app = MahjongApp(replay=ReplayView(read_record(LOG)), settings=Settings())
    async with app.run_test(size=SIZE) as pilot:
        screen = viewer(app)
        await pilot.press("n", "right", "right")
        position = (screen.replay.hand_index, screen.replay.step_index)
        across = screen.replay.step.views[2]
        for style in (TileStyle.LETTERS, TileStyle.UNICODE, TileStyle.TEXT):
            await pilot.press("v")
            assert app.settings.tile_style is style
            assert screen.query_one(HandView).model.style is style
            shown = plain(screen.query_one("#opp-2", OpponentView))
            assert tiles_text(across.concealed, style).plain in shown
        assert (screen.replay.hand_index, screen.replay.step_index) == position
        await pilot.press("left", "left", "left")  # the hand's result in the new style
        await pilot.press("v")
        assert screen.replay.at_end
        assert "Scores" in plain(screen.query_one("#replay-result", Static))


async def test_help_opens_at_the_replay_keys_and_closes_back_to_the_viewer() -> None:
    app = MahjongApp(replay=ReplayView(read_record(LOG)), settings=Settings())
    async with app.run_test(size=SIZE) as pilot:
        viewer = app.screen
        assert isinstance(viewer, ReplayScreen)
        replay = viewer.replay
        await pilot.press("right")
        for key, close in (("question_mark", "escape"), ("f1", "q")):
            await pilot.press(key)
            await pilot.pause()
            help_screen = app.screen
            assert isinstance(help_screen, HelpScreen) and help_screen.section == "replay"
            title = help_screen.query_one("#help-replay", Static)
            assert 0 <= title.region.y < 3  # scrolled to the top of the screen
            keys = help_screen.query_one("#keys-replay", Static).content
            assert isinstance(keys, Table) and keys.row_count == len(REPLAY_KEYS)
            await pilot.press(close)  # q closes the help, it does not quit the viewer
            await pilot.pause()
            assert app.screen is viewer and app.is_running
            assert replay.step_index == 1
        await pilot.press("q")
        await pilot.pause()
        assert not app.is_running


def test_replay_without_verify_opens_the_viewer(monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[MahjongApp] = []
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    monkeypatch.setattr(MahjongApp, "run", lambda app: opened.append(app))
    assert main(["replay", str(LOG)]) == 0
    (app,) = opened
    assert isinstance(app, MahjongApp)


async def test_the_command_builds_a_working_viewer_app() -> None:
    app = replay_cmd.viewer_app(read_record(LOG), str(LOG))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("right")
        assert isinstance(app.screen, ReplayScreen) and app.screen.replay.step_index == 1


def test_a_record_the_engine_cannot_replay_fails_before_the_ui(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    monkeypatch.setattr(MahjongApp, "run", lambda app: pytest.fail("the app started"))
    path = next(p for p in FIXTURES if p.stem == "confusing_nakis_2")
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(path) in err and "cannot replay" in err


def test_a_bad_file_fails_before_the_ui(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    monkeypatch.setattr(MahjongApp, "run", lambda app: pytest.fail("the app started"))
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert main(["replay", str(bad)]) == 2
    assert capsys.readouterr().err.count("\n") == 1
