"""The characters: each is the strong AI with its own style, none a copy of another."""

from __future__ import annotations

from dataclasses import replace

from ai.characters import CHARACTERS
from ai.levels import STRONG


def test_no_two_characters_play_the_same_way() -> None:
    styles = [(lv.calls, lv.riichi, lv.caution) for lv in CHARACTERS.values()]
    assert len(set(styles)) == len(styles)


def test_a_character_is_strong_with_three_knobs_turned() -> None:
    for character in CHARACTERS.values():
        assert replace(character, id=STRONG.id, name=STRONG.name, calls=STRONG.calls,
                       riichi=STRONG.riichi, caution=STRONG.caution) == STRONG
        assert character.id.isascii() and character.id.islower()
