"""Invariants of a game in progress, checked by the fuzz tests after every action."""

from __future__ import annotations

from mahjong_tui.engine.events import Drawn, Event, GameEnded, RoundEnded, Won
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.views import Views
from mahjong_tui.engine.wall import INDICATORS, LIVE, RINSHAN
from rules.tiles import Tile


def tiles_on_table(game: Game) -> list[Tile]:
    """Hands, melds, rivers (called tiles counted in their meld) and both walls, sorted."""
    r = game.round
    wall = r.wall
    found: list[Tile] = []
    for st in r.seats:
        found += st.hand
        for m in st.melds:
            found += m.tiles
        found += [t.tile for t in st.river if t.called_by is None]
    found += [wall.live(i) for i in range(r.next_live, LIVE)]
    found += [wall.rinshan(i) for i in range(r.kans, RINSHAN)]
    found += [wall.indicator(i) for i in range(INDICATORS)]
    found += [wall.ura(i) for i in range(INDICATORS)]
    return sorted(found)


def check_state(game: Game, total_points: int) -> None:
    r = game.round
    assert tiles_on_table(game) == sorted(r.wall.tiles)
    deposit = game.rules.riichi_deposit
    assert sum(r.scores) + r.sticks * deposit == total_points
    for st in r.seats:
        assert len(st.hand) + 3 * len(st.melds) in (13, 14)


def check_observation(game: Game, seat: int) -> None:
    """The cached observation equals one built from scratch."""
    assert game.observe(seat) == Views(game.round).observe(seat)


def check_event(event: Event, sticks_before: int, deposit: int) -> None:
    if isinstance(event, Won):
        assert event.result.yaku, "a win without yaku"
        assert sum(event.deltas) >= 0
    elif isinstance(event, Drawn):
        assert sum(event.deltas) in (0, sticks_before * deposit)
    elif isinstance(event, RoundEnded):
        assert event.riichi_sticks >= 0
    elif isinstance(event, GameEnded):
        assert sum(event.chips) == 0
