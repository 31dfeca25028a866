"""The human's hand: sorted tiles, the drawn tile set apart, a cursor, the own melds.

The widget only draws what the screen gives it and reports the mouse: a click
on a tile posts :class:`HandView.TileClicked`, hovering one posts
:class:`HandView.TileHovered`. Tiles the player may not discard now (kuikae,
riichi) are dimmed; the cursor tile is lifted (highlighted, with a marker
below).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.style import Style
from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget

from mahjong_tui.text.language import t
from mahjong_tui.text.tile_faces import CELL, TileSize, TileStyle, tile_lines
from mahjong_tui.tui.widgets.meld import melds_lines
from rules.hand import Meld
from rules.tiles import Tile

DRAWN_GAP = 2
"""Extra columns before the drawn tile."""
CURSOR = Style(bgcolor="#ffe680", bold=True)
BLOCKED = Style(dim=True)
MARKER = "▲▲"


@dataclass(frozen=True, slots=True)
class HandModel:
    """What the hand shows: the screen builds it from the Observation."""

    tiles: tuple[Tile, ...] = ()
    drawn: Tile | None = None
    melds: tuple[Meld, ...] = ()
    seat: int = 0
    cursor: int | None = None
    """Index into ``tiles`` (then the drawn tile), or None when not choosing."""
    selectable: frozenset[int] = frozenset()
    """Indices that are legal discards now."""
    style: TileStyle = TileStyle.TEXT
    danger: tuple[float, ...] | None = None
    """Per tile (as ``all_tiles``), the chance its discard deals in (the danger assist):
    shown under the tiles in place of the cursor marker."""

    @property
    def all_tiles(self) -> tuple[Tile, ...]:
        return self.tiles if self.drawn is None else (*self.tiles, self.drawn)


def tile_x(index: int, count: int, has_drawn: bool, size: TileSize = TileSize.SMALL) -> int:
    """The column where tile ``index`` starts (the drawn tile is the last index)."""
    gap = DRAWN_GAP if has_drawn and index == count - 1 else 0
    return 1 + index * (size.width + 1) + gap


class HandView(Widget):
    """The bottom of the table: boxed tiles when :attr:`tile_size` allows and the row
    fits the screen, else one row of faces."""

    class TileClicked(Message):
        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    class TileHovered(Message):
        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.model = HandModel()
        self.tile_size = TileSize.SMALL
        """The largest size the screen allows."""

    def show(self, model: HandModel, size: TileSize | None = None) -> None:
        self.model = model
        if size is not None:
            self.tile_size = size
        self.refresh(layout=True)

    @property
    def size_used(self) -> TileSize:
        """The size drawn: the allowed one, or smaller where the row would not fit."""
        if self.tile_size is TileSize.SMALL:
            return TileSize.SMALL
        room = self.app.size.width
        for size in sorted((s for s in TileSize if s <= self.tile_size), reverse=True):
            if size is TileSize.SMALL or _row_width(self.model, size) <= room:
                return size
        return TileSize.SMALL

    def render(self) -> Text:
        m = self.model
        size = self.size_used
        tiles = m.all_tiles
        lines = [Text(" ") for _ in range(size.value)]
        marks = Text(" ")
        pad = " " * (size.width - CELL)
        for i, tile in enumerate(tiles):
            if m.drawn is not None and i == len(tiles) - 1:
                for line in lines:
                    line.append(" " * DRAWN_GAP)
                marks.append(" " * DRAWN_GAP)
            extra = None
            if i == m.cursor:
                extra = CURSOR
            elif m.cursor is not None and i not in m.selectable:
                extra = BLOCKED
            for line, part in zip(lines, tile_lines(tile, m.style, size, extra), strict=True):
                line.append_text(part)
                line.append(" ")
            marks.append(pad[: len(pad) // 2])
            if m.danger is not None:
                marks.append_text(danger_mark(m.danger[i]))
            else:
                marks.append(MARKER if i == m.cursor else " " * CELL, style="bold #ffe680")
            marks.append(pad[len(pad) // 2 :] + " ")
        if m.danger is not None:
            marks.append(t("hand.danger_unit"), style="dim")
        if m.melds:
            for line, part in zip(lines, melds_lines(m.melds, m.seat, m.seat, m.style, size),
                                  strict=True):
                line.append("  ")
                line.append_text(part)
        return Text("\n").join([*lines, marks])

    def _index_at(self, x: int) -> int | None:
        tiles = self.model.all_tiles
        has_drawn = self.model.drawn is not None
        for i in range(len(tiles)):
            size = self.size_used
            start = tile_x(i, len(tiles), has_drawn, size)
            if start <= x < start + size.width:
                return i
        return None

    def on_click(self, event: events.Click) -> None:
        index = self._index_at(event.x)
        if index is not None:
            self.post_message(self.TileClicked(index))

    def on_mouse_move(self, event: events.MouseMove) -> None:
        index = self._index_at(event.x)
        if index is not None and index != self.model.cursor:
            self.post_message(self.TileHovered(index))


DANGER_LEVELS = ((0.0, "#5fd75f"), (0.03, "#d7d75f"), (0.07, "#ffaf00"),
                 (float("inf"), "#ff5f5f"))
"""(highest chance, colour): safe green, then yellow, orange, red."""


def danger_mark(chance: float) -> Text:
    """A tile's deal-in chance in its cell: ``--`` for none at all, else a percentage."""
    colour = next(c for top, c in DANGER_LEVELS if chance <= top)
    label = "--" if chance == 0 else f"{min(99, max(1, round(chance * 100))):>{CELL}}"
    return Text(label, style=f"bold {colour}")


def _row_width(model: HandModel, size: TileSize) -> int:
    width = 1 + len(model.all_tiles) * (size.width + 1) + DRAWN_GAP
    if model.melds:
        width += 2 + sum(len(m.tiles) * (size.width + 1) + 2 for m in model.melds)
    return width


def discard_index(model: HandModel, tile: Tile, tsumogiri: bool) -> int:
    """Where a discard's tile sits in the hand (for moving the cursor onto it)."""
    if tsumogiri and model.drawn is not None:
        return len(model.tiles)
    return model.tiles.index(tile)


def selectable_indices(model: HandModel, legal: Sequence[tuple[Tile, bool]]) -> frozenset[int]:
    """The indices whose discard ``(tile, tsumogiri)`` is in ``legal``."""
    out = set()
    for i, tile in enumerate(model.all_tiles):
        tsumogiri = model.drawn is not None and i == len(model.tiles)
        if (tile, tsumogiri) in legal:
            out.add(i)
    return frozenset(out)
