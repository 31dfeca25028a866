"""Who says what at the table (会話): the characters' lines for what just happened.

The game's events name the moments a table talks (:data:`~mahjong_tui.text.talk.MOMENTS`):
a character's own riichi, call, win or deal-in, a drawn hand, the player's riichi or big
win, the game's start and end. Each character at the table speaks for itself; a moment
that is the table's (a draw, the player's riichi or big win) gets one answer, from the
character the game's key picks. Which of a moment's lines is said comes from the same
key (the game's seed and its move), so the same game says the same lines.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Final

from mahjong_tui.engine.events import (
    Called,
    Drawn,
    Event,
    GameEnded,
    GameStarted,
    RiichiAccepted,
    Won,
)
from mahjong_tui.text.talk import say

END_MOMENTS: Final = ("end_1", "end_2", "end_3", "end_4")
HAND_END_MOMENTS: Final = frozenset({"tsumo", "ron", "big_win", "deal_in", "draw",
                                     "your_big_win"})
"""Said as a hand ends: they show with the hand's result, not at the table."""


@dataclass(frozen=True, slots=True)
class Remark:
    """One line said: by whom, at which moment, and the key that picks the line (its
    words come from the language in force when it is shown)."""

    seat: int
    character: str
    moment: str
    key: str

    @property
    def text(self) -> str:
        return say(self.character, self.moment, self.key) or ""


def remarks(events: Iterable[Event], characters: Mapping[int, str], human: int,
            key: str) -> list[Remark]:
    """What the characters (``characters``: by seat) say about ``events``, in order;
    ``key`` tells this stretch of the game from every other (its seed and move)."""
    said: list[Remark] = []

    def speak(seat: int, moment: str) -> None:
        character = characters.get(seat)
        if character is None:
            return
        line_key = f"{key}:{seat}:{moment}"
        if say(character, moment, line_key) is not None:
            said.append(Remark(seat, character, moment, line_key))

    def answer(moment: str) -> None:
        """One of the characters answers the table's moment."""
        seats = sorted(characters)
        if seats:
            speak(seats[zlib.crc32(f"{key}:{moment}".encode()) % len(seats)], moment)

    for event in events:
        match event:
            case GameStarted():
                for seat in sorted(characters):
                    speak(seat, "game_start")
            case RiichiAccepted(seat=seat):
                if seat == human:
                    answer("your_riichi")
                else:
                    speak(seat, "riichi")
            case Called(seat=seat):
                speak(seat, "call")
            case Won(winner=winner, from_seat=loser, result=result):
                big = result.limit != "none"
                if winner == human:
                    if big:
                        answer("your_big_win")
                else:
                    speak(winner, "big_win" if big else "tsumo" if loser is None else "ron")
                if loser is not None and loser != winner:
                    speak(loser, "deal_in")
            case Drawn():
                answer("draw")
            case GameEnded(standings=standings):
                for placement in standings.placements:
                    speak(placement.seat, END_MOMENTS[placement.rank - 1])
            case _:
                pass
    return said
