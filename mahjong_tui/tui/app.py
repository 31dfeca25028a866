"""The Textual app: screens on top of a :class:`~mahjong_tui.play.session.Session`.

The app owns the session's life (new, continue, save path) and the player's
settings; the screens render and forward input. ``mahjong-tui`` opens the
title screen, ``mahjong-tui play`` goes straight to a table.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar, cast

from textual import on
from textual.app import App, SystemCommand
from textual.binding import Binding, BindingType
from textual.command import CommandPalette
from textual.events import Resize
from textual.notifications import SeverityLevel
from textual.screen import Screen

from mahjong_tui.files.atomic import remove_stale_temps
from mahjong_tui.files.places import (
    HISTORY_FILE,
    PRESETS_DIR,
    SETTINGS_FILE,
    config_dir,
    default_save_path,
    log_dir,
)
from mahjong_tui.play.first_look import saved_language
from mahjong_tui.play.save_slot import look, saved_game, set_aside
from mahjong_tui.text.language import current_language, detect_language, speak_or_english, t
from mahjong_tui.tui.screens.keys import Relanguage, speak
from mahjong_tui.tui.screens.title import TitleScreen
from mahjong_tui.tui.screens.too_small import MIN_HEIGHT, MIN_WIDTH, TooSmallScreen
from mahjong_tui.tui.toasts import toast_text

if TYPE_CHECKING:  # the other screens, the settings and the game load when first needed
    from mahjong_tui.play.config import ConfigStore, Settings
    from mahjong_tui.play.game_config import GameConfig
    from mahjong_tui.play.replay_view import ReplayView
    from mahjong_tui.play.save_slot import SaveSlot
    from mahjong_tui.play.session import Session
    from mahjong_tui.tui.screens.new_game import NewGame
    from mahjong_tui.tui.screens.settings import SettingsScreen

STYLES = Path(__file__).parent / "styles"



def replace_question(game: Session) -> str:
    """The question before a new game replaces ``game``, naming where it stands."""
    from mahjong_tui.text import words

    obs = game.observation()
    return t(
        "app.replace_question",
        hand=words.round_title(obs.round_wind, obs.hand_number, obs.honba),
        points=f"{obs.players[obs.seat].score:,}",
        length=words.length_name(game.rules.game_length),
        rules=words.preset_name(game.rules),
    )


class MahjongApp(App[None]):
    TITLE = "mahjong-tui"
    CSS_PATH = [  # noqa: RUF012 (a ClassVar in App)
        STYLES / "app.tcss", STYLES / "table.tcss", STYLES / "screens.tcss",
        STYLES / "settings.tcss",
    ]
    BINDINGS: ClassVar[list[BindingType]] = [Binding("s", "settings", "keys.settings")]
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
        language: str | None = None,
    ) -> None:
        """``play`` starts a new game at once, ``session`` sits at a given one (tests),
        ``replay`` opens the replay viewer on a recorded game, ``language`` (``--lang``)
        is picked as on the settings screen.

        Without ``settings``, the last used ones are loaded from ``config`` (the user
        config directory by default); a bad file gives the defaults and one warning. On
        the title screen they load once it is drawn (:mod:`mahjong_tui.play.first_look`),
        or as soon as anything asks for them.
        """
        super().__init__()
        self._config = config
        self._settings = settings
        self._language = language
        """``--lang``: it wins over the saved choice."""
        self.config_warning: str | None = None
        self.language_warning: str | None = None
        """Why the screens are in English, not the language asked for (a damaged install)."""
        if settings is None:
            settings_path = self._config_root() / SETTINGS_FILE
            self._use_language(language or saved_language(settings_path) or detect_language())
        else:
            if language is not None:
                settings.language = language
            self._use_language(settings.language)
        speak(self)
        self.save_path = save_path if save_path is not None else default_save_path()
        self._start_with = session
        self._play = play
        self._replay = replay
        self.too_small_hidden = False
        """The player hid the too-small notice (until the next resize)."""

    @property
    def config(self) -> ConfigStore:
        """The settings file and the custom presets (``config``, or the user's own)."""
        if self._config is None:
            from mahjong_tui.play.config import ConfigStore

            self._config = ConfigStore()
        return self._config

    @property
    def settings(self) -> Settings:
        """The player's settings, loaded on first use."""
        if self._settings is None:
            # A bad file gives the defaults, whose language is the locale's (or --lang's):
            # its warning is worded in that language.
            self._use_language(self._language or detect_language())
            settings, self.config_warning = self.config.load_settings()
            if self._language is not None:
                settings.language = self._language
            self._use_language(settings.language)
            self._settings = settings
        return self._settings

    def _use_language(self, language: str) -> None:
        """Speak ``language``, or English if its messages cannot be used (the warning is
        kept for the screen; an install without usable English stops the start: one
        line, from the command line)."""
        self.language_warning = speak_or_english(language) or self.language_warning

    def _config_root(self) -> Path:
        return self._config.root if self._config is not None else config_dir()

    def _warn_of_settings(self) -> None:
        """Load the settings if nothing has yet, and give their file's warning (once)."""
        _ = self.settings
        if self.config_warning:
            self.notify(self.config_warning, title=t("settings.title"), severity="warning",
                        timeout=15, markup=False)
            self.config_warning = None
        self._say_language_warning()

    def _say_language_warning(self) -> None:
        if self.language_warning:
            self.notify(self.language_warning, severity="warning", timeout=15, markup=False)
            self.language_warning = None

    def _settings_after_title(self) -> None:
        """Load the settings once the title is drawn; a bad file's defaults may speak
        another language than the file did: the title turns to it."""
        shown = current_language()
        if self.settings.language != shown and self.language_warning is None:
            self.change_language()
        self._warn_of_settings()

    def on_mount(self) -> None:
        self.screen_change_signal.subscribe(self, self._speak, immediate=True)
        root = self._config_root()
        remove_stale_temps([self.save_path.parent, log_dir(), root, root / PRESETS_DIR])
        if self._replay is not None:
            from mahjong_tui.tui.screens.replay import ReplayScreen

            self._warn_of_settings()
            self.push_screen(ReplayScreen(self._replay, self.settings))
        elif self._start_with is not None:
            from mahjong_tui.tui.screens.table import TableScreen

            self._warn_of_settings()
            self.push_screen(TableScreen(self._start_with, self.settings))
        elif self._play is not None:
            self._warn_of_settings()
            self._play_at_once(self._play)
        else:
            self.push_screen(self._title())
            self.call_after_refresh(self._settings_after_title)
        self._check_size(self.size.width, self.size.height)

    def notify(self, message: str, *, title: str = "", severity: SeverityLevel = "information",
               timeout: float | None = None, markup: bool = True) -> None:
        """Textual's notification, its plain text broken into lines by the Japanese rules
        (:mod:`mahjong_tui.tui.toasts`); every screen's ``notify`` comes here. A markup message
        (none of ours: a catalogue message is never markup) is left to Textual."""
        if not markup:
            message = toast_text(message, self.size.width)
        super().notify(message, title=toast_text(title, self.size.width), severity=severity,
                       timeout=timeout, markup=markup)

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        """The command palette's commands in the player's words: this screen's help (ours,
        in the player's language, rather than Textual's English key panel), quit, and
        maximize or minimize. Textual's theme picker and screenshot are left out: their
        lists and notices are Textual's English (and the table draws its own colours)."""
        yield SystemCommand(t("palette.help"), t("palette.help_text"),
                            lambda: self._help(screen))
        yield SystemCommand(t("palette.quit"), t("palette.quit_text"), self.action_quit)
        if screen.maximized is not None:
            yield SystemCommand(t("palette.minimize"), t("palette.minimize_text"),
                                screen.action_minimize)
        elif screen.focused is not None and screen.focused.allow_maximize:
            yield SystemCommand(t("palette.maximize"), t("palette.maximize_text"),
                                screen.action_maximize)

    def action_command_palette(self) -> None:
        """Textual's command palette, its search line in the player's words."""
        if self.use_command_palette and not CommandPalette.is_open(cast("App[object]", self)):
            self.push_screen(CommandPalette(placeholder=t("palette.search"),
                                            id="--command-palette"))

    def _help(self, screen: Screen[object]) -> None:
        """The help of ``screen`` at its own section (the title's: the whole help)."""
        show_help = getattr(screen, "action_help", None)
        if callable(show_help):
            show_help()
        else:
            self._show_help()

    def _show_help(self) -> None:
        from mahjong_tui.tui.screens.help import HelpScreen

        self.push_screen(HelpScreen(rules=self.settings.rules))

    def _title(self, message: str = "") -> TitleScreen:
        return TitleScreen(can_continue=saved_game(self.save_path), message=message)

    # --- title menu -----------------------------------------------------------------

    @on(TitleScreen.Picked)
    def _title_picked(self, message: TitleScreen.Picked) -> None:
        entry = message.entry
        if entry == "new":
            self._new_game()
        elif entry == "continue":
            self._continue()
        elif entry == "practice":
            from mahjong_tui.play.history import my_drills
            from mahjong_tui.tui.screens.practice import PracticeScreen

            self.push_screen(PracticeScreen(
                self.settings, drills=my_drills(self.save_path.with_name(HISTORY_FILE))))
        elif entry == "record":
            from mahjong_tui.tui.screens.record import RecordScreen

            self.push_screen(RecordScreen(self.save_path.with_name(HISTORY_FILE),
                                          self.settings))
        elif entry == "settings":
            self.action_settings()
        elif entry == "help":
            self._show_help()
        elif entry == "quit":
            self.exit()

    def _continue(self) -> None:
        from mahjong_tui.play.session import SaveError, Session

        try:
            session = Session.load(self.save_path, self.settings.bots)
        except SaveError as exc:
            self.switch_screen(self._title(t(
                "app.not_resumed", problem=exc, what_became=set_aside(self.save_path))))
            return
        self._sit_down(session, first=False)

    def _sit_down(self, session: Session, *, first: bool) -> None:
        """To the table, with the player at the controls: auto-play is for the game it was
        turned on in (the assists, kept in the settings, stay as they were)."""
        from mahjong_tui.tui.screens.table import TableScreen

        self.settings.autoplay = False
        table = TableScreen(session, self.settings)
        if first:
            self.push_screen(table)
        else:
            self.switch_screen(table)

    # --- a new game: never over an unfinished one without asking --------------------

    def _new_game(self) -> None:
        """Title, New game: ask before replacing an unfinished game, then the dialog."""
        slot = look(self.save_path)
        if slot.game is None:
            self._choose_game(slot)
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self._choose_game(slot)

        self._ask_to_replace(slot.game, answered)

    def _ask_to_replace(self, game: Session, answered: Callable[[bool | None], None]) -> None:
        from mahjong_tui.tui.screens.confirm import ConfirmScreen

        self.push_screen(ConfirmScreen(replace_question(game), t("app.replace_yes"),
                                       t("app.replace_no")),
                         answered)

    def _choose_game(self, slot: SaveSlot) -> None:
        def chosen(answer: NewGame | None) -> None:
            if answer is not None:
                self._remember(answer)
                self._start(self.settings.game_config(), slot)

        from mahjong_tui.tui.screens.new_game import NewGameScreen

        self.push_screen(NewGameScreen(self.settings, self.config), chosen)

    def _remember(self, answer: NewGame) -> None:
        """The dialog's choices become the settings (the next dialog opens with them)."""
        self.settings.preset = answer.preset
        self.settings.rules = answer.rules
        self.settings.ai_levels = answer.ai_levels
        self._save_settings()

    def _play_at_once(self, config: GameConfig) -> None:
        """``mahjong-tui play``: straight to a table, unless that would replace an
        unfinished game: then the title screen asks first (no keeps the title)."""
        slot = look(self.save_path)
        if slot.game is None:
            self._start(config, slot, first=True)
            return
        self.push_screen(self._title())

        def answered(yes: bool | None) -> None:
            if yes:
                self._start(config, slot)

        self._ask_to_replace(slot.game, answered)

    def _start(self, config: GameConfig, slot: SaveSlot, *, first: bool = False) -> None:
        """Sit down at a new game; a save that cannot be resumed is set aside first (and
        if it cannot be yet, before the new game's first save: never written over)."""
        from mahjong_tui.play.session import Session

        if slot.problem is not None:
            self.notify(t("app.not_resumed", problem=slot.problem,
                          what_became=set_aside(self.save_path)),
                        title=t("app.saved_game"), severity="warning", timeout=15, markup=False)
        session = Session.new(config, self.save_path)
        session.set_aside_first = slot.problem is not None
        self._sit_down(session, first=first)

    def action_settings(self) -> None:
        from mahjong_tui.tui.screens.round_result import RoundResultScreen
        from mahjong_tui.tui.screens.settings import SettingsScreen

        in_game = isinstance(self.screen, RoundResultScreen)
        self.push_screen(SettingsScreen(self.settings, self.config, in_game=in_game))

    def on_settings_screen_language_picked(self, message: SettingsScreen.LanguagePicked) -> None:
        """The settings screen is built anew in the new language, on the same page."""
        from mahjong_tui.tui.screens.settings import SettingsScreen

        self.change_language()
        old = message.screen
        self.switch_screen(SettingsScreen(self.settings, self.config, in_game=old.in_game,
                                          focus_language=True))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Settings open from the table only between hands (no AI move is under way): on
        the screens that say so (``OPENS_SETTINGS``: the title and the round result)."""
        return action != "settings" or getattr(self.screen, "OPENS_SETTINGS", False)

    def on_table_screen_left(self) -> None:
        self.switch_screen(self._title())

    def on_table_screen_assists_changed(self) -> None:
        self._save_settings()

    def _save_settings(self) -> None:
        """Toggles and the new-game choices are kept for the next games and the next run."""
        from mahjong_tui.play.config import ConfigError

        try:
            self.config.save_settings(self.settings)
        except ConfigError as exc:
            self.notify(str(exc), title=t("settings.not_saved"), severity="warning", timeout=10,
                        markup=False)

    # --- language -------------------------------------------------------------------

    def _speak(self, screen: Screen[object]) -> None:
        """A screen as it is shown: its keys in the language in force."""
        speak(screen)
        self.refresh_bindings()

    def change_language(self) -> None:
        """Show every screen in ``settings.language`` from now on: the keys at once, the
        screens that can (:class:`Relanguage`) redraw their words."""
        self._use_language(self.settings.language)
        self._say_language_warning()
        speak(self)
        for screen in self.screen_stack:
            speak(screen)
            if isinstance(screen, Relanguage):
                screen.relanguage()
        self.refresh_bindings()

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
