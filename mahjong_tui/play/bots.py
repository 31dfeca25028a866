"""The player's own mjai bots: a name and a command line each, kept with the settings.

A bot takes an opponent's seat as ``bot:NAME`` (in the settings, the new-game dialog and
the save); its command is looked up by name in the player's own settings, never read
from a save file (a save is a file like any other: it must not choose what runs). The
command is split as a shell would split it but run without one
(:class:`~mahjong_tui.mjai.external.BotProcess`). Everything here is plain data: the
settings file is untrusted, so every entry is checked (:func:`bots_from`).
"""

from __future__ import annotations

import shlex
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from mahjong_tui.text.language import t

BOT_PREFIX: Final = "bot:"
MAX_BOTS: Final = 8
MAX_NAME: Final = 24
MAX_COMMAND: Final = 1000


@dataclass(frozen=True, slots=True)
class BotEntry:
    name: str
    """How the table names its seat (plain text, one line)."""
    command: str
    """The program and its arguments, as a shell line (run without a shell)."""

    @property
    def opponent(self) -> str:
        """Its id at an AI seat."""
        return BOT_PREFIX + self.name


def bot_name(opponent: str) -> str | None:
    """The bot's name in an opponent id (None: a level or a character)."""
    return opponent.removeprefix(BOT_PREFIX) if opponent.startswith(BOT_PREFIX) else None


def bot_problem(name: str, command: str, others: Sequence[BotEntry] = ()) -> str | None:
    """Why ``name`` and ``command`` cannot make a bot beside ``others``, in words (None:
    they can)."""
    if not name.strip() or len(name) > MAX_NAME or not name.isprintable() or name != name.strip():
        return t("bots.bad_name", most=MAX_NAME)
    if any(other.name == name for other in others):
        return t("bots.taken", name=name)
    if len(others) >= MAX_BOTS:
        return t("bots.too_many", most=MAX_BOTS)
    if len(command) > MAX_COMMAND or not command.isprintable():
        return t("bots.bad_command", most=MAX_COMMAND)
    try:
        words = shlex.split(command)
    except ValueError:
        return t("bots.unclosed_quote")
    return None if words else t("bots.no_command")


def bots_from(data: Any) -> tuple[BotEntry, ...] | str:
    """The bots of a settings file's ``bots`` list, or why it cannot be used."""
    if not isinstance(data, list):
        return t("bots.not_a_list")
    found: list[BotEntry] = []
    for item in data[:MAX_BOTS + 1]:
        if not (isinstance(item, dict) and set(item) == {"name", "command"}
                and isinstance(item["name"], str) and isinstance(item["command"], str)):
            return t("bots.bad_entry")
        problem = bot_problem(item["name"], item["command"], found)
        if problem is not None:
            return problem
        found.append(BotEntry(item["name"], item["command"]))
    return tuple(found)


def bots_data(bots: Sequence[BotEntry]) -> list[dict[str, str]]:
    """``bots`` as the settings file keeps them."""
    return [{"name": bot.name, "command": bot.command} for bot in bots]
