"""How the table draws calls, rivers and the centre: melds as Tenhou lays them seen from
the screen, rivers turned to their players, one turn marker, the round's notices."""

from __future__ import annotations

import dataclasses

import pytest
from rich.cells import cell_len

from mahjong_tui.text import words
from mahjong_tui.text.language import set_language
from mahjong_tui.text.tile_faces import CELL, TileSize, TileStyle, face
from mahjong_tui.tui.widgets.meld import Mark, meld_lines, meld_tiles, melds_column_lines
from mahjong_tui.tui.widgets.river import river_lines
from mahjong_tui.tui.widgets.seats import table_layout, turn_seat
from rules.hand import Meld, MeldKind
from rules.observation import RiverTile
from rules.ruleset import TENHOU
from rules.tiles import EAST, SOUTH, WEST, parse, parse_tile
from tests.tui.full_table import full_table

CHUN = parse_tile("7z")
VIEWER = 0


def pon(owner: int, giver: int) -> Meld:
    return Meld(MeldKind.PON, (CHUN, CHUN, CHUN), CHUN, giver)


# (owner, giver) seats with the viewer at seat 0: 1 is on the right, 2 across, 3 on the left.
@pytest.mark.parametrize(("owner", "giver", "at", "arrow"), [
    (0, 3, 0, "←"), (0, 2, 1, "↑"), (0, 1, 2, "→"),        # yours: left, across, right
    (2, 3, 0, "←"), (2, 0, 1, "↓"), (2, 1, 2, "→"),        # across: its giver as placed
    (3, 2, 0, "↑"), (3, 1, 1, "→"), (3, 0, 2, "↓"),        # left column: top, middle, bottom
    (1, 2, 0, "↑"), (1, 3, 1, "←"), (1, 0, 2, "↓"),        # right column
])
def test_the_called_tile_lies_towards_its_giver_on_the_screen(
    owner: int, giver: int, at: int, arrow: str
) -> None:
    tiles = meld_tiles(pon(owner, giver), owner, VIEWER)
    assert [m for _, m in tiles].index(Mark.CALLED) == at
    if owner in (0, 2):
        line = meld_lines(pon(owner, giver), owner, VIEWER, TileStyle.TEXT)[0].plain
        assert line.startswith(arrow + "中")
    else:
        column = [t.plain for t in melds_column_lines([pon(owner, giver)], owner, VIEWER,
                                                      TileStyle.TEXT)]
        assert column[at] == f" 中{arrow}"


def test_across_ponned_my_tile_points_at_me() -> None:
    """The issue's case: across ponned my 中; the arrow points down at me, not away."""
    line = meld_lines(pon(2, 0), 2, VIEWER, TileStyle.TEXT)[0].plain
    assert line.strip() == "↓中 中 中"


def test_an_added_kan_marks_the_added_tile_next_to_the_called_one() -> None:
    kakan = Meld(MeldKind.KAKAN, tuple(parse("5505p")), parse_tile("0p"), 3)
    tiles = meld_tiles(kakan, 0, VIEWER)
    assert [m for _, m in tiles] == [Mark.CALLED, Mark.ADDED, None, None]
    assert tiles[0][0] == parse_tile("0p")  # the red five was the called tile
    assert meld_lines(kakan, 0, VIEWER, TileStyle.TEXT)[0].plain == "←5p+5p 5p 5p "
    from_right = Meld(MeldKind.KAKAN, kakan.tiles, kakan.called, 1)
    assert [m for _, m in meld_tiles(from_right, 0, VIEWER)] == [None, None, Mark.ADDED,
                                                                  Mark.CALLED]


def test_a_concealed_kan_shows_two_faces() -> None:
    ankan = Meld(MeldKind.ANKAN, tuple(parse("1111s")))
    assert [t is None for t, _ in meld_tiles(ankan, 2, VIEWER)] == [True, False, False, True]


