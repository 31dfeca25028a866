"""The settings screen shows plain words: every page, every rule, every preset, at 80x24
and at 120x40, with no id, snake_case value, file path or "seed" anywhere on screen."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList, Static, TabbedContent

from mahjong_tui.files.places import CONFIG_DIR_ENV, DATA_DIR_ENV
from mahjong_tui.play.config import ConfigStore
from mahjong_tui.text.language import LANGUAGES, set_language, t
from mahjong_tui.text.rule_fields import FIELDS, Kind
from mahjong_tui.text.rule_pages import GROUPS, IDENTITY
from mahjong_tui.text.rule_words import PRESET_ORDER, choice_words, preset_words, rule_words
from mahjong_tui.tui.app import MahjongApp
from mahjong_tui.tui.screens.settings import SettingsScreen
from mahjong_tui.tui.widgets.rule_page import RulePage
from rules.presets import load_preset, preset_names
from tests.tui.helpers import screen_text

SNAKE = re.compile(r"\b[a-z0-9]+(?:_[a-z0-9]+)+\b")
PATH = re.compile(r"[A-Za-z_~.-]+/[A-Za-z_.-]+|\.(?:md|py|toml|json)\b")
IDS = re.compile(r"\b(?:seed|mahjongsoul|mleague|wrc|ema|jpml|tenhou)\b")
"""Lower-case preset ids (a title says "Tenhou"), and the word seed."""


def problems(text: str) -> list[str]:
    """Every piece of ``text`` that reads like an id or a path."""
    return [m.group(0) for pattern in (SNAKE, PATH, IDS) for m in pattern.finditer(text)]


def test_the_checks_catch_what_the_screen_used_to_show() -> None:
    for shown in ("Extension  sudden_death_renchan_priority", "2han_25fu", "not_applicable",
                  "via shared/reference/rule-options.md;", "rules/presets/tenhou.toml",
                  "(seed 000 allows 25000 to 30000)", "seed000_netmahjong",
                  "mahjongsoul — Mahjong Soul ranked"):
        assert problems(shown), shown
    assert problems("Tenhou (天鳳): 20/10 uma, 1st..4th, 30 fu 4 han, 五捨六入") == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_rule_and_preset_has_plain_words(language: str) -> None:
    """Each field has a label, help and a label per choice; each shipped preset a title,
    description and source; none of them reads like an id or a path (in each language)."""
    set_language(language)
    rule_fields = {name for names in GROUPS.values() for name in names}
    assert set(preset_names()) == set(PRESET_ORDER), "a shipped preset without words"
    texts = [t(f"setting_choices.{value}") for value in
             ("easy", "normal", "strong", "instant", "fast", "text", "letters", "unicode")]
    for name in rule_fields:
        field, words = FIELDS[name], rule_words(name)
        assert words is not None, f"{name}: a rule field without words"
        assert (field.label, field.help) == (words.label, words.help)
        choices = choice_words(name, field.options)
        if field.kind in (Kind.CHOICE, Kind.SET):
            assert set(choices) == set(field.options), name
        texts += [words.label, words.help, *choices.values()]
    for name in PRESET_ORDER:
        preset = preset_words(name)
        assert preset is not None
        texts += [preset.title, preset.description, preset.source]
    assert [(text, problems(text)) for text in texts if problems(text)] == []


@pytest.mark.parametrize(("language", "assumed"), [
    ("en", "the final settlement is not stated: Tenhou's 30000 return and 20/10 uma are assumed"),
    ("ja", "最終精算は記載がなく、天鳳の30000点返し・ウマ20/10と仮定"),
])
def test_the_web_tables_preset_says_its_settlement_is_assumed(language: str, assumed: str) -> None:
    """Seed 004 never states the final settlement: the description the player reads says
    what is taken in its place (the preset file's own description says it too)."""
    set_language(language)
    words = preset_words("seed004_web_tonpuu")
    assert words is not None and assumed in words.description


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A player's own preset saved from Tenhou's rules is listed too."""
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "data"))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    ConfigStore(tmp_path / "config").save_custom("house", load_preset("tenhou"), "tenhou")


async def walk(pilot: Pilot[None], app: MahjongApp) -> dict[str, list[str]]:
    """Every state worth reading (each preset highlighted on the General page, each rule
    highlighted on its page), with what reads like an id or a path in it."""
    await pilot.pause()
    await pilot.press("s")
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, SettingsScreen)
    found: dict[str, list[str]] = {}
    presets = screen.query_one("#preset-list", OptionList)
    for index in range(presets.option_count):
        presets.highlighted = index
        await pilot.pause()
        detail = str(screen.query_one("#preset-detail", Static).content)
        text = screen_text(app)
        pages = [t("settings.general"), *(t(f"rule_pages.{group}") for group in GROUPS)]
        assert all(f" {page} " in text for page in pages), text
        found[f"preset {index}"] = problems(text + detail)
    for number in range(1, len(GROUPS) + 1):
        screen.query_one(TabbedContent).active = f"tab-{number}"
        rules = screen.query_one(f"#tab-{number} RulePage", RulePage)
        for name in rules.names:
            rules.select(name)
            await pilot.pause()
            found[name] = problems(screen_text(app))
    return found


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_every_page_in_plain_words(size: tuple[int, int]) -> None:
    app = MahjongApp()
    async with app.run_test(size=size) as pilot:
        found = await walk(pilot, app)
    assert len(found) == len(PRESET_ORDER) + 1 + len(FIELDS) - len(IDENTITY)
    assert {where: words for where, words in found.items() if words} == {}
