"""Melds made from a seat's hand: calls on a discard, concealed and added kans.

Each function moves the tiles from the concealed hand into the meld and
returns it; the round emits the event and carries on (a kan may still be
robbed, then stands with :func:`kan_dora_after_discard` deciding its dora).
"""

from __future__ import annotations

from mahjong_tui.engine.seat import SeatState
from rules.actions import Chi, Daiminkan, Pon
from rules.hand import Meld, MeldKind
from rules.ruleset import RuleSet
from rules.tiles import Tile, kind, sorted_tiles


def call_meld(st: SeatState, action: Chi | Pon | Daiminkan, tile: Tile, discarder: int) -> Meld:
    """The chi, pon or daiminkan of ``tile`` (discarded by ``discarder``)."""
    if isinstance(action, Daiminkan):
        own = tuple(t for t in st.hand if kind(t) == kind(tile))
        meld_kind = MeldKind.MINKAN
    else:
        own = action.tiles
        meld_kind = MeldKind.CHI if isinstance(action, Chi) else MeldKind.PON
    for t in own:
        st.give(t)
    meld = Meld(meld_kind, tuple(sorted_tiles((*own, tile))), tile, discarder)
    st.add_meld(meld)
    return meld


def concealed_kan(st: SeatState, k: int) -> Meld:
    """The four tiles of kind ``k`` from the hand as an ankan."""
    tiles = tuple(t for t in st.hand if kind(t) == k)
    for t in tiles:
        st.give(t)
    st.drawn = None
    meld = Meld(MeldKind.ANKAN, tuple(sorted_tiles(tiles)))
    st.add_meld(meld)
    return meld


def added_kan(st: SeatState, k: int) -> tuple[Meld, Tile]:
    """The pon of kind ``k`` upgraded with the hand's fourth tile, and that tile."""
    index = next(
        i for i, m in enumerate(st.melds) if m.kind is MeldKind.PON and m.first_kind == k
    )
    pon = st.melds[index]
    tile = next(t for t in st.hand if kind(t) == k)
    st.give(tile)
    st.drawn = None
    meld = Meld(MeldKind.KAKAN, tuple(sorted_tiles((*pon.tiles, tile))), pon.called, pon.from_seat)
    st.replace_meld(index, meld)
    return meld, tile


def kan_dora_after_discard(rules: RuleSet, meld: Meld) -> bool:
    """The kan's indicator waits for the kan player's discard (else it is turned at once)."""
    timing = rules.kan_dora_timing
    return timing == "after_discard" or (
        timing == "open_kan_after_discard" and meld.kind is not MeldKind.ANKAN
    )
