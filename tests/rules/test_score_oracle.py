"""Differential test against the PyPI ``mahjong`` library (a test-only oracle).

20,000 seeded random complete hands (open and closed, kans, dora, red fives,
riichi/ippatsu/haitei/houtei/rinshan/chankan/tenhou/chiihou) are scored by both
under rules both support: Tenhou's, and Tenhou's with the four double yakuman.
han, fu and the hand's value must agree, and a hand one side rejects (no yaku)
the other must reject too. The documented rule differences, filtered below:

* Fu of a yakuman hand: ``mahjong`` reports 0 fu for kokushi (it has no sets)
  where we show base 20 + closed ron 10 / tsumo 2 = 30 like any hand (Tenhou
  shows fu for yakuman), and with several readings of the same yakuman value
  the two pick different ones (e.g. chiitoitsu 25 vs a ryanpeikou-shaped 30).
  Fu never changes a yakuman's value, so for yakuman we compare han and value.

The hand generator (``random_hand``) is also used by ``tests/bench/bench_score.py``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pytest

from rules.hand import Meld, MeldKind, WinSituation
from rules.ruleset import TENHOU, RuleSet
from rules.score import HandError, NoYakuError, score_hand
from rules.tiles import (
    EAST,
    HAKU,
    NUM_KINDS,
    RED_5M,
    RED_5P,
    RED_5S,
    S2,
    S3,
    S4,
    S6,
    S8,
    YAOCHUU,
    Tile,
)

RED_IDS = {16: RED_5M, 52: RED_5P, 88: RED_5S}

_GREEN = (S2, S3, S4, S6, S8, HAKU + 1)
_POOLS = (
    ("any", 60, lambda k: True),
    ("man+honours", 10, lambda k: k < 9 or k >= EAST),
    ("one suit", 10, lambda k: 9 <= k < 18),
    ("outside", 8, lambda k: k >= EAST or k % 9 in (0, 8) or k % 9 in (1, 2, 6, 7)),
    ("honours", 6, lambda k: k >= EAST or k in (0, 8, 9)),
    ("green", 3, lambda k: k in _GREEN),
    ("simples", 3, lambda k: k < EAST and k % 9 not in (0, 8)),
)


def tile_of(tile_id: int) -> Tile:
    return RED_IDS.get(tile_id, tile_id // 4)


@dataclass
class OracleHand:
    """One random win, as 136-ids (for the oracle) and as our tiles."""

    concealed_ids: list[int]
    win_id: int
    melds: list[tuple[MeldKind, list[int]]]
    situation: WinSituation
    dora_ids: list[int]
    ura_ids: list[int]

    @property
    def concealed(self) -> list[Tile]:
        return [tile_of(i) for i in self.concealed_ids]

    @property
    def win_tile(self) -> Tile:
        return tile_of(self.win_id)

    @property
    def our_melds(self) -> list[Meld]:
        return [Meld(k, tuple(tile_of(i) for i in ids), None if k is MeldKind.ANKAN else
                     tile_of(ids[0])) for k, ids in self.melds]


def _take(avail: list[list[int]], kinds: list[int]) -> list[int]:
    return [avail[k].pop() for k in kinds]


def random_hand(rng: random.Random) -> OracleHand:
    """A random complete hand with situational flags (always a structurally valid win)."""
    while True:
        hand = _try_hand(rng)
        if hand is not None:
            return hand


def _special(rng: random.Random, avail: list[list[int]], kinds: list[int]) -> list[int] | None:
    """Seven pairs (mostly) or kokushi, or None to draw a regular hand."""
    r = rng.random()
    if r < 0.08 and len(kinds) >= 7:
        return _take(avail, [k for k in rng.sample(kinds, 7) for _ in range(2)])
    if r < 0.09:
        return _take(avail, [*YAOCHUU, rng.choice(YAOCHUU)])
    return None


def _try_hand(rng: random.Random) -> OracleHand | None:
    _, _, allowed = rng.choices(_POOLS, weights=[w for _, w, _ in _POOLS])[0]
    kinds = [k for k in range(NUM_KINDS) if allowed(k)]
    avail = [rng.sample(range(4 * k, 4 * k + 4), 4) for k in range(NUM_KINDS)]
    special = _special(rng, avail, kinds)
    if special is not None:
        return _finish(rng, avail, special, [])
    p_open = rng.choice((0.0, 0.0, 0.25, 0.6))
    p_kan = rng.choice((0.0, 0.05, 0.3))
    p_run = rng.choice((0.2, 0.5, 0.8))
    concealed: list[int] = []
    melds: list[tuple[MeldKind, list[int]]] = []
    for _ in range(4):
        for _attempt in range(30):
            k = rng.choice(kinds)
            if rng.random() < p_run and k < EAST and k % 9 <= 6 and all(
                avail[k + i] and allowed(k + i) for i in range(3)
            ):
                ids = _take(avail, [k, k + 1, k + 2])
                if rng.random() < p_open:
                    melds.append((MeldKind.CHI, ids))
                else:
                    concealed += ids
                break
            if rng.random() < p_kan and len(avail[k]) == 4:
                ids = _take(avail, [k] * 4)
                melds.append((rng.choice((MeldKind.ANKAN, MeldKind.MINKAN, MeldKind.KAKAN)), ids))
                break
            if len(avail[k]) >= 3:
                ids = _take(avail, [k] * 3)
                if rng.random() < p_open:
                    melds.append((MeldKind.PON, ids))
                else:
                    concealed += ids
                break
        else:
            return None
    pair_kinds = [k for k in kinds if len(avail[k]) >= 2]
    if not pair_kinds:
        return None
    concealed += _take(avail, [rng.choice(pair_kinds)] * 2)
    return _finish(rng, avail, concealed, melds)


def _finish(
    rng: random.Random,
    avail: list[list[int]],
    concealed: list[int],
    melds: list[tuple[MeldKind, list[int]]],
) -> OracleHand:
    win_id = rng.choice(concealed)
    closed = all(k is MeldKind.ANKAN for k, _ in melds)
    has_kan = any(len(ids) == 4 for _, ids in melds)
    tsumo = rng.random() < 0.5
    riichi = closed and rng.random() < 0.5
    last = rng.random() < 0.06
    rest = [i for ids in avail for i in ids]
    n_ind = 1 + sum(1 for _, ids in melds if len(ids) == 4)
    dora_ids = rng.sample(rest, n_ind)
    ura_ids = rng.sample(rest, n_ind) if riichi else []
    blessing = closed and not melds and tsumo and rng.random() < 0.02
    seat = rng.choice((0, 1, 2, 3))
    situation = WinSituation(
        tsumo=tsumo,
        riichi=riichi,
        double_riichi=riichi and rng.random() < 0.1,
        ippatsu=riichi and rng.random() < 0.2,
        haitei=tsumo and last,
        houtei=not tsumo and last,
        rinshan=tsumo and has_kan and not last and rng.random() < 0.3,
        chankan=not tsumo and not last and rng.random() < 0.03,
        tenhou=blessing and seat == 0,
        chiihou=blessing and seat != 0,
        round_wind=EAST + rng.choice((0, 1)),
        seat_wind=EAST + seat,
        dora_indicators=tuple(tile_of(i) for i in dora_ids),
        ura_indicators=tuple(tile_of(i) for i in ura_ids),
    )
    return OracleHand(concealed, win_id, melds, situation, dora_ids, ura_ids)


def oracle_inputs(hand: OracleHand) -> tuple[list[int], int, list[Any], list[int], list[int]]:
    """(tiles, win tile, melds, dora, ura) for ``mahjong``'s HandCalculator (136 ids)."""
    from mahjong.meld import Meld as OMeld

    tiles = list(hand.concealed_ids)
    melds = []
    for k, ids in hand.melds:
        tiles += ids
        if k is MeldKind.CHI:
            melds.append(OMeld(OMeld.CHI, ids, True, ids[0]))
        elif k is MeldKind.PON:
            melds.append(OMeld(OMeld.PON, ids, True, ids[0]))
        elif k is MeldKind.KAKAN:
            melds.append(OMeld(OMeld.SHOUMINKAN, ids, True, ids[0]))
        else:
            melds.append(OMeld(OMeld.KAN, ids, k is MeldKind.MINKAN, ids[0]))
    return tiles, hand.win_id, melds, hand.dora_ids, hand.ura_ids


