"""Pins records/tenhou6.py beyond the round trips of real logs (the gaps a mutation audit
found): every refusal of a crafted tenhou.net/6 log with its words, its code and its place
(``round R`` / ``round R, event E``), the reading of each kind of intake and discard entry
(draw, call, tsumogiri 60, riichi ``r``, the daiminkan's 0, kans), the result line (draws
with and without score changes, one or two winners, the fu/han line, yakuman lines, pao),
the defaults of a log without ``name`` / ``title`` / ``rule``, and the writer's call strings
with a red five in each position, its compact output and the dropped trailing 0."""

from __future__ import annotations

import json
from typing import Any

import pytest

from mahjong_tui.records.errors import RecordError
from mahjong_tui.records.model import (
    Call,
    Discard,
    Draw,
    DrawEnd,
    GameRecord,
    Kan,
    RoundRecord,
    Win,
    YakuLine,
)
from mahjong_tui.records.tenhou6 import (
    dumps_tenhou6,
    meld_text,
    parse_meld,
    parse_tenhou6,
    to_tenhou6,
)
from rules.hand import Meld, MeldKind
from rules.tiles import parse_tile

T = parse_tile
HANDS = [
    [11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 23, 24],
    [25, 25, 25, 31, 32, 33, 34, 35, 36, 37, 38, 39, 41],
    [11, 11, 11, 21, 22, 23, 26, 27, 28, 29, 42, 43, 44],
    [31, 32, 33, 34, 35, 36, 37, 38, 39, 45, 46, 47, 47],
]
"""Dealt hands in Tenhou's numbers: seat 1 holds three 5p, seat 2 three 1m."""
DEALER_TENPAI = ["流局", [1500, -500, -500, -500]]
"""An exhaustive draw with only the dealer tenpai."""


def _round(takes: dict[int, list[Any]] | None = None, outs: dict[int, list[Any]] | None = None,
           result: Any = None, header: list[int] | None = None,
           hands: list[list[int]] | None = None) -> list[Any]:
    """A tenhou.net/6 round: seat 0 deals; by default it draws 5p and discards it (60)."""
    takes = {0: [25]} if takes is None else takes
    outs = {0: [60]} if outs is None else outs
    entry: list[Any] = [header or [0, 0, 0], [25000] * 4, [26], []]
    for seat in range(4):
        entry += [(hands or HANDS)[seat], takes.get(seat, []), outs.get(seat, [])]
    if result is not None:
        entry.append(result)
    return entry


def _log(*rounds: list[Any], **fields: Any) -> str:
    return json.dumps({"log": list(rounds), **fields}, ensure_ascii=False)


def _read(*rounds: list[Any], **fields: Any) -> GameRecord:
    return parse_tenhou6(_log(*rounds, **fields), "t.json")


def _refused(text: str) -> RecordError:
    with pytest.raises(RecordError) as info:
        parse_tenhou6(text, "t.json")
    return info.value


# --- the log as a whole --------------------------------------------------------


def test_a_log_without_name_title_or_rule_gets_empty_ones() -> None:
    game = _read(_round())
    assert game.names == ("", "", "", "")
    assert game.title == ("", "")
    assert game.rule == {}
    assert game.extra == {}
    assert game.ruleset.red_fives == (1, 1, 1)  # Tenhou's rules when no lobby is named


def test_fields_are_kept_as_written() -> None:
    rule = {"disp": "般南喰", "aka": 0}
    game = _read(_round(), name=["a", "b", "c", "d"], title=["only"], rule=rule,
                 ref="2019-x", sc=[1, 2])
    assert game.names == ("a", "b", "c", "d")
    assert game.title == ("only", "")  # one title text: the second is empty
    assert game.rule == rule
    assert game.ruleset.red_fives == (0, 0, 0)
    assert game.extra == {"ref": "2019-x", "sc": [1, 2]}
    assert _read(_round(), title=["a", "b"]).title == ("a", "b")


