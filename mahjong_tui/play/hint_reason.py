"""Why the hint plays its discard, by the strong AI's own judgement.

The hint (``b``) is the strong AI's decision; its reason is read from the same pieces
the AI weighed: the discard's shanten by the strong level's efficiency ranking
(:class:`ai.efficiency.DiscardEvaluator`) and its ukeire (the tiles not seen, the
discard itself counted as seen), and against a threat the chance the
tile deals in (the danger row's figure, :func:`~mahjong_tui.play.danger_view.danger_of`).
When the AI gave up its best attacking discard for another one while someone
threatens, it folded; when no threat can ron the tile (each one's furiten: its river
and every tile let pass after its riichi), it folded onto genbutsu. No Textual here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ai.danger import find_threats
from ai.efficiency import DiscardEvaluator
from ai.levels import STRONG
from ai.table import Table
from ai.value import HandValuer
from mahjong_tui.play.danger_view import danger_of
from rules.actions import Action, Discard
from rules.observation import Observation
from rules.ruleset import RuleSet
from rules.shanten import ukeire
from rules.tiles import kind


@dataclass(frozen=True)
class DiscardReason:
    shanten: int
    """The hand's shanten after the discard (0: tenpai)."""
    ukeire: int
    """Tiles left unseen that improve it (that win, at tenpai)."""
    deal_in: float | None
    """The chance the tile deals in; None when nobody threatens."""
    fold: bool
    """A threat made the AI give up its best attacking discard for this one."""
    genbutsu: bool
    """No threat can ron the tile."""


def discard_reason(obs: Observation, rules: RuleSet, legal: Sequence[Action],
                   action: Action) -> DiscardReason | None:
    """The reason for ``action`` if it is a discard (None for any other action)."""
    if not isinstance(action, Discard):
        return None
    table = Table(obs, rules)
    allowed = sorted({kind(a.tile) for a in legal if isinstance(a, Discard) and not a.riichi})
    evaluator = DiscardEvaluator(table, HandValuer(rules), STRONG.lookahead, STRONG.value_aware)
    ranked = evaluator.rank(table.hand, allowed or [kind(action.tile)])
    chosen = next((c for c in ranked if c.kind == kind(action.tile)), ranked[0])
    after = list(table.hand)
    after[chosen.kind] -= 1
    seen = list(table.visible)
    seen[chosen.kind] += 1  # the discard itself, in the river: not to be drawn
    tiles = ukeire(after, seen).count
    threats = find_threats(table, open_threats=True)
    danger = danger_of(table, threats)
    if danger is None:
        return DiscardReason(chosen.shanten, tiles, None, False, False)
    genbutsu = all(chosen.kind in threat.safe for threat in threats)
    return DiscardReason(chosen.shanten, tiles, danger[chosen.kind], chosen is not ranked[0],
                         genbutsu)
