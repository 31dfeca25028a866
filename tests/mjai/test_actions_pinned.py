"""mjai tile names and answers, pinned (issue #45, shown by mutation testing).

The 37 tile names and nothing else; every answer type read into our action and our
actions written as answers, with the protocol's errors for a malformed one; ``matching``
forgiving a bot's loose tsumogiri flag but nothing else; which message asks the seat
which question (its own draw or call: the turn; another seat's discard: ron and calls, the
wall's last one ron only; an added kan: robbing it; a concealed kan: nothing without a
kokushi).
"""

from __future__ import annotations

import pytest

from mahjong_tui.engine.wall import LIVE
from mahjong_tui.mjai.actions import matching, parse_response, response
from mahjong_tui.mjai.legality import legal_actions
from mahjong_tui.mjai.tiles import HIDDEN, MjaiError, from_mjai, to_mjai
from mahjong_tui.mjai.view import TableView
from rules.actions import (
    Action,
    Ankan,
    Chi,
    Daiminkan,
    Discard,
    Kakan,
    KyuushuKyuuhai,
    Pass,
    Pon,
    Ron,
    Tsumo,
)
from rules.ruleset import TENHOU
from rules.tiles import parse_tile

T = parse_tile

NAMES = [
    *(f"{n}m" for n in range(1, 10)), *(f"{n}p" for n in range(1, 10)),
    *(f"{n}s" for n in range(1, 10)), "E", "S", "W", "N", "P", "F", "C", "5mr", "5pr", "5sr",
]
"""The mjai name of each tile id 0..36, in order (the three red fives last)."""


def test_each_tile_has_its_mjai_name_and_back() -> None:
    assert [to_mjai(t) for t in range(37)] == NAMES
    assert [from_mjai(n) for n in NAMES] == list(range(37))
    assert (from_mjai("5mr"), from_mjai("P"), from_mjai("9s")) == (T("0m"), T("5z"), T("9s"))


@pytest.mark.parametrize("text", [HIDDEN, "0m", "5m ", "e", "5zr", "", None, 5, ["1m"]])
def test_anything_else_is_no_tile(text: object) -> None:
    with pytest.raises(MjaiError, match=r"^not an mjai tile: ") as caught:
        from_mjai(text)
    assert str(caught.value) == f"not an mjai tile: {text!r}"
    assert isinstance(caught.value, ValueError)


@pytest.mark.parametrize(("msg", "riichi", "action"), [
    ({"type": "none"}, False, Pass()),
    ({"type": "dahai", "actor": 1, "pai": "3p"}, False, Discard(T("3p"), False, False)),
    ({"type": "dahai", "pai": "5sr", "tsumogiri": True}, False, Discard(T("0s"), True, False)),
    ({"type": "dahai", "pai": "E", "tsumogiri": 1}, True, Discard(T("1z"), True, True)),
    ({"type": "chi", "consumed": ["5m", "4m"]}, False, Chi((T("4m"), T("5m")))),
    ({"type": "pon", "consumed": ["5p", "5pr"]}, False, Pon((T("0p"), T("5p")))),
    ({"type": "daiminkan", "consumed": ["C", "C", "C"]}, False, Daiminkan()),
    ({"type": "ankan", "consumed": ["N", "N", "N", "N"]}, False, Ankan(T("4z"))),
    ({"type": "ankan", "consumed": ["5mr", "5m", "5m", "5m"]}, False, Ankan(T("5m"))),
    ({"type": "kakan", "pai": "5sr", "consumed": ["5s", "5s", "5s"]}, False, Kakan(T("5s"))),
    ({"type": "hora", "actor": 2, "target": 2, "pai": "1m"}, False, Tsumo()),
    ({"type": "hora", "actor": 2, "target": 3, "pai": "1m"}, False, Ron()),
    ({"type": "ryukyoku", "actor": 0}, False, KyuushuKyuuhai()),
])
def test_each_answer_reads_as_its_action(msg: dict[str, object], riichi: bool,
                                         action: Action) -> None:
    assert parse_response(msg, riichi) == action


@pytest.mark.parametrize(("msg", "error"), [
    ({"type": "chi", "consumed": ["4m"]}, "chi: 'consumed' must be two tiles"),
    ({"type": "pon", "consumed": ["4m", "4m", "4m"]}, "pon: 'consumed' must be two tiles"),
    ({"type": "pon", "consumed": "4m4m"}, "pon: 'consumed' must be two tiles"),
    ({"type": "chi"}, "chi: 'consumed' must be two tiles"),
    ({"type": "ankan", "consumed": []}, "ankan: 'consumed' must be four tiles"),
    ({"type": "ankan", "consumed": "NNNN"}, "ankan: 'consumed' must be four tiles"),
    ({"type": "ankan", "consumed": ["N"]}, "ankan: 'consumed' must be four tiles"),
    ({"type": "ankan", "consumed": ["N", "N", "N", "N", "N"]},
     "ankan: 'consumed' must be four tiles"),
    ({"type": "ankan", "consumed": ["N", "N", "N", "W"]},
     "ankan: 'consumed' must be four tiles of one kind"),
    ({"type": "ankan", "consumed": ["N", "N", "N", "?"]}, "not an mjai tile: '?'"),
    ({"type": "dahai", "pai": "?"}, "not an mjai tile: '?'"),
    ({"type": "kakan"}, "not an mjai tile: None"),
    ({"type": "reach"}, "not an mjai answer: 'reach'"),
    ({}, "not an mjai answer: None"),
])
def test_a_malformed_answer_is_one_protocol_error(msg: dict[str, object], error: str) -> None:
    with pytest.raises(MjaiError) as caught:
        parse_response(msg)
    assert str(caught.value) == error