def test_invalid_json_names_its_place() -> None:
    error = _refused("{")
    assert str(error) == "t.json: line 1 column 2: invalid JSON: Expecting property name " \
        "enclosed in double quotes"
    assert (error.code, error.fields) == ("invalid_json", {"line": 1, "column": 2})
    with pytest.raises(RecordError, match=r"^<json>: line 2 column 1: invalid JSON"):
        parse_tenhou6("[\n")  # no file named: the source is "<json>"


def test_json_nested_too_deeply() -> None:
    error = _refused("[" * 100_000)
    assert (str(error), error.code) == ("t.json: invalid JSON: nested too deeply", "nested")


@pytest.mark.parametrize("text", ['[{"log": []}]', '{"log": {}}', '{"name": []}', "5"])
def test_not_a_log(text: str) -> None:
    error = _refused(text)
    assert (str(error), error.code) == ('t.json: not a tenhou.net/6 log (no "log" list)',
                                        "not_a_log")


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"rule": [1]}, '"rule" is not an object'),
        ({"name": ["a", "b", "c"]}, '"name" must be a list of four names'),
        ({"name": ["a", "b", "c", "d", "e"]}, '"name" must be a list of four names'),
        ({"name": ["a", "b", "c", 4]}, '"name" must be a list of four names'),
        ({"name": "abcd"}, '"name" must be a list of four names'),
        ({"title": ["a", "b", "c"]}, '"title" must be a list of one or two texts'),
        ({"title": [1]}, '"title" must be a list of one or two texts'),
    ],
)
def test_bad_top_level_fields(fields: dict[str, Any], message: str) -> None:
    error = _refused(_log(_round(), **fields))
    assert (str(error), error.code) == (f"t.json: {message}", "malformed")


def test_four_names_and_two_titles_are_the_most() -> None:
    game = _read(_round(), name=["a", "b", "c", "d"], title=["x", "y"])
    assert (game.names, game.title) == (("a", "b", "c", "d"), ("x", "y"))


# --- refusals of one round, with its place ----------------------------------------


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ([1, 2, 3], "a round needs 16 or 17 entries"),
        (_round()[:15], "a round needs 16 or 17 entries"),
        ([*_round(result=["流局"]), 1], "a round needs 16 or 17 entries"),
        ("round", "a round needs 16 or 17 entries"),
        (_round(header=[16, 0, 0]), "bad round header or scores"),
        (_round(header=[-1, 0, 0]), "bad round header or scores"),
        ([_round()[0], [25000] * 3, *_round()[2:]], "bad round header or scores"),
        ([_round()[0], [25000] * 5, *_round()[2:]], "bad round header or scores"),
        (_round(hands=[HANDS[0][:12], *HANDS[1:]]), "a dealt hand does not have 13 tiles"),
        (_round(hands=[*HANDS[:3], [*HANDS[3], 11]]), "a dealt hand does not have 13 tiles"),
        (_round(takes={0: [True]}), "bad intake True of seat 0"),
        (_round(takes={0: ["r25"]}), "bad intake 'r25' of seat 0"),
        (_round(takes={0: ["111111a11"]}), "bad intake '111111a11' of seat 0"),
        (_round(takes={0: [25, "k11111111"]}), "bad intake 'k11111111' of seat 0"),
        (_round(takes={0: [None]}), "bad intake None of seat 0"),
        (_round(outs={0: [False]}), "bad discard False of seat 0"),
        (_round(outs={0: ["c252627"]}), "bad discard 'c252627' of seat 0"),
        (_round(outs={0: ["p252525"]}), "bad discard 'p252525' of seat 0"),
        (_round(outs={0: [None]}), "bad discard None of seat 0"),
        (_round(outs={0: ["r"]}), "bad call 'r'"),
        (_round(outs={0: ["rx5"]}), "bad call 'rx5'"),  # "r" and digits only is a riichi
        (_round(outs={0: ["x25"]}), "bad call 'x25'"),
        (_round(result=[]), "bad result"),
        (_round(result="流局"), "bad result"),
        (_round(result=[1, [0, 0, 0, 0]]), "bad result"),
        (_round(result=["和了"]),
         "a win result needs score changes and a win line per winner"),
        (_round(result=["和了", [0, 0, 0, 0]]),
         "a win result needs score changes and a win line per winner"),
        (_round(result=["和了", [0, 0, 0, 0], [1, 0, 1], [0, 0, 0, 0]]),
         "a win result needs score changes and a win line per winner"),
        (_round(result=["和了", [0, 0, 0, 0], [1, 0, 1, "30符1飜1000点", "立直"]]),
         "bad yaku line '立直'"),
        (_round(result=["和了", [0, 0, 0, 0], [1, 0, 1, "立直(一飜)"]]),
         "bad yaku line '立直(一飜)'"),
    ],
)
def test_a_bad_round_is_refused_with_its_number(entry: Any, message: str) -> None:
    error = _refused(_log(_round(), entry))
    assert (error.source, error.where, error.message) == ("t.json", "round 2", message)
    assert str(error) == f"t.json: round 2: {message}"
    assert error.code == "malformed"


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        (_round(header=[0, 0]), "malformed round: not enough values to unpack (expected 3, got 2)"),
        (_round(header=["x", 0, 0]),
         "malformed round: invalid literal for int() with base 10: 'x'"),
        (_round(takes={0: [99]}), "malformed round: 99 is not a tile number"),
        (_round(takes={0: ["p999999"]}), "malformed round: 99 is not a tile number"),
        ([*_round()[:4], 5, *_round()[5:]], "malformed round: 'int' object is not iterable"),
        (_round(result=["和了", [0, 0, 0, 0], [1, 0]]),
         "malformed round: not enough values to unpack (expected 3, got 2)"),
        (_round(result=["和了", [0, 0, 0, 0], [1, 0, 1], [0, 0, 0, 0], "abc"]),
         "malformed round: invalid literal for int() with base 10: 'a'"),
        (_round(header=[0, 0, "INF"]), "malformed round: cannot convert float infinity to integer"),
    ],
)
def test_a_malformed_round_names_the_python_reason(entry: Any, message: str) -> None:
    error = _refused(_log(entry).replace('"INF"', "1e400"))
    assert (error.where, error.message, error.code) == ("round 1", message, "malformed")


