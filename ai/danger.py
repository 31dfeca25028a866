"""How dangerous each tile is: threats, their safe tiles, and a deal-in estimate.

A *threat* is a seat that may be tenpai with a hand worth paying attention
to: a riichi (certainly tenpai), or an open hand that shows value (a dora or
value-honour pon with two or more calls, a flush colour, three or more calls).
Its ``tenpai`` is the probability it is waiting and ``value`` what a deal-in
costs. Red fives in its melds are dora shown. A tenpai or 1-shanten heeds an open
hand of two calls only when it shows a mangan's worth (``two_call_han``): a cheap
one it pushes past.

The deal-in estimate of a tile against one threat counts the wait shapes that
could still win on it, as majiang-ai does (ryanmen 10 per side, kanchan and
penchan 3, shanpon 2, tanki 1; a honour: tanki 1 plus shanpon by live copies):

- genbutsu: the threat's own discards and, after a riichi, every tile passed
  since (the riichi player is furiten on them): 0;
- suji: a ryanmen side whose other end is genbutsu cannot win (furiten);
- kabe / one-chance (full detail only): a shape needs tiles from the other
  hands; with none of them unseen it is impossible, with one it is halved.

The weight is turned into a probability with a fixed scale (a live middle tile
against a riichi is about 14 %, close to Tenhou statistics). A hand down to one
concealed tile (four melds) can only wait on that tile: its chance to be ``k`` is
the share of ``k`` in the unseen copies of the kinds it may still win on.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ai.table import Table, is_triplet_meld
from rules.observation import SeatView
from rules.tiles import EAST, NUM_KINDS, is_red, kind

_SCALE = 0.0055
"""Shape weight -> deal-in probability (26 = both ryanmen sides open -> ~14 %)."""

LATE_TILES = 24
"""Fewer tiles left than this, an open hand is more likely tenpai."""

_RIICHI_VALUE = 5200
_DEALER_FACTOR = 1.5
_DORA_HAN_POINTS = 1600
"""What one more han adds to a mid-size hand, in points (a dora shown in a meld,
or the tile being dora)."""


@dataclass(frozen=True, slots=True)
class Threat:
    seat: int
    tenpai: float
    value: float
    safe: frozenset[int]
    """Kinds this seat cannot win on by ron (its furiten)."""
    suits: frozenset[int] | None = None
    """For a flush threat, the suits it may wait in (honours always)."""
    tanki_only: bool = False
    """One concealed tile left (four melds): it can only wait on that tile's kind."""


def passed_after_riichi(t: Table, riichi_seat: SeatView) -> set[int]:
    """The kinds others discarded after ``riichi_seat``'s declaration tile: it let them
    pass, so it is furiten on them (everyone sees the order the tiles fall in)."""
    declared = next((r.order for r in riichi_seat.river if r.riichi), None)
    if declared is None:
        return set()
    return {
        kind(r.tile)
        for p in t.obs.players if p.seat != riichi_seat.seat
        for r in p.river if r.order > declared
    }


def find_threats(t: Table, open_threats: bool, two_call_han: int = 2) -> list[Threat]:
    """The threats at the table; an open hand of two calls counts when it shows at least
    ``two_call_han`` han (dora, red fives, value pons, a flush colour)."""
    out: list[Threat] = []
    dora = t.dora
    late = t.obs.tiles_left < LATE_TILES
    for p in t.others:
        safe = {kind(r.tile) for r in p.river}
        dealer = _DEALER_FACTOR if p.is_dealer else 1.0
        shown_dora = sum(dora.count(kind(x)) + is_red(x) for m in p.melds for x in m.tiles)
        if p.riichi:
            safe |= passed_after_riichi(t, p)
            value = (_RIICHI_VALUE + _DORA_HAN_POINTS * shown_dora) * dealer
            out.append(Threat(p.seat, 1.0, value, frozenset(safe),
                              tanki_only=p.concealed_count <= 1))
        elif open_threats and p.is_open and len(p.melds) >= 2:
            threat = _open_threat(t, p, shown_dora, late, two_call_han)
            if threat is not None:
                tenpai, han, suits = threat
                value = (1000 + _DORA_HAN_POINTS * han) * dealer
                out.append(Threat(p.seat, tenpai, value, frozenset(safe), suits,
                                  tanki_only=p.concealed_count <= 1))
    return out


