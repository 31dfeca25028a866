"""The player's settings and custom presets on disk (no Textual here).

Everything lives in the user config directory (``platformdirs``), or in
``$MAHJONG_TUI_CONFIG_DIR`` (tests, portable installs), as the data directory
follows ``$MAHJONG_TUI_DATA_DIR``:

- ``settings.json``: the last used settings. The rules are stored as the base
  preset's name plus the fields changed from it, so the file stays small and
  readable; loading validates the result like any other change.
- ``presets/NAME.toml``: custom presets, in the shipped presets' TOML format
  (:func:`rules.presets.preset_to_toml`), listed beside the built-in ones.

Every write goes to a temp file that is then ``os.replace``d, so a crash never
leaves half a file. A settings file that cannot be read or is invalid is moved
aside to ``settings.json.bak`` (never overwritten, never deleted) and the game
starts from the defaults with one warning. A first run (no file yet) is not a
problem and warns about nothing.
"""

from __future__ import annotations

import json
import os
import re
import stat
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, Final

from mahjong_tui.files.atomic import quarantine, write_atomic
from mahjong_tui.files.places import PRESETS_DIR, SETTINGS_FILE, config_dir
from mahjong_tui.play.assists import Assists
from mahjong_tui.play.bots import BotEntry, bot_name, bots_data, bots_from
from mahjong_tui.play.game_config import (
    AI_LEVELS,
    DEFAULT_AI_LEVELS,
    OPPONENTS,
    AiLevels,
    GameConfig,
)
from mahjong_tui.text.language import LANGUAGES, detect_language, t
from mahjong_tui.text.os_reasons import describe_os_error
from mahjong_tui.text.problem_words import file_problem, preset_problem
from mahjong_tui.text.rule_fields import apply_change, changes_from
from mahjong_tui.text.rule_words import (
    PRESET_ORDER,
    custom_description,
    custom_source,
    preset_words,
)
from mahjong_tui.text.tile_faces import TileStyle
from rules.presets import PresetError, load_preset, load_preset_file, preset_names, preset_to_toml
from rules.ruleset import RuleSet
from rules.untrusted import UntrustedFileError, read_json

SETTINGS_VERSION: Final = 1
DEFAULT_PRESET: Final = "tenhou"
AI_DELAYS: Final[Mapping[str, float]] = {"instant": 0.0, "fast": 0.15, "normal": 0.6}
"""Seconds an AI waits before each discard, so the player can follow the table."""
_SETTINGS_KEYS: Final = ("preset", "changes", "ai_levels", "ai_speed", "tile_style")
"""What every settings file holds (the assists and the language came later: a file from
before them has none)."""
_CUSTOM_NAME: Final = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,39}")
"""A custom preset's name is its file name: letters, digits, ``-`` and ``_``."""


def custom_name_problem(name: str) -> str | None:
    """Why ``name`` cannot name a custom preset, in words (None: it can). The settings
    screen asks as the name is typed; saving asks again."""
    name = name.strip()
    if not _CUSTOM_NAME.fullmatch(name):
        return t("config.bad_name")
    if name in preset_names():
        return t("config.builtin_name", name=name)
    return None


class ConfigError(Exception):
    """A settings or preset file that cannot be read, written or used (one line)."""


@dataclass(slots=True)
class Settings:
    """The player's choices, shared by the app and its screens (one object, changed in place)."""

    preset: str = DEFAULT_PRESET
    """The base preset the rules started from (built-in or custom): the settings screen
    marks every field that differs from it."""
    rules: RuleSet = field(default_factory=lambda: load_preset(DEFAULT_PRESET))
    """Exactly the rules of the next game (always valid: the screen only stores what the
    RuleSet accepts)."""
    ai_levels: AiLevels = DEFAULT_AI_LEVELS
    """The opponents' levels, by their place after you (right, across, left)."""
    ai_speed: str = "normal"
    tile_style: TileStyle = TileStyle.TEXT
    assists: Assists = field(default_factory=Assists)
    """The table's auto-win, no-calls and auto-discard toggles (:mod:`mahjong_tui.play.assists`)."""
    autoplay: bool = False
    """The AI plays the human's seat too (a spectator mode, and the tests' driver)."""
    language: str = field(default_factory=detect_language)
    """The screens' language (:data:`mahjong_tui.text.language.LANGUAGES`): the locale's until
    the player picks one (on the settings screen or with ``--lang``)."""
    talk: bool = True
    """The characters talk at the table (:mod:`mahjong_tui.play.table_talk`)."""
    bots: tuple[BotEntry, ...] = ()
    """The player's own mjai bots (:mod:`mahjong_tui.play.bots`)."""

    def game_config(self, seed: int | None = None, human_seat: int | None = None) -> GameConfig:
        return GameConfig(self.preset, self.rules.game_length, seed, self.ai_levels,
                          human_seat, rules=self.rules, bots=self.bots)

    @property
    def ai_delay(self) -> float:
        return AI_DELAYS[self.ai_speed]


