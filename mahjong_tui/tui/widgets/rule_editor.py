"""One RuleSet field on the settings screen: its label, editor, help text and error line.

The editor is built from a :class:`~mahjong_tui.text.rule_fields.RuleField` (the field's
kind picks the controls). It decides nothing about validity beyond parsing what
was typed: a parsed value goes up as :class:`RuleEditor.Edited`, the screen
checks it against the whole RuleSet and answers with :meth:`RuleEditor.show`
(accepted, or another field changed) or :meth:`RuleEditor.refuse`.

Controls are written back without echoing their ``Changed`` messages
(``prevent``), and a text input whose text already means the value is left
alone, so typing ``20.`` on the way to ``20.5`` is not rewritten under the cursor.

A switch has its state in words beside it (:class:`SwitchState`), coloured as in
the rule lists (:func:`shown_value`), so on and off read at a glance.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Input, Label, OptionList, Static, Switch

from mahjong_tui.text.language import t
from mahjong_tui.text.line_breaks import Prose, prose
from mahjong_tui.text.rule_fields import (
    Kind,
    RuleField,
    format_number,
    format_table,
    none_text,
    parse_number,
    parse_table,
    value_text,
)

MARK = "●"
"""Shown before the label of a field that differs from the base preset."""
ON_STYLE = "bold #9fe09f"
OFF_STYLE = "#a8b8a8"
_CONTROL_EVENTS = (Switch.Changed, Input.Changed, Checkbox.Changed)


def shown_value(field: RuleField, value: Any) -> Text:
    """A value in words as the rule lists and the switches show it: a switch's ``on`` in
    green and ``off`` in grey, any other value in bold."""
    if field.kind is not Kind.SWITCH:
        return Text(value_text(field, value), style="bold")
    return Text(value_text(field, value), style=ON_STYLE if value else OFF_STYLE)


class SwitchState(Static):
    """A switch's state in words beside it, in step with it however it changes (a click,
    the screen's answer, a refusal); a click here toggles the switch too."""

    def __init__(self, switch: Switch, field: RuleField) -> None:
        super().__init__(classes="switch-state")
        self.switch = switch
        self.field = field

    def on_mount(self) -> None:
        self.watch(self.switch, "value", self._show)

    def _show(self, on: bool) -> None:
        self.update(shown_value(self.field, on))

    def on_click(self) -> None:
        self.switch.toggle()


class ChoiceList(OptionList):
    """A choice field's choices, the one in force marked: all in view, each label wrapping
    (a Select would cut a long label to the width of its box). Choosing one posts
    ``OptionSelected``; the mark moves only when the screen accepts it (:meth:`mark`)."""

    def __init__(self, field: RuleField, value: Any) -> None:
        self.field = field
        self.chosen = value
        super().__init__(*self._prompts(), compact=True, classes="rule-choices")

    def _prompts(self) -> list[Text | Prose]:
        return [prose(Text.assemble(("● " if option == self.chosen else "○ ", ON_STYLE),
                              self.field.option_text(option))) for option in self.field.options]

    def on_mount(self) -> None:
        self.highlighted = self.field.options.index(self.chosen)

    def mark(self, value: Any) -> None:
        """Mark ``value`` as the choice in force."""
        self.chosen = value
        for index, prompt in enumerate(self._prompts()):
            self.replace_option_prompt_at_index(index, prompt)
        self.highlighted = self.field.options.index(value)


