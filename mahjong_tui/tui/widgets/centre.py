"""The centre of the table: the round, the counters, the dora, and the four seats.

Each seat's wind and score sit on its own side of the centre (you at the bottom,
the player on your right at the right...), so the panel reads like a real
table's score display. The wind shows the dealer (東); one arrow marks the
player whose turn it is (while others may call a discard, still its discarder);
a dot marks a standing riichi.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len
from rich.text import Text
from textual.widgets import Static

from mahjong_tui.text import words
from mahjong_tui.text.dora_words import dora_line
from mahjong_tui.text.tile_faces import TileStyle, tile_text
from rules.observation import Observation, SeatView
from rules.ruleset import RuleSet

SEATS = 4
INNER = 26
"""The narrowest the panel's inner width gets (two seat labels and a gap)."""


def seat_label(view: SeatView, style: TileStyle, *, on_turn: bool) -> Text:
    label = Text("▶" if on_turn else " ", style="bold #ffd75f")
    label.append_text(tile_text(view.seat_wind, style))
    label.append(f" {view.score}", style="bold #ffd75f" if view.is_dealer else "bold")
    label.append(" ●" if view.riichi else "  ", style="bold #ff5f5f")
    return label


def _centred(text: Text, width: int) -> Text:
    pad = max(width - cell_len(text.plain), 0)
    return Text(" " * (pad // 2)) + text + Text(" " * (pad - pad // 2))


def _spread(left: Text, right: Text, width: int) -> Text:
    gap = max(width - cell_len(left.plain) - cell_len(right.plain), 1)
    return left + Text(" " * gap) + right


def centre_lines(obs: Observation, style: TileStyle, turn: int | None, title: Text,
                 width: int = INNER) -> list[Text]:
    """The panel's lines, ``width`` cells each: ``title`` names the round."""

    def label(relative: int) -> Text:
        seat = (obs.seat + relative) % SEATS
        return seat_label(obs.players[seat], style, on_turn=seat == turn)

    dora = dora_line(obs.dora_indicators, style, width=width)
    lines: Sequence[Text] = (
        _centred(label(2), width),
        _centred(title, width),
        _spread(label(3), label(1), width),
        _centred(Text(words.counters(obs.honba, obs.riichi_sticks, obs.tiles_left)), width),
        _centred(dora, width),
        _centred(label(0), width),
    )
    return list(lines)


def heading(obs: Observation, rules: RuleSet) -> Text:
    """``South 4 · All Last``: the round, and its notice if any (the honba are counted
    on the line below)."""
    title = Text(words.round_title(obs.round_wind, obs.hand_number, 0), style="bold #ffffff")
    notice = words.round_notice(rules, obs.round_wind, obs.hand_number)
    if notice is not None:
        title += Text(" · ") + Text(words.notice_label(notice, obs.round_wind),
                                    style="bold #ff8f5f")
    return title


def game_info(rules: RuleSet, venue: str | None = None) -> Text:
    """The game's length and rules (and the line-up's venue), for a corner of the pond."""
    lines = [words.length_name(rules.game_length), words.preset_name(rules)]
    return Text("\n".join([*lines, venue] if venue else lines))


class CentrePanel(Static):
    def show(self, obs: Observation, style: TileStyle, turn: int | None, title: Text) -> None:
        width = max(self.content_size.width, INNER)
        self.update(Text("\n").join(centre_lines(obs, style, turn, title, width)))
