"""The new-game dialog: the game's length, the rules and the three opponents (a level, a
character or one of the player's mjai bots each, or one of the themed line-ups for all
three).

It opens with the last choices (the settings), so Enter starts at once; the
choices made are kept in the settings for the next time. A preset picked here
is played as it ships (or as the player saved it); the preset the settings
already play keeps the changes made to it on the settings screen, and says so.
The dialog only chooses: it is dismissed with a :class:`NewGame` (or None on
Esc) and the app starts the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Grid, Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Select, Static

from mahjong_tui.play.bots import bot_name
from mahjong_tui.play.config import ConfigError, ConfigStore, PresetInfo, Settings
from mahjong_tui.play.game_config import (
    CHARACTER_IDS,
    LINEUPS,
    AiLevels,
    lineup_of,
)
from mahjong_tui.play.lineups import opponent_choices
from mahjong_tui.play.session import AI_NAMES, player_name
from mahjong_tui.text.language import t
from mahjong_tui.text.line_breaks import prose
from mahjong_tui.text.rule_fields import (
    FIELDS,
    apply_change,
    at_length,
    differences,
    implied_changes,
)
from mahjong_tui.tui.screens.help import HelpScreen
from mahjong_tui.tui.screens.keys import HELP
from rules.ruleset import RuleSet

OFFERED_LENGTHS = ("tonpuu", "hanchan")
"""Always offered, in the settings' words; one hand or four winds only when the settings
play them."""
PLACES = ("right", "across", "left")
BY_LEVEL = "levels"
"""The opponents choice that leaves the three seats to their own choices."""


@dataclass(frozen=True, slots=True)
class NewGame:
    """The dialog's answer: the rules to play (whole, validated) and the opponents."""

    preset: str
    rules: RuleSet
    ai_levels: AiLevels


