"""Which tile to let go: shanten, live ukeire, and a short expected-value lookahead.

Every candidate discard gets

- ``shanten``: yaku-aware for open hands (see :mod:`ai.yakupath`), so a hand
  never throws away its only yaku for speed;
- ``ukeire``: live copies (4 minus everything this seat can see) of the draws
  that lower the shanten;
- ``ev``: with the lookahead on and the hand at most 2-shanten after the
  discard, majiang-ai's expected value. At tenpai: Σ over waits of live copies
  x the real score (riichi assumed for a closed hand, zero for a wait without
  a yaku). At 1- and 2-shanten: Σ over each improving draw of its live copies
  x the best EV one step closer after drawing it, so a slower shape that
  keeps a dora or a yaku can beat a faster cheap one. Every discard that keeps
  the best shanten is weighed (the EV of a discard left out would count as 0 and
  rank it behind faster cheap ones: a dora kept at a few tiles of ukeire was
  thrown). Far hands keep ``ev = 0`` (see the ranking below). The sum is put
  on majiang-ai's scale (divided by its width per step, :data:`EV_SCALE`) by the
  discard's plain shanten: an open hand's candidates can share the yaku-aware
  shanten and differ in the plain one (a tanyao hand breaking its terminal
  pair), and a raw sum one step deeper, over one more level of draws, looked
  tens of times larger, so the open hand broke its shape.

Ranking: lower shanten, then higher ``ev``, then more ukeire adjusted by what
the tile is worth keeping (dora, red fives, value pairs); the last tie-break is
the tile's own usefulness (isolated honours go first). With the lookahead a
far hand (3-shanten and more) ranks by ukeire alone, as majiang-ai does:
trading ukeire for a dora there made the hands slow (vs-majiang, 100 hanchan on
each of two seed sets: -0.07 and -0.13 in average rank when value only breaks
ties). Its ties go by the tile's :func:`potential` (majiang-ai's tile order: a
lone honour before a lone terminal), then by what it is worth. The normal level
keeps trading: it is the intermediate player's habit, and a step between the
levels.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ai.table import Table
from ai.value import HandValuer, ValueContext
from ai.yakupath import yaku_shanten
from rules.hand import MeldKind
from rules.shanten import after_discards, shanten, ukeire
from rules.tiles import EAST, NUM_KINDS

LOOKAHEAD_DEPTH = 2
"""The deepest shanten that gets the expected-value lookahead."""

EV_SCALE = (12.0, 12.0 * 72, 12.0 * 72 * 216)
"""Divisors that put a lookahead sum at shanten 0, 1, 2 on majiang-ai's scale (its
``width`` per step): hands of different shanten then compare, as a call must."""

@dataclass(frozen=True, slots=True)
class Candidate:
    kind: int
    shanten: int
    ukeire: int
    ev: float
    keep: float
    """What the tile is worth keeping (dora, red, value pair, shape); lower goes first."""
    value: float = 0.0
    """Mean value of the wins ``ev`` counts (0 without the lookahead): what pushing
    this hand against a threat can bring."""
    potential: float = 0.0
    """The tile's chances to join a set (:func:`potential`): with the lookahead, the far
    hand's tie-break."""

    def sort_key(self, value_aware: bool, lookahead: bool) -> tuple[float, ...]:
        if lookahead and self.shanten > LOOKAHEAD_DEPTH:
            return (self.shanten, -self.ukeire, self.potential, self.keep)
        if value_aware:
            return (self.shanten, -self.ev, -(self.ukeire - self.keep), self.keep)
        return (self.shanten, -self.ukeire, self.keep)


def own_context(t: Table) -> ValueContext:
    """The value context of the seat's hand as it is."""
    return ValueContext(t.melds, t.seat_wind, t.round_wind, t.obs.dora_indicators, t.red_kinds)


def value_kinds(t: Table) -> tuple[int, ...]:
    """The kinds whose triplet is a yaku for this seat."""
    return tuple(k for k in range(EAST, NUM_KINDS) if t.yakuhai(k))


