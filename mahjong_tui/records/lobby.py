"""Tenhou lobby rules <-> RuleSet.

A Tenhou log names its rules only by the lobby: ``rule.disp`` in tenhou.net/6
(``"鳳南喰赤"``: room, 東 tonpuu / 南 hanchan, 喰 open tanyao, 赤 red fives) and
the red-five flags (``aka`` or ``aka51``..``aka53``), or the ``GO type`` bit
field in mjlog XML. Everything else is Tenhou's fixed ruleset, which is our
``tenhou`` preset. Our own logs also carry the complete RuleSet under
``rule["mahjong_tui"]`` so that a game under any preset replays exactly.
"""

from __future__ import annotations

import re
from typing import Any, Final

from pydantic import ValidationError

from mahjong_tui.records.errors import RecordError
from rules.presets import load_preset
from rules.ruleset import FinalRounding, RuleSet, first_problem

RULESET_KEY: Final = "mahjong_tui"

_GO_NO_RED: Final = 0x02
_GO_NO_KUITAN: Final = 0x04
_GO_HANCHAN: Final = 0x08
_GO_SANMA: Final = 0x10
_GO_TOKUJOU: Final = 0x20
_GO_FAST: Final = 0x40
_GO_JOUKYUU: Final = 0x80

TENHOU_REF: Final = re.compile(r"(\d{4})\d{6}gm-[0-9a-f]{4}-\d{4}-[0-9a-f]{8}")
"""A Tenhou log name (``ref``): date and hour, lobby, id (``2019021004gm-00a9-0000-e2f6516d``)."""
_LAST_ROUNDED_YEAR: Final = 2019
_FIRST_UNROUNDED_YEAR: Final = 2023


def tenhou_final_rounding(ref: str) -> FinalRounding | None:
    """How a Tenhou game rounded its final results, known from its log name's date
    (``ref``, ``"2019021004gm-00a9-..."``): the 2019 logs show whole thousands rounded
    half up, the 2023 log tenths (+63.8). When Tenhou changed it is not known, so a date
    after 2019 and before 2023, or no date, gives None: the results cannot be checked."""
    match = TENHOU_REF.fullmatch(ref)
    if match is None:
        return None
    year = int(match.group(1))
    if year <= _LAST_ROUNDED_YEAR:
        return "nearest_1000_half_up"
    return "none" if year >= _FIRST_UNROUNDED_YEAR else None


def ruleset_from_rule(rule: dict[str, Any], ref: str = "") -> RuleSet:
    """The RuleSet of a tenhou.net/6 ``rule`` object (the ``tenhou`` preset, adjusted; the
    final rounding by the date of ``ref``, the log's name, when known)."""
    embedded = rule.get(RULESET_KEY)
    if embedded is not None:
        try:
            return RuleSet.model_validate(embedded)
        except ValidationError as exc:
            raise RecordError(f"rule.{RULESET_KEY} is not a valid rule set: "
                              f"{first_problem(exc)}") from None
    disp = str(rule.get("disp", ""))
    base = load_preset("tenhou")
    changes: dict[str, object] = {}
    if "東" in disp or "East" in disp:
        changes["game_length"] = "tonpuu"
    elif "南" in disp or "South" in disp:
        changes["game_length"] = "hanchan"
    if "東" in disp or "南" in disp:
        changes["kuitan"] = "喰" in disp
    changes["red_fives"] = _red_fives(rule, disp)
    rounding = tenhou_final_rounding(ref)
    if rounding is not None:
        changes["final_rounding"] = rounding
    return base.with_changes(**changes)


def _red_fives(rule: dict[str, Any], disp: str) -> tuple[int, int, int]:
    if "aka" in rule:
        on = 1 if rule["aka"] else 0
        return (on, on, on)
    if any(f"aka5{i}" in rule for i in (1, 2, 3)):
        a, b, c = (1 if rule.get(f"aka5{i}") else 0 for i in (1, 2, 3))
        return (a, b, c)
    on = 0 if ("東" in disp or "南" in disp) and "赤" not in disp else 1
    return (on, on, on)


def rule_from_go_type(go_type: int) -> dict[str, Any]:
    """The tenhou.net/6 ``rule`` object Tenhou writes for an mjlog ``GO type``."""
    if go_type & _GO_SANMA:
        raise RecordError("three-player games are not supported", code="three_player")
    if go_type & _GO_TOKUJOU and go_type & _GO_JOUKYUU:
        room = "鳳"
    elif go_type & _GO_TOKUJOU:
        room = "特"
    elif go_type & _GO_JOUKYUU:
        room = "上"
    else:
        room = "般"
    red = not go_type & _GO_NO_RED
    disp = (
        room
        + ("南" if go_type & _GO_HANCHAN else "東")
        + ("" if go_type & _GO_NO_KUITAN else "喰")
        + ("赤" if red else "")
        + ("速" if go_type & _GO_FAST else "")
    )
    flag = 1 if red else 0
    return {"disp": disp, "aka53": flag, "aka52": flag, "aka51": flag}


def rule_from_ruleset(ruleset: RuleSet) -> dict[str, Any]:
    """The ``rule`` object of our own logs: a Tenhou-style ``disp`` and flags, plus the
    complete RuleSet (other programs read the first part and ignore the rest)."""
    disp = (
        "般"
        + ("東" if ruleset.game_length == "tonpuu" else "南")
        + ("喰" if ruleset.kuitan else "")
        + ("赤" if any(ruleset.red_fives) else "")
    )
    flags = {f"aka5{3 - i}": 1 if ruleset.red_fives[2 - i] else 0 for i in range(3)}
    return {"disp": disp, **flags, RULESET_KEY: ruleset.model_dump(mode="json")}
