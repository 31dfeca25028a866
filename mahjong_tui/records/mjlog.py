"""Read Tenhou's mjlog XML (``<mjloggm>``) into the neutral record.

The XML is already in table order: ``INIT`` deals a hand, ``T/U/V/W<id>``
are draws of seats 0..3, ``D/E/F/G<id>`` their discards, ``N`` a call or kan
(the ``m`` bit field below), ``REACH`` step 1 marks the next discard as the
riichi one, ``DORA`` turns an indicator, ``AGARI`` / ``RYUUKYOKU`` end the
hand. Scores are in hundreds. The ``GO type`` bit field names the lobby.
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final, cast
from urllib.parse import unquote

from mahjong_tui.records import codes
from mahjong_tui.records.errors import RecordError
from mahjong_tui.records.guard import check_record, read_source
from mahjong_tui.records.lobby import TENHOU_REF, rule_from_go_type, ruleset_from_rule
from mahjong_tui.records.model import (
    Call,
    Discard,
    Draw,
    DrawEnd,
    GameRecord,
    Kan,
    Move,
    RoundRecord,
    Win,
    YakuLine,
)
from mahjong_tui.records.points import points_text
from rules.hand import Meld, MeldKind
from rules.tiles import Tile, TileError, sorted_tiles

SEATS = 4
MAX_ELEMENTS: Final = 100_000
"""Elements in one mjlog: a game has a few thousand (one a draw, a discard or a call)."""
_CHUNK: Final = 64 * 1024
"""Characters given to the XML parser at a time."""
_TILE_TAG = re.compile(r"([TUVWDEFG])(\d+)")
_DRAW_LETTERS: Final = "TUVW"
_DRAW_REASONS: Final = {
    "yao9": codes.KYUUSHU, "reach4": codes.SUUCHA_RIICHI, "ron3": codes.SANCHAHOU,
    "kan4": codes.SUUKAIKAN, "kaze4": codes.SUUFON_RENDA, "nm": codes.NAGASHI,
}


def read_mjlog(path: str | Path) -> GameRecord:
    return parse_mjlog(read_source(path), str(path), Path(path).stem)


def parse_mjlog(text: str, source: str = "<xml>", name: str = "") -> GameRecord:
    """``name`` is the log's file name without suffix: Tenhou names a log by its ``ref``
    (date and id), which dates the game's final rounding (see ``tenhou_final_rounding``)."""
    reader = _Reader()
    for index, element in enumerate(_children(text, source)):
        try:
            reader.feed(element)
        except RecordError as exc:
            where = f"round {len(reader.rounds) + 1}, element {index + 1} <{element.tag}>"
            raise exc.located(source, where) from None
        except (KeyError, ValueError, IndexError, TileError) as exc:
            where = f"element {index + 1} <{element.tag}>"
            raise RecordError(f"malformed element: {exc}", source, where) from None
    try:
        reader.close_round()
    except RecordError as exc:
        raise exc.located(source, f"round {len(reader.rounds) + 1}") from None
    ref = name if TENHOU_REF.fullmatch(name) else ""
    extra: dict[str, Any] = {"ref": ref} if ref else {}
    if reader.final is not None:
        extra["sc"] = reader.final
    ruleset = ruleset_from_rule(reader.rule, ref)
    return check_record(
        GameRecord(tuple(reader.rounds), ruleset, reader.names, ("", ""), reader.rule, extra),
        source)


def _children(text: str, source: str) -> Iterator[ET.Element]:
    """The root's children of the mjlog ``text``, each once it is complete, then dropped
    from the tree: memory stays bounded whatever the file holds, and a file of more than
    :data:`MAX_ELEMENTS` elements (a 20 MB file of empty ones took 1.16 GB) is refused
    while it is read. Raises RecordError."""
    parser: ET.XMLPullParser[ET.Element] = ET.XMLPullParser(events=("start", "end"))
    depth = seen = 0
    root: ET.Element | None = None
    try:
        for start in range(0, len(text), _CHUNK):
            parser.feed(text[start:start + _CHUNK])
            events = cast("Iterator[tuple[str, ET.Element]]", parser.read_events())
            for event, element in events:
                if event == "start":
                    seen += 1
                    if seen > MAX_ELEMENTS:
                        raise RecordError(f"more than {MAX_ELEMENTS} elements, more than any "
                                          "game", source, code="too_many_elements",
                                          most=MAX_ELEMENTS)
                    depth += 1
                    if depth == 1:
                        if element.tag != "mjloggm":
                            raise RecordError(f"not an mjlog (root element <{element.tag}>)",
                                              source, code="not_a_log")
                        root = element
                    continue
                depth -= 1
                if depth == 1 and root is not None:
                    yield element
                    root.remove(element)
        parser.close()
    except ET.ParseError as exc:
        line, column = exc.position
        message = str(exc).split(":")[0]
        where = f"line {line} column {column + 1}"
        raise RecordError(f"invalid XML: {message}", source, where, code="invalid_xml",
                          line=line, column=column + 1) from None


