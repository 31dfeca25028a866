"""The review in the app: a worker goes over the game with a progress bar (Esc stops it),
then the summary and the mistakes; a mistake opens the replay viewer at that very moment,
the two choices in its status line. From the game result, ``v`` opens it."""

from __future__ import annotations

import pytest
from textual.widgets import OptionList, Static

import mahjong_tui.tui.screens.review as review_screen
from ai.levels import STRONG
from mahjong_tui.play.config import Settings
from mahjong_tui.play.replay_view import ReplayView
from mahjong_tui.records.load import read_record
from mahjong_tui.review.decisions import decisions
from mahjong_tui.review.game_review import review_game
from mahjong_tui.tui.app import MahjongApp
from mahjong_tui.tui.screens.game_result import GameResultScreen
from mahjong_tui.tui.screens.replay import ReplayScreen
from mahjong_tui.tui.screens.review import ReviewScreen
from mahjong_tui.tui.screens.title import TitleScreen
from tests.records.data import PHOENIX_JSON
from tests.tui.helpers import app_at, until

SEAT = 1


def test_the_viewer_goes_to_each_decision_as_the_seat_saw_it() -> None:
    record = read_record(PHOENIX_JSON[0])
    view = ReplayView(record)
    view.set_seat(SEAT)
    found = list(decisions(record, [SEAT]))
    assert len(found) > 50
    for d in found:
        view.go_to(d.hand_index, d.moment)
        assert view.view == d.observation


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_review_lists_mistakes_that_open_the_replay(size: tuple[int, int]) -> None:
    record = read_record(PHOENIX_JSON[0])
    app = MahjongApp(settings=Settings())
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        screen = ReviewScreen(record, SEAT, app.settings)
        app.push_screen(screen)
        await until(pilot, lambda: screen.review is not None, seconds=120, limit=20_000)
        review = screen.review
        assert review is not None and review.decisions > 50 and review.mistakes
        summary = str(screen.query_one("#review-summary", Static).render())
        assert f"{review.decisions} decisions" in summary
        mistakes = screen.query_one("#review-mistakes", OptionList)
        assert mistakes.option_count == min(40, len(review.mistakes))
        costliest = screen.shown[0]
        assert costliest.loss == max(m.loss for m in review.mistakes)
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen))
        replay = app.screen
        assert isinstance(replay, ReplayScreen)
        assert replay.replay.view == costliest.decision.observation
        status = str(replay.query_one("#replay-status", Static).render())
        assert "You: " in status and "AI: " in status
        await pilot.press("q")
        await until(pilot, lambda: app.screen is screen)


async def test_esc_stops_the_review() -> None:
    record = read_record(PHOENIX_JSON[0])
    app = MahjongApp(settings=Settings())
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        screen = ReviewScreen(record, SEAT, app.settings)
        app.push_screen(screen)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        await until(pilot, lambda: not screen.workers._workers)
        assert screen.review is None


ONE_HAND_GAME = ["enter", "p", "discard-9p", "r", "enter"]
"""The keys of a one-hand game you win by ron, to its result."""


async def test_v_on_the_game_result_reviews_your_game() -> None:
    app, play_to_the_end = app_at(ONE_HAND_GAME, Settings(ai_speed="instant"), one_hand=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await play_to_the_end(pilot)
        await until(pilot, lambda: isinstance(app.screen, GameResultScreen))
        await pilot.press("v")
        await until(pilot, lambda: isinstance(app.screen, ReviewScreen))
        screen = app.screen
        assert isinstance(screen, ReviewScreen) and screen.seat == 0
        await until(pilot, lambda: screen.review is not None)
        assert screen.review is not None and screen.review.decisions >= 2


async def test_v_after_the_background_review_shows_it_without_a_second(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The game result's own review of the game (made in the background for a recorded
    game; made here for this scripted one), once done, is what v shows."""
    app, play_to_the_end = app_at(ONE_HAND_GAME, Settings(ai_speed="instant"), one_hand=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await play_to_the_end(pilot)
        await until(pilot, lambda: isinstance(app.screen, GameResultScreen))
        result = app.screen
        assert isinstance(result, GameResultScreen) and result.record is not None
        (result.reviewed,) = review_game(result.record, [result.seat], STRONG)

        def second_review(*args: object) -> None:
            raise AssertionError("the game was reviewed twice")

        monkeypatch.setattr(review_screen, "reviewing", second_review)
        await pilot.press("v")
        await until(pilot, lambda: isinstance(app.screen, ReviewScreen))
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        await until(pilot, lambda: screen.review is not None)
        assert screen.review is result.reviewed
