"""Pop-up notifications (Textual's toasts) broken into lines by the Japanese rules.

A toast wraps its text as Textual's :class:`~textual.content.Content` does: at
spaces, folding a longer run anywhere. Japanese has no spaces, so a Japanese
notice would be folded wherever the toast's width ends, with 。、」 at the start of
a line. :func:`toast_text` breaks it beforehand, by
:func:`mahjong_tui.text.line_breaks.break_offsets`, at the width the toast gives its
text: every line then fits and Textual wraps nothing again. English is left to
Textual, which wraps it at spaces as it needs.
"""

from __future__ import annotations

from typing import Final

from rich.text import Text

from mahjong_tui.text.language import current_language
from mahjong_tui.text.line_breaks import wrap

TOAST_WIDTH: Final = 60
"""Textual's toast: ``width: 60; max-width: 50%`` of the toast rack, which keeps two
cells for its scroll bar; ``padding: 1 1`` and a one-cell left border inside that."""
_RACK_SCROLLBAR: Final = 2
_TOAST_FRAME: Final = 3


def toast_width(screen_width: int) -> int:
    """The cells a toast's text has on a screen ``screen_width`` cells wide (a test
    measures the real toast at several sizes, so a Textual upgrade that changes it
    shows)."""
    return max(1, min(TOAST_WIDTH, (screen_width - _RACK_SCROLLBAR) // 2) - _TOAST_FRAME)


def toast_text(text: str, screen_width: int) -> str:
    """``text`` with its lines broken by the Japanese rules for a toast on a screen
    ``screen_width`` cells wide, when the player reads Japanese; else as it is."""
    if current_language() != "ja" or not text:
        return text
    return "\n".join(line.plain for line in wrap(Text(text), toast_width(screen_width)))