def test_a_round_whose_lists_do_not_fit_names_the_event() -> None:
    # seat 0 discards a 7z it never held: the third event (draw, discard ...) breaks
    error = _refused(_log(_round(), _round(takes={0: [25]}, outs={0: [47]})))
    assert str(error) == "t.json: round 2, event 2: seat 0 discards 7z, which it does not hold"
    assert (error.where, error.code) == ("round 2, event 2", "malformed")


def test_a_call_of_tiles_that_make_no_meld_is_a_bad_call() -> None:
    error = _refused(_log(_round(takes={0: [25, "p111213"]})))
    assert error.message.startswith("bad call 'p111213': a pon needs identical tiles")
    assert error.where == "round 1"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("28c2627", "bad marker position in '28c2627'"),
        ("292929p29", "bad marker position in '292929p29'"),
        ("3939m3939", "bad marker position in '3939m3939'"),
        ("363636k36", "bad marker position in '363636k36'"),
        ("p2929", "bad call 'p2929': a pon has 3 tiles, got 2"),
        ("c2829", "bad call 'c2829': a chi has 3 tiles, got 2"),
        ("c28", "bad call 'c28'"),
        ("p", "bad call 'p'"),
        ("2p2929", "bad call '2p2929'"),
        ("c2829a", "bad call 'c2829a'"),
    ],
)
def test_parse_meld_refuses(text: str, message: str) -> None:
    with pytest.raises(RecordError) as info:
        parse_meld(text, 0)
    assert info.value.message.startswith(message)


# --- reading the entries of a round -----------------------------------------------


def test_the_dealers_draw_and_tsumogiri() -> None:
    (rnd,) = _read(_round(result=DEALER_TENPAI)).rounds
    assert rnd.moves == (Draw(0, T("5p")), Discard(0, T("5p"), tsumogiri=True))
    assert rnd.draw == DrawEnd("流局", (1500, -500, -500, -500))
    assert (rnd.kyoku, rnd.honba, rnd.sticks, rnd.scores) == (0, 0, 0, (25000,) * 4)
    assert (rnd.dora, rnd.ura) == ((T("6p"),), ())
    assert rnd.hands[1][:3] == (T("5p"),) * 3


