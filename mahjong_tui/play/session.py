"""One game against the AI, as the app plays it: no Textual here (the bridge stays headless).

A :class:`Session` owns the engine's :class:`Game`, the three AI players and
the list of actions applied so far. It never decides for the human: the app
asks :meth:`Session.human_actions`, shows them, and hands the choice back to
:meth:`Session.apply`. AI turns are split in two so the app can think in a
worker: :meth:`Session.next_ai_turn` gives an immutable :class:`AiTurn` (the
decision runs anywhere, it touches no state), and its answer comes back
through :meth:`Session.apply` on the app's thread.

Saving: the engine is deterministic (one seeded generator, DESIGN.md), so the
save is the seed, the RuleSet, the seating and the actions applied, as JSON.
Loading replays the actions through a fresh :class:`Game`; a replay that the
engine refuses is a corrupt save. The file is written after every hand (and
when the player leaves) to a temp file then ``os.replace``d, so a crash never
leaves half a save. A game dealt from scripted walls has no seed to replay and
is not saved.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import random
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, get_args

from pydantic import ValidationError

from ai.characters import CHARACTERS
from ai.levels import LEVELS
from ai.players import HeuristicPlayer
from mahjong_tui.engine.errors import IllegalActionError
from mahjong_tui.engine.events import (
    Drawn,
    Event,
    GameEnded,
    RoundEnded,
    Won,
    last_discarder,
)
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.players import Player, TsumogiriPlayer
from mahjong_tui.engine.round import RoundSetup
from mahjong_tui.engine.settlement import Standings
from mahjong_tui.engine.wall import Wall
from mahjong_tui.files.atomic import quarantine, write_atomic
from mahjong_tui.files.places import HISTORY_FILE, log_dir
from mahjong_tui.play.bots import BotEntry, bot_name, bot_problem
from mahjong_tui.play.game_config import (
    CHARACTER_IDS,
    DEFAULT_AI_LEVELS,
    OPPONENTS,
    AiLevels,
    GameConfig,
)
from mahjong_tui.play.history import HistoryError, record_game, summarize
from mahjong_tui.play.lineups import character_name
from mahjong_tui.play.table_bot import Failure, TableBot
from mahjong_tui.records.export import game_record, write_game_log
from mahjong_tui.text.language import t
from mahjong_tui.text.os_reasons import describe_os_error
from mahjong_tui.text.problem_words import file_problem
from rules.actions import Action
from rules.chips import chips_in_play
from rules.observation import Observation
from rules.ruleset import RuleSet
from rules.untrusted import UntrustedFileError, read_json

SEATS = 4
SAVE_VERSION = 1
AUTOPLAY_LEVEL = "normal"
"""The level that plays the human's seat on auto-play."""
HINT_LEVEL = "strong"
"""The level whose choice the table's hint shows."""
YOU = "You"


def your_seat(names: Sequence[str]) -> int:
    """The player's seat in a game's record: the one named ``You`` in a game of ours,
    else the first dealer's."""
    return names.index(YOU) if YOU in names else 0
"""The human's name in the game's log (:func:`player_name` at the table)."""
AI_NAMES = ("Haru", "Natsu", "Aki")
"""Opponents' names in the game's log, by their place after the human (right, across,
left); :func:`player_name` at the table."""

LOG_NAME = re.compile(r"mahjong-tui-\d{8}-\d{6}-(-?\d+|scripted)(-\d+)?\.json")
"""A game log's file name: the date and time the game began, then its seed (``-2`` ... when
two games began in the same second with the same seed). Never shown: the game result
opens the replay instead."""

_ACTION_TYPES: dict[str, type[Action]] = {cls.__name__: cls for cls in get_args(Action)}
"""Every action type by name, for the save file."""


class SaveError(Exception):
    """The save file cannot be read or replayed."""


def make_player(level: str, seed: int, rules: RuleSet) -> Player:
    """The opponent factory: every AI seat (and the human's auto-play) comes from here."""
    if level not in OPPONENTS:
        raise ValueError(f"unknown AI level {level!r} (one of {', '.join(OPPONENTS)})")
    return HeuristicPlayer((LEVELS | CHARACTERS)[level], seed, rules)


