"""Legal action lists for one seat: discards, riichi, kans and calls.

Pure functions of a :class:`SeatState` (and the RuleSet), and
:func:`turn_actions`, which adds what depends on the table (a
:class:`~mahjong_tui.engine.table.Table`: the wall, the kan count, the win
checks) for the round and the mjai bot's view alike.
"""

from __future__ import annotations

from itertools import combinations, product
from typing import TYPE_CHECKING

from mahjong_tui.engine import draws, wins
from mahjong_tui.engine.seat import SeatState
from mahjong_tui.engine.wall import RINSHAN
from rules.actions import Action, Ankan, Chi, Discard, Kakan, KyuushuKyuuhai, Pon, Tsumo
from rules.agari import decompose
from rules.hand import MeldKind
from rules.kuikae import kuikae_kinds
from rules.ruleset import Kuikae, RiichiAnkan
from rules.score import ScoreResult
from rules.shanten import raw_waits, shanten, waits
from rules.tiles import EAST, NUM_KINDS, RED_FIVES, Tile, kind, sort_key

_TILE_IDS = range(NUM_KINDS + len(RED_FIVES))
SORT_KEYS = tuple(sort_key(t) for t in _TILE_IDS)
"""``sort_key`` of every tile id, for sorting without a function call per tile."""
_DISCARD = tuple(Discard(t) for t in _TILE_IDS)
_TSUMOGIRI = tuple(Discard(t, tsumogiri=True) for t in _TILE_IDS)
"""Actions compare by value, so one shared instance per tile spares building them per turn."""
_IDS_OF_KIND = tuple(
    tuple(sorted((t for t in _TILE_IDS if kind(t) == k), key=sort_key)) for k in range(NUM_KINDS)
)
"""The tile ids of each kind (a five and its red five), in display order."""

if TYPE_CHECKING:
    from mahjong_tui.engine.table import Table


def turn_actions(t: Table, st: SeatState) -> tuple[tuple[Action, ...], ScoreResult | None]:
    """``st``'s own turn (after a draw or a call), and the value of its tsumo if offered.

    In order: discards, riichi discards, kans, tsumo, kyuushu kyuuhai (the AI
    reads the list in this order).
    """
    plain = discards(st)
    actions: list[Action] = list(plain)
    result = None
    if st.drawn is not None:
        # From 2 shanten before the draw no discard reaches tenpai: spare the checks.
        if st.shanten <= 1 and _may_riichi(t, st):
            actions += riichi_discards(st, plain)
        if t.kans < RINSHAN and t.live_left > 0:
            actions += kans(st, t.rules.riichi_ankan)
        if kind(st.drawn) in st.waits or _shiisan_puutaa_chance(t, st):
            result = wins.score_win(t, st, st.drawn, tsumo=True)
            if result is not None:
                actions.append(Tsumo())
        if t.rules.kyuushu_kyuuhai and t.first_go_around(st.seat) and draws.nine_kinds(st):
            actions.append(KyuushuKyuuhai())
    return tuple(actions), result


def _shiisan_puutaa_chance(t: Table, st: SeatState) -> bool:
    """十三不塔 is not a wait of the 13 tiles: on an uninterrupted first draw the scorer
    judges the 14."""
    return t.rules.yaku_shiisan_puutaa and t.first_go_around(st.seat)


def _may_riichi(t: Table, st: SeatState) -> bool:
    """The table allows a riichi (whether the hand can is :func:`riichi_discards`)."""
    r = t.rules
    return (
        not st.riichi_declared
        and st.is_closed
        and (r.riichi_min_points is None or t.scores[st.seat] >= r.riichi_min_points)
        and t.live_left >= r.riichi_min_live_tiles
    )


def discards(st: SeatState) -> list[Discard]:
    """Every discard: each distinct concealed tile, and the drawn one as tsumogiri.

    In riichi only the drawn tile; right after a chi or pon not the kuikae kinds.
    """
    drawn = st.drawn
    if drawn is not None and st.riichi:
        return [_TSUMOGIRI[drawn]]
    distinct = set(st.hand)
    if drawn is not None and st.hand.count(drawn) == 1:
        distinct.discard(drawn)
    banned = st.kuikae
    ordered = sorted(distinct, key=SORT_KEYS.__getitem__)
    if banned:
        ordered = [t for t in ordered if kind(t) not in banned]
    out = [_DISCARD[t] for t in ordered]
    if drawn is not None:
        out.append(_TSUMOGIRI[drawn])
    return out


