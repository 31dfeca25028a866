"""The AI's judgement of one decision beside the one played: what the review shows.

For a decision (what the seat saw, what it could do, what it did) the judge asks the
level's player what it would do, then values both choices with the pieces the player
weighs, in the :class:`~ai.placement.Stakes`' points (plain points but in all-last):

- a discard: its push / fold score (:func:`ai.pushfold.scorer`): the chance to win from
  the hand it leaves times that hand's value, the tenpai payments at a draw, less its
  deal-in cost against the threats; with a riichi on offer, the riichi's value (the
  win with riichi, the stick at risk) or the silent hand's (only the waits with a yaku);
- a call, a pass, a kan: the attacking gain of the hand it leaves (after a call, with
  its best discard), no deal-in cost (the discards to come are as dangerous either way);
- a win: its points; declaring nine terminals: nothing.

A disagreement costs what the AI's choice is worth more than the one played (never
less than 0: the AI's own ranking can prefer a choice its values put level), and gets a
kind: ``efficiency`` and ``value`` (discards with nobody threatening: a worse shape, or
the same shape and less value), ``push_fold`` and ``defence`` (against a threat: going
another way, or the same way with a more dangerous tile; the same way with a safer tile
is a shape or value mistake), ``riichi`` (the same tile,
riichi or not), ``call`` (calls and kans), ``win`` (a win taken or not), ``abort``
(nine terminals).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Literal

from ai.call_value import after_call
from ai.danger import Threat, deal_in, find_threats, loss_table
from ai.efficiency import Candidate, DiscardEvaluator, own_context
from ai.levels import Level
from ai.placement import Stakes
from ai.players import HeuristicPlayer
from ai.pushfold import scorer, win_chance
from ai.riichi import tenpai_facts
from ai.table import Table
from ai.value import HandValuer
from rules.actions import (
    Action,
    Ankan,
    Chi,
    Daiminkan,
    Discard,
    Kakan,
    KyuushuKyuuhai,
    Pon,
    Ron,
    Tsumo,
)
from rules.hand import Meld, MeldKind
from rules.observation import Observation
from rules.ruleset import RuleSet
from rules.shanten import ukeire
from rules.tiles import NUM_KINDS, is_red, kind

Kind = Literal["efficiency", "value", "riichi", "call", "push_fold", "defence", "win",
               "abort"]
KINDS: tuple[Kind, ...] = ("efficiency", "value", "riichi", "call", "push_fold", "defence",
                           "win", "abort")


@dataclass(frozen=True, slots=True)
class Figures:
    """One choice as the AI sees it."""

    action: Action
    value: float
    """What the AI reckons the choice is worth, in points (see the module)."""
    shanten: int | None = None
    """The hand's shanten after it (a discard, a call, a kan)."""
    ukeire: int | None = None
    """The tiles not yet seen that improve that hand (that win it, at tenpai)."""
    deal_in: tuple[float, ...] = ()
    """A discard's chance to deal in against each threat (:attr:`Verdict.threats`)."""


@dataclass(frozen=True, slots=True)
class Verdict:
    played: Figures
    ai: Figures
    threats: tuple[int, ...]
    """The seats the AI saw as threats, in the order of each ``deal_in``."""
    loss: float
    """What the AI's choice is worth more than the one played (0 when they agree)."""
    kind: Kind | None
    """The mistake's kind (None: the AI agrees)."""


def same_choice(a: Action, b: Action) -> bool:
    """The same decision: the same tile (a red five is not a plain one) and riichi or not,
    whichever copy; the same call whatever the order of its tiles."""
    if isinstance(a, Discard) and isinstance(b, Discard):
        return (kind(a.tile), is_red(a.tile), a.riichi) == (kind(b.tile), is_red(b.tile),
                                                           b.riichi)
    if isinstance(a, Chi | Pon) and isinstance(b, Chi | Pon):
        return type(a) is type(b) and sorted(a.tiles) == sorted(b.tiles)
    return a == b


