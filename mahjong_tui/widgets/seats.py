"""The four seats around the pond: one layout and one drawing pass, shared by the
playing table and the replay viewer.

Seats are placed relative to the viewpoint: 0 at the bottom (its river only; the
screen draws its hand), 1 on the right, 2 across, 3 on the left.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.dom import DOMNode

from mahjong_tui.widgets.centre import CentrePanel
from mahjong_tui.widgets.opponent import OpponentView
from mahjong_tui.widgets.river import RiverView
from mahjong_tui.widgets.tiles import TileStyle
from rules.observation import Observation
from rules.tiles import Tile

SEATS = 4


def compose_seats() -> ComposeResult:
    """The opponents, the four rivers and the centre panel (use inside ``compose``)."""
    yield OpponentView(id="opp-2")
    with Horizontal(id="middle"):
        yield OpponentView(id="opp-3", classes="side")
        with Vertical(id="pond"):
            yield RiverView(id="river-2", classes="river")
            with Horizontal(id="pond-middle"):
                yield RiverView(id="river-3", classes="river")
                yield CentrePanel(id="centre")
                yield RiverView(id="river-1", classes="river")
            yield RiverView(id="river-0", classes="river")
        yield OpponentView(id="opp-1", classes="side")


def show_seats(
    root: DOMNode,
    obs: Observation,
    names: Sequence[str],
    style: TileStyle,
    *,
    last: int | None,
    on_turn: Collection[int],
    open_hands: Sequence[Sequence[Tile]] | None = None,
) -> None:
    """Draw the seats of ``obs``'s table: ``names`` by seat, ``last`` the latest
    discarder (its river's last tile is highlighted), ``on_turn`` the seats to act.

    ``open_hands`` (by seat) shows the opponents' concealed tiles face up.
    """
    for rel in range(SEATS):
        seat = (obs.seat + rel) % SEATS
        if rel:
            root.query_one(f"#opp-{rel}", OpponentView).show(
                names[seat], obs.players[seat], style, compact=rel != 2,
                tiles=None if open_hands is None else open_hands[seat],
            )
        root.query_one(f"#river-{rel}", RiverView).show(
            obs.players[seat].river, style, last=seat == last
        )
    root.query_one(CentrePanel).show(obs, style, on_turn)
