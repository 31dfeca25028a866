"""One page of rules: a list of fields with their values, and the editor of the chosen one.

A list row per field (changed marker, label, value) keeps a page of twenty rules
on one screen and cheap to draw; the highlighted row's field gets a full
:class:`~mahjong_tui.tui.widgets.rule_editor.RuleEditor` beside the list, with its
help text, its error line and its reset button. Enter (or a click) on a switch
row toggles it; on another row it moves to the editor.
"""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import OptionList, Switch
from textual.widgets.option_list import Option

from mahjong_tui.text.line_breaks import prose
from mahjong_tui.text.rule_fields import FIELDS, Kind
from mahjong_tui.tui.widgets.rule_editor import MARK, RuleEditor, shown_value
from rules.ruleset import RuleSet


def row(name: str, value: Any, changed: bool) -> Table:
    """A list row: the marker, the label, the value; label and value each wrap in their own
    column, so a long one takes more lines and is never cut or run into the other."""
    field = FIELDS[name]
    grid = Table.grid(padding=(0, 1), expand=True)
    grid.add_column(width=1)
    grid.add_column(ratio=1)
    grid.add_column(ratio=1)
    grid.add_row(Text(MARK if changed else " ", style="bold #ffd75f"),
                 prose(Text(field.label, style="#ffd75f" if changed else "")),
                 prose(shown_value(field, value)))
    return grid


class RulePage(Horizontal):
    """The rules of one group."""

    def __init__(self, names: tuple[str, ...], rules: RuleSet, base: RuleSet, **kw: Any) -> None:
        super().__init__(classes="rule-page", **kw)
        self.names = names
        self.rules = rules
        self.base = base

    def compose(self) -> ComposeResult:
        yield OptionList(*(Option(self._row(name), id=name) for name in self.names),
                         classes="rule-list")
        yield Vertical(self._editor(self.names[0]), classes="rule-detail")

    def _row(self, name: str) -> Table:
        value = getattr(self.rules, name)
        return row(name, value, value != getattr(self.base, name))

    def _editor(self, name: str) -> RuleEditor:
        value = getattr(self.rules, name)
        return RuleEditor(FIELDS[name], value, changed=value != getattr(self.base, name))

    @property
    def editor(self) -> RuleEditor:
        return self.query_one(RuleEditor)

    def show(self, rules: RuleSet, base: RuleSet) -> None:
        """The rules now and the base they are compared with."""
        self.rules, self.base = rules, base
        rows = self.query_one(OptionList)
        for index, name in enumerate(self.names):
            rows.replace_option_prompt_at_index(index, self._row(name))

    def select(self, name: str) -> None:
        """Show the editor of ``name`` (a field of this page)."""
        self.query_one(OptionList).highlighted = self.names.index(name)

    @on(OptionList.OptionHighlighted, ".rule-list")
    async def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        name = event.option.id
        if name is None or name == self.editor.field.name:
            return
        detail = self.query_one(".rule-detail")
        await detail.remove_children()
        await detail.mount(self._editor(name))

    @on(OptionList.OptionSelected, ".rule-list")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        editor = self.editor
        if editor.field.kind is Kind.SWITCH:
            editor.query_one(Switch).toggle()
        else:
            editor.focus_control()
