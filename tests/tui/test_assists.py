"""The table's assists: auto-win, no calls, auto-discard, the hint; and that toggles are kept."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Sequence
from pathlib import Path

import pytest

from mahjong_tui.engine.events import Won
from mahjong_tui.engine.players import TsumogiriPlayer
from mahjong_tui.engine.wall import Wall
from mahjong_tui.files.places import CONFIG_DIR_ENV, DATA_DIR_ENV
from mahjong_tui.play.assists import Assists, automatic_action
from mahjong_tui.play.config import Settings
from mahjong_tui.play.session import Session
from mahjong_tui.tui.app import MahjongApp
from mahjong_tui.tui.screens.round_result import RoundResultScreen
from mahjong_tui.tui.screens.table import TableScreen
from mahjong_tui.tui.widgets.assists import AssistsView
from mahjong_tui.tui.widgets.hand import HandView
from mahjong_tui.tui.widgets.waits import WaitsView
from rules.actions import Action, Ankan, Chi, Discard, Pass, Pon, Ron, Tsumo
from rules.observation import Observation
from rules.ruleset import TENHOU
from rules.tiles import parse_tile
from tests.tui.helpers import CALL_AND_RON, scripted_session, settle

SIZE = (120, 40)
M1, M4, Z5 = parse_tile("1m"), parse_tile("4m"), parse_tile("5z")
DISCARDS: tuple[Action, ...] = (Discard(M1), Discard(M4), Discard(M4, tsumogiri=True))
RIICHI_TURN: tuple[Action, ...] = (*DISCARDS, Discard(M4, tsumogiri=True, riichi=True))
CALLS: tuple[Action, ...] = (Pon((Z5, Z5)), Chi((M1, M4)), Pass())
ALL_ON = Assists(auto_win=True, no_calls=True, auto_discard=True)


@pytest.mark.parametrize(("legal", "riichi", "assists", "expected"), [
    # Nothing is automatic with every toggle off, but riichi's forced tsumogiri.
    (DISCARDS, False, Assists(), None),
    ((Discard(M4, tsumogiri=True),), True, Assists(), Discard(M4, tsumogiri=True)),
    ((Discard(M4, tsumogiri=True), Tsumo()), True, Assists(), None),
    ((Discard(M4, tsumogiri=True), Ankan(M4)), True, Assists(), None),
    ((Tsumo(), *DISCARDS), False, Assists(), None),
    ((Ron(), Pass()), False, Assists(), None),
    (CALLS, False, Assists(), None),
    # Auto-win takes a win first, whatever else is offered.
    ((Tsumo(), *DISCARDS), False, ALL_ON, Tsumo()),
    ((Ron(), *CALLS), False, Assists(auto_win=True), Ron()),
    ((Discard(M4, tsumogiri=True), Tsumo()), True, Assists(auto_win=True), Tsumo()),
    # No calls passes on chi/pon/kan, never on a ron.
    (CALLS, False, Assists(no_calls=True), Pass()),
    ((Ron(), *CALLS), False, Assists(no_calls=True), None),
    # Auto-discard only when a plain discard is the whole decision.
    (DISCARDS, False, Assists(auto_discard=True), Discard(M4, tsumogiri=True)),
    (RIICHI_TURN, False, Assists(auto_discard=True), None),
    ((*DISCARDS, Ankan(M1)), False, Assists(auto_discard=True), None),
    (DISCARDS[:2], False, Assists(auto_discard=True), None),  # after a call: no drawn tile
    ((), False, ALL_ON, None),
])
def test_automatic_action(
    legal: tuple[Action, ...], riichi: bool, assists: Assists, expected: Action | None
) -> None:
    assert automatic_action(legal, riichi, assists) == expected


@pytest.fixture(autouse=True)
def config_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    return tmp_path / "config"


def human_moves(session: Session) -> list[Action]:
    return [a for seat, a in session.actions if seat == session.human]


async def test_auto_discard_and_no_calls_play_and_are_saved(config_dir: Path) -> None:
    """Auto-discard throws the drawn 2z, no calls passes on the haku pon."""
    session = scripted_session([CALL_AND_RON])
    app = MahjongApp(session=session, settings=Settings(ai_speed="instant"))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, app)
        await pilot.press("d", "x")
        await settle(pilot, app)
        assert app.settings.assists == Assists(no_calls=True, auto_discard=True)
        assert "✓auto-discard" in str(app.screen.query_one(AssistsView).render())
        saved = json.loads((config_dir / "settings.json").read_text(encoding="utf-8"))
        assert saved["assists"] == {"auto_win": False, "no_calls": True, "auto_discard": True,
                                    "hand_help": True, "danger": False}
        assert human_moves(session)[:2] == [Discard(parse_tile("2z"), tsumogiri=True), Pass()]
        await pilot.press("d")
        await pilot.pause()
        assert not app.settings.assists.auto_discard


async def test_auto_win_takes_the_ron() -> None:
    session = scripted_session([CALL_AND_RON])
    app = MahjongApp(session=session, settings=Settings(ai_speed="instant"))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, app)
        await pilot.press("w", "enter")  # auto-win on; discard the drawn 2z
        await settle(pilot, app)
        await pilot.press("p")
        await settle(pilot, app)
        table = app.screen
        assert isinstance(table, TableScreen)
        table.cursor = table.query_one(HandView).model.tiles.index(parse_tile("9p"))
        await pilot.press("enter")
        for _ in range(100):
            await pilot.pause()
            if isinstance(app.screen, RoundResultScreen):
                break
        assert isinstance(app.screen, RoundResultScreen)
        assert human_moves(session)[-1] == Ron()
        wins = [e for e in session.game.log if isinstance(e, Won)]
        assert [(w.winner, w.from_seat) for w in wins] == [(0, 1)]


async def test_hand_help_hides_the_waits_line() -> None:
    session = scripted_session([CALL_AND_RON])
    app = MahjongApp(session=session, settings=Settings(ai_speed="instant"))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, app)
        waits = app.screen.query_one(WaitsView)
        assert "→ 1-shanten" in str(waits.render())
        await pilot.press("e")
        await pilot.pause()
        assert not app.settings.assists.hand_help and not str(waits.render()).strip()
        assert "✓help" not in str(app.screen.query_one(AssistsView).render())
        await pilot.press("e")
        await pilot.pause()
        assert str(waits.render()).strip()


async def test_hint_marks_the_advised_discard() -> None:
    session = scripted_session([CALL_AND_RON])
    app = MahjongApp(session=session, settings=Settings(ai_speed="instant"))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, app)
        table = app.screen
        assert isinstance(table, TableScreen)
        advised = session.hint_turn()
        assert advised is not None
        expected = advised.decide()
        assert isinstance(expected, Discard)
        await pilot.press("b")
        for _ in range(50):
            await pilot.pause()
            if table.hint is not None:
                break
        assert table.hint is not None and table.hint[:2] == (len(session.actions), expected)
        model = table.query_one(HandView).model
        assert model.cursor is not None and model.all_tiles[model.cursor] == expected.tile
        # With its reason: the hand it leaves (nobody threatens yet).
        reason = table.hint[2]
        assert reason is not None and reason.deal_in is None
        line = str(table.query_one("#hint").render())
        assert line.startswith("Hint: discard")
        assert f"-shanten, {reason.ukeire} tiles improve it" in line or (
            f"tenpai, {reason.ukeire} tiles win" in line), line
        await pilot.press("enter")
        await settle(pilot, app)
        assert session.actions[0] == (0, expected)


class RiichiAtOnce:
    """Declares riichi whenever it may, else plays like a tsumogiri player."""

    name = "riichi"

    def decide(self, observation: Observation, actions: Sequence[Action]) -> Action:
        riichi = next((a for a in actions if isinstance(a, Discard) and a.riichi), None)
        return riichi or TsumogiriPlayer().decide(observation, actions)


async def test_danger_marks_under_the_hand_against_a_riichi() -> None:
    """Seat 1 declares riichi with 2z; 5p and 9m pass after it; you hold both."""
    wall = Wall.scripted(["147s5p9m123m678p17z", "123m456p789s23s11z", "", ""],
                         draws="7z2z5p9m8p")
    players = {1: RiichiAtOnce(), 2: TsumogiriPlayer(), 3: TsumogiriPlayer()}
    session = Session(TENHOU, 1, human_seat=0, walls=[wall], players=players)
    app = MahjongApp(session=session, settings=Settings(ai_speed="instant"))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, app)
        await pilot.press("enter")  # the drawn 7z
        await settle(pilot, app)
        hand = app.screen.query_one(HandView)
        assert hand.model.danger is None  # off by default
        await pilot.press("g")
        await pilot.pause()
        model = hand.model
        assert model.danger is not None and app.settings.assists.danger
        marks = hand.render().plain.split("\n")[-1].split()
        tiles = model.all_tiles
        for safe in ("5p", "9m"):
            assert marks[tiles.index(parse_tile(safe))] == "--"
        assert marks[tiles.index(parse_tile("4s"))] != "--"
        assert hand.render().plain.split("\n")[-1].rstrip().endswith("% to deal in")
        # Once you are in riichi the drawn tile goes whatever it is: no row to choose by.
        obs = session.observation()
        me = dataclasses.replace(obs.me, riichi=True)
        in_riichi = dataclasses.replace(obs, players=tuple(
            me if p.seat == obs.seat else p for p in obs.players))
        table = app.screen
        assert isinstance(table, TableScreen)
        assert table._danger(obs, tiles) is not None and table._danger(in_riichi, tiles) is None
