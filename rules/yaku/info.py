"""What a yaku is for the registry and the detectors: ids, names, han open/closed."""

from __future__ import annotations

from typing import NamedTuple

YAKUMAN_HAN = 13
"""A yakuman entry's ``han`` is 13 x its multiple (26 for a double yakuman)."""

YakuHanList = list[tuple[str, int]]
"""What detectors append to: (yaku id, han) pairs."""


class YakuInfo(NamedTuple):
    """One yaku as the UI lists it (a NamedTuple: see ``rules.hand``).

    ``han_open`` is ``None`` for a closed-only yaku. For a yakuman both are 13
    (a single yakuman); options may double some (``RuleSet.double_yakuman``).
    Options that change a yaku's value (``chiitoitsu_value``, ``ryanpeikou_han``,
    ``honroutou_han``, ``renhou``) are applied by the detectors; the numbers here
    are the defaults.
    """

    id: str
    name: str
    name_ja: str
    han_closed: int
    han_open: int | None
    yakuman: bool = False

    def han(self, closed: bool) -> int:
        """The han this yaku is worth in a closed or an open hand (0 if closed-only)."""
        if closed:
            return self.han_closed
        return self.han_open or 0


def yakuman_han(yaku_id: str, doubled: frozenset[str]) -> int:
    """A yakuman pattern's han: 26 if the rules' ``double_yakuman`` names it, else 13."""
    return 2 * YAKUMAN_HAN if yaku_id in doubled else YAKUMAN_HAN


def yakuman(id_: str, name: str, name_ja: str, *, closed_only: bool = False) -> YakuInfo:
    """A single yakuman entry."""
    return YakuInfo(id_, name, name_ja, YAKUMAN_HAN, None if closed_only else YAKUMAN_HAN, True)
