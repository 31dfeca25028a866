"""The players' points over a game, as a line plot drawn in the terminal.

Each terminal cell is a braille character of 2 x 4 dots, so a plot of W x H
cells has 2W x 4H points; a cell takes the colour of the last line drawn
through it (yours is drawn last, on top). Points are on the left, the hands
below, and a legend with each player's final points under that.

Drawn here rather than with ``textual-plotext``: that wrapper's last release
(1.0.1, November 2024) predates Textual 8 and pins plotext to 5.3.2, two
dependencies for four lines over a few dozen hands; Textual's own Sparkline
draws one series without axes. A plot of our own takes about as many lines as
the glue, sizes itself to the room it gets, and is the same on every run (the
snapshot tests).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
from math import ceil, floor

from rich.cells import cell_len
from rich.text import Text
from textual.widget import Widget

BRAILLE = 0x2800
DOTS = ((0x01, 0x08), (0x02, 0x10), (0x04, 0x20), (0x40, 0x80))
"""The bit of each dot of a braille cell, by row (0..3) then column (0..1)."""
STEP = 5000
"""The points axis runs between multiples of this."""
COLOURS = ("#ffd75f", "#5fafff", "#ff87af", "#87d787")
"""Yours, then the next seats' in turn."""
AXIS = "dim"
ROWS_BESIDE_PLOT = 3
"""The axis, the hands' labels and the legend."""


def _bounds(values: Sequence[int]) -> tuple[int, int]:
    lo = floor(min(values) / STEP) * STEP
    hi = ceil(max(values) / STEP) * STEP
    return (lo, hi) if hi > lo else (lo - STEP, hi + STEP)


def _segment(x0: int, y0: int, x1: int, y1: int) -> list[tuple[int, int]]:
    """The dots of a straight line from (x0, y0) to (x1, y1), both ends included."""
    steps = max(abs(x1 - x0), abs(y1 - y0), 1)
    return [(round(x0 + (x1 - x0) * i / steps), round(y0 + (y1 - y0) * i / steps))
            for i in range(steps + 1)]


def graph_text(lines: Sequence[Sequence[int]], names: Sequence[str], labels: Sequence[str],
               width: int, height: int, you: int = 0) -> Text:
    """The plot of ``lines`` (each seat's points at the start and after each hand, all of
    one length) in ``width`` x ``height`` cells; ``labels`` name the hands (one per hand);
    ``you``: the seat drawn in the first colour, on top of the others."""
    styles = [COLOURS[(seat - you) % len(COLOURS)] for seat in range(len(lines))]
    values = [v for line in lines for v in line]
    lo, hi = _bounds(values)
    axis_width = max(len(f"{lo:,}"), len(f"{hi:,}")) + 1
    cols = max(width - axis_width - 1, 4)
    rows = max(height - ROWS_BESIDE_PLOT, 2)
    dots_x, dots_y = cols * 2 - 1, rows * 4 - 1
    bits = [[0] * cols for _ in range(rows)]
    colour = [[""] * cols for _ in range(rows)]
    hands = max(len(lines[0]) - 1, 1)

    def point(i: int, value: int) -> tuple[int, int]:
        return round(i * dots_x / hands), round((hi - value) / (hi - lo) * dots_y)

    for seat in sorted(range(len(lines)), key=lambda s: s == you):
        line, style = lines[seat], styles[seat]
        points = [point(i, v) for i, v in enumerate(line)]
        for (x0, y0), (x1, y1) in pairwise(points):
            for x, y in _segment(x0, y0, x1, y1):
                bits[y // 4][x // 2] |= DOTS[y % 4][x % 2]
                colour[y // 4][x // 2] = style
    out = Text(no_wrap=True, overflow="crop")
    marks = {rows // 2: f"{(hi + lo) // 2:,}", 0: f"{hi:,}", rows - 1: f"{lo:,}"}
    for r in range(rows):
        out.append(f"{marks.get(r, ''):>{axis_width}}┤" if r in marks else
                   " " * axis_width + "│", AXIS)
        for c in range(cols):
            if bits[r][c]:
                out.append(chr(BRAILLE + bits[r][c]), colour[r][c])
            else:
                out.append(" ")
        out.append("\n")
    out.append(" " * axis_width + "└" + "─" * cols + "\n", AXIS)
    out.append_text(_hand_labels(labels, axis_width + 1, cols, hands))
    out.append("\n")
    out.append_text(_legend(lines, names, styles))
    return out


def _hand_labels(labels: Sequence[str], indent: int, cols: int, hands: int) -> Text:
    """Each hand's label under the point where it ended, where there is room (a label
    equal to the one before, a dealer's repeat, is left out)."""
    row = [" "] * cols
    free, shown = 0, ""
    for i, label in enumerate(labels, start=1):
        cells = _cells(label)
        start = round(i * (cols * 2 - 1) / hands) // 2 - len(cells) // 2
        start = min(max(start, 0), cols - len(cells))
        if label == shown or start < free or start < 0:
            continue
        row[start:start + len(cells)] = cells
        free, shown = start + len(cells) + 1, label
    return Text(" " * indent + "".join(row), style=AXIS)


def _cells(label: str) -> list[str]:
    """A label cell by cell: a double-width character (東) takes its cell and the next,
    left empty."""
    return [part for char in label for part in ((char, "") if cell_len(char) == 2 else (char,))]


def _legend(lines: Sequence[Sequence[int]], names: Sequence[str], styles: Sequence[str]
            ) -> Text:
    out = Text()
    for line, name, style in zip(lines, names, styles, strict=True):
        if out:
            out.append("  ")
        out.append("━━ ", style)
        out.append(f"{name} {line[-1]:,}")
    return out


class ScoreGraph(Widget):
    """The plot, drawn to the widget's size (its height comes from the CSS)."""

    DEFAULT_CSS = """
    ScoreGraph {
        height: 14;
    }
    """

    def __init__(self, lines: Sequence[Sequence[int]], names: Sequence[str],
                 labels: Sequence[str], *, you: int = 0, id: str | None = None,
                 ) -> None:
        super().__init__(id=id)
        self.lines = [list(line) for line in lines]
        self.names = tuple(names)
        self.labels = tuple(labels)
        self.you = you

    def render(self) -> Text:
        return graph_text(self.lines, self.names, self.labels, self.size.width,
                          self.size.height, self.you)
