"""Pins records/mjlog.py beyond the comparison of real logs with Tenhou's JSON (the gaps a
mutation audit found): each element read from a crafted mjlog (draws, tsumogiri, riichi
step 1 only, calls, extra dora, the opening ``UN`` only, ``owari``), each refusal with its
words, code and place (``round R, element E <TAG>``), the element cap (100000 read, one more
refused) with memory kept bounded, the meld bit fields of ``N`` case by case (chi, pon, added
kan, open and closed kan, red fives on and off, nukidora), the win and draw lines (yaku
without zero dora, yakuman, payment texts, pao, ura, the draw's names) and the log's name."""

from __future__ import annotations

import tracemalloc

import pytest

from mahjong_tui.records import mjlog
from mahjong_tui.records.errors import RecordError
from mahjong_tui.records.mjlog import decode_meld, parse_mjlog
from mahjong_tui.records.model import Call, Discard, Draw, DrawEnd, GameRecord, Kan, Win, YakuLine
from rules.hand import Meld, MeldKind
from rules.tiles import Tile, parse, parse_tile

T = parse_tile
GO = '<GO type="169" lobby="0"/>'
UN = '<UN n0="%41" n1="%E6%9D%B1" n2="c" n3="" dan="16,16,16,18"/>'
HANDS = [list(range(13 * s, 13 * s + 13)) for s in range(4)]
"""Dealt tile ids: seat 0 holds 1m-4m (ids 0..12), seat 1 the red 5m (id 16)."""
NOTEN = '<RYUUKYOKU ba="0,0" sc="250,0,250,0,250,0,250,0"/>'


def _init(seed: str = "0,0,0,0,0,100", ten: str = "250,250,250,250",
          hands: list[list[int]] | None = None) -> str:
    hai = " ".join(f'hai{s}="{",".join(map(str, h))}"' for s, h in enumerate(hands or HANDS))
    return f'<INIT seed="{seed}" ten="{ten}" oya="0" {hai}/>'


def _xml(*body: str, head: str = GO + UN) -> str:
    return f'<mjloggm ver="2.3">{head}{"".join(body)}</mjloggm>'


def _read(*body: str, head: str = GO + UN, name: str = "") -> GameRecord:
    return parse_mjlog(_xml(*body, head=head), "t.xml", name)


def _refused(text: str) -> RecordError:
    with pytest.raises(RecordError) as info:
        parse_mjlog(text, "t.xml")
    return info.value


def _tiles(text: str) -> tuple[Tile, ...]:
    return tuple(parse(text))


# --- moves -------------------------------------------------------------------------


def test_draws_discards_and_tsumogiri() -> None:
    game = _read(_init(), "<T53/><D53/><U54/><E13/><V55/><F55/><W60/><G39/>", NOTEN)
    (rnd,) = game.rounds
    assert rnd.moves == (
        Draw(0, T("5p")), Discard(0, T("5p"), tsumogiri=True),
        Draw(1, T("5p")), Discard(1, T("4m")),
        Draw(2, T("5p")), Discard(2, T("5p"), tsumogiri=True),
        Draw(3, T("7p")), Discard(3, T("1p")),
    )
    assert (rnd.kyoku, rnd.honba, rnd.sticks, rnd.scores) == (0, 0, 0, (25000,) * 4)
    assert rnd.dora == (T("8s"),)  # seed's sixth number: tile id 100
    assert rnd.hands[0] == _tiles("1111222233334m")
    assert rnd.hands[1][3] == T("0m")  # id 16 is the red 5m in a red lobby
    assert rnd.draw == DrawEnd("全員不聴", None)


def test_the_round_header() -> None:
    (rnd,) = _read(_init(seed="5,2,1,3,4,101", ten="240,-10,300,470"), NOTEN).rounds
    assert (rnd.kyoku, rnd.honba, rnd.sticks) == (5, 2, 1)
    assert rnd.scores == (24000, -1000, 30000, 47000)
    assert rnd.dora == (T("8s"),)


def test_a_discard_of_the_drawn_id_after_another_discard_is_not_tsumogiri() -> None:
    """Only the tile just drawn is a tsumogiri: the draw is forgotten once discarded."""
    (rnd,) = _read(_init(), "<T53/><D0/><D53/>", NOTEN).rounds
    assert rnd.moves[1:] == (Discard(0, T("1m")), Discard(0, T("5p")))


