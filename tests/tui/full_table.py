"""A table at its fullest, for layout tests: 24 discards (one of them the riichi tile)
in every river and four melds at every seat, five dora indicators, four different scores.

The tiles need not add up to a real game (a layout test only needs every tile it must
find); the winds stay out of the rivers and melds, as the centre draws the seat winds
with the same faces, so each face on the screen can be counted exactly.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable

from rules.hand import Meld, MeldKind
from rules.observation import Observation, RiverTile, SeatView
from rules.tiles import (
    EAST,
    HAKU,
    NUM_KINDS,
    WINDS,
    Tile,
    dora_from_indicator,
    parse,
    parse_tile,
)

SEATS = 4
SCORES = (31200, 18700, 51600, -1500)
RIVER_SIZE = 24
RIICHI_AT = 9
"""The riichi tile's place in each river (the tenth discard)."""
DORA = tuple(parse("3s0m7z2p6z"))

_SUITED = [t for t in range(NUM_KINDS) if t < EAST] + [HAKU, HAKU + 1, HAKU + 2]


def river(seat: int) -> tuple[RiverTile, ...]:
    """24 discards, a different run of faces at each seat; one tsumogiri every third tile
    and the second discard called away (it then shows in a meld elsewhere too)."""
    tiles = [_SUITED[(seat * 11 + i * 7) % len(_SUITED)] for i in range(RIVER_SIZE)]
    return tuple(
        RiverTile(t, tsumogiri=i % 3 == 2, riichi=i == RIICHI_AT,
                  called_by=(seat + 1) % SEATS if i == 1 else None)
        for i, t in enumerate(tiles)
    )


def melds(seat: int) -> tuple[Meld, ...]:
    """Four melds, one called from each of the other seats and a concealed kan (the
    kakan's pon came from across)."""
    left, across, right = ((seat + d) % SEATS for d in (3, 2, 1))
    chi = Meld(MeldKind.CHI, tuple(parse("345m" if seat % 2 else "678p")),
               parse_tile("5m" if seat % 2 else "7p"), left)
    pon = Meld(MeldKind.PON, tuple(parse("777s")), parse_tile("7s"), right)
    kakan = Meld(MeldKind.KAKAN, tuple(parse("5505p")), parse_tile("0p"), across)
    ankan = Meld(MeldKind.ANKAN, tuple(parse("9999m" if seat % 2 else "1111s")))
    return chi, pon, kakan, ankan


FaceFn = Callable[[Tile], str]
HAND = (parse_tile("4s"),)
DRAWN = parse_tile("6z")


def full_table() -> tuple[Observation, ...]:
    """Every seat's Observation of the same full table, by seat (each seat's own view
    carries its own hand, which the replay viewer shows face up)."""
    seats = tuple(
        SeatView(seat=s, seat_wind=WINDS[s], score=SCORES[s], concealed_count=2 if s == 0 else 1,
                 melds=melds(s), river=river(s), riichi=True, ippatsu=False)
        for s in range(SEATS)
    )
    return tuple(
        Observation(
            seat=s, hand=HAND, drawn=DRAWN if s == 0 else None, players=seats,
            round_wind=EAST + 1, hand_number=3, honba=2, riichi_sticks=4,
            dora_indicators=DORA, tiles_left=0, furiten=False,
        )
        for s in range(SEATS)
    )


def faces(tiles: Iterable[Tile], face: FaceFn) -> Counter[str]:
    return Counter(face(t).strip() for t in tiles)


def expected_faces(obs: Observation, face: FaceFn, *, open_hands: bool,
                   indicators: bool = True) -> Counter[str]:
    """Each face the screen must show, with how many times: every river tile (a called
    one too: it stays in the river, struck), every meld tile, the dora (each indicator's)
    and, with ``indicators``, the dora indicators (the centre drops them where it has no
    room), and the viewer's hand; with ``open_hands`` every seat's hand (the replay
    viewer)."""
    shown: list[Tile] = [*(dora_from_indicator(i) for i in obs.dora_indicators),
                         *(obs.dora_indicators if indicators else ()), *obs.concealed]
    for p in obs.players:
        shown += [r.tile for r in p.river]
        for m in p.melds:
            # A concealed kan lies with its two outer tiles face down.
            shown += m.tiles[1:3] if m.kind is MeldKind.ANKAN else m.tiles
    if open_hands:
        shown += [*HAND] * (SEATS - 1)
    return faces(shown, face)


