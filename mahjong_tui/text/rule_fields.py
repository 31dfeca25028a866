"""The settings screen's rule pages, derived from the RuleSet schema (no Textual here).

Every RuleSet field becomes a :class:`RuleField`: its label comes from the field's
name, its help text from the field's docstring (:func:`rules.ruleset.field_docs`), its
editor kind from its type (a switch for ``bool``, a choice for ``Literal``, a
number for ``int`` with the bounds of its ``Field``, parts for a tuple, boxes
for a ``frozenset`` of choices, text for the floating-uma table). A field whose
type has no editor fails at import, so a new kind of field cannot go unnoticed.

:data:`~mahjong_tui.text.rule_pages.GROUPS` places each rule field on exactly one page;
the identity fields (name, description, source) are not rules and are shown with the
preset instead.
A test checks that the two together cover every field exactly once.

Values from the editors are parsed here (:func:`parse_number`, :func:`parse_table`)
and checked by the model itself (:func:`apply_change`): the screen never decides
what is valid, the RuleSet's validators do.
"""

from __future__ import annotations

import types
from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Annotated, Any, Final, Literal, Union, get_args, get_origin

from annotated_types import Ge, Gt, Le
from pydantic import ValidationError
from pydantic.fields import FieldInfo

from mahjong_tui.text.language import has, t, template
from mahjong_tui.text.rule_pages import IDENTITY
from mahjong_tui.text.rule_words import choice_words, rule_words
from rules.ruleset import RuleSet, field_docs

"""The rule pages, in order, each with its fields in the order shown; each page's title
is the message ``rule_pages.NAME``."""

NONE_TEXT: Final = "none"
"""What an input shows for an unset number (typed back, it and :func:`none_text` both
mean unset)."""

_PART_LABELS: Final[Mapping[str, tuple[str, ...]]] = {
    "uma": ("first", "second", "third", "fourth"),
    "red_fives": ("man", "pin", "sou"),
}
"""Names of a tuple's parts where plain numbers would not say what they are (each the
message ``parts.NAME``)."""


def none_text() -> str:
    """An unset value, or an empty set, in the player's words (``none`` / ``なし``)."""
    return t("rule_values.none")

class Kind(StrEnum):
    """Which editor a field gets."""

    SWITCH = "switch"
    CHOICE = "choice"
    NUMBER = "number"
    PARTS = "parts"
    """A fixed-length tuple of numbers, one input each."""
    SET = "set"
    """A frozenset of choices: one check box each."""
    TABLE = "table"
    """The floating-uma table, as validated text."""
    TEXT = "text"


@dataclass(frozen=True, slots=True)
class RuleField:
    """What the screen needs to show and edit one RuleSet field."""

    name: str
    doc: str
    """The field's docstring in one line: its help if it has no words (a test forbids it)."""
    kind: Kind
    options: tuple[Any, ...] = ()
    """The choices of a CHOICE or SET field."""
    optional: bool = False
    """A NUMBER field that may be unset (shown as "none")."""
    parts: tuple[str, ...] = ()
    """The names of a PARTS field's inputs (:attr:`part_labels` shows them)."""
    part_type: type[int] | type[float] = int
    """What a NUMBER field, or each part of a PARTS field, holds."""
    bounds: str = ""
    """The Field's numeric bounds in words, such as ``0..4`` or ``> 0``."""

    @property
    def label(self) -> str:
        """The field's label in the player's language (:mod:`mahjong_tui.text.rule_words`)."""
        words = rule_words(self.name)
        return words.label if words else label(self.name)

    @property
    def help(self) -> str:
        words = rule_words(self.name)
        return words.help if words else self.doc

    @property
    def option_words(self) -> Mapping[Any, str]:
        """The label of each choice, in the player's language."""
        return choice_words(self.name, self.options)

    @property
    def part_labels(self) -> tuple[str, ...]:
        """The labels of a PARTS field's inputs, in the player's language."""
        return tuple(t(f"parts.{part}") if has(f"parts.{part}") else part for part in self.parts)

    def option_text(self, option: Any) -> str:
        """A choice as the screen shows it."""
        return self.option_words.get(option, str(option))


