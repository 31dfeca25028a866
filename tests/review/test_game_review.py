"""The review: the AI goes over a recorded game, seeing exactly what each seat saw.

A game the strong AI played at all four seats, reviewed by the strong AI, agrees at every
decision but a few (its judgement is the player's own); the decisions the review judges
are the very observations and choices the players had, in order: nothing hidden, nothing
later. On a real phoenix game the mistakes have kinds and losses, and the JSON keeps its
keys."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import pytest

from ai.judge import Figures, mistake_kind
from ai.levels import STRONG
from ai.players import HeuristicPlayer
from mahjong_tui.cli import main
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.selfplay import play_game
from mahjong_tui.play.session import LOG_NAME
from mahjong_tui.records.export import game_record
from mahjong_tui.records.load import read_record
from mahjong_tui.review.decisions import decisions
from mahjong_tui.review.game_review import review_game
from rules.actions import Action, Discard, Pass, Ron, ShowHand, Yame
from rules.observation import Observation
from rules.ruleset import TENHOU
from rules.tiles import parse_tile
from tests.records.data import PHOENIX_JSON, PHOENIX_XML

TONPUU = TENHOU.with_changes(game_length="tonpuu")


class Watched:
    """A strong player that notes every decision it is asked (as the review counts them)."""

    def __init__(self, seat: int, seen: list[tuple[int, Observation, tuple[Action, ...],
                                                   Action]]) -> None:
        self.player = HeuristicPlayer(STRONG, seat, TONPUU)
        self.seat = seat
        self.seen = seen

    def decide(self, observation: Observation, actions: Sequence[Action]) -> Action:
        action = self.player.decide(observation, actions)
        if len(actions) > 1 and not any(isinstance(a, ShowHand | Yame) for a in actions):
            self.seen.append((self.seat, observation, tuple(actions), action))
        return action


@pytest.fixture(scope="module")
def strong_game() -> tuple[Game, list[tuple[int, Observation, tuple[Action, ...], Action]]]:
    seen: list[tuple[int, Observation, tuple[Action, ...], Action]] = []
    game = play_game(Game(TONPUU, 31), [Watched(seat, seen) for seat in range(4)])
    return game, seen


def test_the_review_sees_what_each_seat_saw_and_nothing_more(
    strong_game: tuple[Game, list[tuple[int, Observation, tuple[Action, ...], Action]]],
) -> None:
    game, seen = strong_game
    record = game_record(game, ("A", "B", "C", "D"))
    for seat in range(4):
        judged = [(d.seat, d.observation, d.actions, d.played)
                  for d in decisions(record, [seat])]
        asked = [entry for entry in seen if entry[0] == seat]
        assert judged == asked
        assert len(judged) > 20


def test_the_strong_ai_agrees_with_itself(
    strong_game: tuple[Game, list[tuple[int, Observation, tuple[Action, ...], Action]]],
) -> None:
    game, _ = strong_game
    reviews = review_game(game_record(game, ("A", "B", "C", "D")), range(4), STRONG)
    for review in reviews:
        assert review.decisions > 20
        assert review.agreement >= 0.98, [(m.decision.hand.label, m.verdict)
                                          for m in review.mistakes]


def test_a_phoenix_game_s_mistakes_have_kinds_and_losses(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["review", str(PHOENIX_JSON[0]), "--all", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["level"] == "strong" and [s["seat"] for s in out["seats"]] == [0, 1, 2, 3]
    for seat in out["seats"]:
        assert {"seat", "name", "decisions", "agreement", "mistakes"} <= set(seat)
        assert 0.3 < seat["agreement"] < 0.95 and seat["decisions"] > 50
        losses = [m["loss"] for m in seat["mistakes"]]
        assert losses == sorted(losses, reverse=True) and all(x >= 0 for x in losses)
        for mistake in seat["mistakes"]:
            assert {"hand", "turn", "played", "ai", "loss", "kind"} <= set(mistake)
            assert mistake["played"] != mistake["ai"] or mistake["kind"] == "riichi"
        assert sum(seat["losses"].values()) == pytest.approx(sum(losses), abs=len(losses))


def test_the_summary_names_the_seat_and_its_costliest_mistakes(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["review", str(PHOENIX_JSON[0]), "--seat", "2"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Seat 2 ") and "the AI agrees with" in out
    assert "The costliest mistakes" in out


@pytest.mark.parametrize("argv", [
    ["review", "no-such-log.json"],
    ["review", "PHOENIX", "--seat", "4"],
    ["review", "PHOENIX", "--seat", "-1"],
    ["review", "NOT_A_LOG"],
])
def test_a_bad_log_or_seat_is_one_line_and_status_2(
    argv: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"log": [[1, 2]]}', "utf-8")
    argv = [str(PHOENIX_JSON[0]) if a == "PHOENIX" else str(bad) if a == "NOT_A_LOG" else a
            for a in argv]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("mahjong-tui review: ") and err.count("\n") == 1


def test_sim_writes_logs_the_review_reads(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    """``sim --log-dir``: a log a game, named as the app's, each seat by its player."""
    assert main(["sim", "--games", "2", "--length", "one_hand", "--seed", "8", "--json",
                 "--players", "strong,normal,easy,greedy", "--log-dir", str(tmp_path / "logs")]
                ) == 0
    capsys.readouterr()
    logs = sorted((tmp_path / "logs").iterdir())
    assert len(logs) == 2 and all(LOG_NAME.fullmatch(log.name) for log in logs)
    for number, log in enumerate(logs):
        record = read_record(log)
        # Seats rotate game by game: the first game seats the players in order.
        assert sorted(record.names) == ["easy", "greedy", "normal", "strong"]
        if number == 0:
            assert record.names == ("strong", "normal", "easy", "greedy")
        (review,) = review_game(record, [record.names.index("strong")], STRONG)
        assert review.agreement == 1.0


def test_an_mjlog_is_reviewed_as_its_json(capsys: pytest.CaptureFixture[str]) -> None:
    """The same phoenix game as tenhou.net/6 JSON and as mjlog XML: the same review."""
    (xml,) = (x for x in PHOENIX_XML if x.stem == PHOENIX_JSON[0].stem)
    outputs = []
    for log in (PHOENIX_JSON[0], xml):
        assert main(["review", str(log), "--seat", "3", "--json"]) == 0
        outputs.append(json.loads(capsys.readouterr().out))
    assert outputs[0] == outputs[1] and outputs[0]["seats"][0]["decisions"] > 50


def test_the_kind_of_a_mistake() -> None:
    """Against a threat: another shanten is push or fold; the same one with a more dangerous
    tile is defence; with a safer one, a shape or value mistake."""
    def figures(tile: str, shanten: int, ukeire: int, deal_in: float) -> Figures:
        return Figures(Discard(parse_tile(tile)), 0.0, shanten, ukeire, (deal_in,))

    safe, risky = figures("1m", 1, 20, 0.0), figures("5p", 1, 30, 0.08)
    assert mistake_kind(risky.action, safe.action, risky, safe, True) == "defence"
    assert mistake_kind(safe.action, risky.action, safe, risky, True) == "efficiency"
    folded = figures("9s", 2, 40, 0.0)
    assert mistake_kind(folded.action, risky.action, folded, risky, True) == "push_fold"
    assert mistake_kind(risky.action, safe.action, risky, safe, False) == "value"
    riichi = Discard(parse_tile("5p"), riichi=True)
    assert mistake_kind(risky.action, riichi, risky, risky, True) == "riichi"
    assert mistake_kind(Pass(), Ron(), risky, risky, True) == "win"
