"""Observations of the round, built cheaply enough to make one per decision.

A driver asks for an observation before every action, so this is a hot path.
Two caches keep it cheap:

- each seat's public :class:`SeatView` is rebuilt only when something it shows
  changed: the river and melds are tuples replaced on change (so an identity
  check suffices), the rest are a few plain values; all of them make one key
  tuple per seat, compared in one go with the key of the cached view;
- a whole :class:`Observation` is reused while the round's state version (one
  per applied action) is the same, e.g. when the UI and a player both ask.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mahjong_tui.engine import legal
from mahjong_tui.engine.seat import SeatState
from rules.observation import Observation, SeatView

if TYPE_CHECKING:
    from mahjong_tui.engine.round import Round

SEATS = 4


class Views:
    """The observation cache of one round."""

    def __init__(self, r: Round) -> None:
        self._round = r
        self._seat_views = [self._build(st) for st in r.seats]
        self._keys = [self._key(st) for st in r.seats]
        self._observations: dict[int, tuple[int, Observation]] = {}

    def observe(self, seat: int) -> Observation:
        r = self._round
        cached = self._observations.get(seat)
        if cached is not None and cached[0] == r.version:
            return cached[1]
        st = r.seats[seat]
        hand = sorted(st.hand, key=legal.SORT_KEYS.__getitem__)
        if st.drawn is not None:
            hand.remove(st.drawn)  # equal tiles are alike: which copy goes does not matter
        claim = r.claim
        obs = Observation(
            seat=seat,
            hand=tuple(hand),
            drawn=st.drawn,
            players=self._players(),
            round_wind=r.setup.round_wind,
            hand_number=r.setup.hand_number,
            honba=r.honba,
            riichi_sticks=r.sticks,
            dora_indicators=r.dora_indicators,
            tiles_left=r.live_left,
            furiten=st.furiten,
            claimable=claim[0] if claim is not None else None,
            claimable_from=claim[1] if claim is not None else None,
        )
        self._observations[seat] = (r.version, obs)
        return obs

    def _players(self) -> tuple[SeatView, ...]:
        """Every seat's view, rebuilding only those whose public side changed."""
        views = self._seat_views
        keys = self._keys
        for st in self._round.seats:
            key = self._key(st)
            if key != keys[st.seat]:
                keys[st.seat] = key
                views[st.seat] = self._build(st)
        return tuple(views)

    def _key(self, st: SeatState) -> tuple[object, ...]:
        """What ``st``'s view shows that can change (tuple equality checks identity first)."""
        r = self._round
        return (st.river, st.melds, len(st.hand), r.scores[st.seat], st.riichi, st.ippatsu)

    def _build(self, st: SeatState) -> SeatView:
        r = self._round
        return SeatView(
            seat=st.seat,
            seat_wind=r.seat_wind(st.seat),
            score=r.scores[st.seat],
            concealed_count=len(st.hand),
            melds=st.melds,
            river=st.river,
            riichi=st.riichi,
            ippatsu=st.ippatsu and r.rules.ippatsu,
        )
