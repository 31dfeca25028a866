"""Many seeded games with random legal players; invariants after every action.

Deterministic: a fixed list of seeds (sized to about a minute on one core), the
players seeded from the game seed. Every so often an illegal action is tried:
it must raise IllegalActionError and leave the game exactly as it was.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from mahjong_tui.engine.errors import IllegalActionError
from mahjong_tui.engine.events import GameEnded, Won
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.players import Player, RandomPlayer
from rules.actions import Action, Discard, Kakan, Pass, Ron, Tsumo
from rules.observation import Observation
from rules.ruleset import TENHOU, RuleSet
from rules.shanten import shanten
from rules.tiles import counts, kind
from tests.engine.invariants import check_event, check_observation, check_state

MAX_ACTIONS = 20_000


class EagerPlayer(RandomPlayer):
    """Wins and declares riichi whenever it may, discards towards tenpai, seldom calls."""

    name = "eager"

    def decide(self, observation: Observation, actions: Sequence[Action]) -> Action:
        for action in actions:
            if isinstance(action, (Tsumo, Ron)):
                return action
        riichi = [a for a in actions if isinstance(a, Discard) and a.riichi]
        if riichi:
            return riichi[self._rng.randrange(len(riichi))]
        plain = [a for a in actions if isinstance(a, Discard)]
        if plain:
            return self._best_discard(observation, plain)
        if self._rng.random() < 0.9 and Pass() in actions:
            return Pass()
        return super().decide(observation, actions)

    def _best_discard(self, observation: Observation, discards: list[Discard]) -> Discard:
        c = counts(observation.concealed)
        scored = []
        for d in discards:
            c[kind(d.tile)] -= 1
            scored.append((shanten(c), d))
            c[kind(d.tile)] += 1
        best = min(s for s, _ in scored)
        choices = [d for s, d in scored if s == best]
        return choices[self._rng.randrange(len(choices))]


_ILLEGAL: tuple[Action, ...] = (Tsumo(), Ron(), Kakan(33), Discard(36, True, True))


def play(game: Game, players: Sequence[Player], rng: random.Random) -> int:
    """Play to the end checking invariants; returns the number of events checked."""
    total = sum(game.round.scores) + game.round.sticks * game.rules.riichi_deposit
    deposit = game.rules.riichi_deposit
    checked = 0
    for _ in range(MAX_ACTIONS):
        if game.is_over:
            break
        pending = game.pending()
        seat = min(pending)
        if rng.random() < 0.02:
            _try_illegal(game, seat, pending, rng)
        sticks = game.round.sticks
        events = game.apply(seat, players[seat].decide(game.observe(seat), pending[seat]))
        for event in events:
            check_event(event, sticks, deposit)
        checked += len(events)
        if not game.is_over:
            check_state(game, total)
            check_observation(game, min(game.pending()))
    else:
        pytest.fail("the game did not end")
    assert isinstance(game.log[-1], GameEnded)
    return checked


def _try_illegal(
    game: Game, seat: int, pending: dict[int, Sequence[Action]] | object, rng: random.Random
) -> None:
    assert isinstance(pending, dict)
    candidates = [a for a in _ILLEGAL if a not in pending[seat]]
    others = [s for s in range(4) if s not in pending]
    before = (len(game.log), game.observe(seat), dict(game.pending()))
    if others and rng.random() < 0.5:
        bad_seat, action = rng.choice(others), pending[seat][0]
    else:
        bad_seat, action = seat, rng.choice(candidates)
    with pytest.raises(IllegalActionError):
        game.apply(bad_seat, action)
    assert (len(game.log), game.observe(seat), dict(game.pending())) == before


def run(seed: int, player: type[RandomPlayer], rules: RuleSet = TENHOU) -> tuple[Game, int]:
    game = Game(rules, seed)
    players = [player(seed * 4 + i) for i in range(4)]
    checked = play(game, players, random.Random(seed))
    return game, checked


@pytest.mark.parametrize("block", range(4))
def test_random_players_keep_every_invariant(block: int) -> None:
    for seed in range(block * 40, block * 40 + 40):
        run(seed, RandomPlayer)


@pytest.mark.parametrize("block", range(4))
def test_eager_players_win_and_keep_every_invariant(block: int) -> None:
    wins = 0
    for seed in range(1000 + block * 40, 1000 + block * 40 + 40):
        game, _ = run(seed, EagerPlayer)
        wins += sum(isinstance(e, Won) for e in game.log)
    assert wins > 100


OPTIONS = TENHOU.with_changes(
    noten_declaration_allowed=True,
    keishiki_tenpai=False,
    fifth_tile_tenpai="whole_hand",
    kan_dora_timing="after_discard",
    suukaikan_timing="immediate",
    riichi_ankan="keep_waits_and_decomposition",
    chankan_ankan_kokushi=True,
    atozuke=False,
    ryanhan_shibari_honba=2,
    max_ron_winners=3,
    sanchahou_abortive=False,
    multi_ron_honba="each_winner",
    multi_ron_riichi_sticks="own_back_rest_nearest",
    nagashi_mangan="win",
    nagashi_multiple="cancel",
    pao_yaku=frozenset({"daisangen", "daisuushii", "suukantsu"}),
    daiminkan_rinshan_pao=True,
    draw_adds_honba=False,
    renhou="yakuman",
    chip_ura=1,
    chip_aka=1,
    chip_ippatsu=1,
    chip_yakuman_tsumo=2,
    chip_yakuman_ron=3,
)
"""The options the default rules leave off, all at once."""


@pytest.mark.parametrize("player", [RandomPlayer, EagerPlayer])
def test_the_options_keep_every_invariant(player: type[RandomPlayer]) -> None:
    for seed in range(2000, 2030):
        run(seed, player, OPTIONS)


def test_same_seed_same_actions_same_log() -> None:
    first, _ = run(7, EagerPlayer)
    again, _ = run(7, EagerPlayer)
    assert first.log == again.log
    other, _ = run(8, EagerPlayer)
    assert other.log != first.log

