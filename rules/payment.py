"""Payments: what a hand of given base points is worth, and who pays whom.

Every amount is rounded up to 100 per payer. Honba and riichi sticks come from
the RuleSet (``honba_ron``, ``honba_tsumo_each``, ``riichi_deposit``).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:  # a batch scoring with the default rules never imports pydantic
    from rules.ruleset import RuleSet

MANGAN_BASE = 2000
"""Base points of a mangan; a yakuman is 4x, a nagashi mangan pays as a mangan tsumo."""


class Payment(NamedTuple):
    """The contract's ``points`` object (a NamedTuple: see ``rules.hand``).

    ``ron`` is what the discarder pays, ``tsumo_dealer_pays`` / ``tsumo_others_pay``
    what each payer of a tsumo pays (a dealer's tsumo: everyone pays
    ``tsumo_others_pay`` and ``tsumo_dealer_pays`` is ``None``). These include
    the honba; ``total`` is everything the winner receives: payments plus the
    riichi sticks on the table.
    """

    ron: int | None
    tsumo_dealer_pays: int | None
    tsumo_others_pay: int | None
    total: int


def ceil100(points: int) -> int:
    return -(-points // 100) * 100


@lru_cache(maxsize=1024)
def hand_value(base: int, dealer: bool, tsumo: bool) -> int:
    """What the hand is worth without honba and sticks (Tenhou's "points")."""
    if not tsumo:
        return ceil100(base * (6 if dealer else 4))
    if dealer:
        return 3 * ceil100(base * 2)
    return ceil100(base * 2) + 2 * ceil100(base)


def hand_payment(
    base: int, dealer: bool, tsumo: bool, honba: int, sticks: int, ruleset: RuleSet
) -> Payment:
    """The payments of a win with ``base`` points, honba and sticks included."""
    return _payment(base, dealer, tsumo, honba * ruleset.honba_ron,
                    honba * ruleset.honba_tsumo_each, sticks * ruleset.riichi_deposit)


@lru_cache(maxsize=4096)
def _payment(base: int, dealer: bool, tsumo: bool, honba_ron: int, extra: int, bonus: int
             ) -> Payment:
    """``hand_payment`` from the honba and stick amounts; cached, as a Payment is immutable
    and scoring meets the same few values again and again."""
    if not tsumo:
        ron = ceil100(base * (6 if dealer else 4)) + honba_ron
        return Payment(ron, None, None, ron + bonus)
    if dealer:
        each = ceil100(base * 2) + extra
        return Payment(None, None, each, 3 * each + bonus)
    from_dealer = ceil100(base * 2) + extra
    others = ceil100(base) + extra
    return Payment(None, from_dealer, others, from_dealer + 2 * others + bonus)


def _tsumo_shares(base: int, winner: int, dealer: int, honba_each: int) -> list[int]:
    """What each seat pays (positive) for a tsumo of ``base`` points; the winner pays 0."""
    shares = [0] * 4
    for seat in range(4):
        if seat != winner:
            mult = 2 if winner == dealer or seat == dealer else 1
            shares[seat] = ceil100(base * mult) + honba_each
    return shares


def settle(
    base: int,
    winner: int,
    dealer: int,
    discarder: int | None,
    honba: int,
    riichi_sticks: int,
    ruleset: RuleSet,
    pao: int | None = None,
    pao_fraction: tuple[int, int] = (1, 1),
) -> list[int]:
    """Score deltas of the four seats for one win.

    ``pao_fraction`` (share, multiple) is the part of the hand the liable seat
    ``pao`` covers: the whole hand under ``pao_scope = full_hand``, else only
    the pao yakuman among the hand's yakuman multiples. With pao, a ron is
    paid half by the liable seat and half by the discarder (of the covered
    part; the rest by the discarder), honba per ``pao_honba_payer``; a tsumo's
    covered part is paid by the liable seat alone, and when that is the whole
    hand so are the honba. The rest of a tsumo is shared as usual.
    """
    pays = [0] * 4
    share, multiple = pao_fraction
    dealer_win = winner == dealer
    if discarder is not None:
        value = ceil100(base * (6 if dealer_win else 4))
        honba_pts = honba * ruleset.honba_ron
        if pao is None or pao in (discarder, winner):
            pays[discarder] += value + honba_pts
        else:
            liable = value * share // multiple // 2
            pays[pao] += liable
            pays[discarder] += value - liable
            honba_seat = pao if ruleset.pao_honba_payer == "liable" else discarder
            pays[honba_seat] += honba_pts
    elif pao is None or pao == winner:
        pays = _tsumo_shares(base, winner, dealer, honba * ruleset.honba_tsumo_each)
    elif share >= multiple:
        pays[pao] = sum(_tsumo_shares(base, winner, dealer, honba * ruleset.honba_tsumo_each))
    else:
        covered = base * share // multiple
        pays = _tsumo_shares(base - covered, winner, dealer, honba * ruleset.honba_tsumo_each)
        pays[pao] += sum(_tsumo_shares(covered, winner, dealer, 0))
    deltas = [-p for p in pays]
    deltas[winner] = sum(pays) + riichi_sticks * ruleset.riichi_deposit
    return deltas


def nagashi_payment(winner: int, dealer: int, ruleset: RuleSet) -> list[int]:
    """Nagashi mangan paid like a mangan tsumo, without honba or sticks."""
    return settle(MANGAN_BASE, winner, dealer, None, 0, 0, ruleset)
