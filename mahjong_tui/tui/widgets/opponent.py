"""An opponent's side of the table: name, hidden hand (backs and count), melds."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.widgets import Static

from mahjong_tui.text.language import t
from mahjong_tui.text.tile_faces import TileStyle, backs, tiles_text
from mahjong_tui.tui.widgets.meld import melds_column_lines, melds_lines
from rules.observation import SeatView
from rules.tiles import Tile

RIICHI_STYLE = "bold #ffffff on #c41a1a"
_BAR = "#c26a2a"


def name_line(name: str | Text, view: SeatView) -> Text:
    """The seat's name (a Text keeps its own style: a character's plate) and its riichi."""
    line = name.copy() if isinstance(name, Text) else Text(name, style="bold")
    if view.riichi:
        line.append(" ")
        line.append(t("table.riichi_tag"), style=RIICHI_STYLE)
    return line


HAND_ROW = 4
"""Tiles per row of a side seat's open hand (the replay viewer)."""


class OpponentView(Static):
    """One opponent, at ``place`` on the screen (1 right, 2 across, 3 left).

    The concealed hand shows as tile backs, or face up when ``tiles`` are given
    (the replay viewer hides nothing). The side seats get a narrow column: a bar
    of backs (or the tiles four to a row) and the melds standing as columns.
    """

    content_lines = 0
    """The lines it shows (a side seat's are centred in its column)."""

    def show(
        self, name: str | Text, view: SeatView, style: TileStyle, *, place: int, viewer: int,
        tiles: Sequence[Tile] | None = None,
    ) -> None:
        head = name_line(name, view)
        if place == 2:
            hand = backs(view.concealed_count, style) if tiles is None else tiles_text(tiles, style)
            row = melds_lines(view.melds, view.seat, viewer, style)[0]
            self.content_lines = 2
            self.update(head + Text("\n") + hand + (Text("  ") + row if view.melds else Text()))
            return
        if tiles is None:
            hidden = [Text("▆" * view.concealed_count, style=_BAR),
                      Text(t("table.tiles", count=view.concealed_count), style="bold")]
        else:
            hidden = [tiles_text(tiles[i:i + HAND_ROW], style)
                      for i in range(0, len(tiles), HAND_ROW)]
        melds = melds_column_lines(view.melds, view.seat, viewer, style)
        lines = [head, *hidden, *([Text(), *melds] if melds else [])]
        self.content_lines = len(lines)
        self.update(Text("\n").join(lines))
