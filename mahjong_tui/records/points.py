"""Tenhou's payment text of a win: ``"1000点"``, ``"500-1000点"``, ``"2000点∀"``."""

from __future__ import annotations

from mahjong_tui.records.codes import LIMIT_BASE
from rules.payment import ceil100


def base_points(han: int, fu: int, limit: str, yakuman: int) -> int:
    """The base points of a hand from its Tenhou rank (``limit`` ``""`` = by fu and han)."""
    if limit == "役満":
        return LIMIT_BASE[limit] * max(yakuman, 1)
    if limit:
        return LIMIT_BASE[limit]
    return fu * (1 << (han + 2))


def payment_text(base: int, dealer: bool, tsumo: bool) -> str:
    if not tsumo:
        return f"{ceil100(base * (6 if dealer else 4))}点"
    if dealer:
        return f"{ceil100(base * 2)}点∀"
    return f"{ceil100(base)}-{ceil100(base * 2)}点"


def points_text(han: int, fu: int, limit: str, yakuman: int, dealer: bool, tsumo: bool) -> str:
    return payment_text(base_points(han, fu, limit, yakuman), dealer, tsumo)