def test_a_discard_after_a_call_is_not_tsumogiri() -> None:
    """The seat draws id 53, calls, then discards id 53: from the hand, not the draw
    (a crafted order, but read as written)."""
    pon = ((0 * 3 + 0) << 9) | (3 << 5) | 0x08 | 3  # pon of 1m (ids 0, 1, 2)
    (rnd,) = _read(_init(), f'<T53/><N who="0" m="{pon}"/><D53/>', NOTEN).rounds
    assert rnd.moves[2] == Discard(0, T("5p"))


def test_riichi_marks_only_the_next_discard_of_that_seat() -> None:
    body = ('<T53/><REACH who="0" step="1"/><D53/><REACH who="0" ten="240,250,250,250" '
            'step="2"/><U54/><D0/><E13/><T55/><D55/>')
    (rnd,) = _read(_init(), body, NOTEN).rounds
    discards = [m for m in rnd.moves if isinstance(m, Discard)]
    assert [(d.seat, d.riichi) for d in discards] == [(0, True), (0, False), (1, False),
                                                      (0, False)]


def test_a_riichi_step_2_alone_marks_nothing() -> None:
    (rnd,) = _read(_init(), '<T53/><REACH who="0" step="2"/><D53/>', NOTEN).rounds
    assert rnd.moves[1] == Discard(0, T("5p"), tsumogiri=True)


def test_calls_and_kans_become_their_moves() -> None:
    pon = ((13 * 3 + 1) << 9) | (0 << 5) | 0x08 | 3  # seat 1 pons 5p (ids 53, 54, 55)
    ankan = 0 << 8  # seat 0: 1m ids 0..3
    body = (f'<T53/><D53/><N who="1" m="{pon}"/><E13/>'
            f'<V56/><F56/><W57/><G57/><T58/><N who="0" m="{ankan}"/><DORA hai="120"/>'
            '<T59/><D59/>')
    (rnd,) = _read(_init(), body, NOTEN).rounds
    assert rnd.moves[2] == Call(1, Meld(MeldKind.PON, (T("5p"),) * 3, T("5p"), 0))
    assert rnd.moves[9] == Kan(0, Meld(MeldKind.ANKAN, (T("1m"),) * 4))
    assert rnd.moves[10:] == (Draw(0, T("6p")), Discard(0, T("6p"), tsumogiri=True))
    assert rnd.dora == (T("8s"), T("4z"))


def test_names_come_from_the_opening_un_only() -> None:
    reconnect = '<UN n0="%42"/>'
    game = _read(_init(), "<T53/>", reconnect, "<D53/>", NOTEN)
    assert game.names == ("A", "東", "c", "")
    assert _read(_init(), NOTEN, head=GO).names == ("", "", "", "")


def test_the_lobby_and_its_red_fives() -> None:
    red = _read(_init(), NOTEN)
    assert red.rule == {"disp": "鳳南喰赤", "aka53": 1, "aka52": 1, "aka51": 1}
    plain = _read(_init(), "<T52/><D52/>", NOTEN, head='<GO type="11"/>')
    assert plain.rule == {"disp": "般南喰", "aka53": 0, "aka52": 0, "aka51": 0}
    assert plain.ruleset.red_fives == (0, 0, 0)
    (rnd,) = plain.rounds
    assert rnd.hands[1][3] == T("5m")
    assert rnd.moves == (Draw(0, T("5p")), Discard(0, T("5p"), tsumogiri=True))
    no_go = _read(_init(), "<T52/><D52/>", NOTEN, head="")
    assert no_go.rule == {"disp": "般南喰赤", "aka53": 1, "aka52": 1, "aka51": 1}
    assert no_go.rounds[0].moves[0] == Draw(0, T("0p"))


def test_a_nested_element_is_read_with_its_parent() -> None:
    game = _read(f'<TAIKYOKU oya="0"><x/></TAIKYOKU>{_init()}', "<T53/><D53/>", NOTEN)
    assert len(game.rounds[0].moves) == 2