def test_matching_takes_the_legal_action_or_the_discard_with_the_other_flag() -> None:
    cut, drawn = Discard(T("3p"), False, False), Discard(T("3p"), True, False)
    assert matching(cut, [cut, drawn]) is cut
    assert matching(drawn, [cut, drawn]) is drawn
    assert matching(drawn, [cut]) == cut
    assert matching(cut, (drawn,)) == drawn
    assert matching(Discard(T("3p"), False, True), [cut, drawn]) is None  # riichi is no flag
    assert matching(Discard(T("4p"), False, False), [cut]) is None
    assert matching(Ron(), [Pass()]) is None
    assert matching(Pass(), [Ron(), Pass()]) == Pass()


# --- our actions as answers, from a seat's view ---------------------------------------


def _view(hand: list[str], seat: int = 1) -> TableView:
    """Seat ``seat`` of an East 1 hand holding ``hand`` (13 mjai names)."""
    v = TableView(TENHOU)
    v.update({"type": "start_game", "id": seat})
    hands = [["?"] * 13 for _ in range(4)]
    hands[seat] = hand
    v.update({"type": "start_kyoku", "bakaze": "E", "kyoku": 1, "honba": 0, "kyotaku": 0,
              "oya": 0, "dora_marker": "1s", "scores": [25000] * 4, "tehais": hands})
    return v


HAND = ["1m", "2m", "3m", "5pr", "5p", "5p", "7s", "8s", "9s", "E", "E", "E", "C"]


def test_own_turn_answers() -> None:
    v = _view(HAND)
    v.update({"type": "tsumo", "actor": 1, "pai": "C"})
    assert response(v, Discard(T("7s"), False, False)) == {
        "type": "dahai", "actor": 1, "pai": "7s", "tsumogiri": False}
    assert response(v, Discard(T("7z"), True, False)) == {
        "type": "dahai", "actor": 1, "pai": "C", "tsumogiri": True}
    assert response(v, Discard(T("7s"), False, True)) == {"type": "reach", "actor": 1}
    assert response(v, Tsumo()) == {"type": "hora", "actor": 1, "target": 1, "pai": "C"}
    assert response(v, Ankan(T("1z"))) == {"type": "ankan", "actor": 1,
                                           "consumed": ["E", "E", "E"]}
    assert response(v, KyuushuKyuuhai()) == {"type": "ryukyoku", "actor": 1,
                                             "reason": "kyushukyuhai"}
    assert response(v, Pass()) == {"type": "none"}


def test_answers_to_a_discard_name_its_seat_and_the_own_tiles() -> None:
    v = _view(HAND)
    v.update({"type": "tsumo", "actor": 0, "pai": "?"})
    v.update({"type": "dahai", "actor": 0, "pai": "5p", "tsumogiri": True})
    assert response(v, Ron()) == {"type": "hora", "actor": 1, "target": 0, "pai": "5p"}
    assert response(v, Pon((T("0p"), T("5p")))) == {
        "type": "pon", "actor": 1, "target": 0, "pai": "5p", "consumed": ["5pr", "5p"]}
    assert response(v, Daiminkan()) == {
        "type": "daiminkan", "actor": 1, "target": 0, "pai": "5p",
        "consumed": ["5pr", "5p", "5p"]}
    v = _view(HAND)
    v.update({"type": "tsumo", "actor": 0, "pai": "?"})
    v.update({"type": "dahai", "actor": 0, "pai": "4m", "tsumogiri": True})
    assert response(v, Chi((T("2m"), T("3m")))) == {
        "type": "chi", "actor": 1, "target": 0, "pai": "4m", "consumed": ["2m", "3m"]}


