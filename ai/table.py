"""What the AI reads off an Observation: tile counts, unseen copies, winds, placement.

Everything here is derived from the redacted :class:`~rules.observation.Observation`
only, so the AI never sees more than a human at the same seat. ``Table`` is
built once per decision and shared by the efficiency, value, danger and call
modules.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from rules.hand import Meld, MeldKind
from rules.observation import Observation, SeatView
from rules.ruleset import RuleSet
from rules.tiles import DRAGONS, EAST, NUM_KINDS, RED_FIVES, SOUTH, dora_from_indicator, kind

_LAST_WIND = {"one_hand": EAST, "tonpuu": EAST, "hanchan": SOUTH, "issou": EAST + 3}


@dataclass(frozen=True)
class Table:
    """One decision's view, with the counts the heuristics need."""

    obs: Observation
    rules: RuleSet

    # --- own hand ----------------------------------------------------------------

    @cached_property
    def hand(self) -> list[int]:
        """34 counts of the own concealed tiles (the drawn one included)."""
        c = [0] * NUM_KINDS
        for t in self.obs.concealed:
            c[kind(t)] += 1
        return c

    @property
    def melds(self) -> tuple[Meld, ...]:
        return self.obs.me.melds

    @property
    def is_closed(self) -> bool:
        return not self.obs.me.is_open

    @cached_property
    def red_kinds(self) -> tuple[int, ...]:
        """Kinds of the red fives held in the concealed hand (one entry per red tile)."""
        return tuple(kind(t) for t in self.obs.concealed if t in RED_FIVES)

    # --- the table ----------------------------------------------------------------

    @cached_property
    def visible(self) -> list[int]:
        """34 counts of every tile seen outside the own concealed hand.

        Rivers (a called tile is counted once, in its meld), all melds (own ones
        too) and the dora indicators.
        """
        return [min(x, 4) for x in self.obs.visible_counts()]

    @cached_property
    def unseen(self) -> list[int]:
        """Copies of each kind this seat cannot see (in the wall or other hands)."""
        h, v = self.hand, self.visible
        return [max(0, 4 - h[k] - v[k]) for k in range(NUM_KINDS)]

    @cached_property
    def dora(self) -> tuple[int, ...]:
        """Dora kinds, once per indicator."""
        return tuple(dora_from_indicator(i) for i in self.obs.dora_indicators)

    def dora_count(self, k: int) -> int:
        return self.dora.count(k)

    @property
    def seat_wind(self) -> int:
        return self.obs.me.seat_wind

    @property
    def round_wind(self) -> int:
        return self.obs.round_wind

    def yakuhai(self, k: int, seat_wind: int | None = None) -> int:
        """How many han a triplet of ``k`` is worth for a seat (own seat by default)."""
        wind = self.seat_wind if seat_wind is None else seat_wind
        return int(k in DRAGONS) + int(k == wind) + int(k == self.round_wind)

    @property
    def is_dealer(self) -> bool:
        return self.obs.me.is_dealer

    @property
    def draws_left(self) -> int:
        """Own draws left, roughly (the live wall shared by four)."""
        return self.obs.tiles_left // 4

    # --- opponents and placement -------------------------------------------------

    @property
    def others(self) -> tuple[SeatView, ...]:
        me = self.obs.seat
        return tuple(p for p in self.obs.players if p.seat != me)

    @cached_property
    def rank(self) -> int:
        """Current placement 1..4 (ties go to the seat nearer the first dealer)."""
        order = sorted(self.obs.players, key=lambda p: (-p.score, p.seat))
        return 1 + [p.seat for p in order].index(self.obs.seat)

    @property
    def is_all_last(self) -> bool:
        """The last regular hand (or an extension hand), where placement decides."""
        last = _LAST_WIND[self.rules.game_length]
        return self.obs.round_wind > last or (
            self.obs.round_wind == last and self.obs.hand_number == 3
        )

    def gap_to(self, rank: int) -> int:
        """Own score minus the score of the player now at ``rank`` (1..4)."""
        scores = sorted((p.score for p in self.obs.players), reverse=True)
        return self.obs.me.score - scores[rank - 1]


def meld_is_simple(m: Meld) -> bool:
    """No terminal or honour in the meld (tanyao keeps it)."""
    return all(kind(t) < EAST and kind(t) % 9 not in (0, 8) for t in m.tiles)


def is_triplet_meld(m: Meld) -> bool:
    return m.kind is not MeldKind.CHI