def oracle_config(hand: OracleHand, double_yakuman: bool) -> Any:
    """The oracle's HandConfig for Tenhou-like rules (optionally with double yakuman)."""
    from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules

    s = hand.situation
    options = OptionalRules(
        has_open_tanyao=True,
        has_aka_dora=True,
        has_double_yakuman=double_yakuman,
        kazoe_limit=HandConstants.KAZOE_LIMITED,
        kiriage=False,
        fu_for_open_pinfu=True,
        fu_for_pinfu_tsumo=False,
    )
    return HandConfig(
        is_tsumo=s.tsumo,
        is_riichi=s.riichi and not s.double_riichi,
        is_daburu_riichi=s.double_riichi,
        is_ippatsu=s.ippatsu,
        is_rinshan=s.rinshan,
        is_chankan=s.chankan,
        is_haitei=s.haitei,
        is_houtei=s.houtei,
        is_tenhou=s.tenhou,
        is_chiihou=s.chiihou,
        player_wind=s.seat_wind,
        round_wind=s.round_wind,
        options=options,
    )


mahjong_hand = pytest.importorskip("mahjong.hand_calculating.hand")

HANDS_PER_RULESET = 10_000

_RULESETS = {
    "tenhou": (TENHOU, False),
    "double_yakuman": (
        TENHOU.with_changes(
            double_yakuman=frozenset({"kokushi_13", "suuankou_tanki", "junsei_chuuren",
                                      "daisuushii"})
        ),
        True,
    ),
}


