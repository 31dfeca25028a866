"""Pins rules/kuikae.py: the kinds ``kuikae_kinds`` bans right after a chi or a pon.

Every rule setting ("forbidden", "suji_allowed", "allowed"), pon and chi, each chi shape
(the called tile at the low end, the high end, in the middle), and the suji end that falls
off its suit (below 1, above 9) or onto the next suit or the honours.
"""

from __future__ import annotations

import pytest

from rules.kuikae import kuikae_kinds
from rules.ruleset import Kuikae
from rules.tiles import kind, name, parse, parse_tile


def banned(rule: Kuikae, called: str, own: str | None) -> set[str]:
    """The banned kinds by name; ``own`` the chi's two tiles in MPSZ (None for a pon).

    The callers (engine, mjai view, AI) pass kinds, red fives folded."""
    pair = None
    if own is not None:
        a, b = parse(own)
        pair = (kind(a), kind(b))
    return {name(k) for k in kuikae_kinds(rule, kind(parse_tile(called)), pair)}


@pytest.mark.parametrize(
    ("called", "own", "expected"),
    [
        # pon: only the called kind
        ("5m", None, {"5m"}),
        ("1z", None, {"1z"}),
        ("9s", None, {"9s"}),
        # ryanmen chi, called at the low end: the suji above is banned too
        ("3m", "45m", {"3m", "6m"}),
        ("1m", "23m", {"1m", "4m"}),
        ("1p", "23p", {"1p", "4p"}),
        ("6s", "78s", {"6s", "9s"}),
        # called at the high end: the suji below is banned too
        ("6m", "45m", {"6m", "3m"}),
        ("4m", "23m", {"4m", "1m"}),
        ("9m", "78m", {"9m", "6m"}),
        ("4s", "23s", {"4s", "1s"}),
        # the two own tiles in either order
        ("3m", "54m", {"3m", "6m"}),
        ("6m", "54m", {"6m", "3m"}),
        # the suji end beyond the suit: none (not 1p after 9m, not 9m before 1p, not East)
        ("7m", "89m", {"7m"}),
        ("3m", "12m", {"3m"}),
        ("3p", "12p", {"3p"}),
        ("7p", "89p", {"7p"}),
        ("3s", "12s", {"3s"}),
        ("7s", "89s", {"7s"}),
        # kanchan: the called tile in the middle, no suji
        ("4m", "35m", {"4m"}),
        ("2p", "13p", {"2p"}),
        ("8s", "79s", {"8s"}),
        # red fives count as their kind
        ("3m", "40m", {"3m", "6m"}),
        ("0p", "67p", {"5p", "8p"}),
    ],
)
def test_forbidden_bans_the_called_kind_and_its_suji(called: str, own: str | None,
                                                     expected: set[str]) -> None:
    assert banned("forbidden", called, own) == expected


@pytest.mark.parametrize(
    ("called", "own"),
    [("3m", "45m"), ("6m", "45m"), ("4m", "35m"), ("1p", "23p"), ("9s", "78s"), ("5z", None),
     ("2m", None)],
)
def test_suji_allowed_bans_only_the_called_kind(called: str, own: str | None) -> None:
    assert banned("suji_allowed", called, own) == {name(kind(parse_tile(called)))}


@pytest.mark.parametrize(("called", "own"), [("3m", "45m"), ("4m", "35m"), ("5z", None)])
def test_allowed_bans_nothing(called: str, own: str | None) -> None:
    assert banned("allowed", called, own) == set()
