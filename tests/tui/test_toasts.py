"""Pop-up notifications in Japanese are broken into lines by the Japanese rules (禁則処理):
no line of a toast starts with 。、」 or ends with 「, and every line fits the toast."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from rich.cells import cell_len
from textual.pilot import Pilot
from textual.widgets._toast import Toast

from mahjong_tui.files.places import CONFIG_DIR_ENV
from mahjong_tui.play.config import Settings
from mahjong_tui.text.language import set_language
from mahjong_tui.text.line_breaks import NO_LINE_END, NO_LINE_START
from mahjong_tui.tui.app import MahjongApp
from mahjong_tui.tui.toasts import toast_text, toast_width
from tests.tui.helpers import until

SIZES = [(80, 24), (100, 30), (120, 40), (130, 40)]


async def shown_toast(app: MahjongApp, pilot: Pilot[None]) -> tuple[Toast, list[str]]:
    """The toast on screen and its text's lines; the toast is exactly as high as they are,
    so Textual wrapped none of them again."""
    await until(pilot, lambda: bool(app.screen.query(Toast)))
    await until(pilot, lambda: app.screen.query(Toast).first().content_region.width > 0)
    toast = app.screen.query(Toast).first()
    lines = toast.render().plain.splitlines()
    assert toast.content_region.height == len(lines)
    assert all(cell_len(line) <= toast.content_region.width for line in lines)
    return toast, lines


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
async def test_a_japanese_warning_breaks_by_the_japanese_rules(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    """The settings file's warning at start (a long Japanese sentence with 。 and 」)."""
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path))
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    (tmp_path / "settings.json").write_text(json.dumps(
        {"version": 1, "preset": "tenhou", "changes": {"kuitan": "maybe"},
         "ai_levels": ["normal"] * 3, "ai_speed": "fast", "tile_style": "text"}),
        encoding="utf-8")
    app = MahjongApp()
    async with app.run_test(size=size, notifications=True) as pilot:
        toast, lines = await shown_toast(app, pilot)
        assert toast.content_region.width == toast_width(size[0])
        text = lines
        assert text[0] == "設定"  # the title
        joined = "".join(text[1:])  # (a space where a line breaks is not shown)
        assert joined.startswith("設定ファイルの内容が正しくありません")
        assert "「喰いタン」:" in joined
        assert joined.endswith("ファイルはバックアップとして別に残しました。")
        for line in text[1:]:
            assert line[0] not in NO_LINE_START and line[-1] not in NO_LINE_END, lines


def test_english_is_left_to_textual() -> None:
    text = "The settings file is not valid (kuitan); defaults are used and it was kept aside."
    assert toast_text(text, 80) == text
    set_language("ja")
    assert toast_text("設定を保存できません", 80) == "設定を保存できません"
    said = "設定を保存できません: ディスクがいっぱいです。また後で試してください。"
    assert toast_text(said, 80) == (
        "設定を保存できません: ディスクがいっ\nぱいです。また後で試してください。")


@pytest.mark.parametrize("width", [80, 100, 120, 130])
async def test_the_width_is_the_toasts_own(width: int) -> None:
    """:func:`toast_width` is what Textual gives a toast's text (measured, not assumed)."""
    app = MahjongApp(settings=Settings(language="ja"))
    async with app.run_test(size=(width, 30), notifications=True) as pilot:
        await pilot.pause()
        app.notify("あ" * 200, markup=False)
        toast, lines = await shown_toast(app, pilot)
        assert toast.content_region.width == toast_width(width)
        assert max(cell_len(line) for line in lines) == toast_width(width) // 2 * 2
