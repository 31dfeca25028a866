"""The results say who declared riichi and where the sticks went: "Haru −2000 (+2000 honba
and riichi sticks)" on a non-dealer's tsumo once sent a player to the log to learn why."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from mahjong_tui.engine.events import RiichiAccepted
from mahjong_tui.files.places import DATA_DIR_ENV
from mahjong_tui.play.game_config import GameConfig
from mahjong_tui.play.game_story import hand_stories
from mahjong_tui.play.session import HandOutcome, Session
from mahjong_tui.text.language import set_language
from mahjong_tui.text.tile_faces import TileStyle
from mahjong_tui.tui.screens.game_result import hands_table
from mahjong_tui.tui.screens.round_result import riichi_text, win_text


def outcomes(seed: int, tmp_path: Path) -> tuple[Session, list[tuple[HandOutcome, list[int]]]]:
    """A seeded tonpuusen played out, each hand's outcome with the seats whose riichi stood."""
    session = Session.new(GameConfig(length="tonpuu", seed=seed, human_seat=0),
                          tmp_path / "save.json")
    found: list[tuple[HandOutcome, list[int]]] = []
    riichi: list[int] = []
    while not session.is_over:
        turn = session.next_ai_turn() or session.autoplay_turn()
        assert turn is not None
        step = session.apply(turn.seat, turn.decide())
        riichi += [e.seat for e in step.events if isinstance(e, RiichiAccepted)]
        if step.outcome is not None:
            found.append((step.outcome, riichi))
            riichi = []
    return session, found


@pytest.fixture(autouse=True)
def english(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    set_language("en")


def test_the_round_result_names_the_riichi_and_the_sticks(tmp_path: Path) -> None:
    seen_riichi = seen_taken = seen_left = 0
    for seed in (1, 2, 3):
        session, found = outcomes(seed, tmp_path)
        names = session.names()
        for outcome, riichi in found:
            text = riichi_text(outcome, names)
            plain = "" if text is None else text.plain
            for seat in riichi:
                assert names[seat] in plain.split(" · ")[0] and "Riichi:" in plain
            sticks = (outcome.setup.riichi_sticks + len(riichi)) * 1000
            if not riichi:
                assert "Riichi:" not in plain
            if sticks and outcome.wins:
                (taker,) = [w for w in outcome.wins if sum(w.deltas)]
                assert f"the sticks on the table: {sticks}" in plain
                line = win_text(taker, outcome.setup.hand_number, names, TileStyle.TEXT, 0)
                assert f"(+{sticks} in riichi sticks)" in line.plain
                seen_taken += 1
            if sticks and not outcome.wins:
                assert f"stay for the next win: {sticks}" in plain
                seen_left += 1
            seen_riichi += bool(riichi)
    assert seen_riichi >= 3 and seen_taken >= 2 and seen_left >= 1


def test_a_stick_is_worth_what_the_rules_say(tmp_path: Path) -> None:
    """Under rules where a riichi stick is worth 500, the result says so."""
    session, found = outcomes(1, tmp_path)
    outcome = next(o for o, riichi in found if riichi)
    cheap = dataclasses.replace(outcome, riichi_deposit=500)
    text = riichi_text(cheap, session.names())
    assert text is not None and "(500 each to the table)" in text.plain


def test_the_game_results_hands_name_the_riichi(tmp_path: Path) -> None:
    session, found = outcomes(2, tmp_path)
    stories = hand_stories(session.game.log)
    assert [list(s.riichi) for s in stories] == [riichi for _, riichi in found]
    assert any(s.riichi for s in stories)
    table = hands_table(stories, session.names())
    cells = [str(cell) for cell in table.columns[0]._cells]
    for story, cell in zip(stories, cells, strict=True):
        if story.riichi:
            assert "riichi: " + ", ".join(session.names()[s] for s in story.riichi) in cell
