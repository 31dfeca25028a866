"""Lines over the table's empty corners: what you need (オーラス条件) at the top left, a
notice (All Last, an extra round) and what the player across says at the top right,
what the side players say at the bottom left and right.

Each top corner of the table is empty: on the left the pond's top-left block (the game's
length and rules, which the lines replace while they show) with the top of the left
seat's column beside it, on the right the room beside the across seat's river with the
top of the right seat's column; each down to where that seat's name and tiles begin.
The bottom corners are the blocks beside your river, with the bottom of the side seats'
columns under their last line (:func:`~mahjong_tui.tui.widgets.seats.corner_room`), so
the lines never cover a tile or a line under the hand. As many whole lines show as fit,
in order; ``?`` lists what you need in full. The screen is drawn in pieces cut where the
widgets under a corner begin and end, and a double-width character across such a cut
would be lost: each is pushed one cell on (:func:`clear_of_cuts`).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from rich.cells import cell_len
from rich.text import Text
from textual.geometry import Region
from textual.widgets import Static

from mahjong_tui.text.line_breaks import wrap


def clear_of_cuts(line: Text, cuts: Collection[int]) -> Text:
    """``line`` with a space before each double-width character that would straddle a
    cut (a column where a widget under the corner begins or ends: the screen is drawn
    in pieces cut there, and a character across a cut is lost). Its colours are kept."""
    out = Text(style=line.style)
    cell = 0
    for index, char in enumerate(line.plain):
        width = cell_len(char)
        if width == 2 and cell + 1 in cuts:
            out.append(" ")
            cell += 1
        out.append_text(line[index:index + 1])
        cell += width
    return out


def fitting_lines(lines: Sequence[str | Text], width: int, height: int, style: str,
                  cuts: Collection[int] = ()) -> list[Text]:
    """The whole lines (each wrapped to ``width`` and kept clear of ``cuts``) that fit in
    ``height`` rows, in order; a plain line in ``style``."""
    shown: list[Text] = []
    room = width - len(cuts)  # a character pushed past a cut takes one cell more
    for line in lines:
        rows = [clear_of_cuts(row, cuts)
                for row in wrap(Text(line, style=style) if isinstance(line, str) else line,
                                room, words=True)]
        if len(shown) + len(rows) > height:
            break
        shown.extend(rows)
    return shown


class CornerView(Static):
    """Placed over a corner (``position: absolute``) by :meth:`show`."""

    def __init__(self, style: str, *, id: str, classes: str) -> None:
        super().__init__(id=id, classes=classes)
        self.line_style = style

    def show(self, lines: Sequence[str | Text], room: Region) -> bool:
        """Show what fits of ``lines`` in ``room`` (screen cells); hide when none does.
        Whether any line shows."""
        shown = fitting_lines(lines, room.width, room.height, self.line_style,
                              self._cuts(room)) if room.width > 0 else []
        self.display = bool(shown)
        if shown:
            self.styles.offset = (room.x, room.y)
            self.styles.width = room.width
            self.styles.height = len(shown)
            self.update(Text("\n").join(shown))
        return bool(shown)

    def _cuts(self, room: Region) -> set[int]:
        """The columns inside ``room`` (from its left) where a widget under it begins or
        ends."""
        cuts: set[int] = set()
        for widget in self.screen.query("*"):
            if isinstance(widget, CornerView) or not widget.region.overlaps(room):
                continue
            cuts.update(x - room.x for x in (widget.region.x, widget.region.right)
                        if room.x < x < room.right)
        return cuts