@pytest.mark.parametrize(
    ("out", "discard"),
    [
        (60, Discard(0, T("5p"), tsumogiri=True)),
        (11, Discard(0, T("1m"))),
        ("r60", Discard(0, T("5p"), tsumogiri=True, riichi=True)),
        ("r11", Discard(0, T("1m"), riichi=True)),
        ("r19", Discard(0, T("9m"), riichi=True)),
    ],
)
def test_each_kind_of_discard(out: Any, discard: Discard) -> None:
    (rnd,) = _read(_round(outs={0: [out]})).rounds
    assert rnd.moves == (Draw(0, T("5p")), discard)


def test_a_zero_where_a_discard_is_due() -> None:
    error = _refused(_log(_round(outs={0: [0]})))
    assert error.message == "seat 0: a kan placeholder (0) where a discard is due"


def test_the_dealer_of_the_round_draws_first() -> None:
    """kyoku 15 (North 4) is the last round number: seat 3 deals."""
    game = _read(_round(takes={3: [31]}, outs={3: [60]}, header=[15, 2, 1]))
    (rnd,) = game.rounds
    assert (rnd.kyoku, rnd.honba, rnd.sticks) == (15, 2, 1)
    assert rnd.moves == (Draw(3, T("1s")), Discard(3, T("1s"), tsumogiri=True))
    assert (rnd.wins, rnd.draw) == ((), None)  # 16 entries: an unfinished hand


def test_pon_daiminkan_and_ankan_read_and_written_back() -> None:
    """Seat 0 discards 5p, seat 1 (holding three) daiminkans it from its left, draws the
    replacement and discards; seat 2 draws 1m, ankans its four, draws and discards."""
    entry = _round(
        takes={0: [25], 1: ["m25252525", 41], 2: [11, 42]},
        outs={0: [60], 1: [0, 60], 2: ["111111a11", 60]},
        result=["流局"],
    )
    (rnd,) = _read(entry).rounds
    minkan = Meld(MeldKind.MINKAN, (T("5p"),) * 4, T("5p"), 0)
    ankan = Meld(MeldKind.ANKAN, (T("1m"),) * 4)
    assert rnd.moves == (
        Draw(0, T("5p")), Discard(0, T("5p"), tsumogiri=True),
        Call(1, minkan), Draw(1, T("1z")), Discard(1, T("1z"), tsumogiri=True),
        Draw(2, T("1m")), Kan(2, ankan), Draw(2, T("2z")),
        Discard(2, T("2z"), tsumogiri=True),
    )
    assert rnd.draw == DrawEnd("流局", None)
    assert to_tenhou6(_read(entry))["log"] == [entry]


def test_a_daiminkans_zero_with_nothing_after_it_is_not_written() -> None:
    """The kan's replacement draw wins (rinshan): Tenhou writes no 0 for the kan."""
    entry = _round(takes={0: [25], 1: ["m25252525", 41]}, outs={0: [60], 1: [0]},
                   result=["和了", [-3900, 3900, 0, 0], [1, 1, 1, "40符2飜3900点∀",
                                                          "嶺上開花(1飜)", "役牌 白(1飜)"]])
    (rnd,) = _read(entry).rounds
    assert len(rnd.moves) == 4 and isinstance(rnd.moves[-1], Draw)
    written = to_tenhou6(_read(entry))["log"][0]
    assert written[9] == []  # seat 1's discards
    assert written[:9] == entry[:9] and written[10:] == entry[10:]