def label(name: str) -> str:
    """``riichi_min_points`` -> ``Riichi min points``."""
    return name.replace("_", " ").capitalize()


def _one_line(text: str | None) -> str:
    return " ".join((text or "").split())


def _bounds(info: FieldInfo) -> str:
    low = next((f"{m.ge}" for m in info.metadata if isinstance(m, Ge)), None)
    above = next((f"{m.gt}" for m in info.metadata if isinstance(m, Gt)), None)
    high = next((f"{m.le}" for m in info.metadata if isinstance(m, Le)), None)
    if low is not None and high is not None:
        return f"{low}..{high}"
    if low is not None:
        return f"≥ {low}"
    if above is not None:
        return f"> {above}"
    return f"≤ {high}" if high is not None else ""


def _number_type(annotation: Any) -> type[int] | type[float] | None:
    """``int`` or ``float`` (through ``Annotated``), else None."""
    if get_origin(annotation) is Annotated:
        annotation = get_args(annotation)[0]
    if annotation is int or annotation is float:
        return annotation
    return None


def _describe(name: str, info: FieldInfo) -> RuleField:
    annotation = info.annotation
    plain = RuleField(name, _one_line(field_docs().get(name)), Kind.TEXT)
    origin, args = get_origin(annotation), get_args(annotation)
    optional = origin in (Union, types.UnionType) and type(None) in args
    if optional:
        (annotation,) = (a for a in args if a is not type(None))
        origin, args = get_origin(annotation), get_args(annotation)
    if annotation is bool:
        return replace(plain, kind=Kind.SWITCH)
    if annotation is str:
        return plain
    if origin is Literal:
        return replace(plain, kind=Kind.CHOICE, options=args)
    if origin is frozenset and get_origin(args[0]) is Literal:
        return replace(plain, kind=Kind.SET, options=get_args(args[0]))
    if origin is dict:
        return replace(plain, kind=Kind.TABLE, optional=optional)
    number = _number_type(annotation)
    if number is not None:
        return replace(plain, kind=Kind.NUMBER, optional=optional, part_type=number,
                         bounds=_bounds(info))
    part_types = {_number_type(a) for a in args}
    if origin is tuple and len(part_types) == 1 and None not in part_types:
        parts = _PART_LABELS.get(name, tuple(str(i) for i in range(1, len(args) + 1)))
        (part_type,) = part_types
        assert part_type is not None
        return replace(plain, kind=Kind.PARTS, parts=parts, part_type=part_type)
    raise TypeError(f"RuleSet.{name}: no editor for {annotation!r}")


FIELDS: Final[Mapping[str, RuleField]] = {
    name: _describe(name, info) for name, info in RuleSet.model_fields.items()
}
"""Every RuleSet field, in the model's order."""


# --- values as text, and back -------------------------------------------------------


def format_number(value: float | None) -> str:
    """A number as an input shows it: ``20`` rather than ``20.0``; None as "none" (in the
    player's language)."""
    return none_text() if value is None else f"{value:g}"


def parse_number(text: str, kind: type[int] | type[float], *, optional: bool = False) -> Any:
    """A number typed into an input; blank or "none" is None for an optional field.

    Raises ValueError with a one-line message.
    """
    text = text.strip()
    if optional and text.lower() in ("", NONE_TEXT, none_text()):
        return None
    try:
        return kind(text)
    except ValueError:
        key = "refusals.not_whole_number" if kind is int else "refusals.not_number"
        raise ValueError(t(key, text=text or t("refusals.blank"))) from None


def format_table(table: Mapping[int, tuple[float, ...]] | None) -> str:
    """The floating-uma table as ``1: 15 -3 -5 -7; 2: ...`` ("none" when unset)."""
    if table is None:
        return none_text()
    return "; ".join(
        f"{key}: " + " ".join(format_number(v) for v in row) for key, row in sorted(table.items())
    )


