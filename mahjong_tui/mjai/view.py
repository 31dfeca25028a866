"""One seat's view of the table, rebuilt from mjai messages alone.

:class:`TableView` follows the messages the way the engine's round changes its
own state, so that at every decision its :meth:`~TableView.observation` equals
the engine's ``observe(seat)`` and :mod:`.legality` lists the same actions as
``pending()[seat]`` (tests check both at every decision of seeded games). The
own seat is kept as an engine :class:`~mahjong_tui.engine.seat.SeatState`
and the view is an engine :class:`~mahjong_tui.engine.table.Table`, so the
engine's rule functions (waits, furiten, discards, riichi, kans, calls, wins,
abortive draws) apply to it unchanged; the other seats only have their public
side.

Two effects of a message wait for the next one, because the engine applies
them only after everyone answered it: letting a winning tile pass (furiten)
and the completion of a concealed or added kan (it may still be robbed).
Nothing is known of the wall but its count: ``tiles_left`` is the live wall
less every draw, which is what the engine counts too (each kan shortens the
live wall by the replacement tile it draws).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any, cast

from mahjong_tui.engine.seat import SeatState
from mahjong_tui.engine.wall import LIVE
from mahjong_tui.mjai import legality
from mahjong_tui.mjai.tiles import MjaiError, from_mjai, to_mjai
from rules.hand import Meld, MeldKind
from rules.kuikae import kuikae_kinds
from rules.observation import Observation, RiverTile, SeatView
from rules.ruleset import RuleSet
from rules.tiles import EAST, Tile, kind, sorted_tiles

SEATS = 4
Message = dict[str, Any]

_CALL_KINDS = {"chi": MeldKind.CHI, "pon": MeldKind.PON, "daiminkan": MeldKind.MINKAN}


@dataclass(slots=True)
class PublicSeat:
    """What everyone sees of one seat."""

    score: int = 0
    concealed: int = 13
    melds: list[Meld] = field(default_factory=list)
    river: list[RiverTile] = field(default_factory=list)
    declaring: bool = False
    """``reach`` seen, its discard not yet."""
    riichi_declared: bool = False
    riichi: bool = False
    ippatsu: bool = False
    kans: int = 0


def field_int(msg: Message, key: str, low: int = 0, high: int | None = None) -> int:
    value = msg.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or value < low or (
        high is not None and value > high
    ):
        raise MjaiError(f"{msg.get('type')}: '{key}' must be an integer, got {value!r}")
    return value


def field_tiles(msg: Message, key: str, count: int | None = None) -> list[Tile]:
    value = msg.get(key)
    if not isinstance(value, list) or (count is not None and len(value) != count):
        size = f"{count} " if count is not None else ""
        raise MjaiError(f"{msg.get('type')}: '{key}' must be a list of {size}tiles")
    return [from_mjai(t) for t in value]


def actor(msg: Message) -> int:
    return field_int(msg, "actor", 0, SEATS - 1)


class TableView:
    """The table as seat ``seat`` knows it (the seat may come later from ``start_game``)."""

    def __init__(self, rules: RuleSet, seat: int | None = None) -> None:
        self.rules = rules
        self.seat = seat
        self.me = SeatState(0, [])
        self.seats = [PublicSeat() for _ in range(SEATS)]
        self.round_wind = EAST
        self.dealer = 0
        self.honba = 0
        self.sticks = 0
        self.dora_indicators: list[Tile] = []
        self.draws = 0
        self.kans = 0
        self.no_calls = True
        self.discards = 0
        self.suukaikan_due = False
        self.rinshan_draw = False
        """The last draw was a replacement tile."""
        self._rinshan_next = False
        self.claim: tuple[Tile, int] | None = None
        self.dealer_streak = 0
        self._kan_due: int | None = None
        """The seat whose concealed or added kan completes with the next message."""
        self._passing: Tile | None = None
        """A tile the own seat lets pass once the next message arrives."""
        self._dealer_won = False

    # --- facts ---------------------------------------------------------------

    @property
    def live_left(self) -> int:
        return LIVE - self.draws

    @property
    def in_hand(self) -> bool:
        return self.seat is not None and bool(self.me.hand)

    def seat_wind(self, seat: int) -> int:
        return EAST + (seat - self.dealer) % SEATS

    @property
    def scores(self) -> list[int]:
        return [p.score for p in self.seats]

    def first_go_around(self, seat: int) -> bool:
        return self.no_calls and not self.seats[seat].river

    def ura_indicators(self, st: SeatState) -> tuple[Tile, ...]:
        """Unknown to a player (they never decide whether a win is allowed)."""
        return ()

    def observation(self) -> Observation:
        """The own seat's :class:`Observation`, as the engine would build it now."""
        if self.seat is None:
            raise MjaiError("no seat yet: start_game has no 'id' and none was given")
        st = self.me
        hand = list(st.hand)
        if st.drawn is not None:
            hand.remove(st.drawn)
        tile, source = self.claim if self.claim is not None else (None, None)
        return Observation(
            seat=self.seat,
            hand=tuple(sorted_tiles(hand)),
            drawn=st.drawn,
            players=tuple(self._seat_view(s) for s in range(SEATS)),
            round_wind=self.round_wind,
            hand_number=self.dealer,
            honba=self.honba,
            riichi_sticks=self.sticks,
            dora_indicators=tuple(self.dora_indicators),
            tiles_left=self.live_left,
            furiten=st.furiten,
            claimable=tile,
            claimable_from=source,
        )

    def _seat_view(self, seat: int) -> SeatView:
        p = self.seats[seat]
        return SeatView(
            seat=seat,
            seat_wind=self.seat_wind(seat),
            score=p.score,
            concealed_count=len(self.me.hand) if seat == self.seat else p.concealed,
            melds=tuple(p.melds),
            river=tuple(p.river),
            riichi=p.riichi,
            ippatsu=p.ippatsu and self.rules.ippatsu,
        )

    # --- messages --------------------------------------------------------------

    def update(self, msg: Message) -> None:
        """Apply one message; :class:`MjaiError` if it is malformed or contradicts the table."""
        kind_ = msg.get("type")
        handler = _HANDLERS.get(kind_) if isinstance(kind_, str) else None
        if handler is None or not isinstance(kind_, str):
            raise MjaiError(f"unknown message type {kind_!r}")
        if kind_ not in ("start_game", "start_kyoku") and not self.in_hand:
            if kind_ in ("end_kyoku", "end_game"):
                return
            raise MjaiError(f"{kind_} outside a hand (no start_kyoku yet)")
        self._settle_deferred(kind_)
        handler(self, msg)

    def _settle_deferred(self, kind_: str) -> None:
        if self._passing is not None:
            if kind(self._passing) in self.me.waits:
                if self.me.riichi:
                    self.me.riichi_furiten = True
                else:
                    self.me.temporary_furiten = True
            self._passing = None
        if self._kan_due is not None and kind_ != "hora":
            seat, self._kan_due = self._kan_due, None
            self._complete_kan(seat)

    def _start_game(self, msg: Message) -> None:
        if "id" in msg:
            self.seat = field_int(msg, "id", 0, SEATS - 1)
        self.me = SeatState(0, [])
        self.dealer_streak = 0
        self._dealer_won = False

    def _start_kyoku(self, msg: Message) -> None:
        if self.seat is None:
            raise MjaiError("start_kyoku before the seat is known (start_game 'id')")
        wind = from_mjai(msg.get("bakaze"))
        if not EAST <= wind < EAST + SEATS:
            raise MjaiError(f"start_kyoku: bakaze must be a wind, got {msg.get('bakaze')!r}")
        oya = field_int(msg, "oya", 0, SEATS - 1)
        scores = msg.get("scores")
        if not isinstance(scores, list) or len(scores) != SEATS or not all(
            isinstance(s, int) for s in scores
        ):
            raise MjaiError("start_kyoku: 'scores' must be four integers")
        tehais = msg.get("tehais")
        if not isinstance(tehais, list) or len(tehais) != SEATS:
            raise MjaiError("start_kyoku: 'tehais' must hold four hands")
        hand = field_tiles({"type": "start_kyoku", "tehai": tehais[self.seat]}, "tehai", 13)
        dora = from_mjai(msg.get("dora_marker"))
        honba = field_int(msg, "honba")
        sticks = field_int(msg, "kyotaku")
        kept = self._dealer_won and oya == self.dealer
        self.dealer_streak = self.dealer_streak + 1 if kept else 0
        self._dealer_won = False
        self.round_wind, self.dealer, self.honba, self.sticks = wind, oya, honba, sticks
        self.seats = [PublicSeat(score=s) for s in scores]
        self.dora_indicators = [dora]
        self.draws = self.kans = self.discards = 0
        self.no_calls, self.suukaikan_due = True, False
        self.rinshan_draw = self._rinshan_next = False
        self.claim = None
        self.me = SeatState(self.seat, hand)
        self.me.update_waits()

    def _tsumo(self, msg: Message) -> None:
        seat = actor(msg)
        if seat == self.seat:
            tile = from_mjai(msg.get("pai"))
            self.me.take(tile)
            self.me.drawn = tile
        else:
            self.seats[seat].concealed += 1
        self.draws += 1
        self.rinshan_draw, self._rinshan_next = self._rinshan_next, False
        self.claim = None

    def _dahai(self, msg: Message) -> None:
        seat = actor(msg)
        tile = from_mjai(msg.get("pai"))
        tsumogiri = bool(msg.get("tsumogiri", False))
        p = self.seats[seat]
        if seat == self.seat:
            st = self.me
            if tile not in st.hand:
                raise MjaiError(f"dahai: the own hand holds no {to_mjai(tile)}")
            double = p.declaring and self.rules.double_riichi and self.first_go_around(seat)
            st.discard(tile, p.declaring, double)
            st.discarded_kinds.add(kind(tile))
        else:
            p.concealed -= 1
            self._passing = tile
        p.ippatsu = False
        p.riichi_declared = p.riichi_declared or p.declaring
        p.river.append(RiverTile(tile, tsumogiri, p.declaring, order=self.discards))
        p.declaring = False
        if seat == self.seat:
            self.me.update_waits()
        self.discards += 1
        self.claim = (tile, seat)

    def _reach(self, msg: Message) -> None:
        self.seats[actor(msg)].declaring = True

    def _reach_accepted(self, msg: Message) -> None:
        seat = actor(msg)
        p = self.seats[seat]
        p.riichi = p.ippatsu = True
        if seat == self.seat:
            self.me.riichi = self.me.ippatsu = True
        self.sticks += 1
        if "scores" in msg:
            self._scores(msg)
        else:
            p.score -= self.rules.riichi_deposit

    def _call(self, msg: Message) -> None:
        seat = actor(msg)
        target = field_int(msg, "target", 0, SEATS - 1)
        meld_kind = _CALL_KINDS[str(msg["type"])]
        tile = from_mjai(msg.get("pai"))
        own = field_tiles(msg, "consumed", 3 if meld_kind is MeldKind.MINKAN else 2)
        source = self.seats[target]
        if target == seat or not source.river:
            raise MjaiError(f"{msg['type']}: no discard of seat {target} to call")
        meld = Meld(meld_kind, tuple(sorted_tiles((*own, tile))), tile, target)
        self._break_first_go_around()
        source.river[-1] = replace(source.river[-1], called_by=seat)
        self._add_meld(seat, meld, own)
        if meld_kind is MeldKind.MINKAN:
            self._complete_kan(seat)
        elif seat == self.seat:
            chi = (kind(own[0]), kind(own[1])) if meld_kind is MeldKind.CHI else None
            self.me.kuikae = kuikae_kinds(self.rules.kuikae, kind(tile), chi)
        self.claim = None

    def _ankan(self, msg: Message) -> None:
        seat = actor(msg)
        own = field_tiles(msg, "consumed", 4)
        meld = Meld(MeldKind.ANKAN, tuple(sorted_tiles(own)))
        self._add_meld(seat, meld, own)
        self._kan_due = seat
        self.claim = (own[0], seat)
        if seat != self.seat and legality.chankan_actions(self):
            self._passing = own[0]

    def _kakan(self, msg: Message) -> None:
        seat = actor(msg)
        tile = from_mjai(msg.get("pai"))
        melds = self.seats[seat].melds
        index = next(
            (i for i, m in enumerate(melds)
             if m.kind is MeldKind.PON and m.first_kind == kind(tile)),
            None,
        )
        if index is None:
            raise MjaiError(f"kakan: seat {seat} has no pon of {msg.get('pai')}")
        pon = melds[index]
        melds[index] = Meld(
            MeldKind.KAKAN, tuple(sorted_tiles((*pon.tiles, tile))), pon.called, pon.from_seat
        )
        self._remove_concealed(seat, [tile])
        self._sync_melds(seat)
        self._kan_due = seat
        self.claim = (tile, seat)
        if seat != self.seat:
            self._passing = tile

    def _dora(self, msg: Message) -> None:
        self.dora_indicators.append(from_mjai(msg.get("dora_marker")))

    def _hora(self, msg: Message) -> None:
        if actor(msg) == self.dealer:
            self._dealer_won = True
        if "scores" in msg:
            self._scores(msg)

    def _ryukyoku(self, msg: Message) -> None:
        if "scores" in msg:
            self._scores(msg)

    def _end(self, msg: Message) -> None:
        self.me = SeatState(self.seat or 0, [])
        self.claim = None

    # --- helpers ---------------------------------------------------------------

    def _scores(self, msg: Message) -> None:
        scores = msg["scores"]
        if not isinstance(scores, list) or len(scores) != SEATS:
            raise MjaiError(f"{msg.get('type')}: 'scores' must be four integers")
        for p, s in zip(self.seats, scores, strict=True):
            p.score = int(s)

    def _remove_concealed(self, seat: int, tiles: Sequence[Tile]) -> None:
        if seat != self.seat:
            self.seats[seat].concealed -= len(tiles)
            return
        held = list(self.me.hand)
        for t in tiles:
            if t not in held:
                raise MjaiError("a meld uses a tile the own hand does not hold")
            held.remove(t)
        for t in tiles:
            self.me.give(t)
        self.me.drawn = None

    def _add_meld(self, seat: int, meld: Meld, own: Sequence[Tile]) -> None:
        self._remove_concealed(seat, own)
        self.seats[seat].melds.append(meld)
        self._sync_melds(seat)

    def _sync_melds(self, seat: int) -> None:
        """The own SeatState's melds (the engine keeps them as a list or a tuple)."""
        if seat == self.seat:
            self.me.melds = cast(Any, tuple(self.seats[seat].melds))

    def _break_first_go_around(self) -> None:
        self.no_calls = False
        for p in self.seats:
            p.ippatsu = False
        self.me.ippatsu = False

    def _complete_kan(self, seat: int) -> None:
        """The kan stands: as the engine's round does before the replacement draw."""
        self._break_first_go_around()
        self.kans += 1
        p = self.seats[seat]
        p.kans += 1
        if self.rules.suukaikan and self.kans == SEATS and p.kans < SEATS:
            self.suukaikan_due = True
        if seat == self.seat:
            self.me.kans += 1
            self.me.update_waits()
        self._rinshan_next = True


_HANDLERS = {
    "start_game": TableView._start_game,
    "start_kyoku": TableView._start_kyoku,
    "tsumo": TableView._tsumo,
    "dahai": TableView._dahai,
    "reach": TableView._reach,
    "reach_accepted": TableView._reach_accepted,
    "chi": TableView._call,
    "pon": TableView._call,
    "daiminkan": TableView._call,
    "ankan": TableView._ankan,
    "kakan": TableView._kakan,
    "dora": TableView._dora,
    "hora": TableView._hora,
    "ryukyoku": TableView._ryukyoku,
    "end_kyoku": TableView._end,
    "end_game": TableView._end,
}