def test_two_hands_and_the_final_scores() -> None:
    owari = 'owari="538,63.8,161,-23.9,210,-6.0,91,-34.0"'
    end = f'<RYUUKYOKU ba="0,0" sc="250,0,250,0,250,0,250,0" {owari}/>'
    game = _read(_init(), NOTEN, _init(seed="1,1,0,0,0,101"), "<U53/><E53/>", end)
    assert [(r.kyoku, r.honba) for r in game.rounds] == [(0, 0), (1, 1)]
    assert game.rounds[1].moves == (Draw(1, T("5p")), Discard(1, T("5p"), tsumogiri=True))
    assert game.extra == {"sc": [53800, 63.8, 16100, -23.9, 21000, -6, 9100, -34]}
    assert isinstance(game.extra["sc"][5], int)
    assert game.title == ("", "")


def test_the_logs_name_is_its_ref_and_dates_the_rounding() -> None:
    name = "2019021004gm-00a9-0000-e2f6516d"
    game = _read(_init(), NOTEN, name=name)
    assert game.extra == {"ref": name}
    assert game.ruleset.final_rounding == "nearest_1000_half_up"
    other = _read(_init(), NOTEN, name="game1")
    assert other.extra == {}
    assert other.ruleset.final_rounding == "none"
    unnamed = parse_mjlog(_xml(_init(), NOTEN))  # no name given: no ref
    assert unnamed.extra == {}
    with pytest.raises(RecordError, match=r"^<xml>: the log holds no hand$"):
        parse_mjlog("<mjloggm/>")  # no file named: the source is "<xml>"


# --- ends of a hand ----------------------------------------------------------------


def _agari(**attrs: str) -> str:
    fields = {"ba": "0,0", "hai": "0", "machi": "0", "ten": "30,1000,0", "yaku": "1,1",
              "doraHai": "100", "who": "1", "fromWho": "0",
              "sc": "250,-10,250,10,250,0,250,0"} | attrs
    return "<AGARI " + " ".join(f'{k}="{v}"' for k, v in fields.items()) + "/>"


@pytest.mark.parametrize(
    ("attrs", "win"),
    [
        ({}, Win(1, 0, (-1000, 1000, 0, 0), (YakuLine("立直", 1),), 30, "", "1000点")),
        ({"yaku": "1,1,52,0,53,1,54,1", "ten": "40,5200,0", "sc": "250,-52,250,52,250,0,250,0"},
         Win(1, 0, (-5200, 5200, 0, 0),
             (YakuLine("立直", 1), YakuLine("裏ドラ", 1), YakuLine("赤ドラ", 1)), 40, "",
             "5200点")),
        ({"yaku": "7,0,0,1", "ten": "20,400,0", "who": "2", "fromWho": "2"},
         Win(2, 2, (-1000, 1000, 0, 0), (YakuLine("平和", 0), YakuLine("門前清自摸和", 1)),
             20, "", "200-400点")),
        ({"who": "0", "fromWho": "3", "ten": "30,1500,0"},
         Win(0, 3, (-1000, 1000, 0, 0), (YakuLine("立直", 1),), 30, "", "1500点")),
        ({"who": "0", "fromWho": "0", "ten": "30,1500,0"},
         Win(0, 0, (-1000, 1000, 0, 0), (YakuLine("立直", 1),), 30, "", "500点∀")),
        ({"yaku": "35,6", "ten": "40,12000,1"},
         Win(1, 0, (-1000, 1000, 0, 0), (YakuLine("清一色", 6),), 40, "満貫", "8000点")),
        ({"yaku": "", "yakuman": "39,42", "ten": "50,64000,5", "paoWho": "3"},
         Win(1, 0, (-1000, 1000, 0, 0),
             (YakuLine("大三元", 13, yakuman=True), YakuLine("字一色", 13, yakuman=True)), 50,
             "役満", "64000点", 3)),
    ],
)
def test_a_win_line(attrs: dict[str, str], win: Win) -> None:
    (rnd,) = _read(_init(), _agari(**attrs)).rounds
    assert rnd.wins == (win,)
    assert rnd.ura == ()


def test_ura_indicators_and_a_double_ron() -> None:
    body = _agari(doraHaiUra="104,108") + _agari(who="2", ten="30,2000,0", yaku="8,1,52,1")
    (rnd,) = _read(_init(), body).rounds
    assert rnd.ura == (T("9s"), T("1z"))
    assert [(w.seat, w.points) for w in rnd.wins] == [(1, "1000点"), (2, "2000点")]


