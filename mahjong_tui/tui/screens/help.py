"""Help: the keys of the table, the replay viewer and the settings, and the yaku of the rules
in force (their names, and their han under those rules: :mod:`mahjong_tui.text.yaku_table`),
all in the player's language (the catalogue's ``help.*`` messages).

Each screen opens the help at its own section (``HelpScreen("replay")``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Literal

from rich import box
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from mahjong_tui.text.language import current_language, t
from mahjong_tui.text.line_breaks import prose
from mahjong_tui.text.words import preset_name
from mahjong_tui.text.yaku_table import yaku_rows
from mahjong_tui.tui.screens.keys import SETTINGS_PAGES
from rules.ruleset import TENHOU, RuleSet

TABLE_KEYS = (
    "table.cursor", "table.discard", "table.win", "table.riichi", "table.calls", "table.nine",
    "table.pass", "table.show", "table.stop", "table.back", "table.hint", "table.auto_win",
    "table.no_calls", "table.auto_discard", "table.hand_help", "table.danger",
    "table.autoplay", "style", "this_help", "table.leave",
)
"""Each row of a key table is the pair of messages ``help.ROW.key`` and ``help.ROW.does``
(the rows several tables share, such as ``style``, are ``help.style.*``)."""
REPLAY_KEYS = (
    "replay.step", "replay.hand", "replay.ends", "replay.click", "replay.hands",
    "replay.next_seat", "replay.seat", "style", "this_help", "replay.quit",
)
SETTINGS_KEYS = (
    "settings.pages", "settings.turn", "settings.tab", "settings.look", "settings.enter",
    "settings.reset", "this_help", "settings.back",
)
PRACTICE_KEYS = (
    "practice.cursor", "practice.discard", "practice.next", "style", "this_help",
    "practice.back",
)
NEW_GAME_KEYS = ("new_game.start", "new_game.move", "new_game.open", "new_game.back")
GAME_RESULT_KEYS = ("game_result.replay", "game_result.scroll", "game_result.back")

Section = Literal["table", "replay", "settings", "practice", "new_game", "game_result"]
SECTIONS: dict[Section, tuple[str, ...]] = {
    "table": TABLE_KEYS,
    "replay": REPLAY_KEYS,
    "settings": SETTINGS_KEYS,
    "practice": PRACTICE_KEYS,
    "new_game": NEW_GAME_KEYS,
    "game_result": GAME_RESULT_KEYS,
}
"""Each key table by the section name a screen opens the help at (its title is the
message ``help.SECTION.title``)."""


def key_rows(section: Section) -> list[tuple[str, str]]:
    """A section's keys and what they do, in the player's language."""
    return [(t(f"help.{row}.key", last=SETTINGS_PAGES), t(f"help.{row}.does"))
            for row in SECTIONS[section]]


def legend() -> str:
    """What the table's marks mean (under its keys): the river, the melds, the centre."""
    riichi = f"[{t('help.legend.tile')}]"
    return "\n".join([t("help.legend.river", riichi=riichi), t("help.legend.melds"),
                      t("help.legend.centre"), t("help.legend.red_fives")])


def keys_table(rows: list[tuple[str, str]]) -> Table:
    """A key table, its descriptions wrapped to the room it gets."""
    table = Table(expand=True, box=box.SIMPLE_HEAD, show_edge=False)
    table.add_column(t("help.key"), no_wrap=True, style="bold")
    table.add_column(t("help.does"), ratio=1)
    for key, what in rows:
        table.add_row(Text(key), prose(what))
    return table


def yaku_table(rules: RuleSet) -> Table:
    """The yaku with their value closed and open; in a language other than Japanese, with
    each yaku's Japanese name beside its name."""
    table = Table(expand=True, box=box.SIMPLE_HEAD, show_edge=False)
    both = current_language() != "ja"
    table.add_column(t("help.yaku.name"))
    if both:
        table.add_column(t("help.yaku.name_ja"), no_wrap=True)
    table.add_column(t("help.yaku.closed"), no_wrap=True)
    table.add_column(t("help.yaku.open"), no_wrap=True)
    for row in yaku_rows(rules):
        names = (row.name, row.name_ja) if both else (row.name_ja,)
        table.add_row(*names, row.closed, row.opened)
    return table


class HelpScreen(Screen[None]):
    """Scrolled by the keyboard (↑ ↓ PgUp PgDn Home End) or the mouse to its end: the
    tables are plain text, so the page is as long as they are."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "keys.back", priority=True),
        Binding("q", "close", "keys.back", show=False),
    ]

    def __init__(self, section: Section = "table", rules: RuleSet = TENHOU,
                 now: Sequence[str] = ()) -> None:
        """``section``: the key table shown at the top (a key of :data:`SECTIONS`);
        ``rules``: the rules in force, whose yaku are listed; ``now``: what you need at the
        table (オーラス条件), shown first."""
        super().__init__()
        self.section = section
        self.rules = rules
        self.now = now

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-box"):
            if self.now:
                yield Static(Text(t("needs.title")), classes="screen-title", id="help-needs")
                yield Static(prose("\n".join(self.now)), id="needs-now")
                yield Static(prose(t("needs.note")), classes="dim help-part")
            for name in SECTIONS:
                yield Static(Text(t(f"help.{name}.title")), classes="screen-title",
                             id=f"help-{name}")
                yield Static(keys_table(key_rows(name)), id=f"keys-{name}", classes="help-part")
                if name == "table":
                    yield Static(prose(legend()), id="legend")
            yield Static(Text(t("help.yaku.title")), classes="screen-title", id="help-yaku")
            yield Static(prose(t("help.yaku.under", rules=preset_name(self.rules))),
                         classes="dim")
            yield Static(yaku_table(self.rules), id="yaku", classes="help-part")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#help-box").focus()
        self.call_after_refresh(self._show_section)

    def _show_section(self) -> None:
        first = "needs" if self.now else self.section
        self.query_one(f"#help-{first}").scroll_visible(top=True, animate=False)

    def action_close(self) -> None:
        self.dismiss(None)