def keep_value(t: Table, counts: Sequence[int], k: int) -> float:
    """How much a tile is worth holding beyond its ukeire: the tie-breaker of majiang-ai
    (dora, connectivity), plus value honours and the last copy of a red five."""
    v = 3.0 * t.dora_count(k)
    if counts[k] == 1 and k in t.red_kinds:
        v += 2.0
    if k >= EAST:
        han = t.yakuhai(k)
        v += han * (2.5 if counts[k] >= 2 else 0.6) + 0.2 * t.unseen[k]
        return v
    n = k % 9
    for d in (-2, -1, 1, 2):
        if 0 <= n + d <= 8:
            v += counts[k + d] * (1.0 if abs(d) == 1 else 0.6)
    v += 0.3 * min(n, 8 - n) + (0.8 if counts[k] >= 2 else 0.0)
    return v


def potential(t: Table, k: int) -> float:
    """How many live tiles could make a set with ``k``, as majiang-ai's ``paijia`` orders its
    discards among equals: an honour by its live copies, doubled per han its triplet is
    worth; a suited tile by the live tiles of the runs and the triplet it could join; dora
    double. A lone honour goes before a lone terminal, which can still grow into a shape
    (keeping honours cost speed: vs-majiang, same deals, tenpai by the 9th draw)."""
    u = t.unseen
    if k >= EAST:
        return float(u[k] << (t.yakuhai(k) + t.dora_count(k)))
    n, base = k % 9, k - k % 9

    def live(m: int) -> int:
        return u[base + m] if 0 <= m <= 8 else 0

    def weight(m: int) -> int:
        return 1 << t.dora_count(base + m) if 0 <= m <= 8 else 0

    left = min(live(n - 2), live(n - 1))
    centre = min(live(n - 1), live(n + 1))
    right = min(live(n + 1), live(n + 2))
    sets = (left, max(left, centre), live(n), max(centre, right), right)
    return float(sum(c * weight(n + d) for c, d in zip(sets, (-2, -1, 0, 1, 2), strict=True))
                 * weight(n))


