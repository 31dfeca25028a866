"""The review in the player's words: actions with the table's tile faces, a mistake's line
and its note, a seat's summary, in English and Japanese."""

from __future__ import annotations

from ai.judge import Figures, Verdict
from mahjong_tui.records.load import read_record
from mahjong_tui.review.decisions import decisions
from mahjong_tui.review.game_review import Mistake, SeatReview
from mahjong_tui.text.language import set_language
from mahjong_tui.text.review_words import (
    action_words,
    mistake_line,
    mistake_note,
    summary_lines,
)
from mahjong_tui.text.tile_faces import TileStyle
from rules.actions import Chi, Discard, KyuushuKyuuhai, Pass, Pon, Ron
from rules.tiles import parse_tile
from tests.records.data import PHOENIX_JSON

TEXT = TileStyle.TEXT


def test_actions_in_words() -> None:
    five, red = parse_tile("5m"), parse_tile("0m")
    assert action_words(Discard(five), TEXT) == "5m"
    assert action_words(Discard(red), TEXT) == "red 5m"
    assert action_words(Discard(parse_tile("1z"), riichi=True), TEXT) == "riichi 東"
    assert action_words(Chi((parse_tile("3p"), parse_tile("4p"))), TEXT) == "chi 3p 4p"
    assert action_words(Pon((parse_tile("5z"), parse_tile("5z"))), TEXT) == "pon 白"
    assert action_words(Pass(), TEXT) == "pass"
    set_language("ja")
    assert action_words(Discard(red), TEXT) == "赤5m"
    assert action_words(Ron(), TEXT) == "ロン"
    assert action_words(KyuushuKyuuhai(), TEXT) == "九種九牌"


def a_mistake() -> Mistake:
    decision = next(iter(decisions(read_record(PHOENIX_JSON[0]), [1])))
    played = Figures(Discard(parse_tile("9s")), -709.0, 1, 6, (0.0165, 0.0715))
    ai = Figures(Discard(parse_tile("7s")), 765.0, 2, 50, (0.0, 0.0))
    return Mistake(decision, Verdict(played, ai, (2, 3), 1474.0, "push_fold"))


def test_a_mistake_in_one_line_and_its_note() -> None:
    mistake = a_mistake()
    hand = "East 1"
    assert mistake_line(mistake, TEXT) == (
        f"{hand} · turn {mistake.decision.turn} · you 9s · AI 7s · 1474 points · push or fold")
    assert mistake_note(mistake, TEXT) == (
        "You: 9s · AI: 7s (push or fold, about 1474 points) — AI's: 2-shanten, 50 tiles "
        "improve it, 0% to deal in; yours: 1-shanten, 6 tiles improve it, 7% to deal in")
    set_language("ja")
    assert mistake_line(mistake, TEXT).startswith("東1局 · ")
    assert "押し引き" in mistake_note(mistake, TEXT)


def test_a_seat_s_summary() -> None:
    review = SeatReview(1, "Ann", 40, [a_mistake()])
    assert summary_lines(review) == ["40 decisions · the AI agrees with 98%",
                                     "Points lost: push or fold 1474"]
    assert summary_lines(SeatReview(1, "Ann", 10)) == [
        "10 decisions · the AI agrees with 100%", "The AI agrees with every decision."]