@dataclass(frozen=True, slots=True)
class AiTurn:
    """One AI decision to make: safe to compute in another thread (it is immutable)."""

    seat: int
    observation: Observation
    actions: tuple[Action, ...]
    player: Player
    move: int
    """The number of actions applied when the turn was asked (detects a stale answer)."""

    def decide(self) -> Action:
        return self.player.decide(self.observation, self.actions)

    def decide_safely(self) -> tuple[Action, bool]:
        """The decision, and whether the player failed (a fault in the AI or a bot): then
        the simplest legal move is played instead (pass, or let the drawn tile go), so a
        fault never ends the game."""
        try:
            return self.decide(), False
        except Exception:  # any fault of a player: the game must go on
            return TsumogiriPlayer().decide(self.observation, self.actions), True


@dataclass(frozen=True, slots=True)
class HandOutcome:
    """How one hand ended, with what the result screen shows."""

    setup: RoundSetup
    """The hand that ended (its wind, number, honba, scores before)."""
    wins: tuple[Won, ...]
    draw: Drawn | None
    ended: RoundEnded
    table: Observation
    """The human's last view of that hand (melds and rivers as they were)."""
    riichi_deposit: int
    """What one riichi stick is worth under the game's rules."""
    chips: tuple[int, int, int, int] | None = None
    """Each seat's net chips in the game after this hand (None: the rules have no chips)."""

    @property
    def deltas(self) -> tuple[int, int, int, int]:
        before = self.setup.scores
        after = self.ended.scores
        return (
            after[0] - before[0], after[1] - before[1], after[2] - before[2],
            after[3] - before[3],
        )


@dataclass(frozen=True, slots=True)
class Step:
    """What one applied action did."""

    events: tuple[Event, ...]
    outcome: HandOutcome | None
    game_over: GameEnded | None


