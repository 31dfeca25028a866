"""Pins mahjong_tui/records/guard.py beyond the crafted logs of its callers: the exact bounds
a record is held to (four players; 1..200 hands; kyoku 0..15, honba and sticks from 0; four
scores and four dealt hands; at most 600 moves; seats 0..3 for every move, winner,
discarder and pao; four score changes per win and per paying draw), the order the checks
go in (the first problem is the one told), each refusal's code, fields and position, and
read_source's refusals of a missing or unusable file."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from mahjong_tui.records.errors import RecordError
from mahjong_tui.records.guard import MAX_HANDS, MAX_MOVES, SEATS, check_record, read_source
from mahjong_tui.records.model import Discard, Draw, DrawEnd, GameRecord, RoundRecord, Win
from rules.ruleset import RuleSet
from rules.untrusted import UntrustedFileError

RULES = RuleSet()
NAMES = ("A", "B", "C", "D")
HAND: tuple[int, ...] = tuple(range(13))
ROUND = RoundRecord(kyoku=0, honba=0, sticks=0, scores=(25000,) * 4, dora=(0,), ura=(),
                    hands=(HAND,) * 4, moves=(Draw(0, 20), Discard(0, 20)))
WIN = Win(seat=1, from_seat=0, deltas=(-1000, 1000, 0, 0))


def game(*rounds: RoundRecord, names: tuple[str, ...] = NAMES) -> GameRecord:
    return GameRecord(rounds=rounds, ruleset=RULES, names=names)


def refusal(record: GameRecord) -> RecordError:
    with pytest.raises(RecordError) as info:
        check_record(record, "log.json")
    return info.value


def test_the_bounds() -> None:
    assert (SEATS, MAX_HANDS, MAX_MOVES) == (4, 200, 600)


def test_a_sound_record_is_returned_as_it_is() -> None:
    record = game(ROUND, replace(ROUND, kyoku=1, wins=(WIN,)))
    assert check_record(record, "log.json") is record


@pytest.mark.parametrize("count", [0, 1, 3, 5])
def test_a_game_has_four_players(count: int) -> None:
    error = refusal(game(ROUND, names=("x",) * count))
    assert str(error) == f"log.json: a game has four players, the log names {count}"
    assert (error.code, error.fields, error.where) == ("players", {"names": count}, "")


def test_a_game_has_a_hand() -> None:
    error = refusal(game())
    assert str(error) == "log.json: the log holds no hand"
    assert (error.code, error.fields) == ("no_hand", {})


def test_the_players_are_checked_before_the_hands() -> None:
    assert refusal(game(names=("x",) * 3)).code == "players"


def test_200_hands_are_read_and_201_refused() -> None:
    assert len(check_record(game(*[ROUND] * 200), "log.json").rounds) == 200
    error = refusal(game(*[ROUND] * 201))
    assert str(error) == "log.json: the log holds 201 hands, more than any game (200)"
    assert (error.code, error.fields) == ("too_many_hands", {"hands": 201, "most": 200})


def test_too_many_hands_are_refused_before_any_hand_is_looked_at() -> None:
    assert refusal(game(*[replace(ROUND, kyoku=99)] * 201)).code == "too_many_hands"


GOOD: list[dict[str, Any]] = [
    {"kyoku": 15}, {"kyoku": 0, "honba": 0, "sticks": 0}, {"honba": 7, "sticks": 3},
    {"moves": (Draw(3, 1),) * 600}, {"moves": (Draw(0, 1), Draw(1, 1), Draw(2, 1), Draw(3, 1))},
    {"moves": ()},
    {"wins": (Win(seat=0, from_seat=3, deltas=(0,) * 4, pao=3),)},
    {"wins": (Win(seat=3, from_seat=0, deltas=(0,) * 4, pao=0),)},
    {"wins": (WIN, Win(seat=2, from_seat=0, deltas=(0,) * 4))},
    {"draw": DrawEnd("流局")},
    {"draw": DrawEnd("流局", (1500, -1500, 1500, -1500))},
]


@pytest.mark.parametrize("change", GOOD)
def test_hands_at_the_edges_are_read(change: dict[str, Any]) -> None:
    record = game(replace(ROUND, **change))
    assert check_record(record, "log.json") is record


BAD_COUNTERS = ("bad_counters", "bad hand number, honba or riichi sticks")
NOT_FOUR = ("not_four_hands", "a hand needs four scores and four dealt hands")
MOVE_SEAT = ("bad_seat", "a move by a seat other than 0..3")
WIN_SEAT = ("bad_seat", "a win by or from a seat other than 0..3")
WIN_CHANGES = ("not_four_changes", "a win needs four score changes")
DRAW_CHANGES = ("not_four_changes", "a draw needs four score changes")

BAD: list[tuple[dict[str, Any], tuple[str, str]]] = [
    ({"kyoku": 16}, BAD_COUNTERS),
    ({"kyoku": -1}, BAD_COUNTERS),
    ({"honba": -1}, BAD_COUNTERS),
    ({"sticks": -1}, BAD_COUNTERS),
    ({"scores": (25000,) * 3}, NOT_FOUR),
    ({"scores": (25000,) * 5}, NOT_FOUR),
    ({"hands": (HAND,) * 3}, NOT_FOUR),
    ({"hands": (HAND,) * 5}, NOT_FOUR),
    ({"moves": (Draw(0, 1),) * 601},
     ("too_many_moves", "601 moves in one hand, more than a wall allows")),
    ({"moves": (Draw(0, 1), Draw(4, 1))}, MOVE_SEAT),
    ({"moves": (Draw(-1, 1), Draw(0, 1))}, MOVE_SEAT),
    ({"wins": (Win(seat=4, from_seat=0, deltas=(0,) * 4),)}, WIN_SEAT),
    ({"wins": (Win(seat=-1, from_seat=0, deltas=(0,) * 4),)}, WIN_SEAT),
    ({"wins": (Win(seat=0, from_seat=4, deltas=(0,) * 4),)}, WIN_SEAT),
    ({"wins": (Win(seat=0, from_seat=-1, deltas=(0,) * 4),)}, WIN_SEAT),
    ({"wins": (Win(seat=0, from_seat=1, deltas=(0,) * 4, pao=4),)}, WIN_SEAT),
    ({"wins": (Win(seat=0, from_seat=1, deltas=(0,) * 4, pao=-1),)}, WIN_SEAT),
    ({"wins": (WIN, Win(seat=9, from_seat=0, deltas=(0,) * 4))}, WIN_SEAT),
    ({"wins": (Win(seat=0, from_seat=1, deltas=(0,) * 3),)}, WIN_CHANGES),
    ({"wins": (Win(seat=0, from_seat=1, deltas=(0,) * 5),)}, WIN_CHANGES),
    ({"wins": (WIN, Win(seat=2, from_seat=0, deltas=(0,) * 2))}, WIN_CHANGES),
    ({"draw": DrawEnd("流局", (3000, -3000))}, DRAW_CHANGES),
    ({"draw": DrawEnd("流局", (0,) * 5)}, DRAW_CHANGES),
    # The first problem of a hand is the one told, in this order.
    ({"kyoku": 16, "scores": (1,)}, BAD_COUNTERS),
    ({"scores": (1,), "moves": (Draw(0, 1),) * 601}, NOT_FOUR),
    ({"moves": (Draw(9, 1),) * 601},
     ("too_many_moves", "601 moves in one hand, more than a wall allows")),
    ({"moves": (Draw(9, 1),), "wins": (Win(seat=9, from_seat=0, deltas=()),)}, MOVE_SEAT),
    ({"wins": (Win(seat=9, from_seat=0, deltas=()),), "draw": DrawEnd("x", ())}, WIN_SEAT),
    ({"wins": (Win(seat=0, from_seat=1, deltas=()), Win(seat=9, from_seat=0, deltas=())),
      "draw": DrawEnd("x", ())}, WIN_CHANGES),
    ({"wins": (WIN,), "draw": DrawEnd("x", ())}, DRAW_CHANGES),
]


@pytest.mark.parametrize(("change", "told"), BAD)
def test_a_hand_no_game_has_is_refused_with_its_round(
    change: dict[str, Any], told: tuple[str, str],
) -> None:
    error = refusal(game(ROUND, ROUND, replace(ROUND, **change), ROUND))
    code, message = told
    assert str(error) == f"log.json: round 3: {message}"
    assert (error.code, error.where, error.fields) == (code, "round 3", {"round": 3})


def test_the_first_bad_hand_is_the_one_told() -> None:
    error = refusal(game(ROUND, replace(ROUND, honba=-1), replace(ROUND, scores=())))
    assert (error.code, error.where) == ("bad_counters", "round 2")


def test_read_source_gives_the_text(tmp_path: Path) -> None:
    path = tmp_path / "log.json"
    path.write_text("{\"log\": []}\n", encoding="utf-8")
    assert read_source(path) == "{\"log\": []}\n"
    assert read_source(str(path)) == "{\"log\": []}\n"


def test_read_source_names_a_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "gone.json"
    with pytest.raises(RecordError) as info:
        read_source(path)
    error = info.value
    assert str(error) == f"{path}: cannot read: No such file or directory"
    assert (error.code, error.source, error.where) == ("unusable", str(path), "")
    assert isinstance(error.cause, FileNotFoundError)
    assert error.__suppress_context__


@pytest.mark.parametrize(("content", "message", "code"), [
    (b"\xff\xfe", "not UTF-8 text (byte 0)", "not_utf8"),
    (None, "not a regular file", "not_regular"),
])
def test_read_source_names_an_unusable_file(
    tmp_path: Path, content: bytes | None, message: str, code: str,
) -> None:
    path = tmp_path / "log.json"
    if content is None:
        path.mkdir()
    else:
        path.write_bytes(content)
    with pytest.raises(RecordError) as info:
        read_source(path)
    error = info.value
    assert str(error) == f"{path}: {message}"
    assert (error.code, error.source) == ("unusable", str(path))
    assert isinstance(error.cause, UntrustedFileError)
    assert error.cause.code == code
    assert error.__suppress_context__
