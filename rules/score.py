"""Score a winning hand: every reading, its yaku and fu, the best one, its limit and payments.

``score_hand`` is the entry point for the engine (is this win legal?), the AI
(what is it worth?) and the ``score`` command. The highest-scoring reading wins:
by points, then a real yakuman over a counted one, then han, then fu.

Documented choices:

* A yakuman entry's ``han`` is 13 x its multiple; a yakuman hand lists only its
  yakuman (no ordinary yaku, no dora). Without ``yakuman_stacking`` only the
  largest single yakuman counts.
* A counted (kazoe) yakuman keeps ``yakuman == 0`` with ``limit == "yakuman"``;
  under ``kazoe = multiple`` its base is 8000 per full 13 han.
* Renhou (non-dealer ron before the first own draw, no meld, ``situation.renhou``):
  ``yakuman`` mode adds a yakuman; ``five_han_cumulative`` a 5-han yaku that adds
  up with the rest; ``mangan``, ``baiman`` and ``five_han_non_cumulative`` score
  renhou alone (mangan, baiman, 5 han: no dora) when that is worth more than the
  hand scored without renhou (on a tie, the hand's own yaku are kept).
* Paarenchan (``yaku_paarenchan``): the dealer (``situation.dealer_streak >= 7``)
  winning an eighth time in a row with any yaku scores a yakuman.
* Shiisan puutaa (``yaku_shiisan_puutaa``): with ``situation.first_draw`` and no
  meld, fourteen tiles with exactly one pair and no run, triplet or partial run
  (see ``rules.yaku.special.is_shiisan_puutaa``) are a complete hand scoring yakuman.
* Kokushi and shiisan puutaa have no sets; their fu are shown as base 20 plus
  closed ron 10 or tsumo 2 (30), as for any hand: Tenhou shows fu for yakuman.

Speed (the engine and the AI score many hands): tiles are counted into one
packed int and decomposed from per-suit tables (``rules.agari``); yaku that do
not depend on the reading are found once per hand (``rules.yaku.hand_yaku``);
melds are summarised once (``CalledSets``); ``YakuHan`` and ``Payment`` objects are
immutable and shared between results. A caller that has the packed count already (a batch
reads a hand's text straight into one, see ``mahjong_tui.commands.score_batch``) and meets
the same melds again scores through ``score_packed`` with its own kept ``CalledSets``, or
through ``best_scoring``, the best reading as scored, to write its answer from without
making a ScoreResult.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final, Literal, NamedTuple

from rules.agari import (
    KIND_BITS,
    RED_SHIFT,
    WEIGHT,
    is_chiitoitsu_key,
    is_kokushi_key,
    kinds_held,
    new_tuple,
    splits,
    unpack,
)
from rules.fu import FuPart, reading_fu
from rules.hand import Meld, MeldKind, WinSituation
from rules.payment import MANGAN_BASE, Payment, hand_payment, hand_value, settle
from rules.payment import nagashi_payment as nagashi_payment
from rules.tiles import Tile, kind
from rules.yaku import (
    YAKU_INFO,
    HandFacts,
    HandYaku,
    Reading,
    find_yaku,
    find_yakuman,
    hand_yaku,
)
from rules.yaku.context import Wait
from rules.yaku.dora import count_dora
from rules.yaku.special import is_shiisan_puutaa

if TYPE_CHECKING:  # a batch scoring with the default rules never imports pydantic
    from rules.ruleset import RuleSet

Limit = Literal["none", "mangan", "haneman", "baiman", "sanbaiman", "yakuman"]

__all__ = [
    "NO_MELDS",
    "CalledSets",
    "FuPart",
    "HandError",
    "Limit",
    "NoYakuError",
    "NotCompleteError",
    "Payment",
    "ScoreResult",
    "Scoring",
    "YakuHan",
    "best_scoring",
    "nagashi_payment",
    "score_hand",
    "score_packed",
    "settle_win",
]


class HandError(ValueError):
    """The tiles are not a scorable win."""


class NotCompleteError(HandError):
    """The tiles do not form a complete hand (or the winning tile is not among them)."""


class NoYakuError(HandError):
    """The hand is complete but has no yaku (dora alone do not count)."""


class YakuHan(NamedTuple):
    id: str
    name: str
    name_ja: str
    han: int


class ScoreResult(NamedTuple):
    """The value of a win (see the module docstring for yakuman and kazoe conventions).
    YakuHan and ScoreResult are NamedTuples, not dataclasses: see ``rules.hand``."""

    han: int
    fu: int
    fu_parts: tuple[FuPart, ...]
    yaku: tuple[YakuHan, ...]
    yakuman: int
    limit: Limit
    base_points: int
    payment: Payment


def base_points(han: int, fu: int, rs: RuleSet) -> tuple[int, Limit]:
    """The base points of ``han`` and ``fu`` under ``rs`` (limits, kazoe, kiriage), and the
    limit reached."""
    if han >= 13:
        if rs.kazoe == "sanbaiman_cap":
            return 3 * MANGAN_BASE, "sanbaiman"
        multiple = han // 13 if rs.kazoe == "multiple" else 1
        return 4 * MANGAN_BASE * multiple, "yakuman"
    if han >= 11:
        return 3 * MANGAN_BASE, "sanbaiman"
    if han >= 8:
        return 2 * MANGAN_BASE, "baiman"
    if han >= 6:
        return 3 * MANGAN_BASE // 2, "haneman"
    base = fu * (1 << (han + 2))
    if han == 5 or base > MANGAN_BASE or (
        rs.kiriage_mangan and ((han == 4 and fu == 30) or (han == 3 and fu == 60))
    ):
        return MANGAN_BASE, "mangan"
    return base, "none"


_RENHOU_ALONE: dict[str, tuple[int, int, Limit]] = {
    "mangan": (5, MANGAN_BASE, "mangan"),
    "five_han_non_cumulative": (5, MANGAN_BASE, "mangan"),
    "baiman": (8, 2 * MANGAN_BASE, "baiman"),
}
"""Renhou modes that score renhou on its own: (han shown, base points, limit)."""


class Scoring(NamedTuple):
    """One scored reading; the best has the highest rank (``_Scorer.rank``). What a
    ScoreResult is made from (:func:`best_scoring`)."""

    yaku: list[tuple[str, int]]
    yakuman: int
    han: int
    base: int
    limit: Limit
    parts: list[FuPart]
    fu: int


def _dora(h: HandFacts, dora: Sequence[Tile], ura: Sequence[Tile]) -> list[tuple[str, int]]:
    s = h.situation
    out: list[tuple[str, int]] = []
    key = h.key
    n = count_dora(key, dora) if dora else 0
    if n:
        out.append(("dora", n))
    red = key >> RED_SHIFT
    if red:
        out.append(("aka_dora", red))
    if ura and h.closed and (s.riichi or s.double_riichi) and h.ruleset.ura_dora:
        n = count_dora(key, ura)
        if n:
            out.append(("ura_dora", n))
    return out


class _Scorer:
    """Scores the readings of one hand; the reading-independent parts are computed once."""

    __slots__ = ("dealer", "dora", "h", "hy", "paarenchan", "renhou", "tsumo")

    def __init__(self, h: HandFacts, dora: Sequence[Tile], ura: Sequence[Tile]) -> None:
        self.h = h
        self.hy: HandYaku = hand_yaku(h)
        self.dora = _dora(h, dora, ura)
        s = h.situation
        rs = h.ruleset
        self.dealer = dealer = s.is_dealer
        self.tsumo = s.tsumo
        self.renhou = s.renhou and rs.renhou != "none" and not s.tsumo and not dealer and (
            h.no_melds)
        self.paarenchan = dealer and rs.yaku_paarenchan and s.dealer_streak >= 7

    def rank(self, c: Scoring) -> tuple[int, bool, int, int]:
        """What readings are compared by: (value, real yakuman, han, fu). Found only when
        there is something to compare: most hands have one reading that scores."""
        return hand_value(c.base, self.dealer, self.tsumo), c.yakuman > 0, c.han, c.fu

    def score(self, r: Reading) -> Scoring | None:
        """The best scoring of one reading, or None if it has no yaku."""
        h = self.h
        hy = self.hy
        yakuman = find_yakuman(h, hy, r)
        renhou = self.renhou
        if renhou and h.ruleset.renhou == "yakuman":
            yakuman.append(("renhou", 13))
        yaku: list[tuple[str, int]] = [] if yakuman else find_yaku(h, hy, r)
        if not (yakuman or yaku or renhou):
            return None  # before its fu are counted
        if self.paarenchan and (yakuman or yaku):
            yakuman.append(("paarenchan", 13))
        parts, fu = reading_fu(h, r, ("pinfu", 1) in yaku)
        han = 0
        if yakuman:
            if not h.ruleset.yakuman_stacking:
                yakuman = [max(yakuman, key=lambda e: e[1])]
            for _, n in yakuman:
                han += n
            multiple = han // 13
            return new_tuple(Scoring, (yakuman, multiple, han, 4 * MANGAN_BASE * multiple,
                                       "yakuman", parts, fu))
        alone = None
        if renhou:
            rs = h.ruleset
            if rs.renhou == "five_han_cumulative":
                yaku.append(("renhou", 5))
            else:
                shown, base, limit = _RENHOU_ALONE[rs.renhou]
                alone = new_tuple(Scoring, ([("renhou", shown)], 0, shown, base, limit, parts,
                                            fu))
        if not yaku:
            return alone
        yaku += self.dora
        for _, n in yaku:
            han += n
        base, limit = base_points(han, fu, h.ruleset)
        normal = new_tuple(Scoring, (yaku, 0, han, base, limit, parts, fu))
        return alone if alone is not None and self.rank(alone) > self.rank(normal) else normal


_KIND = tuple(kind(t) for t in range(len(WEIGHT)))
_CHI = MeldKind.CHI
_ANKAN = MeldKind.ANKAN


class CalledSets:
    """The called and declared sets of a hand, as the readings need them (immutable once
    made: a caller may keep one per distinct meld list)."""

    __slots__ = ("ankans", "closed", "count", "kans", "key", "run_mask", "runs", "sets",
                 "triplet_mask", "triplets")

    def __init__(self, melds: Sequence[Meld]) -> None:
        self.key = self.run_mask = self.triplet_mask = self.kans = self.ankans = 0
        self.closed = True
        self.runs: tuple[int, ...] = ()
        self.triplets: tuple[int, ...] = ()
        self.sets: tuple[tuple[int, bool, bool], ...] = ()
        for m in melds:
            tiles = m.tiles
            self.key += sum(map(WEIGHT.__getitem__, tiles))
            if m.kind is _CHI:
                k = min(map(_KIND.__getitem__, tiles))
                self.runs += (k,)
                self.run_mask |= 1 << k
                self.closed = False
                continue
            k = _KIND[tiles[0]]
            ankan = m.kind is _ANKAN
            kan = len(tiles) == 4
            self.triplets += (k,)
            self.triplet_mask |= 1 << k
            self.sets += ((k, ankan, kan),)
            self.kans += kan
            self.ankans += ankan
            if not ankan:
                self.closed = False
        self.count = len(melds)

    @classmethod
    def joined(cls, parts: Sequence[CalledSets]) -> CalledSets:
        """The summary of the melds of ``parts`` together, in their order: the same as
        summarising them at once (a batch keeps one summary per meld it has met)."""
        if len(parts) == 1:
            return parts[0]
        out = cls(())
        for p in parts:
            out.key += p.key
            out.run_mask |= p.run_mask
            out.triplet_mask |= p.triplet_mask
            out.kans += p.kans
            out.ankans += p.ankans
            out.closed = out.closed and p.closed
            out.runs += p.runs
            out.triplets += p.triplets
            out.sets += p.sets
            out.count += p.count
        return out


NO_MELDS: Final = CalledSets(())


def _readings(h: HandFacts, melds: CalledSets) -> list[Reading]:
    """Every reading of the hand: regular (per winning-tile position), chiitoitsu, kokushi,
    shiisan puutaa. A triplet completed by a ron counts as open.

    A regular reading is one reading per suit combined (``rules.agari.splits``);
    its waits are those of the sets the winning tile may have completed: the pair (tanki),
    a concealed triplet (shanpon), a concealed run holding it (the run mask tells whether
    one may: a run starting at most two kinds below it)."""
    wk = h.win_kind
    ron = not h.situation.tsumo
    out: list[Reading] = []
    for pair, closed_triplets, closed_runs, triplet_mask, run_mask, twins in splits(
            h.concealed_key):
        waits: list[Wait] = []
        if pair == wk:
            waits.append("tanki")
        if triplet_mask >> wk & 1:
            waits.append("shanpon")
        if run_mask << 2 >> wk & 7:
            for start in set(closed_runs):  # in the set's order, as the readings always were
                pos = wk - start
                if pos == 1:
                    waits.append("kanchan")
                elif (pos == 2 and start % 9 == 0) or (pos == 0 and start % 9 == 6):
                    waits.append("penchan")
                elif pos in (0, 2):
                    waits.append("ryanmen")
        if not waits:
            continue
        runs = melds.runs + closed_runs
        triplets = melds.triplets + closed_triplets
        run_mask |= melds.run_mask
        triplet_mask |= melds.triplet_mask
        for wait in waits:
            opened = wk if ron and wait == "shanpon" else -1
            concealed = len(closed_triplets) + melds.ankans - (opened >= 0)
            out.append(Reading("regular", (pair,), runs, triplets, concealed, melds.kans, wait,
                               run_mask, triplet_mask, twins, closed_triplets, opened))
    if h.no_melds:
        key = h.concealed_key
        if is_chiitoitsu_key(key):
            out.append(Reading("chiitoitsu", kinds_held(key)))
        elif not out and is_kokushi_key(key):  # no kokushi (nor shiisan puutaa) has a set
            out.append(Reading("kokushi", (unpack(key).index(2),)))
        elif h.ruleset.yaku_shiisan_puutaa and h.situation.first_draw:
            cc = unpack(key)
            if is_shiisan_puutaa(cc):
                out.append(Reading("shiisan_puutaa", (cc.index(2),)))
    return out


def score_hand(
    concealed: Sequence[Tile],
    win_tile: Tile,
    melds: Sequence[Meld],
    situation: WinSituation,
    ruleset: RuleSet,
) -> ScoreResult:
    """Score a win. ``concealed`` includes the winning tile.

    Raises NotCompleteError (not a complete hand, wrong tile count, winning tile
    missing) or NoYakuError. Impossible tile sets (a fifth copy) are not checked
    here: see ``rules.tiles.check_possible``.
    """
    if len(concealed) + 3 * len(melds) != 14:
        raise NotCompleteError(
            f"{len(concealed)} concealed tiles and {len(melds)} melds do not make a hand"
        )
    return score_packed(sum(map(WEIGHT.__getitem__, concealed)), kind(win_tile),
                        CalledSets(melds) if melds else NO_MELDS, situation, ruleset)


def score_packed(
    key: int, win_kind: int, called: CalledSets, situation: WinSituation, ruleset: RuleSet,
    indicators: tuple[Sequence[Tile], Sequence[Tile]] | None = None,
) -> ScoreResult:
    """:func:`score_hand` of concealed tiles given as their packed count (``rules.agari``),
    with ``called`` the melds' summary; the caller has checked that the tiles number
    ``14 - 3 * called.count``. ``indicators`` (dora, ura), when given, count instead of the
    situation's (a batch keeps one situation for every hand that differs from another only
    in its indicators: a frozen dataclass of 19 fields is slow to make). Raises what
    :func:`score_hand` raises."""
    best = best_scoring(key, win_kind, called, situation, ruleset, indicators)
    return ScoreResult(  # positional arguments: noticeably faster for a frozen dataclass
        best.han,
        best.fu,
        tuple(best.parts),
        tuple(map(_YAKU_HAN.__getitem__, best.yaku)),
        best.yakuman,
        best.limit,
        best.base,
        hand_payment(best.base, situation.is_dealer, situation.tsumo, situation.honba,
                     situation.riichi_sticks, ruleset),
    )


def best_scoring(
    key: int, win_kind: int, called: CalledSets, situation: WinSituation, ruleset: RuleSet,
    indicators: tuple[Sequence[Tile], Sequence[Tile]] | None = None,
) -> Scoring:
    """The best reading of :func:`score_packed` as scored, before it is made a ScoreResult
    (its yaku as (id, han) pairs, no payment): a batch writes its answer from this."""
    if not key >> KIND_BITS * win_kind & 15:
        raise NotCompleteError("the winning tile is not in the hand")
    h = HandFacts(key + called.key, key, win_kind, called.closed, not called.count, situation,
                  ruleset, called.sets)
    readings = _readings(h, called)
    if not readings:
        raise NotCompleteError("the tiles do not form a complete hand")
    dora, ura = indicators or (situation.dora_indicators, situation.ura_indicators)
    scorer = _Scorer(h, dora, ura)
    best: Scoring | None = None
    for r in readings:
        c = scorer.score(r)
        if c is not None and (best is None or scorer.rank(c) > scorer.rank(best)):
            best = c
    if best is None:
        raise NoYakuError("the hand has no yaku")
    return best


class _YakuHanTable(dict[tuple[str, int], YakuHan]):
    """(id, han) -> the shared YakuHan (they are immutable), made on first use."""

    def __missing__(self, key: tuple[str, int]) -> YakuHan:
        info = YAKU_INFO[key[0]]
        made = self[key] = YakuHan(key[0], info.name, info.name_ja, key[1])
        return made


_YAKU_HAN = _YakuHanTable()


def settle_win(
    result: ScoreResult,
    winner: int,
    dealer: int,
    discarder: int | None,
    honba: int,
    riichi_sticks: int,
    ruleset: RuleSet,
    pao: int | None = None,
    pao_share_yakuman: int | None = None,
) -> list[int]:
    """The four seats' score deltas for one winner (a tsumo if ``discarder`` is None).

    ``pao`` is the liable seat. Under ``pao_scope = pao_yakuman_only`` it covers
    ``pao_share_yakuman`` of the hand's yakuman multiples (default: all of them);
    under ``full_hand`` the whole hand. See ``rules.payment.settle``.
    """
    multiple = max(result.yakuman, 1)
    share = multiple
    if ruleset.pao_scope == "pao_yakuman_only" and pao_share_yakuman is not None:
        share = min(pao_share_yakuman, multiple)
    return settle(result.base_points, winner, dealer, discarder, honba, riichi_sticks, ruleset,
                  pao, (share, multiple))
