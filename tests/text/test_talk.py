"""The characters' lines: every character has every moment in both languages, two lines
at least, one plain line each; the same key says the same line; a damaged file leaves
them quiet."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from mahjong_tui.play.game_config import CHARACTER_IDS
from mahjong_tui.text import talk as talk_module
from mahjong_tui.text.language import set_language
from mahjong_tui.text.talk import MOMENTS, say, talk


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_character_has_every_moment(language: str) -> None:
    lines = talk(language)
    assert set(lines) == set(CHARACTER_IDS)
    for character in CHARACTER_IDS:
        assert set(lines[character]) == set(MOMENTS), character
        for moment in MOMENTS:
            said = lines[character][moment]
            assert len(said) >= 2 and len(set(said)) == len(said), (character, moment)


def test_the_same_key_says_the_same_line_and_keys_spread() -> None:
    set_language("ja")
    first = say("ryoma", "riichi", "7:0:12:1:riichi")
    assert first == say("ryoma", "riichi", "7:0:12:1:riichi")
    assert first in talk("ja")["ryoma"]["riichi"]
    said = Counter(say("yuki", "tsumo", f"7:{hand}:3:2:tsumo") for hand in range(40))
    assert len(said) == 2
    set_language("en")
    assert say("ryoma", "riichi", "7:0:12:1:riichi") in talk("en")["ryoma"]["riichi"]
    assert say("haru", "riichi", "k") is None  # a level's player says nothing


def test_a_damaged_file_keeps_them_quiet(tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "en.toml").write_text('[ryoma]\nriichi = ["fine", "two\\nlines"]\n'
                                      'call = "not a list"\ntsumo = ["ok", 3]\n'
                                      '[yuki]\nron = ["ok"]\n', "utf-8")
    (tmp_path / "ja.toml").write_text("not toml [", "utf-8")
    monkeypatch.setattr(talk_module, "TALK_DIR", tmp_path)
    talk.cache_clear()
    try:
        assert talk("en") == {"ryoma": {}, "yuki": {"ron": ("ok",)}}
        assert talk("ja") == {}
        assert talk("xx") == {}
    finally:
        talk.cache_clear()