def test_a_pon_and_a_kakan() -> None:
    """Seat 2 pons 1m from seat 0 (across: marker after one tile), later adds the fourth."""
    hands = [[11, *HANDS[0][1:]], HANDS[1], [11, 11, 14, 21, 22, 23, 26, 27, 28, 29, 42, 43,
                                              44], HANDS[3]]
    entry = _round(
        takes={0: [25, 46], 1: [41], 2: ["11p1111", 11, 45], 3: [31]},
        outs={0: [11, 60], 1: [60], 2: [14, "11k111111", 60], 3: [60]},
        hands=hands,
    )
    (rnd,) = _read(entry).rounds
    pon = Meld(MeldKind.PON, (T("1m"),) * 3, T("1m"), 0)
    kakan = Meld(MeldKind.KAKAN, (T("1m"),) * 4, T("1m"), 0)
    assert [type(m).__name__ for m in rnd.moves] == [
        "Draw", "Discard", "Call", "Discard", "Draw", "Discard", "Draw", "Discard",
        "Draw", "Discard", "Draw", "Kan", "Draw", "Discard"]
    assert rnd.moves[2] == Call(2, pon)
    assert rnd.moves[11] == Kan(2, kakan, T("1m"))
    assert to_tenhou6(_read(entry))["log"] == [entry]


# --- results -----------------------------------------------------------------------


def test_a_ron_with_fu_han_and_its_yaku() -> None:
    result = ["和了", [-1300, 1300, 0, 0], [1, 0, 1, "30符2飜1300点", "立直(1飜)", "ドラ(1飜)"]]
    (win,) = _read(_round(result=result)).rounds[0].wins
    assert win == Win(1, 0, (-1300, 1300, 0, 0),
                      (YakuLine("立直", 1), YakuLine("ドラ", 1)), 30, "", "1300点", None)
    assert not win.tsumo


def test_a_limit_hand_and_a_yakuman_with_pao() -> None:
    result = ["和了", [0, -16000, 24000, -8000],
              [2, 2, 1, "役満8000-16000点", "大三元(役満)", "字一色(役満)"],
              [0, 0, 0, 0], [3, 0, 3, "満貫8000点", "清一色(6飜)"]]
    wins = _read(_round(result=result)).rounds[0].wins
    assert wins == (
        Win(2, 2, (0, -16000, 24000, -8000),
            (YakuLine("大三元", 13, yakuman=True), YakuLine("字一色", 13, yakuman=True)),
            0, "役満", "8000-16000点", 1),
        Win(3, 0, (0, 0, 0, 0), (YakuLine("清一色", 6),), 0, "満貫", "8000点", None),
    )


def test_a_win_without_a_score_line() -> None:
    result = ["和了", [-1000, 1000, 0, 0], [1, 0, 1, "立直(1飜)", "一発(1飜)"]]
    game = _read(_round(result=result))
    (win,) = game.rounds[0].wins
    assert (win.fu, win.limit, win.points) == (0, "", "")
    assert win.yaku == (YakuLine("立直", 1), YakuLine("一発", 1))
    assert to_tenhou6(game)["log"][0][16] == result


def test_a_win_with_no_line_at_all() -> None:
    (win,) = _read(_round(result=["和了", [0, 0, 0, 0], [1, 0, 1]])).rounds[0].wins
    assert (win.yaku, win.fu, win.limit, win.points) == ((), 0, "", "")


def test_a_score_line_alone_is_read_as_the_score() -> None:
    result = ["和了", [-2000, 2000, 0, 0], [1, 0, 1, "40符1飜2000点"]]
    (win,) = _read(_round(result=result)).rounds[0].wins
    assert (win.yaku, win.fu, win.points) == ((), 40, "2000点")


def test_a_draw_is_written_with_and_without_changes() -> None:
    for result in (["九種九牌"], ["流局", [1500, -1500, 1500, -1500]]):
        game = _read(_round(result=result))
        assert to_tenhou6(game)["log"][0][16] == result


# --- writing -----------------------------------------------------------------------


def test_dumps_is_compact_and_keeps_japanese() -> None:
    game = _read(_round(result=["流局"]), name=["東", "b", "c", "d"], ref="r1")
    text = dumps_tenhou6(game)
    assert text.startswith('{"title":["",""],"name":["東","b","c","d"],"rule":{},"log":[[[0,0,0],')
    assert text.endswith('["流局"]]],"ref":"r1"}')
    assert json.loads(text) == to_tenhou6(game)


