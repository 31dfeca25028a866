"""Build observations for AI unit tests from MPSZ strings."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rules.hand import Meld
from rules.observation import Observation, RiverTile, SeatView
from rules.tiles import EAST, parse, parse_tile, sorted_tiles


def observe(
    hand: str,
    drawn: str | None = None,
    *,
    seat: int = 0,
    dealer: int = 1,
    melds: Mapping[int, Sequence[str]] | None = None,
    rivers: Mapping[int, str] | None = None,
    riichi_at: Mapping[int, int] | None = None,
    dora: str = "7z",
    scores: Sequence[int] = (25000, 25000, 25000, 25000),
    tiles_left: int = 50,
    round_wind: int = EAST,
    claimable: str | None = None,
    claimable_from: int | None = None,
) -> Observation:
    """An observation of ``seat``; ``riichi_at[s]`` is the river index of s's riichi tile.

    The default dora indicator 7z (Chun) points at Haku; the default dealer is
    seat 1, so seat 0 is North and not the dealer.
    """
    melds = melds or {}
    rivers = rivers or {}
    riichi_at = riichi_at or {}
    views = []
    for s in range(4):
        river_tiles = parse(rivers.get(s, ""))
        river = tuple(
            RiverTile(t, False, riichi_at.get(s) == i, order=4 * i + (s - dealer) % 4)
            for i, t in enumerate(river_tiles)
        )
        seat_melds = tuple(Meld.parse(m) for m in melds.get(s, ()))
        concealed = len(parse(hand)) + (drawn is not None) if s == seat else 13 - 3 * len(
            seat_melds
        )
        views.append(
            SeatView(
                seat=s,
                seat_wind=EAST + (s - dealer) % 4,
                score=scores[s],
                concealed_count=concealed,
                melds=seat_melds,
                river=river,
                riichi=s in riichi_at,
                ippatsu=False,
            )
        )
    return Observation(
        seat=seat,
        hand=tuple(sorted_tiles(parse(hand))),
        drawn=parse_tile(drawn) if drawn else None,
        players=tuple(views),
        round_wind=round_wind,
        hand_number=dealer,
        honba=0,
        riichi_sticks=len(riichi_at),
        dora_indicators=tuple(parse(dora)),
        tiles_left=tiles_left,
        furiten=False,
        claimable=parse_tile(claimable) if claimable else None,
        claimable_from=claimable_from,
    )
