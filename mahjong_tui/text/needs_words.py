"""What you need (オーラス条件) in words: ``To 2nd: ron 2600 (Natsu, Aki), 5200 (Haru);
tsumo 900-1800``.

A hand is said by its own value, as players quote it (the honba and the sticks are
counted in the sums, not in the figure): a ron by its points, a tsumo by what the others
and the dealer pay (``500-1000``, a dealer's ``1000 all``), a mangan and above by its
name. Seats that would have to deal in the same hand are named together, the smallest
hand first.
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_tui.engine.needs import Hand, WinNeeded
from mahjong_tui.text.language import t
from rules.payment import ceil100, hand_value


def hand_words(hand: Hand | None, *, dealer: bool, tsumo: bool) -> str:
    """One hand's value in words (None: out of reach)."""
    if hand is None:
        return t("needs.out_of_reach")
    if hand.limit != "none":
        return t(f"score.limits.{hand.limit}")
    if not tsumo:
        return str(hand_value(hand.base, dealer, False))
    if dealer:
        return t("needs.tsumo_all", points=ceil100(2 * hand.base))
    return f"{ceil100(hand.base)}-{ceil100(2 * hand.base)}"


def _size(hand: Hand | None) -> float:
    """Smallest first, out of reach last."""
    return float("inf") if hand is None else hand.base


def _ron_words(need: WinNeeded, names: Sequence[str], viewer: int, dealer: bool) -> str:
    groups: dict[str, list[str]] = {}
    by_value = sorted((seat for seat in range(len(need.ron)) if seat != need.winner),
                      key=lambda seat: _size(need.ron[seat]))
    for seat in by_value:
        name = t("needs.you") if seat == viewer else names[seat]
        words = hand_words(need.ron[seat], dealer=dealer, tsumo=False)
        groups.setdefault(words, []).append(name)
    if len(groups) == 1:
        return t("needs.ron", points=next(iter(groups)))
    return t("needs.ron_from", groups=t("needs.group_separator").join(
        t("needs.group", points=points, names=t("needs.name_separator").join(who))
        for points, who in groups.items()))


def need_line(need: WinNeeded, names: Sequence[str], viewer: int, dealer: int) -> str:
    """``need`` as the ``viewer`` reads it: the places it can reach, or (in first place)
    what the runner-up needs to pass it."""
    is_dealer = need.winner == dealer
    wins = t("needs.parts", ron=_ron_words(need, names, viewer, is_dealer),
             tsumo=t("needs.tsumo", points=hand_words(need.tsumo, dealer=is_dealer,
                                                        tsumo=True)))
    if need.winner != viewer:
        return t("needs.keep_first", name=names[need.winner], wins=wins)
    return t("needs.to_place", place=t(f"needs.place_{need.place}"), wins=wins)
