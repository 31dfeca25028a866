"""Every test keeps off the player's real files: saves, logs, the record and the settings go
to a temporary directory unless the test chooses one (its own fixture runs after this)."""

from __future__ import annotations

from pathlib import Path

import pytest

from mahjong_tui.config import CONFIG_DIR_ENV
from mahjong_tui.session import DATA_DIR_ENV


@pytest.fixture(autouse=True)
def _private_data_dirs(tmp_path_factory: pytest.TempPathFactory,
                       monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path_factory.mktemp("player")
    monkeypatch.setenv(DATA_DIR_ENV, str(Path(home) / "data"))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(Path(home) / "config"))
