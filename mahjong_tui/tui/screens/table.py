"""The table: four seats around the centre, your hand at the bottom, the action bar.

The screen keeps no game state: every redraw reads the human seat's
Observation and legal actions from the :class:`Session`. What it keeps is the
state of the *input*: the cursor over the hand, an open submenu (which chi?),
riichi mode (which riichi discard?).

AI decisions run in a thread worker (:meth:`TableScreen.think`) that only
computes and posts :class:`TableScreen.AiDecided`; the handler applies the
action on the app's thread and redraws, so the screen never freezes while the
AI thinks and widgets are only touched by handlers. A decision that arrives
after the table moved on (its ``move`` number is stale) is dropped.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from functools import partial
from typing import ClassVar

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.css.query import NoMatches
from textual.events import Resize
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Footer

from mahjong_tui.engine.events import Event
from mahjong_tui.engine.needs import needs_now
from mahjong_tui.play.assists import automatic_action
from mahjong_tui.play.config import Settings
from mahjong_tui.play.danger_view import threat_danger
from mahjong_tui.play.game_config import lineup_of
from mahjong_tui.play.game_story import hand_stories
from mahjong_tui.play.hint_reason import DiscardReason, discard_reason
from mahjong_tui.play.session import AiTurn, Session, Step
from mahjong_tui.play.table_talk import END_MOMENTS, HAND_END_MOMENTS, Remark, remarks
from mahjong_tui.records.export import game_record
from mahjong_tui.text import words
from mahjong_tui.text.hint_words import reason_words
from mahjong_tui.text.language import current_language, t
from mahjong_tui.text.needs_words import need_line
from mahjong_tui.text.plates import plate, remark_line
from mahjong_tui.text.styled import st
from mahjong_tui.text.tile_faces import TileSize, next_style, tile_text
from mahjong_tui.tui.screens.choices import MENU_KEYS, Choice, describe, menu, variants
from mahjong_tui.tui.screens.game_result import GameResultScreen
from mahjong_tui.tui.screens.help import HelpScreen
from mahjong_tui.tui.screens.keys import HAND_CURSOR, HELP, TILE_STYLE
from mahjong_tui.tui.screens.round_result import RoundResultScreen
from mahjong_tui.tui.widgets.action_bar import ActionBar
from mahjong_tui.tui.widgets.assists import ASSIST_KEYS, AssistsView
from mahjong_tui.tui.widgets.centre import game_info, heading
from mahjong_tui.tui.widgets.corners import CornerView
from mahjong_tui.tui.widgets.hand import HandModel, HandView, discard_index, selectable_indices
from mahjong_tui.tui.widgets.seats import (
    TableLayout,
    compose_seats,
    corner_room,
    show_seats,
    table_layout,
)
from mahjong_tui.tui.widgets.waits import WaitsView
from rules.actions import Action, Discard, Ron, ShowHand, Tsumo
from rules.observation import Observation
from rules.tiles import Tile, kind

SEATS = 4
WIN_PROMPT = "bold #ffffff on #c41a1a"
ROWS_BELOW = 5
"""Rows under the hand: the waits line, the action bar, the assists, the footer, one
spare for a waits line that wraps."""
NOTICE_SECONDS = 6
"""How long the All Last / extra-round notice stays in its corner."""
TALK_SECONDS = 5
"""How long a character's words stay beside its seat."""
ACROSS, RIGHT, LEFT = 2, 1, 3
"""The seats' places after yours."""


class TableScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        *HAND_CURSOR,
        Binding("enter", "discard", "keys.discard"),
        Binding("escape", "back", "keys.back", show=False),
        *(Binding(k, f"pick('{k}')", "keys.pick", show=False) for k in MENU_KEYS),
        *(Binding(str(d), f"pick('{d}')", "keys.pick", show=False) for d in range(1, 10)),
        Binding("a", "autoplay", "keys.autoplay"),
        Binding("b", "hint", "keys.hint"),
        *(Binding(key, f"assist('{field}')", f"assists.{field}", show=False)
          for key, field in ASSIST_KEYS),
        TILE_STYLE,
        HELP,
        Binding("q", "leave", "keys.leave"),
    ]

    class AiDecided(Message):
        def __init__(self, turn: AiTurn, action: Action, failed: bool = False) -> None:
            """``failed``: the player met a fault, and ``action`` is the simplest move."""
            super().__init__()
            self.turn = turn
            self.action = action
            self.failed = failed

    class Left(Message):
        """The player left the table, or the game is over: back to the title."""

    class AssistsChanged(Message):
        """An assist was toggled: the app saves the settings."""

    class HintReady(Message):
        def __init__(self, move: int, action: Action, reason: DiscardReason | None) -> None:
            super().__init__()
            self.move = move
            self.action = action
            self.reason = reason

    def __init__(self, session: Session, settings: Settings) -> None:
        super().__init__()
        self.session = session
        self.settings = settings
        self.cursor: int | None = None
        self.submenu: Choice | None = None
        self.riichi_mode = False
        self.decision = -1
        """The move number the cursor was placed for (a new decision resets it)."""
        self.hint: tuple[int, Action, DiscardReason | None] | None = None
        """The AI's suggestion, the move number it was asked for (``b``), and its reason
        when it is a discard."""
        self.layout_now = TableLayout(TileSize.SMALL, TileSize.SMALL)
        self.announced: tuple[int, int, int] | None = None
        """The hand whose notice (All Last, extra round) was shown."""
        self.notice = ""
        """The notice in the top-right corner while it shows (All Last, an extra round)."""
        self.needs: tuple[tuple[int | str, ...], list[str]] = ((), [])
        """What you need in words, and the table it was worked out for (scores, honba,
        sticks, the language): worked out again only when those change."""
        self.talk: dict[int, tuple[Remark, int]] = {}
        """What each seat (by its place after yours) is saying, and the number of the
        timer that ends it."""
        self.talk_timers = 0
        self.end_remarks: list[Remark] = []
        """What the characters say at the game's end (shown with its result)."""
        self.bots_warned: set[int] = set()
        self.fault_warned = False
        """A player's fault was warned of (once a game: the game goes on)."""
        """The seats whose bot failed and was warned of."""

    def compose(self) -> ComposeResult:
        with Vertical(id="table"):
            yield from compose_seats()
            with Horizontal(id="hand-row"):
                yield HandView(id="hand")
            yield WaitsView(id="waits")
            yield ActionBar(id="actions")
            yield AssistsView(id="assists")
        yield Footer()
        yield CornerView("#ffd75f", id="needs", classes="corner-lines")
        yield CornerView("bold #ff8f5f", id="notice", classes="corner-lines")
        yield CornerView("", id="talk-left", classes="corner-lines")
        yield CornerView("", id="talk-right", classes="corner-lines")

    def on_mount(self) -> None:
        if not self.session.actions:
            self._say(self._remarks(self.session.game.log))
        for name in self.session.missing_bots:
            self.notify(t("bots.missing", name=name), severity="warning", timeout=15,
                        markup=False)
        self.advance()

    def on_resize(self, _: Resize) -> None:
        self.render_table()

    def relanguage(self) -> None:
        self.render_table()

    def _announce(self, obs: Observation) -> None:
        """A short notice as All Last or an extra wind round begins (once a hand), in the
        table's top-right corner for a few seconds."""
        notice = words.round_notice(self.session.rules, obs.round_wind, obs.hand_number)
        key = (obs.round_wind, obs.hand_number, obs.honba)
        if notice is not None and key != self.announced:
            self.notice = words.notice_text(notice, self.session.rules, obs.round_wind)
            self.set_timer(NOTICE_SECONDS, self._notice_done)
        self.announced = key

    def _notice_done(self) -> None:
        self.notice = ""
        self._show_corners(None)

    def _show_corners(self, needs: list[str] | None) -> None:
        """What you need in the top-left corner (None: as it is), the notice in the
        top-right one (as a pop-up when the corner is too small for it), and what the
        characters say beside their seats: across in the top-right corner (under the
        notice), the side seats in the bottom corners. Called after a refresh or a timer:
        by then the player may have left the table, which may be gone or going (its
        widgets already removed)."""
        try:
            needs_view = self.query_one("#needs", CornerView)
            notice = self.query_one("#notice", CornerView)
            sides = self.query_one("#talk-left", CornerView), self.query_one(
                "#talk-right", CornerView)
            rooms = corner_room(self, left=True), corner_room(self, left=False)
            low = (corner_room(self, left=True, top=False),
                   corner_room(self, left=False, top=False))
        except NoMatches:
            return
        if needs is not None:
            needs_view.show(needs, rooms[0])
        talk = self._talk_lines()
        top_right: list[str | Text] = [*([self.notice] if self.notice else []),
                                       *talk.get(ACROSS, [])]
        if not notice.show(top_right, rooms[1]) and self.notice:
            self.notify(self.notice, timeout=NOTICE_SECONDS, markup=False)
            self.notice = ""
        sides[0].show(talk.get(LEFT, []), low[0])
        sides[1].show(talk.get(RIGHT, []), low[1])

    # --- the characters' words ----------------------------------------------------------

    def _remarks(self, events: Iterable[Event]) -> list[Remark]:
        """What the characters say about ``events`` (nothing with talk turned off)."""
        s = self.session
        if not self.settings.talk:
            return []
        return remarks(events, s.characters(), s.human, s.talk_key())

    def _say(self, said: Iterable[Remark]) -> None:
        """Show ``said`` beside the seats for a few seconds (a seat's newer words replace
        its older ones)."""
        shown = False
        for remark in said:
            place = (remark.seat - self.session.human) % SEATS
            self.talk_timers += 1
            self.talk[place] = (remark, self.talk_timers)
            self.set_timer(TALK_SECONDS, partial(self._quiet, place, self.talk_timers))
            shown = True
        if shown:
            self.call_after_refresh(self._show_corners, None)

    def _quiet(self, place: int, timer: int) -> None:
        """The seat at ``place`` stops talking, unless it has said something since."""
        if self.talk.get(place, (None, 0))[1] == timer:
            del self.talk[place]
            self._show_corners(None)

    def _talk_lines(self) -> dict[int, list[Text]]:
        """What each place says now, after its name plate (in the language in force)."""
        s = self.session
        return {place: [remark_line(s.name(r.seat), r.character, r.text)]
                for place, (r, _) in self.talk.items() if self.settings.talk}

    def on_unmount(self) -> None:
        """Closing the app at the table keeps the game (Continue resumes it); the player's
        bots are stopped."""
        self.session.save()
        self.session.close()

    # --- what the human may do now ------------------------------------------------

    def _legal(self) -> tuple[Action, ...]:
        return () if self.settings.autoplay else self.session.human_actions()

    def _discards(self) -> list[Discard]:
        return [a for a in self._legal() if isinstance(a, Discard) and a.riichi == self.riichi_mode]

    def _hand_model(self) -> HandModel:
        obs = self.session.observation()
        base = HandModel(obs.hand, obs.drawn, obs.me.melds, obs.seat, None, frozenset(),
                         self.settings.tile_style)
        selectable = selectable_indices(base, [(d.tile, d.tsumogiri) for d in self._discards()])
        if not selectable:
            self.cursor = None
        elif self.cursor not in selectable or self.decision != len(self.session.actions):
            self.decision = len(self.session.actions)
            self.cursor = max(selectable)
        return HandModel(obs.hand, obs.drawn, obs.me.melds, obs.seat, self.cursor, selectable,
                         self.settings.tile_style, self._danger(obs, base.all_tiles))

    def _danger(self, obs: Observation, tiles: tuple[Tile, ...]) -> tuple[float, ...] | None:
        """Each tile's deal-in chance, with the danger assist on and a threat to face, while
        the choice is yours (not after your riichi: the drawn tile goes, whatever it is)."""
        if not self.settings.assists.danger or obs.me.riichi:
            return None
        chances = threat_danger(obs, self.session.rules)
        return None if chances is None else tuple(chances[kind(t)] for t in tiles)

    # --- drawing --------------------------------------------------------------------

    def render_table(self) -> None:
        s = self.session
        obs = s.observation()
        style = self.settings.tile_style
        self.layout_now = table_layout(self.app.size.width, self.app.size.height, ROWS_BELOW)
        last_hands = words.round_notice(s.rules, obs.round_wind, obs.hand_number) is not None
        needs = self.need_lines(obs) if last_hands else []
        show_seats(self, obs, self.plates(), style, layout=self.layout_now,
                   last=s.last_discarder(),
                   on_turn=s.on_turn(), title=heading(obs, s.rules),
                   info=Text() if needs else game_info(s.rules, self.venue))
        self._announce(obs)
        self.call_after_refresh(self._show_corners, needs)
        self._render_hand()
        self._render_actions()
        self.query_one(AssistsView).show(self.settings.assists)

    def plates(self) -> list[Text]:
        """Every seat's name, a character's in its colour."""
        s = self.session
        return [plate(name, s.level_at(seat)) for seat, name in enumerate(s.names())]

    @property
    def venue(self) -> str | None:
        """Where the table is, when the opponents are a line-up."""
        lineup = lineup_of(self.session.ai_levels)
        return None if lineup is None else t(f"lineups.{lineup}.venue")

    def need_lines(self, obs: Observation) -> list[str]:
        """What you need (オーラス条件) in words, nearest place first."""
        key: tuple[int | str, ...] = (*(view.score for view in obs.players), obs.dealer,
                                      obs.honba, obs.riichi_sticks, current_language())
        if self.needs[0] != key:
            names = self.session.names()
            self.needs = (key, [need_line(need, names, obs.seat, obs.dealer)
                                for need in needs_now(obs, self.session.rules)])
        return self.needs[1]

    def _render_hand(self) -> None:
        model = self._hand_model()
        self.query_one(HandView).show(model, self.layout_now.hand)
        tile = model.all_tiles[model.cursor] if model.cursor is not None else None
        waits = self.query_one(WaitsView)
        if self.settings.assists.hand_help:
            waits.show(self.session.observation(), self.session.rules, self.settings.tile_style,
                       tile, riichi=self.riichi_mode)
        else:
            waits.update("")

    def _render_actions(self) -> None:
        bar = self.query_one(ActionBar)
        s = self.session
        obs = s.observation()
        legal = self._legal()
        if self.settings.autoplay:
            bar.show(t("table.autoplay"), [])
        elif self.submenu is not None:
            bar.show(t("table.which", call=self.submenu.label),
                     variants(self.submenu, obs.claimable))
        elif self.riichi_mode:
            bar.show(self._hint_text() or t("table.riichi"), [])
        elif legal:
            hint = self._hint_text() or self._prompt(legal)
            bar.show(hint, menu(legal))
        elif s.is_over:
            bar.show(t("table.over"), [])
        else:
            waiting = [s.name(seat) for seat in sorted(s.on_turn()) if seat != s.human]
            bar.show(t("table.waiting", names=t("table.names_separator").join(waiting))
                     if waiting else "", [])

    def _prompt(self, legal: tuple[Action, ...]) -> Text:
        """What the action bar asks of the human."""
        s = self.session
        obs = s.observation()
        if obs.claimable is not None and obs.claimable_from is not None:
            name = s.name(obs.claimable_from)
            tile = tile_text(obs.claimable, self.settings.tile_style)
            if Ron() in legal:
                return st("table.offer_ron", name=name, tile=tile,
                          win=Text(t("table.win_by_ron"), style=WIN_PROMPT))
            return st("table.offer", name=name, tile=tile)
        if Tsumo() in legal:
            return Text(t("table.win_by_tsumo"), style=WIN_PROMPT)
        if self._discards():
            return Text(t("table.your_turn"))
        if ShowHand(True) in legal:
            return Text(t("table.show_or_hide"))
        return Text(t("table.your_choice"))

    # --- the flow of the game -------------------------------------------------------------

    def advance(self) -> None:
        """Redraw, then start whatever must happen next (an AI move, or wait for the human)."""
        self.render_table()
        s = self.session
        if s.is_over:
            return
        turn = s.next_ai_turn()
        if turn is None and self.settings.autoplay:
            turn = s.autoplay_turn()
        if turn is not None:
            own_turn = any(isinstance(a, Discard) for a in turn.actions)
            self.think(turn, self.settings.ai_delay if own_turn else 0.0)
            return
        auto = self.automatic_action()
        if auto is not None:
            self.call_after_refresh(self.play, s.human, auto, len(s.actions))

    def automatic_action(self) -> Action | None:
        """What the assists (or riichi) play for the human now without asking."""
        return automatic_action(self._legal(), self.session.observation().me.riichi,
                                self.settings.assists)

    @work(thread=True, exclusive=True, group="ai")
    def think(self, turn: AiTurn, delay: float) -> None:
        """Decide in a thread; only the message handler changes anything."""
        if delay:
            time.sleep(delay)
        action, failed = turn.decide_safely()
        self.post_message(self.AiDecided(turn, action, failed))

    @on(AiDecided)
    def _ai_decided(self, message: AiDecided) -> None:
        self._warn_of_bots()
        if message.failed and not self.fault_warned:
            self.fault_warned = True
            self.notify(t("table.ai_fault", name=self.session.name(message.turn.seat)),
                        severity="warning", timeout=15, markup=False)
        self.play(message.turn.seat, message.action, message.turn.move)

    def _warn_of_bots(self) -> None:
        """A bot that failed a decision (the strong AI took it): one warning a game."""
        for seat, failure in self.session.bot_failures():
            if seat not in self.bots_warned:
                self.bots_warned.add(seat)
                self.notify(t("bots.failed", name=self.session.name(seat),
                              what=t(f"bots.failure.{failure}")),
                            severity="warning", timeout=15, markup=False)

    def play(self, seat: int, action: Action, move: int) -> None:
        """Apply one decision made for move number ``move`` (ignored if the game moved on)."""
        s = self.session
        if move != len(s.actions) or action not in s.game.pending().get(seat, ()):
            return
        if seat == s.human:
            self.submenu = None
            self.riichi_mode = False
        step = s.apply(seat, action)
        said = self._remarks(step.events)
        self._say(r for r in said if r.moment not in HAND_END_MOMENTS
                  and r.moment not in END_MOMENTS)
        if step.outcome is None:
            self.advance()
            return
        self.end_remarks = [r for r in said if r.moment in END_MOMENTS]
        self._warn_if_unsaved()
        self.app.push_screen(
            RoundResultScreen(step.outcome, s.record_names(), self.settings.tile_style,
                              remarks=[r for r in said if r.moment in HAND_END_MOMENTS]),
            callback=lambda _: self._after_hand(step),
        )

    def _warn_if_unsaved(self) -> None:
        """The hand's save failed (a full or read-only disk): say so, and play on."""
        if self.session.save_warning is not None:
            self.notify(self.session.save_warning, title=t("table.not_saved"), severity="warning",
                        timeout=10, markup=False)

    def _after_hand(self, step: Step) -> None:
        s = self.session
        standings = s.standings()
        if step.game_over is None or standings is None:
            self.advance()
            return
        if s.history_warning is not None:
            self.notify(s.history_warning, title=t("title.record"), severity="warning", timeout=15,
                        markup=False)
        self.app.push_screen(
            GameResultScreen(
                standings, s.names(), s.rules, hand_stories(s.game.log),
                record=game_record(s.game, s.record_names()),
                seat=s.human, log_error=s.log_error, settings=self.settings,
                remarks=self.end_remarks, record_names=s.record_names(),
                recorded_in=s.recorded_in,
            ),
            callback=self._game_over,
        )

    def _game_over(self, _: None) -> None:
        self.post_message(self.Left())

    # --- input ----------------------------------------------------------------------------

    def _human_discard(self, index: int) -> None:
        model = self._hand_model()
        if index not in model.selectable:
            return
        tsumogiri = model.drawn is not None and index == len(model.tiles)
        action = Discard(model.all_tiles[index], tsumogiri, self.riichi_mode)
        self.play(self.session.human, action, len(self.session.actions))

    def action_cursor(self, step: int) -> None:
        model = self._hand_model()
        if model.cursor is None:
            return
        ordered = sorted(model.selectable)
        position = ordered.index(model.cursor)
        self.cursor = ordered[(position + step) % len(ordered)]
        self._render_hand()

    def action_discard(self) -> None:
        if self.cursor is not None and self.submenu is None:
            self._human_discard(self.cursor)

    @on(HandView.TileClicked)
    def _clicked(self, message: HandView.TileClicked) -> None:
        if self.submenu is None:
            self._human_discard(message.index)

    @on(HandView.TileHovered)
    def _hovered(self, message: HandView.TileHovered) -> None:
        if self.cursor is not None and message.index in self._hand_model().selectable:
            self.cursor = message.index
            self._render_hand()

    @on(ActionBar.Picked)
    def _picked(self, message: ActionBar.Picked) -> None:
        self.action_pick(message.key)

    def action_pick(self, key: str) -> None:
        s = self.session
        if self.submenu is not None:
            chosen = next((c for c in variants(self.submenu, s.observation().claimable)
                           if c.key == key), None)
            if chosen is not None:
                self.play(s.human, chosen.actions[0], len(s.actions))
            return
        choice = next((c for c in menu(self._legal()) if c.key == key), None)
        if choice is None:
            return
        if choice.key == "i":
            self.riichi_mode = True
            self.cursor = None
            self.render_table()
        elif len(choice.actions) == 1:
            self.play(s.human, choice.actions[0], len(s.actions))
        else:
            self.submenu = choice
            self._render_actions()

    def action_back(self) -> None:
        self.submenu = None
        self.riichi_mode = False
        self.cursor = None
        self.render_table()

    def action_autoplay(self) -> None:
        self.settings.autoplay = not self.settings.autoplay
        self.advance()

    def action_assist(self, field: str) -> None:
        assists = self.settings.assists
        setattr(assists, field, not getattr(assists, field))
        self.post_message(self.AssistsChanged())
        self.advance()

    def action_hint(self) -> None:
        turn = self.session.hint_turn()
        if turn is not None and not self.settings.autoplay:
            self.suggest(turn)

    @work(thread=True, exclusive=True, group="hint")
    def suggest(self, turn: AiTurn) -> None:
        action, failed = turn.decide_safely()
        if failed:  # no hint rather than a wrong one
            return
        reason = discard_reason(turn.observation, self.session.rules, turn.actions, action)
        self.post_message(self.HintReady(turn.move, action, reason))

    @on(HintReady)
    def _hint_ready(self, message: HintReady) -> None:
        if message.move != len(self.session.actions):
            return
        self.hint = (message.move, message.action, message.reason)
        action = message.action
        if isinstance(action, Discard) and self.submenu is None:
            self.riichi_mode = action.riichi
            self.cursor = discard_index(self._hand_model(), action.tile, action.tsumogiri)
        self.render_table()

    def _hint_text(self) -> Text | None:
        if self.hint is None or self.hint[0] != len(self.session.actions):
            return None
        _, action, reason = self.hint
        if isinstance(action, Discard):
            how = ("riichi_" if action.riichi else "") + ("drawn" if action.tsumogiri else "tile")
            what = st(f"hint.{how}", tile=tile_text(action.tile, self.settings.tile_style))
            if reason is not None:
                what = st("hint.reason", what=what, why=reason_words(
                    shanten=reason.shanten, ukeire=reason.ukeire, deal_in=reason.deal_in,
                    fold=reason.fold, genbutsu=reason.genbutsu))
        else:
            what = Text(describe(action, self.session.observation().claimable))
        return st("hint.line", hint=Text(t("hint.hint"), style="bold #5fd7ff"), what=what)

    def action_tile_style(self) -> None:
        self.settings.tile_style = next_style(self.settings.tile_style)
        self.render_table()

    def action_help(self) -> None:
        obs = self.session.observation()
        self.app.push_screen(HelpScreen("table", self.session.rules, now=self.need_lines(obs)))

    def action_leave(self) -> None:
        self.session.save()
        self._warn_if_unsaved()
        self.post_message(self.Left())
