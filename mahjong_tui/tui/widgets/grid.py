"""Tiles laid out on a grid of slots, with a one-cell gap around each tile for markers.

Rivers and the side seats' melds are grids: a slot holds one tile, and the gap cell
on either side of it can carry a mark on the tile's face row (the brackets of a
riichi tile, the arrow towards the player a tile was called from). The grid keeps
its size whatever it holds, so the table does not shift as tiles arrive.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rich.style import Style
from rich.text import Text

from mahjong_tui.text.tile_faces import TileSize, TileStyle, tile_lines


@dataclass(frozen=True, slots=True)
class Slot:
    tile: int | None
    """The tile (None: a tile back)."""
    extra: Style | None = None
    before: Text | None = None
    """One cell shown in the gap left of the tile."""
    after: Text | None = None
    """One cell shown in the gap right of the tile."""


def grid_width(columns: int, size: TileSize) -> int:
    return columns * (size.width + 1) + 1


def grid_lines(
    slots: Mapping[tuple[int, int], Slot], columns: int, rows: int, style: TileStyle,
    size: TileSize,
) -> list[Text]:
    """``rows`` rows of ``columns`` slots (``slots`` keyed by (column, row)), each row
    ``size.value`` lines high."""
    blank = Text(" " * size.width)
    out: list[Text] = []
    for y in range(rows):
        drawn = {x: tile_lines(s.tile, style, size, s.extra)
                 for (x, yy), s in slots.items() if yy == y}
        for line in range(size.value):
            text = Text()
            for x in range(columns + 1):
                text.append_text(_gap(slots.get((x - 1, y)), slots.get((x, y)),
                                      line == size.face_row))
                if x < columns:
                    text.append_text(drawn[x][line] if x in drawn else blank)
            out.append(text)
    return out


def _gap(left: Slot | None, right: Slot | None, face_row: bool) -> Text:
    if face_row:
        if left is not None and left.after is not None:
            return left.after
        if right is not None and right.before is not None:
            return right.before
    return Text(" ")
