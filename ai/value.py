"""What a tenpai hand is worth, from the real scorer.

The AI never guesses yaku: a wait is worth what :func:`rules.score.score_hand`
says (yaku, fu, dora, red fives), and a wait without a yaku is worth nothing
(an open hand cannot win on it). The same shapes come back turn after turn, so
results are cached per hand by (counts, wait, riichi, tsumo); the context
(melds, winds, dora, red fives held) is fixed for a cache generation and the
cache is dropped when it changes.
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

    def use(self, context: ValueContext) -> None:
        """Set the context of the coming questions (drops the cache if it changed)."""
        if context != self._context or len(self._cache) > _CACHE_LIMIT:
            self._context = context
            self._cache.clear()

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
