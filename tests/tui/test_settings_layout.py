"""The settings screen's text layout: a rule's label and value never run together on a
line (they share one only when both fit whole, with a gap), Japanese labels are not
broken inside a word when they fit, and at 80x24 the preset list shows more than three
presets."""

from __future__ import annotations

import pytest
from rich.text import Text
from textual.widgets import TabbedContent

from mahjong_tui.play.config import ConfigStore, Settings
from mahjong_tui.text.language import set_language
from mahjong_tui.text.line_breaks import wrap
from mahjong_tui.text.rule_fields import FIELDS
from mahjong_tui.text.rule_pages import GROUPS
from mahjong_tui.tui.app import MahjongApp
from mahjong_tui.tui.screens.settings import SettingsScreen
from mahjong_tui.tui.widgets.rule_editor import shown_value
from mahjong_tui.tui.widgets.rule_page import GAP, RuleRow
from rules.presets import load_preset, preset_names
from rules.ruleset import TENHOU
from tests.tui.helpers import screen_text, until


def rows(language: str) -> list[tuple[str, str, RuleRow]]:
    """Every field's row under every preset, with its label and value in words."""
    set_language(language)
    found = []
    for name in preset_names():
        rules = load_preset(name)
        for field in FIELDS.values():
            value = shown_value(field, getattr(rules, field.name))
            found.append((field.label, value.plain,
                          RuleRow(Text("●"), Text(field.label), value)))
    return found


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("width", [24, 37, 41, 50, 64])
def test_label_and_value_share_a_line_only_whole(language: str, width: int) -> None:
    for label, value, row in rows(language):
        lines = [line.plain for line in row.lines(width)]
        assert all(Text(line).cell_len <= width for line in lines), lines
        if len(lines) == 1:
            # Shared: the whole label, a gap, the whole value.
            head, _, tail = lines[0][2:].partition(label)
            assert head == "" and tail.endswith(value), lines
            assert tail[: -len(value)].isspace() and len(tail) - len(value) >= GAP, lines
            continue
        # Stacked: the label's lines hold no part of the value, and the value's none of
        # the label (the value is indented under it).
        label_lines = wrap(Text(label), width - 2, words=True)
        assert [line.strip() for line in lines[: len(label_lines)]] == [
            ("● " if i == 0 else "") + part.plain for i, part in enumerate(label_lines)]
        value_lines = lines[len(label_lines):]
        assert "".join(line.strip() for line in value_lines).replace(" ", "") == \
            value.replace(" ", ""), lines
        assert all(line.startswith(" " * 3) for line in value_lines), lines


def test_a_label_breaks_at_a_space_before_inside_its_japanese() -> None:
    label = "Tenpai without a yaku counts (形式聴牌)"
    assert [line.plain for line in wrap(Text(label), 37, words=True)] == [
        "Tenpai without a yaku counts", "(形式聴牌)"]
    # Without ``words`` the line is filled (the rule pages' old breaking).
    assert [line.plain for line in wrap(Text(label), 37)] == [
        "Tenpai without a yaku counts (形式聴", "牌)"]


async def rule_pages_text(language: str, size: tuple[int, int]) -> list[str]:
    """The screen's text on each rule page."""
    settings = Settings(language=language, rules=TENHOU)
    app = MahjongApp(settings=settings)
    texts = []
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen))
        for number in range(1, len(GROUPS) + 1):
            app.screen.query_one(TabbedContent).active = f"tab-{number}"
            await pilot.pause()
            await pilot.pause()
            texts.append(screen_text(app))
    return texts


@pytest.mark.parametrize(("language", "size"), [("en", (120, 40)), ("ja", (100, 30))])
async def test_every_label_is_whole_on_one_line(language: str, size: tuple[int, int]) -> None:
    """At 120x40 "Waiting on a tile you hold four" ran into its value with "of" on the
    next line; at 100x30 Japanese labels broke inside words (不成 / 立)."""
    texts = await rule_pages_text(language, size)
    set_language(language)
    for text, names in zip(texts, GROUPS.values(), strict=True):
        lines = text.splitlines()
        for name in names:
            label = FIELDS[name].label
            assert any(label in line for line in lines), (label, text)


async def test_at_80x24_more_than_three_presets_show() -> None:
    settings = Settings(rules=TENHOU)
    app = MahjongApp(settings=settings)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen))
        await pilot.pause()
        text = screen_text(app)
        titles = [info.title for info in ConfigStore().presets()[0]]
        shown = [title for title in titles if title in text]
        assert len(shown) > 3, shown