class DiscardEvaluator:
    """Ranks the discards of a 3n+2 hand for one decision."""

    def __init__(
        self,
        t: Table,
        valuer: HandValuer,
        lookahead: bool,
        value_aware: bool,
        context: ValueContext | None = None,
    ) -> None:
        """``context`` replaces the seat's own (a call being weighed: its melds and red
        fives held)."""
        self.t = t
        self.context = own_context(t) if context is None else context
        self.melds = self.context.melds
        self.closed = all(m.kind is MeldKind.ANKAN for m in self.melds)
        self.valuer = valuer
        self.value_aware = value_aware
        self.depth = LOOKAHEAD_DEPTH if lookahead else 0 if value_aware else -1
        """The deepest shanten that gets the expected value: a value-aware level without
        the lookahead still weighs its tenpai discards by what each wait is worth (a red
        five kept over a plain tile of the same wait), which costs a few scorer calls."""
        self.riichi = self.closed
        self._values = value_kinds(t)
        self._ev_cache: dict[tuple[int, ...], tuple[float, float]] = {}

    def shanten_of(self, counts: Sequence[int]) -> int:
        """Yaku-aware shanten of a concealed hand with this seat's melds."""
        if self.closed:
            return shanten(counts)
        return yaku_shanten(counts, self.melds, self._values, self.t.rules.kuitan)

    def rank(self, counts: Sequence[int], allowed: Sequence[int] | None = None) -> list[Candidate]:
        """Every distinct discard kind (or only ``allowed`` ones), best first."""
        t = self.t
        hand = list(counts)
        kinds = sorted({k for k in range(NUM_KINDS) if hand[k]} if allowed is None else allowed)
        out: list[Candidate] = []
        for k in kinds:
            hand[k] -= 1
            s = self.shanten_of(hand)
            u = ukeire(hand, t.visible).count
            far = self.depth > 0 and s > LOOKAHEAD_DEPTH  # where sort_key reads it
            tie = potential(t, k) if far else 0.0
            out.append(Candidate(k, s, u, 0.0, keep_value(t, counts, k), potential=tie))
            hand[k] += 1
        if min((c.shanten for c in out), default=99) <= self.depth:
            out = self._with_ev(hand, out)
        lookahead = self.depth > 0
        out.sort(key=lambda c: c.sort_key(self.value_aware, lookahead))
        self.valuer.use(self.context)
        return out

    def expected_value(self, hand: list[int]) -> float:
        """The lookahead's EV of a 3n+1 hand on majiang-ai's scale (0 beyond 2-shanten)."""
        return self._scaled(hand)[0]

    def win_value(self, hand: list[int]) -> float:
        """The mean value of the wins the lookahead counts for a 3n+1 hand (0 beyond
        2-shanten)."""
        return self._scaled(hand)[1]

    def _scaled(self, hand: list[int]) -> tuple[float, float]:
        """(EV on majiang-ai's scale, mean value of a win) of a 3n+1 hand, by its plain
        shanten; (0, 0) beyond 2-shanten."""
        s = shanten(hand)
        if s > LOOKAHEAD_DEPTH:
            return 0.0, 0.0
        total, value = self._expected(hand, s)
        return total / EV_SCALE[s], value

    def best_discard_value(self, hand: list[int], banned: frozenset[int]) -> tuple[float, int]:
        """(best EV, its shanten) over the discards of a 3n+2 hand, ``banned`` kinds left
        out; the shanten is the lowest one reached (EV 0 beyond 2-shanten)."""
        best = (0.0, 99)
        for d in range(NUM_KINDS):
            if hand[d] and d not in banned:
                hand[d] -= 1
                s = shanten(hand)
                if s <= best[1]:
                    ev = self.expected_value(hand)
                    if s < best[1] or ev > best[0]:
                        best = (ev, s)
                hand[d] += 1
        return best

    def _with_ev(self, hand: list[int], ranked: list[Candidate]) -> list[Candidate]:
        best = min(c.shanten for c in ranked)
        chosen = {c.kind for c in ranked if c.shanten == best}
        out = []
        for c in ranked:
            if c.kind in chosen:
                hand[c.kind] -= 1
                ev, value = self._scaled(hand)
                hand[c.kind] += 1
                c = Candidate(c.kind, c.shanten, c.ukeire, ev, c.keep, value, c.potential)
            out.append(c)
        return out

    def _expected(self, hand: list[int], depth: int) -> tuple[float, float]:
        """(EV, mean value of a win) of a 3n+1 hand at shanten ``depth``.

        Tenpai: Σ over waits of live copies x value. Otherwise Σ over the draws
        that improve it of live copies x the best EV one step closer (the discard
        after the draw chosen by that EV), and the mean win value over those
        draws weighted by live copies. Cached per hand for the decision.
        """
        key = tuple(hand)
        found = self._ev_cache.get(key)
        if found is not None:
            return found
        if depth == 0:
            self.valuer.use(self.context)
            total, live = self.valuer.tenpai_value(hand, self.t.unseen, riichi=self.riichi)
            found = (total, total / live if live else 0.0)
        else:
            found = self._improving(hand, depth)
        self._ev_cache[key] = found
        return found

    def _improving(self, hand: list[int], depth: int) -> tuple[float, float]:
        unseen = self.t.unseen
        total = weighted = 0.0
        draws = 0
        for draw in ukeire(hand, self.t.visible).kinds:
            live = unseen[draw]
            if live <= 0:
                continue
            hand[draw] += 1
            best = (0.0, 0.0)
            for d, s in enumerate(after_discards(hand)):
                if s == depth - 1 and d != draw:
                    hand[d] -= 1
                    best = max(best, self._expected(hand, depth - 1))
                    hand[d] += 1
            hand[draw] -= 1
            total += live * best[0]
            weighted += live * best[1]
            draws += live
        return total, weighted / draws if draws else 0.0
