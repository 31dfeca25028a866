"""Our actions as mjai responses, and mjai responses as our actions.

A riichi is one action here (``Discard(riichi=True)``) but two mjai steps: the
bot answers ``reach`` to its draw, then the ``dahai`` to its own ``reach``
event. Both directions live here so the bot and the external player agree.
"""

from __future__ import annotations

from typing import Any

from mahjong_tui.mjai.tiles import MjaiError, from_mjai, to_mjai
from mahjong_tui.mjai.view import TableView
from rules.actions import (
    Action,
    Ankan,
    Chi,
    Daiminkan,
    Discard,
    Kakan,
    KyuushuKyuuhai,
    Pass,
    Pon,
    Ron,
    Tsumo,
)
from rules.hand import MeldKind
from rules.tiles import Tile, kind, sorted_tiles

Message = dict[str, Any]
NONE: Message = {"type": "none"}


def _of_kind(tiles: list[Tile], k: int) -> list[str]:
    return [to_mjai(t) for t in sorted_tiles(t for t in tiles if kind(t) == k)]


def response(v: TableView, action: Action) -> Message:
    """The mjai answer for ``action`` (a riichi discard answers ``reach`` first)."""
    seat = v.seat
    hand = v.me.hand
    if isinstance(action, Discard):
        if action.riichi:
            return {"type": "reach", "actor": seat}
        return {"type": "dahai", "actor": seat, "pai": to_mjai(action.tile),
                "tsumogiri": action.tsumogiri}
    if isinstance(action, Tsumo | Ron | Chi | Pon | Daiminkan):
        if isinstance(action, Tsumo):
            assert v.me.drawn is not None
            return {"type": "hora", "actor": seat, "target": seat, "pai": to_mjai(v.me.drawn)}
        assert v.claim is not None
        tile, source = v.claim
        if isinstance(action, Ron):
            return {"type": "hora", "actor": seat, "target": source, "pai": to_mjai(tile)}
        call = {"type": type(action).__name__.lower(), "actor": seat, "target": source,
                "pai": to_mjai(tile)}
        own = _of_kind(hand, kind(tile)) if isinstance(action, Daiminkan) else [
            to_mjai(t) for t in action.tiles
        ]
        return {**call, "consumed": own}
    if isinstance(action, Ankan):
        return {"type": "ankan", "actor": seat, "consumed": _of_kind(hand, action.kind)}
    if isinstance(action, Kakan):
        pon = next(m for m in v.seats[v.me.seat].melds
                   if m.kind is MeldKind.PON and m.first_kind == action.kind)
        added = next(t for t in hand if kind(t) == action.kind)
        return {"type": "kakan", "actor": seat, "pai": to_mjai(added),
                "consumed": [to_mjai(t) for t in pon.tiles]}
    if isinstance(action, KyuushuKyuuhai):
        return {"type": "ryukyoku", "actor": seat, "reason": "kyushukyuhai"}
    return dict(NONE)


def parse_response(msg: Message, riichi: bool = False) -> Action:
    """The action an mjai answer names (``riichi``: a ``dahai`` after the bot's ``reach``).

    The result still has to be checked against the legal actions.
    """
    kind_ = msg.get("type")
    if kind_ == "none":
        return Pass()
    if kind_ == "dahai":
        return Discard(from_mjai(msg.get("pai")), bool(msg.get("tsumogiri", False)), riichi)
    if kind_ in ("chi", "pon"):
        consumed = msg.get("consumed")
        if not isinstance(consumed, list) or len(consumed) != 2:
            raise MjaiError(f"{kind_}: 'consumed' must be two tiles")
        a, b = sorted_tiles(from_mjai(t) for t in consumed)
        return Chi((a, b)) if kind_ == "chi" else Pon((a, b))
    if kind_ == "daiminkan":
        return Daiminkan()
    if kind_ == "ankan":
        consumed = msg.get("consumed")
        if not isinstance(consumed, list) or len(consumed) != 4:
            raise MjaiError("ankan: 'consumed' must be four tiles")
        kinds = {kind(from_mjai(t)) for t in consumed}
        if len(kinds) != 1:
            raise MjaiError("ankan: 'consumed' must be four tiles of one kind")
        return Ankan(kinds.pop())
    if kind_ == "kakan":
        return Kakan(kind(from_mjai(msg.get("pai"))))
    if kind_ == "hora":
        return Tsumo() if msg.get("actor") == msg.get("target") else Ron()
    if kind_ == "ryukyoku":
        return KyuushuKyuuhai()
    raise MjaiError(f"not an mjai answer: {kind_!r}")


def matching(action: Action, legal: tuple[Action, ...] | list[Action]) -> Action | None:
    """``action`` if legal; a discard also matches with the other tsumogiri flag
    (bots set it loosely), preferring the exact one."""
    if action in legal:
        return action
    if isinstance(action, Discard):
        other = Discard(action.tile, not action.tsumogiri, action.riichi)
        if other in legal:
            return other
    return None
