"""The centre of the table: the round, the counters, the dora, and the four seats.

Each seat's wind, score and riichi status sit on its own side of the centre
(you at the bottom, the player on your right at the right...), so the panel
reads like a real table's score display. The dealer carries 親, the seat
whose turn it is an arrow.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from rich.cells import cell_len
from rich.text import Text
from textual.widgets import Static

from mahjong_tui.widgets.tiles import TileStyle, tile_text
from rules.observation import Observation, SeatView
from rules.tiles import EAST

SEATS = 4
INDICATOR_SLOTS = 5
WIND_NAMES = ("East", "South", "West", "North")
WIDTH = 28
"""Inner width of the panel."""


def round_title(round_wind: int, hand_number: int, honba: int) -> str:
    """``East 2, 1 honba`` (the honba only when there are some)."""
    title = f"{WIND_NAMES[round_wind - EAST]} {hand_number + 1}"
    return f"{title}, {honba} honba" if honba else title


def seat_label(view: SeatView, style: TileStyle, *, on_turn: bool) -> Text:
    label = Text("▶" if on_turn else " ", style="bold #ffd75f")
    label.append_text(tile_text(view.seat_wind, style))
    label.append(f" {view.score}", style="bold #ffd75f" if view.is_dealer else "bold")
    if view.is_dealer:
        label.append(" 親", style="bold #ffd75f")
    if view.riichi:
        label.append(" ●", style="bold #ff5f5f")
    return label


def _centred(text: Text, width: int = WIDTH) -> Text:
    pad = max(width - cell_len(text.plain), 0)
    return Text(" " * (pad // 2)) + text + Text(" " * (pad - pad // 2))


def _spread(left: Text, right: Text, width: int = WIDTH) -> Text:
    gap = max(width - cell_len(left.plain) - cell_len(right.plain), 1)
    return left + Text(" " * gap) + right


def centre_text(obs: Observation, style: TileStyle, on_turn: Collection[int]) -> Text:
    def label(relative: int) -> Text:
        seat = (obs.seat + relative) % SEATS
        return seat_label(obs.players[seat], style, on_turn=seat in on_turn)

    title = Text(round_title(obs.round_wind, obs.hand_number, obs.honba), style="bold #ffffff")
    lines: Sequence[Text] = (
        _centred(title),
        _centred(label(2)),
        _spread(label(3), label(1)),
        _centred(label(0)),
        Text("Dora ", style="bold") + _indicators(obs.dora_indicators, style),
        Text(f"Tiles left {obs.tiles_left:>2}   Sticks {obs.riichi_sticks}"),
    )
    return Text("\n").join(lines)


def _indicators(indicators: Sequence[int], style: TileStyle) -> Text:
    slots = [*indicators, *[None] * (INDICATOR_SLOTS - len(indicators))]
    return Text(" ").join(tile_text(t, style) for t in slots)


class CentrePanel(Static):
    def show(self, obs: Observation, style: TileStyle, on_turn: Collection[int]) -> None:
        self.update(centre_text(obs, style, on_turn))
