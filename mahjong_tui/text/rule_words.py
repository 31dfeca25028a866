"""Every word the settings screen and ``mahjong-tui presets`` show for rules, looked up in
the player's language.

The ids (a preset's ``name``, a RuleSet field, a choice's stored value) stay in the
files and on the command line; the player reads these instead: each preset's title,
description and source in plain words, each rule field's label and help, and each
choice's label. The words are the catalogue's (``presets.NAME.*``, ``rules.FIELD.*``,
``rules.FIELD.choices.VALUE``: :mod:`mahjong_tui.text.language`), every one a full sentence
or phrase, never assembled from fragments.

The RuleSet docstrings stay the maintainers' notes (with the seed documents and
file names); a test checks that every field and every choice has words here and
that none of them reads like an id or a path.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from mahjong_tui.text.language import has, t


@dataclass(frozen=True, slots=True)
class PresetWords:
    """A shipped preset as the player reads it."""

    title: str
    """Its name: English, with the Japanese name where it has one (in Japanese, that)."""
    description: str
    """What it plays like, in one line."""
    source: str
    """Where the rules come from and what is not confirmed, in a player's words."""


@dataclass(frozen=True, slots=True)
class RuleWords:
    """A rule field as the player reads it."""

    label: str
    help: str


PRESET_ORDER: Final = (
    "tenhou", "mahjongsoul", "mleague", "wrc", "ema", "jpml", "seed000_netmahjong",
    "seed002_mj3", "seed003_local_yaku", "seed004_web_tonpuu",
)
"""The shipped presets by id (the id stays for ``--preset`` and the files), in the order
the settings list them."""


def preset_words(name: str) -> PresetWords | None:
    """A shipped preset's words, or None for any other name."""
    if name not in PRESET_ORDER:
        return None
    return PresetWords(t(f"presets.{name}.title"), t(f"presets.{name}.description"),
                       t(f"presets.{name}.source"))


def custom_source() -> str:
    """The source line of a custom preset (its file's source line is not shown)."""
    return t("preset_words.custom_source")


def yours() -> str:
    """Beside a custom preset's name in the list."""
    return t("preset_words.yours")


def preset_title(name: str) -> str:
    """A preset's title: the shipped preset's, else the name its player gave it."""
    words = preset_words(name)
    return words.title if words else name


def custom_description(base: str) -> str:
    """The description a custom preset gets when it is saved from a shipped one."""
    return t("preset_words.custom_description", base=preset_title(base))


def rule_words(name: str) -> RuleWords | None:
    """A rule field's label and help, or None for a field without words."""
    if not has(f"rules.{name}.label"):
        return None
    return RuleWords(t(f"rules.{name}.label"), t(f"rules.{name}.help"))


def choice_words(name: str, options: tuple[Any, ...]) -> Mapping[Any, str]:
    """The label of each of a field's choices that has one, by its stored value."""
    return {option: t(f"rules.{name}.choices.{option}") for option in options
            if has(f"rules.{name}.choices.{option}")}


def choice_label(name: str, option: Any) -> str:
    """One choice of the rule field ``name`` in words."""
    return t(f"rules.{name}.choices.{option}")


def setting_choice(value: str) -> str:
    """A General page choice (an AI level, an AI speed, a tile style) by its stored value."""
    return t(f"setting_choices.{value}")
