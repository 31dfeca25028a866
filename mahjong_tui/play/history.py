"""The player's record: one summary per finished game, kept beside the save file.

``history.json`` in the data directory holds a JSON list of
:class:`GameSummary` entries, oldest first. Each finished game rewrites it
atomically (read, append, :func:`~mahjong_tui.files.atomic.write_atomic`), so a crash
never loses the games already there. A file that cannot be read is moved aside
(``history.json.bak``, never deleted) and the record starts again, with one
warning. No Textual here: the title screen's record page and ``mahjong-tui
stats`` both read :func:`load_history` and :func:`totals`.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import asdict, dataclass, fields, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from mahjong_tui.engine.events import Event, GameEnded
from mahjong_tui.engine.selfplay import PlayerStats, SimTally
from mahjong_tui.files.atomic import quarantine, write_atomic
from mahjong_tui.play.progress import Drill, ReviewMark, mark_from_json, mark_of
from mahjong_tui.review.game_review import SeatReview
from mahjong_tui.text.language import t
from mahjong_tui.text.os_reasons import describe_os_error
from mahjong_tui.text.problem_words import file_problem
from rules.untrusted import UntrustedFileError, read_json

SEATS = 4


class HistoryError(Exception):
    """The record cannot be written (one line)."""


@dataclass(frozen=True, slots=True)
class GameSummary:
    """How one finished game went for the human player."""

    finished: str
    """When the game ended (UTC, ISO 8601, to the second)."""
    rules: str
    """The preset's (or custom rules') name."""
    length: str
    rank: int
    score: int
    result: float
    """The settled result in thousands (score against the return points, uma, oka, and chips
    at their value where the rules have them)."""
    hands: int
    wins: int
    deal_ins: int
    riichi: int
    call_hands: int
    opponents: tuple[str, ...] = ()
    """Who sat on your right, across and on your left: a level, a character or a bot
    (``bot:NAME``) each; empty in a game recorded before they were."""
    opponent_ranks: tuple[int, ...] = ()
    """Where each of them finished, in the same order."""
    log: str = ""
    """Where the game's log was written ("": nowhere, or a game recorded before)."""
    review: ReviewMark | None = None
    """What the strong AI's review of the game found (None: not reviewed yet)."""


def summarize(log: Sequence[Event], seat: int, rules: str, length: str,
              when: datetime | None = None, opponents: Sequence[str] = (),
              log_path: Path | None = None) -> GameSummary:
    """The summary of ``seat``'s game from the engine's log of a finished game
    (``opponents``: who sat on your right, across and on your left; ``log_path``: where
    the game's log is)."""
    ended = next((e for e in reversed(log) if isinstance(e, GameEnded)), None)
    if ended is None:
        raise ValueError("the game is not over")
    tally = SimTally([PlayerStats(str(s)) for s in range(SEATS)])
    tally.add_game(log, list(range(SEATS)))
    me = tally.players[seat]
    place = ended.standings.placements[seat]
    finished = (when or datetime.now(UTC)).isoformat(timespec="seconds")
    ranks = tuple(ended.standings.placements[(seat + d) % SEATS].rank for d in (1, 2, 3))
    return GameSummary(finished, rules, length, place.rank, ended.scores[seat], place.total,
                       me.hands, me.wins, me.deal_ins, me.riichi, me.call_hands,
                       tuple(opponents), ranks if opponents else (),
                       str(log_path) if log_path is not None else "")


def load_history(path: Path) -> tuple[list[GameSummary], str | None]:
    """The recorded games, and a warning if the file could not be used. Only reads: a bad
    file is left where it is (the record screen and ``stats`` show the same warning each
    time); the next game to be recorded sets it aside (:func:`record_game`)."""
    games, problem = _read(path)
    return games, None if problem is None else t("session.record_unusable", problem=problem)


def _read(path: Path) -> tuple[list[GameSummary], str | None]:
    """The games of the file, or why it holds none (None: it does, or there is no file)."""
    try:
        data = read_json(path)
    except FileNotFoundError:
        return [], None
    except UntrustedFileError as exc:
        return [], file_problem(exc)
    games = _games(data)
    return ([], games) if isinstance(games, str) else (games, None)


def _load(path: Path) -> tuple[list[GameSummary], str | None, bool]:
    """The games a new one is added to, and a warning if the file could not be used (it is
    then moved aside, so nothing in it is lost and a new record starts), and whether a
    bad file is still in the way (it could not be moved aside: then nothing may be
    written over it)."""
    games, problem = _read(path)
    if problem is None:
        return games, None, False
    try:
        quarantine(path)
    except OSError as exc:
        return [], t("session.record_unusable_left", problem=problem,
                     reason=describe_os_error(exc)), True
    return [], t("session.record_unusable_kept", problem=problem), False


_TYPES: dict[str, type | tuple[type, ...]] = {"str": str, "int": int, "float": (int, float)}
_OPPONENTS = ("opponents", "opponent_ranks")
_OPTIONAL = (*_OPPONENTS, "log", "review")
"""Keys added later: an older record has none."""
_MAX_PATH = 4096
_FIELDS = {f.name: str(f.type) for f in fields(GameSummary) if f.name not in _OPTIONAL}
"""Each entry's other keys and their types (as written in the dataclass)."""
_MAX_ID = 40
_LARGEST = 10**9
"""No count, score or result of a real game comes near: a larger number is a bad file."""