class NewGameScreen(ModalScreen[NewGame | None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        # Priority: a focused Select would take Enter to open its list (Space and the
        # arrows still open it); while a list is open, Enter picks from it (check_action).
        Binding("enter", "start", "keys.start", priority=True),
        Binding("escape", "cancel", "keys.cancel"),
        HELP,
    ]

    def __init__(self, settings: Settings, store: ConfigStore) -> None:
        super().__init__()
        self.settings = settings
        self.store = store
        self.presets: dict[str, PresetInfo] = {}

    def compose(self) -> ComposeResult:
        s = self.settings
        entries, _ = self.store.presets()  # the settings screen reports bad custom files
        self.presets = {info.name: info for info in entries}
        with Vertical(id="new-game-box"):
            yield Static(t("new_game.title"), classes="screen-title")
            with Grid(id="new-game-grid"):
                yield Label(t("new_game.length"))
                yield self._select("length", self._lengths(), s.rules.game_length)
                yield Label(t("new_game.rules"))
                yield self._select("preset", self._rule_choices(), s.preset)
                yield Label(t("new_game.opponents"))
                yield self._select("lineup", [(t("new_game.by_level"), BY_LEVEL)] + [
                    (t(f"lineups.{name}.name"), name) for name in LINEUPS],
                    lineup_of(s.ai_levels) or BY_LEVEL)
                for place in range(len(PLACES)):
                    yield Label(self._seat_label(place, s.ai_levels[place]),
                                id=f"new-game-seat-{place}")
                    yield self._select(f"level-{place}", opponent_choices(s.bots),
                                       s.ai_levels[place])
            yield Static(t("new_game.how"), id="new-game-message", classes="dim")
            with Horizontal(id="new-game-buttons"):
                yield Button(t("new_game.start"), id="new-game-start", variant="primary",
                             compact=True)
                yield Button(t("new_game.cancel"), id="new-game-cancel", compact=True)

    @staticmethod
    def _seat_label(place: int, opponent: str) -> str:
        """``Haru (right)``: the seat's player at the level chosen; a character or a bot is
        named by the choice itself, so the seat is only its place (``On your right``)."""
        if opponent in CHARACTER_IDS or bot_name(opponent) is not None:
            return t(f"new_game.seat_{PLACES[place]}")
        return t(f"new_game.opponent_{PLACES[place]}", name=player_name(AI_NAMES[place]))

    def _opponents(self) -> AiLevels:
        chosen = [str(self.query_one(f"#new-game-level-{p}", Select).value) for p in range(3)]
        return chosen[0], chosen[1], chosen[2]

    @on(Select.Changed, "#new-game-lineup")
    def _lineup_picked(self, event: Select.Changed) -> None:
        """A line-up takes the three seats."""
        if event.value in LINEUPS:
            for place, character in enumerate(LINEUPS[str(event.value)]):
                self.query_one(f"#new-game-level-{place}", Select).value = character

    @on(Select.Changed, ".opponent")
    def _seat_picked(self) -> None:
        """The seats name who sits there; the line-up choice follows them."""
        opponents = self._opponents()
        for place, opponent in enumerate(opponents):
            self.query_one(f"#new-game-seat-{place}", Label).update(
                self._seat_label(place, opponent))
        self.query_one("#new-game-lineup", Select).value = lineup_of(opponents) or BY_LEVEL

    @staticmethod
    def _select(name: str, options: list[tuple[str, str]], value: str) -> Select[str]:
        return Select(options, value=value, allow_blank=False, id=f"new-game-{name}",
                      compact=True, classes="opponent" if name.startswith("level-") else "")

    def _lengths(self) -> list[tuple[str, str]]:
        now = self.settings.rules.game_length
        return [(words, length) for length, words in FIELDS["game_length"].option_words.items()
                if length in OFFERED_LENGTHS or length == now]

    def _rule_choices(self) -> list[tuple[str, str]]:
        """Every preset by its title; the one in force says when the settings changed it.
        A preset the settings name but that is gone (a deleted file) is the settings'
        rules, by their own name."""
        choices = [(info.title, name) for name, info in self.presets.items()]
        current = self.settings.preset
        if current not in self.presets:
            choices.insert(0, (current, current))
        elif differences(self.settings.rules,
                         at_length(self._base(current), self.settings.rules.game_length)):
            index = list(self.presets).index(current)
            choices[index] = (t("new_game.with_changes", title=self.presets[current].title),
                              current)
        return choices

    def _base(self, name: str) -> RuleSet:
        """The preset ``name`` as it ships; the settings' rules if it cannot be read."""
        try:
            return self.store.preset(name)
        except ConfigError:
            return self.settings.rules

    def on_mount(self) -> None:
        """The focus starts on the first choice, as the dialog's hint reads (Tab: next
        choice, Space: open it); Enter starts from anywhere while no list is open."""
        self.query_one("#new-game-length", Select).focus()

    # --- the answer ------------------------------------------------------------------

    def choice(self) -> NewGame | str:
        """What the dialog shows, as a game to start; or why those rules cannot be played."""
        preset = str(self.query_one("#new-game-preset", Select).value)
        length = str(self.query_one("#new-game-length", Select).value)
        base = self.settings.rules if preset == self.settings.preset else self._base(preset)
        change = {"game_length": length}
        rules = apply_change(base, implied_changes(base, change) | change)
        if isinstance(rules, str):
            return t("new_game.not_playable", reason=rules)
        return NewGame(preset, rules, self._opponents())

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Enter starts, unless a list is open (then it picks the entry there)."""
        if action == "start":
            return not any(select.expanded for select in self.query(Select))
        return True

    @on(Button.Pressed, "#new-game-start")
    def action_start(self) -> None:
        answer = self.choice()
        if isinstance(answer, str):
            message = self.query_one("#new-game-message", Static)
            message.remove_class("dim")
            message.update(prose(Text(answer, style="#ff8f8f")))
            return
        self.dismiss(answer)

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen("new_game", self.settings.rules))

    @on(Button.Pressed, "#new-game-cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)
