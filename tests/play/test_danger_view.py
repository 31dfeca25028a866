"""The danger assist's figures: the strong AI's own threats and chances (ai.danger), with a
riichi player's safe tiles read off the order the discards fell in."""

from __future__ import annotations

from ai.danger import find_threats
from ai.table import Table
from mahjong_tui.engine.round import Round
from mahjong_tui.play.danger_view import threat_danger
from mahjong_tui.tui.widgets.hand import HandModel, HandView, danger_mark
from rules.actions import Pon
from rules.ruleset import TENHOU
from rules.tiles import parse_tile
from tests.ai.build import observe
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


def test_river_tiles_carry_the_order_they_fell_in() -> None:
    obs = riichi_table().observe(0)
    orders = sorted((r.order, p.seat) for p in obs.players for r in p.river)
    assert orders == [(0, 0), (1, 1), (2, 2), (3, 3)]


def test_chances_against_the_riichi() -> None:
    r = riichi_table()
    chances = threat_danger(r.observe(0), TENHOU)
    assert chances is not None
    for genbutsu in ("5p", "9m", "2z"):  # passed after the riichi, or its own river
        assert chances[K(genbutsu)] == 0.0
    assert chances[K("7z")] > 0  # discarded before the riichi: not safe
    assert chances[K("4s")] > chances[K("1s")] > 0  # 1s: one ryanmen side only
    assert chances[K("5s")] > chances[K("1z")]  # a middle tile over an honour
    assert threat_danger(scripted_round(["", "", "", ""]).observe(0), TENHOU) is None


def test_a_call_does_not_confuse_what_passed_the_riichi() -> None:
    """Seat 1 declares; seat 3 pons seat 2's discard at once, so seat 2's 9m came after
    the riichi while seat 3 skipped a turn: the order, not the seating, tells."""
    r = scripted_round(["147s5p9m123m678p17z", "123m456p789s23s11z", "6m9m12345p6789s", "66m"],
                       draws="7z2z8m")
    discard(r, "7z")
    pass_all(r)
    discard(r, "2z", riichi=True)
    pass_all(r)
    discard(r, "6m")
    pon = next(a for a in r.pending()[3] if isinstance(a, Pon))
    r.apply(3, pon)
    pass_all(r)
    obs = r.observe(0)
    threat = next(th for th in find_threats(Table(obs, TENHOU), True) if th.seat == 1)
    assert K("6m") in threat.safe  # let pass after the riichi (then ponned)
    assert K("7z") not in threat.safe  # seat 0's discard before the riichi


def test_open_hands_that_show_value_are_threats_too() -> None:
    obs = observe("123m456p789s1122z", melds={2: ["pon:555z", "pon:666z", "chi:234m"]},
                  rivers={2: "9p1s"})
    chances = threat_danger(obs, TENHOU)
    assert chances is not None
    assert chances[K("9p")] == 0.0  # its own discard
    assert chances[K("5m")] > chances[K("9m")] > 0
    assert chances[K("5s")] == 0.0  # dragons and man only: a man flush, sou cannot win
    assert threat_danger(observe("123m456p789s1122z"), TENHOU) is None


def test_the_marks_row() -> None:
    assert danger_mark(0.0).plain == "--"
    assert (danger_mark(0.004).plain, danger_mark(0.123).plain) == (" 1", "12")
    assert danger_mark(0.0).style != danger_mark(0.2).style
    view = HandView()
    view.model = HandModel((K("1m"), K("2m")), K("3m"), cursor=2, danger=(0.0, 0.05, 0.15))
    marks = view.render().plain.split("\n")[1]
    assert marks.split()[:3] == ["--", "5", "15"] and marks.rstrip().endswith("% to deal in")
