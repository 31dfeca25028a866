"""The call arrows point one way everywhere: at the player the called tile came from, as
you sit at the table (↓ is you), on the table, on the round result and in the replay.
A pon of your 中 by the winner once read "↓中 中 中" on the table and "↑中 中 中" on the
result, which drew it as the winner saw it."""

from __future__ import annotations

from pathlib import Path

import pytest

from mahjong_tui.engine.events import Won
from mahjong_tui.files.places import DATA_DIR_ENV
from mahjong_tui.play.game_config import GameConfig
from mahjong_tui.play.session import Session
from mahjong_tui.text.tile_faces import TileStyle
from mahjong_tui.tui.screens.round_result import win_text
from mahjong_tui.tui.widgets.meld import ARROWS, melds_lines, melds_text
from rules.hand import Meld, MeldKind
from rules.tiles import parse_tile


def arrows(text: str) -> list[str]:
    return [c for c in text if c in ARROWS.values()]


def test_a_pon_of_your_tile_points_at_you_on_the_result_too() -> None:
    chun = parse_tile("7z")
    pon = Meld(MeldKind.PON, (chun, chun, chun), called=chun, from_seat=0)
    table = melds_lines([pon], 1, 0, TileStyle.TEXT)[0].plain  # Haru's pon, as you see it
    assert arrows(table) == ["↓"]
    assert arrows(melds_text([pon], 1, 0, TileStyle.TEXT).plain) == ["↓"]


def test_every_win_of_a_game_shows_the_tables_arrows(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    checked = 0
    for seed in range(1, 6):
        session = Session.new(GameConfig(length="tonpuu", seed=seed, human_seat=0))
        while not session.is_over:
            turn = session.next_ai_turn() or session.autoplay_turn()
            assert turn is not None
            step = session.apply(turn.seat, turn.decide())
            for win in (e for e in step.events if isinstance(e, Won)):
                if not win.melds:
                    continue
                table = melds_lines(win.melds, win.winner, session.human, TileStyle.TEXT)[0]
                shown = win_text(win, 0, session.names(), TileStyle.TEXT, session.human)
                assert arrows(shown.plain) == arrows(table.plain)
                checked += win.winner != session.human
    assert checked >= 3