@pytest.mark.parametrize(
    ("attrs", "draw"),
    [
        ('sc="250,0,250,0,250,0,250,0"', DrawEnd("全員不聴")),
        ('sc="250,-15,250,15,250,-15,250,15" hai1="0" hai3="1"',
         DrawEnd("流局", (-1500, 1500, -1500, 1500))),
        ('sc="250,0,250,0,250,0,250,0" hai0="1" hai1="0" hai2="2" hai3="3"',
         DrawEnd("全員聴牌")),
        ('sc="250,-30,250,10,250,10,250,10" hai0="1"', DrawEnd("流局", (-3000, 1000, 1000, 1000))),
        ('type="yao9" sc="250,0,250,0,250,0,250,0" hai0="1"', DrawEnd("九種九牌")),
        ('type="reach4" sc="250,0,250,0,250,0,250,0"', DrawEnd("四家立直")),
        ('type="ron3" sc="250,0,250,0,250,0,250,0"', DrawEnd("三家和了")),
        ('type="kan4" sc="250,0,250,0,250,0,250,0"', DrawEnd("四槓散了")),
        ('type="kaze4" sc="250,0,250,0,250,0,250,0"', DrawEnd("四風連打")),
        ('type="nm" sc="250,-20,250,-20,250,-40,250,80"',
         DrawEnd("流し満貫", (-2000, -2000, -4000, 8000))),
        ('type="other" sc="250,0,250,0,250,0,250,0" hai0="1" hai1="2" hai2="3" hai3="4"',
         DrawEnd("全員聴牌")),
    ],
)
def test_a_draw_line(attrs: str, draw: DrawEnd) -> None:
    (rnd,) = _read(_init(), f'<RYUUKYOKU ba="0,0" {attrs}/>').rounds
    assert (rnd.draw, rnd.wins) == (draw, ())


