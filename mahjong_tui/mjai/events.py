"""The engine's events as the mjai messages one seat receives.

One engine event becomes zero or more messages: a riichi discard is ``reach``
then ``dahai`` (mjai declares first), a win is one ``hora`` per winner, the
end of a hand ``end_kyoku``. For a seated bot the view is redacted: other
players' deals and draws are ``"?"``. With ``seat=None`` nothing is hidden (a
spectator's full log, as in the fixtures).

Choices where mjai is loose: ``reach_accepted`` carries ``deltas`` and
``scores``; ``hora`` carries Tenhou-style details (``hora_tehais``, ``yakus``
as ``[id, han]``, ``fu``, ``fan``, ``hora_points``, ``deltas``, ``scores``);
``ryukyoku`` carries ``tenpais``, the shown ``tehais`` (``[]`` for a hidden
hand), ``deltas`` and ``scores``. ``YameChosen`` has no mjai message.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from mahjong_tui.engine.events import (
    AddedKan,
    Called,
    ConcealedKan,
    Discarded,
    DoraRevealed,
    Drawn,
    DrawReason,
    Drew,
    Event,
    GameEnded,
    GameStarted,
    RiichiAccepted,
    RoundEnded,
    RoundStarted,
    Won,
)
from mahjong_tui.mjai.tiles import HIDDEN, to_mjai
from rules.hand import MeldKind
from rules.tiles import Tile

Message = dict[str, Any]
SEATS = 4
DEFAULT_NAMES = ("seat0", "seat1", "seat2", "seat3")

RYUKYOKU_REASONS = {
    DrawReason.EXHAUSTIVE: "fanpai",
    DrawReason.KYUUSHU_KYUUHAI: "kyushukyuhai",
    DrawReason.SUUFON_RENDA: "sufonrenda",
    DrawReason.SUUCHA_RIICHI: "suchareach",
    DrawReason.SUUKAIKAN: "sukaikan",
    DrawReason.SANCHAHOU: "sanchaho",
}
"""mjai (gimite) names of the draw reasons."""

_CALL_TYPES = {MeldKind.CHI: "chi", MeldKind.PON: "pon", MeldKind.MINKAN: "daiminkan"}


def tiles(ts: Iterable[Tile]) -> list[str]:
    return [to_mjai(t) for t in ts]


def _without(ts: Sequence[Tile], tile: Tile) -> list[str]:
    """The meld's tiles less one copy of ``tile`` (mjai's ``consumed``)."""
    rest = list(ts)
    rest.remove(tile)
    return tiles(rest)


class SeatTranslator:
    """Turns the engine's log into one seat's mjai stream (keeps the scores it reports)."""

    def __init__(self, seat: int | None, names: Sequence[str] = DEFAULT_NAMES) -> None:
        self.seat = seat
        self.names = list(names)
        self._scores = [0] * SEATS
        self._deposit = 1000

    def _sees(self, seat: int) -> bool:
        return self.seat is None or self.seat == seat

    def _settle(self, deltas: Sequence[int]) -> Message:
        self._scores = [s + d for s, d in zip(self._scores, deltas, strict=True)]
        return {"deltas": list(deltas), "scores": list(self._scores)}

    def messages(self, event: Event) -> list[Message]:
        """The mjai messages for ``event``, in order (often exactly one)."""
        if isinstance(event, GameStarted):
            self._deposit = event.ruleset.riichi_deposit
            self._scores = list(event.scores)
            start: Message = {"type": "start_game", "names": self.names}
            if self.seat is not None:
                start["id"] = self.seat
            return [start]
        if isinstance(event, RoundStarted):
            return [self._start_kyoku(event)]
        if isinstance(event, Drew):
            pai = to_mjai(event.tile) if self._sees(event.seat) else HIDDEN
            return [{"type": "tsumo", "actor": event.seat, "pai": pai}]
        if isinstance(event, Discarded):
            dahai = {"type": "dahai", "actor": event.seat, "pai": to_mjai(event.tile),
                     "tsumogiri": event.tsumogiri}
            return [{"type": "reach", "actor": event.seat}, dahai] if event.riichi else [dahai]
        if isinstance(event, RiichiAccepted):
            deltas = [-self._deposit if s == event.seat else 0 for s in range(SEATS)]
            return [{"type": "reach_accepted", "actor": event.seat, **self._settle(deltas)}]
        if isinstance(event, Called):
            m = event.meld
            assert m.called is not None and m.from_seat is not None
            return [{"type": _CALL_TYPES[m.kind], "actor": event.seat, "target": m.from_seat,
                     "pai": to_mjai(m.called), "consumed": _without(m.tiles, m.called)}]
        if isinstance(event, ConcealedKan):
            return [{"type": "ankan", "actor": event.seat, "consumed": tiles(event.meld.tiles)}]
        if isinstance(event, AddedKan):
            return [{"type": "kakan", "actor": event.seat, "pai": to_mjai(event.tile),
                     "consumed": _without(event.meld.tiles, event.tile)}]
        if isinstance(event, DoraRevealed):
            return [{"type": "dora", "dora_marker": to_mjai(event.indicator)}]
        if isinstance(event, Won):
            return [self._hora(event)]
        if isinstance(event, Drawn):
            return [self._ryukyoku(event)]
        if isinstance(event, RoundEnded):
            return [{"type": "end_kyoku"}]
        if isinstance(event, GameEnded):
            return [{"type": "end_game", "scores": list(event.scores)}]
        return []  # YameChosen: no mjai message

    def _start_kyoku(self, event: RoundStarted) -> Message:
        self._scores = list(event.scores)
        deal = [event.wall.hand(s) for s in range(SEATS)]
        return {
            "type": "start_kyoku",
            "bakaze": to_mjai(event.round_wind),
            "dora_marker": to_mjai(event.dora_indicator),
            "kyoku": event.hand_number + 1,
            "honba": event.honba,
            "kyotaku": event.riichi_sticks,
            "oya": event.hand_number,
            "scores": list(event.scores),
            "tehais": [
                tiles(deal[s]) if self._sees(s) else [HIDDEN] * len(deal[s])
                for s in range(SEATS)
            ],
        }

    def _hora(self, event: Won) -> Message:
        r = event.result
        target = event.winner if event.from_seat is None else event.from_seat
        return {
            "type": "hora",
            "actor": event.winner,
            "target": target,
            "pai": to_mjai(event.win_tile),
            "uradora_markers": tiles(event.ura_indicators),
            "hora_tehais": tiles(event.concealed),
            "yakus": [[y.id, y.han] for y in r.yaku],
            "fu": r.fu,
            "fan": r.han,
            "hora_points": max(event.deltas),
            **self._settle(event.deltas),
        }

    def _ryukyoku(self, event: Drawn) -> Message:
        return {
            "type": "ryukyoku",
            "reason": RYUKYOKU_REASONS[event.reason],
            "tehais": [tiles(h) for h in event.hands],
            "tenpais": list(event.tenpai),
            **self._settle(event.deltas),
        }


    def translate(self, events: Iterable[Event]) -> list[Message]:
        """The messages of consecutive events (a batch the engine emitted together).

        A kan dora turned at a discard is sent before that ``dahai``, so the
        ``dahai`` is the last message before the claims on it, as the array
        form of the protocol needs (the bot reacts to the last event).
        """
        out: list[Message] = []
        held: list[Message] = []
        for event in events:
            msgs = self.messages(event)
            if isinstance(event, Discarded):
                out += held
                held = msgs
            elif held and isinstance(event, DoraRevealed):
                out += msgs
            else:
                out += held + msgs
                held = []
        return out + held


def game_messages(log: Iterable[Event], seat: int | None) -> list[Message]:
    """A whole log as one seat's mjai stream (``seat=None``: unredacted)."""
    return SeatTranslator(seat).translate(log)

