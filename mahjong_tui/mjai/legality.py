"""The own seat's legal actions, from a :class:`~mahjong_tui.mjai.view.TableView`.

The view is an engine :class:`~mahjong_tui.engine.table.Table`, so the
engine's own rule functions list the actions: :func:`legal.turn_actions` for
the own turn, :func:`claims.seat_claims` for another seat's discard and
:func:`claims.chankan_win` for a kan. This module only says which message
asks which question. A test compares these lists with the engine's
``pending()`` at every decision of seeded games.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mahjong_tui.engine import claims, draws, legal
from rules.actions import Action, Pass, Ron
from rules.hand import MeldKind

if TYPE_CHECKING:
    from mahjong_tui.mjai.view import Message, TableView


def legal_actions(v: TableView, msg: Message) -> tuple[Action, ...]:
    """What the own seat may answer to ``msg`` (already applied to ``v``); () for none."""
    kind_ = msg.get("type")
    mine = msg.get("actor") == v.seat
    if mine and kind_ in ("tsumo", "chi", "pon"):
        return legal.turn_actions(v, v.me)[0]
    if kind_ == "dahai" and not mine:
        return claim_actions(v)
    if kind_ in ("kakan", "ankan") and not mine:
        return chankan_actions(v)
    return ()


def claim_actions(v: TableView) -> tuple[Action, ...]:
    """Ron and calls on another seat's discard, as the round offers them."""
    assert v.claim is not None
    tile, discarder = v.claim
    calls_allowed = v.live_left > 0 and draws.abort_after(v, discarder) is None
    return claims.seat_claims(v, v.me, discarder, tile, calls_allowed)[0]


def chankan_actions(v: TableView) -> tuple[Action, ...]:
    """Robbing the kan just declared: any added kan; a concealed one only for kokushi."""
    assert v.claim is not None
    tile, source = v.claim
    concealed = v.seats[source].melds[-1].kind is MeldKind.ANKAN
    return (Ron(), Pass()) if claims.chankan_win(v, v.me, tile, concealed) else ()