# --- meld codes --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("m", "seat", "red", "meld", "added"),
    [
        # chi of 6-7-8p (run 12), the 8p called, copies 1, 2, 3: from the left
        (((12 * 3 + 2) << 10) | (3 << 7) | (2 << 5) | (1 << 3) | 0x4 | 3, 1, True,
         Meld(MeldKind.CHI, _tiles("678p"), T("8p"), 0), None),
        # chi of 3-4-5m with the red 5m (copy 0 of id 16), the 4m called
        (((2 * 3 + 1) << 10) | (1 << 5) | 0x4 | 3, 0, True,
         Meld(MeldKind.CHI, (T("3m"), T("4m"), T("0m")), T("4m"), 3), None),
        (((2 * 3 + 1) << 10) | (1 << 5) | 0x4 | 3, 0, False,
         Meld(MeldKind.CHI, _tiles("345m"), T("4m"), 3), None),
        # the red 5m only where its copy bits say copy 0
        (((2 * 3 + 2) << 10) | (1 << 7) | 0x4 | 3, 0, True,
         Meld(MeldKind.CHI, _tiles("345m"), T("5m"), 3), None),
        (((3 * 3 + 0) << 10) | (3 << 7) | (0 << 5) | (2 << 3) | 0x4 | 3, 2, True,
         Meld(MeldKind.CHI, (T("4m"), T("0m"), T("6m")), T("4m"), 1), None),
        (((4 * 3 + 1) << 10) | (3 << 7) | (3 << 5) | (0 << 3) | 0x4 | 3, 3, True,
         Meld(MeldKind.CHI, (T("0m"), T("6m"), T("7m")), T("6m"), 2), None),
        (((4 * 3 + 0) << 10) | (1 << 3) | 0x4 | 3, 1, True,
         Meld(MeldKind.CHI, _tiles("567m"), T("5m"), 0), None),
        # chi of 7-8-9s (run 20), the 7s called, copies 3, 0, 2
        (((20 * 3 + 0) << 10) | (2 << 7) | (0 << 5) | (3 << 3) | 0x4 | 3, 2, True,
         Meld(MeldKind.CHI, _tiles("789s"), T("7s"), 1), None),
        # pon of 5p without copy 0 (the red one), the second called, from across
        (((13 * 3 + 1) << 9) | (0 << 5) | 0x08 | 2, 3, True,
         Meld(MeldKind.PON, _tiles("555p"), T("5p"), 1), None),
        # pon of 5p without copy 3: the red 5p called (index 0), from the right
        (((13 * 3 + 0) << 9) | (3 << 5) | 0x08 | 1, 3, True,
         Meld(MeldKind.PON, (T("0p"), T("5p"), T("5p")), T("0p"), 0), None),
        (((13 * 3 + 2) << 9) | (3 << 5) | 0x08 | 1, 3, True,
         Meld(MeldKind.PON, (T("0p"), T("5p"), T("5p")), T("5p"), 0), None),
        # pon of 5s without copy 1: the red 5s called (index 0), from across
        (((22 * 3 + 0) << 9) | (1 << 5) | 0x08 | 2, 1, True,
         Meld(MeldKind.PON, (T("0s"), T("5s"), T("5s")), T("0s"), 3), None),
        # pon of 7z without copy 1, the third called, from the left
        (((33 * 3 + 2) << 9) | (1 << 5) | 0x08 | 3, 0, True,
         Meld(MeldKind.PON, _tiles("777z"), T("7z"), 3), None),
        # added kan of 5p: the red 5p added to a pon of ids 53..55
        (((13 * 3 + 2) << 9) | (0 << 5) | 0x10 | 3, 2, True,
         Meld(MeldKind.KAKAN, (T("0p"), T("5p"), T("5p"), T("5p")), T("5p"), 1), T("0p")),
        (((22 * 3 + 1) << 9) | (1 << 5) | 0x10 | 1, 0, True,
         Meld(MeldKind.KAKAN, (T("0s"), T("5s"), T("5s"), T("5s")), T("5s"), 1), T("5s")),
        (((13 * 3 + 0) << 9) | (2 << 5) | 0x10 | 2, 2, False,
         Meld(MeldKind.KAKAN, _tiles("5555p"), T("5p"), 0), T("5p")),
        # open kan of 5s (ids 88..91), the red one called, from the right
        ((88 << 8) | 1, 0, True,
         Meld(MeldKind.MINKAN, (T("0s"), T("5s"), T("5s"), T("5s")), T("0s"), 1), None),
        ((89 << 8) | 3, 2, True,
         Meld(MeldKind.MINKAN, (T("0s"), T("5s"), T("5s"), T("5s")), T("5s"), 1), None),
        ((91 << 8) | 2, 1, True,
         Meld(MeldKind.MINKAN, (T("0s"), T("5s"), T("5s"), T("5s")), T("5s"), 3), None),
        # closed kan: the id's kind, all four copies
        (90 << 8, 3, True, Meld(MeldKind.ANKAN, (T("0s"), T("5s"), T("5s"), T("5s"))), None),
        (135 << 8, 3, True, Meld(MeldKind.ANKAN, _tiles("7777z")), None),
    ],
)
def test_decode_meld(m: int, seat: int, red: bool, meld: Meld, added: Tile | None) -> None:
    assert decode_meld(m, seat, red) == (meld, added)


def test_nukidora_is_three_player() -> None:
    with pytest.raises(RecordError) as info:
        decode_meld(0x20 | (120 << 8), 0, True)
    assert (info.value.message, info.value.code) == (
        "nukidora (three-player) is not supported", "three_player")
    error = _refused(_xml(_init(), '<T53/><N who="0" m="30752"/>', NOTEN))
    assert (error.where, error.code) == ("round 1, element 5 <N>", "three_player")


