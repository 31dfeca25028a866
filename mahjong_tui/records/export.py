"""Engine event log -> neutral record -> tenhou.net/6 JSON file.

The log holds everything (each hand's wall, every move and result), so a
game exports at any moment: finished hands in full, and a hand still in
play with its moves so far and no result entry (our reader accepts that; the
replay skips it). The complete RuleSet rides along in ``rule`` so the game
replays exactly under its own preset.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from mahjong_tui.engine.events import (
    AddedKan,
    Called,
    ConcealedKan,
    Discarded,
    DoraRevealed,
    Drawn,
    Drew,
    Event,
    GameEnded,
    GameStarted,
    RoundStarted,
    Won,
)
from mahjong_tui.engine.game import Game
from mahjong_tui.files.atomic import write_atomic
from mahjong_tui.files.places import APP_NAME
from mahjong_tui.records import model
from mahjong_tui.records.lobby import rule_from_ruleset
from mahjong_tui.records.model import GameRecord, RoundRecord
from mahjong_tui.records.results import draw_of, win_of
from mahjong_tui.records.tenhou6 import dumps_tenhou6
from rules.presets import load_preset
from rules.tiles import EAST, Tile

DEFAULT_NAMES = ("Seat 1", "Seat 2", "Seat 3", "Seat 4")


@dataclass(slots=True)
class _Hand:
    start: RoundStarted
    dora: list[Tile]
    moves: list[model.Move] = field(default_factory=list)
    wins: list[model.Win] = field(default_factory=list)
    ura: tuple[Tile, ...] = ()
    draw: model.DrawEnd | None = None

    def record(self) -> RoundRecord:
        s = self.start
        kyoku = (s.round_wind - EAST) * 4 + s.hand_number
        hands = tuple(s.wall.hand(seat) for seat in range(4))
        return RoundRecord(
            kyoku, s.honba, s.riichi_sticks, tuple(s.scores), tuple(self.dora), self.ura,
            hands, tuple(self.moves), tuple(self.wins), self.draw,
        )


def game_record(
    events: Game | Sequence[Event], names: Sequence[str] = DEFAULT_NAMES, title: str = ""
) -> GameRecord:
    """The record of a game (finished or not) from its event log."""
    log = events.log if isinstance(events, Game) else events
    ruleset = load_preset("tenhou")
    rounds: list[RoundRecord] = []
    hand: _Hand | None = None
    extra: dict[str, list[float]] = {}
    for event in log:
        if isinstance(event, GameStarted):
            ruleset = event.ruleset
        elif isinstance(event, GameEnded):
            extra["sc"] = final_scores(event)
        elif isinstance(event, RoundStarted):
            if hand is not None:
                rounds.append(hand.record())
            hand = _Hand(event, [event.dora_indicator])
        elif hand is not None:
            _add(hand, event)
    if hand is not None:
        rounds.append(hand.record())
    return GameRecord(
        tuple(rounds), ruleset, tuple(names), (APP_NAME, title), rule_from_ruleset(ruleset),
        extra,
    )


def final_scores(end: GameEnded) -> list[float]:
    """Tenhou's ``sc``: each seat's final points, then its result in thousands."""
    return [
        value
        for p in end.standings.placements
        for value in (p.score, p.result)
    ]


def _add(hand: _Hand, event: Event) -> None:
    if isinstance(event, Drew):
        hand.moves.append(model.Draw(event.seat, event.tile))
    elif isinstance(event, Discarded):
        hand.moves.append(model.Discard(event.seat, event.tile, event.tsumogiri, event.riichi))
    elif isinstance(event, Called):
        hand.moves.append(model.Call(event.seat, event.meld))
    elif isinstance(event, ConcealedKan):
        hand.moves.append(model.Kan(event.seat, event.meld))
    elif isinstance(event, AddedKan):
        hand.moves.append(model.Kan(event.seat, event.meld, event.tile))
    elif isinstance(event, DoraRevealed):
        hand.dora.append(event.indicator)
    elif isinstance(event, Won):
        hand.wins.append(win_of(event, hand.start.hand_number, hand.start.round_wind))
        hand.ura = hand.ura or event.ura_indicators
    elif isinstance(event, Drawn):
        hand.draw = draw_of(event)


def write_game_log(events_or_game: Game | Sequence[Event] | GameRecord, path: str | Path) -> Path:
    """Write the game as tenhou.net/6 JSON, atomically: a temporary file in the same
    directory, then ``os.replace``, so a crash never leaves a half-written log."""
    game = events_or_game if isinstance(events_or_game, GameRecord) else game_record(events_or_game)
    target = Path(path)
    write_atomic(target, dumps_tenhou6(game))
    return target
