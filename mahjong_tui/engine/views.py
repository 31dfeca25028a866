"""Observations of the round, built cheaply enough to make one per decision.

A driver asks for an observation before every action, so this is a hot path.
Two caches keep it cheap:

- each seat's public :class:`SeatView` is rebuilt only when something it shows
  changed: the river and melds are tuples replaced on change (so an identity
  check suffices), the rest are a few plain values compared directly;
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
        self._seat_views: list[SeatView | None] = [None] * SEATS
        self._observations: dict[int, tuple[int, Observation]] = {}

    def observe(self, seat: int) -> Observation:
        r = self._round
        cached = self._observations.get(seat)
        if cached is not None and cached[0] == r.version:
            return cached[1]
        st = r.seats[seat]
        hand = list(st.hand)
        if st.drawn is not None:
            hand.remove(st.drawn)
        claim = r.claim
        obs = Observation(
            seat=seat,
            hand=tuple(sorted(hand, key=legal.SORT_KEYS.__getitem__)),
            drawn=st.drawn,
            players=tuple([self._seat_view(o) for o in r.seats]),
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

    def _seat_view(self, st: SeatState) -> SeatView:
        r = self._round
        score = r.scores[st.seat]
        ippatsu = st.ippatsu and r.rules.ippatsu
        view = self._seat_views[st.seat]
        if (
            view is not None
            and view.river is st.river
            and view.melds is st.melds
            and view.concealed_count == len(st.hand)
            and view.score == score
            and view.riichi == st.riichi
            and view.ippatsu == ippatsu
        ):
            return view
        view = SeatView(
            seat=st.seat,
            seat_wind=r.seat_wind(st.seat),
            score=score,
            concealed_count=len(st.hand),
            melds=st.melds,
            river=st.river,
            riichi=st.riichi,
            ippatsu=ippatsu,
        )
        self._seat_views[st.seat] = view
        return view