def decode_meld(m: int, seat: int, red: bool) -> tuple[Meld, Tile | None]:
    """Tenhou's 16-bit meld code: the meld, and the added tile of a kakan."""
    feeder = (seat + (m & 3)) % SEATS
    if m & 0x4:  # chi: base run, called index, and a copy number per tile
        t = (m & 0xFC00) >> 10
        called_index, t = t % 3, t // 3
        start = t // 7 * 9 + t % 7
        ids = [(start + i) * 4 + ((m >> (3 + 2 * i)) & 3) for i in range(3)]
        tiles = [codes.from_mjlog(i, red) for i in ids]
        return Meld(MeldKind.CHI, tuple(sorted_tiles(tiles)), tiles[called_index], feeder), None
    if m & 0x18:  # pon (0x08) or kakan (0x10): the unused / added copy and the called index
        t = (m & 0xFE00) >> 9
        called_index, base = t % 3, t // 3 * 4
        unused = (m & 0x60) >> 5
        ids = [base + i for i in range(4) if i != unused]
        tiles = [codes.from_mjlog(i, red) for i in ids]
        called = tiles[called_index]
        if m & 0x08:
            return Meld(MeldKind.PON, tuple(sorted_tiles(tiles)), called, feeder), None
        added = codes.from_mjlog(base + unused, red)
        four = tuple(sorted_tiles([*tiles, added]))
        return Meld(MeldKind.KAKAN, four, called, feeder), added
    if m & 0x20:
        raise RecordError("nukidora (three-player) is not supported", code="three_player")
    tile_id = (m & 0xFF00) >> 8
    base = tile_id // 4 * 4
    kan = tuple(sorted_tiles(codes.from_mjlog(base + i, red) for i in range(4)))
    if feeder == seat:
        return Meld(MeldKind.ANKAN, kan), None
    return Meld(MeldKind.MINKAN, kan, codes.from_mjlog(tile_id, red), feeder), None


def _final_scores(owari: str) -> list[float]:
    """``owari="538,63.8,161,-23.9,..."`` (points in hundreds) as tenhou.net/6's ``sc``
    (``[53800, 63.8, 16100, -23.9, ...]``, whole results as integers)."""
    values = [float(x) for x in owari.split(",")]
    if not all(math.isfinite(v) for v in values):  # "inf" and "nan" parse as floats
        raise ValueError(f"owari holds a number that is not finite: {owari[:60]!r}")
    return [
        round(v * 100) if i % 2 == 0 else (int(v) if v.is_integer() else v)
        for i, v in enumerate(values)
    ]


def _ints(text: str) -> list[int]:
    return [int(x) for x in text.split(",")] if text else []


@dataclass(slots=True)
class _Hand:
    kyoku: int
    honba: int
    sticks: int
    scores: tuple[int, ...]
    hands: tuple[tuple[Tile, ...], ...]
    dora: list[Tile]
    moves: list[Move] = field(default_factory=list)
    last_draw: list[int | None] = field(default_factory=lambda: [None] * SEATS)
    riichi: list[bool] = field(default_factory=lambda: [False] * SEATS)
    wins: list[Win] = field(default_factory=list)
    ura: tuple[Tile, ...] = ()
    draw: DrawEnd | None = None


