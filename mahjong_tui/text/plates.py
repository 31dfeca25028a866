"""A character's name plate: its name in a colour of its own, on the table.

The levels' players (Haru, Natsu, Aki) keep the table's plain bold; each character of
the line-ups (:data:`~mahjong_tui.play.game_config.LINEUPS`) has its colour, so the
three at a table are told apart at a glance.
"""

from __future__ import annotations

from typing import Final

from rich.text import Text

from mahjong_tui.text.styled import st

PLATE_COLOURS: Final = {
    "ryoma": "#ff9f5f", "hijikata": "#8fb8ff", "okita": "#ff6f8f",
    "sakura": "#ffafd7", "yuki": "#afefff", "akane": "#ff7f5f",
    "ren": "#d7afff", "minato": "#5fd7af", "hayate": "#ffd75f",
}


def plate(name: str, opponent: str | None = None) -> Text:
    """``name`` as its seat shows it: in the colour of the character ``opponent`` (a
    level or None: plain bold)."""
    colour = PLATE_COLOURS.get(opponent or "")
    return Text(name, style=f"bold {colour}" if colour else "bold")


def record_plate(shown: str, record_name: str) -> Text:
    """A seat's name in a result: a character's (its name in the game's record is its id,
    capitalized) in its colour, anyone else's plain."""
    colour = PLATE_COLOURS.get(record_name.lower())
    return Text(shown, style=f"bold {colour}") if colour else Text(shown)


def remark_line(name: str, character: str, text: str) -> Text:
    """A character's words, after its name plate: ``Ryoma: ...``, ``龍馬「…」``."""
    return st("table.says", name=plate(name, character), words=text)