def parse_table(text: str) -> dict[int, tuple[float, ...]] | None:
    """The inverse of :func:`format_table`; blank or "none" is None. Raises ValueError."""
    text = text.strip()
    if text.lower() in ("", NONE_TEXT, none_text()):
        return None
    table: dict[int, tuple[float, ...]] = {}
    for entry in filter(None, (part.strip() for part in text.split(";"))):
        key, colon, row = entry.partition(":")
        if not colon:
            raise ValueError(t("refusals.table_row", text=entry))
        count = parse_number(key, int)
        if count in table:
            raise ValueError(t("refusals.table_twice", floating=count))
        table[count] = tuple(parse_number(v, float) for v in row.replace(",", " ").split())
    return table


# --- changes, checked by the model --------------------------------------------------


def apply_change(rules: RuleSet, changes: Mapping[str, Any]) -> RuleSet | str:
    """``rules`` with ``changes``, validated by the model; or why not, in one line.

    The whole field set is validated again (``model_copy`` would skip validation), so
    cross-field rules such as "uma must sum to 0" refuse a change as they refuse a preset.
    """
    try:
        return RuleSet.model_validate(rules.model_dump() | dict(changes))
    except ValidationError as exc:
        return refusal_reason(exc)


_ALIKE: Final[Mapping[str, str]] = {
    "bool_parsing": "bool_type",
    "int_parsing": "int_type",
    "int_from_float": "int_type",
    "float_parsing": "float_type",
    "string_sub_type": "string_type",
    "list_type": "tuple_type",
    "set_type": "frozen_set_type",
    "enum": "literal_error",
}
"""Pydantic's error types that read the same to a player, by the type whose words
(``refusals.TYPE``) they share."""


def refusal_reason(exc: ValidationError) -> str:
    """Why the model refused, in the player's language: the first reason by its code (the
    rules' own, or pydantic's error type for a value of the wrong kind or out of bounds,
    as a hand-edited file has them), each rule it names by its label, with a count of
    the others. A type without words of its own is told as a value that cannot be used,
    never in pydantic's English."""
    errors = exc.errors()
    first = errors[0]
    code = _ALIKE.get(first["type"], first["type"])
    place = _place(first["loc"])
    choices = _choices(first["loc"])
    if code == "extra_forbidden":
        text = t("refusals.extra_forbidden", name=_as_written(first["loc"]))
    elif code == "literal_error" and choices:
        text = t("refusals.literal_error", field=place, choices=choices)
    elif code != "literal_error" and has(f"refusals.{code}"):
        context = first.get("ctx", {})
        fields = {name: _context_word(name, value) for name, value in context.items()}
        fields["field"] = place
        text = template(f"refusals.{code}").format(**fields)
    else:
        text = t("refusals.invalid", field=place) if place else t("refusals.invalid_rules")
    more = t("refusals.and_more", count=len(errors) - 1) if len(errors) > 1 else ""
    return text + more


def _choices(loc: tuple[int | str, ...]) -> str:
    """The choices of the rule at ``loc`` by their labels (empty for a rule without)."""
    rule = FIELDS.get(str(loc[0])) if loc else None
    if rule is None or not rule.options:
        return ""
    return t("rule_values.separator").join(
        t("rule_values.quoted", text=rule.option_text(option)) for option in rule.options)


def _as_written(loc: tuple[int | str, ...]) -> str:
    """A key the rules do not have, as the file writes it (at most 40 characters)."""
    return ".".join(str(part) for part in loc)[:40]


def _context_word(name: str, value: Any) -> str:
    """A value a reason names: a rule (``rule``, ``needed``) by its label, a game length by
    its choice's label, anything else as it is."""
    if name in ("rule", "needed") and value in FIELDS:
        return t("rule_values.quoted", text=FIELDS[value].label)
    if name == "game_length":
        return t("rule_values.quoted", text=FIELDS["game_length"].option_text(value))
    return str(value)


