"""A line-up at the table: the characters sit in its seats as the strong AI with their
styles, are named in the player's language on the table and by their own names in the
game log and the save, the venue shows beside the rules, ``play --lineup`` seats them and
the settings keep them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ai.characters import CHARACTERS
from ai.players import HeuristicPlayer
from mahjong_tui.cli import main
from mahjong_tui.commands import play_cmd
from mahjong_tui.play.config import ConfigStore, Settings
from mahjong_tui.play.game_config import LINEUPS, GameConfig, lineup_of
from mahjong_tui.play.session import Session, player_name
from mahjong_tui.records.export import game_record
from mahjong_tui.text.language import set_language


def bakumatsu(tmp_path: Path) -> Session:
    return Session.new(GameConfig(length="tonpuu", seed=3, human_seat=0,
                                  ai_levels=LINEUPS["bakumatsu"], log_dir=tmp_path),
                       save_path=tmp_path / "save.json")


def test_the_characters_take_their_seats_by_name(tmp_path: Path) -> None:
    session = bakumatsu(tmp_path)
    for seat, character in zip((1, 2, 3), LINEUPS["bakumatsu"], strict=True):
        player = session.players[seat]
        assert isinstance(player, HeuristicPlayer) and player.level is CHARACTERS[character]
    assert session.record_names() == ["You", "Ryoma", "Hijikata", "Okita"]
    set_language("ja")
    assert session.names() == ["あなた", "龍馬", "土方", "沖田"]
    set_language("en")
    assert session.names() == ["You", "Ryoma", "Hijikata", "Okita"]
    # The game log carries them.
    assert game_record(session.game, session.record_names()).names == (
        "You", "Ryoma", "Hijikata", "Okita")
    assert lineup_of(session.ai_levels) == "bakumatsu"
    assert lineup_of(("normal", "normal", "normal")) is None


def test_a_saved_game_against_a_line_up_resumes_with_it(tmp_path: Path) -> None:
    session = bakumatsu(tmp_path)
    session.save()
    data = json.loads((tmp_path / "save.json").read_text("utf-8"))
    assert data["ai_levels"] == list(LINEUPS["bakumatsu"])
    resumed = Session.load(tmp_path / "save.json")
    assert resumed.record_names() == session.record_names()


def test_a_tenhou_name_stays_as_it_is() -> None:
    assert player_name("Ryoma") == "Ryoma"  # English catalogue
    set_language("ja")
    assert player_name("Ryoma") == "龍馬" and player_name("ryoma_tenhou") == "ryoma_tenhou"
    assert player_name("RYOMA") == "RYOMA"


def test_the_settings_keep_characters(tmp_path: Path) -> None:
    store = ConfigStore(tmp_path)
    settings = Settings(ai_levels=LINEUPS["host"])
    store.save_settings(settings)
    assert store.load_settings() == (settings, None)


def test_play_lineup_seats_the_line_up(monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[GameConfig | None] = []
    monkeypatch.setattr(play_cmd, "run_app",
                        lambda play=None, language=None: started.append(play) or 0)
    assert main(["play", "--lineup", "bishoujo", "--length", "tonpuu"]) == 0
    assert started[0] is not None and started[0].ai_levels == ("sakura", "yuki", "akane")
    assert main(["play"]) == 0
    assert started[1] is not None and started[1].ai_levels == ("normal", "normal", "normal")


def test_play_with_an_unknown_line_up_is_one_line_and_exit_2(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["play", "--lineup", "nope"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "bakumatsu" in err[0]

