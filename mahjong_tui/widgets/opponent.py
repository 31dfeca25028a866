"""An opponent's side of the table: name, hidden hand (backs and count), melds.

The player across sits above the centre and gets one line of full-size tile
backs; the players left and right get a narrow column, so their backs are a
compact bar and their melds stack one per line.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.widgets import Static

from mahjong_tui.widgets.meld import meld_text, melds_text
from mahjong_tui.widgets.tiles import TileStyle, backs, tiles_text
from rules.observation import SeatView
from rules.tiles import Tile

RIICHI_TAG = Text(" RIICHI ", style="bold #ffffff on #c41a1a")
_BAR = "#c26a2a"


def name_line(name: str, view: SeatView) -> Text:
    line = Text(name, style="bold")
    if view.riichi:
        line.append(" ")
        line.append_text(RIICHI_TAG)
    return line


class OpponentView(Static):
    """One opponent; ``compact`` for the narrow side columns.

    The concealed hand shows as tile backs, or face up when ``tiles`` are given
    (the replay viewer hides nothing).
    """

    def show(
        self, name: str, view: SeatView, style: TileStyle, *, compact: bool,
        tiles: Sequence[Tile] | None = None,
    ) -> None:
        if compact:
            hidden = (
                [Text("▆" * view.concealed_count, style=_BAR),
                 Text(f"{view.concealed_count} tiles", style="bold")]
                if tiles is None else [tiles_text(tiles, style)]
            )
            melds = [meld_text(m, view.seat, style) for m in view.melds]
            body = Text("\n").join([name_line(name, view), *hidden, *melds])
        else:
            hand = backs(view.concealed_count, style) if tiles is None else tiles_text(tiles, style)
            body = name_line(name, view) + Text("\n") + hand
            if view.melds:
                body += Text("    ") + melds_text(view.melds, view.seat, style)
        self.update(body)