class Judge:
    """Judges one seat's decisions at one level (a fresh player: it keeps no memory)."""

    def __init__(self, level: Level, rules: RuleSet) -> None:
        self.level = level
        self.rules = rules
        self.player = HeuristicPlayer(level, 0, rules)
        self.valuer = HandValuer(rules)

    def judge(self, obs: Observation, actions: Sequence[Action], played: Action) -> Verdict:
        ai = self.player.decide(obs, actions)
        view = _View(self, Table(obs, self.rules), actions)
        mine, theirs = view.figures(played), view.figures(ai)
        if same_choice(played, ai):
            return Verdict(mine, mine, view.threat_seats, 0.0, None)
        return Verdict(mine, theirs, view.threat_seats, max(0.0, theirs.value - mine.value),
                       mistake_kind(played, ai, mine, theirs, bool(view.threats)))


class _View:
    """One decision's table as the judge values it."""

    def __init__(self, judge: Judge, t: Table, actions: Sequence[Action]) -> None:
        lv = judge.level
        self.t = t
        self.valuer = judge.valuer
        self.actions = actions
        self.threats: list[Threat] = find_threats(t, lv.open_threats) if lv.caution > 0 else []
        self.threat_seats = tuple(threat.seat for threat in self.threats)
        self.stakes = Stakes(t, lv.placement)
        losses = loss_table(t, self.threats, lv.detailed_danger, self.stakes.loss)
        self.score = scorer(t, losses, lv.caution, self.stakes)
        self.gain = scorer(t, [0.0] * NUM_KINDS, 0.0, self.stakes)
        self.detailed = lv.detailed_danger
        self.evaluator = DiscardEvaluator(t, self.valuer, lv.lookahead, lv.value_aware)
        discards = sorted({kind(a.tile) for a in actions if isinstance(a, Discard)})
        self.ranked = {c.kind: c for c in self.evaluator.rank(t.hand, discards)} if (
            discards and not t.obs.me.riichi) else {}

    def figures(self, action: Action) -> Figures:
        t = self.t
        if isinstance(action, Discard) and self.ranked:
            return self._discard(action)
        if isinstance(action, Tsumo | Ron):
            return Figures(action, self.stakes.win(self._win_points(action)))
        if isinstance(action, Chi | Pon) and t.obs.claimable is not None:
            hand, ctx, banned = after_call(t, action, t.obs.claimable)
            evaluator = DiscardEvaluator(t, self.valuer, True, True, ctx)
            allowed = [k for k in range(NUM_KINDS) if hand[k] and k not in banned]
            best = evaluator.rank(hand, allowed)[0] if allowed else None
            self.valuer.use(own_context(t))
            return self._state(action, best) if best else Figures(action, 0.0)
        if isinstance(action, Daiminkan | Ankan | Kakan):
            return self._kan(action)
        if isinstance(action, KyuushuKyuuhai):
            return Figures(action, 0.0)
        if isinstance(action, Discard):  # in riichi: the drawn tile goes, nothing to weigh
            return Figures(action, 0.0)
        return self._state(action, self._as_it_is())

    def _discard(self, action: Discard) -> Figures:
        t = self.t
        c = self.ranked[kind(action.tile)]
        value = self.score(c)
        if any(isinstance(a, Discard) and a.riichi and kind(a.tile) == c.kind
               for a in self.actions):
            value += self._riichi_change(c, action.riichi)
        return Figures(action, value, c.shanten, c.ukeire,
                       tuple(deal_in(t, threat, c.kind, self.detailed) for threat in self.threats))

    def _riichi_change(self, c: Candidate, riichi: bool) -> float:
        """What riichi (or staying silent) changes in the tenpai discard's score, which
        counts the win as the lookahead values it (with riichi, for a closed hand)."""
        after = list(self.t.hand)
        after[c.kind] -= 1
        facts = tenpai_facts(self.t, self.valuer, after)
        if not facts.live:
            return 0.0
        w = win_chance(self.t, c)
        counted = w * self.stakes.win(c.value) if c.value > 0 else 0.0
        if riichi:
            stick = self.stakes.points(self.t.rules.riichi_deposit)
            return w * self.stakes.win(facts.riichi_value) - counted - (1 - w) * stick
        share = facts.dama_live / facts.live
        return w * share * self.stakes.win(facts.dama_value) - counted

    def _win_points(self, action: Tsumo | Ron) -> float:
        obs = self.t.obs
        hand = list(self.t.hand)
        tile = obs.drawn if isinstance(action, Tsumo) else obs.claimable
        if tile is None:
            return 0.0
        if isinstance(action, Tsumo):
            hand[kind(tile)] -= 1
        self.valuer.use(own_context(self.t))
        return self.valuer.win_value(hand, kind(tile), riichi=obs.me.riichi,
                                     tsumo=isinstance(action, Tsumo))

    def _kan(self, action: Daiminkan | Ankan | Kakan) -> Figures:
        """The hand after the kan, before its replacement tile (an added kan only turns
        a pon into a kan: the melds' shapes stay)."""
        t = self.t
        hand = list(t.hand)
        ctx = own_context(t)
        if isinstance(action, Kakan):
            hand[action.kind] -= 1
        elif isinstance(action, Ankan):
            hand[action.kind] -= 4
            ctx = replace(ctx, melds=(*ctx.melds, Meld(MeldKind.ANKAN, (action.kind,) * 4)))
        elif t.obs.claimable is not None:
            k = kind(t.obs.claimable)
            hand[k] -= 3
            meld = Meld(MeldKind.MINKAN, (k, k, k, t.obs.claimable), t.obs.claimable,
                        t.obs.claimable_from)
            ctx = replace(ctx, melds=(*ctx.melds, meld))
        c = self._candidate(DiscardEvaluator(t, self.valuer, True, True, ctx), hand)
        self.valuer.use(own_context(t))
        return self._state(action, c)

    def _as_it_is(self) -> Candidate:
        """The hand as it stands (a pass leaves it so)."""
        return self._candidate(self.evaluator, list(self.t.hand))

    def _candidate(self, evaluator: DiscardEvaluator, hand: list[int]) -> Candidate:
        """A 3n+1 hand as a candidate: its shanten, ukeire and the value of its wins."""
        shanten = evaluator.shanten_of(hand)
        return Candidate(-1, shanten, ukeire(hand, self.t.visible).count, 0.0, 0.0,
                         evaluator.win_value(hand) if shanten <= 2 else 0.0)

    def _state(self, action: Action, c: Candidate) -> Figures:
        return Figures(action, self.gain(c), c.shanten, c.ukeire)


def mistake_kind(played: Action, ai: Action, mine: Figures, theirs: Figures,
                 threatened: bool) -> Kind:
    """The kind of the mistake ``played`` when the AI plays ``ai`` (see the module)."""
    if isinstance(played, Tsumo | Ron) or isinstance(ai, Tsumo | Ron):
        return "win"
    if isinstance(played, KyuushuKyuuhai) or isinstance(ai, KyuushuKyuuhai):
        return "abort"
    if not (isinstance(played, Discard) and isinstance(ai, Discard)):
        return "call"
    if kind(played.tile) == kind(ai.tile) and played.riichi != ai.riichi:
        return "riichi"
    if threatened and mine.shanten != theirs.shanten:
        return "push_fold"
    if threatened and max(mine.deal_in, default=0.0) > max(theirs.deal_in, default=0.0):
        return "defence"
    worse = (mine.shanten or 0, -(mine.ukeire or 0)) > (theirs.shanten or 0,
                                                         -(theirs.ukeire or 0))
    return "efficiency" if worse else "value"
