"""A game hand by hand (the game result's list and graph) and the terminal plot of it."""

from __future__ import annotations

from itertools import pairwise

from rich.text import Text

from mahjong_tui.engine.events import GameEnded
from mahjong_tui.play.game_config import GameConfig
from mahjong_tui.play.game_story import hand_stories, score_lines
from mahjong_tui.play.session import Session
from mahjong_tui.tui.widgets.score_graph import COLOURS, graph_text
from tests.play.test_session import play

LINES = [[25000, 33000, 41000], [25000, 21000, 17000], [25000, 25000, 25000],
         [25000, 21000, 17000]]
NAMES = ["You", "Haru", "Natsu", "Aki"]


def test_every_hand_of_a_game_in_order_with_the_scores_between() -> None:
    session = Session.new(GameConfig(length="tonpuu", seed=21, human_seat=0))
    while not session.is_over:
        play(session, 1)
    stories = hand_stories(session.game.log)
    assert len(stories) == session.game.hands_played
    assert all(bool(h.wins) != (h.draw is not None) for h in stories)
    for before, after in pairwise(stories):
        assert after.before == before.after
    ended = session.game.log[-1]
    assert isinstance(ended, GameEnded)
    lines = score_lines(stories)
    assert [line[0] for line in lines] == [25000] * 4
    assert tuple(line[-1] for line in lines) == stories[-1].after
    assert all(len(line) == len(stories) + 1 for line in lines)


def test_an_unfinished_hand_is_left_out() -> None:
    session = Session.new(GameConfig(length="tonpuu", seed=22, human_seat=0))
    play(session, 5)
    assert hand_stories(session.game.log) == []
    assert score_lines([]) == [[], [], [], []]


def cells(text: str) -> list[str]:
    return text.split("\n")


def styles_at(text: Text) -> dict[tuple[int, int], str]:
    """Each coloured cell's style by (row, column)."""
    starts = [0]
    for row in cells(text.plain):
        starts.append(starts[-1] + len(row) + 1)
    out = {}
    for span in text.spans:
        for offset in range(span.start, span.end):
            row = max(r for r, s in enumerate(starts) if s <= offset)
            out[row, offset - starts[row]] = str(span.style)
    return out


def legend_colour(text: Text, name: str) -> str:
    """The colour of the mark before ``name`` in the legend."""
    at = text.plain.rindex(f" {name} ") - 2
    return next(str(s.style) for s in text.spans if s.start <= at < s.end)


def test_the_plot_has_its_axis_its_hands_and_a_legend() -> None:
    text = graph_text(LINES, NAMES, ["E1", "E1"], 70, 12)
    rows = cells(text.plain)
    assert len(rows) == 12 and all(len(r) <= 70 for r in rows)
    assert rows[0].startswith(" 45,000┤") and rows[4].startswith(" 30,000┤")
    assert rows[8].startswith(" 15,000┤") and rows[9].lstrip().startswith("└")
    assert rows[10].split() == ["E1"]  # the dealer's repeat is not labelled twice
    assert rows[11].split() == ["━━", "You", "41,000", "━━", "Haru", "17,000", "━━", "Natsu",
                                "25,000", "━━", "Aki", "17,000"]


def test_lines_go_where_the_points_go_and_yours_is_on_top() -> None:
    text = graph_text(LINES, NAMES, ["E1", "E2"], 70, 12, you=0)
    at = styles_at(text)
    last_col = max(c for (r, c), style in at.items() if r < 9 and style == COLOURS[0])
    you_row = min(r for (r, c), style in at.items() if c == last_col and style == COLOURS[0])
    lows = [r for (r, c), style in at.items() if c == last_col and r < 9 and style in
            (COLOURS[1], COLOURS[3])]
    assert you_row <= 2 and lows and min(lows) >= 7  # 41,000 near the top, 17,000 low
    # At the start all four lines meet: the cell is yours, drawn last.
    first_col = min(c for (r, c), style in at.items() if r < 9 and c > 7)
    assert {style for (r, c), style in at.items() if c == first_col and r < 9} == {COLOURS[0]}
    # Haru and Aki share a line; the one drawn later (Aki, before you) colours it.
    assert COLOURS[3] in at.values() and COLOURS[1] not in {
        style for (r, c), style in at.items() if r < 9}


def test_you_keep_your_colour_at_any_seat() -> None:
    text = graph_text(LINES, ["Haru", "You", "Natsu", "Aki"], ["E1", "E2"], 70, 12, you=1)
    assert legend_colour(text, "You") == COLOURS[0]
    assert legend_colour(text, "Natsu") == COLOURS[1]
    assert legend_colour(text, "Haru") == COLOURS[3]


def test_a_flat_game_and_a_tiny_room_still_draw() -> None:
    flat = [[25000, 25000]] * 4
    rows = cells(graph_text(flat, NAMES, ["E1"], 20, 5).plain)
    assert rows[0].startswith(" 30,000┤") and rows[1].startswith(" 20,000┤")
