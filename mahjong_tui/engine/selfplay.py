"""Headless self-play: drive a game with players, and tally per-player statistics.

Used by ``mahjong-tui sim`` and the benchmark. Players rotate seats from game
to game (player ``i`` sits at seat ``(i + game) % 4``), so seat luck evens out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from mahjong_tui.engine.events import (
    Called,
    Discarded,
    Drawn,
    DrawReason,
    Event,
    GameEnded,
    RoundStarted,
    Won,
)
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.players import Player, PlayerUnavailable, Watcher
from rules.ruleset import RuleSet

SEATS = 4


def play_game(game: Game, players: Sequence[Player]) -> Game:
    """Play ``game`` to its end, ``players[seat]`` answering for each seat.

    Players with the optional :class:`Watcher` hooks watch the game's log from
    the start and are told when it has finished (even by an exception).
    """
    watchers = [p for p in players if isinstance(p, Watcher)]
    for watcher in watchers:
        watcher.watch(game.log)
    try:
        while not game.is_over:
            pending = game.pending()
            seat = min(pending)
            game.apply(seat, players[seat].decide(game.observe(seat), pending[seat]))
    finally:
        for watcher in watchers:
            watcher.finish()
    return game


@dataclass(slots=True)
class PlayerStats:
    name: str
    games: int = 0
    hands: int = 0
    rank_sum: int = 0
    score_sum: int = 0
    chip_sum: int = 0
    total_sum: float = 0.0
    """Settled results in thousands (points, oka, uma and chips at their value)."""
    wins: int = 0
    deal_ins: int = 0
    riichi: int = 0
    call_hands: int = 0
    draws: int = 0
    tenpai_at_draw: int = 0

    def summary(self) -> dict[str, object]:
        """The ``sim --json`` entry of this player (rates per hand, draws per draw)."""
        hands = max(self.hands, 1)
        games = max(self.games, 1)
        return {
            "name": self.name,
            "avg_rank": round(self.rank_sum / games, 4),
            "avg_score": round(self.score_sum / games, 1),
            "win_rate": round(self.wins / hands, 4),
            "deal_in_rate": round(self.deal_ins / hands, 4),
            "riichi_rate": round(self.riichi / hands, 4),
            "call_rate": round(self.call_hands / hands, 4),
            "tenpai_at_draw_rate": round(self.tenpai_at_draw / max(self.draws, 1), 4),
            "avg_chips": round(self.chip_sum / games, 4),
            "avg_result": round(self.total_sum / games, 2),
        }


@dataclass(slots=True)
class SimTally:
    players: list[PlayerStats]
    games: int = 0
    hands: int = 0
    errors: int = 0
    error_messages: list[str] = field(default_factory=list)

    def add_game(self, log: Sequence[Event], seating: Sequence[int]) -> None:
        """Count one finished game; ``seating[seat]`` is the index of the player there."""
        self.games += 1
        called: set[int] = set()
        for event in log:
            if isinstance(event, RoundStarted):
                self.hands += 1
                for s in range(SEATS):
                    self.players[seating[s]].hands += 1
                called = set()
            elif isinstance(event, Won):
                self.players[seating[event.winner]].wins += 1
                if event.from_seat is not None:
                    self.players[seating[event.from_seat]].deal_ins += 1
            elif isinstance(event, Discarded) and event.riichi:
                # The declaration counts, as on Tenhou: one ronned on its tile is a riichi too.
                self.players[seating[event.seat]].riichi += 1
            elif isinstance(event, Called) and event.seat not in called:
                called.add(event.seat)
                self.players[seating[event.seat]].call_hands += 1
            elif isinstance(event, Drawn) and event.reason is DrawReason.EXHAUSTIVE:
                for s in range(SEATS):
                    self.players[seating[s]].draws += 1
                    self.players[seating[s]].tenpai_at_draw += event.tenpai[s]
            elif isinstance(event, GameEnded):
                for p in event.standings.placements:
                    stats = self.players[seating[p.seat]]
                    stats.games += 1
                    stats.rank_sum += p.rank
                    stats.score_sum += event.scores[p.seat]
                    stats.chip_sum += p.chips
                    stats.total_sum += p.total


def simulate_game(
    index: int, players: Sequence[Player], ruleset: RuleSet, seed: int | None, tally: SimTally
) -> tuple[Game, list[int]] | None:
    """Play game number ``index`` with rotated seats and add it to ``tally``; the game and
    which player sat in each seat.

    An exception inside the engine counts as an error (with its message) and
    the simulation goes on (None).
    """
    seating = [(seat - index) % SEATS for seat in range(SEATS)]
    seated = [players[i] for i in seating]
    try:
        game = play_game(Game(ruleset, seed), seated)
    except PlayerUnavailable:
        raise
    except Exception as exc:  # a sim reports engine failures, it does not stop
        tally.errors += 1
        tally.error_messages.append(f"game {index} (seed {seed}): {type(exc).__name__}: {exc}")
        return None
    tally.add_game(game.log, seating)
    return game, seating
