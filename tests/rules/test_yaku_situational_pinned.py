"""Pins rules/yaku/situational.py beyond test_yaku_situational.py: the registry's han of the
situational yaku, and tenhou / chiihou only on a tsumo with no meld at all (a flag on a ron,
or a hand with a kan, even a concealed one, scores as usual). Tenhou rules, East round."""

from __future__ import annotations

from typing import Any

import pytest
from score_helpers import score, yaku


@pytest.mark.parametrize(
    ("seat", "flags"),
    [("E", {"tenhou": True}), ("S", {"chiihou": True})],
)
def test_no_blessing_on_a_ron(seat: str, flags: dict[str, Any]) -> None:
    assert yaku(score("234m345p67899s555z", "9s", seat=seat, **flags)) == {"haku": 1}


@pytest.mark.parametrize(
    ("seat", "flags"),
    [("E", {"tenhou": True, "tsumo": True}), ("S", {"chiihou": True, "tsumo": True})],
)
@pytest.mark.parametrize(
    ("meld", "expected"),
    [("ankan:6666s", {"menzen_tsumo": 1, "haku": 1}), ("minkan:6666s", {"haku": 1})],
)
def test_no_blessing_after_a_kan(seat: str, flags: dict[str, Any], meld: str,
                                 expected: dict[str, int]) -> None:
    assert yaku(score("234m345p99s555z", "9s", meld, seat=seat, **flags)) == expected