@dataclass(frozen=True, slots=True)
class PresetInfo:
    """One entry of the preset list, in the player's words (:mod:`mahjong_tui.text.rule_words`)."""

    name: str
    """The id: the file's name and ``--preset``'s value, never shown."""
    title: str
    description: str
    source: str
    custom: bool


def preset_info(rules: RuleSet, custom: bool) -> PresetInfo:
    """A preset as the list shows it: a shipped one in its words, a custom one by its name
    and description (a custom file's source line is for its maintainer)."""
    words = None if custom else preset_words(rules.name)
    if words is not None:
        return PresetInfo(rules.name, words.title, words.description, words.source, custom)
    source = custom_source() if custom else rules.source
    return PresetInfo(rules.name, rules.name, rules.description, source, custom)


def _shown_order(name: str) -> tuple[int, str]:
    """Shipped presets in the order of their words (Tenhou first), any other after."""
    order = list(PRESET_ORDER)
    return (order.index(name) if name in order else len(order), name)


class ConfigStore:
    """The settings file and the custom presets under one config directory."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = root if root is not None else config_dir()
        self.settings_path = self.root / SETTINGS_FILE
        self.presets_dir = self.root / PRESETS_DIR
        self._keep_bad_file = False
        """A bad settings file could not be moved aside: never overwrite it."""

    # --- presets ----------------------------------------------------------------------

    def custom_names(self) -> list[str]:
        """The custom presets' names, sorted (built-in names are never shadowed)."""
        if not self.presets_dir.is_dir():
            return []
        builtin = set(preset_names())
        return sorted(p.stem for p in self.presets_dir.glob("*.toml")
                      if _CUSTOM_NAME.fullmatch(p.stem) and p.stem not in builtin)

    def preset(self, name: str) -> RuleSet:
        """A built-in or custom preset. Raises ConfigError."""
        try:
            if name in preset_names():
                return load_preset(name)
            if name in self.custom_names():
                return load_preset_file(self.presets_dir / f"{name}.toml")
        except PresetError as exc:
            raise ConfigError(preset_problem(exc)) from None
        raise ConfigError(t("config.no_preset", name=name))

    def presets(self) -> tuple[list[PresetInfo], list[str]]:
        """The preset list (built-in first), and a warning per custom file that is invalid."""
        entries: list[PresetInfo] = []
        problems: list[str] = []
        for name in [*sorted(preset_names(), key=_shown_order), *self.custom_names()]:
            try:
                rules = self.preset(name)
            except ConfigError as exc:
                problems.append(t("config.custom_skipped", name=name, problem=exc))
                continue
            entries.append(preset_info(rules, custom=name not in preset_names()))
        return entries, problems

    def save_custom(self, name: str, rules: RuleSet, base: str) -> RuleSet:
        """Save ``rules`` as the custom preset ``name`` (replacing one of that name).

        The saved rules carry the name, and say which preset they are based on unless
        they are another custom preset (which keeps its description). Raises ConfigError.
        """
        name = name.strip()
        problem = custom_name_problem(name)
        if problem is not None:
            raise ConfigError(problem)
        edited_builtin = rules.name in preset_names()
        description = custom_description(base) if edited_builtin else rules.description
        named = rules.with_changes(name=name, description=description)
        try:
            write_atomic(self.presets_dir / f"{name}.toml", preset_to_toml(named))
        except OSError as exc:
            raise ConfigError(t("config.preset_not_saved", name=name,
                                reason=describe_os_error(exc))) from None
        return named

    def read_import(self, path: str) -> tuple[str, RuleSet]:
        """A preset file to import, and the custom name it gets: the file's ``name`` (made
        a valid file name), or the file's own name when it has none of its own (no
        ``name``, or a shipped preset's). Raises ConfigError; saves nothing (the screen
        asks before :meth:`save_custom` replaces a preset of that name)."""
        source = Path(path.strip()).expanduser()
        if not path.strip():
            raise ConfigError(t("config.import_what"))
        try:
            rules = load_preset_file(source)
        except PresetError as exc:
            raise ConfigError(t("config.not_imported", file=source.name,
                                problem=preset_problem(exc))) from None
        own = rules.name if rules.name not in {RuleSet().name, *preset_names()} else ""
        return _file_name(own) or _file_name(source.stem) or "imported", rules

    def export_file(self, rules: RuleSet, path: str) -> Path:
        """Write ``rules`` as a preset TOML file at ``path``: a new file, or in place of a
        regular file (never of a folder, a device, a link or any other special file).
        Raises ConfigError, also for what cannot be a file's name (a NUL, text the file
        system cannot encode, a name too long)."""
        if not path.strip():
            raise ConfigError(t("config.export_where"))
        try:
            target = Path(path.strip()).expanduser()
            os.fsencode(target)
            mode = os.lstat(target).st_mode
        except FileNotFoundError:
            mode = None
        except (OSError, ValueError) as exc:  # ValueError: a NUL, or no encoding for it
            reason = (describe_os_error(exc) if isinstance(exc, OSError)
                      else t("config.export_bad_name"))
            raise ConfigError(t("config.export_refused", reason=reason)) from None
        if mode is not None and stat.S_ISDIR(mode):
            raise ConfigError(t("config.export_where"))
        if mode is not None and not stat.S_ISREG(mode):
            raise ConfigError(t("config.export_refused", reason=t("config.export_not_file")))
        try:
            write_atomic(target, preset_to_toml(rules))
        except OSError as exc:
            raise ConfigError(t("config.not_exported", target=target,
                                reason=describe_os_error(exc))) from None
        return target

    # --- settings ---------------------------------------------------------------------

    def load_settings(self) -> tuple[Settings, str | None]:
        """The saved settings, or the defaults and one warning saying what went wrong."""
        try:
            data = read_json(self.settings_path)
        except FileNotFoundError:
            return Settings(), None
        except UntrustedFileError as exc:
            return Settings(), self._set_aside("unusable", file_problem(exc))
        try:
            return self._settings_from(data), None
        except ConfigError as exc:
            return Settings(), self._set_aside("invalid", exc)

    def _settings_from(self, data: Any) -> Settings:
        """The settings a file holds. Raises ConfigError saying, in the player's words,
        the first value that is missing or cannot be used."""
        if not isinstance(data, dict) or data.get("version") != SETTINGS_VERSION:
            raise ConfigError(t("config.unknown_format"))
        missing = [key for key in _SETTINGS_KEYS if key not in data]
        if missing:
            raise ConfigError(t("config.missing_key", key=missing[0]))
        preset, changes, levels = data["preset"], data["changes"], data["ai_levels"]
        if not isinstance(preset, str):
            raise ConfigError(t("config.no_preset", name=f"{preset!s:.40}"))
        if not isinstance(changes, dict):
            raise ConfigError(t("config.changes_not_table"))
        rules = apply_change(self.preset(preset), changes)
        if isinstance(rules, str):
            raise ConfigError(rules)
        bots = bots_from(data.get("bots", []))
        if isinstance(bots, str):
            raise ConfigError(t("config.bots", problem=bots))
        names = {bot.name for bot in bots}
        if not (isinstance(levels, list) and len(levels) == len(DEFAULT_AI_LEVELS)
                and all(level in OPPONENTS or (isinstance(level, str)
                                               and bot_name(level) in names)
                        for level in levels)):
            raise ConfigError(t("config.ai_levels", levels=", ".join(AI_LEVELS)))
        speed, style = data["ai_speed"], data["tile_style"]
        if not isinstance(speed, str) or speed not in AI_DELAYS:
            raise ConfigError(t("config.unknown_ai_speed", value=f"{speed!s:.40}"))
        if style not in [known.value for known in TileStyle]:
            raise ConfigError(t("config.unknown_tile_style", value=f"{style!s:.40}"))
        language = data.get("language", detect_language())
        if language not in LANGUAGES:
            raise ConfigError(t("config.unknown_language", value=f"{language!s:.40}"))
        talk = data.get("talk", True)
        if not isinstance(talk, bool):
            raise ConfigError(t("config.talk", value=f"{talk!s:.40}"))
        return Settings(preset, rules, (levels[0], levels[1], levels[2]), speed,
                        TileStyle(style), _assists_from(data.get("assists", {})),
                        language=language, talk=talk, bots=bots)

    def _set_aside(self, kind: str, problem: object) -> str:
        """One warning, in the player's words (no path: the README says where it lives):
        the file is ``unusable`` (it cannot be read) or ``invalid``, and ``problem`` says
        how."""
        try:
            quarantine(self.settings_path)
        except OSError as exc:
            self._keep_bad_file = True
            return t(f"config.settings_{kind}_left", problem=problem,
                     reason=describe_os_error(exc))
        return t(f"config.settings_{kind}_kept", problem=problem)

    def save_settings(self, settings: Settings) -> None:
        """Write the settings atomically. Raises ConfigError."""
        if self._keep_bad_file:
            raise ConfigError(t("config.kept_bad"))
        data = {
            "version": SETTINGS_VERSION,
            "preset": settings.preset,
            "changes": changes_from(settings.rules, self.preset(settings.preset)),
            "ai_levels": list(settings.ai_levels),
            "ai_speed": settings.ai_speed,
            "tile_style": settings.tile_style.value,
            "assists": asdict(settings.assists),
            "language": settings.language,
            "talk": settings.talk,
            "bots": bots_data(settings.bots),
        }
        try:
            write_atomic(self.settings_path, json.dumps(data, indent=2, ensure_ascii=False) + "\n")
        except OSError as exc:
            reason = describe_os_error(exc)
            raise ConfigError(t("config.settings_not_saved", reason=reason)) from None


def _file_name(text: str) -> str:
    """``text`` as a custom preset's name: letters, digits, ``-`` and ``_`` (others become
    ``-``), at most 40; empty if nothing is left."""
    return re.sub(r"[^A-Za-z0-9_-]", "-", text)[:40].strip("-_")


def _assists_from(data: Any) -> Assists:
    """The toggles of a settings file (a file from before they existed has none: all off)."""
    names = {f.name for f in fields(Assists)}
    if not isinstance(data, dict) or not set(data) <= names or not all(
        isinstance(v, bool) for v in data.values()
    ):
        raise ConfigError(t("config.assists", names=", ".join(sorted(names))))
    return Assists(**data)