class Session:
    """The engine plus the players, stopping whenever the human must decide."""

    def __init__(
        self,
        rules: RuleSet,
        seed: int | None,
        *,
        human_seat: int = 0,
        ai_levels: AiLevels = DEFAULT_AI_LEVELS,
        walls: Iterable[Wall] = (),
        save_path: Path | None = None,
        players: Mapping[int, Player] | None = None,
        logs: Path | None = None,
        log_name: str | None = None,
        bots: Iterable[BotEntry] = (),
    ) -> None:
        """``players`` replaces the AI at some seats (scripted tests seat simple players);
        ``log_name`` is a continued game's log (None: a new name at the first write);
        ``bots``: the player's mjai bots, which a seat ``bot:NAME`` takes."""
        self.rules = rules
        self.seed = seed
        self.human = human_seat
        self.ai_levels = ai_levels
        self.save_path = save_path
        self.game = Game(rules, seed, walls=walls)
        self.scripted = bool(walls)
        self.actions: list[tuple[int, Action]] = []
        base = seed if seed is not None else 0
        self.missing_bots: list[str] = []
        """Bots the seats name that are not (or no longer) among the player's: the strong
        AI plays their seats."""
        commands = {bot.name: bot.command for bot in bots}
        self.players: dict[int, Player] = {
            s: self._seat_player(s, base * SEATS + s, commands) for s in range(SEATS)
        } | dict(players or {})
        """Every seat's AI; the human's plays only when the app's auto-play is on."""
        for player in self.players.values():
            if isinstance(player, TableBot):
                player.watch(self.game.log)
        self.adviser = make_player(HINT_LEVEL, base * SEATS + self.human, rules)
        """Suggests the human's moves (the table's hint key): the strongest level."""
        self.last_outcome: HandOutcome | None = None
        self.logs = logs
        """The log directory chosen for this game (None: :func:`log_dir`)."""
        self.started = datetime.now()
        self.log_name = log_name
        """The log's file name, fixed at its first write and kept in the save."""
        self.log_path: Path | None = None
        """Where the game's tenhou.net/6 log was last written."""
        self.log_error: str | None = None
        self.history_warning: str | None = None
        """What went wrong with the player's record at the game's end, if anything."""
        self.save_warning: str | None = None
        """Why the last :meth:`save` failed, in the player's words (None: it worked)."""
        self.set_aside_first = False
        """The save file holds what could not be resumed: move it aside (``.bak``) before
        the first save replaces it (a new game over a bad save on a read-only disk)."""

    @classmethod
    def new(cls, config: GameConfig, save_path: Path | None = None) -> Session:
        seed = config.seed if config.seed is not None else random.SystemRandom().randrange(2**31)
        seat = config.human_seat
        if seat is None:
            seat = random.Random(seed).randrange(SEATS)
        return cls(config.ruleset(), seed, human_seat=seat, ai_levels=config.ai_levels,
                   save_path=save_path, logs=config.log_dir, bots=config.bots)

    def _seat_player(self, seat: int, seed: int, commands: Mapping[str, str]) -> Player:
        level = self.level_at(seat)
        name = bot_name(level)
        if name is None:
            return make_player(level, seed, self.rules)
        strong = make_player(HINT_LEVEL, seed, self.rules)
        if name not in commands:
            self.missing_bots.append(name)
            return strong
        return TableBot(name, commands[name], strong)

    def table_bots(self) -> dict[int, TableBot]:
        """The seats the player's mjai bots play."""
        return {s: p for s, p in self.players.items() if isinstance(p, TableBot)}

    def bot_failures(self) -> list[tuple[int, Failure]]:
        """The bots' failed decisions since the last call (each then the strong AI's), by
        seat."""
        return [(seat, failure) for seat, bot in self.table_bots().items()
                for failure in bot.new_failures()]

    def close(self) -> None:
        """The player leaves the table: the bots' processes are stopped."""
        for bot in self.table_bots().values():
            bot.close()

    def level_at(self, seat: int) -> str:
        """Who plays ``seat`` when the AI does: its level or character (the human's seat:
        the auto-play level)."""
        place = (seat - self.human) % SEATS
        return self.ai_levels[place - 1] if place else AUTOPLAY_LEVEL

    def characters(self) -> dict[int, str]:
        """The seats the line-ups' characters play, by seat (never the human's)."""
        return {seat: self.level_at(seat) for seat in range(SEATS)
                if seat != self.human and self.level_at(seat) in CHARACTER_IDS}

    def talk_key(self) -> str:
        """Tells this point of this game from every other: the characters' lines are
        picked by it (the same game, the same lines)."""
        return f"{self.seed}:{len(self.actions)}"

    # --- what the app reads ---------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.game.is_over

    def observation(self) -> Observation:
        return self.game.observe(self.human)

    def human_actions(self) -> tuple[Action, ...]:
        """The human's legal actions now (empty while others decide)."""
        return tuple(self.game.pending().get(self.human, ()))

    def next_ai_turn(self) -> AiTurn | None:
        """The next AI seat to answer (None when only the human, or nobody, is pending)."""
        pending = self.game.pending()
        for seat in sorted(pending):
            if seat != self.human:
                return AiTurn(seat, self.game.observe(seat), tuple(pending[seat]),
                              self.players[seat], len(self.actions))
        return None

    def autoplay_turn(self) -> AiTurn | None:
        """The human's decision as the auto-player would take it (for auto-play)."""
        return self._human_turn(self.players[self.human])

    def hint_turn(self) -> AiTurn | None:
        """The human's decision as the adviser would take it (the table's hint)."""
        return self._human_turn(self.adviser)

    def _human_turn(self, player: Player) -> AiTurn | None:
        legal = self.human_actions()
        if not legal:
            return None
        return AiTurn(self.human, self.observation(), legal, player, len(self.actions))

    def on_turn(self) -> frozenset[int]:
        """The seats deciding now."""
        return frozenset(self.game.pending())

    def last_discarder(self) -> int | None:
        """Who made this hand's latest discard (None before the first one)."""
        return last_discarder(self.game.round.log)

    def name(self, seat: int) -> str:
        """The seat's name at the table, in the player's language."""
        return player_name(self.record_name(seat))

    def names(self) -> list[str]:
        """Every seat's name at the table, in seat order."""
        return [self.name(s) for s in range(SEATS)]

    def record_name(self, seat: int) -> str:
        """The seat's name in the game's log (whatever the language: ``You``, ``Haru``)."""
        if seat == self.human:
            return YOU
        place = (seat - self.human) % SEATS - 1
        opponent = self.ai_levels[place]
        if opponent in CHARACTER_IDS:
            return opponent.capitalize()
        return bot_name(opponent) or AI_NAMES[place]

    def record_names(self) -> list[str]:
        return [self.record_name(s) for s in range(SEATS)]

    def standings(self) -> Standings | None:
        ended = next((e for e in reversed(self.game.log) if isinstance(e, GameEnded)), None)
        return ended.standings if ended is not None else None

    # --- moving on --------------------------------------------------------------

    def apply(self, seat: int, action: Action) -> Step:
        """Apply one decision; a hand that ends is summarised and the game saved."""
        ended_round = self.game.round
        events = tuple(self.game.apply(seat, action))
        self.actions.append((seat, action))
        outcome = None
        ended = next((e for e in events if isinstance(e, RoundEnded)), None)
        if ended is not None:
            outcome = HandOutcome(
                setup=ended_round.setup,
                wins=tuple(e for e in events if isinstance(e, Won)),
                draw=next((e for e in events if isinstance(e, Drawn)), None),
                ended=ended,
                table=ended_round.observe(self.human),
                riichi_deposit=self.rules.riichi_deposit,
                chips=self.game.chips if chips_in_play(self.game.rules) else None,
            )
            self.last_outcome = outcome
        game_over = next((e for e in events if isinstance(e, GameEnded)), None)
        if game_over is not None:
            for bot in self.table_bots().values():
                bot.finish()
        saved = (outcome is not None or game_over is not None) and self.save()
        if game_over is not None and saved:
            self._record()
        return Step(events, outcome, game_over)

    @property
    def recorded_in(self) -> tuple[Path, str] | None:
        """The record file and the log its entry for this game names (None: the game is
        not recorded, or has no log)."""
        if self.save_path is None or self.scripted or self.log_path is None:
            return None
        return self.save_path.with_name(HISTORY_FILE), str(self.log_path)

    def _record(self) -> None:
        """Add the finished game to the player's record, beside the save (a real game only:
        not a scripted one, nor one with nowhere to save). Only once its end is saved: if
        that save failed, the last good save still holds the game unfinished, Continue
        offers it, and the game is recorded when it ends again (never twice)."""
        if self.save_path is None or self.scripted:
            return
        summary = summarize(self.game.log, self.human, self.rules.name, self.rules.game_length,
                            opponents=self.ai_levels, log_path=self.log_path)
        try:
            self.history_warning = record_game(self.save_path.with_name(HISTORY_FILE), summary)
        except HistoryError as exc:
            self.history_warning = str(exc)

    def _write_log(self) -> None:
        """The game so far as a tenhou.net/6 log (a failure is reported, not raised).

        Written with every save, so an unfinished game has its log too."""
        directory = self.logs or log_dir()
        try:
            if self.log_name is None:  # looks into the folder: may be refused as well
                self.log_name = unique_log_name(directory, self.started, self.seed)
            self.log_path = write_game_log(game_record(self.game, self.record_names()),
                                           directory / self.log_name)
        except OSError as exc:
            self.log_error = t("session.log_not_written", reason=describe_os_error(exc))
        else:
            self.log_error = None

    # --- saving -------------------------------------------------------------------

    def save(self) -> bool:
        """Write the save and the game log atomically; a finished game removes nothing,
        it is marked over. The log is written even where the game itself is not saved; a
        log that cannot be written is a warning, never a lost save. Whether the game is
        saved (True too for a game with nowhere to save).

        Never raises: a write that fails (a full or read-only disk) leaves the last good
        save as it was and sets :attr:`save_warning` for the table to show; play goes on.
        A file that was not ours to drop (:attr:`set_aside_first`) is moved aside before
        anything replaces it; while it cannot be, nothing is saved over it."""
        self._write_log()
        self.save_warning = self.log_error
        if self.save_path is None or self.scripted:
            return True
        try:
            if self.set_aside_first:
                with contextlib.suppress(FileNotFoundError):  # moved aside already
                    quarantine(self.save_path)
                self.set_aside_first = False
            write_atomic(self.save_path, json.dumps(self._save_data()))
        except OSError as exc:
            self.save_warning = t("session.not_saved", reason=describe_os_error(exc))
            return False
        return True

    def _save_data(self) -> dict[str, Any]:
        return {
            "version": SAVE_VERSION,
            "seed": self.seed,
            "human_seat": self.human,
            "ai_levels": list(self.ai_levels),
            "log_name": self.log_name,
            "over": self.is_over,
            "rules": self.rules.model_dump(mode="json"),
            "actions": [[seat, _action_to_json(a)] for seat, a in self.actions],
        }

    @classmethod
    def load(cls, path: Path, bots: Iterable[BotEntry] = ()) -> Session:
        """Replay a save (``bots``: the player's, as for a new game). Raises
        :class:`SaveError` (the file is left as it is)."""
        try:
            data = read_json(path)
        except (OSError, UntrustedFileError) as exc:
            raise SaveError(t("session.save_unusable", detail=file_problem(exc))) from None
        if not isinstance(data, dict):
            raise SaveError(t("session.save_not_a_game"))
        if data.get("version") != SAVE_VERSION:
            raise SaveError(t("session.save_unknown_version",
                                version=f"{data.get('version')!r:.20}"))
        try:
            rules = RuleSet.model_validate(data["rules"])
            # Saves from before per-seat levels hold one "ai_level".
            levels = data.get("ai_levels") or [data["ai_level"]] * (SEATS - 1)
            session = cls(rules, _whole(data["seed"], "seed"),
                          human_seat=_seat(data["human_seat"]),
                          ai_levels=_levels(levels), save_path=path,
                          log_name=_log_name(data.get("log_name")), bots=bots)
            moves = data["actions"]
            if not isinstance(moves, list):
                raise ValueError("actions must be a list")
        except ValidationError as exc:
            raise SaveError(t("session.save_rules_invalid", count=exc.error_count())) from None
        except KeyError as exc:
            raise SaveError(t("session.save_missing", key=f"{exc.args[0]!r:.30}")) from None
        except (ValueError, TypeError):
            # The helpers' English says which value (for a maintainer's debugger); the
            # player reads the catalogue's words.
            raise SaveError(t("session.save_bad_value")) from None
        for number, move in enumerate(moves, 1):
            try:
                seat, action = _seat(move[0]), _action_from_json(move[1])
                if len(move) != 2:
                    raise ValueError("a move is a seat and an action")
                session.game.apply(seat, action)
            except (ValueError, KeyError, TypeError, AttributeError, IndexError,
                    IllegalActionError):
                raise SaveError(t("session.save_move", number=number, total=len(moves))) from None
            session.actions.append((seat, action))
        return session


