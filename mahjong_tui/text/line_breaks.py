"""Japanese line breaking (禁則処理) for the screens that show long Japanese prose.

Rich and Textual wrap a line only at spaces, and fold a run longer than the line
anywhere. Japanese has no spaces, so a sentence is one long run: it is folded
wherever the width ends, and a line can start with 。、」）ー or end with 「（.
:func:`break_offsets` wraps by the rules Japanese typesetting uses instead: a
line may break between two characters where either is double-width (and at
spaces, as in English), but never before a character that may not start a line
(:data:`NO_LINE_START`) nor after one that may not end it (:data:`NO_LINE_END`);
the character is pushed to the next line with the one before it (追い出し).
Letters and digits next to Japanese stay with it (``5m切り``, ``東1局``, ``2翻``), except
after punctuation (``、20/10``).

:class:`Prose` is a Rich renderable that wraps its text so at the width it is
given (a Static, a table cell): the help, a rule's help, the result lines use it
through :func:`prose`, which leaves English text to Rich and Textual as before.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator
from itertools import accumulate, pairwise
from typing import Final

from rich.cells import get_character_cell_size
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text

from mahjong_tui.text.language import current_language

NO_LINE_START: Final = frozenset(
    "、。，．,.・：；:;？！?!…‥ー〜～ゝゞヽヾ々"
    "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ"
    "」』）】〉》〕］｝〙〗〟”’)]}％%"
)
"""Closing brackets, punctuation, small kana, the long-vowel mark and iteration marks
(JIS X 4051's 行頭禁則)."""
NO_LINE_END: Final = frozenset("「『（【〈《〔［｛〘〖〝“‘([{")
"""Opening brackets (行末禁則)."""


def _wide(char: str) -> bool:
    return get_character_cell_size(char) == 2


def _latin(char: str) -> bool:
    """A letter or digit of the Latin alphabet, which stays with its neighbours."""
    return char.isascii() and char.isalnum()


def may_break_before(text: str, index: int) -> bool:
    """Whether a new line may start at ``text[index]`` (0 < index < len(text))."""
    after = text[index]
    if after.isspace() or after in NO_LINE_START:
        return False
    before = text[index - 1]
    if before.isspace():
        return True
    if before in NO_LINE_END or _latin(before):
        return False
    if _latin(after) and before not in NO_LINE_START:
        return False  # after 、。」 a line may end even before a digit: 、20/10
    return _wide(before) or _wide(after)


def break_offsets(text: str, width: int, *, words: bool = False) -> list[int]:
    """Where ``text`` (one paragraph) starts a new line to fit in ``width`` cells.

    ``words``: a line ends at its last space when it has one, rather than between two
    Japanese characters after it (a short label such as ``Tenpai without a yaku counts
    (形式聴牌)`` keeps its Japanese word whole on the next line).

    A space at a break ends its line and is not shown; a run with no place to break
    that is wider than the line is folded where it must be, still never before a
    character that may not start a line if the run leaves any other place.
    """
    cells = [0, *accumulate(get_character_cell_size(c) for c in text)]
    breaks = [i for i in range(1, len(text)) if may_break_before(text, i)]
    offsets: list[int] = []
    start = 0
    candidates: Iterator[int] = iter(breaks)
    pending = next(candidates, None)
    while _width(text, cells, start, len(text)) > width:
        fitting: int | None = None
        at_space: int | None = None
        while pending is not None and _width(text, cells, start, pending) <= width:
            fitting = pending
            if text[pending - 1].isspace():
                at_space = pending
            pending = next(candidates, None)
        if words and at_space is not None and at_space != fitting:
            fitting = at_space
            candidates = iter(breaks[bisect_right(breaks, at_space):])
            pending = next(candidates, None)
        if fitting is None or fitting <= start:
            fitting = _fold(text, cells, start, width)
            while pending is not None and pending <= fitting:
                pending = next(candidates, None)
        offsets.append(fitting)
        start = fitting
    return offsets


def _width(text: str, cells: list[int], start: int, end: int) -> int:
    """The cells of ``text[start:end]`` without the spaces it ends with."""
    while end > start and text[end - 1].isspace():
        end -= 1
    return cells[end] - cells[start]


def _fold(text: str, cells: list[int], start: int, width: int) -> int:
    """The end of the widest piece from ``start`` that fits (at least one character),
    moved back past Japanese characters that may not start a line where it can be (a
    Latin word is folded as Rich folds it)."""
    end = start + 1
    while end < len(text) and cells[end + 1] - cells[start] <= width:
        end += 1
    fold = end
    while fold > start + 1 and _held(text, fold):
        fold -= 1
    return end if _held(text, fold) else fold


def _held(text: str, index: int) -> bool:
    """Whether a fold before ``text[index]`` breaks a Japanese rule."""
    before, after = text[index - 1], text[index]
    return (after in NO_LINE_START and not after.isascii()) or (
        before in NO_LINE_END and not before.isascii())


def wrap(text: Text, width: int, *, words: bool = False) -> list[Text]:
    """``text`` as lines of at most ``width`` cells (its own newlines kept); ``words`` as
    :func:`break_offsets` takes it."""
    lines: list[Text] = []
    for paragraph in text.split("\n", allow_blank=True):
        for line in paragraph.divide(break_offsets(paragraph.plain, max(width, 1),
                                                   words=words)):
            line.rstrip()
            lines.append(line)
    return lines


class Prose:
    """Text wrapped by :func:`break_offsets` at the width it is rendered in."""

    def __init__(self, text: Text | str) -> None:
        self.text = text if isinstance(text, Text) else Text(text)

    def __str__(self) -> str:
        """Its text, as ``str`` of a Text gives it."""
        return self.text.plain

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        lines = Text("\n").join(wrap(self.text, options.max_width))
        lines.no_wrap = True
        lines.overflow = "crop"
        lines.justify = self.text.justify
        yield lines

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        """At least its widest piece that cannot be broken, at most its longest line."""
        plain = self.text.plain
        longest = max(pieces(plain), default=0)
        widest = max((Text(line).cell_len for line in plain.split("\n")), default=0)
        return Measurement(longest, widest).clamp(max_width=options.max_width)


def pieces(plain: str) -> Iterator[int]:
    """The width of each piece of ``plain`` between two places it may break."""
    for paragraph in plain.split("\n"):
        cells = [0, *accumulate(get_character_cell_size(c) for c in paragraph)]
        edges = [0, *(i for i in range(1, len(paragraph)) if may_break_before(paragraph, i)),
                 len(paragraph)]
        for start, end in pairwise(edges):
            yield _width(paragraph, cells, start, end)


def prose(text: Text | str) -> Text | Prose:
    """``text`` wrapped by the Japanese rules when the player reads Japanese; English as it
    is (Rich and Textual wrap it at spaces, which is all it needs)."""
    if current_language() == "ja":
        return Prose(text)
    return text if isinstance(text, Text) else Text(text)
