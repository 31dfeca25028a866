"""Lines over the table's empty top corners: what you need (オーラス条件) on the left, a
notice (All Last, an extra round) on the right.

Each top corner of the table is empty: on the left the pond's top-left block (the game's
length and rules, which the lines replace while they show) with the top of the left
seat's column beside it, on the right the room beside the across seat's river with the
top of the right seat's column; each down to where that seat's name and tiles begin
(:func:`~mahjong_tui.tui.widgets.seats.corner_room`), so the lines never cover a tile
or a line under the hand. As many whole lines show as fit, in order; ``?`` lists what
you need in full.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.geometry import Region
from textual.widgets import Static

from mahjong_tui.text.line_breaks import wrap


def fitting_lines(lines: Sequence[str], width: int, height: int, style: str) -> list[Text]:
    """The whole lines (each wrapped to ``width``) that fit in ``height`` rows, in order."""
    shown: list[Text] = []
    for line in lines:
        rows = wrap(Text(line, style=style), width)
        if len(shown) + len(rows) > height:
            break
        shown.extend(rows)
    return shown


class CornerView(Static):
    """Placed over a corner (``position: absolute``) by :meth:`show`."""

    def __init__(self, style: str, *, id: str, classes: str) -> None:
        super().__init__(id=id, classes=classes)
        self.line_style = style

    def show(self, lines: Sequence[str], room: Region) -> bool:
        """Show what fits of ``lines`` in ``room`` (screen cells); hide when none does.
        Whether any line shows."""
        shown = fitting_lines(lines, room.width, room.height, self.line_style) if (
            room.width > 0) else []
        self.display = bool(shown)
        if shown:
            self.styles.offset = (room.x, room.y)
            self.styles.width = room.width
            self.styles.height = len(shown)
            self.update(Text("\n").join(shown))
        return bool(shown)
