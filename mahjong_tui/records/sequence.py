"""Put tenhou.net/6's per-seat lists back into table order.

tenhou.net/6 stores, for each seat, what it took in (draws and the calls it
made) and what it put out (discards, kans), but not the order between the
seats. This module replays the turn structure to interleave them: after each
discard, a seat whose next intake is a pon or kan of exactly that tile from
that discarder takes it, else the next seat's chi, else the next seat draws.
When two readings fit (a pon entry that could take this discard or a later
identical one), the search backtracks: only a reading that uses up every
entry, with every discard and call taken from tiles the seat holds, is
accepted. Real logs need a backtrack rarely and only a step or two deep.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_tui.records.errors import RecordError
from mahjong_tui.records.model import Call, Discard, Draw, Kan, Move
from rules.hand import Meld, MeldKind
from rules.tiles import Tile, name

SEATS = 4


@dataclass(frozen=True, slots=True)
class Out:
    """One entry of a seat's outgoing list."""

    tile: Tile | None = None
    """The discarded tile; None for a tsumogiri (the drawn tile)."""
    riichi: bool = False
    kan: Kan | None = None
    dummy: bool = False
    """The placeholder Tenhou writes where a daiminkan took the seat's discard slot."""


Intake = Tile | Meld
"""One entry of a seat's incoming list: a drawn tile or a called meld."""


@dataclass(slots=True)
class _State:
    takes: list[int]
    outs: list[int]
    hands: list[list[Tile]]
    drawn: list[Tile | None]
    moves: list[Move]

    def copy(self) -> _State:
        return _State(
            list(self.takes), list(self.outs), [list(h) for h in self.hands],
            list(self.drawn), list(self.moves),
        )


class _Failed(Exception):
    def __init__(self, progress: int, message: str) -> None:
        super().__init__(message)
        self.progress = progress
        self.message = message


class _Walk:
    def __init__(
        self, hands: list[list[Tile]], intakes: list[list[Intake]], outs: list[list[Out]]
    ) -> None:
        self.hands = hands
        self.intakes = intakes
        self.outputs = outs
        self.best = _Failed(-1, "no reading of the seats' lists fits")

    def fail(self, st: _State, message: str) -> _Failed:
        failure = _Failed(len(st.moves), message)
        if failure.progress >= self.best.progress:
            self.best = failure
        return failure

    def done(self, st: _State) -> bool:
        return all(
            st.takes[s] == len(self.intakes[s]) and st.outs[s] == len(self.outputs[s])
            for s in range(SEATS)
        )

    def next_intake(self, st: _State, seat: int) -> Intake | None:
        i = st.takes[seat]
        return self.intakes[seat][i] if i < len(self.intakes[seat]) else None

    def draw(self, st: _State, seat: int) -> bool:
        """Take the seat's next intake as a draw; False if it has none left."""
        entry = self.next_intake(st, seat)
        if entry is None:
            return False
        if isinstance(entry, Meld):
            raise self.fail(st, f"seat {seat} should draw but its next intake is a {entry.kind}")
        st.takes[seat] += 1
        st.hands[seat].append(entry)
        st.drawn[seat] = entry
        st.moves.append(Draw(seat, entry))
        return True

    def take_from_hand(self, st: _State, seat: int, tiles: tuple[Tile, ...], what: str) -> None:
        hand = st.hands[seat]
        for t in tiles:
            if t not in hand:
                raise self.fail(st, f"seat {seat} {what} {name(t)}, which it does not hold")
            hand.remove(t)

    def turn(self, st: _State, seat: int) -> _State:
        """The seat has drawn (or called): it kans and discards until the hand moves on."""
        while True:
            i = st.outs[seat]
            if i == len(self.outputs[seat]):
                if self.done(st):
                    return st  # tsumo or kyuushu kyuuhai
                raise self.fail(st, f"seat {seat} has no discard left but the hand goes on")
            out = self.outputs[seat][i]
            st.outs[seat] += 1
            if out.dummy:
                raise self.fail(st, f"seat {seat}: a kan placeholder (0) where a discard is due")
            if out.kan is not None:
                kan = out.kan
                used = (kan.added,) if kan.added is not None else kan.meld.tiles
                self.take_from_hand(st, seat, used, "kans")
                st.drawn[seat] = None
                st.moves.append(kan)
                if not self.draw(st, seat):
                    if self.done(st):
                        return st  # robbed (chankan)
                    raise self.fail(st, f"seat {seat} has no replacement draw after its kan")
                continue
            tile = out.tile if out.tile is not None else st.drawn[seat]
            if tile is None:
                raise self.fail(st, f"seat {seat} discards its drawn tile (60) without a draw")
            self.take_from_hand(st, seat, (tile,), "discards")
            st.moves.append(Discard(seat, tile, out.tile is None, out.riichi))
            st.drawn[seat] = None
            return self.after_discard(st, seat, tile)

    def claims(self, st: _State, discarder: int, tile: Tile) -> list[tuple[int, Meld]]:
        """The seats whose next intake is a call of this very discard, pon/kan first."""
        found: list[tuple[int, Meld]] = []
        for k in range(1, SEATS):
            seat = (discarder + k) % SEATS
            entry = self.next_intake(st, seat)
            if (
                isinstance(entry, Meld)
                and entry.called == tile
                and entry.from_seat == discarder
                and (entry.kind is not MeldKind.CHI or k == 1)
            ):
                found.append((seat, entry))
        found.sort(key=lambda c: c[1].kind is MeldKind.CHI)
        return found

    def after_discard(self, st: _State, discarder: int, tile: Tile) -> _State:
        for seat, meld in self.claims(st, discarder, tile):
            try:
                return self.call(st.copy(), seat, meld)
            except _Failed:
                continue  # another reading: a later identical discard was the one called
        return self.no_call(st, discarder)

    def no_call(self, st: _State, discarder: int) -> _State:
        if self.done(st):
            return st  # ron, or a draw
        nxt = (discarder + 1) % SEATS
        if not self.draw(st, nxt):
            raise self.fail(st, f"seat {nxt} has no draw left but the hand goes on")
        return self.turn(st, nxt)

    def call(self, st: _State, seat: int, meld: Meld) -> _State:
        st.takes[seat] += 1
        own = list(meld.tiles)
        own.remove(meld.called)  # type: ignore[arg-type]
        self.take_from_hand(st, seat, tuple(own), "calls with")
        st.moves.append(Call(seat, meld))
        st.drawn[seat] = None
        if meld.kind is MeldKind.MINKAN:
            i = st.outs[seat]
            if i < len(self.outputs[seat]) and self.outputs[seat][i].dummy:
                st.outs[seat] += 1
            if not self.draw(st, seat):
                if self.done(st):
                    return st
                raise self.fail(st, f"seat {seat} has no replacement draw after its kan")
        return self.turn(st, seat)


def table_order(
    hands: list[list[Tile]], intakes: list[list[Intake]], outs: list[list[Out]], dealer: int
) -> list[Move]:
    """The moves of one hand in table order; RecordError (with the move index) if none fits."""
    walk = _Walk(hands, intakes, outs)
    st = _State([0] * SEATS, [0] * SEATS, [list(h) for h in hands], [None] * SEATS, [])
    try:
        if walk.draw(st, dealer):
            st = walk.turn(st, dealer)
        elif not walk.done(st):
            raise walk.fail(st, f"the dealer (seat {dealer}) has no first draw")
    except _Failed:
        best = walk.best
        raise RecordError(best.message, where=f"event {best.progress + 1}") from None
    except RecursionError:
        raise RecordError("the hand is too long to be real") from None
    return st.moves
