"""Walls: the layout, scripted walls and shuffles."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from mahjong_tui.engine.errors import WallError
from mahjong_tui.engine.wall import Wall, full_set
from rules.tiles import RED_5M, RED_5P, parse


def test_full_set_has_136_tiles_and_the_red_fives_asked_for() -> None:
    tiles = full_set((1, 2, 0))
    assert len(tiles) == 136
    assert tiles.count(RED_5M) == 1 and tiles.count(RED_5P) == 2
    assert len(full_set((0, 0, 0))) == 136


def test_scripted_parts_land_in_their_places() -> None:
    wall = Wall.scripted(["123m", "", "", "7z"], draws="1z2z", rinshan="3z", dora="4z", ura="5z")
    assert wall.hand(0)[:3] == tuple(parse("123m"))
    assert wall.hand(3)[0] == parse("7z")[0]
    assert (wall.live(0), wall.live(1)) == tuple(parse("1z2z"))
    assert wall.rinshan(0) == parse("3z")[0]
    assert wall.indicator(0) == parse("4z")[0]
    assert wall.ura(0) == parse("5z")[0]
    assert Counter(wall.tiles) == Counter(full_set())


def test_scripted_walls_are_reproducible() -> None:
    assert Wall.scripted(["123m"] * 4) == Wall.scripted(["123m"] * 4)


@pytest.mark.parametrize(
    "hands, draws",
    [(["1111m", "1m", "", ""], ""), (["0m", "", "", ""], "0m"), (["1m" * 14, "", "", ""], "")],
)
def test_impossible_scripts_are_rejected(hands: list[str], draws: str) -> None:
    with pytest.raises(WallError):
        Wall.scripted(hands, draws)


def test_shuffled_wall_is_a_permutation_of_the_set() -> None:
    wall = Wall.shuffled(random.Random(3))
    assert Counter(wall.tiles) == Counter(full_set())
    assert wall != Wall.shuffled(random.Random(4))
