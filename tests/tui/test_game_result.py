"""The game result screen: the standings, the log's place, the reviewer warning."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.app import App
from textual.widgets import Static

from mahjong_tui.engine.settlement import final_standings
from mahjong_tui.screens.game_result import NEGATIVE_SCORES, GameResultScreen
from rules.ruleset import TENHOU


@pytest.mark.parametrize(("scores", "warned"), [
    ((52000, 31000, 18000, -1000), True),
    ((52000, 31000, 17000, 0), False),
])
async def test_a_score_below_zero_warns_that_reviewers_cannot_read_the_log(
    scores: tuple[int, int, int, int], warned: bool
) -> None:
    screen = GameResultScreen(final_standings(scores, 0, TENHOU), ["A", "B", "C", "D"], TENHOU,
                              Path("/tmp/game.json"), None)
    app: App[None] = App()
    async with app.run_test(size=(120, 40)) as pilot:
        await app.push_screen(screen)
        await pilot.pause()
        warnings = screen.query("#log-warning")
        assert len(warnings) == int(warned)
        if warned:
            assert str(warnings.first(Static).render()) == NEGATIVE_SCORES
