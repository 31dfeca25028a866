"""``mahjong-tui lineups``: the three line-ups of seed 004 with stable ids, their names in
the player's language; every character plays in ``sim`` by its id, in the strong AI's
way with a style of its own."""

from __future__ import annotations

import json

import pytest

from ai.characters import CHARACTERS
from ai.levels import STRONG
from ai.players import HeuristicPlayer
from mahjong_tui.cli import main
from mahjong_tui.commands.sim_cmd import _players
from mahjong_tui.play.game_config import LINEUPS
from mahjong_tui.text.language import catalogue
from rules.ruleset import TENHOU


def test_json_lists_the_line_ups_with_stable_ids(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "ja", "lineups", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [entry["id"] for entry in listed] == ["bakumatsu", "bishoujo", "host"]
    assert all(set(entry) == {"id", "name", "venue", "characters"} for entry in listed)
    bakumatsu = listed[0]
    assert (bakumatsu["name"], bakumatsu["venue"]) == ("幕末麻雀", "京の茶屋")
    assert bakumatsu["characters"] == [{"id": "ryoma", "name": "龍馬"},
                                       {"id": "hijikata", "name": "土方"},
                                       {"id": "okita", "name": "沖田"}]
    assert [(e["name"], e["venue"]) for e in listed[1:]] == [
        ("美少女麻雀", "桜の雀荘"), ("ホスト麻雀", "夜のラウンジ")]


def test_plain_list_in_english(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["lineups"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == ("Bakumatsu Mahjong (bakumatsu): A teahouse in Kyoto. "
                        "Ryoma (ryoma), Hijikata (hijikata), Okita (okita)")
    assert len(lines) == 3


def test_every_character_has_a_name_in_every_language() -> None:
    in_lineups = [c for trio in LINEUPS.values() for c in trio]
    assert sorted(in_lineups) == sorted(CHARACTERS)
    for language in ("en", "ja"):
        names = catalogue(language)
        for character in CHARACTERS:
            assert names.get(f"characters.{character}"), (language, character)
        for lineup in LINEUPS:
            assert names.get(f"lineups.{lineup}.name") and names.get(f"lineups.{lineup}.venue")


def test_sim_seats_characters_by_id() -> None:
    players = _players("ryoma, hijikata,okita,strong", 1, TENHOU)
    levels = [p.player.level for p in players if isinstance(p.player, HeuristicPlayer)]
    assert [lv.id for lv in levels] == ["ryoma", "hijikata", "okita", "strong"]


@pytest.mark.parametrize("lineup", list(LINEUPS))
def test_the_three_of_a_line_up_play_three_ways(lineup: str) -> None:
    """Each is strong's reading of the table with its own call, riichi and push-or-fold
    style; within a line-up no two share all three, and one defends most."""
    trio = [CHARACTERS[c] for c in LINEUPS[lineup]]
    assert all((lv.lookahead, lv.detailed_danger, lv.open_threats, lv.placement) == (
        STRONG.lookahead, STRONG.detailed_danger, STRONG.open_threats, STRONG.placement)
        for lv in trio)
    assert len({lv.calls for lv in trio}) == 3
    assert len({lv.riichi for lv in trio}) >= 2
    cautions = sorted(lv.caution for lv in trio)
    assert cautions[-1] > cautions[-2]
