"""The default rules as plain read-only values, for a start without pydantic.

``score --batch`` with the default rules only ever reads rule fields, and importing
pydantic and the RuleSet model is most of its start (about 80 of 160 ms of CPU, against
the ``mahjong`` library's 60 ms in all). :data:`TENHOU_VALUES` holds every RuleSet field
with its value in ``rules.ruleset.TENHOU``, read like a RuleSet's (``rules.score`` reads
no more than that); the values come from ``rules/_rule_defaults.py``, which
``python -m rules._gen_rule_defaults`` writes from the model and
``tests/rules/test_rule_values.py`` compares with it field by field. Anything that
validates, copies or serializes rules uses the RuleSet itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from rules._rule_defaults import VALUES


class RuleValues:
    """Rule fields as attributes, set once."""

    __slots__ = tuple(VALUES)

    def __init__(self, values: Mapping[str, Any]) -> None:
        for name, value in values.items():
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"rule values are read-only: {name}")


TENHOU_VALUES: Final = RuleValues(VALUES)
