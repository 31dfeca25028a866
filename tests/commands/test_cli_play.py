"""``mahjong-tui play``'s exit status follows the app's: a fault Textual reported is 1."""

from __future__ import annotations

import pytest

from mahjong_tui.commands import play_cmd
from mahjong_tui.tui.app import MahjongApp


def test_a_fault_in_the_app_is_a_failing_exit(monkeypatch: pytest.MonkeyPatch) -> None:
    """The app ends with Textual's report of a fault (return code 1): the command exits
    1, not 0 as if all went well."""
    def crashed(self: MahjongApp) -> None:
        self._return_code = 1

    monkeypatch.setattr(MahjongApp, "run", crashed)
    assert play_cmd.run_app() == 1
    monkeypatch.setattr(MahjongApp, "run", lambda self: None)
    assert play_cmd.run_app() == 0
