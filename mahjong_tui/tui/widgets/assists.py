"""The assist toggles under the action bar: each with its key, lit when on."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from mahjong_tui.play.assists import Assists
from mahjong_tui.text.language import t

ASSIST_KEYS: tuple[tuple[str, str], ...] = (
    ("w", "auto_win"),
    ("x", "no_calls"),
    ("d", "auto_discard"),
    ("e", "hand_help"),
    ("g", "danger"),
)
"""(key, :class:`Assists` field) of each toggle: the table binds them all; each toggle's
label is the message ``assists.FIELD``."""


def assists_text(assists: Assists) -> Text:
    """``w ✓auto-win  x  no calls ...``: a tick (and green) when on, dim when off.

    The tick is a narrow character in every terminal (unlike ● and ○, whose width
    depends on the terminal's East Asian setting)."""
    parts = []
    for key, field in ASSIST_KEYS:
        on = getattr(assists, field)
        parts.append(Text.assemble((key, "bold #ffd75f"), " ",
                                   (f"{'✓' if on else ' '}{t(f'assists.{field}')}",
                                    "bold #5fd75f" if on else "dim")))
    return Text("  ").join(parts)


class AssistsView(Static):
    def show(self, assists: Assists) -> None:
        self.update(assists_text(assists))
