"""The AI levels: one player class (:mod:`ai.players`), tuned by a Level.

=========  =====================================================================
greedy     baseline: min shanten / max ukeire, no calls, no defence, riichi and
           win whenever legal
easy       "Kyoko", for beginners: tile efficiency, value-honour pons, riichi on
           every tenpai, folds only a hopeless hand against a riichi; half of
           the time it plays the second-best discard when that keeps the
           shanten (up to 12 fewer winning tiles): what keeps it clearly below
           normal
normal     "Daichi", a closed-hand player: efficiency with dora / value
           tie-breaks, tenpai discards by the value of the wait, value-honour
           pons only (no speed calls: at one table with the other levels the
           tanyao / honitsu / toitoi calls were what put it level with strong),
           riichi unless silent mangan, folds against riichi by genbutsu, suji,
           kabe and one-chance
strong     "Reina": expected-value discards with a lookahead (from 2-shanten) and
           the real scorer, calls weighed by the same lookahead from 2-shanten
           (the opened hand against the closed one), by yaku and gain rules
           further out, riichi vs dama by
           value and wait, danger with kabe / one-chance against riichi and open
           hands (two calls that show value; a tenpai or 1-shanten heeds two
           only when they show a mangan, or three),
           push / fold by hand value; in all-last every point is weighed
           by the final rank it changes (the top folds and takes fast cheap
           wins, the 4th pushes, riichi only when the silent win falls short)
=========  =====================================================================
"""

from __future__ import annotations

from dataclasses import dataclass

from ai.calls import CallPolicy
from ai.riichi import RiichiPolicy


@dataclass(frozen=True, slots=True)
class Level:
    id: str
    name: str
    lookahead: bool
    """Expected-value lookahead with the real scorer (2-shanten and closer)."""
    value_aware: bool
    """Rank discards by value (dora, red, value honours) next to ukeire."""
    calls: CallPolicy
    riichi: RiichiPolicy
    caution: float
    """Weight of the deal-in cost in push / fold (0: never fold)."""
    detailed_danger: bool
    """Kabe and one-chance on top of genbutsu and suji."""
    open_threats: bool
    """Defend against open hands that show value, not only riichi."""
    placement: bool
    """All-last: points count by the final rank they change (push / fold, riichi, calls)."""
    kans: bool
    kyuushu_max_kinds: int
    """Take the nine-terminal draw with at most this many terminal/honour kinds (0: never)."""
    slip: float = 0.0
    """Chance to play the second-best discard when it keeps the shanten (personality)."""
    slip_margin: int = 4
    """A slip goes only to a discard at most this many ukeire tiles worse than the best."""


GREEDY = Level("greedy", "Greedy", False, False, "none", "always", 0.0, False, False, False,
               False, 0)
EASY = Level("easy", "Kyoko (easy)", False, False, "yakuhai", "always", 0.35, False, False,
             False, True, 9, slip=0.5, slip_margin=12)
NORMAL = Level("normal", "Daichi (normal)", False, True, "yakuhai", "value", 0.8, True, False,
               False, True, 9)
STRONG = Level("strong", "Reina (strong)", True, True, "ev", "full", 1.0, True, True, True,
               True, 9)

LEVELS: dict[str, Level] = {lv.id: lv for lv in (GREEDY, EASY, NORMAL, STRONG)}

