"""Discard practice (何切る): a random closed hand, the player picks a discard, the
shanten table grades it.

A puzzle is fourteen tiles from a shuffled set, kept only if it is one to
``max_shanten`` shanten from tenpai (a hand already tenpai or complete has an
obvious answer; a hopeless one teaches little). Every discard is graded by
:func:`rules.shanten.discard_options`: the lowest shanten after it, then the
most ukeire (tiles that lower the shanten, counted against the hand's own
copies only: the puzzle has no rivers). The best answers are all those that tie
with the first. No Textual here: :mod:`mahjong_tui.tui.screens.practice` draws it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from mahjong_tui.play.progress import Drill
from mahjong_tui.text.language import t
from rules.shanten import DiscardOption, discard_options, shanten
from rules.tiles import NUM_KINDS, Tile, counts, kind, sorted_tiles

HAND_SIZE = 14
DEFAULT_MAX_SHANTEN = 2


@dataclass(frozen=True, slots=True)
class Puzzle:
    tiles: tuple[Tile, ...]
    """The thirteen tiles held before the draw, sorted."""
    drawn: Tile
    options: tuple[DiscardOption, ...]
    """Every distinct discard (by kind), best first."""

    @property
    def shanten(self) -> int:
        """The shanten of the fourteen tiles (that of the best discard)."""
        return self.options[0].shanten

    def is_best(self, option: DiscardOption) -> bool:
        best = self.options[0]
        return (option.shanten, option.ukeire.count) == (best.shanten, best.ukeire.count)

    def option(self, tile: Tile) -> DiscardOption:
        """The grade of discarding ``tile`` (a red five counts as its kind)."""
        return next(o for o in self.options if o.tile == kind(tile))


def drill_puzzle(drill: Drill) -> Puzzle:
    """A position of the player's own games (where the review found a costly discard),
    graded as the dealt puzzles are."""
    return Puzzle(tuple(sorted_tiles(drill.tiles)), drill.drawn,
                  tuple(discard_options(counts([*drill.tiles, drill.drawn]))))


def new_puzzle(rng: random.Random, max_shanten: int = DEFAULT_MAX_SHANTEN) -> Puzzle:
    """A hand one to ``max_shanten`` shanten from tenpai, dealt from ``rng``."""
    if max_shanten < 1:
        raise ValueError("a puzzle is at least one shanten from tenpai")
    wall = [k for k in range(NUM_KINDS) for _ in range(4)]
    while True:
        hand = rng.sample(wall, HAND_SIZE)
        c = counts(hand)
        if 1 <= shanten(c) <= max_shanten:
            tiles = tuple(sorted_tiles(hand[:-1]))
            return Puzzle(tiles, hand[-1], tuple(discard_options(c)))


@dataclass(slots=True)
class Tally:
    """How the player did this sitting: answers, best answers, ukeire kept."""

    answered: int = 0
    best: int = 0
    ukeire_ratio_sum: float = 0.0
    """Σ chosen ukeire / best ukeire, over answers that kept the best shanten."""

    def add(self, puzzle: Puzzle, chosen: DiscardOption) -> None:
        self.answered += 1
        self.best += puzzle.is_best(chosen)
        top = puzzle.options[0]
        if chosen.shanten == top.shanten and top.ukeire.count:
            self.ukeire_ratio_sum += chosen.ukeire.count / top.ukeire.count

    def summary(self) -> str:
        if not self.answered:
            return t("practice.no_answer")
        share = self.ukeire_ratio_sum / self.answered
        return t("practice.tally", best=self.best, answered=self.answered, share=f"{share:.0%}")
