"""One page of rules: a list of fields with their values, and the editor of the chosen one.

A list row per field (changed marker, label, value) keeps a page of twenty rules
on one screen and cheap to draw; the highlighted row's field gets a full
:class:`~mahjong_tui.tui.widgets.rule_editor.RuleEditor` beside the list, with its
help text, its error line and its reset button. Enter (or a click) on a switch
row toggles it; on another row it moves to the editor.
"""

from __future__ import annotations

from typing import Any

from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import OptionList, Switch
from textual.widgets.option_list import Option

from mahjong_tui.text.line_breaks import wrap
from mahjong_tui.text.rule_fields import FIELDS, Kind
from mahjong_tui.tui.widgets.rule_editor import MARK, RuleEditor, shown_value
from rules.ruleset import RuleSet

GAP = 2
"""Cells between a label and its value on a shared line."""
VALUE_INDENT = 4
"""Cells before a value on a line of its own (under its label)."""


class RuleRow:
    """A list row: the changed marker, the label, the value.

    Label and value share one line only when both fit whole on it, the value at the
    right end (so the values of a page line up) with a gap at least :data:`GAP` wide;
    otherwise the label takes the row's width and the value the lines under it,
    indented, so a wrapped label never runs into its value. Both wrap by
    :func:`~mahjong_tui.text.line_breaks.wrap`: at a space where the line has one, else
    between Japanese characters by the line-breaking rules."""

    def __init__(self, mark: Text, label: Text, value: Text) -> None:
        self.mark, self.label, self.value = mark, label, value

    def lines(self, width: int) -> list[Text]:
        """The row as lines of at most ``width`` cells."""
        room = max(width - 2, 1)  # the marker and a space
        gap = room - self.label.cell_len - self.value.cell_len
        if gap >= GAP:
            return [Text.assemble(self.mark, " ", self.label, " " * gap, self.value)]
        blank = Text(" " * self.mark.cell_len)
        head = [Text.assemble(self.mark if i == 0 else blank, " ", line)
                for i, line in enumerate(wrap(self.label, room, words=True))]
        indent = min(VALUE_INDENT, room // 2)
        return head + [Text.assemble(" " * (2 + indent), line)
                       for line in wrap(self.value, room - indent, words=True)]

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield Text("\n").join(self.lines(options.max_width))

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement(1, options.max_width)


def row(name: str, value: Any, changed: bool) -> RuleRow:
    """The list row of the field ``name`` at ``value``."""
    field = FIELDS[name]
    return RuleRow(Text(MARK if changed else " ", style="bold #ffd75f"),
                   Text(field.label, style="#ffd75f" if changed else ""),
                   shown_value(field, value))


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

    def _row(self, name: str) -> RuleRow:
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
