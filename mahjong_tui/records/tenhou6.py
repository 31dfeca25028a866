"""Read and write tenhou.net/6 JSON logs (the format of Tenhou's viewer, mjai-reviewer, Mortal).

A log is ``{"title", "name", "rule", "log": [round, ...], ...}``; a round is
``[[kyoku, honba, sticks], scores, dora, ura, hand0, take0, out0, ..., hand3,
take3, out3, result]``. Intake entries are drawn tiles or calls (``"c"`` chi,
``"p"`` pon, ``"m"`` daiminkan); outgoing entries are discards (60 =
tsumogiri, ``"r"`` riichi), kans (``"k"`` kakan, ``"a"`` ankan) and the 0 a
daiminkan leaves in the discard slot. The marker's position in a call tells
who fed it: first = the left seat (kamicha), after one tile = across,
last = the right seat; the tile right after the marker is the called one.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final

from mahjong_tui.records.codes import WIN_WORD, from_tenhou, hand_order, to_tenhou
from mahjong_tui.records.errors import RecordError
from mahjong_tui.records.guard import check_record, read_source
from mahjong_tui.records.lobby import ruleset_from_rule
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
from mahjong_tui.records.sequence import Intake, Out, table_order
from rules.hand import Meld, MeldKind
from rules.tiles import Tile, TileError, is_red, kind, sorted_tiles
from rules.untrusted import refuse_constant

SEATS = 4
TSUMOGIRI: Final = 60
_MELD = re.compile(r"((?:\d\d)*)([cpmka])((?:\d\d)+)")
_SCORE = re.compile(r"(?:(\d+)符(\d+)飜|(満貫|跳満|倍満|三倍満|役満))(\d+(?:-\d+)?点∀?)")
_YAKU = re.compile(r"(.+)\((?:(\d+)飜|(役満))\)")
_LEFT, _ACROSS, _RIGHT = 3, 2, 1
"""Seat offsets of the feeder: (from_seat - seat) % 4."""
_POSITIONS: Final = {
    MeldKind.CHI: {0: _LEFT},
    MeldKind.PON: {0: _LEFT, 1: _ACROSS, 2: _RIGHT},
    MeldKind.KAKAN: {0: _LEFT, 1: _ACROSS, 2: _RIGHT},
    MeldKind.MINKAN: {0: _LEFT, 1: _ACROSS, 3: _RIGHT},
}
"""Tiles before the marker -> who fed the call."""
_MARKERS: Final = {"c": MeldKind.CHI, "p": MeldKind.PON, "m": MeldKind.MINKAN,
                   "k": MeldKind.KAKAN, "a": MeldKind.ANKAN}


# --- reading ------------------------------------------------------------------


def read_tenhou6(path: str | Path) -> GameRecord:
    return parse_tenhou6(read_source(path), str(path))


def parse_tenhou6(text: str, source: str = "<json>") -> GameRecord:
    try:
        data = json.loads(text, parse_constant=refuse_constant)
    except json.JSONDecodeError as exc:
        raise RecordError(
            f"invalid JSON: {exc.msg}", source, f"line {exc.lineno} column {exc.colno}",
            code="invalid_json", line=exc.lineno, column=exc.colno) from None
    except RecursionError:
        raise RecordError("invalid JSON: nested too deeply", source, code="nested") from None
    if not isinstance(data, dict) or not isinstance(data.get("log"), list):
        raise RecordError('not a tenhou.net/6 log (no "log" list)', source, code="not_a_log")
    rule = data.get("rule") or {}
    if not isinstance(rule, dict):
        raise RecordError('"rule" is not an object', source)
    try:
        ruleset = ruleset_from_rule(rule, str(data.get("ref", "")))
        rounds = []
        for index, entry in enumerate(data["log"]):
            try:
                rounds.append(_round(entry))
            except RecordError as exc:
                where = f"round {index + 1}" + (f", {exc.where}" if exc.where else "")
                raise RecordError(exc.message, where=where) from None
            except (TypeError, ValueError, IndexError, KeyError, OverflowError,
                    TileError) as exc:
                raise RecordError(f"malformed round: {exc}", where=f"round {index + 1}") from None
    except RecordError as exc:
        raise exc.located(source) from None
    names = data.get("name") or ["", "", "", ""]
    title = data.get("title") or ["", ""]
    if not _strings(names, 4, 4):
        raise RecordError('"name" must be a list of four names', source)
    if not _strings(title, 1, 2):
        raise RecordError('"title" must be a list of one or two texts', source)
    extra = {k: v for k, v in data.items() if k not in ("title", "name", "rule", "log")}
    return check_record(GameRecord(
        tuple(rounds), ruleset, tuple(names),
        (title[0], title[1] if len(title) > 1 else ""), rule, extra,
    ), source)


def _strings(value: Any, least: int, most: int) -> bool:
    return (isinstance(value, list) and least <= len(value) <= most
            and all(isinstance(v, str) for v in value))


def _tiles(codes: Sequence[int]) -> tuple[Tile, ...]:
    return tuple(from_tenhou(int(c)) for c in codes)


def _round(entry: list[Any]) -> RoundRecord:
    if not isinstance(entry, list) or len(entry) not in (16, 17):
        raise RecordError("a round needs 16 or 17 entries")
    kyoku, honba, sticks = (int(x) for x in entry[0])
    scores = tuple(int(x) for x in entry[1])
    if len(scores) != SEATS or not 0 <= kyoku < 16:
        raise RecordError("bad round header or scores")
    hands = [list(_tiles(entry[4 + 3 * s])) for s in range(SEATS)]
    intakes = [[_intake(x, s) for x in entry[5 + 3 * s]] for s in range(SEATS)]
    outs = [[_out(x, s) for x in entry[6 + 3 * s]] for s in range(SEATS)]
    if any(len(h) != 13 for h in hands):
        raise RecordError("a dealt hand does not have 13 tiles")
    moves = table_order(hands, intakes, outs, kyoku % SEATS)
    wins: tuple[Win, ...] = ()
    draw = None
    if len(entry) == 17:
        wins, draw = _result(entry[16])
    return RoundRecord(
        kyoku, honba, sticks, scores, _tiles(entry[2]), _tiles(entry[3]),
        tuple(tuple(h) for h in hands), tuple(moves), wins, draw,
    )


def parse_meld(text: str, seat: int) -> tuple[Meld, Tile | None]:
    """A call or kan string of ``seat``: the meld, and the added tile of a kakan."""
    match = _MELD.fullmatch(text)
    if match is None:
        raise RecordError(f"bad call {text!r}")
    before, marker, after = match.groups()
    meld_kind = _MARKERS[marker]
    tiles = _tiles([int(before[i : i + 2]) for i in range(0, len(before), 2)]
                   + [int(after[i : i + 2]) for i in range(0, len(after), 2)])
    first_after = from_tenhou(int(after[:2]))
    try:
        if meld_kind is MeldKind.ANKAN:
            return Meld(meld_kind, tuple(sorted_tiles(tiles))), None
        offset = _POSITIONS[meld_kind].get(len(before) // 2)
        if offset is None:
            raise RecordError(f"bad marker position in {text!r}")
        called = first_after
        added = None
        if meld_kind is MeldKind.KAKAN:
            added, called = first_after, from_tenhou(int(after[2:4]))
        meld = Meld(meld_kind, tuple(sorted_tiles(tiles)), called, (seat + offset) % SEATS)
    except TileError as exc:
        raise RecordError(f"bad call {text!r}: {exc}") from None
    return meld, added


def _intake(value: Any, seat: int) -> Intake:
    if isinstance(value, int) and not isinstance(value, bool):
        return from_tenhou(value)
    if isinstance(value, str) and value[:1] != "r":
        meld, _ = parse_meld(value, seat)
        if meld.kind in (MeldKind.CHI, MeldKind.PON, MeldKind.MINKAN):
            return meld
    raise RecordError(f"bad intake {value!r} of seat {seat}")


def _out(value: Any, seat: int) -> Out:
    if isinstance(value, int) and not isinstance(value, bool):
        if value == TSUMOGIRI:
            return Out()
        return Out(dummy=True) if value == 0 else Out(from_tenhou(value))
    if isinstance(value, str) and value.startswith("r") and value[1:].isdigit():
        code = int(value[1:])
        return Out(None if code == TSUMOGIRI else from_tenhou(code), riichi=True)
    if isinstance(value, str):
        meld, added = parse_meld(value, seat)
        if meld.kind in (MeldKind.ANKAN, MeldKind.KAKAN):
            return Out(kan=Kan(seat, meld, added))
    raise RecordError(f"bad discard {value!r} of seat {seat}")


def _result(value: Any) -> tuple[tuple[Win, ...], DrawEnd | None]:
    if not isinstance(value, list) or not value or not isinstance(value[0], str):
        raise RecordError("bad result")
    word = value[0]
    if word != WIN_WORD:
        deltas = tuple(int(x) for x in value[1]) if len(value) > 1 else None
        return (), DrawEnd(word, deltas)
    if len(value) < 3 or len(value) % 2 == 0:
        raise RecordError("a win result needs score changes and a win line per winner")
    wins = tuple(_win(value[i], value[i + 1]) for i in range(1, len(value), 2))
    return wins, None


def _win(deltas: list[Any], info: list[Any]) -> Win:
    seat, from_seat, pao = (int(x) for x in info[:3])
    lines = [str(x) for x in info[3:]]
    fu, limit, points = 0, "", ""
    if lines and (score := _SCORE.fullmatch(lines[0])):
        lines.pop(0)
        fu = int(score.group(1) or 0)
        limit = score.group(3) or ""
        points = score.group(4)
    yaku = []
    for line in lines:
        match = _YAKU.fullmatch(line)
        if match is None:
            raise RecordError(f"bad yaku line {line!r}")
        if match.group(3):
            yaku.append(YakuLine(match.group(1), 13, yakuman=True))
        else:
            yaku.append(YakuLine(match.group(1), int(match.group(2))))
    return Win(
        seat, from_seat, tuple(int(x) for x in deltas), tuple(yaku), fu, limit, points,
        None if pao == seat else pao,
    )


# --- writing ------------------------------------------------------------------


def to_tenhou6(game: GameRecord) -> dict[str, Any]:
    """The log as a JSON-ready object."""
    return {
        "title": list(game.title),
        "name": list(game.names),
        "rule": game.rule,
        "log": [_round_json(r) for r in game.rounds],
        **game.extra,
    }


def dumps_tenhou6(game: GameRecord) -> str:
    return json.dumps(to_tenhou6(game), ensure_ascii=False, separators=(",", ":"))


def _codes(tiles: Sequence[Tile]) -> list[int]:
    return [to_tenhou(t) for t in tiles]


def _round_json(r: RoundRecord) -> list[Any]:
    takes: list[list[Any]] = [[] for _ in range(SEATS)]
    outs: list[list[Any]] = [[] for _ in range(SEATS)]
    for move in r.moves:
        _write_move(move, takes, outs)
    out: list[Any] = [[r.kyoku, r.honba, r.sticks], list(r.scores), _codes(r.dora), _codes(r.ura)]
    for s in range(SEATS):
        while outs[s] and outs[s][-1] == 0:
            outs[s].pop()  # a daiminkan's placeholder with nothing after it
        out += [_codes(sorted(r.hands[s], key=hand_order)), takes[s], outs[s]]
    if r.wins:
        result: list[Any] = [WIN_WORD]
        for w in r.wins:
            info: list[Any] = [w.seat, w.from_seat, w.seat if w.pao is None else w.pao]
            info += [w.score_text] if w.score_text else []
            result += [list(w.deltas), info + [line.text for line in w.yaku]]
        out.append(result)
    elif r.draw is not None:
        deltas = [] if r.draw.deltas is None else [list(r.draw.deltas)]
        out.append([r.draw.reason, *deltas])
    return out


def _write_move(move: Move, takes: list[list[Any]], outs: list[list[Any]]) -> None:
    if isinstance(move, Draw):
        takes[move.seat].append(to_tenhou(move.tile))
    elif isinstance(move, Discard):
        code = TSUMOGIRI if move.tsumogiri else to_tenhou(move.tile)
        outs[move.seat].append(f"r{code}" if move.riichi else code)
    elif isinstance(move, Call):
        takes[move.seat].append(meld_text(move.meld, move.seat))
        if move.meld.kind is MeldKind.MINKAN:
            outs[move.seat].append(0)
    else:
        outs[move.seat].append(meld_text(move.meld, move.seat, move.added))


def meld_text(meld: Meld, seat: int, added: Tile | None = None) -> str:
    """Tenhou's string of a call or kan, red fives placed as Tenhou places them."""
    k = kind(meld.tiles[0])
    black = f"{to_tenhou(k)}"
    red = next((f"{to_tenhou(t)}" for t in meld.tiles if is_red(t)), black)
    if meld.kind is MeldKind.ANKAN:
        return f"{black}{black}{black}a{red}"
    if meld.kind is MeldKind.CHI:
        assert meld.called is not None
        own = list(meld.tiles)
        own.remove(meld.called)
        return "c" + "".join(str(c) for c in _codes([meld.called, *sorted(own, key=kind)]))
    offset = (meld.from_seat - seat) % SEATS if meld.from_seat is not None else _LEFT
    position = {v: k for k, v in _POSITIONS[meld.kind].items()}[offset]
    minkan = meld.kind is MeldKind.MINKAN
    size = 4 if minkan else 3
    combo = [black] * size
    own = list(meld.tiles)
    if added is not None:
        own.remove(added)
    if meld.called is not None and is_red(meld.called):
        combo[position] = red
    elif any(is_red(t) for t in own):
        combo[size - 2 if offset == _RIGHT else size - 1] = red
    marker = {MeldKind.PON: "p", MeldKind.MINKAN: "m", MeldKind.KAKAN: "k"}[meld.kind]
    if added is not None:
        marker += str(to_tenhou(added))
    return "".join(combo[:position]) + marker + "".join(combo[position:])
