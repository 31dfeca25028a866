"""Chips (チップ, 祝儀): bonus tokens for a win, tallied apart from the points (seed 000).

Each kind earns a count of chips *per payer*: on a tsumo every other player pays
it, on a ron the discarder alone. The RuleSet's ``chip_*`` fields give the counts
(0 = off) and ``chip_value`` the points a chip is worth at settlement:

- ura dora (kan ura included): ``chip_ura`` per ura dora in a riichi win;
- red fives: ``chip_aka`` per red five held (concealed or melded), and
  ``chip_all_star`` more for a red five of every suit (オールスター); with
  ``chip_aka_closed_only`` both need a closed hand;
- ippatsu: ``chip_ippatsu``;
- yakuman (a yakuman yaku, not kazoe): ``chip_yakuman_tsumo`` from each player on a
  tsumo, ``chip_yakuman_ron`` from the discarder on a ron, once per hand whatever its
  multiple. Under pao the liable player pays a tsumo's yakuman chips alone, as if
  they had dealt in (the ron count); on a pao ron the discarder pays them.

A multiple ron is several wins: call :func:`win_chips` once per winner.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from rules.ruleset import RuleSet
from rules.tiles import RED_FIVES, Tile

ChipKind = Literal["ura", "aka", "all_star", "ippatsu", "yakuman"]
SEATS = 4


@dataclass(frozen=True, slots=True)
class WinChips:
    """The chips of one win."""

    winner: int
    per_payer: tuple[tuple[ChipKind, int], ...]
    """Chips each paying player owes by kind (nonzero kinds only); on a ron the discarder
    is the one payer. Yakuman chips paid by a liable player are not included here."""
    payments: tuple[int, ...]
    """Chips each seat 0..3 pays the winner (the winner's own entry is 0)."""
    chip_value: int
    """Points per chip at settlement (RuleSet.chip_value)."""

    @property
    def total(self) -> int:
        """Chips the winner receives."""
        return sum(self.payments)

    @property
    def points(self) -> int:
        """The chips' worth in points at settlement."""
        return self.total * self.chip_value


def chips_in_play(rules: RuleSet) -> bool:
    """Whether the rules give chips for anything (then results show them)."""
    return any((rules.chip_ura, rules.chip_aka, rules.chip_all_star, rules.chip_ippatsu,
                rules.chip_yakuman_tsumo, rules.chip_yakuman_ron))


def red_fives_held(tiles: Iterable[Tile]) -> tuple[int, int, int]:
    """Red fives among ``tiles`` (the concealed tiles and the melds' tiles) per suit m, p, s."""
    held = list(tiles)
    man, pin, sou = (held.count(red) for red in RED_FIVES)
    return man, pin, sou


def win_chips(
    rules: RuleSet,
    *,
    winner: int,
    discarder: int | None,
    ura_dora: int = 0,
    red_fives: tuple[int, int, int] = (0, 0, 0),
    closed: bool = True,
    ippatsu: bool = False,
    yakuman: bool = False,
    liable: int | None = None,
) -> WinChips:
    """The chips of a win.

    ``discarder`` is None for a tsumo. ``ura_dora`` counts the ura dora in the hand
    (kan ura included; 0 without riichi). ``red_fives`` is :func:`red_fives_held` of
    the winner's tiles. ``closed``: no open meld. ``yakuman``: the hand has a yakuman
    yaku (kazoe does not count). ``liable`` is the pao player, if any.
    """
    _check_seats(winner, discarder, liable)
    reds_count = not rules.chip_aka_closed_only or closed
    counts: dict[ChipKind, int] = {
        "ura": rules.chip_ura * ura_dora,
        "aka": rules.chip_aka * sum(red_fives) if reds_count else 0,
        "all_star": rules.chip_all_star if reds_count and all(red_fives) else 0,
        "ippatsu": rules.chip_ippatsu if ippatsu else 0,
    }
    payments = [0] * SEATS
    if discarder is not None:
        counts["yakuman"] = rules.chip_yakuman_ron if yakuman else 0
        payments[discarder] = sum(counts.values())
    else:
        pao = liable if yakuman and liable not in (None, winner) else None
        counts["yakuman"] = rules.chip_yakuman_tsumo if yakuman and pao is None else 0
        share = sum(counts.values())
        payments = [0 if seat == winner else share for seat in range(SEATS)]
        if pao is not None:
            payments[pao] += rules.chip_yakuman_ron
    return WinChips(
        winner=winner,
        per_payer=tuple((kind, n) for kind, n in counts.items() if n),
        payments=tuple(payments),
        chip_value=rules.chip_value,
    )


def _check_seats(winner: int, discarder: int | None, liable: int | None) -> None:
    for label, seat in (("winner", winner), ("discarder", discarder), ("liable", liable)):
        if seat is not None and not 0 <= seat < SEATS:
            raise ValueError(f"{label} seat must be 0..{SEATS - 1}, got {seat}")
    if discarder == winner:
        raise ValueError("the winner cannot be the discarder")
