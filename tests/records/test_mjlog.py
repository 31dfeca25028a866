"""mjlog XML: the same record as Tenhou's own JSON of the game."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from mahjong_tui.records.lobby import rule_from_go_type, ruleset_from_rule
from mahjong_tui.records.mjlog import decode_meld, read_mjlog
from mahjong_tui.records.model import RoundRecord
from mahjong_tui.records.tenhou6 import read_tenhou6, to_tenhou6
from rules.hand import MeldKind
from rules.tiles import parse
from tests.records.data import DATA, PHOENIX_XML


def _json_of(xml: Path) -> Path:
    return DATA / "records" / "phoenix-games" / (xml.stem + ".json")


@pytest.mark.parametrize("path", PHOENIX_XML, ids=lambda p: p.stem)
def test_xml_gives_tenhous_json(path: Path) -> None:
    from_xml = read_mjlog(path)
    original = json.loads(_json_of(path).read_text(encoding="utf-8"))
    written = to_tenhou6(from_xml)
    assert written["log"] == original["log"]
    assert written["rule"] == original["rule"]
    assert list(from_xml.names) == original["name"]
    from_json = read_tenhou6(_json_of(path)).rounds
    def facts(rounds: tuple[RoundRecord, ...]) -> list[object]:
        # fu differ on purpose: the XML has them for every win, the JSON only below mangan
        return [(r.moves, r.draw, r.dora, r.ura, [replace(w, fu=0) for w in r.wins])
                for r in rounds]

    assert facts(from_xml.rounds) == facts(from_json)


def test_go_type() -> None:
    assert rule_from_go_type(169)["disp"] == "鳳南喰赤"
    assert rule_from_go_type(41)["disp"] == "特南喰赤"
    plain = rule_from_go_type(0x01 | 0x02 | 0x04)
    assert plain["disp"] == "般東" and plain["aka51"] == 0
    rules = ruleset_from_rule(plain)
    assert (rules.game_length, rules.kuitan, rules.red_fives) == ("tonpuu", False, (0, 0, 0))


def test_decode_meld() -> None:
    # a chi of 3-4-5m (run 2 of man, called index 0) with the red 5m (id 16), from the left
    m = ((2 * 3 + 0) << 10) | 0x4 | 3
    meld, _ = decode_meld(m, 1, red=True)
    assert meld.kind is MeldKind.CHI and meld.from_seat == 0
    assert sorted(meld.tiles) == sorted(parse("340m")) and meld.called == parse("3m")[0]
    # an ankan of 1z (tile ids 108..111)
    ankan, _ = decode_meld(108 << 8, 2, red=True)
    assert ankan.kind is MeldKind.ANKAN and ankan.tiles == tuple(parse("1111z"))
