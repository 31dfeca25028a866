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
    ("t", "Tsumo", lambda a: isinstance(a, Tsumo)),
    ("r", "Ron", lambda a: isinstance(a, Ron)),
    ("i", "Riichi", lambda a: isinstance(a, Discard) and a.riichi),
    ("k", "Kan", lambda a: isinstance(a, Ankan | Kakan | Daiminkan)),
    ("p", "Pon", lambda a: isinstance(a, Pon)),
    ("c", "Chi", lambda a: isinstance(a, Chi)),
    ("9", "Nine terminals", lambda a: isinstance(a, KyuushuKyuuhai)),
    ("y", "End the game", lambda a: a == Yame(True)),
    ("n", "Play on", lambda a: a == Yame(False)),
    ("s", "Show hand (tenpai)", lambda a: a == ShowHand(True)),
    ("h", "Hide hand (noten)", lambda a: a == ShowHand(False)),
    ("space", "Pass", lambda a: isinstance(a, Pass)),
)
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
            out.append(Choice(key, label, found))
    return out


def variants(choice: Choice, claimed: Tile | None) -> list[Choice]:
    """A submenu: each exact action of ``choice`` on a digit key."""
    return [
        Choice(str(i), describe(a, claimed), (a,))
        for i, a in enumerate(choice.actions[:9], start=1)
    ]


def describe(action: Action, claimed: Tile | None) -> str:
    """An exact variant in words: ``Chi 3m 4m + 5m``, ``Kan (added) 7z``."""
    if isinstance(action, Chi | Pon):
        taken = f" + {name(claimed)}" if claimed is not None else ""
        tiles = " ".join(name(t) for t in sorted_tiles(action.tiles))
        return f"{type(action).__name__} {tiles}{taken}"
    if isinstance(action, Ankan):
        return f"Kan (concealed) {name(action.kind)}"
    if isinstance(action, Kakan):
        return f"Kan (added) {name(action.kind)}"
    if isinstance(action, Daiminkan):
        return f"Kan (open) {name(claimed)}" if claimed is not None else "Kan (open)"
    return str(action).capitalize()


def key_name(key: str) -> str:
    return KEY_NAMES.get(key, key)
