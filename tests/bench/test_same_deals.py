"""tests/bench/same_deals.py reads majiang-core game records as they are and pairs the hands
our bot and majiang-ai were dealt alike."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from same_deals import (
    by_calls,
    by_deal,
    call_kind,
    compare,
    compare_builds,
    lone_calls,
    metrics,
    own_tiles,
    parse_hand,
    play_hand,
    same_draws,
)

from rules.tiles import counts, parse

DEAL = ["m123456p123s55z12", "m999p999s111z3344", "m111p111s999z5566", "m222p222s888z5677"]


def _game(qijia: int, events: list[dict[str, Any]]) -> dict[str, Any]:
    qipai = {"qipai": {"jushu": 0, "shoupai": DEAL}}
    return {"qijia": qijia, "log": [[qipai, *events]]}


# The BOT is player 0: at seat 0 when qijia is 0, at seat 1 when qijia is 3.
BOT_WINS = _game(0, [
    {"zimo": {"l": 0, "p": "z1"}}, {"dapai": {"l": 0, "p": "z2*"}},
    {"zimo": {"l": 1, "p": "s5"}}, {"dapai": {"l": 1, "p": "s5_"}},
    {"hule": {"l": 0, "baojia": 1, "fenpei": [9000, -8000, 0, 0]}},
])
AI_DRAWS = _game(3, [
    {"zimo": {"l": 0, "p": "z1"}}, {"dapai": {"l": 0, "p": "m1"}},
    {"zimo": {"l": 1, "p": "s5"}}, {"dapai": {"l": 1, "p": "s5_"}},
    {"pingju": {"name": "荒牌平局"}},
])


def test_majiang_notation() -> None:
    assert parse_hand("m123p406z11") == counts(parse("123m456p11z"))
    assert own_tiles("m4-56") == [parse("5m")[0], parse("6m")[0]]
    assert own_tiles("p55=5") == [parse("5p")[0]] * 2
    assert own_tiles("z666+6") == [parse("6z")[0]] * 3


def test_play_hand_follows_each_seat() -> None:
    plays = play_hand(BOT_WINS["log"][0], BOT_WINS["qijia"])
    assert [p.ours for p in plays] == [True, False, False, False]
    assert (plays[0].first_tenpai, plays[0].riichi, plays[0].won) == (1, True, True)
    assert plays[1].dealt_in and not plays[1].won
    other = play_hand(AI_DRAWS["log"][0], AI_DRAWS["qijia"])
    assert [p.ours for p in other] == [False, True, False, False]
    assert other[0].first_tenpai is None and not other[0].won


def test_compare_pairs_the_seats_both_played(tmp_path: Path) -> None:
    path = tmp_path / "run.paipu.json"
    path.write_text(json.dumps([BOT_WINS, AI_DRAWS]))
    seats, rows = compare(by_deal([path]))
    assert seats == 2  # seats 2 and 3 were never ours
    # Seat 0: our win against their nothing; seat 1: both tenpai, they dealt in.
    assert rows["won"][:3] == (0.5, 0.0, 0.5)
    assert rows["dealt in"][:3] == (0.0, 0.5, -0.5)
    assert rows["tenpai by draw 6"][:3] == (1.0, 0.5, 0.5)


def test_points_count_the_riichi_stick() -> None:
    plays = play_hand(BOT_WINS["log"][0], BOT_WINS["qijia"])
    assert [p.points for p in plays] == [8000, -8000, 0, 0]  # 9000 back, the stick paid


def test_compare_builds_pairs_our_bot_on_the_same_deals(tmp_path: Path) -> None:
    old, new = tmp_path / "old", tmp_path / "new"
    old.mkdir()
    new.mkdir()
    (old / "0.paipu.json").write_text(json.dumps([AI_DRAWS]))
    (new / "0.paipu.json").write_text(json.dumps([BOT_WINS, AI_DRAWS]))
    seats, rows = compare_builds(sorted(old.glob("*.json")), sorted(new.glob("*.json")))
    # Seat 1 of that deal was ours in both runs (AI_DRAWS); seat 0 only in the new one.
    assert seats == 1
    assert rows["won"][:3] == (0.0, 0.0, 0.0)
    (old / "0.paipu.json").write_text(json.dumps([_game(3, BOT_WINS["log"][0][1:])]))
    seats, rows = compare_builds(sorted(old.glob("*.json")), sorted(new.glob("*.json")))
    assert seats == 1
    # Seat 1 again, but the old build dealt into seat 0's win there: the new one did not.
    assert rows["dealt in"][:3] == (0.0, 1.0, -1.0)
    assert rows["points"][:3] == (0.0, -8000.0, 8000.0)


CALLED = _game(3, [
    {"zimo": {"l": 0, "p": "z1"}}, {"dapai": {"l": 0, "p": "z2"}},
    {"zimo": {"l": 1, "p": "s5"}}, {"dapai": {"l": 1, "p": "s5"}},
    {"fulou": {"l": 0, "m": "s555+"}}, {"dapai": {"l": 0, "p": "z1"}},
    {"pingju": {"name": "荒牌平局"}},
])


def test_first_call_and_the_quiet_discards() -> None:
    plays = play_hand(CALLED["log"][0], CALLED["qijia"])
    assert (plays[0].first_call, plays[1].first_call) == (1, None)
    # Two discards fell before the pon; the one after it is not on the wall's draws.
    assert [len(p.quiet) for p in plays] == [1, 1, 0, 0]


def test_call_kind_names_the_shanten_the_call_and_its_tile() -> None:
    two_shanten = parse_hand("m13p24789s1349z55")
    assert call_kind(two_shanten, "m1-23") == "2-shanten chi terminal"
    assert call_kind(two_shanten, "p23-4") == "2-shanten chi simple"
    assert call_kind(two_shanten, "z555=") == "2-shanten pon honour"
    assert call_kind(parse_hand("m147p258s369z1134"), "z111+") == "3-shanten pon honour"
    assert call_kind(two_shanten, "p4-06") == "2-shanten chi simple"  # a red five is a 5


def test_by_calls_and_same_draws_pair_our_seat_with_theirs(tmp_path: Path) -> None:
    path = tmp_path / "run.paipu.json"
    # The BOT holds seat 1 in AI_DRAWS and seat 0 in the other game, where it pons.
    path.write_text(json.dumps([AI_DRAWS, _game(0, CALLED["log"][0][1:])]))
    deals = by_deal([path])
    groups = by_calls(deals)
    assert set(groups) == {"ours called / theirs closed", "ours closed / theirs closed"}
    assert groups["ours called / theirs closed"][0] == 1
    # Its pon came from a tenpai (123456m 123p 55s 11z), and majiang-ai never called.
    assert lone_calls(deals) == {"ours": {"0-shanten pon simple": 1}, "theirs": {}}
    rows = same_draws(deals)
    assert rows[0][0] == 2  # the first discard of seats 0 and 1, each paired once


def test_deal_ins_by_the_hand_dealt_into() -> None:
    # Seat 1 deals into seat 0's riichi (8000); in the other hand, into seat 0's open one.
    plays = play_hand(BOT_WINS["log"][0], BOT_WINS["qijia"])
    assert (plays[1].dealt_into, plays[1].deal_in_points) == ("riichi", 8000)
    assert plays[0].dealt_into is None
    opened = _game(0, [*CALLED["log"][0][1:6], {"dapai": {"l": 0, "p": "z1"}},
                       {"hule": {"l": 0, "baojia": 1, "fenpei": [2000, -2000, 0, 0]}}])
    into = play_hand(opened["log"][0], opened["qijia"])[1]
    assert (into.dealt_into, into.deal_in_points) == ("open", 2000)
    rows = metrics(into)
    assert (rows["  into open"], rows["  into riichi"], rows["  for 7700 or more"]) == (1, 0, 0)
