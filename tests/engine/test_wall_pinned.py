"""A wall that cannot be is refused with a WallError, each way it can be wrong (the gaps a
mutation audit of ``engine/wall.py`` found): a wall of other than 136 tiles, other than
four hands, a fifth copy of a tile, more plain fives than the red ones leave, a part
holding more tiles than it has places. A replayed record builds its walls this way: its
faults must be one error the caller reports, not a wrong wall."""

from __future__ import annotations

import pytest

from mahjong_tui.engine.errors import WallError
from mahjong_tui.engine.wall import Wall, full_set

NO_RED = (0, 0, 0)


@pytest.mark.parametrize("size", [135, 137, 0])
def test_a_wall_has_136_tiles(size: int) -> None:
    tiles = (full_set() * 2)[:size]
    with pytest.raises(WallError, match=f"136 tiles, got {size}"):
        Wall(tuple(tiles))
    assert len(Wall(tuple(full_set())).tiles) == 136


@pytest.mark.parametrize("hands", [("", "", ""), ("", "", "", "", "")])
def test_four_hands(hands: tuple[str, ...]) -> None:
    with pytest.raises(WallError, match=f"deals 4 hands, got {len(hands)}"):
        Wall.scripted(hands)


def test_a_fifth_copy_is_refused() -> None:
    with pytest.raises(WallError, match="5 copies of 1m"):
        Wall.scripted(("111m", "1m", "", ""), draws="1m")


def test_the_plain_fives_are_four_less_the_red_ones() -> None:
    assert Wall.scripted(("5555m", "", "", ""), red_fives=NO_RED).hand(0)[:4] == tuple(
        [4] * 4)
    with pytest.raises(WallError, match="more red fives than the rules have"):
        Wall.scripted(("5555m", "", "", ""))  # one of the four is red under these rules
    with pytest.raises(WallError, match="more red fives than the rules have"):
        Wall.scripted(("555m", "5m", "", ""))


@pytest.mark.parametrize(("part", "size"), [("draws", 70), ("rinshan", 4), ("dora", 5)])
def test_a_part_holds_no_more_than_its_places(part: str, size: int) -> None:
    plenty = "".join(f"{n}{s}" for s in "mps" for n in range(1, 10) if n != 5) * 4
    tiles = plenty[: 2 * (size + 1)]
    with pytest.raises(WallError, match=f"holds {size} tiles, got {size + 1}"):
        Wall.scripted(("", "", "", ""), **{part: tiles})
    Wall.scripted(("", "", "", ""), **{part: tiles[: 2 * size]})
