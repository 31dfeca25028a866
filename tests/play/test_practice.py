"""Discard practice, headless: the puzzles and their grades."""

from __future__ import annotations

import random

import pytest

from mahjong_tui.play.practice import Puzzle, Tally, new_puzzle
from rules.shanten import discard_options, shanten
from rules.tiles import counts, parse


def puzzle_of(text: str) -> Puzzle:
    tiles = parse(text)
    return Puzzle(tuple(tiles[:-1]), tiles[-1], tuple(discard_options(counts(tiles))))


@pytest.mark.parametrize("max_shanten", [1, 2, 3])
def test_puzzles_are_seeded_and_within_range(max_shanten: int) -> None:
    for seed in range(30):
        p = new_puzzle(random.Random(seed), max_shanten)
        assert p == new_puzzle(random.Random(seed), max_shanten)
        hand = [*p.tiles, p.drawn]
        assert len(hand) == 14 and max(counts(hand)) <= 4
        assert 1 <= shanten(counts(hand)) == p.shanten <= max_shanten
        assert list(p.tiles) == sorted(p.tiles)


def test_a_puzzle_needs_some_shanten() -> None:
    with pytest.raises(ValueError, match="at least one shanten"):
        new_puzzle(random.Random(0), 0)


def test_grades_and_tally() -> None:
    # 1-shanten: 23m 456m 78p 345s 99s + 1z 2z; the honours are the dead tiles.
    p = puzzle_of("234m4567m78p345s9s1z")
    assert p.shanten == 1
    honour = p.option(parse("1z")[0])
    assert p.is_best(honour) and honour.shanten == 1
    worst = p.option(parse("5m")[0])
    assert not p.is_best(worst)
    tally = Tally()
    assert tally.summary() == "No answer yet"
    tally.add(p, honour)
    same_shanten_fewer = next(o for o in p.options if o.shanten == 1 and not p.is_best(o))
    tally.add(p, same_shanten_fewer)
    tally.add(p, next(o for o in p.options if o.shanten > p.shanten))
    ratio = (1 + same_shanten_fewer.ukeire.count / p.options[0].ukeire.count) / 3
    assert (tally.answered, tally.best) == (3, 1)
    assert tally.summary() == f"1/3 best · {ratio:.0%} of the best ukeire kept on average"


def test_a_red_five_is_graded_as_its_kind() -> None:
    p = puzzle_of("234m4067m78p345s9s1z")
    assert p.option(parse("0m")[0]) == p.option(parse("5m")[0])
