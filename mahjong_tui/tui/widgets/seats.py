"""The four seats around the pond: one layout and one drawing pass, shared by the
playing table and the replay viewer.

Seats are placed relative to the viewpoint: 0 at the bottom (its river only; the
screen draws its hand), 1 on the right, 2 across, 3 on the left. The pond is laid
as on a real table: the centre panel, the rivers on its four sides (the side
ones standing as columns), the opponents outside them.

:func:`table_layout` picks the tile size from the terminal size: the biggest whose
table fits, every tile of every river included (from 80x24 up); :func:`show_seats`
sizes each block for what it holds, so a river longer than four rows widens
instead of being cut.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.dom import DOMNode
from textual.geometry import Region
from textual.widget import Widget
from textual.widgets import Static

from mahjong_tui.text.tile_faces import TileSize, TileStyle
from mahjong_tui.tui.widgets.centre import INNER, CentrePanel
from mahjong_tui.tui.widgets.grid import grid_width
from mahjong_tui.tui.widgets.opponent import OpponentView
from mahjong_tui.tui.widgets.river import PER_ROW, ROWS, RiverView
from rules.observation import Observation
from rules.tiles import Tile

SEATS = 4
ACROSS_ROWS = 2
"""The player across: a name line and a line of tiles."""
CENTRE_ROWS = 8
"""The centre panel's height at least (six lines and its frame)."""
SIDE_COLUMN = 13
"""The side opponents' columns at least: 13 tile backs, four melds standing."""
SIDE_COLUMN_MAX = 18


@dataclass(frozen=True, slots=True)
class TableLayout:
    river: TileSize
    """The size of the river tiles."""
    hand: TileSize
    """The largest size the hand may use (it falls back if its row is too wide)."""


def pond_rows(size: TileSize) -> int:
    return ROWS * size.value * 2 + _band(size)


def _band(size: TileSize) -> int:
    """The rows of the pond's middle: the side rivers stand six tiles tall."""
    return max(PER_ROW * size.value, CENTRE_ROWS)


def _min_width(size: TileSize) -> int:
    side_river = grid_width(ROWS, size)
    return 2 * SIDE_COLUMN + 2 * side_river + max(INNER + 2, grid_width(PER_ROW, size))


def table_layout(width: int, height: int, rows_below: int) -> TableLayout:
    """The tile sizes for a terminal of ``width`` x ``height``, where ``rows_below`` rows
    under the hand (waits, action bar, footer...) are taken."""

    def rows(river: TileSize, hand: TileSize) -> int:
        return ACROSS_ROWS + pond_rows(river) + hand.value + 1 + rows_below

    fitting = [s for s in TileSize if rows(s, TileSize.SMALL) <= height
               and _min_width(s) <= width]
    river = max(fitting, default=TileSize.SMALL)
    hand = max((s for s in TileSize if rows(river, s) <= height), default=TileSize.SMALL)
    return TableLayout(river, hand)


def compose_seats() -> ComposeResult:
    """The opponents, the four rivers and the centre panel (use inside ``compose``)."""
    yield OpponentView(id="opp-2")
    with Horizontal(id="middle"):
        yield OpponentView(id="opp-3", classes="side")
        with Vertical(id="pond"):
            with Horizontal(id="pond-top", classes="pond-row"):
                yield Static(id="game-info", classes="corner")
                yield RiverView(id="river-2", classes="river")
            with Horizontal(id="pond-middle"):
                yield RiverView(id="river-3", classes="river")
                yield CentrePanel(id="centre")
                yield RiverView(id="river-1", classes="river")
            with Horizontal(id="pond-bottom", classes="pond-row"):
                yield Static(classes="corner")
                yield RiverView(id="river-0", classes="river")
        yield OpponentView(id="opp-1", classes="side")


def turn_seat(obs: Observation, on_turn: Collection[int]) -> int | None:
    """The one seat whose turn it is: while a discard may be called, its discarder;
    else the seat to act (None when several decide at once, as at a draw)."""
    if obs.claimable_from is not None:
        return obs.claimable_from
    return next(iter(on_turn)) if len(on_turn) == 1 else None


