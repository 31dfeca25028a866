"""Hands that end without a win: abortive draws and the exhaustive draw.

Abortive draws (途中流局) per the RuleSet: kyuushu kyuuhai (declared on the first
go-around), suufon renda, suucha riichi, suukaikan and sanchahou. The last
three come from a discard or a ron and are detected by the round; the
discard-caused ones are checked here once the discard passes.

At the exhaustive draw (荒牌平局) a seat is tenpai when its hand has a wait it
does not hold all four of (``fifth_tile_tenpai`` counts the concealed tiles or
the melds too) and, with ``keishiki_tenpai`` off, some wait has a yaku (a ron on
it scores; houtei does not count). With ``noten_declaration_allowed`` a tenpai
seat not in riichi chooses to show its hand (``ShowHand(True)``) or hide it and
count as noten; the round offers that choice through ``pending()``.
Noten payments and nagashi mangan are then settled here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mahjong_tui.engine.events import DrawReason
from mahjong_tui.engine.payouts import nagashi_payments, noten_payments
from mahjong_tui.engine.seat import SeatState
from mahjong_tui.engine.wins import has_yaku_wait
from rules.tiles import WINDS, YAOCHUU, Tile, kind, sorted_tiles

if TYPE_CHECKING:
    from mahjong_tui.engine.round import Round
    from mahjong_tui.engine.table import Table

SEATS = 4


def nine_kinds(st: SeatState) -> bool:
    """九種九牌: nine distinct terminal and honour kinds among the 14 tiles."""
    return len({k for k in map(kind, st.hand) if k in YAOCHUU}) >= 9


def abort_after(r: Table, discarder: int) -> DrawReason | None:
    """The abortive draw the last discard causes once it passes, if any.

    Its seat may not be called: the mjai bot's view asks this too.
    """
    rules = r.rules
    st = r.seats[discarder]
    declaring = st.river[-1].riichi
    if rules.suucha_riichi and declaring and all(o.riichi_declared for o in r.seats):
        return DrawReason.SUUCHA_RIICHI
    if rules.suufon_renda and r.no_calls and r.discards == SEATS:
        firsts = {o.river[0].tile for o in r.seats}
        if len(firsts) == 1 and firsts.pop() in WINDS:
            return DrawReason.SUUFON_RENDA
    if r.suukaikan_due:
        return DrawReason.SUUKAIKAN
    return None


def is_tenpai(r: Round, st: SeatState) -> bool:
    """Tenpai for the exhaustive draw's payments and renchan (see the module docstring)."""
    held = st.kind_counts
    if r.rules.fifth_tile_tenpai == "whole_hand":
        held = [a + b for a, b in zip(held, st.meld_kind_counts(), strict=True)]
    if not any(held[w] < 4 for w in st.waits):
        return False
    return r.rules.keishiki_tenpai or has_yaku_wait(r, st)


def may_hide(r: Round, st: SeatState, tenpai: bool) -> bool:
    """A tenpai seat not in riichi may declare noten, when the rules allow it."""
    return r.rules.noten_declaration_allowed and tenpai and not st.riichi


@dataclass(frozen=True, slots=True)
class DrawSettlement:
    """The payments of an exhaustive draw."""

    deltas: list[int]
    nagashi: tuple[int, ...]
    """Seats paid a nagashi mangan."""
    as_win: bool
    """Nagashi scored as a win (``nagashi_mangan == "win"``): sticks and renchan as a win."""


def settle_exhaustive(r: Round, tenpai: Sequence[bool]) -> DrawSettlement:
    """Nagashi mangan and noten payments (the riichi sticks are the caller's)."""
    rules = r.rules
    nagashi = tuple(
        st.seat for st in r.seats if rules.nagashi_mangan != "none" and st.nagashi
    )
    if len(nagashi) > 1 and rules.nagashi_multiple == "cancel":
        nagashi = ()
    deltas = nagashi_payments(nagashi, r.dealer, r.honba, rules)
    if not nagashi or not rules.nagashi_replaces_noten_payments:
        deltas = [a + b for a, b in zip(deltas, noten_payments(tenpai, rules), strict=True)]
    return DrawSettlement(deltas, nagashi, bool(nagashi) and rules.nagashi_mangan == "win")


def shown_hands(seats: Sequence[SeatState], shown: Sequence[bool]) -> tuple[tuple[Tile, ...], ...]:
    """The concealed hands laid open (sorted), an empty tuple for a hidden one."""
    return tuple(tuple(sorted_tiles(st.hand)) if shown[st.seat] else () for st in seats)
