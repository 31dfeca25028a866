"""Invariants of a game in progress, checked by the fuzz tests after every action."""

from __future__ import annotations

from collections import Counter

from mahjong_tui.engine.events import Drawn, Event, RoundEnded, Won
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.wall import INDICATORS, LIVE, RINSHAN
from rules.tiles import Tile


def tiles_on_table(game: Game) -> Counter[Tile]:
    """Hands, melds, rivers (called tiles counted in their meld) and both walls."""
    r = game.round
    wall = r.wall
    found: Counter[Tile] = Counter()
    for st in r.seats:
        found.update(st.hand)
        for m in st.melds:
            found.update(m.tiles)
        found.update(t.tile for t in st.river if t.called_by is None)
    found.update(wall.live(i) for i in range(r.next_live, LIVE))
    found.update(wall.rinshan(i) for i in range(r.kans, RINSHAN))
    found.update(wall.indicator(i) for i in range(INDICATORS))
    found.update(wall.ura(i) for i in range(INDICATORS))
    return found


def check_state(game: Game, total_points: int) -> None:
    r = game.round
    assert tiles_on_table(game) == Counter(r.wall.tiles)
    deposit = game.rules.riichi_deposit
    assert sum(r.scores) + r.sticks * deposit == total_points
    for st in r.seats:
        assert len(st.hand) + 3 * len(st.melds) in (13, 14)


def check_event(event: Event, sticks_before: int, deposit: int) -> None:
    if isinstance(event, Won):
        assert event.result.yaku, "a win without yaku"
        assert sum(event.deltas) >= 0
    elif isinstance(event, Drawn):
        assert sum(event.deltas) in (0, sticks_before * deposit)
    elif isinstance(event, RoundEnded):
        assert event.riichi_sticks >= 0
