"""Who gets what when a hand ends: multi-ron honba and sticks, and the exhaustive draw."""

from __future__ import annotations

from collections.abc import Sequence

from rules.ruleset import RuleSet
from rules.score import nagashi_payment

SEATS = 4


def multi_ron_awards(
    winners: Sequence[int], honba: int, sticks: int, own_sticks: Sequence[bool], ruleset: RuleSet
) -> list[tuple[int, int]]:
    """(honba, riichi sticks) for each winner; ``winners`` run from the discarder's right.

    The nearest winner is first. ``own_sticks[i]``: winner i put a riichi stick
    on the table this hand (for ``own_back_rest_nearest``). ``each_winner`` for
    sticks splits them evenly, the remainder to the nearest.
    """
    n = len(winners)
    honbas = [honba if i == 0 or ruleset.multi_ron_honba == "each_winner" else 0 for i in range(n)]
    shares = [0] * n
    mode = ruleset.multi_ron_riichi_sticks
    if mode == "each_winner":
        shares = [sticks // n] * n
        shares[0] += sticks - sum(shares)
    elif mode == "own_back_rest_nearest":
        shares = [1 if own else 0 for own in own_sticks]
        shares[0] += sticks - sum(shares)
    else:
        shares[0] = sticks
    return list(zip(honbas, shares, strict=True))


def noten_payments(tenpai: Sequence[bool], ruleset: RuleSet) -> list[int]:
    """ノーテン罰符: the noten seats share the total, the tenpai seats receive it."""
    n = sum(tenpai)
    if n in (0, SEATS):
        return [0] * SEATS
    total = ruleset.noten_penalty_total
    return [total // n if t else -(total // (SEATS - n)) for t in tenpai]


def nagashi_payments(
    nagashi: Sequence[int], dealer: int, honba: int, ruleset: RuleSet
) -> list[int]:
    """Every nagashi mangan paid like a mangan tsumo; as a win, with the honba too."""
    deltas = [0] * SEATS
    for seat in nagashi:
        for s, d in enumerate(nagashi_payment(seat, dealer, ruleset)):
            deltas[s] += d
        if ruleset.nagashi_mangan == "win":
            each = honba * ruleset.honba_tsumo_each
            for s in range(SEATS):
                deltas[s] += each * (SEATS - 1) if s == seat else -each
    return deltas