def _games(data: Any) -> list[GameSummary] | str:
    """The games of the file, or why it holds none, in the player's words (the first entry
    that is not a game, by its number)."""
    if not isinstance(data, list):
        return t("session.record_not_a_list")
    games = []
    for number, item in enumerate(data, 1):
        game = _entry(item)
        if game is None:
            return t("session.record_bad_entry", number=number)
        games.append(game)
    return games


def _entry(item: Any) -> GameSummary | None:
    """The game an entry records, if it has exactly the summary's keys (those that came
    later may be missing), each of its type and within what a game can be."""
    if not isinstance(item, dict) or not set(_FIELDS) <= set(item) <= set(_FIELDS) | set(
            _OPTIONAL) or not _good_opponents(item):
        return None
    log = item.get("log", "")
    if not (isinstance(log, str) and len(log) <= _MAX_PATH and log.isprintable()):
        return None
    review = mark_from_json(item.get("review"))
    if item.get("review") is not None and review is None:
        return None
    for name, type_name in _FIELDS.items():
        value = item[name]
        if isinstance(value, bool) or not isinstance(value, _TYPES[type_name]):
            return None
        if isinstance(value, int | float) and not abs(value) <= _LARGEST:
            return None
    if not 1 <= item["rank"] <= SEATS:
        return None
    return GameSummary(**item | {k: tuple(item.get(k, ())) for k in _OPPONENTS}
                       | {"review": review})


def _good_opponents(item: dict[str, Any]) -> bool:
    """No opponents, or three of them (each a short id) with where each finished."""
    opponents, ranks = item.get("opponents", []), item.get("opponent_ranks", [])
    if opponents == [] and ranks == []:
        return True
    return (isinstance(opponents, list) and isinstance(ranks, list)
            and len(opponents) == len(ranks) == SEATS - 1
            and all(isinstance(o, str) and 0 < len(o) <= _MAX_ID for o in opponents)
            and all(type(r) is int and 1 <= r <= SEATS for r in ranks))


def record_game(path: Path, summary: GameSummary) -> str | None:
    """Add one game to the record; returns the warning of an unusable old file.
    Raises HistoryError when the file cannot be written (the old one is then unchanged)."""
    games, warning = _writable(path)
    games.append(summary)
    _write(path, games)
    return warning


def _writable(path: Path) -> tuple[list[GameSummary], str | None]:
    """The games to change and write back, and the warning of an unusable old file.
    Raises HistoryError when that file is in the way (it could not be moved aside)."""
    games, warning, in_the_way = _load(path)
    if in_the_way:
        raise HistoryError(t("session.record_game_not_added", warning=warning))
    return games, warning


def _write(path: Path, games: Sequence[GameSummary], failed: str = "session.record_not_written",
           ) -> None:
    """Write the record atomically; HistoryError with the message ``failed`` if it cannot
    be (the old file is then as it was)."""
    try:
        write_atomic(path, json.dumps([asdict(g) for g in games], indent=1) + "\n")
    except OSError as exc:
        raise HistoryError(t(failed, reason=describe_os_error(exc))) from None


MY_DRILLS = 30
"""The positions of your games that practice offers, costliest first."""


def my_drills(path: Path) -> list[Drill]:
    """The costliest positions the reviews of your games kept (none from a record that
    cannot be read: the record screen says why)."""
    games, _ = load_history(path)
    drills = [d for g in games if g.review is not None for d in g.review.drills]
    return sorted(drills, key=lambda d: -d.loss)[:MY_DRILLS]


def keep_review(path: Path, log: str, review: SeatReview) -> str | None:
    """Keep ``review`` with its game in the record; why it could not be, if it could not."""
    try:
        record_review(path, log, mark_of(review))
    except HistoryError as exc:
        return str(exc)
    return None


def record_review(path: Path, log: str, mark: ReviewMark) -> None:
    """Keep the review of the recorded game whose log is ``log`` (the latest such game;
    nothing when none is). Raises HistoryError when the record cannot be written."""
    games, _ = _writable(path)
    found = [i for i, g in enumerate(games) if g.log == log and log]
    if not found:
        return
    games[found[-1]] = replace(games[found[-1]], review=mark)
    _write(path, games, "session.review_not_kept")


@dataclass(frozen=True, slots=True)
class Totals:
    games: int
    ranks: tuple[int, int, int, int]
    """Games finished 1st, 2nd, 3rd, 4th."""
    avg_rank: float
    avg_score: float
    avg_result: float
    hands: int
    win_rate: float
    deal_in_rate: float
    riichi_rate: float
    call_rate: float
    """Per hand played, as ``mahjong-tui sim`` counts them."""

    def as_json(self) -> dict[str, object]:
        return {k: round(v, 4) if isinstance(v, float) else v for k, v in asdict(self).items()}


def totals(games: Sequence[GameSummary]) -> Totals:
    n = max(len(games), 1)
    hands = sum(g.hands for g in games)
    per_hand = max(hands, 1)
    ranks = tuple(sum(g.rank == r for g in games) for r in (1, 2, 3, 4))
    return Totals(
        len(games), (ranks[0], ranks[1], ranks[2], ranks[3]),
        sum(g.rank for g in games) / n, sum(g.score for g in games) / n,
        sum(g.result for g in games) / n, hands,
        sum(g.wins for g in games) / per_hand, sum(g.deal_ins for g in games) / per_hand,
        sum(g.riichi for g in games) / per_hand, sum(g.call_hands for g in games) / per_hand,
    )
