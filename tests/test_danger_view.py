"""The danger assist's figures: safe tiles from the engine's log, chances from ai.danger."""

from __future__ import annotations

from mahjong_tui.danger_view import passed_after_riichi, riichi_danger
from mahjong_tui.engine.events import Discarded
from mahjong_tui.engine.round import Round
from mahjong_tui.widgets.hand import HandModel, HandView, danger_mark
from rules.ruleset import TENHOU
from rules.tiles import parse_tile
from tests.engine.drive import discard, pass_all, scripted_round

K = parse_tile


def riichi_table() -> Round:
    """Seat 1 declares riichi with 2z (waiting on 1s-4s); seats 2 and 3 then discard 5p
    and 9m, and seat 0 is to move."""
    r = scripted_round(["147s5p9m123m678p17z", "123m456p789s23s11z", "", ""],
                       draws="7z2z5p9m8p")
    for tile, riichi in (("7z", False), ("2z", True), ("5p", False), ("9m", False)):
        discard(r, tile, riichi=riichi)
        pass_all(r)
    return r


def test_safe_tiles_after_a_riichi_come_from_the_log() -> None:
    r = riichi_table()
    assert passed_after_riichi(r.log) == {1: {K("5p"), K("9m")}}
    before = next(i for i, e in enumerate(r.log) if isinstance(e, Discarded) and e.riichi)
    assert passed_after_riichi(r.log[:before]) == {}


def test_chances_against_the_riichi() -> None:
    r = riichi_table()
    chances = riichi_danger(r.observe(0), TENHOU, r.log)
    assert chances is not None
    for genbutsu in ("5p", "9m", "2z"):  # passed after the riichi, or its own river
        assert chances[K(genbutsu)] == 0.0
    assert chances[K("7z")] > 0  # discarded before the riichi: not safe
    assert chances[K("4s")] > chances[K("1s")] > 0  # 1s: one ryanmen side only
    assert chances[K("5s")] > chances[K("1z")]  # a middle tile over an honour
    assert riichi_danger(scripted_round(["", "", "", ""]).observe(0), TENHOU, []) is None


def test_the_marks_row() -> None:
    assert danger_mark(0.0).plain == "--"
    assert (danger_mark(0.004).plain, danger_mark(0.123).plain) == (" 1", "12")
    assert danger_mark(0.0).style != danger_mark(0.2).style
    view = HandView()
    view.model = HandModel((K("1m"), K("2m")), K("3m"), cursor=2, danger=(0.0, 0.05, 0.15))
    assert view.render().plain.split("\n")[1].split() == ["--", "5", "15"]