def test_rivers_face_their_players() -> None:
    river = tuple(RiverTile(t, False, i == 1) for i, t in enumerate(parse("1234567m")))
    own = [t.plain for t in river_lines(river, TileStyle.TEXT, last=False, seat=0)]
    assert own[0] == " 1m[2m]3m 4m 5m 6m " and own[1].startswith(" 7m ")
    across = [t.plain for t in river_lines(river, TileStyle.TEXT, last=False, seat=2)]
    assert across[3] == " 6m 5m 4m 3m[2m]1m " and across[2].endswith(" 7m ")
    left = [t.plain for t in river_lines(river, TileStyle.TEXT, last=False, seat=3)]
    assert [line[-3:-1] for line in left] == ["1m", "2m", "3m", "4m", "5m", "6m"]
    assert left[0][-6:-4] == "7m"  # the second row stands left of the first
    right = [t.plain for t in river_lines(river, TileStyle.TEXT, last=False, seat=1)]
    assert [line[1:3] for line in reversed(right)] == ["1m", "2m", "3m", "4m", "5m", "6m"]
    assert right[5][4:6] == "7m"


def test_a_long_river_grows_instead_of_being_cut() -> None:
    river = tuple(RiverTile(t, False, False) for t in parse("123456789m123456789p123456789s"))
    own = river_lines(river, TileStyle.TEXT, last=False, seat=0)
    assert len(own) == 4 and own[3].plain.split() == [f"{n}s" for n in "123456789"]
    side = river_lines(river, TileStyle.TEXT, last=False, seat=3)
    assert len(side) == 6 and len(side[0].plain.split()) == 5  # a fifth column


def test_one_turn_marker() -> None:
    obs = full_table()[0]
    assert turn_seat(obs, {2}) == 2
    calling = dataclasses.replace(obs, claimable=CHUN, claimable_from=3)
    assert turn_seat(calling, {0, 1}) == 3  # the discarder keeps it while others decide
    assert turn_seat(obs, {0, 1, 2}) is None


@pytest.mark.parametrize(("size", "river", "hand"), [
    ((80, 24), TileSize.SMALL, TileSize.SMALL),
    ((100, 30), TileSize.SMALL, TileSize.BOXED),
    ((120, 40), TileSize.TALL, TileSize.BOXED),
    ((200, 60), TileSize.BOXED, TileSize.BOXED),
])
def test_tile_sizes_grow_with_the_terminal(size: tuple[int, int], river: TileSize,
                                           hand: TileSize) -> None:
    layout = table_layout(*size, 5)
    assert (layout.river, layout.hand) == (river, hand)


def test_round_notices() -> None:
    hanchan = TENHOU
    tonpuu = TENHOU.with_changes(game_length="tonpuu")
    assert words.round_notice(hanchan, SOUTH, 3) == "all_last"
    assert words.round_notice(hanchan, SOUTH, 2) is None
    assert words.round_notice(hanchan, EAST, 3) is None
    assert words.round_notice(hanchan, WEST, 0) == "extension"
    assert words.round_notice(tonpuu, EAST, 3) == "all_last"
    assert words.round_notice(tonpuu, SOUTH, 0) == "extension"
    assert words.preset_name(TENHOU) == "Tenhou (天鳳)"
    assert words.notice_label("extension", WEST) == "extra round"
    set_language("ja")
    assert words.notice_label("extension", SOUTH) == "南入"
    assert words.notice_label("extension", WEST) == "西入"
    assert words.notice_label("all_last", SOUTH) == "オーラス"
    assert words.notice_text("extension", tonpuu, SOUTH) == "南入：まだ誰も30000点に届いていません"
    assert words.round_title(SOUTH, 3, 2) == "南4局 2本場"


def test_unicode_style_has_no_emoji_glyph() -> None:
    """Every Unicode face is one glyph of one cell padded to the tile's width, but the red
    dragon, drawn as 中 (🀄 has emoji presentation: a wide picture in most terminals)."""
    faces = {t: face(t, TileStyle.UNICODE) for t in range(37)}
    assert all(cell_len(f) == CELL for f in faces.values())
    assert "🀄" not in "".join(faces.values())
    assert faces[CHUN] == "中"
    assert all(cell_len(f.strip()) == 1 for t, f in faces.items() if t != CHUN)
