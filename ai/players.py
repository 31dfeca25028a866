"""The heuristic player: one class for every level, answering the engine's questions.

``decide(observation, legal)`` always returns one of ``legal``. The order of
questions on a turn: win (always, see below), the nine-terminal draw, kans,
then the discard (efficiency ranking, push / fold against threats, riichi or
dama). On another player's discard: ron, else a call or a pass.

Wins are always taken: declining a ron makes the hand furiten and every
placement case where it would pay is rare; this is the documented choice.
An all-last dealer offered to stop the game (``Yame``) stops: it is on top.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from ai.calls import choose_call
from ai.characters import CHARACTERS
from ai.danger import find_threats, loss_table
from ai.efficiency import Candidate, DiscardEvaluator
from ai.levels import LEVELS, Level
from ai.placement import Stakes
from ai.pushfold import choose
from ai.riichi import should_riichi
from ai.table import Table
from ai.value import HandValuer
from rules.actions import (
    Action,
    Ankan,
    Discard,
    Kakan,
    KyuushuKyuuhai,
    Pass,
    Ron,
    Tsumo,
    Yame,
)
from rules.observation import Observation
from rules.ruleset import RuleSet
from rules.tiles import YAOCHUU, is_red, kind


class HeuristicPlayer:
    """A seat played by the AI at one :class:`~ai.levels.Level`.

    ``seed`` drives the personality (the easy level's slips) and nothing else;
    ``rules`` should be the game's RuleSet (kuitan, riichi deposit, game length
    for all-last); Tenhou's rules when omitted.
    """

    def __init__(self, level: Level, seed: int | None = None, rules: RuleSet | None = None):
        self.level = level
        self.name = level.name
        self.rules = rules if rules is not None else RuleSet()
        self._rng = random.Random(seed)
        self._valuer = HandValuer(self.rules)

    def decide(self, observation: Observation, actions: Sequence[Action]) -> Action:
        for a in actions:
            if isinstance(a, Tsumo | Ron) or a == Yame(True):
                return a
        t = Table(observation, self.rules)
        if any(isinstance(a, Pass) for a in actions):
            return self._claim(t, actions)
        return self._turn(t, actions)

    # --- another player's discard -------------------------------------------

    def _claim(self, t: Table, actions: Sequence[Action]) -> Action:
        riichi_on_table = any(p.riichi for p in t.others)
        speed = self.level.placement and Stakes(t, True).wants_speed()
        call = choose_call(t, actions, self.level.calls, riichi_on_table, speed, self._valuer)
        return call if call is not None else Pass()

    # --- own turn --------------------------------------------------------------

    def _turn(self, t: Table, actions: Sequence[Action]) -> Action:
        discards = [a for a in actions if isinstance(a, Discard)]
        if KyuushuKyuuhai() in actions and self._abort_nine_kinds(t):
            return KyuushuKyuuhai()
        if t.obs.me.riichi or not discards:
            return discards[0] if discards else actions[0]
        lv = self.level
        evaluator = DiscardEvaluator(t, self._valuer, lv.lookahead, lv.value_aware)
        ranked = evaluator.rank(t.hand, sorted({kind(d.tile) for d in discards if not d.riichi}))
        threats = find_threats(t, lv.open_threats, _two_call_han(ranked[0])
                               ) if lv.caution > 0 else []
        if lv.kans:
            kan = _kan(t, evaluator, actions, ranked[0].shanten, bool(threats))
            if kan is not None:
                return kan
        stakes = Stakes(t, lv.placement)
        losses = loss_table(t, threats, lv.detailed_danger, stakes.loss)
        choice = choose(t, ranked, losses, lv.caution, stakes)
        if not threats:
            choice = self._maybe_slip(ranked, choice)
        riichi = [d for d in discards if d.riichi and kind(d.tile) == choice.kind]
        if riichi:
            after = list(t.hand)
            after[choice.kind] -= 1
            placed = stakes if lv.placement else None
            if should_riichi(t, self._valuer, after, lv.riichi, bool(threats), placed):
                return _pick(riichi)
        return _pick([d for d in discards if not d.riichi and kind(d.tile) == choice.kind])

    def _abort_nine_kinds(self, t: Table) -> bool:
        kinds = sum(1 for k in YAOCHUU if t.hand[k])
        return kinds <= self.level.kyuushu_max_kinds

    def _maybe_slip(self, ranked: Sequence[Candidate], choice: Candidate) -> Candidate:
        if self.level.slip <= 0 or len(ranked) < 2 or choice is not ranked[0]:
            return choice
        second = ranked[1]
        behind = choice.ukeire - second.ukeire
        close = second.shanten == choice.shanten and behind <= self.level.slip_margin
        return second if close and self._rng.random() < self.level.slip else choice


def _kan(
    t: Table, evaluator: DiscardEvaluator, actions: Sequence[Action], best: int, threatened: bool
) -> Ankan | Kakan | None:
    """A concealed kan that costs no shanten, or an added kan when nobody threatens."""
    for a in actions:
        if isinstance(a, Ankan | Kakan):
            if isinstance(a, Kakan) and threatened:
                continue
            hand = list(t.hand)
            hand[a.kind] -= 4 if isinstance(a, Ankan) else 1
            if evaluator.shanten_of(hand) <= best:
                return a
    return None


def _two_call_han(best: Candidate) -> int:
    """The han an open hand of two calls must show before this hand defends against it:
    a mangan's worth (4) for a tenpai or 1-shanten, two for a farther hand. On the same
    positions majiang-ai (which defends against riichi only) and our strong level parted
    mostly where an opponent had two calls: the near hand gave up a tenpai or its best
    shape for a tile safe against a cheap hand that is tenpai about a third of the time.
    Pushing past every two-call hand, it also dealt into the mangans: in 100 hanchan
    against majiang-ai, 6 deal-ins of 7700 or more came at tenpai or 1-shanten into two
    calls that showed 4 han (a pon of a value honour that was dora)."""
    return 4 if best.shanten <= 1 else 2


def _pick(discards: Sequence[Discard]) -> Discard:
    """Of the discards of one kind: a black tile before a red five, then the drawn tile."""
    return min(discards, key=lambda d: (is_red(d.tile), not d.tsumogiri))


class PlayerFactory(Protocol):
    """Builds a level's player from a seed and, ideally, the game's RuleSet."""

    def __call__(self, seed: int | None, rules: RuleSet | None = None) -> HeuristicPlayer: ...


def _factory(level: Level) -> PlayerFactory:
    def make(seed: int | None, rules: RuleSet | None = None) -> HeuristicPlayer:
        return HeuristicPlayer(level, seed, rules)

    return make


PLAYERS: dict[str, PlayerFactory] = {
    lv_id: _factory(lv) for lv_id, lv in (LEVELS | CHARACTERS).items()}
"""Player ids of ``mahjong-tui sim`` (``greedy easy normal strong`` and the characters'
ids, :mod:`ai.characters`): factories taking a seed and the game's RuleSet (Tenhou's rules
when omitted, as for :class:`HeuristicPlayer`)."""
