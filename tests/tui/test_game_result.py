"""The game result screen: the standings, the graph and the list of hands of a real game,
the replay it opens at the first hand (q comes back), no file name on screen, and the
reviewer warning."""

from __future__ import annotations

import pytest
from textual.app import App
from textual.widgets import Static

from mahjong_tui.engine.settlement import final_standings
from mahjong_tui.play.config import Settings
from mahjong_tui.play.game_config import GameConfig
from mahjong_tui.play.game_story import hand_stories
from mahjong_tui.play.session import Session
from mahjong_tui.records.export import game_record
from mahjong_tui.text.language import t
from mahjong_tui.tui.app import MahjongApp
from mahjong_tui.tui.screens.game_result import GameResultScreen, draw_line, win_line
from mahjong_tui.tui.screens.replay import ReplayScreen
from mahjong_tui.tui.widgets.score_graph import ScoreGraph
from rules.ruleset import TENHOU
from tests.play.test_session import play
from tests.tui.helpers import screen_text, until

SIZE = (120, 40)


@pytest.fixture(scope="module")
def finished(tmp_path_factory: pytest.TempPathFactory) -> Session:
    """A tonpuusen played to its end by the AI (you at seat 2), its log written."""
    logs = tmp_path_factory.mktemp("logs")
    session = Session.new(GameConfig(length="tonpuu", seed=11, human_seat=2, log_dir=logs))
    while not session.is_over:
        play(session, 1)
    return session


def result_screen(session: Session) -> GameResultScreen:
    standings = session.standings()
    assert standings is not None
    return GameResultScreen(standings, session.names(), session.rules,
                            hand_stories(session.game.log),
                            record=game_record(session.game, session.names()),
                            seat=session.human, log_error=session.log_error)


async def test_the_hands_the_graph_and_no_file_name(finished: Session) -> None:
    app = MahjongApp(settings=Settings())
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: app.screen.is_current)
        await app.push_screen(result_screen(finished))
        await pilot.pause()
        screen = app.screen
        stories = hand_stories(finished.game.log)
        assert len(stories) == finished.game.hands_played >= 4
        table = screen.query_one("#hand-list", Static).content
        assert table.row_count == len(stories)  # type: ignore[union-attr]
        graph = screen.query_one(ScoreGraph)
        assert [line[-1] for line in graph.lines] == [
            p.score for p in finished.standings().placements]  # type: ignore[union-attr]
        await pilot.press("end")  # the list's last hand, then the log's note
        await pilot.pause()
        text = screen_text(app)
        last = stories[-1]
        names = finished.names()
        said = (win_line(last.wins[0], last.hand_number, names) if last.wins
                else draw_line(last.draw, names) if last.draw is not None else "")
        assert said and said[:25] in text
        assert t("game_result.log_kept").split(" (")[0] in text
        assert finished.log_path is not None and finished.log_path.name not in text
        assert str(finished.log_path.parent) not in text


async def test_r_replays_the_game_from_its_first_hand_and_q_comes_back(
        finished: Session) -> None:
    app = MahjongApp(settings=Settings())
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: app.screen.is_current)
        await app.push_screen(result_screen(finished))
        await pilot.pause()
        await pilot.press("r")
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen))
        replay = app.screen
        assert isinstance(replay, ReplayScreen)
        view = replay.replay
        assert (view.hand_index, view.step_index, view.seat) == (0, 0, finished.human)
        assert len(view.hands) == finished.game.hands_played
        # To the last hand's result: the final standings, the game's own.
        await pilot.press(*["pagedown"] * len(view.hands), "end")
        await pilot.pause()
        assert view.at_game_end and view.standings == finished.standings()
        assert "Final standings" in screen_text(app)
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, GameResultScreen))
        assert app.is_running
        await pilot.press("enter")
        await until(pilot, lambda: not isinstance(app.screen, GameResultScreen))


@pytest.mark.parametrize(("scores", "warned"), [
    ((52000, 31000, 18000, -1000), True),
    ((52000, 31000, 17000, 0), False),
])
async def test_a_score_below_zero_warns_that_reviewers_cannot_read_the_log(
    scores: tuple[int, int, int, int], warned: bool, finished: Session,
) -> None:
    screen = GameResultScreen(final_standings(scores, 0, TENHOU), ["A", "B", "C", "D"], TENHOU,
                              [], record=game_record(finished.game))
    app: App[None] = App()
    async with app.run_test(size=SIZE) as pilot:
        await app.push_screen(screen)
        await pilot.pause()
        warnings = screen.query("#log-warning")
        assert len(warnings) == int(warned)
        if warned:
            assert str(warnings.first(Static).render()) == t("game_result.negative_scores")


async def test_a_log_that_could_not_be_written_says_so_and_offers_no_replay() -> None:
    screen = GameResultScreen(final_standings((25000,) * 4, 0, TENHOU), "ABCD", TENHOU, [],
                              log_error="The game log could not be written: the disk is full.")
    app: App[None] = App()
    async with app.run_test(size=SIZE) as pilot:
        await app.push_screen(screen)
        await pilot.pause()
        assert "the disk is full" in str(screen.query_one("#log-note", Static).render())
        assert screen.check_action("replay", ()) is False
        await pilot.press("r")
        await pilot.pause()
        assert app.screen is screen


async def test_a_game_the_engine_cannot_follow_is_told_in_japanese(
        finished: Session, monkeypatch: pytest.MonkeyPatch) -> None:
    """The warning names the hand in the player's words, not the engine's English."""
    import mahjong_tui.play.replay_view as replay_view
    from mahjong_tui.records.replay import ReplayMismatch

    def mismatch(*args: object) -> None:
        raise ReplayMismatch("event 3: the engine does not let seat 1 discard 5m")

    monkeypatch.setattr(replay_view, "replay_hand", mismatch)
    app = MahjongApp(settings=Settings(language="ja"))
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: app.screen.is_current)
        await app.push_screen(result_screen(finished))
        await pilot.pause()
        await pilot.press("r")
        await until(pilot, lambda: bool(app._notifications))
        (said,) = [n.message.replace("\n", "") for n in app._notifications]
        assert said == "この対局は再生できません: 東1局を記録どおりに進められません"
        assert not isinstance(app.screen, ReplayScreen)
