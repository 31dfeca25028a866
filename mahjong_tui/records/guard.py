"""A record file is untrusted: read it within limits, and refuse one that no game could be.

:func:`read_source` reads through :mod:`rules.untrusted` (a regular file, at most
20 MB, UTF-8). :func:`check_record` holds every parsed record to what a real
game is (four players, seats 0..3, four scores per hand, at least one hand, not
more hands or moves than any game has), so a crafted log is one
:class:`RecordError` line at reading time, never an IndexError deep in the
replay, and the replay's memory stays bounded whatever the file says.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Final

from mahjong_tui.records.errors import RecordError
from mahjong_tui.records.model import GameRecord, RoundRecord
from rules.untrusted import UntrustedFileError, read_text

SEATS: Final = 4
MAX_HANDS: Final = 200
"""No game comes near (a hanchan with long renchan and extensions stays under 40)."""
MAX_MOVES: Final = 600
"""Moves in one hand: 136 tiles give at most about 400 draws, discards and calls."""


def read_source(path: str | Path) -> str:
    """The text of a record file. Raises RecordError naming the file."""
    try:
        return read_text(path)
    except FileNotFoundError as exc:
        raise RecordError(f"cannot read: {exc.strerror}", str(path), code="unusable",
                          cause=exc) from None
    except UntrustedFileError as exc:
        raise RecordError(str(exc), str(path), code="unusable", cause=exc) from None


def check_record(game: GameRecord, source: str) -> GameRecord:
    """``game`` if it is one four players could have played. Raises RecordError."""
    if len(game.names) != SEATS:
        raise RecordError(f"a game has four players, the log names {len(game.names)}", source,
                          code="players", names=len(game.names))
    if not game.rounds:
        raise RecordError("the log holds no hand", source, code="no_hand")
    if len(game.rounds) > MAX_HANDS:
        raise RecordError(f"the log holds {len(game.rounds)} hands, more than any game "
                          f"({MAX_HANDS})", source, code="too_many_hands",
                          hands=len(game.rounds), most=MAX_HANDS)
    for index, rnd in enumerate(game.rounds):
        problem = _round_problem(rnd)
        if problem is not None:
            code, message = problem
            raise RecordError(message, source, f"round {index + 1}", code=code,
                              round=index + 1)
    return game


def _round_problem(rnd: RoundRecord) -> tuple[str, str] | None:
    """What is wrong with one hand: its code (``RecordError.code``) and English line."""
    if not 0 <= rnd.kyoku < 16 or rnd.honba < 0 or rnd.sticks < 0:
        return "bad_counters", "bad hand number, honba or riichi sticks"
    if len(rnd.scores) != SEATS or len(rnd.hands) != SEATS:
        return "not_four_hands", "a hand needs four scores and four dealt hands"
    if len(rnd.moves) > MAX_MOVES:
        return "too_many_moves", f"{len(rnd.moves)} moves in one hand, more than a wall allows"
    if not all(_seat(m.seat) for m in rnd.moves):
        return "bad_seat", "a move by a seat other than 0..3"
    for win in rnd.wins:
        if not (_seat(win.seat) and _seat(win.from_seat)) or not (
                win.pao is None or _seat(win.pao)):
            return "bad_seat", "a win by or from a seat other than 0..3"
        if not _four(win.deltas):
            return "not_four_changes", "a win needs four score changes"
    if rnd.draw is not None and rnd.draw.deltas is not None and not _four(rnd.draw.deltas):
        return "not_four_changes", "a draw needs four score changes"
    return None


def _seat(seat: int) -> bool:
    return 0 <= seat < SEATS


def _four(deltas: Sequence[int]) -> bool:
    return len(deltas) == SEATS
