"""tenhou.net/6 JSON: parsing into table order, and writing back exactly what Tenhou wrote."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mahjong_tui.records.model import Call, Discard, Draw, Kan
from mahjong_tui.records.tenhou6 import meld_text, parse_meld, read_tenhou6, to_tenhou6
from rules.hand import MeldKind
from rules.tiles import parse
from tests.records.data import FIXTURES, PHOENIX_JSON, UNSORTED_HANDS


@pytest.mark.parametrize("path", PHOENIX_JSON + FIXTURES, ids=lambda p: p.stem)
def test_written_back_unchanged(path: Path) -> None:
    original = json.loads(path.read_text(encoding="utf-8"))
    written = json.loads(json.dumps(to_tenhou6(read_tenhou6(path))))
    if "title" not in original:  # we always write one
        assert written.pop("title") == ["", ""]
    if path.stem in UNSORTED_HANDS:  # we write dealt hands in Tenhou's sorted order
        for rnd in (original["log"][0], written["log"][0]):
            for seat in range(4):
                rnd[4 + 3 * seat] = sorted(rnd[4 + 3 * seat], key=lambda c: (c % 50, c > 50))
    assert written == original


def test_phoenix_counts() -> None:
    games = [read_tenhou6(p) for p in PHOENIX_JSON]
    wins = [w for g in games for r in g.rounds for w in r.wins]
    draws = [r.draw for g in games for r in g.rounds if r.draw is not None]
    assert (len(wins), len(draws)) == (59, 12)
    assert sum(not w.tsumo for w in wins) == 36
    assert sum(d.reason == "九種九牌" for d in draws) == 2
    assert [w.pao for w in wins if w.pao is not None] == [2]


def test_table_order_of_a_chankan() -> None:
    rnd = read_tenhou6(next(p for p in FIXTURES if p.stem == "chankan")).rounds[0]
    pon = next(m for m in rnd.moves if isinstance(m, Call))
    assert (pon.seat, pon.meld.kind, pon.meld.from_seat) == (3, MeldKind.PON, 0)
    last = rnd.moves[-1]
    assert isinstance(last, Kan) and last.added == parse("6s")[0]
    assert rnd.wins[0].seat == 2 and rnd.wins[0].from_seat == 3


def test_moves_alternate_draws_and_discards() -> None:
    rnd = read_tenhou6(PHOENIX_JSON[0]).rounds[0]
    assert isinstance(rnd.moves[0], Draw) and rnd.moves[0].seat == 0
    assert isinstance(rnd.moves[1], Discard) and rnd.moves[1].seat == 0


@pytest.mark.parametrize(
    ("text", "seat", "kind", "from_seat", "called", "added"),
    [
        ("c282627", 1, MeldKind.CHI, 0, "8p", None),
        ("p292929", 1, MeldKind.PON, 0, "9p", None),
        ("45p4545", 1, MeldKind.PON, 3, "5z", None),
        ("3636p36", 3, MeldKind.PON, 0, "6s", None),
        ("m39393939", 2, MeldKind.MINKAN, 1, "9s", None),
        ("252552m25", 1, MeldKind.MINKAN, 2, "5p", None),
        ("3636k3636", 3, MeldKind.KAKAN, 0, "6s", "6s"),
        ("k51151515", 2, MeldKind.KAKAN, 1, "5m", "0m"),
        ("161616a16", 3, MeldKind.ANKAN, None, None, None),
    ],
)
def test_meld_strings(
    text: str, seat: int, kind: MeldKind, from_seat: int | None, called: str | None,
    added: str | None,
) -> None:
    meld, added_tile = parse_meld(text, seat)
    assert (meld.kind, meld.from_seat) == (kind, from_seat)
    assert meld.called == (parse(called)[0] if called else None)
    assert added_tile == (parse(added)[0] if added else None)
    assert meld_text(meld, seat, added_tile) == text
