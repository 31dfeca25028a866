"""The player's record: a summary per finished game, kept safely, totalled."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from dataclasses import asdict, replace
from pathlib import Path

import pytest
from rich.table import Table

from mahjong_tui.engine.events import GameEnded
from mahjong_tui.files.places import DATA_DIR_ENV, HISTORY_FILE
from mahjong_tui.play.game_config import LINEUPS, GameConfig
from mahjong_tui.play.history import GameSummary, load_history, record_game, totals
from mahjong_tui.play.history_tables import opponents_table
from mahjong_tui.play.session import Session
from mahjong_tui.text.language import set_language

GAME = GameSummary("2026-11-29T10:00:00+00:00", "tenhou", "tonpuu", 2, 31200, 11.2, 6, 2, 1,
                   2, 1)


def play_out(session: Session) -> None:
    """Every seat played by its AI (the human's too) until the game is over."""
    while not session.is_over:
        turn = session.next_ai_turn() or session.autoplay_turn()
        assert turn is not None
        session.apply(turn.seat, turn.decide())


def test_a_finished_game_is_recorded_beside_the_save(tmp_path: Path) -> None:
    save = tmp_path / "savegame.json"
    session = Session.new(GameConfig(length="tonpuu", seed=5, human_seat=1), save)
    play_out(session)
    games, warning = load_history(tmp_path / HISTORY_FILE)
    assert warning is None and session.history_warning is None
    (game,) = games
    standings = session.standings()
    assert standings is not None
    me = standings.placements[1]
    assert (game.rank, game.result, game.rules, game.length) == (me.rank, me.result, "tenhou",
                                                                 "tonpuu")
    ended = next(e for e in reversed(session.game.log) if isinstance(e, GameEnded))
    assert game.score == ended.scores[1]
    assert game.hands == session.game.hands_played
    assert session.log_path is not None and game.log == str(session.log_path)
    assert 0 <= game.wins + game.deal_ins <= game.hands


def test_a_game_without_a_save_path_is_not_recorded(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    play_out(Session.new(GameConfig(length="tonpuu", seed=5, human_seat=0)))
    assert not (tmp_path / HISTORY_FILE).exists()


def test_games_are_appended_atomically_and_totalled(tmp_path: Path) -> None:
    path = tmp_path / HISTORY_FILE
    second = replace(GAME, rank=4, score=-1200, result=-51.2, wins=0, deal_ins=3, hands=8,
                     riichi=1, call_hands=4)
    assert record_game(path, GAME) is None and record_game(path, second) is None
    games, _ = load_history(path)
    assert games == [GAME, second]
    assert not list(tmp_path.glob(".*.tmp"))
    t = totals(games)
    assert (t.games, t.ranks, t.avg_rank, t.hands) == (2, (0, 1, 0, 1), 3.0, 14)
    assert (t.avg_score, t.avg_result) == (15000.0, -20.0)
    assert (t.win_rate, t.deal_in_rate) == (2 / 14, 4 / 14)
    assert (t.riichi_rate, t.call_rate) == (3 / 14, 5 / 14)
    assert totals([]).games == 0


@pytest.mark.parametrize("text", [
    "{not json",
    json.dumps([{"rank": 1}]),
    json.dumps([asdict(GAME) | {"rank": "1st"}]),
    json.dumps([asdict(GAME) | {"score": True}]),
])
def test_a_bad_record_is_kept_aside_and_started_again(tmp_path: Path, text: str) -> None:
    path = tmp_path / HISTORY_FILE
    path.write_text(text, encoding="utf-8")
    warning = record_game(path, GAME)
    assert warning is not None and "kept aside as a backup" in warning
    assert (tmp_path / "history.json.bak").read_text(encoding="utf-8") == text
    assert load_history(path) == ([GAME], None)


def test_a_bad_record_is_told_in_japanese(tmp_path: Path) -> None:
    set_language("ja")
    path = tmp_path / HISTORY_FILE
    path.write_text("{not json", encoding="utf-8")
    warning = record_game(path, GAME)
    assert warning is not None and warning.startswith("成績ファイルを使えません (")
    assert "バックアップ" in warning and "record" not in warning


def test_stats_command(tmp_path: Path) -> None:
    record_game(tmp_path / HISTORY_FILE, GAME)
    env = {"MAHJONG_TUI_DATA_DIR": str(tmp_path), "PATH": ""}
    out = subprocess.run([sys.executable, "-m", "mahjong_tui", "stats", "--json"], env=env,
                         capture_output=True, text=True, check=True)
    data = json.loads(out.stdout)
    assert (data["games"], data["ranks"], data["avg_rank"]) == (1, [0, 1, 0, 0], 2)
    assert data["win_rate"] == round(2 / 6, 4)
    text = subprocess.run([sys.executable, "-m", "mahjong_tui", "stats"], env=env,
                          capture_output=True, text=True, check=True).stdout
    assert "Average rank" in text and "2nd" in text


def test_headless_app_modules_do_not_import_textual() -> None:
    """The record, the assists, the danger figures and the practice puzzles need no screen."""
    probe = ("import sys, mahjong_tui.play.history, mahjong_tui.play.assists, "
             "mahjong_tui.play.practice, mahjong_tui.play.danger_view; "
             "print('textual' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", probe], check=True, capture_output=True,
                         text=True)
    assert out.stdout.strip() == "False"


def test_a_file_problem_is_told_in_the_players_language(tmp_path: Path) -> None:
    path = tmp_path / HISTORY_FILE
    path.write_bytes(b'[{"rank": 1}]\xe9')
    assert "not UTF-8 text (byte 13)" in (record_game(path, GAME) or "")
    set_language("ja")
    path.write_text("[1, 2", encoding="utf-8")
    warning = record_game(path, GAME) or ""
    assert "JSON として正しくありません (1行 6列)" in warning and "invalid" not in warning


def test_an_entry_that_is_no_game_is_told_in_the_players_language(tmp_path: Path) -> None:
    """Which entry is wrong, in the player's words (not the reader's English with the
    summary's field ids)."""
    path = tmp_path / HISTORY_FILE
    good = json.dumps(asdict(GAME))
    path.write_text(f'[{good}, {{"rank": 9}}]', encoding="utf-8")
    assert "entry 2 is not a game of the record" in (record_game(path, GAME) or "")
    set_language("ja")
    path.write_text('{"rank": 1}', encoding="utf-8")
    warning = load_history(path)[1] or ""
    assert "対局の一覧ではありません" in warning
    path.write_text(f"[{good}, 5]", encoding="utf-8")
    warning = load_history(path)[1] or ""
    assert "2番目の項目が対局の記録になっていません" in warning
    assert not re.search(r"[A-Za-z_]{3,}", warning)


def test_the_record_keeps_who_you_played_and_where_they_finished(tmp_path: Path) -> None:
    save = tmp_path / "savegame.json"
    session = Session.new(GameConfig(length="tonpuu", seed=6, human_seat=2,
                                     ai_levels=LINEUPS["host"]), save)
    play_out(session)
    (game,) = load_history(tmp_path / HISTORY_FILE)[0]
    standings = session.standings()
    assert standings is not None
    assert game.opponents == LINEUPS["host"]
    assert game.opponent_ranks == tuple(standings.placements[(2 + d) % 4].rank
                                        for d in (1, 2, 3))


def test_an_older_record_without_opponents_still_reads(tmp_path: Path) -> None:
    path = tmp_path / HISTORY_FILE
    old = {k: v for k, v in asdict(GAME).items() if k not in ("opponents", "opponent_ranks")}
    path.write_text(json.dumps([old]), "utf-8")
    games, warning = load_history(path)
    assert warning is None and games == [GAME] and GAME.opponents == ()


@pytest.mark.parametrize(("opponents", "ranks"), [
    (["ryoma", "hijikata"], [1, 2]),
    (["ryoma", "hijikata", "okita"], [1, 2]),
    (["ryoma", "hijikata", "okita"], [1, 2, 5]),
    (["ryoma", "", "okita"], [1, 2, 3]),
    (["ryoma", "x" * 41, "okita"], [1, 2, 3]),
    (["ryoma", 3, "okita"], [1, 2, 3]),
    (["ryoma", "hijikata", "okita"], [1, 2, True]),
    ("ryoma", [1, 2, 3]),
])
def test_bad_opponents_make_a_bad_entry(tmp_path: Path, opponents: object,
                                        ranks: object) -> None:
    path = tmp_path / HISTORY_FILE
    entry = asdict(GAME) | {"opponents": opponents, "opponent_ranks": ranks}
    path.write_text(json.dumps([entry]), "utf-8")
    games, warning = load_history(path)
    assert games == [] and warning is not None


def test_your_results_against_each_character_and_line_up() -> None:
    kyoto = replace(GAME, rank=1, opponents=LINEUPS["bakumatsu"], opponent_ranks=(2, 3, 4))
    again = replace(GAME, rank=3, opponents=LINEUPS["bakumatsu"], opponent_ranks=(1, 4, 2))
    mixed = replace(GAME, rank=2, opponents=("normal", "okita", "yuki"),
                    opponent_ranks=(1, 3, 4))
    table = opponents_table([GAME, kyoto, again, mixed])
    assert table is not None
    rows = table_rows(table)
    assert rows == [
        # line-up: 2 games, places 1 and 3, ahead of 3 + 1 of 6 meetings.
        ["Bakumatsu Mahjong (all three)", "2", "2.00", "67%"],
        ["Ryoma", "2", "2.00", "50%"],
        ["Hijikata", "2", "2.00", "100%"],
        ["Okita", "3", "2.00", "67%"],
        ["Yuki", "1", "2.00", "100%"],
    ]
    assert opponents_table([GAME, replace(GAME, opponents=("normal",) * 3,
                                          opponent_ranks=(1, 3, 4))]) is None


def table_rows(table: Table) -> list[list[str]]:
    cells = [[str(c) for c in column._cells] for column in table.columns]
    return [list(row) for row in zip(*cells, strict=True)]
