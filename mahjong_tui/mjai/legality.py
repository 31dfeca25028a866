"""The own seat's legal actions, from a :class:`~mahjong_tui.mjai.view.TableView`.

The seat's own options come from the engine's pure helpers
(:mod:`mahjong_tui.engine.legal`: discards, riichi discards, kans, pons,
chis, kuikae) and the scorer (:func:`rules.score.score_hand`). What the
engine's round decides with the table (may this seat riichi, kan, win, call
at all) is mirrored here in the round's own order, because the round keeps
it in private methods; the order matters, the AI reads the list. A test
compares these lists with the engine's ``pending()`` at every decision of
seeded games, so a change in the round shows up there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mahjong_tui.engine import legal
from mahjong_tui.engine.wall import RINSHAN
from rules.actions import (
    Action,
    Daiminkan,
    KyuushuKyuuhai,
    Pass,
    Ron,
    Tsumo,
)
from rules.hand import MeldKind, WinSituation
from rules.score import HandError, ScoreResult, score_hand
from rules.tiles import WINDS, YAOCHUU, Tile, kind

if TYPE_CHECKING:
    from mahjong_tui.mjai.view import Message, TableView

SEATS = 4
_DORA_IDS = frozenset({"dora", "aka_dora", "ura_dora"})
_KOKUSHI_IDS = frozenset({"kokushi", "kokushi_13"})


def legal_actions(v: TableView, msg: Message) -> tuple[Action, ...]:
    """What the own seat may answer to ``msg`` (already applied to ``v``); () for none."""
    kind_ = msg.get("type")
    who = msg.get("actor")
    mine = who == v.seat
    if mine and kind_ in ("tsumo", "chi", "pon"):
        return turn_actions(v)
    if kind_ == "dahai" and not mine:
        return claim_actions(v)
    if kind_ in ("kakan", "ankan") and not mine:
        return chankan_actions(v)
    return ()


def turn_actions(v: TableView) -> tuple[Action, ...]:
    """The own turn, as the round's ``_enter_turn``: discards, riichi, kans, tsumo, kyuushu."""
    st = v.me
    plain = legal.discards(st)
    actions: list[Action] = list(plain)
    if st.drawn is not None:
        if _may_riichi(v):
            actions += legal.riichi_discards(st, plain)
        if v.kans < RINSHAN and v.live_left > 0:
            actions += legal.kans(st, v.rules.riichi_ankan)
        if kind(st.drawn) in st.waits and _win(v, st.drawn, tsumo=True) is not None:
            actions.append(Tsumo())
        if v.rules.kyuushu_kyuuhai and v.first_go_around(st.seat) and _nine_kinds(st.hand):
            actions.append(KyuushuKyuuhai())
    return tuple(actions)


def claim_actions(v: TableView) -> tuple[Action, ...]:
    """Ron and calls on another seat's discard, as the round's ``_claim_actions``."""
    assert v.claim is not None
    tile, discarder = v.claim
    st = v.me
    acts: list[Action] = []
    if kind(tile) in st.waits and not st.furiten and _win(v, tile, tsumo=False) is not None:
        acts.append(Ron())
    calls_allowed = v.live_left > 0 and not _aborts(v, discarder)
    if calls_allowed and not st.riichi_declared:
        acts += legal.pons(st, tile, v.rules.kuikae)
        if v.kans < RINSHAN and st.kind_counts[kind(tile)] == 3:
            acts.append(Daiminkan())
        if st.seat == (discarder + 1) % SEATS:
            acts += legal.chis(st, tile, v.rules.kuikae)
    return (*acts, Pass()) if acts else ()


