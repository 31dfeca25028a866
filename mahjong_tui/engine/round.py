"""One hand (局) as a state machine: deal, draws, discards, calls, kans, wins and draws.

The round moves by itself until someone must decide; ``pending()`` says who
and what they may do. After a discard every seat with a ron or call option
answers, and the answers resolve as ron > pon/kan > chi. An added kan (or, by
the rules, a concealed one for kokushi) waits the same way for a chankan.

Choices made here (the RuleSet has no field for them):

- Temporary furiten (passing a winning tile, also one without a yaku) lasts
  until the seat's own next discard; after riichi it lasts for the hand.
- A riichi needs a real wait: not only on a kind the concealed hand holds four of.
- A discard that aborts the hand once it passes (the fourth riichi, the fourth
  identical wind, the discard after the fourth kan) and the houtei discard may
  only be ronned, never called.
- Pao: the seat that fed the third dragon set (daisangen), the fourth wind set
  (daisuushii) or the fourth kan by daiminkan (suukantsu); ``daiminkan_rinshan_pao``
  makes the daiminkan feeder pay a rinshan win alone.
- Atozuke off: an open hand may win only if every one of its waits has a yaku.
  Ryanhan shibari: from ``ryanhan_shibari_honba`` honba, 2 han without dora.
- Nagashi mangan "cancel" with two or more nagashi hands: none is paid.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import Enum, auto

from mahjong_tui.engine import legal
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
    Won,
)
from mahjong_tui.engine.payouts import multi_ron_awards, nagashi_payments, noten_payments
from mahjong_tui.engine.seat import SeatState
from mahjong_tui.engine.wall import LIVE, RINSHAN, Wall
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
from rules.chips import WinChips, red_fives_held, win_chips
from rules.hand import Meld, MeldKind, WinSituation
from rules.observation import Observation, RiverTile, SeatView
from rules.ruleset import RuleSet
from rules.score import HandError, ScoreResult, score_hand, settle_win
from rules.tiles import DRAGONS, EAST, WINDS, YAOCHUU, Tile, is_yaochuu, kind, sorted_tiles

SEATS = 4
MAX_KANS = RINSHAN
_DORA_IDS = frozenset({"dora", "aka_dora", "ura_dora"})
_KOKUSHI_IDS = frozenset({"kokushi", "kokushi_13"})


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
    OVER = auto()


class Round:
    """One hand. Build it from a wall (shuffled by the game, or scripted)."""

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
        self._out: list[Event] = []
        self._next_live = 0
        self._kans = 0
        self._indicators = 1
        self._dora_due = 0
        self._no_calls = True
        self._discards = 0
        self._suukaikan_due = False
        self._rinshan = False
        self._phase = _Phase.TURN
        self._pending: dict[int, tuple[Action, ...]] = {}
        self._answers: dict[int, Action] = {}
        self._claim: tuple[Tile, int] | None = None
        self._kan_meld: Meld | None = None
        self._wins: dict[int, ScoreResult] = {}
        self._views: tuple[int, tuple[SeatView, ...]] = (-1, ())
        """The seat views and the log length they were built at."""
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
        if self._phase is _Phase.TURN:
            self._on_turn(seat, action)
        else:
            self._answers[seat] = action
            del self._pending[seat]
            if not self._pending:
                self._resolve_claim()
        return self._out

    def observe(self, seat: int) -> Observation:
        st = self.seats[seat]
        hand = list(st.hand)
        if st.drawn is not None:
            hand.remove(st.drawn)
        if self._views[0] != len(self.log):
            self._views = (len(self.log), self._seat_views())
        tile, source = self._claim if self._claim is not None else (None, None)
        return Observation(
            seat=seat,
            hand=tuple(sorted(hand, key=legal.SORT_KEYS.__getitem__)),
            drawn=st.drawn,
            players=self._views[1],
            round_wind=self.setup.round_wind,
            hand_number=self.setup.hand_number,
            honba=self.honba,
            riichi_sticks=self.sticks,
            dora_indicators=self.dora_indicators,
            tiles_left=self.live_left,
            furiten=st.furiten,
            claimable=tile,
            claimable_from=source,
        )

    def _seat_views(self) -> tuple[SeatView, ...]:
        """The public side of every seat (the same for all observers at one moment)."""
        return tuple(
            SeatView(
                seat=o.seat,
                seat_wind=self.seat_wind(o.seat),
                score=self.scores[o.seat],
                concealed_count=len(o.hand),
                melds=tuple(o.melds),
                river=tuple(o.river),
                riichi=o.riichi,
                ippatsu=o.ippatsu and self.rules.ippatsu,
            )
            for o in self.seats
        )

    # --- table facts --------------------------------------------------------

    @property
    def live_left(self) -> int:
        return LIVE - self._next_live - self._kans

    @property
    def dora_indicators(self) -> tuple[Tile, ...]:
        return tuple(self.wall.indicator(i) for i in range(self._indicators))

    def seat_wind(self, seat: int) -> int:
        return EAST + (seat - self.dealer) % SEATS

    def _order_from(self, seat: int) -> list[int]:
        """The other seats in turn order after ``seat``."""
        return [(seat + i) % SEATS for i in range(1, SEATS)]

    def _first_go_around(self, st: SeatState) -> bool:
        """No call yet and this seat has not discarded: tenhou, double riichi, kyuushu..."""
        return self._no_calls and not st.river

    # --- events -------------------------------------------------------------

    def _emit(self, event: Event) -> None:
        self.log.append(event)
        self._out.append(event)

    def _reveal_dora(self, n: int = 1) -> None:
        for _ in range(n):
            self._emit(DoraRevealed(self.wall.indicator(self._indicators)))
            self._indicators += 1

    # --- turns ---------------------------------------------------------------

    def _draw(self, seat: int, rinshan: bool = False) -> None:
        st = self.seats[seat]
        if rinshan:
            tile = self.wall.rinshan(self._kans - 1)
        else:
            tile = self.wall.live(self._next_live)
            self._next_live += 1
        st.take(tile)
        st.drawn = tile
        st.draws += 1
        self._rinshan = rinshan
        self._emit(Drew(seat, tile, rinshan))
        self._enter_turn(seat)

    def _enter_turn(self, seat: int) -> None:
        st = self.seats[seat]
        self._phase = _Phase.TURN
        self._claim = None
        self._wins = {}
        plain = legal.discards(st)
        actions: list[Action] = list(plain)
        if st.drawn is not None:
            if self._may_riichi(st):
                actions += legal.riichi_discards(st, plain)
            if self._kans < MAX_KANS and self.live_left > 0:
                actions += legal.kans(st, self.rules.riichi_ankan)
            if kind(st.drawn) in st.waits:
                result = self._score(seat, st.drawn, tsumo=True)
                if result is not None:
                    self._wins[seat] = result
                    actions.append(Tsumo())
            if self.rules.kyuushu_kyuuhai and self._first_go_around(st) and _nine_kinds(st):
                actions.append(KyuushuKyuuhai())
        self._pending = {seat: tuple(actions)}

    def _may_riichi(self, st: SeatState) -> bool:
        r = self.rules
        return (
            not st.riichi_declared
            and st.is_closed
            and (r.riichi_min_points is None or self.scores[st.seat] >= r.riichi_min_points)
            and self.live_left >= r.riichi_min_live_tiles
        )

    def _on_turn(self, seat: int, action: Action) -> None:
        if isinstance(action, Discard):
            self._discard(seat, action)
        elif isinstance(action, Tsumo):
            self._settle_wins([seat], None, self.seats[seat].drawn)
        elif isinstance(action, KyuushuKyuuhai):
            self._abort(DrawReason.KYUUSHU_KYUUHAI, declarer=seat)
        elif isinstance(action, Ankan):
            self._ankan(seat, action.kind)
        elif isinstance(action, Kakan):
            self._kakan(seat, action.kind)

    def _discard(self, seat: int, action: Discard) -> None:
        st = self.seats[seat]
        tile = action.tile
        st.give(tile)
        st.drawn = None
        st.kuikae = frozenset()
        st.ippatsu = False
        st.temporary_furiten = False
        if action.riichi:
            st.riichi_declared = True
            st.double_riichi = self.rules.double_riichi and self._first_go_around(st)
        st.river.append(_river_tile(action))
        st.discarded_kinds.add(kind(tile))
        st.nagashi = st.nagashi and is_yaochuu(tile)
        st.update_waits()
        self._discards += 1
        self._emit(Discarded(seat, tile, action.tsumogiri, action.riichi))
        if self._dora_due:
            self._reveal_dora(self._dora_due)
            self._dora_due = 0
        self._claim = (tile, seat)
        calls_allowed = self.live_left > 0 and self._abort_after(seat) is None
        options: dict[int, tuple[Action, ...]] = {}
        for other in self._order_from(seat):
            acts = self._claim_actions(other, seat, tile, calls_allowed)
            if acts:
                options[other] = acts
        self._start_claim(_Phase.CLAIM, options)

    def _claim_actions(
        self, seat: int, discarder: int, tile: Tile, calls_allowed: bool
    ) -> tuple[Action, ...]:
        st = self.seats[seat]
        acts: list[Action] = []
        if kind(tile) in st.waits and not st.furiten:
            result = self._score(seat, tile, tsumo=False)
            if result is not None:
                self._wins[seat] = result
                acts.append(Ron())
        if calls_allowed and not st.riichi_declared:
            rule = self.rules.kuikae
            acts += legal.pons(st, tile, rule)
            if self._kans < MAX_KANS and st.kind_counts[kind(tile)] == 3:
                acts.append(Daiminkan())
            if seat == (discarder + 1) % SEATS:
                acts += legal.chis(st, tile, rule)
        if acts:
            acts.append(Pass())
        return tuple(acts)

    def _start_claim(self, phase: _Phase, options: dict[int, tuple[Action, ...]]) -> None:
        self._phase = phase
        self._answers = {}
        self._pending = options
        if not options:
            self._resolve_claim()

    # --- resolving a discard or a kan ------------------------------------------

    def _resolve_claim(self) -> None:
        assert self._claim is not None
        tile, source = self._claim
        order = self._order_from(source)
        rons = [s for s in order if isinstance(self._answers.get(s), Ron)]
        robbing_ankan = self._kan_meld is not None and self._kan_meld.kind is MeldKind.ANKAN
        for s in order:
            could_win = s in self._answers if robbing_ankan else kind(tile) in self.seats[s].waits
            if s not in rons and could_win:
                self._mark_passed(self.seats[s])
        self._pending = {}
        if rons:
            if len(rons) == 3 and self.rules.sanchahou_abortive:
                self._abort(DrawReason.SANCHAHOU)
            else:
                self._settle_wins(rons[: self.rules.max_ron_winners], source, tile)
        elif self._phase is _Phase.CHANKAN:
            self._complete_kan(source)
        else:
            self._discard_passed(source, order)

    def _mark_passed(self, st: SeatState) -> None:
        if st.riichi:
            st.riichi_furiten = True
        else:
            st.temporary_furiten = True

    def _discard_passed(self, discarder: int, order: list[int]) -> None:
        st = self.seats[discarder]
        if st.riichi_declared and not st.riichi:
            self._accept_riichi(st)
        reason = self._abort_after(discarder)
        if reason is not None:
            self._abort(reason)
            return
        if self.live_left == 0:
            self._exhaustive_draw()
            return
        calls = [(s, self._answers.get(s)) for s in order]
        for wanted in ((Pon, Daiminkan), (Chi,)):
            for s, answer in calls:
                if isinstance(answer, wanted):
                    self._call(s, discarder, answer)
                    return
        self._draw(order[0])

    def _abort_after(self, discarder: int) -> DrawReason | None:
        """The abortive draw the last discard causes once it passes, if any."""
        r = self.rules
        st = self.seats[discarder]
        declaring = st.river[-1].riichi
        if r.suucha_riichi and declaring and all(o.riichi_declared for o in self.seats):
            return DrawReason.SUUCHA_RIICHI
        if r.suufon_renda and self._no_calls and self._discards == SEATS:
            firsts = {o.river[0].tile for o in self.seats}
            if len(firsts) == 1 and firsts.pop() in WINDS:
                return DrawReason.SUUFON_RENDA
        if self._suukaikan_due:
            return DrawReason.SUUKAIKAN
        return None

    def _accept_riichi(self, st: SeatState) -> None:
        st.riichi = True
        st.ippatsu = True
        self.scores[st.seat] -= self.rules.riichi_deposit
        self.sticks += 1
        self._emit(RiichiAccepted(st.seat, st.double_riichi, self.sticks))

    def _break_first_go_around(self) -> None:
        self._no_calls = False
        for o in self.seats:
            o.ippatsu = False

    def _call(self, seat: int, discarder: int, action: Chi | Pon | Daiminkan) -> None:
        st = self.seats[seat]
        source = self.seats[discarder]
        assert self._claim is not None
        tile = self._claim[0]
        self._break_first_go_around()
        source.river[-1] = replace(source.river[-1], called_by=seat)
        if self.rules.nagashi_void_on_call:
            source.nagashi = False
        if isinstance(action, Daiminkan):
            own = tuple(t for t in st.hand if kind(t) == kind(tile))
            meld_kind = MeldKind.MINKAN
        else:
            own = action.tiles
            meld_kind = MeldKind.CHI if isinstance(action, Chi) else MeldKind.PON
        for t in own:
            st.give(t)
        meld = Meld(meld_kind, tuple(sorted_tiles((*own, tile))), tile, discarder)
        st.melds.append(meld)
        self._emit(Called(seat, meld))
        self._note_pao(st, meld)
        if isinstance(action, Daiminkan):
            self._complete_kan(seat)
            return
        chi_kinds = (kind(own[0]), kind(own[1])) if isinstance(action, Chi) else None
        st.kuikae = legal.kuikae_kinds(self.rules.kuikae, kind(tile), chi_kinds)
        self._enter_turn(seat)

    def _note_pao(self, st: SeatState, meld: Meld) -> None:
        """Remember who fed the set that made a pao yakuman certain."""
        feeder = meld.from_seat
        if feeder is None:
            return
        k = meld.first_kind
        sets = [m.first_kind for m in st.melds if m.kind is not MeldKind.CHI]
        pao = self.rules.pao_yaku
        if "daisangen" in pao and k in DRAGONS and sum(x in DRAGONS for x in sets) == 3:
            st.pao["daisangen"] = feeder
        if "daisuushii" in pao and k in WINDS and sum(x in WINDS for x in sets) == 4:
            st.pao["daisuushii"] = feeder
        if "suukantsu" in pao and meld.kind is MeldKind.MINKAN and st.kans == MAX_KANS - 1:
            st.pao["suukantsu"] = feeder

    # --- kans ----------------------------------------------------------------

    def _ankan(self, seat: int, k: int) -> None:
        st = self.seats[seat]
        tiles = tuple(t for t in st.hand if kind(t) == k)
        for t in tiles:
            st.give(t)
        st.drawn = None
        meld = Meld(MeldKind.ANKAN, tuple(sorted_tiles(tiles)))
        st.melds.append(meld)
        self._emit(ConcealedKan(seat, meld))
        self._kan_meld = meld
        options: dict[int, tuple[Action, ...]] = {}
        if self.rules.chankan_ankan_kokushi:
            for other in self._order_from(seat):
                result = self._chankan_result(other, tiles[0])
                if result is not None and _KOKUSHI_IDS & {y.id for y in result.yaku}:
                    self._wins[other] = result
                    options[other] = (Ron(), Pass())
        self._claim = (tiles[0], seat)
        self._start_claim(_Phase.CHANKAN, options)

    def _kakan(self, seat: int, k: int) -> None:
        st = self.seats[seat]
        index = next(
            i for i, m in enumerate(st.melds) if m.kind is MeldKind.PON and m.first_kind == k
        )
        pon = st.melds[index]
        tile = next(t for t in st.hand if kind(t) == k)
        st.give(tile)
        st.drawn = None
        tiles = tuple(sorted_tiles((*pon.tiles, tile)))
        meld = Meld(MeldKind.KAKAN, tiles, pon.called, pon.from_seat)
        st.melds[index] = meld
        self._emit(AddedKan(seat, meld, tile))
        self._kan_meld = meld
        options: dict[int, tuple[Action, ...]] = {}
        for other in self._order_from(seat):
            result = self._chankan_result(other, tile)
            if result is not None:
                self._wins[other] = result
                options[other] = (Ron(), Pass())
        self._claim = (tile, seat)
        self._start_claim(_Phase.CHANKAN, options)

    def _chankan_result(self, seat: int, tile: Tile) -> ScoreResult | None:
        st = self.seats[seat]
        if kind(tile) not in st.waits or st.furiten:
            return None
        return self._score(seat, tile, tsumo=False, chankan=True)

    def _complete_kan(self, seat: int) -> None:
        """After a kan stands (not robbed): dora, the suukaikan check, the replacement draw."""
        st = self.seats[seat]
        meld = st.melds[-1] if self._kan_meld is None else self._kan_meld
        self._kan_meld = None
        self._break_first_go_around()
        self._kans += 1
        st.kans += 1
        if self._dora_due:
            self._reveal_dora(self._dora_due)
            self._dora_due = 0
        if self.rules.kan_dora:
            timing = self.rules.kan_dora_timing
            later = timing == "after_discard" or (
                timing == "open_kan_after_discard" and meld.kind is not MeldKind.ANKAN
            )
            if later:
                self._dora_due = 1
            else:
                self._reveal_dora()
        if (
            self.rules.suukaikan
            and self._kans == MAX_KANS
            and st.kans < MAX_KANS
        ):
            if self.rules.suukaikan_timing == "immediate":
                self._abort(DrawReason.SUUKAIKAN)
                return
            self._suukaikan_due = True
        st.update_waits()
        if self.rules.daiminkan_rinshan_pao and meld.kind is MeldKind.MINKAN:
            assert meld.from_seat is not None
            st.pao["rinshan"] = meld.from_seat
        self._draw(seat, rinshan=True)

    # --- wins ----------------------------------------------------------------

    def _score(
        self, seat: int, tile: Tile, *, tsumo: bool, chankan: bool = False
    ) -> ScoreResult | None:
        """The value of a win of ``seat`` on ``tile``, or None when it is not allowed."""
        st = self.seats[seat]
        concealed = st.hand if tsumo else [*st.hand, tile]
        situation = self._situation(st, tsumo, chankan)
        try:
            result = score_hand(concealed, tile, st.melds, situation, self.rules)
        except HandError:
            return None
        if self._too_cheap(result) or not self._atozuke_ok(st, tile, situation):
            return None
        return result

    def _too_cheap(self, result: ScoreResult) -> bool:
        """二翻縛り: from enough honba, a win needs 2 han without dora."""
        floor = self.rules.ryanhan_shibari_honba
        if not floor or self.honba < floor or result.yakuman:
            return False
        return sum(y.han for y in result.yaku if y.id not in _DORA_IDS) < 2

    def _atozuke_ok(self, st: SeatState, tile: Tile, situation: WinSituation) -> bool:
        """Without atozuke an open hand needs a yaku on every one of its waits."""
        if self.rules.atozuke or st.is_closed:
            return True
        hand = list(st.hand)
        if situation.tsumo:
            hand.remove(tile)
        for w in st.waits - {kind(tile)}:
            try:
                score_hand([*hand, w], w, st.melds, situation, self.rules)
            except HandError:
                return False
        return True

    def _situation(self, st: SeatState, tsumo: bool, chankan: bool) -> WinSituation:
        r = self.rules
        first = self._first_go_around(st)
        last = self.live_left == 0
        ura: tuple[Tile, ...] = ()
        if st.riichi and r.ura_dora:
            ura = tuple(
                self.wall.ura(i) for i in range(self._indicators if r.kan_ura_dora else 1)
            )
        rinshan = tsumo and self._rinshan
        return WinSituation(
            tsumo=tsumo,
            riichi=st.riichi,
            double_riichi=st.riichi and st.double_riichi,
            ippatsu=st.ippatsu and r.ippatsu,
            haitei=tsumo and last and (not rinshan or r.haitei_on_rinshan),
            houtei=not tsumo and not chankan and last,
            rinshan=rinshan,
            chankan=chankan,
            tenhou=tsumo and first and st.seat == self.dealer,
            chiihou=tsumo and first and st.seat != self.dealer,
            renhou=not tsumo and first and st.draws == 0 and r.renhou != "none",
            round_wind=self.setup.round_wind,
            seat_wind=self.seat_wind(st.seat),
            dora_indicators=self.dora_indicators,
            ura_indicators=ura,
            honba=self.honba,
            riichi_sticks=self.sticks,
            dealer_streak=self.setup.dealer_streak,
            first_draw=tsumo and first,
        )

    def _settle_wins(self, winners: list[int], source: int | None, tile: Tile | None) -> None:
        assert tile is not None
        own = [self.seats[w].riichi for w in winners]
        awards = multi_ron_awards(winners, self.honba, self.sticks, own, self.rules)
        for w, (honba, sticks) in zip(winners, awards, strict=True):
            st = self.seats[w]
            result = self._wins[w]
            pao, share = self._liable(st, result, source)
            deltas = settle_win(
                result, w, self.dealer, source, honba, sticks, self.rules,
                pao=pao, pao_share_yakuman=share,
            )
            for s in range(SEATS):
                self.scores[s] += deltas[s]
            concealed = st.hand if source is None else [*st.hand, tile]
            ura = self._situation(st, source is None, False).ura_indicators
            chips = self._chips(st, result, concealed, source, pao)
            self._emit(
                Won(
                    w, source, tile, tuple(concealed), tuple(st.melds), result,
                    self.dora_indicators, ura, pao, _scores(deltas), chips,
                )
            )
        self.sticks = 0
        dealer_won = (
            self.dealer in winners
            if self.rules.multi_ron_dealer_keeps_if_any_winner
            else winners[0] == self.dealer
        )
        renchan = dealer_won and self.rules.renchan != "none"
        self._end(renchan, self.honba + 1 if renchan else 0, dealer_won, False)

    def _chips(
        self,
        st: SeatState,
        result: ScoreResult,
        concealed: Sequence[Tile],
        source: int | None,
        liable: int | None,
    ) -> WinChips:
        ids = {y.id: y.han for y in result.yaku}
        tiles = [*concealed, *(t for m in st.melds for t in m.tiles)]
        return win_chips(
            self.rules,
            winner=st.seat,
            discarder=source,
            ura_dora=ids.get("ura_dora", 0),
            red_fives=red_fives_held(tiles),
            closed=st.is_closed,
            ippatsu="ippatsu" in ids,
            yakuman=result.yakuman > 0,
            liable=liable if liable != source else None,
        )

    def _liable(
        self, st: SeatState, result: ScoreResult, source: int | None
    ) -> tuple[int | None, int | None]:
        """The liable seat and the yakuman multiples it covers (None: the whole hand)."""
        for y in result.yaku:
            if y.id in st.pao:
                return st.pao[y.id], y.han // 13
        if source is None and self._rinshan and "rinshan" in st.pao:
            return st.pao["rinshan"], None
        return None, None

    # --- draws ---------------------------------------------------------------

    def _abort(self, reason: DrawReason, declarer: int | None = None) -> None:
        hands = tuple(
            tuple(sorted_tiles(o.hand)) if o.seat == declarer else () for o in self.seats
        )
        no_tenpai = (False, False, False, False)
        self._emit(Drawn(reason, no_tenpai, hands, (), declarer, (0, 0, 0, 0)))
        renchan = self.rules.abortive_draw_renchan
        self._end(renchan, self._honba_after_draw(renchan), False, False)

    def _honba_after_draw(self, renchan: bool) -> int:
        return self.honba + 1 if renchan or self.rules.draw_adds_honba else 0

    def _is_tenpai(self, st: SeatState) -> bool:
        held = st.counts()
        if self.rules.fifth_tile_tenpai == "whole_hand":
            held = [a + b for a, b in zip(held, st.meld_kind_counts(), strict=True)]
        return any(held[w] < 4 for w in st.waits)

    def _exhaustive_draw(self) -> None:
        r = self.rules
        tenpai = tuple(self._is_tenpai(st) for st in self.seats)
        nagashi = tuple(
            st.seat for st in self.seats if r.nagashi_mangan != "none" and st.nagashi
        )
        if len(nagashi) > 1 and r.nagashi_multiple == "cancel":
            nagashi = ()
        deltas = nagashi_payments(nagashi, self.dealer, self.honba, r)
        if not nagashi or not r.nagashi_replaces_noten_payments:
            deltas = [a + b for a, b in zip(deltas, noten_payments(tenpai, r), strict=True)]
        as_win = bool(nagashi) and r.nagashi_mangan == "win"
        if as_win:
            deltas[nagashi[0]] += self.sticks * r.riichi_deposit
            self.sticks = 0
        for s in range(SEATS):
            self.scores[s] += deltas[s]
        hands = tuple(
            tuple(sorted_tiles(st.hand)) if tenpai[st.seat] else () for st in self.seats
        )
        self._emit(
            Drawn(DrawReason.EXHAUSTIVE, _flags(tenpai), hands, nagashi, None, _scores(deltas))
        )
        dealer_tenpai = tenpai[self.dealer]
        if as_win:
            renchan = self.dealer in nagashi and r.renchan != "none"
            self._end(renchan, self.honba + 1 if renchan else 0, renchan, dealer_tenpai)
            return
        renchan = r.renchan == "always_on_draw" or (r.renchan == "tenpai" and dealer_tenpai)
        self._end(renchan, self._honba_after_draw(renchan), False, dealer_tenpai)

    def _end(self, renchan: bool, honba: int, dealer_won: bool, dealer_tenpai: bool) -> None:
        self._phase = _Phase.OVER
        self._pending = {}
        self._claim = None
        self.result = RoundEnded(
            _scores(self.scores), self.sticks, renchan, honba, dealer_won, dealer_tenpai
        )
        self._emit(self.result)


def _nine_kinds(st: SeatState) -> bool:
    """九種九牌: nine distinct terminal and honour kinds among the 14 tiles."""
    return len({k for k in map(kind, st.hand) if k in YAOCHUU}) >= 9


def _river_tile(action: Discard) -> RiverTile:
    return RiverTile(action.tile, action.tsumogiri, action.riichi)


def _scores(values: Sequence[int]) -> Scores:
    a, b, c, d = values
    return (a, b, c, d)


def _flags(values: Sequence[bool]) -> tuple[bool, bool, bool, bool]:
    a, b, c, d = values
    return (a, b, c, d)