# --- refusals ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "text"),
    [
        (("<T53/>",), "t.xml: round 1, element 3 <T53>: a move before the first INIT"),
        (('<REACH who="0" step="1"/>',),
         "t.xml: round 1, element 3 <REACH>: a move before the first INIT"),
        (('<DORA hai="1"/>',), "t.xml: round 1, element 3 <DORA>: a move before the first INIT"),
        ((_init(hands=[HANDS[0][:12], *HANDS[1:]]),),
         "t.xml: round 1, element 3 <INIT>: a dealt hand does not have 13 tiles"),
        ((_init(), NOTEN, _init(hands=[*HANDS[:3], [*HANDS[3], 60]])),
         "t.xml: round 2, element 5 <INIT>: a dealt hand does not have 13 tiles"),
        ((_init(), "<T53/>", _init()),
         "t.xml: round 1, element 5 <INIT>: the hand has no end (AGARI or RYUUKYOKU): "
         "truncated log?"),
        ((_init(), "<T53/>"),
         "t.xml: round 1: the hand has no end (AGARI or RYUUKYOKU): truncated log?"),
        ((_init(), NOTEN, _init(), "<T53/>"),
         "t.xml: round 2: the hand has no end (AGARI or RYUUKYOKU): truncated log?"),
        (('<INIT ten="250,250,250,250"/>',), "t.xml: element 3 <INIT>: malformed element: 'seed'"),
        ((_init(), "<T136/>"), "t.xml: element 4 <T136>: malformed element: 136 is not a tile id"),
        ((_init(), '<N who="0"/>'), "t.xml: element 4 <N>: malformed element: 'm'"),
        ((_init(), '<N who="0" m="x"/>'),
         "t.xml: element 4 <N>: malformed element: invalid literal for int() with base 10: 'x'"),
        ((_init(), '<RYUUKYOKU ba="0,0" owari="1,inf"/>'),
         "t.xml: element 4 <RYUUKYOKU>: malformed element: 'sc'"),
        (('<X owari="1,nan"/>',), "t.xml: element 3 <X>: malformed element: owari holds a "
         "number that is not finite: '1,nan'"),
        (('<X owari="' + "1," * 40 + 'nan"/>',), "t.xml: element 3 <X>: malformed element: owari "
         "holds a number that is not finite: '" + "1," * 30 + "'"),
        (('<X owari="1,a"/>',),
         "t.xml: element 3 <X>: malformed element: could not convert string to float: 'a'"),
        ((_init(), _agari(ten="30,1000")),
         "t.xml: element 4 <AGARI>: malformed element: not enough values to unpack "
         "(expected 3, got 2)"),
        ((_init(), _agari(ten="30,1000,6")),
         "t.xml: element 4 <AGARI>: malformed element: tuple index out of range"),
    ],
)
def test_a_bad_element_is_refused_with_its_place(body: tuple[str, ...], text: str) -> None:
    error = _refused(_xml(*body))
    assert (str(error), error.code) == (text, "malformed")


def test_no_hand_and_not_an_mjlog() -> None:
    error = _refused("<mjloggm ver=\"2.3\"><GO type=\"169\"/></mjloggm>")
    assert (str(error), error.code) == ("t.xml: the log holds no hand", "no_hand")
    error = _refused("<mjlog><INIT/></mjlog>")
    assert (str(error), error.code) == ("t.xml: not an mjlog (root element <mjlog>)",
                                        "not_a_log")


_WHOLE = _xml(_init(), NOTEN)


@pytest.mark.parametrize(
    ("text", "reason", "line", "column"),
    [
        ("<mjloggm><T53", "unclosed token", 1, 10),
        ('<mjloggm>\n<GO type="169"/>\n<<', "not well-formed (invalid token)", 3, 2),
        ("<mjloggm><a></b></mjloggm>", "mismatched tag", 1, 15),
        # a log cut before its closing tag: found when the parser is closed
        (_WHOLE[: -len("</mjloggm>")], "no element found", 1, len(_WHOLE) - 9),
    ],
)
def test_invalid_xml(text: str, reason: str, line: int, column: int) -> None:
    """The parser's reason without its own place, and the place 1-based."""
    error = _refused(text)
    assert str(error) == f"t.xml: line {line} column {column}: invalid XML: {reason}"
    assert (error.code, error.fields) == ("invalid_xml", {"line": line, "column": column})


def test_the_element_cap_is_100000() -> None:
    assert mjlog.MAX_ELEMENTS == 100_000


def test_the_cap_counts_every_element_the_root_included(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(mjlog, "MAX_ELEMENTS", 10)
    assert _refused("<mjloggm>" + "<a/>" * 9 + "</mjloggm>").code == "no_hand"
    error = _refused("<mjloggm>" + "<a/>" * 10 + "</mjloggm>")
    assert (str(error), error.code, error.fields) == (
        "t.xml: more than 10 elements, more than any game", "too_many_elements", {"most": 10})


def test_each_element_is_dropped_once_read() -> None:
    """250 elements of 20000 characters each: kept, they would take 5 MB."""
    text = "<mjloggm>" + f'<a b="{"x" * 20_000}"/>' * 250 + "</mjloggm>"
    tracemalloc.start()
    try:
        error = _refused(text)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert error.code == "no_hand"
    assert peak < 2 * 1024 * 1024
