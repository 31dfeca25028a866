"""What the characters say at the table (会話), in the player's language.

Each character has a few lines for each moment a table talks (:data:`MOMENTS`), kept as
data in ``talk/<language>.toml`` beside this module: plain text, shown as it is (never
read as markup). Which line is said is picked from a key the game gives (its seed, the
hand, the event), so the same game says the same lines, whatever else was drawn or shown
in between. A file that cannot be read leaves the characters quiet: talk is never worth a
failed game.
"""

from __future__ import annotations

import zlib
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Final

from mahjong_tui.text.language import current_language

MOMENTS: Final = (
    "game_start", "riichi", "call", "tsumo", "ron", "big_win", "deal_in", "draw",
    "your_riichi", "your_big_win", "end_1", "end_2", "end_3", "end_4",
)
"""The game's start; the character's own riichi, call, win by tsumo or ron, win of a
mangan or more, deal-in; a drawn hand; the player's riichi and win of a mangan or more;
the game's end, by the character's place."""
TALK_DIR: Final = Path(__file__).with_name("talk")
MAX_TALK_BYTES: Final = 256 * 1024
MAX_LINE_CELLS: Final = 80
Lines = Mapping[str, Mapping[str, tuple[str, ...]]]


@cache
def talk(language: str) -> Lines:
    """Every character's lines by moment in ``language`` (only the well-formed ones: a
    moment's list of one-line strings); empty when the file cannot be read."""
    from rules.untrusted import UntrustedFileError, parse_toml, read_text

    try:
        data = parse_toml(read_text(TALK_DIR / f"{language}.toml", MAX_TALK_BYTES))
    except (FileNotFoundError, UntrustedFileError):
        return {}
    found: dict[str, dict[str, tuple[str, ...]]] = {}
    for character, moments in data.items():
        if not isinstance(moments, dict):
            continue
        found[character] = {
            moment: tuple(lines) for moment, lines in moments.items()
            if moment in MOMENTS and isinstance(lines, list) and lines
            and all(_one_line(line) for line in lines)}
    return found


def _one_line(line: object) -> bool:
    return (isinstance(line, str) and 0 < len(line) <= MAX_LINE_CELLS
            and line.isprintable())


def say(character: str, moment: str, key: str) -> str | None:
    """What ``character`` says at ``moment`` (None: nothing), picked by ``key``."""
    lines = talk(current_language()).get(character, {}).get(moment)
    if not lines:
        return None
    return lines[zlib.crc32(key.encode("utf-8")) % len(lines)]
