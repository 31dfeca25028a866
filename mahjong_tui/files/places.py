"""Where the program's own files live: the data directory (the save, the record of games,
the game logs) and the config directory (the settings, the custom presets), each
overridable for tests and portable installs.

Light on purpose (the standard library and platformdirs): the title screen asks where the
save is before anything else of the app has loaded.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Final

from platformdirs import user_config_dir, user_data_dir

APP_NAME: Final = "mahjong-tui"
DATA_DIR_ENV: Final = "MAHJONG_TUI_DATA_DIR"
"""Overrides the platformdirs user data directory (tests, portable installs)."""
HISTORY_FILE: Final = "history.json"
"""The record of finished games, beside the save."""
CONFIG_DIR_ENV: Final = "MAHJONG_TUI_CONFIG_DIR"
"""Overrides the platformdirs user config directory (tests, portable installs)."""
SETTINGS_FILE: Final = "settings.json"
"""The last used settings, in the config directory."""
PRESETS_DIR: Final = "presets"
"""The custom presets' folder, in the config directory."""


def data_dir() -> Path:
    """Where saves live: ``$MAHJONG_TUI_DATA_DIR`` or the user data dir (never site-packages)."""
    override = os.environ.get(DATA_DIR_ENV)
    return Path(override) if override else Path(user_data_dir(APP_NAME))


def default_log_dir() -> Path:
    """Where games are saved unless ``--log-dir`` says otherwise."""
    return Path(user_data_dir(APP_NAME, appauthor=False)) / "logs"


def log_dir() -> Path:
    """Game logs: under the overridden data dir, else the default log directory."""
    return data_dir() / "logs" if os.environ.get(DATA_DIR_ENV) else default_log_dir()


def default_save_path() -> Path:
    return data_dir() / "savegame.json"


def config_dir() -> Path:
    """``$MAHJONG_TUI_CONFIG_DIR``, or the user config directory (never site-packages)."""
    override = os.environ.get(CONFIG_DIR_ENV)
    return Path(override) if override else Path(user_config_dir(APP_NAME))