class _Reader:
    def __init__(self) -> None:
        self.rounds: list[RoundRecord] = []
        self.rule = rule_from_go_type(0x09)
        self.red = True
        self.names: tuple[str, ...] = ("", "", "", "")
        self.hand: _Hand | None = None
        self.final: list[float] | None = None
        """tenhou.net/6's ``sc`` from the game's ``owari``: points, result, ... per seat."""

    def tile(self, tile_id: int) -> Tile:
        return codes.from_mjlog(tile_id, self.red)

    def current(self) -> _Hand:
        if self.hand is None:
            raise RecordError("a move before the first INIT")
        return self.hand

    def feed(self, el: ET.Element) -> None:
        tag = el.tag
        if match := _TILE_TAG.fullmatch(tag):
            self.tile_move(match.group(1), int(match.group(2)))
        elif tag == "GO":
            go_type = int(el.attrib["type"])
            self.rule = rule_from_go_type(go_type)
            self.red = bool(self.rule["aka51"])
        elif tag == "UN" and "dan" in el.attrib:  # the opening UN (later ones are reconnects)
            self.names = tuple(unquote(el.attrib.get(f"n{s}", "")) for s in range(SEATS))
        elif tag == "INIT":
            self.close_round()
            self.init(el)
        elif tag == "N":
            self.call(int(el.attrib["who"]), int(el.attrib["m"]))
        elif tag == "REACH" and el.attrib.get("step") == "1":
            self.current().riichi[int(el.attrib["who"])] = True
        elif tag == "DORA":
            self.current().dora.append(self.tile(int(el.attrib["hai"])))
        elif tag == "AGARI":
            self.agari(el)
        elif tag == "RYUUKYOKU":
            self.ryuukyoku(el)
        if "owari" in el.attrib:
            self.final = _final_scores(el.attrib["owari"])

    def init(self, el: ET.Element) -> None:
        seed = _ints(el.attrib["seed"])
        hands = tuple(
            tuple(self.tile(i) for i in _ints(el.attrib[f"hai{s}"])) for s in range(SEATS)
        )
        if any(len(h) != 13 for h in hands):
            raise RecordError("a dealt hand does not have 13 tiles")
        scores = tuple(100 * x for x in _ints(el.attrib["ten"]))
        self.hand = _Hand(seed[0], seed[1], seed[2], scores, hands, [self.tile(seed[5])])

    def tile_move(self, letter: str, tile_id: int) -> None:
        hand = self.current()
        tile = self.tile(tile_id)
        if letter in _DRAW_LETTERS:
            seat = _DRAW_LETTERS.index(letter)
            hand.moves.append(Draw(seat, tile))
            hand.last_draw[seat] = tile_id
            return
        seat = "DEFG".index(letter)
        tsumogiri = hand.last_draw[seat] == tile_id
        hand.moves.append(Discard(seat, tile, tsumogiri, hand.riichi[seat]))
        hand.riichi[seat] = False
        hand.last_draw[seat] = None

    def call(self, seat: int, m: int) -> None:
        hand = self.current()
        meld, added = decode_meld(m, seat, self.red)
        hand.last_draw[seat] = None
        if meld.kind in (MeldKind.ANKAN, MeldKind.KAKAN):
            hand.moves.append(Kan(seat, meld, added))
        else:
            hand.moves.append(Call(seat, meld))

    def agari(self, el: ET.Element) -> None:
        hand = self.current()
        a = el.attrib
        seat, from_seat = int(a["who"]), int(a["fromWho"])
        fu, _, limit_number = _ints(a["ten"])
        sc = _ints(a["sc"])
        deltas = tuple(100 * d for d in sc[1::2])
        pairs = _ints(a.get("yaku", ""))
        yaku = tuple(
            YakuLine(codes.MJLOG_YAKU[pairs[i]], pairs[i + 1])
            for i in range(0, len(pairs), 2)
            if pairs[i + 1] or codes.MJLOG_YAKU[pairs[i]] not in codes.DORA_NAMES
        )
        yakuman = tuple(
            YakuLine(codes.MJLOG_YAKU[i], 13, yakuman=True) for i in _ints(a.get("yakuman", ""))
        )
        limit = codes.MJLOG_LIMITS[limit_number]
        han = sum(y.han for y in yaku)
        dealer = seat == hand.kyoku % SEATS
        text = points_text(han, fu, limit, len(yakuman), dealer, seat == from_seat)
        pao = int(a["paoWho"]) if "paoWho" in a else None
        hand.wins.append(Win(seat, from_seat, deltas, yaku + yakuman, fu, limit, text, pao))
        if "doraHaiUra" in a:
            hand.ura = tuple(self.tile(i) for i in _ints(a["doraHaiUra"]))

    def ryuukyoku(self, el: ET.Element) -> None:
        hand = self.current()
        a = el.attrib
        deltas = tuple(100 * d for d in _ints(a["sc"])[1::2])
        reason = _DRAW_REASONS.get(a.get("type", ""), codes.EXHAUSTIVE)
        if reason == codes.EXHAUSTIVE:
            shown = sum(f"hai{s}" in a for s in range(SEATS))
            reason = {0: codes.ALL_NOTEN, SEATS: codes.ALL_TENPAI}.get(shown, reason)
        hand.draw = DrawEnd(reason, deltas if any(deltas) else None)

    def close_round(self) -> None:
        hand = self.hand
        if hand is None:
            return
        if not hand.wins and hand.draw is None:
            raise RecordError("the hand has no end (AGARI or RYUUKYOKU): truncated log?")
        self.rounds.append(
            RoundRecord(
                hand.kyoku, hand.honba, hand.sticks, hand.scores, tuple(hand.dora), hand.ura,
                hand.hands, tuple(hand.moves), tuple(hand.wins), hand.draw,
            )
        )
        self.hand = None
