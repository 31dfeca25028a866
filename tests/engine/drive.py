"""Helpers to drive a game or a round in tests: scripted walls and short action names."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from mahjong_tui.engine.events import Drawn, Won
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.round import Round, RoundSetup
from mahjong_tui.engine.wall import LIVE, Wall, full_set
from rules.actions import Action, Ankan, Discard, Pass, Pon
from rules.ruleset import TENHOU, RuleSet
from rules.tiles import Tile, is_yaochuu, parse, parse_tile

Table = Round | Game


def scripted_round(
    hands: Sequence[str],
    draws: str = "",
    *,
    rules: RuleSet = TENHOU,
    rinshan: str = "",
    dora: str = "",
    ura: str = "",
    setup: RoundSetup | None = None,
) -> Round:
    wall = Wall.scripted(hands, draws, rinshan, dora, ura, rules.red_fives)
    return Round(rules, setup or RoundSetup(), wall)


def turn_seat(table: Table) -> int:
    (seat,) = table.pending()
    return seat


def discard(table: Table, tile: str, *, riichi: bool = False) -> None:
    """The seat on turn discards ``tile`` (from the hand if it can, else tsumogiri)."""
    seat = turn_seat(table)
    t = parse_tile(tile)
    for tsumogiri in (False, True):
        action = Discard(t, tsumogiri, riichi)
        if action in table.pending()[seat]:
            table.apply(seat, action)
            return
    raise AssertionError(f"seat {seat} cannot discard {tile}: {table.pending()[seat]}")


def answer(table: Table, seat: int, action: Action) -> None:
    assert action in table.pending()[seat], (action, table.pending())
    table.apply(seat, action)


def pass_all(table: Table) -> None:
    """Every seat still asked about the last discard (or kan) passes."""
    for seat in list(table.pending()):
        if Pass() in table.pending().get(seat, ()):
            table.apply(seat, Pass())


def tsumogiri_round(table: Table, turns: int) -> None:
    """``turns`` turns of drawn-tile discards, everyone passing every claim."""
    for _ in range(turns):
        seat = turn_seat(table)
        drawn = next(a for a in table.pending()[seat] if isinstance(a, Discard) and a.tsumogiri)
        table.apply(seat, drawn)
        pass_all(table)


def draw_order_wall(
    hands: Sequence[str], seat_tiles: Mapping[int, Sequence[Tile]] = {}, last: str = ""
) -> Wall:
    """A wall whose live draws give ``seat_tiles[seat]`` to each listed seat in turn
    (seat 0 drawing first, no calls) and ``last`` as the last live tile. The other
    draws are simples (no terminal or honour) in sorted order, then what is left.
    """
    pool = Counter(full_set())
    for h in hands:
        pool.subtract(parse(h))
    for tiles in seat_tiles.values():
        pool.subtract(tiles)
    final = parse(last)
    pool.subtract(final)
    spare = [t for t in sorted(pool.elements()) if not is_yaochuu(t)]
    spare += [t for t in sorted(pool.elements()) if is_yaochuu(t)]
    queues = {s: list(ts) for s, ts in seat_tiles.items()}
    count = LIVE - len(final)
    draws = [queues[i % 4].pop(0) if queues.get(i % 4) else spare.pop(0) for i in range(count)]
    return Wall.scripted(hands, [*draws, *final])


def play_out(table: Table) -> None:
    """Drawn-tile discards, everyone passing, until the hand ends or asks to show hands."""
    while not table.is_over and any(
        isinstance(a, Discard) for acts in table.pending().values() for a in acts
    ):
        tsumogiri_round(table, 1)


def before_added_kan() -> Round:
    """Seat 1 has ponned seat 0's 5m and drawn the red 5m: its added kan is next; seat 2
    waits on 5m (a kanchan: robbing the kan gives it chankan)."""
    hands = ["", "55m" + "19p1234z19s678s", "46m123p456p789s11z", ""]
    r = scripted_round(hands, draws="5m6z7z2z0m")
    discard(r, "5m")
    answer(r, 1, Pon((parse_tile("5m"), parse_tile("5m"))))
    pass_all(r)
    discard(r, "1p")
    pass_all(r)
    tsumogiri_round(r, 3)
    return r


def three_concealed_kans(table: Round, then: str) -> None:
    """The dealer, dealt 1111m2222p3333s, makes its three concealed kans and discards
    ``then`` (the seats it may be called by have not answered yet)."""
    for k in ("1m", "2p", "3s"):
        table.apply(0, Ankan(parse_tile(k)))
    discard(table, then)


def draw_event(table: Round) -> Drawn:
    """The hand's draw (abortive or exhaustive)."""
    return next(e for e in table.log if isinstance(e, Drawn))


def win_event(table: Round) -> Won:
    """The hand's one win."""
    (win,) = [e for e in table.log if isinstance(e, Won)]
    return win