def unique_log_name(directory: Path, started: datetime, seed: int | None) -> str:
    """``mahjong-tui-20261201-120315-5.json``: a name no earlier log in ``directory`` has."""
    base = f"mahjong-tui-{started:%Y%m%d-%H%M%S}-{seed if seed is not None else 'scripted'}"
    name, number = f"{base}.json", 1
    while (directory / name).exists():
        number += 1
        name = f"{base}-{number}.json"
    return name


def _log_name(value: Any) -> str | None:
    """A save's log name, if it is one of ours (anything else, a path above all, is
    dropped: the game then gets a new log)."""
    return value if isinstance(value, str) and LOG_NAME.fullmatch(value) else None


def _whole(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{what} must be a whole number, got {value!r:.20}")
    return value


def _seat(value: Any) -> int:
    seat = _whole(value, "a seat")
    if not 0 <= seat < SEATS:
        raise ValueError(f"a seat must be 0 to {SEATS - 1}, got {seat}")
    return seat


def _levels(value: Any) -> AiLevels:
    if not isinstance(value, list) or len(value) != SEATS - 1 or not all(
            level in OPPONENTS or _bot_seat(level) for level in value):
        raise ValueError(f"ai_levels must be three of {', '.join(OPPONENTS)}")
    return (value[0], value[1], value[2])


def _bot_seat(level: Any) -> bool:
    """``level`` names a bot (which may or may not be among the player's)."""
    name = bot_name(level) if isinstance(level, str) else None
    return name is not None and bot_problem(name, "bot") is None


def _action_to_json(action: Action) -> dict[str, Any]:
    out: dict[str, Any] = {"type": type(action).__name__}
    for f in dataclasses.fields(action):
        out[f.name] = getattr(action, f.name)
    return out


def _action_from_json(data: dict[str, Any]) -> Action:
    cls = _ACTION_TYPES[data["type"]]
    kwargs: dict[str, Any] = {
        k: tuple(v) if isinstance(v, list) else v for k, v in data.items() if k != "type"
    }
    return cls(**kwargs)


def player_name(name: str) -> str:
    """A name of the log as the table shows it: ours (``You``, ``Haru``..., a character's
    ``Ryoma``) in the player's language (``あなた``, ``ハル``, ``龍馬``), any other (a Tenhou
    record's) as it is."""
    if name in (YOU, *AI_NAMES):
        return t(f"players.{name.lower()}")
    if name.lower() in CHARACTER_IDS and name == name.capitalize():
        return character_name(name.lower())
    return name
