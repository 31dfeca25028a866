"""The themed line-ups of seed 004: a venue and three characters to play against.

幕末麻雀 (a Kyoto teahouse, 京の茶屋: 龍馬, 土方, 沖田), 美少女麻雀 (a parlour, 桜の雀荘:
three girls) and ホスト麻雀 (a night lounge, 夜のラウンジ: three hosts). Each character is
the strong AI with a style of its own (:mod:`ai.characters`); its name, and the line-up's
name and venue, are in the catalogues (``characters.*``, ``lineups.*``). The ids are
stable: the command line (``lineups``, ``play --lineup``, ``sim --players``) and the saved
settings use them. The line-ups themselves are :data:`~mahjong_tui.play.game_config.LINEUPS`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypedDict

from mahjong_tui.play.bots import BotEntry, bot_name
from mahjong_tui.play.game_config import AI_LEVELS, LINEUPS, OPPONENTS
from mahjong_tui.text.language import t
from mahjong_tui.text.rule_words import setting_choice


def character_name(character_id: str) -> str:
    """A character's name in the player's language."""
    return t(f"characters.{character_id}")


def opponent_words(opponent: str) -> str:
    """A level (``Normal``), a character (``Ryoma``) or a bot (by its name) as a seat's
    choices list it."""
    if opponent in AI_LEVELS:
        return setting_choice(opponent)
    return bot_name(opponent) or character_name(opponent)


def opponent_choices(bots: Iterable[BotEntry]) -> list[tuple[str, str]]:
    """Who may take a seat, in words and by id: the levels, the characters, ``bots``."""
    return [(opponent_words(o), o) for o in (*OPPONENTS, *(bot.opponent for bot in bots))]


class CharacterEntry(TypedDict):
    id: str
    name: str


class LineupEntry(TypedDict):
    id: str
    name: str
    venue: str
    characters: list[CharacterEntry]


def lineup_entry(lineup_id: str) -> LineupEntry:
    """A line-up as ``mahjong-tui lineups --json`` lists it."""
    return {"id": lineup_id, "name": t(f"lineups.{lineup_id}.name"),
            "venue": t(f"lineups.{lineup_id}.venue"),
            "characters": [{"id": c, "name": character_name(c)} for c in LINEUPS[lineup_id]]}
