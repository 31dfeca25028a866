"""Help: the keys, and a yaku reference built from the yaku registry (English, Japanese, han)."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Static

from rules.yaku import YAKU_INFO

KEYS = (
    ("← →  or mouse", "move the cursor over your hand"),
    ("Enter  or click", "discard the tile under the cursor"),
    ("t / r", "tsumo / ron"),
    ("i", "riichi: then pick one of the marked riichi discards"),
    ("k / p / c", "kan / pon / chi (several ways: pick with 1-9)"),
    ("9", "abortive draw with nine terminals and honours"),
    ("Space", "pass (do not call)"),
    ("s / h", "show or hide a tenpai hand at a draw (where noten may be declared)"),
    ("y / n", "end the game or play on (where stopping at all-last is optional)"),
    ("Esc", "back out of a choice"),
    ("a", "auto-play your seat (the AI plays it)"),
    ("v", "switch the tile style (text, letters, Unicode)"),
    ("?", "this help"),
    ("q", "leave the table (the game is saved)"),
)

LEGEND = (
    "River: [tile] riichi declaration · dim: tsumogiri (discarded as drawn) · "
    "grey struck: called away · yellow: the latest discard.\n"
    "Melds: the highlighted tile was called; the arrow points at the player it came from "
    "(← left, ↑ across, → right). Centre: 親 the dealer, ● in riichi, ▶ on turn."
)


class HelpScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Back", priority=True),
        Binding("q", "close", "Back", show=False),
    ]

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-box"):
            yield Static("Keys", classes="screen-title")
            keys: DataTable[str] = DataTable(id="keys", show_cursor=False)
            keys.add_columns("Key", "Does")
            keys.add_rows(KEYS)
            yield keys
            yield Static(Text(LEGEND), id="legend")
            yield Static("Yaku", classes="screen-title")
            yaku: DataTable[str] = DataTable(id="yaku", show_cursor=False)
            yaku.add_columns("Yaku", "Japanese", "Closed", "Open")
            for info in YAKU_INFO.values():
                if info.id in ("dora", "aka_dora", "ura_dora"):
                    continue
                closed = "yakuman" if info.yakuman else f"{info.han_closed} han"
                if info.han_open is None:
                    opened = "closed only"
                else:
                    opened = "yakuman" if info.yakuman else f"{info.han_open} han"
                yaku.add_row(info.name, info.name_ja, closed, opened)
            yield yaku
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)
