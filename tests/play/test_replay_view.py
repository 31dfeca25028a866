"""The replay viewer's stepping, headless: the steps are the engine's own replay."""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import islice
from pathlib import Path

import pytest

from mahjong_tui.engine.events import Discarded, DrawReason
from mahjong_tui.play.replay_view import ReplayView, describe, follow, snapshot
from mahjong_tui.records.errors import RecordError
from mahjong_tui.records.load import read_record
from mahjong_tui.records.replay import play_round
from mahjong_tui.text.language import set_language
from mahjong_tui.text.words import draw_reason
from tests.records.data import FIXTURES, PHOENIX_JSON, PHOENIX_XML

GAME = read_record(PHOENIX_JSON[2])
"""A hanchan with riichi calls, kans and draws (16 hands)."""


@pytest.fixture
def view() -> ReplayView:
    return ReplayView(GAME)


def test_every_finished_hand_has_steps_and_the_recorded_result(view: ReplayView) -> None:
    assert [h.label for h in view.hands] == [r.label for r in GAME.rounds if r.finished]
    for hand, record in zip(view.hands, GAME.rounds, strict=False):
        first, last = hand.steps[0], hand.steps[-1]
        assert first.on_turn == {record.dealer} and not last.on_turn
        o = hand.outcome
        if record.wins:
            assert [w.deltas for w in o.wins] == [w.deltas for w in record.wins]
        else:
            assert o.draw is not None and record.draw is not None
            assert o.draw.deltas == (record.draw.deltas or (0, 0, 0, 0))


def test_forward_to_the_end_and_back_again(view: ReplayView) -> None:
    total = sum(len(h.steps) for h in view.hands)
    seen = [(view.hand_index, view.step_index)]
    for _ in range(total - 1):
        view.forward()
        seen.append((view.hand_index, view.step_index))
    assert len(set(seen)) == total
    assert view.hand_index == len(view.hands) - 1 and view.at_end
    view.forward()  # the game's end stays put
    assert seen[-1] == (view.hand_index, view.step_index)
    for position in reversed(seen[:-1]):
        view.back()
        assert (view.hand_index, view.step_index) == position
    view.back()
    assert (view.hand_index, view.step_index) == (0, 0)


