"""Shared by the TUI tests: scripted sessions, waiting for the table to settle, the screen
as text."""

from __future__ import annotations

import io
import time
from collections.abc import Awaitable, Callable

from rich.console import Console
from textual.pilot import Pilot

from mahjong_tui.engine.players import TsumogiriPlayer
from mahjong_tui.engine.wall import Wall
from mahjong_tui.play.config import Settings
from mahjong_tui.play.session import Session
from mahjong_tui.tui.app import MahjongApp
from mahjong_tui.tui.screens.table import TableScreen
from rules.ruleset import TENHOU, RuleSet

CALL_AND_RON = Wall.scripted(
    ["55z123m456p789s1s9p", "", "", ""],
    draws="2z5z1s",
)
"""You (East, seat 0) draw 2z and discard it; the next player's 5z is yours to pon;
discard 9p to wait on 1s, which the next player throws: ron with haku."""

RIICHI_AND_TSUMO = Wall.scripted(
    ["123m456p789s11s99p", "", "", ""],
    draws="2z1z3z4z9p",
)
"""Draw 2z, riichi by discarding it (waits 1s and 9p); three wind discards; draw 9p: tsumo."""

ONE_HAND = TENHOU.with_changes(game_length="one_hand", extension="none", extension_max_winds=0)


def scripted_session(walls: list[Wall], rules: RuleSet = TENHOU) -> Session:
    """You at seat 0 against three tsumogiri players (they never call or win)."""
    others = {seat: TsumogiriPlayer() for seat in (1, 2, 3)}
    return Session(rules, 1, human_seat=0, walls=walls, players=others)


async def until(
    pilot: Pilot[None], done: Callable[[], bool], limit: int = 400, seconds: float = 30.0,
    failure: str = "the app never got there",
) -> None:
    """Pause until ``done()`` holds: one pause is not always enough on a loaded machine.

    It gives up (AssertionError ``failure``) after ``limit`` pauses and ``seconds`` both:
    under load a pause can come back before the app has done anything, so a count alone
    failed on a busy machine."""
    deadline = time.monotonic() + seconds
    pauses = 0
    while pauses < limit or time.monotonic() < deadline:
        await pilot.pause()
        pauses += 1
        if done():
            return
    raise AssertionError(failure)


async def settle(pilot: Pilot[None], app: MahjongApp, limit: int = 400) -> None:
    """Wait until the table waits for the human (or another screen is up)."""

    def settled() -> bool:
        screen = app.screen
        if not isinstance(screen, TableScreen):
            return True
        s = screen.session
        return s.is_over or bool(s.human_actions() and not screen.settings.autoplay
                                 and screen.automatic_action() is None)

    await until(pilot, settled, limit, failure="the table never settled")
    if isinstance(app.screen, TableScreen):
        await pilot.pause()


def screen_text(app: MahjongApp) -> str:
    """The screen as the terminal shows it, in plain text."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), record=True,
                      force_terminal=True, legacy_windows=False, safe_box=False)
    console.print(app.screen._compositor.render_update(full=True))
    return console.export_text(styles=False)


def app_at(keys: list[str], settings: Settings, *, one_hand: bool = False,
           ) -> tuple[MahjongApp, Callable[[Pilot[None]], Awaitable[None]]]:
    """An app at the CALL_AND_RON table, and what brings it to the screen after ``keys``
    (``discard-9p`` discards the 9p): for the snapshot tests."""
    session = scripted_session([CALL_AND_RON], ONE_HAND) if one_hand else scripted_session(
        [CALL_AND_RON]
    )
    app = MahjongApp(session=session, settings=settings)

    async def run_before(pilot: Pilot[None]) -> None:
        await settle(pilot, app)
        for key in keys:
            if key == "discard-9p":
                await pilot.press("left", "left", "left", "left", "enter")
            else:
                await pilot.press(key)
            await settle(pilot, app)

    return app, run_before