def test_the_writer_sorts_the_dealt_hands() -> None:
    hands = [list(reversed(HANDS[0])), *HANDS[1:]]
    rnd = _read(_round(hands=hands)).rounds[0]
    assert rnd.hands[0][0] == T("4p")  # read as written
    game = GameRecord((rnd,), _read(_round()).ruleset)
    assert to_tenhou6(game)["log"][0][4] == HANDS[0]


def test_a_round_with_red_fives_in_the_hand_is_written_in_tenhous_order() -> None:
    rnd = RoundRecord(0, 0, 0, (25000,) * 4, (), (), tuple(
        tuple(T(t) for t in ("5m", "5m", "0m", "5m", "6m", "7m", "8m", "9m", "1p", "2p", "3p",
                             "4p", "1m")) if s == 0 else
        tuple(T("1z") for _ in range(13)) for s in range(4)), ())
    game = GameRecord((rnd,), _read(_round()).ruleset)
    assert to_tenhou6(game)["log"][0][4] == [11, 15, 15, 15, 51, 16, 17, 18, 19, 21, 22, 23, 24]


@pytest.mark.parametrize(
    ("text", "seat", "from_seat", "called"),
    [
        # pon: called red in its place, else an own red last (second last from the right)
        ("p522525", 1, 0, "0p"),
        ("p252552", 1, 0, "5p"),
        ("25p5225", 0, 2, "0p"),
        ("25p2552", 0, 2, "5p"),
        ("2525p52", 2, 3, "0p"),
        ("2552p25", 2, 3, "5p"),
        # daiminkan
        ("m53353535", 3, 2, "0s"),
        ("m35353553", 3, 2, "5s"),
        ("35m353553", 0, 2, "5s"),
        ("35m533535", 0, 2, "0s"),
        ("353535m53", 1, 2, "0s"),
        ("353553m35", 1, 2, "5s"),
        # chi: the called tile first, then the two own in order
        ("c533436", 1, 0, "0s"),
        ("c345336", 1, 0, "4s"),
        ("c363453", 2, 1, "6s"),
    ],
)
def test_call_strings_with_red_fives(text: str, seat: int, from_seat: int, called: str) -> None:
    meld, added = parse_meld(text, seat)
    assert (meld.from_seat, meld.called, added) == (from_seat, T(called), None)
    assert meld_text(meld, seat) == text


@pytest.mark.parametrize(
    ("text", "seat", "from_seat", "called", "added"),
    [
        ("k51151515", 3, 2, "5m", "0m"),
        ("k15511515", 3, 2, "0m", "5m"),
        ("k15151551", 3, 2, "5m", "5m"),
        ("15k511515", 0, 2, "5m", "0m"),
        ("15k155115", 0, 2, "0m", "5m"),
        ("1515k5115", 1, 2, "5m", "0m"),
        ("1515k1551", 1, 2, "0m", "5m"),
    ],
)
def test_kakan_strings(text: str, seat: int, from_seat: int, called: str, added: str) -> None:
    meld, added_tile = parse_meld(text, seat)
    assert meld.kind is MeldKind.KAKAN
    assert (meld.from_seat, meld.called, added_tile) == (from_seat, T(called), T(added))
    assert sorted(meld.tiles) == sorted([T("5m"), T("5m"), T("5m"), T("0m")])
    assert meld_text(meld, seat, added_tile) == text


@pytest.mark.parametrize(("text", "tiles"), [("151515a51", "0555m"), ("252525a25", "5555p")])
def test_ankan_strings(text: str, tiles: str) -> None:
    meld, added = parse_meld(text, 2)
    assert (meld.kind, meld.called, meld.from_seat, added) == (MeldKind.ANKAN, None, None, None)
    assert sorted(meld.tiles) == sorted(T(t + tiles[-1]) for t in tiles[:-1])
    assert meld_text(meld, 2) == text


def test_a_meld_of_unknown_feeder_is_written_as_from_the_left() -> None:
    pon = Meld(MeldKind.PON, (T("5p"), T("5p"), T("0p")), T("5p"))
    assert meld_text(pon, 1) == "p252552"
    assert meld_text(Meld(MeldKind.MINKAN, (T("7z"),) * 4, T("7z")), 0) == "m47474747"
