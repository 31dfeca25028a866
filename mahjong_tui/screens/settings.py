"""The player's preferences, and a minimal screen to change them.

A later issue builds the full settings screen (rule overrides, persistence in
the user config directory); this one picks the preset, the game length, the
AI level and speed and the tile style, for the next game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Button, Footer, Label, Select, Static

from mahjong_tui.session import AI_LEVELS, LENGTHS, GameConfig
from mahjong_tui.widgets.tiles import TileStyle
from rules.presets import preset_names

AI_DELAYS = {"instant": 0.0, "fast": 0.15, "normal": 0.6}
"""Seconds an AI waits before each discard, so the player can follow the table."""


@dataclass(slots=True)
class Settings:
    """Shared by the app and its screens (one object, changed in place)."""

    preset: str = "tenhou"
    length: str = "hanchan"
    ai_level: str = "normal"
    ai_speed: str = "normal"
    tile_style: TileStyle = TileStyle.TEXT
    autoplay: bool = False
    """The AI plays the human's seat too (a spectator mode, and the tests' driver)."""

    def game_config(self, seed: int | None = None, human_seat: int | None = None) -> GameConfig:
        return GameConfig(self.preset, self.length, seed, self.ai_level, human_seat)

    @property
    def ai_delay(self) -> float:
        return AI_DELAYS[self.ai_speed]


_FIELDS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("preset", "Rules preset", tuple(preset_names())),
    ("length", "Game length", LENGTHS),
    ("ai_level", "AI level", AI_LEVELS),
    ("ai_speed", "AI speed", tuple(AI_DELAYS)),
    ("tile_style", "Tile style", tuple(s.value for s in TileStyle)),
)


class SettingsScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "app.pop_screen", "Back")]

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings

    def compose(self) -> ComposeResult:
        with Vertical(id="settings-box"):
            yield Static("Settings", classes="screen-title")
            yield Static("A first, minimal settings screen: choices apply to the next game.",
                         classes="dim")
            for field, label, options in _FIELDS:
                yield Label(label)
                yield Select(
                    [(o, o) for o in options], value=str(getattr(self.settings, field)),
                    allow_blank=False, id=field, compact=True,
                )
            yield Button("Back", id="back", compact=True)
        yield Footer()

    @on(Select.Changed)
    def _changed(self, event: Select.Changed) -> None:
        field = event.select.id
        if field is None or event.value is Select.BLANK:
            return
        value = str(event.value)
        setattr(self.settings, field, TileStyle(value) if field == "tile_style" else value)

    @on(Button.Pressed, "#back")
    def _back(self) -> None:
        self.app.pop_screen()
