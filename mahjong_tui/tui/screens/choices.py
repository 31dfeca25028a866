"""The action bar's menu, built from the legal actions only (no Textual here).

Plain discards are made on the hand itself; everything else becomes an entry
with a key. Entries that hold several exact variants (two ways to chi, a kan
of one kind or another, pon with or without the red five) open a submenu in
which each variant is listed with a digit, so nothing is chosen silently.
Riichi holds the riichi discards: choosing it lets the hand pick among them.
At an exhaustive draw, where the rules let a tenpai hand be hidden, the
player shows it (tenpai, paid as such) or hides it (counted noten).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from mahjong_tui.text.language import t
from rules.actions import (
    Action,
    Ankan,
    Chi,
    Daiminkan,
    Discard,
    Kakan,
    KyuushuKyuuhai,
    Pass,
    Pon,
    Ron,
    ShowHand,
    Tsumo,
    Yame,
)
from rules.tiles import Tile, name, sorted_tiles


@dataclass(frozen=True, slots=True)
class Choice:
    key: str
    """The key that picks it (a Textual key name)."""
    label: str
    actions: tuple[Action, ...]


_GROUPS: tuple[tuple[str, str, Callable[[Action], bool]], ...] = (
    ("t", "tsumo", lambda a: isinstance(a, Tsumo)),
    ("r", "ron", lambda a: isinstance(a, Ron)),
    ("i", "riichi", lambda a: isinstance(a, Discard) and a.riichi),
    ("k", "kan", lambda a: isinstance(a, Ankan | Kakan | Daiminkan)),
    ("p", "pon", lambda a: isinstance(a, Pon)),
    ("c", "chi", lambda a: isinstance(a, Chi)),
    ("9", "nine_terminals", lambda a: isinstance(a, KyuushuKyuuhai)),
    ("y", "end_game", lambda a: a == Yame(True)),
    ("n", "play_on", lambda a: a == Yame(False)),
    ("s", "show_hand", lambda a: a == ShowHand(True)),
    ("h", "hide_hand", lambda a: a == ShowHand(False)),
    ("space", "pass", lambda a: isinstance(a, Pass)),
)
"""Each entry's key, its label (the message ``calls.NAME``) and the actions it holds."""
MENU_KEYS = tuple(key for key, _, _ in _GROUPS)
WIN_KEYS = ("t", "r")
"""The entries that win the hand (drawn so they cannot be taken for a call)."""
"""Every key the menu may offer (the table screen binds them all)."""

KEY_NAMES = {"space": "Space", "escape": "Esc", "enter": "Enter"}


def menu(actions: Sequence[Action]) -> list[Choice]:
    """The entries for these legal actions, in a fixed order (plain discards left out)."""
    out = []
    for key, label, belongs in _GROUPS:
        found = tuple(a for a in actions if belongs(a))
        if found:
            out.append(Choice(key, t(f"calls.{label}"), found))
    return out


def variants(choice: Choice, claimed: Tile | None) -> list[Choice]:
    """A submenu: each exact action of ``choice`` on a digit key."""
    return [
        Choice(str(i), describe(a, claimed), (a,))
        for i, a in enumerate(choice.actions[:9], start=1)
    ]


def describe(action: Action, claimed: Tile | None) -> str:
    """An exact variant in words: ``Chi 3m 4m + 5m``, ``Kan (added) 7z``; any other
    action by its menu entry's label (``Ron``)."""
    if isinstance(action, Chi | Pon):
        tiles = " ".join(name(t) for t in sorted_tiles(action.tiles))
        call = type(action).__name__.lower()
        if claimed is None:
            return t(f"calls.{call}_tiles", tiles=tiles)
        return t(f"calls.{call}_taking", tiles=tiles, tile=name(claimed))
    if isinstance(action, Ankan):
        return t("calls.ankan", tile=name(action.kind))
    if isinstance(action, Kakan):
        return t("calls.kakan", tile=name(action.kind))
    if isinstance(action, Daiminkan):
        return t("calls.daiminkan", tile=name(claimed)) if claimed is not None else t(
            "calls.daiminkan_any")
    return next(t(f"calls.{label}") for _, label, belongs in _GROUPS if belongs(action))


def key_name(key: str) -> str:
    return KEY_NAMES.get(key, key)
