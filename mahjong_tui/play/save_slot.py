"""The save file before a new game takes its place (no Textual here).

A new game never replaces an unfinished one without the player's yes: the app
asks first, naming the game (:func:`look` replays the save to say where it
stands). A save that cannot be resumed is moved aside to ``.bak`` before the
new game's first save could write over it (:func:`set_aside`), so nothing the
player had is lost by accident.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from mahjong_tui.files.atomic import quarantine
from mahjong_tui.text.language import t
from mahjong_tui.text.os_reasons import describe_os_error
from rules.untrusted import read_json

if TYPE_CHECKING:  # the title screen asks saved_game before the engine and AI are loaded
    from mahjong_tui.play.session import Session


@dataclass(frozen=True, slots=True)
class SaveSlot:
    """What the save file holds: an unfinished game, a file that cannot be resumed, or
    neither (no file, or a finished game, which a new game may replace)."""

    game: Session | None = None
    problem: str | None = None
    """Why the file cannot be resumed (None: it can, or there is nothing to resume)."""


def saved_game(path: Path) -> bool:
    """Whether ``path`` holds a game to continue (unfinished, or unreadable: Continue explains)."""
    try:
        data = read_json(path)
    except FileNotFoundError:
        return False
    except (OSError, ValueError):
        return True
    return not (isinstance(data, dict) and data.get("over"))


def look(path: Path) -> SaveSlot:
    from mahjong_tui.play.session import SaveError, Session

    if not saved_game(path):
        return SaveSlot()
    try:
        return SaveSlot(game=Session.load(path))
    except SaveError as exc:
        return SaveSlot(problem=str(exc))


def set_aside(path: Path) -> str:
    """Move a save that cannot be resumed out of the way (kept, never deleted); what
    became of it, in the player's words (no path)."""
    try:
        quarantine(path)
    except FileNotFoundError:
        return ""
    except OSError as exc:
        return t("app.not_moved", reason=describe_os_error(exc))
    return t("app.kept_aside")
