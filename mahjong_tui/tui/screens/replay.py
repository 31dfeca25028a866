"""The replay viewer: a recorded game on the table, every hand open.

The screen draws the current step of a :class:`~mahjong_tui.play.replay_view.ReplayView`
with the table's widgets, from the viewpoint seat's side: its hand at the bottom,
the others around the pond with their concealed tiles face up. Its only state is
the view's position; the steps themselves are the engine's Observations. At a
hand's last step the round result (the result screen's texts) is shown over the
bottom of the table. The tile style and help keys are the table's.
"""

from __future__ import annotations

from typing import ClassVar

from rich.console import Group, RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.events import Click, Resize
from textual.screen import Screen
from textual.widgets import Footer, Static

from mahjong_tui.play.config import Settings
from mahjong_tui.play.replay_view import SEATS, ReplayView
from mahjong_tui.text.line_breaks import prose
from mahjong_tui.text.plates import record_plate
from mahjong_tui.text.tile_faces import next_style
from mahjong_tui.tui.screens.help import HelpScreen
from mahjong_tui.tui.screens.keys import HELP, TILE_STYLE
from mahjong_tui.tui.screens.round_result import draw_text, scores_table, win_text
from mahjong_tui.tui.screens.standings import FittedStandings
from mahjong_tui.tui.widgets.centre import game_info, heading
from mahjong_tui.tui.widgets.hand import HandModel, HandView
from mahjong_tui.tui.widgets.seats import compose_seats, show_seats, table_layout

PROGRESS_CELLS = 20
ROWS_BELOW = 4
"""Rows under the hand: the status line (up to three where it wraps: a review's comparison)
and the footer."""


def progress_bar(done: float, cells: int = PROGRESS_CELLS) -> Text:
    """``━━━━━━──────── 43%``: how far into the game the viewer is."""
    filled = round(done * cells)
    return Text.assemble(("━" * filled, "bold #ffd75f"), ("─" * (cells - filled), "dim"),
                         f" {round(done * 100):3d}%")


class ReplayScreen(Screen[None]):
    DEFAULT_CSS = """
    #replay-status {
        height: auto;
        max-height: 3;
        padding: 0 1;
        background: #0a2a19;
    }
    #replay-result {
        dock: bottom;
        height: auto;
        max-height: 24;
        margin: 0 0 1 0;
        padding: 0 1;
        border: round #ffd75f;
        background: #0a2a19;
    }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right", "step(1)", "keys.next"),
        Binding("left", "step(-1)", "keys.step_back"),
        Binding("pagedown,n", "hand(1)", "keys.next_hand"),
        Binding("pageup,p", "hand(-1)", "keys.previous_hand", show=False),
        Binding("home", "to_deal", "keys.deal", show=False),
        Binding("end", "to_result", "keys.result", show=False),
        Binding("h", "toggle_hands", "keys.hands"),
        Binding("tab", "next_seat", "keys.seat"),
        *(Binding(str(s + 1), f"seat({s})", "keys.seat", show=False) for s in range(SEATS)),
        TILE_STYLE,
        HELP,
        Binding("q,escape", "close", "keys.quit"),
    ]

    def __init__(self, replay: ReplayView, settings: Settings, *, closes_app: bool = True,
                 notes: dict[tuple[int, int], Text] | None = None) -> None:
        """``settings``: the app's, whose tile style the viewer draws with and switches;
        ``closes_app``: q quits the app (``mahjong-tui replay FILE``), else it goes back
        to the screen before (the game result); ``notes``: what the status line says at
        some steps (by hand and step) instead of what the step did (the review's
        comparison)."""
        super().__init__()
        self.notes = notes or {}
        self.replay = replay
        self.settings = settings
        self.closes_app = closes_app
        self.hands_open = True
        """The other seats' concealed tiles are face up (``h`` turns them down)."""

    def compose(self) -> ComposeResult:
        with Vertical(id="table"):
            yield from compose_seats()
            with Horizontal(id="hand-row"):
                yield HandView(id="hand")
            yield Static(id="replay-status")
        yield Static(id="replay-result")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.render_step()

    def render_step(self) -> None:
        r = self.replay
        step = r.step
        obs = r.view
        style = self.settings.tile_style
        layout = table_layout(self.app.size.width, self.app.size.height, ROWS_BELOW)
        show_seats(
            self, obs, r.names, style, layout=layout,
            last=r.last_discarder(), on_turn=step.on_turn,
            title=heading(obs, r.rules), info=game_info(r.rules),
            open_hands=[v.concealed for v in step.views] if self.hands_open else None,
        )
        self.query_one(HandView).show(
            HandModel(obs.hand, obs.drawn, obs.me.melds, obs.seat, style=style), layout.hand
        )
        note = self.notes.get((r.hand_index, r.step_index))
        status = note if note is not None else progress_bar(r.progress()) + Text(
            " " + r.status())
        self.query_one("#replay-status", Static).update(prose(status))
        result = self.query_one("#replay-result", Static)
        result.display = r.at_end
        if r.at_end:
            result.update(self.result_text())

    def on_resize(self, _: Resize) -> None:
        self.render_step()

    def result_text(self) -> Group:
        """The hand's end as the round result screen shows it; after the game's last hand,
        the final standings in place of the hand's score changes (the room is short)."""
        r = self.replay
        o = r.hand.outcome
        style = self.settings.tile_style
        plates = [record_plate(name, name) for name in r.names]
        parts: list[RenderableType] = [
            prose(win_text(w, o.setup.hand_number, r.names, style, r.seat))
            for w in o.wins]
        if o.draw is not None:
            parts.append(prose(draw_text(o.draw, o, r.names, style, r.seat)))
        if r.at_game_end and r.standings is not None:
            parts.append(FittedStandings(r.standings, plates, r.rules))
        else:
            parts.append(scores_table(o, plates))
        return Group(*parts)

    def action_close(self) -> None:
        if self.closes_app:
            self.app.exit()
        else:
            self.dismiss(None)

    def action_step(self, delta: int) -> None:
        if delta > 0:
            self.replay.forward()
        else:
            self.replay.back()
        self.render_step()

    def action_to_deal(self) -> None:
        self.replay.to_deal()
        self.render_step()

    def action_to_result(self) -> None:
        self.replay.to_result()
        self.render_step()

    def action_toggle_hands(self) -> None:
        self.hands_open = not self.hands_open
        self.render_step()

    def on_click(self, event: Click) -> None:
        """A click on the table steps forward, a right click back (as in mjpancake)."""
        table = self.query_one("#table")
        widget = event.widget
        if widget is None or not (widget is table or table in widget.ancestors):
            return
        if event.button == 1:
            self.action_step(1)
        elif event.button == 3:
            self.action_step(-1)

    def action_hand(self, delta: int) -> None:
        self.replay.jump_hand(delta)
        self.render_step()

    def action_seat(self, seat: int) -> None:
        self.replay.set_seat(seat)
        self.render_step()

    def action_next_seat(self) -> None:
        self.action_seat(self.replay.seat + 1)

    def action_tile_style(self) -> None:
        self.settings.tile_style = next_style(self.settings.tile_style)
        self.render_step()

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen("replay", self.replay.rules))
