"""How dangerous each tile of the human's hand is against the riichi players (the table's
danger assist).

The estimate is the strong AI's own (:mod:`ai.danger`): wait shapes still possible on
the tile, minus genbutsu, suji, kabe and one-chance. Unlike the AI, the table knows
the order of the discards from the engine's log, so a riichi player's safe tiles are
exactly its own river plus every tile discarded after its riichi declaration. A tile's
figure is the chance that discarding it now deals into at least one riichi player.
No Textual here.
"""

from __future__ import annotations

from collections.abc import Sequence

from ai.danger import Threat, deal_in
from ai.table import Table
from mahjong_tui.engine.events import Discarded, Event
from rules.observation import Observation
from rules.ruleset import RuleSet
from rules.tiles import NUM_KINDS, kind


def passed_after_riichi(hand_log: Sequence[Event]) -> dict[int, set[int]]:
    """For each seat that declared riichi in the hand: the kinds others discarded after it."""
    passed: dict[int, set[int]] = {}
    for event in hand_log:
        if not isinstance(event, Discarded):
            continue
        for seat, kinds in passed.items():
            if seat != event.seat:
                kinds.add(kind(event.tile))
        if event.riichi:
            passed.setdefault(event.seat, set())
    return passed


def riichi_danger(
    obs: Observation, rules: RuleSet, hand_log: Sequence[Event]
) -> list[float] | None:
    """Deal-in chance of each kind (34 entries), or None when nobody is in riichi.
    ``hand_log``: the events of the hand being played (the engine Round's log)."""
    passed = passed_after_riichi(hand_log)
    threats = [
        Threat(p.seat, 1.0, 0.0,
               frozenset({kind(d.tile) for d in p.river} | passed.get(p.seat, set())))
        for p in obs.players if p.seat != obs.seat and p.riichi
    ]
    if not threats:
        return None
    table = Table(obs, rules)
    safe_all = [1.0] * NUM_KINDS
    for threat in threats:
        for k in range(NUM_KINDS):
            safe_all[k] *= 1.0 - deal_in(table, threat, k, True)
    return [1.0 - s for s in safe_all]