def test_an_added_kan_names_its_own_pon_and_the_added_tile() -> None:
    """Seat 1 pons seat 0's E, then its C, and draws the fourth C a go-around later."""
    v = _view(["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "E", "E", "C", "C"])
    for pai, throw in (("E", "1m"), ("C", "2m")):
        v.update({"type": "tsumo", "actor": 0, "pai": "?"})
        v.update({"type": "dahai", "actor": 0, "pai": pai, "tsumogiri": True})
        v.update({"type": "pon", "actor": 1, "target": 0, "pai": pai, "consumed": [pai, pai]})
        v.update({"type": "dahai", "actor": 1, "pai": throw, "tsumogiri": False})
        for seat in (2, 3):
            v.update({"type": "tsumo", "actor": seat, "pai": "?"})
            v.update({"type": "dahai", "actor": seat, "pai": "9p", "tsumogiri": True})
    v.update({"type": "tsumo", "actor": 0, "pai": "?"})
    v.update({"type": "dahai", "actor": 0, "pai": "9p", "tsumogiri": True})
    v.update({"type": "tsumo", "actor": 1, "pai": "C"})
    assert response(v, Kakan(T("7z"))) == {"type": "kakan", "actor": 1, "pai": "C",
                                           "consumed": ["C", "C", "C"]}


# --- which message asks which question --------------------------------------------------

TENPAI = ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "E", "E", "N", "N"]
"""Seat 1 waits on E and N (a shanpon), with East as the round wind: a yaku either way."""


def _after_seat0_discards(pai: str, hand: list[str] = TENPAI) -> TableView:
    v = _view(hand)
    v.update({"type": "tsumo", "actor": 0, "pai": "?"})
    v.update({"type": "dahai", "actor": 0, "pai": pai, "tsumogiri": True})
    return v


def test_an_other_seats_discard_asks_for_ron_and_calls() -> None:
    v = _after_seat0_discards("E")
    msg = {"type": "dahai", "actor": 0, "pai": "E", "tsumogiri": True}
    legal = legal_actions(v, msg)
    assert Ron() in legal and Pass() in legal and Pon((T("1z"), T("1z"))) in legal
    assert legal_actions(v, {**msg, "actor": 1}) == ()  # the own discard asks nothing


def test_the_last_discard_asks_for_ron_only() -> None:
    v = _after_seat0_discards("E")
    v.draws = LIVE  # the wall is out: this was the last discard
    assert legal_actions(v, {"type": "dahai", "actor": 0, "pai": "E"}) == (Ron(), Pass())


def test_the_own_draw_and_the_own_call_ask_for_the_turn() -> None:
    v = _view(TENPAI)
    v.update({"type": "tsumo", "actor": 1, "pai": "C"})
    turn = legal_actions(v, {"type": "tsumo", "actor": 1, "pai": "C"})
    assert Discard(T("7z"), True, True) in turn and Discard(T("1m"), False, False) in turn
    assert legal_actions(v, {"type": "tsumo", "actor": 2, "pai": "?"}) == ()
    v = _after_seat0_discards("N")
    v.update({"type": "pon", "actor": 1, "target": 0, "pai": "N", "consumed": ["N", "N"]})
    after_pon = legal_actions(v, {"type": "pon", "actor": 1})
    assert after_pon and all(isinstance(a, Discard) for a in after_pon)


WAITS_ON_5M = ["4m", "6m", "2p", "3p", "4p", "5p", "6p", "7p", "6s", "7s", "8s", "2s", "2s"]
"""A tanyao kanchan on 5m."""


def _seat2_pons_and_draws(pai: str) -> TableView:
    """Seat 3 waits on 5m; seat 2 pons seat 1's ``pai``, and draws a go-around later."""
    v = _view(WAITS_ON_5M, seat=3)
    for seat, tile in ((0, "9m"), (1, pai)):
        v.update({"type": "tsumo", "actor": seat, "pai": "?"})
        v.update({"type": "dahai", "actor": seat, "pai": tile, "tsumogiri": True})
    v.update({"type": "pon", "actor": 2, "target": 1, "pai": pai, "consumed": [pai, pai]})
    v.update({"type": "dahai", "actor": 2, "pai": "9p", "tsumogiri": False})
    for seat, drawn in ((3, "W"), (0, "?"), (1, "?")):
        v.update({"type": "tsumo", "actor": seat, "pai": drawn})
        v.update({"type": "dahai", "actor": seat, "pai": "W" if seat == 3 else "9s",
                  "tsumogiri": True})
    v.update({"type": "tsumo", "actor": 2, "pai": "?"})
    return v


def test_an_added_kan_may_be_robbed() -> None:
    v = _seat2_pons_and_draws("5m")
    kakan = {"type": "kakan", "actor": 2, "pai": "5mr", "consumed": ["5m", "5m", "5m"]}
    v.update(kakan)
    assert legal_actions(v, kakan) == (Ron(), Pass())
    assert legal_actions(v, {**kakan, "actor": 3}) == ()  # the own kan asks nothing


@pytest.mark.parametrize("pon_first", [False, True])
def test_a_concealed_kan_is_robbed_by_a_kokushi_only(pon_first: bool) -> None:
    """Seat 3 waits on 5m and a concealed kan of 5m cannot be robbed: made by the dealer
    at once, or by seat 2 after a pon (the kan is judged, not the seat's first meld)."""
    if pon_first:
        v, seat = _seat2_pons_and_draws("E"), 2
    else:
        v, seat = _view(WAITS_ON_5M, seat=3), 0
        v.update({"type": "tsumo", "actor": 0, "pai": "?"})
    ankan = {"type": "ankan", "actor": seat, "consumed": ["5mr", "5m", "5m", "5m"]}
    v.update(ankan)
    assert legal_actions(v, ankan) == ()
