"""The dora are shown as the dora, their indicators labelled as such (a player coming from
another client read "Dora 8s" as the dora): on the table's centre, at its narrowest, and
on the round result, in both languages."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mahjong_tui.text.dora_words import dora_line
from mahjong_tui.text.language import set_language
from mahjong_tui.text.tile_faces import TileStyle
from mahjong_tui.tui.widgets.centre import INNER
from rules.tiles import CHUN, EAST, HAKU, M1, M9, NORTH, P5, P6, RED_5P, S8, S9, dora_from_indicator


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    set_language("en")
    yield
    set_language("en")


def test_the_dora_come_first_and_the_indicators_are_labelled() -> None:
    assert dora_line([S8], TileStyle.TEXT).plain == "Dora 9s (indicator 8s)"
    assert dora_line([M9, NORTH, CHUN, RED_5P], TileStyle.TEXT).plain == (
        "Dora 1m 東 白 6p (indicators 9m 北 中 5p)")
    assert dora_line([S8], TileStyle.TEXT, ura=True).plain == "Ura dora 9s (indicator 8s)"
    assert [dora_from_indicator(i) for i in (M9, NORTH, CHUN, RED_5P, S8)] == [
        M1, EAST, HAKU, P6, S9]
    assert dora_from_indicator(P5) == P6


def test_in_japanese_the_indicator_is_hyoujihai() -> None:
    set_language("ja")
    assert dora_line([S8], TileStyle.TEXT).plain == "ドラ 9s (表示牌 8s)"
    assert dora_line([S8], TileStyle.TEXT, ura=True).plain == "裏ドラ 9s (表示牌 8s)"


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("style", list(TileStyle))
@pytest.mark.parametrize("count", [1, 2, 3, 4, 5])
def test_the_centre_line_fits_its_narrowest_width(language: str, style: TileStyle,
                                                   count: int) -> None:
    set_language(language)
    indicators = [M9, NORTH, CHUN, RED_5P, S8][:count]
    line = dora_line(indicators, style, width=INNER)
    assert line.cell_len <= INNER
    full = dora_line(indicators, style)
    assert line.plain.startswith(full.plain.split(" (")[0].split("(")[0].rstrip())


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("style", list(TileStyle))
def test_one_or_two_indicators_are_labelled_even_at_the_narrowest(language: str,
                                                                   style: TileStyle) -> None:
    set_language(language)
    for indicators in ([S8], [S8, M9]):
        line = dora_line(indicators, style, width=INNER).plain
        assert "(ind" in line or "(表示" in line, line
