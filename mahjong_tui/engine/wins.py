"""Wins: whether a seat may win on a tile, what the win is worth, and its settlement.

The scorer (:func:`rules.score.score_hand`) decides the hand's value; the table
(a :class:`~mahjong_tui.engine.table.Table`: the round, or the mjai bot's view)
adds what it alone knows: the situation (riichi, ippatsu, last tile, first
go-around...), and the two rules that forbid a scorable win:

- atozuke off: an open hand may win only if every one of its waits has a yaku;
- ryanhan shibari: from ``ryanhan_shibari_honba`` honba, 2 han without dora.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mahjong_tui.engine.events import Won
from mahjong_tui.engine.pao import liable
from mahjong_tui.engine.payouts import multi_ron_awards
from mahjong_tui.engine.seat import SeatState
from rules.chips import WinChips, red_fives_held, win_chips
from rules.hand import WinSituation
from rules.score import HandError, ScoreResult, score_hand, settle_win
from rules.tiles import Tile, kind

if TYPE_CHECKING:
    from mahjong_tui.engine.round import Round
    from mahjong_tui.engine.table import Table

DORA_IDS = frozenset({"dora", "aka_dora", "ura_dora"})


def situation(r: Table, st: SeatState, tsumo: bool, chankan: bool = False) -> WinSituation:
    """Everything about a win of ``st`` now that is not its tiles."""
    rules = r.rules
    first = r.first_go_around(st.seat)
    last = r.live_left == 0
    rinshan = tsumo and r.rinshan_draw
    return WinSituation(
        tsumo=tsumo,
        riichi=st.riichi,
        double_riichi=st.riichi and st.double_riichi,
        ippatsu=st.ippatsu and rules.ippatsu,
        haitei=tsumo and last and (not rinshan or rules.haitei_on_rinshan),
        houtei=not tsumo and not chankan and last,
        rinshan=rinshan,
        chankan=chankan,
        tenhou=tsumo and first and st.seat == r.dealer,
        chiihou=tsumo and first and st.seat != r.dealer,
        renhou=not tsumo and first and _renhou_discard(r, st),
        round_wind=r.round_wind,
        seat_wind=r.seat_wind(st.seat),
        dora_indicators=tuple(r.dora_indicators),
        ura_indicators=r.ura_indicators(st),
        honba=r.honba,
        riichi_sticks=r.sticks,
        dealer_streak=r.dealer_streak,
        first_draw=tsumo and first,
    )


def _renhou_discard(r: Table, st: SeatState) -> bool:
    """The discard ``st`` would ron is in 人和's window (before any call: the caller checks)."""
    rules = r.rules
    if rules.renhou == "none":
        return False
    return rules.renhou_window == "before_own_first_draw" or r.discards == 1


def score_win(
    r: Table, st: SeatState, tile: Tile, *, tsumo: bool, chankan: bool = False
) -> ScoreResult | None:
    """The value of a win of ``st`` on ``tile``, or None when it is not allowed."""
    concealed = st.hand if tsumo else [*st.hand, tile]
    where = situation(r, st, tsumo, chankan)
    try:
        result = score_hand(concealed, tile, st.melds, where, r.rules)
    except HandError:
        return None
    if _too_cheap(r, result) or not _atozuke_ok(r, st, tile, where):
        return None
    return result


def _too_cheap(r: Table, result: ScoreResult) -> bool:
    """二翻縛り: from enough honba, a win needs 2 han without dora."""
    floor = r.rules.ryanhan_shibari_honba
    if not floor or r.honba < floor or result.yakuman:
        return False
    return sum(y.han for y in result.yaku if y.id not in DORA_IDS) < 2


def _atozuke_ok(r: Table, st: SeatState, tile: Tile, where: WinSituation) -> bool:
    """Without atozuke an open hand needs a yaku on every one of its waits."""
    if r.rules.atozuke or st.is_closed:
        return True
    hand = list(st.hand)
    if where.tsumo:
        hand.remove(tile)
    for w in st.waits - {kind(tile)}:
        try:
            score_hand([*hand, w], w, st.melds, where, r.rules)
        except HandError:
            return False
    return True


def has_yaku_wait(r: Table, st: SeatState) -> bool:
    """Some wait of the (3n+1) concealed hand, won by ron, has a yaku of the hand itself.

    For 形式聴牌 off: the last-tile yaku (houtei) does not count, riichi does.
    """
    held = st.kind_counts
    where = situation(r, st, tsumo=False).replace(houtei=False, renhou=False)
    for w in st.waits:
        if held[w] >= 4:
            continue
        try:
            score_hand([*st.hand, w], w, st.melds, where, r.rules)
        except HandError:
            continue
        return True
    return False


def settle_wins(
    r: Round, winners: Sequence[int], source: int | None, tile: Tile,
    results: dict[int, ScoreResult],
) -> list[Won]:
    """The Won events of a tsumo (``source`` None) or of one or more rons on ``tile``.

    Honba and sticks go by the multi-ron rules; the caller applies the deltas.
    """
    own = [r.seats[w].riichi for w in winners]
    awards = multi_ron_awards(winners, r.honba, r.sticks, own, r.rules)
    out = []
    tsumo = source is None
    for w, (honba, sticks) in zip(winners, awards, strict=True):
        st = r.seats[w]
        result = results[w]
        pao, share = liable(st, result, tsumo, r.rinshan_draw)
        deltas = settle_win(
            result, w, r.dealer, source, honba, sticks, r.rules,
            pao=pao, pao_share_yakuman=share,
        )
        concealed = tuple(st.hand) if tsumo else (*st.hand, tile)
        ura = r.ura_indicators(st)
        chips = _chips(r, st, result, concealed, source, pao)
        a, b, c, d = deltas
        out.append(
            Won(
                w, source, tile, concealed, st.melds, result,
                r.dora_indicators, ura, pao, (a, b, c, d), chips,
            )
        )
    return out


def _chips(
    r: Round,
    st: SeatState,
    result: ScoreResult,
    concealed: Sequence[Tile],
    source: int | None,
    pao: int | None,
) -> WinChips:
    ids = {y.id: y.han for y in result.yaku}
    tiles = [*concealed, *(t for m in st.melds for t in m.tiles)]
    return win_chips(
        r.rules,
        winner=st.seat,
        discarder=source,
        ura_dora=ids.get("ura_dora", 0),
        red_fives=red_fives_held(tiles),
        closed=st.is_closed,
        ippatsu="ippatsu" in ids,
        yakuman=result.yakuman > 0,
        liable=pao if pao != source else None,
    )
