"""One hand (局) as a state machine: deal, draws, discards, calls, kans, wins and draws.

The round moves by itself until someone must decide; ``pending()`` says who
and what they may do. After a discard every seat with a ron or call option
answers, and the answers resolve as ron > pon/kan > chi (:mod:`.claims`). An
added kan (or, by the rules, a concealed one for kokushi) waits the same way
for a chankan. At an exhaustive draw, when the rules let tenpai players hide
their hands, those seats answer ``ShowHand`` the same way (:mod:`.draws`).

This module holds the flow; the rules of each part live in their own module:
:mod:`.claims` (claim options and priority), :mod:`.wins` (win checks, the
situation, settlement), :mod:`.pao` (liability), :mod:`.draws` (abortive and
exhaustive draws), :mod:`.legal` (a seat's own actions), :mod:`.views`
(observations).

Choices made here (the RuleSet has no field for them):

- A riichi needs a real wait: not only on a kind the concealed hand holds four of.
- Chombo cannot happen (see the package docstring).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum, auto

from mahjong_tui.engine import claims, draws, legal, melds, wins
from mahjong_tui.engine.errors import IllegalActionError
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
    RiichiAccepted,
    RoundEnded,
    RoundStarted,
    Scores,
)
from mahjong_tui.engine.pao import note_pao, note_rinshan_pao
from mahjong_tui.engine.seat import SeatState
from mahjong_tui.engine.views import Views
from mahjong_tui.engine.wall import LIVE, RINSHAN, Wall
from rules.actions import (
    Action,
    Ankan,
    Chi,
    Daiminkan,
    Discard,
    Kakan,
    KyuushuKyuuhai,
    Pon,
    ShowHand,
    Tsumo,
)
from rules.hand import Meld, MeldKind
from rules.kuikae import kuikae_kinds
from rules.observation import Observation, RiverTile
from rules.ruleset import RuleSet
from rules.score import ScoreResult
from rules.tiles import EAST, Tile, is_yaochuu, kind

SEATS = 4
MAX_KANS = RINSHAN
_SHOW_CHOICES: tuple[Action, ...] = (ShowHand(True), ShowHand(False))


@dataclass(frozen=True, slots=True)
class RoundSetup:
    """The table when a hand starts."""

    round_wind: int = EAST
    hand_number: int = 0
    """0..3: the dealer's seat."""
    honba: int = 0
    riichi_sticks: int = 0
    scores: Scores = (25000, 25000, 25000, 25000)
    dealer_streak: int = 0
    """The dealer's consecutive wins before this hand (八連荘)."""


class _Phase(Enum):
    TURN = auto()
    CLAIM = auto()
    CHANKAN = auto()
    SHOW_HANDS = auto()
    OVER = auto()