def chankan_actions(v: TableView) -> tuple[Action, ...]:
    """Robbing the kan just declared: any added kan; a concealed one only for kokushi."""
    assert v.claim is not None
    tile, source = v.claim
    st = v.me
    concealed = v.seats[source].melds[-1].kind is MeldKind.ANKAN
    if concealed and not v.rules.chankan_ankan_kokushi:
        return ()
    if kind(tile) not in st.waits or st.furiten:
        return ()
    result = _win(v, tile, tsumo=False, chankan=True)
    if result is None or (concealed and not _KOKUSHI_IDS & {y.id for y in result.yaku}):
        return ()
    return (Ron(), Pass())


def _may_riichi(v: TableView) -> bool:
    st, r = v.me, v.rules
    return (
        not st.riichi_declared
        and st.is_closed
        and (r.riichi_min_points is None or v.seats[st.seat].score >= r.riichi_min_points)
        and v.live_left >= r.riichi_min_live_tiles
    )


def _aborts(v: TableView, discarder: int) -> bool:
    """The discard aborts the hand once it passes (the round's ``_abort_after``)."""
    r = v.rules
    seats = v.seats
    if r.suucha_riichi and seats[discarder].river[-1].riichi and all(
        p.riichi_declared for p in seats
    ):
        return True
    if r.suufon_renda and v.no_calls and v.discards == SEATS:
        firsts = {p.river[0].tile for p in seats}
        if len(firsts) == 1 and firsts.pop() in WINDS:
            return True
    return v.suukaikan_due


def _nine_kinds(hand: list[Tile]) -> bool:
    return len({k for k in map(kind, hand) if k in YAOCHUU}) >= 9


def _win(v: TableView, tile: Tile, *, tsumo: bool, chankan: bool = False) -> ScoreResult | None:
    """The win's value, or None when it is not allowed (no yaku, shibari, atozuke)."""
    st = v.me
    concealed = st.hand if tsumo else [*st.hand, tile]
    where = _situation(v, tsumo, chankan)
    try:
        result = score_hand(concealed, tile, st.melds, where, v.rules)
    except HandError:
        return None
    if _too_cheap(v, result) or not _atozuke_ok(v, tile, where):
        return None
    return result


def _too_cheap(v: TableView, result: ScoreResult) -> bool:
    floor = v.rules.ryanhan_shibari_honba
    if not floor or v.honba < floor or result.yakuman:
        return False
    return sum(y.han for y in result.yaku if y.id not in _DORA_IDS) < 2


def _atozuke_ok(v: TableView, tile: Tile, where: WinSituation) -> bool:
    st = v.me
    if v.rules.atozuke or st.is_closed:
        return True
    hand = list(st.hand)
    if where.tsumo:
        hand.remove(tile)
    for w in st.waits - {kind(tile)}:
        try:
            score_hand([*hand, w], w, st.melds, where, v.rules)
        except HandError:
            return False
    return True


def _situation(v: TableView, tsumo: bool, chankan: bool) -> WinSituation:
    """The win's situation; ura dora stay unknown (they never decide whether a win is legal)."""
    st, r = v.me, v.rules
    first = v.first_go_around(st.seat)
    last = v.live_left == 0
    rinshan = tsumo and v.rinshan
    return WinSituation(
        tsumo=tsumo,
        riichi=st.riichi,
        double_riichi=st.riichi and st.double_riichi,
        ippatsu=st.ippatsu and r.ippatsu,
        haitei=tsumo and last and (not rinshan or r.haitei_on_rinshan),
        houtei=not tsumo and not chankan and last,
        rinshan=rinshan,
        chankan=chankan,
        tenhou=tsumo and first and st.seat == v.dealer,
        chiihou=tsumo and first and st.seat != v.dealer,
        renhou=not tsumo and first and st.draws == 0 and r.renhou != "none",
        round_wind=v.round_wind,
        seat_wind=v.seat_wind(st.seat),
        dora_indicators=tuple(v.dora_indicators),
        honba=v.honba,
        riichi_sticks=v.sticks,
        dealer_streak=v.dealer_streak,
        first_draw=tsumo and first,
    )
