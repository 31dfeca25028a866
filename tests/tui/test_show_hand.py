"""Noten declaration: at an exhaustive draw the tenpai human shows or hides the hand."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static

from mahjong_tui.engine.events import Drawn, DrawReason
from mahjong_tui.engine.wall import Wall
from mahjong_tui.files.places import CONFIG_DIR_ENV, DATA_DIR_ENV
from mahjong_tui.play.config import Settings
from mahjong_tui.play.session import _action_from_json, _action_to_json
from mahjong_tui.tui.app import MahjongApp
from mahjong_tui.tui.screens.choices import menu
from mahjong_tui.tui.screens.round_result import RoundResultScreen
from mahjong_tui.tui.widgets.action_bar import KeyButton
from rules.actions import Pass, ShowHand
from tests.tui.helpers import ONE_HAND, scripted_session, settle

SIZE = (120, 40)
RULES = ONE_HAND.with_changes(noten_declaration_allowed=True)
TENPAI_TO_THE_DRAW = Wall.scripted(["123m456p789s11s99p", "11s99p", "", ""])
"""You (East) wait on 1s and 9p; seat 1 holds the other four, so the wait never
comes and the tsumogiri players play the wall out."""


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))


@pytest.mark.parametrize(("key", "show"), [("s", True), ("h", False)])
async def test_tenpai_at_the_draw_shows_or_hides_the_hand(key: str, show: bool) -> None:
    session = scripted_session([TENPAI_TO_THE_DRAW], RULES)
    app = MahjongApp(session=session, settings=Settings(ai_speed="instant"))
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(60):  # pass every call, tsumogiri every draw: the wall runs out
            await settle(pilot, app)
            legal = session.human_actions()
            if ShowHand(True) in legal:
                break
            await pilot.press("space" if Pass() in legal else "enter")
        assert session.human_actions() == (ShowHand(True), ShowHand(False))
        hint = str(app.screen.query_one("#hint", Static).render())
        assert hint.startswith("Exhaustive draw, you are tenpai")
        assert session.observation().claimable is None  # the last discard is no call
        labels = [str(b.label) for b in app.screen.query(KeyButton)]
        assert labels == ["s Show hand (tenpai)", "h Hide hand (noten)"]
        await pilot.press(key)
        await pilot.pause()
        assert isinstance(app.screen, RoundResultScreen)
    (drawn,) = [e for e in session.game.log if isinstance(e, Drawn)]
    assert drawn.reason is DrawReason.EXHAUSTIVE
    assert drawn.tenpai == (show, False, False, False)
    assert bool(drawn.hands[0]) is show
    assert drawn.deltas == ((3000, -1000, -1000, -1000) if show else (0, 0, 0, 0))
    assert session.actions[-1] == (0, ShowHand(show))


def test_the_menu_and_the_save_know_show_hand() -> None:
    choices = menu((ShowHand(True), ShowHand(False)))
    assert [(c.key, c.actions) for c in choices] == [
        ("s", (ShowHand(True),)), ("h", (ShowHand(False),)),
    ]
    for action in (ShowHand(True), ShowHand(False)):
        assert _action_from_json(_action_to_json(action)) == action