class RuleEditor(Vertical):
    """The editor of one rule field."""

    class Edited(Message):
        """The player changed the field to a value that parses (not yet validated)."""

        def __init__(self, editor: RuleEditor, value: Any) -> None:
            super().__init__()
            self.editor = editor
            self.value = value

    class ResetWanted(Message):
        """The player asked for the base preset's value of this field."""

        def __init__(self, editor: RuleEditor) -> None:
            super().__init__()
            self.editor = editor

    def __init__(self, field: RuleField, value: Any, *, changed: bool = False) -> None:
        super().__init__(classes="rule-editor")
        self.field = field
        self.value = value
        self.changed = changed
        self._label_line = Static(classes="rule-label")
        self._reset_button = Button(t("rule_editor.reset"), classes="rule-reset", compact=True,
                                    tooltip=t("rule_editor.reset_tooltip"))
        """Held, not queried: they sit in a row that may still be mounting when the
        editor is."""

    # --- layout -----------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        with Horizontal(classes="rule-head"):
            yield self._label_line
            yield self._reset_button
        parts = " -parts" if self.field.kind is Kind.PARTS else ""
        with Horizontal(classes=f"rule-controls{parts}"):
            yield from self._controls()
        if self.field.kind is Kind.SET:
            with Vertical(classes="rule-set"):
                for option in self.field.options:
                    yield Checkbox(self.field.option_text(option), option in self.value,
                                   compact=True)
        yield Static("", classes="rule-error")
        yield Static(prose(self.field.help), classes="rule-help")

    def _controls(self) -> list[Widget]:
        field, value = self.field, self.value
        if field.kind is Kind.SWITCH:
            switch = Switch(value)
            return [switch, SwitchState(switch, field)]
        if field.kind is Kind.CHOICE:
            return [ChoiceList(field, value)]
        if field.kind is Kind.NUMBER:
            number: list[Widget] = [self._input(format_number(value) if value is not None else "")]
            if field.optional:
                number.append(Checkbox(none_text(), value is None, compact=True))
            return number
        if field.kind is Kind.PARTS:
            return [widget for part, item in zip(field.part_labels, value, strict=True)
                    for widget in (Label(part, classes="part-label"),
                                   self._input(format_number(item), "part"))]
        if field.kind is Kind.TABLE:
            return [Input(format_table(value), compact=True, classes="table-input",
                          placeholder=t("rule_editor.table_placeholder"))]
        return []

    def _input(self, text: str, classes: str = "number") -> Input:
        bounds = self.field.bounds
        return Input(text, type="integer" if self.field.part_type is int else "number",
                     compact=True, classes=classes,
                     placeholder=none_text() if self.field.optional else bounds,
                     tooltip=t("rule_editor.allowed", bounds=bounds) if bounds else None,
                     disabled=self.field.optional and self.value is None)

    def on_mount(self) -> None:
        self._decorate()

    def _label(self) -> Text:
        bounds = f" ({self.field.bounds})" if self.field.bounds else ""
        return Text.assemble((f"{MARK} ", "bold #ffd75f") if self.changed else "  ",
                             self.field.label, (bounds, "#a8b8a8"))

    def _decorate(self) -> None:
        self._label_line.update(self._label())
        self._reset_button.display = self.changed
        self.set_class(self.changed, "-changed")

    # --- reading and writing the controls -----------------------------------------------

    def read(self) -> Any:
        """The value the controls show. Raises ValueError for text that is no value."""
        kind, field = self.field.kind, self.field
        if kind is Kind.SWITCH:
            return self.query_one(Switch).value
        if kind is Kind.CHOICE:
            return self.query_one(ChoiceList).chosen
        if kind is Kind.SET:
            boxes = self.query(".rule-set Checkbox").results(Checkbox)
            return frozenset(o for o, box in zip(field.options, boxes, strict=True) if box.value)
        if kind is Kind.TABLE:
            return parse_table(self.query_one(Input).value)
        if kind is Kind.PARTS:
            return tuple(parse_number(box.value, field.part_type) for box in self.query(Input))
        if field.optional and self.query_one(".rule-controls Checkbox", Checkbox).value:
            return None
        return parse_number(self.query_one(Input).value, field.part_type)

    def _write(self, value: Any) -> None:
        """Set the controls to ``value`` (text inputs only if their text means another)."""
        kind, field = self.field.kind, self.field
        if kind is Kind.SWITCH:
            self.query_one(Switch).value = value
        elif kind is Kind.CHOICE:
            self.query_one(ChoiceList).mark(value)
        elif kind is Kind.SET:
            boxes = self.query(".rule-set Checkbox").results(Checkbox)
            for option, box in zip(field.options, boxes, strict=True):
                box.value = option in value
        elif self._text_means(value):
            return
        elif kind is Kind.TABLE:
            self.query_one(Input).value = format_table(value)
        elif kind is Kind.PARTS:
            for part, item in zip(self.query(Input), value, strict=True):
                part.value = format_number(item)
        else:
            typed = self.query_one(Input)
            typed.disabled = value is None
            if field.optional:
                self.query_one(".rule-controls Checkbox", Checkbox).value = value is None
            if value is not None:
                typed.value = format_number(value)

    def _text_means(self, value: Any) -> bool:
        try:
            return bool(self.read() == value)
        except ValueError:
            return False

    def focus_control(self) -> None:
        """Focus the first control (from the rule list's Enter)."""
        self.query("Switch, ChoiceList, Input, Checkbox").first().focus()

    # --- the screen's answers -------------------------------------------------------------

    def show(self, value: Any, *, changed: bool) -> None:
        """The field's value now, and whether it differs from the base preset (an editor
        still being mounted, as a page swaps its editor, shows them once mounted)."""
        self.value = value
        self.changed = changed
        if not self.is_mounted:  # its controls are built from these values
            return
        with self.prevent(*_CONTROL_EVENTS):
            self._write(value)
        self._error("")
        self._decorate()

    def refuse(self, reason: str) -> None:
        """The last edit was refused: say why. Switches, choices and boxes go back to the
        value in force; typed text stays, so it can be corrected."""
        if self.field.kind in (Kind.SWITCH, Kind.CHOICE, Kind.SET):
            with self.prevent(*_CONTROL_EVENTS):
                self._write(self.value)
        self._error(t("rule_editor.refused", reason=reason))

    def _error(self, text: str) -> None:
        error = self.query_one(".rule-error", Static)
        error.update(prose(text))
        error.display = bool(text)

    # --- input --------------------------------------------------------------------------

    @on(OptionList.OptionHighlighted, ".rule-choices")
    def _looked(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()

    @on(OptionList.OptionSelected, ".rule-choices")
    def _chose(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        choice = self.field.options[event.option_index]
        if choice != self.value:
            self.post_message(self.Edited(self, choice))

    @on(Switch.Changed)
    @on(Input.Changed)
    @on(Checkbox.Changed)
    def _edited(self, event: Message) -> None:
        event.stop()
        if isinstance(event, Checkbox.Changed) and self.field.kind is Kind.NUMBER:
            self.query_one(Input).disabled = event.value
        try:
            value = self.read()
        except ValueError as exc:
            self._error(t("rule_editor.refused", reason=exc))
            return
        if value != self.value:
            self.post_message(self.Edited(self, value))
        else:
            self._error("")

    @on(Button.Pressed, ".rule-reset")
    def _reset(self, event: Button.Pressed) -> None:
        event.stop()
        self.post_message(self.ResetWanted(self))