def _place(loc: tuple[int | str, ...]) -> str:
    """The rule (and the part of it) a reason is about: ``“Uma”``, ``“Uma” (2nd)``,
    ``“Uma by who ends above” (1 floating, 4th)``; a preset's name, description or source
    by its label too."""
    if not loc or loc[0] not in FIELDS:
        return ""
    name = str(loc[0])
    rule = FIELDS[name]
    label = t("rule_values.quoted",
              text=t(f"identity.{name}") if name in IDENTITY else rule.label)
    rest = loc[1:]
    if rule.kind is Kind.TABLE and rest:
        if rest[-1] == "[key]":
            return t("refusals.table_key", field=label)
        parts = FIELDS["uma"].part_labels
        if len(rest) > 1 and isinstance(rest[1], int) and rest[1] < len(parts):
            return t("refusals.table_part", field=label, floating=rest[0], part=parts[rest[1]])
        return t("refusals.table_entry", field=label, floating=rest[0])
    if rest and isinstance(rest[0], int) and rest[0] < len(rule.part_labels):
        return t("refusals.part", field=label, part=rule.part_labels[rest[0]])
    return label


def implied_changes(rules: RuleSet, changes: Mapping[str, Any]) -> dict[str, Any]:
    """What goes with ``changes`` as one choice: the settings apply both together.

    - Bust off brings no agari-yame, no tenpai-yame and hakoshita on (ネットマージャン:
      ブットビなしの設定…あがりやめはなし…箱下計算もあり).
    - Red fives off zero the chips that need them: all red-five chips when no suit has
      one, the all-star chips when a suit has none (instead of refusing the change).
    - The yakuman tsumo chips set the ron chips to 1.5 times as many, rounded up
      (ロンあがりの場合は、ツモあがりのときの枚数の 1.5 倍).

    What ``changes`` sets itself is never overridden.
    """
    implied: dict[str, Any] = {}
    if changes.get("bust_enabled") is False and rules.bust_enabled:
        implied |= {"agari_yame": "none", "tenpai_yame": "none", "hakoshita": True}
    reds = changes.get("red_fives")
    if reds is not None and not all(reds):
        implied["chip_all_star"] = 0
        if not any(reds):
            implied["chip_aka"] = 0
        if not any(reds) or not rules.chip_aka:
            implied["chip_aka_closed_only"] = False
    tsumo_chips = changes.get("chip_yakuman_tsumo")
    if isinstance(tsumo_chips, int):
        implied["chip_yakuman_ron"] = -(-tsumo_chips * 3 // 2)
    return {name: value for name, value in implied.items() if name not in changes}


def differences(rules: RuleSet, base: RuleSet) -> list[str]:
    """The rule fields (not the identity fields) where ``rules`` differs from ``base``."""
    return [
        name for name in FIELDS
        if name not in IDENTITY and getattr(rules, name) != getattr(base, name)
    ]


def at_length(base: RuleSet, length: str) -> RuleSet:
    """``base`` played at ``length`` (with what the length implies): what the player's
    rules are compared with, since the length is chosen for each game (the new-game
    dialog), not a change of the rules. ``base`` itself if it cannot be played so."""
    if length == base.game_length:
        return base
    change = {"game_length": length}
    played = apply_change(base, implied_changes(base, change) | change)
    return base if isinstance(played, str) else played


def changes_from(rules: RuleSet, base: RuleSet) -> dict[str, Any]:
    """The changed fields as JSON values (what a settings file stores)."""
    data = rules.model_dump(mode="json")
    return {name: data[name] for name in differences(rules, base)}


def value_text(field: RuleField, value: Any) -> str:
    """A value in a few words, for the rule lists (``on``, ``20 / 10 / -10 / -20``)."""
    if field.kind is Kind.SWITCH:
        return t("rule_values.on") if value else t("rule_values.off")
    if field.kind is Kind.TABLE:
        return format_table(value)
    if field.kind is Kind.PARTS:
        return " / ".join(format_number(v) for v in value)
    if field.kind is Kind.SET:
        return t("rule_values.separator").join(
            sorted(field.option_text(v) for v in value)) or none_text()
    if field.kind is Kind.NUMBER:
        return format_number(value)
    return field.option_text(value)
