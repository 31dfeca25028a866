"""An opponent's side of the table: name, hidden hand (backs and count), melds.

The player across sits above the centre and gets one line of full-size tile
backs; the players left and right get a narrow column, so their backs are a
compact bar and their melds stack one per line.
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from mahjong_tui.widgets.meld import meld_text, melds_text
from mahjong_tui.widgets.tiles import TileStyle, backs
from rules.observation import SeatView

RIICHI_TAG = Text(" RIICHI ", style="bold #ffffff on #c41a1a")
_BAR = "#c26a2a"


def name_line(name: str, view: SeatView) -> Text:
    line = Text(name, style="bold")
    if view.riichi:
        line.append(" ")
        line.append_text(RIICHI_TAG)
    return line


class OpponentView(Static):
    """One opponent; ``compact`` for the narrow side columns."""

    def show(self, name: str, view: SeatView, style: TileStyle, *, compact: bool) -> None:
        if compact:
            body = Text("\n").join(
                [
                    name_line(name, view),
                    Text("▆" * view.concealed_count, style=_BAR),
                    Text(f"{view.concealed_count} tiles", style="bold"),
                    *(meld_text(m, view.seat, style) for m in view.melds),
                ]
            )
        else:
            body = name_line(name, view) + Text("\n") + backs(view.concealed_count, style)
            if view.melds:
                body += Text("    ") + melds_text(view.melds, view.seat, style)
        self.update(body)
