"""Who says what at the table: each character speaks for its own riichi, call, win and
deal-in; one of them answers the table's moments (a draw, your riichi, your big win);
each says its place at the game's end; the same game says the same lines."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from mahjong_tui.engine.events import Called, Drawn, Event, GameEnded, RiichiAccepted, Won
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.selfplay import play_game
from mahjong_tui.play.config import ConfigStore, Settings
from mahjong_tui.play.game_config import LINEUPS, GameConfig
from mahjong_tui.play.session import Session, make_player
from mahjong_tui.play.table_talk import END_MOMENTS, Remark, remarks
from mahjong_tui.text.language import set_language
from mahjong_tui.text.talk import talk
from rules.ruleset import TENHOU

HUMAN = 0
CHARACTERS = dict(zip((1, 2, 3), LINEUPS["host"], strict=True))


def played_log(seed: int) -> list[Event]:
    """A whole tonpuusen: the human's seat played by ``strong``, the host line-up in the
    others."""
    rules = TENHOU.with_changes(game_length="tonpuu")
    game = Game(rules, seed)
    players = [make_player("strong", seed * 4, rules),
               *(make_player(CHARACTERS[s], seed * 4 + s, rules) for s in (1, 2, 3))]
    return list(play_game(game, players).log)


@pytest.fixture(scope="module")
def logs() -> list[list[Event]]:
    return [played_log(seed) for seed in (11, 12, 13)]


def said_by_event(log: list[Event]) -> list[tuple[Event, list[Remark]]]:
    return [(e, remarks([e], CHARACTERS, HUMAN, f"k{i}")) for i, e in enumerate(log)]


def test_each_character_speaks_for_its_own_moments(logs: list[list[Event]]) -> None:
    seen: Counter[str] = Counter()
    for log in logs:
        for event, said in said_by_event(log):
            moments = [(r.seat, r.moment) for r in said]
            seen.update(m for _, m in moments)
            match event:
                case RiichiAccepted(seat=seat) if seat != HUMAN:
                    assert moments == [(seat, "riichi")]
                case RiichiAccepted():
                    assert [m for _, m in moments] == ["your_riichi"]
                case Called(seat=seat):
                    assert moments == ([(seat, "call")] if seat != HUMAN else [])
                case Won(winner=winner, from_seat=loser, result=result):
                    big = result.limit != "none"
                    wanted = []
                    if winner != HUMAN:
                        wanted.append((winner, "big_win" if big else
                                       "tsumo" if loser is None else "ron"))
                    elif big:
                        wanted.append((moments[0][0], "your_big_win"))
                    if loser not in (None, HUMAN, winner):
                        wanted.append((loser, "deal_in"))
                    assert moments == wanted
                case Drawn():
                    assert len(moments) == 1 and moments[0][1] == "draw"
                case GameEnded(standings=standings):
                    assert sorted(moments) == sorted(
                        (p.seat, END_MOMENTS[p.rank - 1]) for p in standings.placements
                        if p.seat != HUMAN)
                case _:
                    assert moments == [] or moments[0][1] == "game_start"
            assert all(r.seat in CHARACTERS and r.character == CHARACTERS[r.seat]
                       and r.text for r in said)
    # The games had all of these (else the test above proved little).
    for moment in ("game_start", "riichi", "call", "ron", "deal_in", "draw", "your_riichi"):
        assert seen[moment] > 0, (moment, seen)


def test_the_game_start_greets_from_every_character(logs: list[list[Event]]) -> None:
    said = remarks(logs[0][:1], CHARACTERS, HUMAN, "start")
    assert [(r.seat, r.moment) for r in said] == [(1, "game_start"), (2, "game_start"),
                                                  (3, "game_start")]


def test_the_same_game_says_the_same_lines(logs: list[list[Event]]) -> None:
    first = [r.text for _, said in said_by_event(logs[0]) for r in said]
    again = [r.text for _, said in said_by_event(played_log(11)) for r in said]
    assert first == again
    # Another key picks other lines (each moment has two or more).
    other = [r.text for i, e in enumerate(logs[0])
             for r in remarks([e], CHARACTERS, HUMAN, f"other{i}")]
    assert other != first


def test_the_words_follow_the_language(logs: list[list[Event]]) -> None:
    said = remarks(logs[0][:1], CHARACTERS, HUMAN, "start")
    english = [r.text for r in said]
    set_language("ja")
    japanese = [r.text for r in said]
    assert all(line in talk("ja")[r.character]["game_start"]
               for r, line in zip(said, japanese, strict=True))
    assert japanese != english


def test_no_characters_no_words(logs: list[list[Event]]) -> None:
    assert not any(remarks(log, {}, HUMAN, "k") for log in logs)


def test_the_session_names_its_characters(tmp_path: Path) -> None:
    session = Session.new(GameConfig(length="tonpuu", seed=5, human_seat=2,
                                     ai_levels=("ren", "normal", "minato")))
    assert session.characters() == {3: "ren", 1: "minato"}
    key = session.talk_key()
    session.apply(*next(iter((s, a[0]) for s, a in session.game.pending().items())))
    assert session.talk_key() != key


def test_the_talk_setting_is_kept(tmp_path: Path) -> None:
    store = ConfigStore(tmp_path)
    settings = Settings(talk=False)
    store.save_settings(settings)
    loaded, warning = store.load_settings()
    assert warning is None and loaded.talk is False
    # A file from before the setting: talk is on.
    text = store.settings_path.read_text("utf-8").replace(',\n  "talk": false', "")
    assert '"talk"' not in text
    store.settings_path.write_text(text, "utf-8")
    assert store.load_settings()[0].talk is True


def test_a_bad_talk_setting_is_set_aside(tmp_path: Path) -> None:
    store = ConfigStore(tmp_path)
    store.save_settings(Settings())
    text = store.settings_path.read_text("utf-8").replace('"talk": true', '"talk": "loud"')
    store.settings_path.write_text(text, "utf-8")
    loaded, warning = store.load_settings()
    assert loaded.talk is True and warning is not None and "loud" in warning
    assert store.settings_path.with_name("settings.json.bak").exists()