def test_the_state_at_step_k_is_a_fresh_replay_to_k(view: ReplayView) -> None:
    for index in (0, 5, len(view.hands) - 1):
        record = [r for r in GAME.rounds if r.finished][index]
        steps = view.hands[index].steps
        for k in (0, 1, len(steps) // 2, len(steps) - 1):
            rnd = next(islice(follow(play_round(record, GAME.ruleset)), k, None))
            assert snapshot(rnd, ()).views == steps[k].views
            assert snapshot(rnd, ()).on_turn == steps[k].on_turn


def test_each_seat_sees_its_own_hand_and_the_same_table(view: ReplayView) -> None:
    view.jump_hand(3)
    for _ in range(10):
        view.forward()
    views = view.step.views
    assert [v.seat for v in views] == [0, 1, 2, 3]
    assert len({v.players for v in views}) == 1
    assert len({v.hand for v in views}) == 4
    view.set_seat(6)
    assert view.seat == 2 and view.view is views[2]


def test_hand_jumps_stay_inside_the_game(view: ReplayView) -> None:
    view.forward()
    view.jump_hand(1)
    assert (view.hand_index, view.step_index) == (1, 0)
    view.jump_hand(-5)
    assert view.hand_index == 0
    view.jump_hand(100)
    assert view.hand_index == len(view.hands) - 1


def test_status_line(view: ReplayView) -> None:
    names = view.names
    assert view.status().startswith(f"E1-0 (hand 1/16) · step 0/{len(view.hand.steps) - 1}")
    view.forward()
    assert f"seen from {names[0]} · {names[0]} discards" in view.status()


def test_both_formats_give_the_same_steps() -> None:
    json_view, xml_view = ReplayView(read_record(PHOENIX_JSON[0])), ReplayView(
        read_record(PHOENIX_XML[0]))
    assert [h.steps[-1].views for h in json_view.hands] == [
        h.steps[-1].views for h in xml_view.hands]


def test_a_record_the_engine_cannot_replay_is_a_record_error() -> None:
    path = next(p for p in FIXTURES if p.stem == "confusing_nakis_2")
    with pytest.raises(RecordError, match="the engine cannot replay it"):
        ReplayView(read_record(path))


def test_deal_result_and_progress(view: ReplayView) -> None:
    assert view.progress() == 0.0
    view.to_result()
    assert view.at_end and view.hand_index == 0
    first_end = view.progress()
    view.to_deal()
    assert view.step_index == 0
    seen = []
    while True:
        seen.append(view.progress())
        if view.at_end and view.hand_index == len(view.hands) - 1:
            break
        view.forward()
    assert seen == sorted(seen) and len(set(seen)) == len(seen)
    assert seen[-1] == 1.0 and first_end in seen


def test_last_discarder_follows_the_discards(view: ReplayView) -> None:
    assert view.last_discarder() is None  # the deal
    dealer = view.step.on_turn
    view.forward()  # the dealer's first discard
    assert view.last_discarder() is not None and {view.last_discarder()} == set(dealer)
    expected = None
    for k in range(len(view.hand.steps)):
        view.step_index = k
        for e in view.step.events:
            if isinstance(e, Discarded):
                expected = e.seat
        assert view.last_discarder() == expected


def test_the_last_result_carries_the_final_standings_the_record_gives() -> None:
    """Tenhou's own final points (``sc``) are the engine's settlement after the last hand."""
    view = ReplayView(GAME)
    assert view.standings is not None
    recorded = GAME.extra["sc"]
    assert [p.score for p in view.standings.placements] == recorded[0::2]
    assert [p.result for p in view.standings.placements] == pytest.approx(recorded[1::2])
    view.jump_hand(len(view.hands))
    assert not view.at_game_end
    view.to_result()
    assert view.at_game_end


def test_a_log_that_stops_before_the_end_has_no_final_standings() -> None:
    cut = replace(GAME, rounds=GAME.rounds[:3], extra={})
    view = ReplayView(cut)
    view.jump_hand(2)
    view.to_result()
    assert view.at_game_end and view.standings is None


def test_you_discard_and_the_others_discard() -> None:
    """The player's own moves read "You discard", not "You discards"."""
    view = ReplayView(replace(GAME, names=("You", "Haru", "Natsu", "Aki")))
    said = set()
    for _ in range(400):
        view.forward()
        said.add(describe(view.step, view.names))
    assert any(s.startswith("You discard ") for s in said)
    assert any(s.startswith("Haru discards ") for s in said)
    assert not any(s.startswith(("You discards", "You draws", "You calls", "You declares",
                                 "You wins")) for s in said)
    assert all("_" not in s and s.split()[-1] != "exhaustive" for s in said)


def test_the_status_and_every_action_in_japanese() -> None:
    """Each step in a Japanese player's words: 打, リーチ, ポン, チー, カン, ツモ, ロン, and the
    hand as 東1局 0本場, with no English word of the catalogue's left."""
    set_language("ja")
    view = ReplayView(GAME)
    assert view.status().startswith(f"東1局 0本場 (1/16局目) · 0/{len(view.hand.steps) - 1}手 · ")
    said = set()
    while not view.at_game_end:
        view.forward()
        said.add(describe(view.step, view.names))
    for action in (" 打", " リーチ 打", " ポン", " チー", " カン (", " ツモ和了", " ロン和了"):
        assert any(action in s for s in said), action
    assert any(re.search(r" ツモ[1-9][mps]", s) for s in said)
    words = {s for s in said if re.search(r"[A-Za-z]{3,}", re.sub("|".join(
        map(re.escape, view.names)), "", s))}
    assert not words  # the players' own names aside
    assert {draw_reason(reason) for reason in DrawReason} == {
        "流局: 山がなくなりました (荒牌平局)", "途中流局: 九種九牌", "途中流局: 四風連打",
        "途中流局: 四家立直", "途中流局: 四開槓", "途中流局: 三家和"}


def test_a_game_of_ours_opens_from_the_players_seat(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """``mahjong-tui replay`` of one of our logs is seen from where you sat, not from the
    first dealer; another log still opens from the first dealer."""
    from mahjong_tui.files.places import DATA_DIR_ENV
    from mahjong_tui.play.game_config import GameConfig
    from mahjong_tui.play.session import Session

    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    session = Session.new(GameConfig(length="tonpuu", seed=6, human_seat=2),
                          tmp_path / "savegame.json")
    while session.game.hands_played == 0:
        turn = session.next_ai_turn() or session.autoplay_turn()
        assert turn is not None
        session.apply(turn.seat, turn.decide())
    assert session.log_path is not None
    assert ReplayView(read_record(session.log_path)).seat == 2
    assert ReplayView(read_record(PHOENIX_JSON[0])).seat == 0
