"""The hint's reason in words: ``tenpai, 6 tiles win, 3% to deal in``, ``fold: genbutsu``.

The figures are those of :mod:`mahjong_tui.play.hint_reason`; a deal-in chance is said
as the danger row shows it (a whole percent, at least 1 when it is not nil).
"""

from __future__ import annotations

from mahjong_tui.text.language import t


def percent(chance: float) -> int:
    """A chance as the danger row's whole percent (1 at least when it is not nil)."""
    return 0 if chance == 0 else min(99, max(1, round(chance * 100)))


def shape_phrase(shanten: int, ukeire: int) -> str:
    """``tenpai, 6 tiles win`` / ``1-shanten, 12 tiles improve it``."""
    if shanten <= 0:
        return t("hint.tenpai", count=ukeire)
    return t("hint.shanten", shanten=shanten, count=ukeire)


def reason_words(*, shanten: int, ukeire: int, deal_in: float | None, fold: bool,
                 genbutsu: bool) -> str:
    """Why the discard: the hand it leaves, or the fold; and the deal-in chance when
    someone threatens."""
    if fold and genbutsu:
        return t("hint.fold_genbutsu")
    parts = [t("hint.fold")] if fold else [shape_phrase(shanten, ukeire)]
    if deal_in is not None:
        parts.append(t("hint.deal_in", percent=percent(deal_in)))
    return t("hint.why_separator").join(parts)
