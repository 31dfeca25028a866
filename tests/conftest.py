"""Every test keeps off the player's real files: saves, logs, the record and the settings go
to a temporary directory unless the test chooses one (its own fixture runs after this).

And every test runs under a locale that does not choose the language: the first start
follows the locale (``LANG=ja_JP.UTF-8`` -> Japanese), so a test run under a Japanese
locale would see other words than the tests expect. Every test runs as under
``LANG=C.UTF-8`` (English); a test that wants another locale sets it.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from mahjong_tui.files.places import CONFIG_DIR_ENV, DATA_DIR_ENV
from mahjong_tui.text.language import DEFAULT_LANGUAGE, set_language

LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture(autouse=True)
def _private_data_dirs(tmp_path_factory: pytest.TempPathFactory,
                       monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path_factory.mktemp("player")
    monkeypatch.setenv(DATA_DIR_ENV, str(Path(home) / "data"))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(Path(home) / "config"))


@pytest.fixture(autouse=True)
def _english_locale(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    for variable in LOCALE_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    set_language(DEFAULT_LANGUAGE)
    yield
    set_language(DEFAULT_LANGUAGE)
