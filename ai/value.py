"""What a tenpai hand is worth, from the real scorer.

The AI never guesses yaku: a wait is worth what :func:`rules.score.score_hand`
says (yaku, fu, dora, red fives), and a wait without a yaku is worth nothing
(an open hand cannot win on it). The same shapes come back turn after turn, so
results are cached per hand by (counts, wait, riichi, tsumo) under a context
(melds, winds, dora, red fives held). The caches of the last few contexts are
kept: weighing a call switches to the called hand's context and back, and the
turn's cache must survive it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.hand import Meld, WinSituation
from rules.ruleset import RuleSet
from rules.score import HandError, score_hand
from rules.shanten import waits
from rules.tiles import NUM_KINDS, Tile, red_of

_CACHE_LIMIT = 200_000
_CONTEXTS_KEPT = 4


@dataclass(frozen=True, slots=True)
class ValueContext:
    """Everything about a hypothetical win that does not depend on the tiles held."""

    melds: tuple[Meld, ...]
    seat_wind: int
    round_wind: int
    dora_indicators: tuple[Tile, ...]
    red_kinds: tuple[int, ...]
    """Kinds of the red fives in the concealed hand (kept while a copy of the kind stays)."""


class HandValuer:
    """Scores hypothetical wins for one player; one cache per context."""

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self._context: ValueContext | None = None
        self._cache: dict[tuple[tuple[int, ...], int, bool, bool], int] = {}
        self._caches: dict[ValueContext, dict[tuple[tuple[int, ...], int, bool, bool], int]] = {}

    @property
    def context(self) -> ValueContext | None:
        return self._context

    def use(self, context: ValueContext) -> None:
        """Set the context of the coming questions (the last few contexts keep their cache)."""
        if context == self._context and len(self._cache) <= _CACHE_LIMIT:
            return
        cache = self._caches.pop(context, None)
        if cache is None or len(cache) > _CACHE_LIMIT:
            cache = {}
        self._caches[context] = cache
        while len(self._caches) > _CONTEXTS_KEPT:
            del self._caches[next(iter(self._caches))]
        self._context = context
        self._cache = cache

    def win_value(
        self, counts: Sequence[int], win: int, *, riichi: bool, tsumo: bool = False
    ) -> int:
        """Points a win on ``win`` brings (no honba or sticks); 0 without a yaku.

        ``counts`` is the 3n+1 concealed hand before the winning tile.
        """
        key = (tuple(counts), win, riichi, tsumo)
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        ctx = self._context
        assert ctx is not None, "call use() first"
        full = list(counts)
        full[win] += 1
        tiles = _tiles(full, ctx.red_kinds, win)
        situation = WinSituation(
            tsumo=tsumo,
            riichi=riichi,
            round_wind=ctx.round_wind,
            seat_wind=ctx.seat_wind,
            dora_indicators=ctx.dora_indicators,
        )
        try:
            result = score_hand(tiles, win, ctx.melds, situation, self.rules)
            value = result.payment.total
        except HandError:
            value = 0
        self._cache[key] = value
        return value

    def tenpai_value(
        self, counts: Sequence[int], unseen: Sequence[int], *, riichi: bool
    ) -> tuple[float, int]:
        """(Σ live copies x value over the waits, live copies of waits with a yaku).

        The sum is the expected-value weight of a tenpai hand, as in majiang-ai's
        ``eval_shoupai``: more live winning tiles and more points both count.
        """
        total = 0.0
        live = 0
        for w in waits(counts):
            n = unseen[w]
            if n <= 0:
                continue
            v = self.win_value(counts, w, riichi=riichi)
            if v:
                total += n * v
                live += n
        return total, live


def _tiles(counts: Sequence[int], red_kinds: Sequence[int], win: int) -> list[Tile]:
    """Tiles for counts with the held red fives made red; the winning tile stays black."""
    tiles: list[Tile] = []
    for k in range(NUM_KINDS):
        n = counts[k]
        if not n:
            continue
        reds = min(red_kinds.count(k), n - (k == win)) if k in red_kinds else 0
        if reds:
            tiles.extend([red_of(k)] * reds)
        tiles.extend([k] * (n - reds))
    return tiles
