"""Pins rules/yaku/situational.py beyond test_yaku_situational.py: the registry's han of the
situational yaku, and tenhou / chiihou only on a tsumo with no meld at all (a flag on a ron,
or a hand with a kan, even a concealed one, scores as usual). Tenhou rules, East round."""

from __future__ import annotations

from typing import Any

import pytest
from score_helpers import score, yaku

from rules.yaku import YAKU_INFO


@pytest.mark.parametrize(
    ("yaku_id", "closed", "opened"),
    [
        ("menzen_tsumo", 1, None),
        ("riichi", 1, None),
        ("double_riichi", 2, None),
        ("ippatsu", 1, None),
        ("chankan", 1, 1),
        ("rinshan", 1, 1),
        ("haitei", 1, 1),
        ("houtei", 1, 1),
        ("renhou", 5, None),
        ("tenhou", 13, None),
        ("chiihou", 13, None),
    ],
)
def test_registry_han(yaku_id: str, closed: int, opened: int | None) -> None:
    info = YAKU_INFO[yaku_id]
    assert (info.han_closed, info.han_open) == (closed, opened)
    assert info.han(False) == (opened or 0)
    assert info.yakuman is (closed == 13)


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
