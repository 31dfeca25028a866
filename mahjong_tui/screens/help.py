"""Help: the keys of the table, the replay viewer and the settings, and the yaku of the rules
in force (English, Japanese, han under those rules: :mod:`mahjong_tui.yaku_table`).

Each screen opens the help at its own section (``HelpScreen("replay")``).
"""

from __future__ import annotations

from typing import ClassVar, Literal

from rich import box
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from mahjong_tui.screens.keys import SETTINGS_PAGES
from mahjong_tui.words import preset_name
from mahjong_tui.yaku_table import yaku_rows
from rules.ruleset import TENHOU, RuleSet

TABLE_KEYS = (
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
    ("b", "hint: what the strong AI would play (its discard gets the cursor)"),
    ("w", "auto-win: take every tsumo and ron (toggle, kept for the next games)"),
    ("x", "no calls: pass on every chi, pon and kan offer (a ron is still asked)"),
    ("d", "auto-discard: discard the drawn tile when nothing but a discard is possible"),
    ("e", "hand help: show or hide the shanten, waits, furiten and no-yaku line"),
    ("g", "danger: under each tile, its chance to deal in (-- is safe)"),
    ("a", "auto-play your seat (the AI plays it)"),
    ("v", "switch the tile style (text, letters, Unicode)"),
    ("?  or F1", "this help"),
    ("q", "leave the table (the game is saved)"),
)

REPLAY_KEYS = (
    ("→ / ←", "next / previous action (← at a deal: the end of the hand before)"),
    ("n / p  or PgDn / PgUp", "the deal of the next / previous hand"),
    ("Home / End", "this hand's deal / its result"),
    ("click / right click", "next / previous action"),
    ("h", "turn the other hands face down or up"),
    ("Tab", "see the table from the next seat (all hands are open)"),
    ("1-4", "see the table from seat 1-4 (1 is the first East)"),
    ("v", "switch the tile style (text, letters, Unicode)"),
    ("?  or F1", "this help"),
    ("q  or Esc", "quit the viewer"),
)

SETTINGS_KEYS = (
    (f"1-{SETTINGS_PAGES}", "go to a page: 1 General, then the rule pages in tab order"),
    ("Ctrl+PgDn / Ctrl+PgUp", "next / previous page"),
    ("Tab / Shift+Tab", "move between the tabs, the lists and the controls"),
    ("↑ ↓  or click", "look at a preset, or a rule in a page's list"),
    ("Enter", "play by the preset looked at (or double click it); on a rule: toggle a "
              "switch, or edit the rule"),
    ("Ctrl+R", "reset all rules to the preset"),
    ("?  or F1", "this help"),
    ("Esc", "back (the settings are kept for the next run)"),
)

PRACTICE_KEYS = (
    ("← →  or mouse", "move the cursor over the hand"),
    ("Enter  or click", "discard that tile: every discard is then graded (shanten, ukeire)"),
    ("n", "the next hand"),
    ("v", "switch the tile style (text, letters, Unicode)"),
    ("?  or F1", "this help"),
    ("q  or Esc", "back to the title screen"),
)

NEW_GAME_KEYS = (
    ("Enter", "start the game with the choices shown (in an open list: pick the entry)"),
    ("Tab / Shift+Tab", "the next / previous choice"),
    ("Space  or ↑ ↓", "open the choice's list"),
    ("Esc", "back to the title screen, nothing started"),
)

GAME_RESULT_KEYS = (
    ("r", "replay the game from its first hand (q comes back)"),
    ("↑ ↓ PgUp PgDn Home End", "scroll the standings, the graph and the hands"),
    ("Enter", "back to the title screen"),
)

Section = Literal["table", "replay", "settings", "practice", "new_game", "game_result"]
SECTIONS: dict[Section, tuple[str, tuple[tuple[str, str], ...]]] = {
    "table": ("Keys at the table", TABLE_KEYS),
    "replay": ("Keys in the replay viewer (mahjong-tui replay FILE)", REPLAY_KEYS),
    "settings": ("Keys on the settings screen", SETTINGS_KEYS),
    "practice": ("Keys in discard practice (title screen: p)", PRACTICE_KEYS),
    "new_game": ("Keys in the new-game dialog (title screen: n)", NEW_GAME_KEYS),
    "game_result": ("Keys on the game result", GAME_RESULT_KEYS),
}
"""Each key table by the section name a screen opens the help at."""

LEGEND = (
    "River: [tile] riichi declaration · dim: tsumogiri (discarded as drawn) · "
    "grey struck: called away · yellow: the latest discard.\n"
    "Melds: the highlighted tile was called and lies on the side of the player it came "
    "from, as the screen shows them; the arrow points at that player (← left, ↑ across, "
    "→ right, ↓ you), + marks the tile added to an added kan.\n"
    "Centre: 東 is the dealer, ● in riichi, ▶ whose turn it is; the pond's corner names "
    "the game and its rules."
)


YAKU_TITLE = "Yaku"
YAKU_UNDER = "As the rules in force have them: {rules}. Dora, red fives and ura dora add han " \
    "but are no yaku."
YAKU_COLUMNS = ("Yaku", "Japanese", "Closed", "Open")


def keys_table(rows: tuple[tuple[str, str], ...]) -> Table:
    """A key table, its descriptions wrapped to the room it gets."""
    table = Table(expand=True, box=box.SIMPLE_HEAD, show_edge=False)
    table.add_column("Key", no_wrap=True, style="bold")
    table.add_column("Does", ratio=1)
    for key, what in rows:
        table.add_row(Text(key), Text(what))
    return table


def yaku_table(rules: RuleSet) -> Table:
    table = Table(expand=True, box=box.SIMPLE_HEAD, show_edge=False)
    for column in YAKU_COLUMNS:
        table.add_column(column, no_wrap=column != "Yaku")
    for row in yaku_rows(rules):
        table.add_row(row.name, row.name_ja, row.closed, row.opened)
    return table


class HelpScreen(Screen[None]):
    """Scrolled by the keyboard (↑ ↓ PgUp PgDn Home End) or the mouse to its end: the
    tables are plain text, so the page is as long as they are."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "keys.back", priority=True),
        Binding("q", "close", "keys.back", show=False),
    ]

    def __init__(self, section: Section = "table", rules: RuleSet = TENHOU) -> None:
        """``section``: the key table shown at the top (a key of :data:`SECTIONS`);
        ``rules``: the rules in force, whose yaku are listed."""
        super().__init__()
        self.section = section
        self.rules = rules

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-box"):
            for name, (title, rows) in SECTIONS.items():
                yield Static(title, classes="screen-title", id=f"help-{name}")
                yield Static(keys_table(rows), id=f"keys-{name}", classes="help-part")
                if name == "table":
                    yield Static(Text(LEGEND), id="legend")
            yield Static(YAKU_TITLE, classes="screen-title", id="help-yaku")
            yield Static(Text(YAKU_UNDER.format(rules=preset_name(self.rules))), classes="dim")
            yield Static(yaku_table(self.rules), id="yaku", classes="help-part")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#help-box").focus()
        self.call_after_refresh(self._show_section)

    def _show_section(self) -> None:
        self.query_one(f"#help-{self.section}").scroll_visible(top=True, animate=False)

    def action_close(self) -> None:
        self.dismiss(None)
