"""The Textual app: screens on top of a :class:`~mahjong_tui.session.Session`.

The app owns the session's life (new, continue, save path) and the player's
settings; the screens render and forward input. ``mahjong-tui`` opens the
title screen, ``mahjong-tui play`` goes straight to a table.
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from textual import on
from textual.app import App
from textual.binding import Binding, BindingType
from textual.events import Resize

from mahjong_tui.atomic import describe_os_error, quarantine, remove_stale_temps
from mahjong_tui.config import ConfigError, ConfigStore, Settings
from mahjong_tui.history import HISTORY_FILE
from mahjong_tui.replay_view import ReplayView
from mahjong_tui.screens.help import HelpScreen
from mahjong_tui.screens.practice import PracticeScreen
from mahjong_tui.screens.record import RecordScreen
from mahjong_tui.screens.replay import ReplayScreen
from mahjong_tui.screens.round_result import RoundResultScreen
from mahjong_tui.screens.settings import SettingsScreen
from mahjong_tui.screens.table import TableScreen
from mahjong_tui.screens.title import TitleScreen
from mahjong_tui.screens.too_small import MIN_HEIGHT, MIN_WIDTH, TooSmallScreen
from mahjong_tui.session import (
    GameConfig,
    SaveError,
    Session,
    default_save_path,
    log_dir,
    saved_game,
)

STYLES = Path(__file__).parent / "styles"


class MahjongApp(App[None]):
    TITLE = "mahjong-tui"
    CSS_PATH = [  # noqa: RUF012 (a ClassVar in App)
        STYLES / "app.tcss", STYLES / "table.tcss", STYLES / "screens.tcss",
        STYLES / "settings.tcss",
    ]
    BINDINGS: ClassVar[list[BindingType]] = [Binding("s", "settings", "Settings")]
    """Settings between hands (the round result); the title screen has its own entry."""

    def __init__(
        self,
        *,
        settings: Settings | None = None,
        play: GameConfig | None = None,
        session: Session | None = None,
        save_path: Path | None = None,
        config: ConfigStore | None = None,
        replay: ReplayView | None = None,
    ) -> None:
        """``play`` starts a new game at once, ``session`` sits at a given one (tests),
        ``replay`` opens the replay viewer on a recorded game.

        Without ``settings``, the last used ones are loaded from ``config`` (the user
        config directory by default); a bad file gives the defaults and one warning.
        """
        super().__init__()
        self.config = config if config is not None else ConfigStore()
        self.config_warning: str | None = None
        if settings is None:
            settings, self.config_warning = self.config.load_settings()
        self.settings = settings
        self.save_path = save_path if save_path is not None else default_save_path()
        self._start_with = session
        self._play = play
        self._replay = replay
        self.too_small_hidden = False
        """The player hid the too-small notice (until the next resize)."""

    def on_mount(self) -> None:
        remove_stale_temps([self.save_path.parent, log_dir(), self.config.root,
                            self.config.presets_dir])
        if self.config_warning:
            self.notify(self.config_warning, title="Settings", severity="warning", timeout=15,
                        markup=False)
        if self._replay is not None:
            self.push_screen(ReplayScreen(self._replay, self.settings))
        elif self._start_with is not None:
            self.push_screen(TableScreen(self._start_with, self.settings))
        elif self._play is not None:
            self.push_screen(TableScreen(Session.new(self._play, self.save_path), self.settings))
        else:
            self.push_screen(self._title())
        self._check_size(self.size.width, self.size.height)

    def _title(self, message: str = "") -> TitleScreen:
        return TitleScreen(can_continue=saved_game(self.save_path), message=message)

    # --- title menu -----------------------------------------------------------------

    @on(TitleScreen.Picked)
    def _title_picked(self, message: TitleScreen.Picked) -> None:
        entry = message.entry
        if entry == "new":
            session = Session.new(self.settings.game_config(), self.save_path)
            self.switch_screen(TableScreen(session, self.settings))
        elif entry == "continue":
            self._continue()
        elif entry == "practice":
            self.push_screen(PracticeScreen(self.settings))
        elif entry == "record":
            self.push_screen(RecordScreen(self.save_path.with_name(HISTORY_FILE)))
        elif entry == "settings":
            self.action_settings()
        elif entry == "help":
            self.push_screen(HelpScreen())
        elif entry == "quit":
            self.exit()

    def _continue(self) -> None:
        try:
            session = Session.load(self.save_path)
        except SaveError as exc:
            self.switch_screen(self._title(
                f"The saved game could not be resumed: {exc}. {self._set_save_aside()}"))
            return
        self.switch_screen(TableScreen(session, self.settings))

    def _set_save_aside(self) -> str:
        """Move a save that cannot be resumed out of the way (kept, never deleted)."""
        try:
            backup = quarantine(self.save_path)
        except FileNotFoundError:
            return ""
        except OSError as exc:
            return f"It could not be moved aside ({describe_os_error(exc)}) and is left as it is."
        return f"The file was kept as {backup}."

    def action_settings(self) -> None:
        in_game = isinstance(self.screen, RoundResultScreen)
        self.push_screen(SettingsScreen(self.settings, self.config, in_game=in_game))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Settings open from the table only between hands (no AI move is under way)."""
        return action != "settings" or isinstance(self.screen, RoundResultScreen | TitleScreen)

    @on(TableScreen.Left)
    def _left_table(self) -> None:
        self.switch_screen(self._title())

    @on(TableScreen.AssistsChanged)
    def _save_assists(self) -> None:
        """Toggles are kept for the next hands and the next run."""
        try:
            self.config.save_settings(self.settings)
        except ConfigError as exc:
            self.notify(str(exc), title="Settings not saved", severity="warning", timeout=10,
                        markup=False)

    # --- terminal size --------------------------------------------------------------

    def on_resize(self, event: Resize) -> None:
        self.too_small_hidden = False
        self._check_size(event.size.width, event.size.height)

    def _hide_small(self, _: None) -> None:
        self.too_small_hidden = True

    def _check_size(self, width: int, height: int) -> None:
        small = width < MIN_WIDTH or height < MIN_HEIGHT
        shown = isinstance(self.screen, TooSmallScreen)
        if small and not shown and not self.too_small_hidden:
            self.push_screen(TooSmallScreen(), callback=self._hide_small)
        elif shown and not small:
            self.pop_screen()
