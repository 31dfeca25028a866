"""Pins rules/yaku/dora.py beyond the scoring tests: the registry's han of dora, red fives
and ura dora (1 a tile; ura dora only in a closed hand, as riichi needs one)."""

from __future__ import annotations

import pytest

from rules.yaku import YAKU_INFO


@pytest.mark.parametrize(
    ("yaku_id", "closed", "opened"),
    [("dora", 1, 1), ("aka_dora", 1, 1), ("ura_dora", 1, None)],
)
def test_registry_han(yaku_id: str, closed: int, opened: int | None) -> None:
    info = YAKU_INFO[yaku_id]
    assert (info.han_closed, info.han_open) == (closed, opened)
    assert info.han(True) == closed and info.han(False) == (opened or 0)
    assert info.yakuman is False