def _compare(seed: int, ruleset: RuleSet, double: bool) -> list[str]:
    rng = random.Random(seed)
    calc = mahjong_hand.HandCalculator
    problems: list[str] = []
    for i in range(HANDS_PER_RULESET):
        hand = random_hand(rng)
        tiles, win, melds, dora, ura = oracle_inputs(hand)
        theirs = calc.estimate_hand_value(
            tiles, win, melds, dora, oracle_config(hand, double), ura_dora_indicators=ura
        )
        try:
            r = score_hand(hand.concealed, hand.win_tile, hand.our_melds, hand.situation,
                           ruleset)
        except NoYakuError:
            if theirs.error != calc.ERR_NO_YAKU:
                problems.append(f"#{i}: we found no yaku, they say {theirs.error}")
            continue
        except HandError as exc:
            problems.append(f"#{i}: {exc}")
            continue
        if theirs.error:
            problems.append(f"#{i}: they say {theirs.error}, we {r.han} han")
            continue
        ours = (r.han, r.fu, r.payment.total)
        expected = (theirs.han, theirs.fu, theirs.cost["total"])
        if r.yakuman:  # fu of a yakuman hand: see the module docstring
            ours, expected = (ours[0], ours[2]), (expected[0], expected[2])
        if ours != expected:
            problems.append(f"#{i}: ours {ours} theirs {expected} {[y.id for y in r.yaku]}")
    return problems


@pytest.mark.parametrize("name", sorted(_RULESETS))
def test_agrees_with_the_mahjong_library(name: str) -> None:
    ruleset, double = _RULESETS[name]
    assert _compare(20240601 + len(name), ruleset, double) == []