def riichi_discards(st: SeatState, plain: list[Discard]) -> list[Discard]:
    """The discards of ``plain`` that leave the hand waiting on a tile not all held."""
    c = st.counts()
    if shanten(c) > 0:
        return []
    tenpai_after: dict[int, bool] = {}
    out = []
    for d in plain:
        k = kind(d.tile)
        if k not in tenpai_after:
            c[k] -= 1
            tenpai_after[k] = bool(waits(c))
            c[k] += 1
        if tenpai_after[k]:
            out.append(Discard(d.tile, d.tsumogiri, riichi=True))
    return out


def kans(st: SeatState, riichi_ankan: RiichiAnkan) -> list[Ankan | Kakan]:
    """Concealed and added kans on the own turn (the table checks wall and kan count)."""
    c = st.kind_counts
    if st.riichi:
        if st.drawn is None or riichi_ankan == "forbidden":
            return []
        k = kind(st.drawn)
        ok = c[k] == 4 and _riichi_ankan_keeps(st, st.counts(), k, riichi_ankan)
        return [Ankan(k)] if ok else []
    out: list[Ankan | Kakan] = []
    if 4 in c:
        out += [Ankan(k) for k, n in enumerate(c) if n == 4]
    out += [
        Kakan(m.first_kind)
        for m in st.melds
        if m.kind is MeldKind.PON and c[m.first_kind]
    ]
    return out


def _riichi_ankan_keeps(st: SeatState, c: list[int], k: int, mode: RiichiAnkan) -> bool:
    """A kan after riichi may not change the waits (nor, per the rules, the reading)."""
    c[k] -= 4
    same = frozenset(raw_waits(c)) == st.waits
    c[k] += 4
    if not same or mode == "keep_waits":
        return same
    c[k] -= 1  # the 13 tiles before the draw
    try:
        for w in st.waits:
            c[w] += 1
            readings = decompose(tuple(c))
            c[w] -= 1
            if not readings or any(k not in r.triplets for r in readings):
                return False
        return True
    finally:
        c[k] += 1


def _leaves_a_discard(st: SeatState, used: tuple[Tile, ...], banned: frozenset[int]) -> bool:
    """After calling with ``used``, some concealed tile is not a kuikae kind (a discard exists)."""
    c = st.kind_counts
    used_kinds = [kind(t) for t in used]
    blocked = sum(c[b] - used_kinds.count(b) for b in banned)
    return len(st.hand) - len(used) - blocked > 0


def _held_ids(st: SeatState, k: int) -> list[Tile]:
    """The distinct tile ids of kind ``k`` in the hand, in display order."""
    return [t for t in _IDS_OF_KIND[k] if t in st.hand]


def pons(st: SeatState, tile: Tile, rule: Kuikae) -> list[Pon]:
    k = kind(tile)
    if st.kind_counts[k] < 2:
        return []
    same = [t for t in _held_ids(st, k) for _ in range(st.hand.count(t))]
    banned = kuikae_kinds(rule, k, None)
    pairs = sorted(set(combinations(same, 2)))
    return [Pon(p) for p in pairs if _leaves_a_discard(st, p, banned)]


def chis(st: SeatState, tile: Tile, rule: Kuikae) -> list[Chi]:
    k = kind(tile)
    if k >= EAST:
        return []
    base = k - k % 9
    c = st.kind_counts
    out = []
    for a, b in ((k - 2, k - 1), (k - 1, k + 1), (k + 1, k + 2)):
        if a < base or b > base + 8 or not c[a] or not c[b]:
            continue
        banned = kuikae_kinds(rule, k, (a, b))
        for ta, tb in product(_held_ids(st, a), _held_ids(st, b)):
            if _leaves_a_discard(st, (ta, tb), banned):
                out.append(Chi((ta, tb)))
    return out
