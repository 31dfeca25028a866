"""The player's mjai bots as the settings keep them: every entry checked (the settings file
is untrusted), a seat naming a bot the settings do not have refused."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mahjong_tui.play.bots import (
    MAX_BOTS,
    MAX_COMMAND,
    MAX_NAME,
    BotEntry,
    bot_name,
    bot_problem,
    bots_data,
    bots_from,
)
from mahjong_tui.play.config import ConfigStore, Settings

MORTAL = BotEntry("Mortal", "python mortal.py --mjai")


@pytest.mark.parametrize(("name", "command", "why"), [
    ("", "bot", "name"),
    (" Mortal", "bot", "name"),
    ("x" * (MAX_NAME + 1), "bot", "name"),
    ("two\nlines", "bot", "name"),
    ("Mortal", "bot", "already"),
    ("Other", "", "command line"),
    ("Other", "   ", "command line"),
    ("Other", "bot 'open", "quote"),
    ("Other", "x" * (MAX_COMMAND + 1), "1 to"),
    ("Other", "bot\tx\n", "1 to"),
])
def test_a_bot_that_cannot_be_added_says_why(name: str, command: str, why: str) -> None:
    problem = bot_problem(name, command, [MORTAL])
    assert problem is not None and why in problem


def test_a_good_bot_is_added_up_to_the_most() -> None:
    assert bot_problem("Mortal 2", "mortal --mjai 'a b'", [MORTAL]) is None
    many = [BotEntry(f"b{i}", "x") for i in range(MAX_BOTS)]
    assert "At most" in (bot_problem("one more", "x", many) or "")


def test_the_settings_keep_the_bots_and_the_seats_that_name_them(tmp_path: Path) -> None:
    store = ConfigStore(tmp_path)
    store.save_settings(Settings(bots=(MORTAL,), ai_levels=("normal", MORTAL.opponent, "ryoma")))
    loaded, warning = store.load_settings()
    assert warning is None
    assert loaded.bots == (MORTAL,) and loaded.ai_levels[1] == "bot:Mortal"
    assert bot_name(loaded.ai_levels[1]) == "Mortal" and bot_name("normal") is None


def edited_settings(tmp_path: Path, **changes: Any) -> tuple[Settings, str | None]:
    store = ConfigStore(tmp_path)
    store.save_settings(Settings(bots=(MORTAL,)))
    data = json.loads(store.settings_path.read_text("utf-8")) | changes
    store.settings_path.write_text(json.dumps(data), "utf-8")
    return store.load_settings()


def test_a_seat_naming_an_unknown_bot_sets_the_file_aside(tmp_path: Path) -> None:
    loaded, warning = edited_settings(tmp_path, ai_levels=["normal", "bot:Nobody", "normal"])
    assert warning is not None and loaded.bots == ()


@pytest.mark.parametrize("bots", [
    "mortal", [{"name": "A"}], [{"name": "A", "command": "x", "extra": 1}],
    [{"name": "A", "command": 3}], [{"name": "A", "command": "x"}] * 2,
])
def test_bad_bots_set_the_file_aside(tmp_path: Path, bots: object) -> None:
    loaded, warning = edited_settings(tmp_path, bots=bots)
    assert warning is not None and "bots" in warning and loaded.bots == ()


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                               max_size=3),
    max_leaves=12)
entries = st.lists(st.fixed_dictionaries({"name": st.text(max_size=30),
                                          "command": st.text(max_size=40)}), max_size=10)


@given(json_values | entries)
def test_any_bots_value_is_a_list_of_good_bots_or_a_reason(data: object) -> None:
    found = bots_from(data)
    if isinstance(found, str):
        assert found
        return
    assert len(found) <= MAX_BOTS
    assert len({bot.name for bot in found}) == len(found)
    for number, bot in enumerate(found):
        assert bot_problem(bot.name, bot.command, found[:number]) is None
    assert bots_from(bots_data(found)) == found
