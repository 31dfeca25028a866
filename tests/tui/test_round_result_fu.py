"""The round result shows a win's fu part by part, the same words as ``mahjong-tui score``
(the tiles as the table shows them, where the command line writes them in MPSZ)."""

from __future__ import annotations

import subprocess
import sys

from mahjong_tui.engine.events import Won
from mahjong_tui.play.config import Settings
from mahjong_tui.text.fu_words import fu_breakdown
from mahjong_tui.tui.app import MahjongApp
from mahjong_tui.tui.screens.round_result import RoundResultScreen
from tests.tui.helpers import CALL_AND_RON, screen_text, scripted_session, settle, until


async def test_the_fu_breakdown_is_the_score_commands() -> None:
    session = scripted_session([CALL_AND_RON])
    app = MahjongApp(session=session, settings=Settings(ai_speed="instant"))
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot, app)
        for keys in (["enter"], ["p"], ["left"] * 4 + ["enter"], ["r"]):
            await pilot.press(*keys)
            await settle(pilot, app)
        await until(pilot, lambda: isinstance(app.screen, RoundResultScreen))
        text = screen_text(app)
    (win,) = [e for e in session.game.log if isinstance(e, Won)]
    parts = fu_breakdown(win.result.fu_parts)
    assert parts == "20 base + 4 open triplet 5z + 2 tanki wait"
    assert "30 fu: 20 base + 4 open triplet 白 + 2 tanki wait, rounded up" in text
    printed = subprocess.run(
        [sys.executable, "-m", "mahjong_tui", "score", "123m456p789s11s", "--win", "1s",
         "--meld", "pon:555z", "--seat-wind", "E"],
        capture_output=True, text=True, check=True).stdout
    assert f"({parts})" in printed
