"""Shorthand for the scoring tests: hands in MPSZ, winds as letters, flags as keywords."""

from __future__ import annotations

from typing import Any

from rules.hand import Meld, WinSituation
from rules.ruleset import TENHOU, RuleSet
from rules.score import ScoreResult, score_hand
from rules.tiles import EAST, parse, parse_tile

WIND = {"E": EAST, "S": EAST + 1, "W": EAST + 2, "N": EAST + 3}


def score(hand: str, win: str, *melds: str, rules: RuleSet = TENHOU, seat: str = "S",
          round_: str = "E", dora: str = "", ura: str = "", **flags: Any) -> ScoreResult:
    """Score ``hand`` (concealed, with the winning tile); non-dealer in East round by default."""
    situation = WinSituation(
        seat_wind=WIND[seat], round_wind=WIND[round_], dora_indicators=tuple(parse(dora)),
        ura_indicators=tuple(parse(ura)), **flags,
    )
    return score_hand(parse(hand), parse_tile(win), [Meld.parse(m) for m in melds], situation,
                      rules)


def yaku(result: ScoreResult) -> dict[str, int]:
    """The result's yaku as id -> han (a double wind shows as seat_wind and round_wind)."""
    return {y.id: y.han for y in result.yaku}


Row = tuple[str, str, tuple[str, ...], dict[str, Any], dict[str, int]]
"""A table row: hand, winning tile, melds, keyword flags, the exact yaku (empty: no yaku)."""

ROW_FIELDS = ("hand", "win", "melds", "flags", "expected")


def check_row(hand: str, win: str, melds: tuple[str, ...], flags: dict[str, Any],
              expected: dict[str, int]) -> None:
    """Assert a row's exact yaku, or NoYakuError for an empty expectation."""
    from rules.score import NoYakuError

    if not expected:
        try:
            got = yaku(score(hand, win, *melds, **flags))
        except NoYakuError:
            return
        raise AssertionError(f"expected no yaku, got {got}")
    assert yaku(score(hand, win, *melds, **flags)) == expected
