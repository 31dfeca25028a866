"""Japanese line breaking: no line starts with 。、」）ー or ends with 「（, every line fits,
and English wraps at spaces exactly as Rich does."""

from __future__ import annotations

from itertools import pairwise

import pytest
from rich._wrap import divide_line
from rich.cells import cell_len
from rich.console import Console
from rich.table import Table
from rich.text import Text

from mahjong_tui.text.language import catalogue, set_language
from mahjong_tui.text.line_breaks import (
    NO_LINE_END,
    NO_LINE_START,
    Prose,
    break_offsets,
    pieces,
    prose,
    wrap,
)

WIDTHS = range(6, 81, 7)


def lines_of(text: str, width: int) -> list[str]:
    return [line.plain for line in wrap(Text(text), width)]


def rich_lines(text: str, width: int) -> list[str]:
    console = Console(width=width, file=None, legacy_windows=False)
    return [line.plain for line in Text(text).wrap(console, width)]


def japanese_prose() -> list[str]:
    """The Japanese catalogue's longer messages (the help, the rules' help, the results)."""
    return [text.replace("{", "").replace("}", "") for text in catalogue("ja").values()
            if len(text) >= 25]


@pytest.mark.parametrize(("text", "width", "wrong"), [
    ("あいうえお。かきくけこ", 10, "。かきくけこ"),
    ("ロンは聞かれる）、次へ", 14, "）、次へ"),
    ("危険度：各牌の下に、その牌で放銃する確率", 18, "、その牌で放銃する確率"),
    ("これは「ルール」です", 8, "ル」です"),
    ("シャンテン数を見る", 8, "ンテン数を見る"),
])
def test_lines_that_rich_breaks_wrongly(text: str, width: int, wrong: str) -> None:
    """Rich folds a run without spaces anywhere: here a line starts with a closing mark
    (or the line before ends with an opening one); ours pushes it to the next line with
    the character before it."""
    assert any(line.startswith(wrong[:1]) or line.endswith(("「", "（"))
               for line in rich_lines(text, width)), rich_lines(text, width)
    ours = lines_of(text, width)
    assert "".join(ours) == text
    for line in ours:
        assert cell_len(line) <= width
        assert line[0] not in NO_LINE_START and line[-1] not in NO_LINE_END, ours


@pytest.mark.parametrize("width", WIDTHS)
def test_every_japanese_message_wraps_by_the_rules(width: int) -> None:
    """Wherever the text can be set at that width at all: no piece between two places it
    may break is wider than the line (else it is folded where it must be)."""
    texts = [text for text in japanese_prose() if max(pieces(text)) <= width]
    assert len(texts) > 100 or width < 20
    for text in texts:
        lines = lines_of(text, width)
        assert "".join(lines).replace(" ", "") == text.replace(" ", "").replace("\n", "")
        for before, after in pairwise(lines):
            assert cell_len(before) <= width, (text, lines)
            assert after[0] not in NO_LINE_START, (text, width, lines)
            assert before[-1] not in NO_LINE_END, (text, width, lines)
        assert cell_len(lines[-1]) <= width


@pytest.mark.parametrize(("text", "width", "expected"), [
    ("東1局で5m切り", 5, ["東1局", "で5m", "切り"]),
    ("2翻、30符", 5, ["2翻、", "30符"]),
    ("AIが打つ", 3, ["AI", "が", "打", "つ"]),
    ("リーチ (1000点)", 8, ["リーチ", "(1000点)"]),
    ("(ゴットー)、20/10", 12, ["(ゴットー)、", "20/10"]),
])
def test_letters_and_digits_stay_with_their_neighbours(
        text: str, width: int, expected: list[str]) -> None:
    assert lines_of(text, width) == expected


@pytest.mark.parametrize("width", WIDTHS)
def test_english_breaks_where_rich_breaks_it(width: int) -> None:
    """Where every word fits on a line (Rich folds a longer one into a line ending in its
    space and a line of only that space)."""
    texts = [text for text in catalogue("en").values()
             if text.isascii() and len(text) > 30 and "{" not in text
             and max(map(len, text.split())) < width]
    assert len(texts) > 100 or width < 20
    for text in texts:
        assert break_offsets(text, width) == divide_line(text, width), text


def test_a_run_with_nowhere_to_break_is_folded_but_not_before_a_closing_mark() -> None:
    assert lines_of("ーーーー", 4) == ["ーー", "ーー"]
    assert lines_of("abcdefgh", 3) == ["abc", "def", "gh"]
    assert lines_of("ab」cd", 3) == ["a", "b」", "cd"]
    assert lines_of("tenpai: show", 6) == ["tenpai", ": show"]  # as Rich folds it


def test_prose_wraps_at_the_width_it_is_given() -> None:
    """In a table cell, as the help's key tables show it: the column measures its
    narrowest piece, not the whole sentence without spaces."""
    console = Console(width=40, record=True, file=None, legacy_windows=False)
    table = Table(show_header=False, box=None, padding=0)
    table.add_column(no_wrap=True)
    table.add_column(ratio=1)
    table.add_row("g", Prose("危険度：各牌の下に、その牌で放銃する確率 (-- は安全牌)"))
    with console.capture() as captured:
        console.print(table)
    lines = [line.rstrip() for line in captured.get().splitlines()]
    assert all(cell_len(line) <= 40 for line in lines)
    assert [line[1:] for line in lines] == ["危険度：各牌の下に、その牌で放銃する確",
                                            "率 (-- は安全牌)"]


def test_prose_only_in_japanese() -> None:
    set_language("en")
    try:
        assert isinstance(prose("Discard the tile"), Text)
        set_language("ja")
        assert isinstance(prose("その牌を切る"), Prose)
    finally:
        set_language("en")
