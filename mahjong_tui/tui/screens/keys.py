"""Keys bound alike on several screens: each screen lists them in its ``BINDINGS`` and
has the action they name; and the key descriptions in the player's language.

Every ``BINDINGS`` description (and group description) is a message key, such as
``keys.help``: :func:`speak` puts the words of the language in force in its place on
each screen as it is shown (the app calls it; a test checks that every description is
a key of the catalogue).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Protocol, runtime_checkable

from textual.binding import Binding, BindingsMap
from textual.dom import DOMNode

from mahjong_tui.text.language import has, t
from mahjong_tui.text.rule_pages import GROUPS

HELP = Binding("question_mark,f1", "help", "keys.help")
"""The help screen, opened at the screen's own section (``action_help``)."""
TILE_STYLE = Binding("v", "tile_style", "keys.tiles")
"""The next tile style (:func:`~mahjong_tui.text.tile_faces.next_style`), then a redraw
(``action_tile_style``)."""

HAND_CURSOR = (
    Binding("left", "cursor(-1)", "keys.move", show=False),
    Binding("right", "cursor(1)", "keys.move", show=False),
)
"""←/→ move the cursor over a hand (``action_cursor(step)``)."""

SETTINGS_PAGES = len(GROUPS) + 1
"""The settings screen's pages: General, then one per rule group (keys 1 to this)."""


def speak(node: DOMNode) -> None:
    """Give ``node`` (a screen or the app) its key bindings with each description in the
    language in force (again after the language changed). The words come from the
    class's bindings (message keys); one added at run time (Textual's command palette) is
    kept as it is."""
    merged = type(node)._merged_bindings
    if merged is None:
        return
    groups: dict[int, Binding.Group] = {}
    """One translated group for each group of the class: the footer shows the keys of a
    group together."""
    bindings = BindingsMap()
    for key, listed in node._bindings.key_to_bindings.items():
        source = {b.action: b for b in merged.key_to_bindings.get(key, ())}
        bindings.key_to_bindings[key] = [
            _spoken(source[b.action], groups) if b.action in source else _palette(b)
            for b in listed]
    node._bindings = bindings


def _palette(binding: Binding) -> Binding:
    """Textual's command palette key (added by the app at run time) says ``palette``: in
    the player's language too. (The palette's own commands are Textual's, in English.)"""
    if binding.action != "command_palette":
        return binding
    return replace(binding, description=t("keys.palette"))


def _spoken(binding: Binding, groups: dict[int, Binding.Group]) -> Binding:
    """Textual's own bindings (Ctrl+Q, Tab ...) have words, not keys: they stay as they are
    (none of them is shown in the footer)."""
    group = binding.group
    if group is not None and has(group.description):
        group = groups.setdefault(id(group), replace(group, description=t(group.description)))
    if not has(binding.description):
        return replace(binding, group=group)
    return replace(binding, description=t(binding.description), group=group)


@runtime_checkable
class Relanguage(Protocol):
    """A screen that redraws its words when the player picks another language (the app
    asks each screen in its stack)."""

    def relanguage(self) -> None: ...
