"""At 80x24 the round result keeps all four score rows (with the change) in sight, in
both languages: the hand above scrolls instead. After a five-yaku haneman your own row
was once below the fold."""

from __future__ import annotations

from pathlib import Path

import pytest

from mahjong_tui.files.places import CONFIG_DIR_ENV, DATA_DIR_ENV
from mahjong_tui.play.config import Settings
from mahjong_tui.text.tile_faces import TileStyle
from mahjong_tui.tui.app import MahjongApp
from mahjong_tui.tui.screens.round_result import RoundResultScreen
from mahjong_tui.tui.screens.title import TitleScreen
from tests.tui.helpers import screen_text, until
from tests.tui.test_riichi_shown import outcomes


@pytest.mark.parametrize("language", ["en", "ja"])
async def test_every_score_row_fits_at_80x24(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             language: str) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    session, found = outcomes(3, tmp_path)
    tallest = max((o for o, _ in found if o.wins),
                  key=lambda o: sum(len(w.result.yaku) for w in o.wins))
    assert sum(len(w.result.yaku) for w in tallest.wins) >= 4
    app = MahjongApp(settings=Settings(language=language))
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        names = session.names()
        app.push_screen(RoundResultScreen(tallest, session.record_names(), TileStyle.TEXT))
        await until(pilot, lambda: isinstance(app.screen, RoundResultScreen))
        await pilot.pause()
        rows = [line for line in screen_text(app).splitlines() if "│" in line]
        for seat in range(4):
            (row,) = [r for r in rows if names[seat] in r]
            assert str(tallest.ended.scores[seat]) in row
            change = tallest.deltas[seat]
            assert (f"{change:+d}" if change else "0") in row


async def test_the_names_follow_a_language_picked_on_the_result(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Settings opened from the round result, Japanese picked: back on the result, the
    players are named in Japanese too (they stayed "Haru", "Aki" once)."""
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    session, found = outcomes(3, tmp_path)
    outcome = next(o for o, _ in found if o.wins)
    app = MahjongApp(settings=Settings(language="en"))
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        app.push_screen(RoundResultScreen(outcome, session.record_names(), TileStyle.TEXT))
        await until(pilot, lambda: isinstance(app.screen, RoundResultScreen))
        assert "Haru" in screen_text(app)
        app.settings.language = "ja"
        app.change_language()
        await pilot.pause()
        await pilot.pause()
        text = screen_text(app)
        assert "ハル" in text and "Haru" not in text
