"""tests/bench/danger_calib.py replays majiang-core records to the discards made into one
riichi, with the strong level's estimate and whether the riichi player won on them."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from danger_calib import Throw, band_of, open_hands, table, throws

DEAL = ["m123456p123s55z12", "m999p999s111z3344", "m111p111s999z5566", "m222p222s888z5677"]


def _kyoku(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{"qipai": {"jushu": 0, "shoupai": DEAL, "baopai": "z7"}}, *events]


# Seat 0 declares riichi on 2z, waiting on 5s and 1z; seat 1 then throws a tile.
RIICHI = [{"zimo": {"l": 0, "p": "z1"}}, {"dapai": {"l": 0, "p": "z2*"}},
          {"zimo": {"l": 1, "p": "s5"}}]


def test_a_ron_counts_as_dealt_in_and_genbutsu_is_zero() -> None:
    ron = _kyoku([*RIICHI, {"dapai": {"l": 1, "p": "s5"}},
                  {"hule": {"l": 0, "baojia": 1, "fenpei": [9000, -8000, 0, 0]}}])
    (throw,) = throws(ron, 0)
    assert throw.dealt_in and not throw.ours and throw.tile == "simple"
    assert 0.0 < throw.estimate < 0.2
    safe = _kyoku([*RIICHI, {"dapai": {"l": 1, "p": "z3"}}, {"zimo": {"l": 2, "p": "z2"}},
                   {"dapai": {"l": 2, "p": "z2"}}, {"pingju": {"name": "荒牌平局"}}])
    first, second = throws(safe, 0)
    assert not first.dealt_in and first.tile == "honour"
    assert (second.estimate, second.dealt_in) == (0.0, False)  # 2z is in the riichi river


def test_the_riichi_players_own_discards_and_other_rons_are_left_out() -> None:
    # The riichi player's own next discard is no throw into a riichi; a ron by seat 2,
    # not the riichi player, is no deal-in into it.
    kyoku = _kyoku([*RIICHI, {"dapai": {"l": 1, "p": "m9"}}, {"zimo": {"l": 0, "p": "p9"}},
                    {"dapai": {"l": 0, "p": "p9"}},
                    {"hule": {"l": 2, "baojia": 0, "fenpei": [-1000, 0, 1000, 0]}}])
    (throw,) = throws(kyoku, 3)
    assert throw.ours and not throw.dealt_in  # qijia 3: the BOT holds seat 1


def test_groups_by_estimate() -> None:
    assert band_of(0.0) == "genbutsu (0)"
    assert band_of(0.01) == "0%-2%"
    assert band_of(0.5) == "14%-100%"
    rows = [Throw(0.0, False, True, "simple"), Throw(0.06, True, True, "simple"),
            Throw(0.07, False, False, "simple")]
    assert [(name, n, p) for name, n, _, p, _ in table(rows)] == [
        ("genbutsu (0)", 1, 0.0), ("5%-8%", 2, 0.5)]


def test_open_hands_are_sampled_at_the_others_discards() -> None:
    # Seat 0 pons 5s and throws 1z: a tanki on the other 1z (tenpai, one meld); it is
    # sampled at seat 1's next discard, not at its own.
    kyoku = _kyoku([{"zimo": {"l": 0, "p": "z1"}}, {"dapai": {"l": 0, "p": "z2"}},
                    {"zimo": {"l": 1, "p": "s5"}}, {"dapai": {"l": 1, "p": "s5"}},
                    {"fulou": {"l": 0, "m": "s555+"}}, {"dapai": {"l": 0, "p": "z1"}},
                    {"zimo": {"l": 1, "p": "m1"}}, {"dapai": {"l": 1, "p": "m1"}}])
    assert list(open_hands(kyoku)) == [(1, False, True)]