class Round:
    """One hand. Build it from a wall (shuffled by the game, or scripted).

    The public attributes are the table as it is now; drivers read them, only
    the round changes them.
    """

    def __init__(self, ruleset: RuleSet, setup: RoundSetup, wall: Wall) -> None:
        self.rules = ruleset
        self.setup = setup
        self.wall = wall
        self.dealer = setup.hand_number
        self.honba = setup.honba
        self.sticks = setup.riichi_sticks
        self.scores = list(setup.scores)
        self.seats = [SeatState(s, list(wall.hand(s))) for s in range(SEATS)]
        self.log: list[Event] = []
        self.result: RoundEnded | None = None
        self.version = 0
        """Counts the applied actions: the state only changes when it does."""
        self.next_live = 0
        """Index of the next live wall draw."""
        self.kans = 0
        """Kans made at the table (each took a rinshan tile and shortened the live wall)."""
        self.dora_indicators: tuple[Tile, ...] = (wall.indicator(0),)
        self.rinshan_draw = False
        """The last draw was a replacement tile."""
        self.no_calls = True
        """No call or kan yet: the first go-around is uninterrupted."""
        self.discards = 0
        self.suukaikan_due = False
        """The fourth kan (by two or more seats) aborts once the next discard passes."""
        self.claim: tuple[Tile, int] | None = None
        """The tile the pending seats may claim now, and the seat it comes from."""
        self._winds = tuple(EAST + (s - self.dealer) % SEATS for s in range(SEATS))
        self._out: list[Event] = []
        self._dora_due = 0
        self._phase = _Phase.TURN
        self._pending: dict[int, tuple[Action, ...]] = {}
        self._answers: dict[int, Action] = {}
        self._kan_meld: Meld | None = None
        self._wins: dict[int, ScoreResult] = {}
        self._tenpai: list[bool] = []
        self._abort_due: DrawReason | None = None
        """The abortive draw the last discard causes once it passes."""
        self._views = Views(self)
        for st in self.seats:
            st.update_waits()
        self._emit(
            RoundStarted(
                setup.round_wind, setup.hand_number, self.honba, self.sticks,
                _scores(self.scores), wall, wall.indicator(0),
            )
        )
        self._draw(self.dealer)

    # --- the contract -------------------------------------------------------

    def pending(self) -> Mapping[int, Sequence[Action]]:
        return dict(self._pending)

    @property
    def is_over(self) -> bool:
        return self._phase is _Phase.OVER

    def apply(self, seat: int, action: Action) -> list[Event]:
        legal_now = self._pending.get(seat)
        if legal_now is None or action not in legal_now:
            raise IllegalActionError(f"seat {seat} may not {action} now")
        self._out = []
        self.version += 1
        if self._phase is _Phase.TURN:
            self._on_turn(seat, action)
        else:
            self._answers[seat] = action
            del self._pending[seat]
            if not self._pending:
                self._all_answered()
        return self._out

    def observe(self, seat: int) -> Observation:
        return self._views.observe(seat)

    # --- table facts --------------------------------------------------------

    @property
    def live_left(self) -> int:
        return LIVE - self.next_live - self.kans

    @property
    def indicator_count(self) -> int:
        return len(self.dora_indicators)

    def seat_wind(self, seat: int) -> int:
        return self._winds[seat]

    @property
    def round_wind(self) -> int:
        return self.setup.round_wind

    @property
    def dealer_streak(self) -> int:
        return self.setup.dealer_streak

    def first_go_around(self, seat: int) -> bool:
        """No call yet and this seat has not discarded: tenhou, double riichi, kyuushu..."""
        return self.no_calls and not self.seats[seat].river

    def ura_indicators(self, st: SeatState) -> tuple[Tile, ...]:
        """The ura dora indicators of a win of ``st``: under the dora ones, for a riichi."""
        rules = self.rules
        if not (st.riichi and rules.ura_dora):
            return ()
        count = self.indicator_count if rules.kan_ura_dora else 1
        return tuple(self.wall.ura(i) for i in range(count))

    # --- events -------------------------------------------------------------

    def _emit(self, event: Event) -> None:
        self.log.append(event)
        self._out.append(event)

    def _reveal_dora(self) -> None:
        indicator = self.wall.indicator(len(self.dora_indicators))
        self.dora_indicators = (*self.dora_indicators, indicator)
        self._emit(DoraRevealed(indicator))

    def _reveal_due_dora(self) -> None:
        for _ in range(self._dora_due):
            self._reveal_dora()
        self._dora_due = 0

    # --- turns ---------------------------------------------------------------

    def _draw(self, seat: int, rinshan: bool = False) -> None:
        st = self.seats[seat]
        if rinshan:
            tile = self.wall.rinshan(self.kans - 1)
        else:
            tile = self.wall.live(self.next_live)
            self.next_live += 1
        st.take(tile)
        st.drawn = tile
        self.rinshan_draw = rinshan
        self._emit(Drew(seat, tile, rinshan))
        self._enter_turn(seat)

    def _enter_turn(self, seat: int) -> None:
        st = self.seats[seat]
        self._phase = _Phase.TURN
        self.claim = None
        actions, result = legal.turn_actions(self, st)
        self._wins = {} if result is None else {seat: result}
        self._pending = {seat: actions}

    def _on_turn(self, seat: int, action: Action) -> None:
        if isinstance(action, Discard):
            self._discard(seat, action)
        elif isinstance(action, Tsumo):
            st = self.seats[seat]
            assert st.drawn is not None
            self._settle_wins([seat], None, st.drawn)
        elif isinstance(action, KyuushuKyuuhai):
            self._abort(DrawReason.KYUUSHU_KYUUHAI, declarer=seat)
        elif isinstance(action, Ankan):
            self._ankan(seat, action.kind)
        elif isinstance(action, Kakan):
            self._kakan(seat, action.kind)

    def _discard(self, seat: int, action: Discard) -> None:
        st = self.seats[seat]
        tile = action.tile
        hand_as_before_draw = tile == st.drawn
        double = action.riichi and self.rules.double_riichi and self.first_go_around(seat)
        st.discard(tile, action.riichi, double)
        st.add_river(RiverTile(tile, action.tsumogiri, action.riichi, order=self.discards))
        st.nagashi = st.nagashi and is_yaochuu(tile)
        if not hand_as_before_draw:
            st.update_waits()
        self.discards += 1
        self._emit(Discarded(seat, tile, action.tsumogiri, action.riichi))
        self._reveal_due_dora()
        self.claim = (tile, seat)
        self._abort_due = draws.abort_after(self, seat)
        calls_allowed = self.live_left > 0 and self._abort_due is None
        options, self._wins = claims.discard_claims(self, seat, tile, calls_allowed)
        self._ask(_Phase.CLAIM, options)

    def _ask(self, phase: _Phase, options: claims.Options) -> None:
        """Several seats answer at once (a claim, a chankan, showing hands)."""
        self._phase = phase
        self._answers = {}
        self._pending = options
        if not options:
            self._all_answered()

    def _all_answered(self) -> None:
        if self._phase is _Phase.SHOW_HANDS:
            self._settle_exhaustive()
        else:
            self._resolve_claim()

    # --- resolving a discard or a kan ------------------------------------------

    def _resolve_claim(self) -> None:
        assert self.claim is not None
        tile, source = self.claim
        order = claims.ORDER[source]
        rons = claims.rons(self._answers, order) if self._answers else []
        robbing_ankan = self._kan_meld is not None and self._kan_meld.kind is MeldKind.ANKAN
        k = kind(tile)
        for s in order:
            could_win = s in self._answers if robbing_ankan else k in self.seats[s].waits
            if could_win and s not in rons:
                claims.mark_passed(self.seats[s])
        if rons:
            if len(rons) == 3 and self.rules.sanchahou_abortive:
                self._abort(DrawReason.SANCHAHOU)
            else:
                self._settle_wins(rons[: self.rules.max_ron_winners], source, tile)
        elif self._phase is _Phase.CHANKAN:
            self._complete_kan(source)
        else:
            self._discard_passed(source, order)

    def _discard_passed(self, discarder: int, order: Sequence[int]) -> None:
        st = self.seats[discarder]
        if st.riichi_declared and not st.riichi:
            self._accept_riichi(st)
        if self._abort_due is not None:
            self._abort(self._abort_due)
            return
        if self.live_left == 0:
            self._exhaustive_draw()
            return
        call = claims.winning_call(self._answers, order) if self._answers else None
        if call is None:
            self._draw(order[0])
        else:
            self._call(call[0], discarder, call[1])

    def _accept_riichi(self, st: SeatState) -> None:
        st.riichi = True
        st.ippatsu = True
        self.scores[st.seat] -= self.rules.riichi_deposit
        self.sticks += 1
        self._emit(RiichiAccepted(st.seat, st.double_riichi, self.sticks))

    def _break_first_go_around(self) -> None:
        self.no_calls = False
        for o in self.seats:
            o.ippatsu = False

    def _call(self, seat: int, discarder: int, action: Chi | Pon | Daiminkan) -> None:
        st = self.seats[seat]
        source = self.seats[discarder]
        assert self.claim is not None
        tile = self.claim[0]
        self._break_first_go_around()
        source.mark_called(seat)
        if self.rules.nagashi_void_on_call:
            source.nagashi = False
        meld = melds.call_meld(st, action, tile, discarder)
        self._emit(Called(seat, meld))
        note_pao(st, meld, discarder, self.rules)
        if isinstance(action, Daiminkan):
            self._complete_kan(seat)
            return
        chi_kinds = None
        if isinstance(action, Chi):
            chi_kinds = (kind(action.tiles[0]), kind(action.tiles[1]))
        st.kuikae = kuikae_kinds(self.rules.kuikae, kind(tile), chi_kinds)
        self._enter_turn(seat)

    # --- kans ----------------------------------------------------------------

    def _ankan(self, seat: int, k: int) -> None:
        meld = melds.concealed_kan(self.seats[seat], k)
        self._emit(ConcealedKan(seat, meld))
        self._wait_for_chankan(seat, meld, meld.tiles[0])

    def _kakan(self, seat: int, k: int) -> None:
        meld, tile = melds.added_kan(self.seats[seat], k)
        self._emit(AddedKan(seat, meld, tile))
        self._wait_for_chankan(seat, meld, tile)

    def _wait_for_chankan(self, seat: int, meld: Meld, tile: Tile) -> None:
        """Others may rob the kan (a concealed one only for kokushi, if the rules say so)."""
        self._kan_meld = meld
        self.claim = (tile, seat)
        concealed = meld.kind is MeldKind.ANKAN
        options, self._wins = claims.chankan_claims(self, seat, tile, concealed)
        self._ask(_Phase.CHANKAN, options)

    def _complete_kan(self, seat: int) -> None:
        """After a kan stands (not robbed): dora, the suukaikan check, the replacement draw."""
        st = self.seats[seat]
        meld = st.melds[-1] if self._kan_meld is None else self._kan_meld
        self._kan_meld = None
        self._break_first_go_around()
        self.kans += 1
        st.kans += 1
        self._reveal_due_dora()
        if self.rules.kan_dora:
            if melds.kan_dora_after_discard(self.rules, meld):
                self._dora_due = 1
            else:
                self._reveal_dora()
        if self.rules.suukaikan and self.kans == MAX_KANS and st.kans < MAX_KANS:
            if self.rules.suukaikan_timing == "immediate":
                self._abort(DrawReason.SUUKAIKAN)
                return
            self.suukaikan_due = True
        st.update_waits()
        note_rinshan_pao(st, meld, self.rules)
        self._draw(seat, rinshan=True)

    # --- wins ----------------------------------------------------------------

    def _settle_wins(self, winners: list[int], source: int | None, tile: Tile) -> None:
        for won in wins.settle_wins(self, winners, source, tile, self._wins):
            for s in range(SEATS):
                self.scores[s] += won.deltas[s]
            self._emit(won)
        self.sticks = 0
        dealer_won = (
            self.dealer in winners
            if self.rules.multi_ron_dealer_keeps_if_any_winner
            else winners[0] == self.dealer
        )
        renchan = dealer_won and self.rules.renchan != "none"
        self._end(renchan, self.honba + 1 if renchan else 0, dealer_won, False)

    # --- draws ---------------------------------------------------------------

    def _abort(self, reason: DrawReason, declarer: int | None = None) -> None:
        shown = [seat == declarer for seat in range(SEATS)]
        hands = draws.shown_hands(self.seats, shown)
        no_tenpai = (False, False, False, False)
        self._emit(Drawn(reason, no_tenpai, hands, (), declarer, (0, 0, 0, 0)))
        renchan = self.rules.abortive_draw_renchan
        self._end(renchan, self._honba_after_draw(renchan), False, False)

    def _honba_after_draw(self, renchan: bool) -> int:
        return self.honba + 1 if renchan or self.rules.draw_adds_honba else 0

    def _exhaustive_draw(self) -> None:
        """The wall ran out: tenpai seats that may hide their hand choose first."""
        self.claim = None  # the last discard has passed: nobody may claim it any more
        self._tenpai = [draws.is_tenpai(self, st) for st in self.seats]
        options = {
            st.seat: _SHOW_CHOICES
            for st in self.seats
            if draws.may_hide(self, st, self._tenpai[st.seat])
        }
        self._ask(_Phase.SHOW_HANDS, options)

    def _settle_exhaustive(self) -> None:
        tenpai = [
            t and self._answers.get(s) != ShowHand(False)
            for s, t in enumerate(self._tenpai)
        ]
        settled = draws.settle_exhaustive(self, tenpai)
        deltas = settled.deltas
        if settled.as_win:
            deltas[settled.nagashi[0]] += self.sticks * self.rules.riichi_deposit
            self.sticks = 0
        for s in range(SEATS):
            self.scores[s] += deltas[s]
        self._emit(
            Drawn(
                DrawReason.EXHAUSTIVE, _flags(tenpai), draws.shown_hands(self.seats, tenpai),
                settled.nagashi, None, _scores(deltas),
            )
        )
        dealer_tenpai = tenpai[self.dealer]
        r = self.rules
        if settled.as_win:
            renchan = self.dealer in settled.nagashi and r.renchan != "none"
            self._end(renchan, self.honba + 1 if renchan else 0, renchan, dealer_tenpai)
            return
        renchan = r.renchan == "always_on_draw" or (r.renchan == "tenpai" and dealer_tenpai)
        self._end(renchan, self._honba_after_draw(renchan), False, dealer_tenpai)

    def _end(self, renchan: bool, honba: int, dealer_won: bool, dealer_tenpai: bool) -> None:
        self._phase = _Phase.OVER
        self._pending = {}
        self.claim = None
        self.result = RoundEnded(
            _scores(self.scores), self.sticks, renchan, honba, dealer_won, dealer_tenpai
        )
        self._emit(self.result)


def _scores(values: Sequence[int]) -> Scores:
    a, b, c, d = values
    return (a, b, c, d)


def _flags(values: Sequence[bool]) -> tuple[bool, bool, bool, bool]:
    a, b, c, d = values
    return (a, b, c, d)