def _open_threat(
    t: Table, p: SeatView, shown_dora: int, late: bool, two_call_han: int
) -> tuple[float, int, frozenset[int] | None] | None:
    """(tenpai probability, han shown, flush suits) of an open hand that shows value."""
    calls = len(p.melds)
    value_pons = sum(
        t.yakuhai(m.first_kind, p.seat_wind) for m in p.melds if is_triplet_meld(m)
    )
    suits = {m.first_kind // 9 for m in p.melds if m.first_kind < EAST}
    flush = len(suits) == 1 and calls >= 2
    han = shown_dora + value_pons + (2 if flush else 0)
    if calls < 3 and han < two_call_han:
        return None
    return open_tenpai_chance(calls, late), max(han, 1), frozenset(suits) if flush else None


def open_tenpai_chance(calls: int, late: bool) -> float:
    """How likely an open hand of ``calls`` melds is tenpai (``late``: under 24 tiles left).

    Measured on the vs-majiang records of seeds 2100-2149 (``danger_calib.py``: every open
    hand not in riichi, at each discard of another seat): one meld was tenpai 18 % of the
    time early and 35 % late, two melds 43 % and 64 %, three 79 % and 89 %, four always. The
    guesses before (two melds 35 / 46 %, three 60 / 78 %) made the danger row and the
    defence take open hands too lightly.
    """
    by_melds = {1: 0.35, 2: 0.64, 3: 0.89} if late else {1: 0.18, 2: 0.43, 3: 0.79}
    return by_melds.get(calls, 1.0)


def _live(n: int, detailed: bool) -> float:
    """How possible a shape is with ``n`` copies of a needed tile left unseen."""
    if n <= 0:
        return 0.0 if detailed else 1.0
    if n == 1 and detailed:
        return 0.5
    return 1.0


def shape_weight(k: int, safe: frozenset[int], unseen: list[int], detailed: bool) -> float:
    """Σ of the wait shapes that could win on ``k`` (see the module docstring)."""
    if k in safe:
        return 0.0
    u = unseen[k]
    if k >= EAST:
        return float({0: 0, 1: 1, 2: 3}.get(u, 6))
    w = (1.0 if u >= 1 else 0.0) + (2.0 if u >= 2 else 0.0)
    n = k % 9

    def side(a: int, b: int, weight: float) -> float:
        return weight * _live(unseen[a], detailed) * _live(unseen[b], detailed)

    if n <= 5 and k + 3 not in safe:
        w += side(k + 1, k + 2, 10.0)
    if n >= 3 and k - 3 not in safe:
        w += side(k - 2, k - 1, 10.0)
    if 1 <= n <= 7:
        w += side(k - 1, k + 1, 3.0)
    if n == 2:
        w += side(k - 2, k - 1, 3.0)
    if n == 6:
        w += side(k + 1, k + 2, 3.0)
    return w


def deal_in(t: Table, threat: Threat, k: int, detailed: bool) -> float:
    """Probability that discarding ``k`` deals into ``threat`` (tenpai included)."""
    if not _can_wait_on(threat, k):
        return 0.0
    if threat.tanki_only:
        return threat.tenpai * _tanki_share(t, threat, k)
    return shape_chance(k, threat.safe, t.unseen, detailed) * threat.tenpai


def shape_chance(k: int, safe: frozenset[int], unseen: list[int], detailed: bool) -> float:
    """Probability that discarding ``k`` deals into a hand that is surely tenpai (a riichi)
    with these safe kinds, from the shapes that could win on it."""
    return min(1.0, shape_weight(k, safe, unseen, detailed) * _SCALE)


def _can_wait_on(threat: Threat, k: int) -> bool:
    return k not in threat.safe and not (
        threat.suits is not None and k < EAST and k // 9 not in threat.suits
    )


def _tanki_share(t: Table, threat: Threat, k: int) -> float:
    """The chance that a hand of one tile holds ``k``: its unseen copies against all the
    unseen copies of the kinds it may wait on (a wait shape of two tiles is impossible)."""
    total = sum(t.unseen[j] for j in range(NUM_KINDS) if _can_wait_on(threat, j))
    return t.unseen[k] / total if total else 0.0


LossWorth = Callable[[int, float], float]
"""What paying a number of points to a seat is worth (plain points, or rank in all-last)."""


def _points(seat: int, value: float) -> float:
    return value


def expected_loss(
    t: Table, threats: list[Threat], k: int, detailed: bool, worth: LossWorth = _points
) -> float:
    """Loss expected by discarding ``k`` now (dora tiles cost a han more)."""
    extra = _DORA_HAN_POINTS * t.dora_count(k)
    return sum(
        deal_in(t, th, k, detailed) * worth(th.seat, th.value + extra) for th in threats
    )


def loss_table(
    t: Table, threats: list[Threat], detailed: bool, worth: LossWorth = _points
) -> list[float]:
    """Expected loss for every kind (0 for everything when nobody threatens)."""
    if not threats:
        return [0.0] * NUM_KINDS
    return [expected_loss(t, threats, k, detailed, worth) for k in range(NUM_KINDS)]
