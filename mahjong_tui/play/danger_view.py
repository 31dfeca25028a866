"""How dangerous each tile of the human's hand is (the table's danger assist).

The judgement is the strong AI's own, unchanged (:func:`ai.danger.find_threats` and
:func:`ai.danger.deal_in`): the threats are the riichi players and the open hands that
show value, the safe tiles of a riichi player are its river and every tile let pass
after its declaration, and the wait shapes still possible on a tile give its chance
(minus genbutsu, suji, kabe and one-chance). So the hint and the danger row never
disagree about a tile. A tile's figure is the chance that discarding it now deals
into at least one threat. No Textual here.
"""

from __future__ import annotations

from ai.danger import Threat, deal_in, find_threats
from ai.table import Table
from rules.observation import Observation
from rules.ruleset import RuleSet
from rules.tiles import NUM_KINDS


def threat_danger(obs: Observation, rules: RuleSet) -> list[float] | None:
    """Deal-in chance of each kind (34 entries), or None when nobody threatens."""
    table = Table(obs, rules)
    return danger_of(table, find_threats(table, open_threats=True))


def danger_of(table: Table, threats: list[Threat]) -> list[float] | None:
    """Deal-in chance of each kind against ``threats`` (None: there are none)."""
    if not threats:
        return None
    safe_all = [1.0] * NUM_KINDS
    for threat in threats:
        for k in range(NUM_KINDS):
            safe_all[k] *= 1.0 - deal_in(table, threat, k, True)
    return [1.0 - s for s in safe_all]