def show_seats(
    root: DOMNode,
    obs: Observation,
    names: Sequence[str | Text],
    style: TileStyle,
    *,
    layout: TableLayout,
    last: int | None,
    on_turn: Collection[int],
    title: Text,
    info: Text,
    open_hands: Sequence[Sequence[Tile]] | None = None,
) -> None:
    """Draw the seats of ``obs``'s table: ``names`` by seat, ``last`` the latest
    discarder (its river's last tile is highlighted), ``on_turn`` the seats to act,
    ``title`` the round (the centre's heading), ``info`` the game (a corner of the pond).

    ``open_hands`` (by seat) shows the opponents' concealed tiles face up.
    """
    size = layout.river
    _arrange(root, obs, size)
    for rel in range(SEATS):
        seat = (obs.seat + rel) % SEATS
        if rel:
            root.query_one(f"#opp-{rel}", OpponentView).show(
                names[seat], obs.players[seat], style, place=rel, viewer=obs.seat,
                tiles=None if open_hands is None else open_hands[seat],
            )
        root.query_one(f"#river-{rel}", RiverView).show(
            obs.players[seat].river, style, last=seat == last, seat=rel, size=size)
    root.query_one(CentrePanel).show(obs, style, turn_seat(obs, on_turn), title)
    root.query_one("#game-info", Static).update(info)


def corner_room(root: DOMNode, *, left: bool, top: bool = True) -> Region:
    """A corner of the table, in screen cells, empty of tiles. At the top: beside the
    across seat's river, with the top of that side's seat column, down to the first line
    the seat shows. At the bottom: beside your river, with the bottom of that side's seat
    column under its last line. Bounded by the centre panel's sides, which those rivers
    never pass as they grow (a room measured on a river itself would be run over by its
    next tiles)."""
    row = root.query_one("#pond-top" if top else "#pond-bottom").region
    centre = root.query_one(CentrePanel).region
    side = root.query_one("#opp-3" if left else "#opp-1", OpponentView)
    first_line = side.region.y + max(0, (side.region.height - side.content_lines) // 2)
    if top:
        y, bottom = row.y, min(row.bottom, first_line)
    else:
        y, bottom = max(row.y, first_line + side.content_lines), row.bottom
    height = max(0, bottom - y)
    if left:
        return Region(side.region.x, y, max(0, centre.x - side.region.x - 1), height)
    return Region(centre.right + 1, y, max(0, side.region.right - centre.right - 1), height)


def _arrange(root: DOMNode, obs: Observation, size: TileSize) -> None:
    """Size the pond's blocks for this table: each river as wide as its longest row."""
    rivers = [len(obs.players[(obs.seat + rel) % SEATS].river) for rel in range(SEATS)]
    side = grid_width(max(ROWS, *(-(-rivers[r] // PER_ROW) for r in (1, 3))), size)
    row = grid_width(max(PER_ROW, *(rivers[r] - PER_ROW * (ROWS - 1) for r in (0, 2))), size)
    centre = max(INNER + 2, grid_width(PER_ROW, size))
    pond = 2 * side + centre
    band = _band(size)
    rows = ROWS * size.value

    def fix(selector: str, width: int | None, height: int | None) -> None:
        for widget in root.query(selector).results(Widget):
            if width is not None:
                widget.styles.width = width
            if height is not None:
                widget.styles.height = height

    fix("#river-0, #river-2", row, rows)
    fix(".pond-row", pond, rows)
    fix(".corner", max((pond - row) // 2, 0), rows)
    fix("#river-1, #river-3", side, band)
    fix("#centre", centre, band)
    fix("#pond", pond, 2 * rows + band)
    column = max(SIDE_COLUMN, min(SIDE_COLUMN_MAX, (root.app.size.width - pond) // 2))
    fix("OpponentView.side", column, 2 * rows + band)
