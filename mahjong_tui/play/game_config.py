"""What a new game is: its rules, length, seed and opponents (no Textual here).

Apart from the session so that the settings, the title screen and ``mahjong-tui play``
can name a game without loading the engine and the AI that play it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the rules load when a game starts (pydantic is a tenth of the app's start)
    from mahjong_tui.play.bots import BotEntry
    from rules.ruleset import RuleSet

AI_LEVELS = ("easy", "normal", "strong")
AiLevels = tuple[str, str, str]
"""The opponents' levels, by their place after the human (right, across, left)."""
DEFAULT_AI_LEVELS: AiLevels = ("normal", "normal", "normal")
LINEUPS: dict[str, AiLevels] = {
    "bakumatsu": ("ryoma", "hijikata", "okita"),
    "bishoujo": ("sakura", "yuki", "akane"),
    "host": ("ren", "minato", "hayate"),
}
"""The themed line-ups of seed 004 (:mod:`mahjong_tui.play.lineups`): each one's three
characters (:mod:`ai.characters`), in the order they take the seats on your right, across
and on your left."""


def lineup_of(opponents: AiLevels) -> str | None:
    """The line-up ``opponents`` are, if they are one (in its seats)."""
    return next((name for name, trio in LINEUPS.items() if trio == opponents), None)


CHARACTER_IDS = tuple(c for trio in LINEUPS.values() for c in trio)
OPPONENTS = (*AI_LEVELS, *CHARACTER_IDS)
"""What may sit at an AI seat: a level or a character."""
LENGTHS = ("tonpuu", "hanchan")


@dataclass(frozen=True, slots=True)
class GameConfig:
    """What a new game is: the settings screen's choices, or ``mahjong-tui play``'s flags."""

    preset: str = "tenhou"
    length: str = "hanchan"
    seed: int | None = None
    ai_levels: AiLevels = DEFAULT_AI_LEVELS
    human_seat: int | None = None
    """None: drawn from the seed, like drawing the seat winds at a real table."""
    rules: RuleSet | None = None
    """Exactly the rules to play (the settings screen's); ``preset`` and ``length`` then
    play no part."""
    log_dir: Path | None = None
    """Where the tenhou.net/6 log goes (``--log-dir``); None: the default log directory."""
    bots: tuple[BotEntry, ...] = ()
    """The player's mjai bots, which an AI seat names as ``bot:NAME``."""

    def ruleset(self) -> RuleSet:
        from rules.presets import load_preset

        if self.rules is not None:
            return self.rules
        rules = load_preset(self.preset)
        if self.length not in LENGTHS:
            raise ValueError(f"unknown game length {self.length!r} (tonpuu or hanchan)")
        return rules.with_changes(game_length=self.length)
