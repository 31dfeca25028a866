"""A riichi counts from its declaration, as on Tenhou: one ronned on its declaration tile
(its stick never put down) is a riichi in the record and in ``sim`` too. The record
showed 0 % riichi after exactly that."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pytest

from mahjong_tui.engine.events import Discarded, RiichiAccepted, Won
from mahjong_tui.engine.selfplay import PlayerStats, SimTally
from mahjong_tui.files.places import DATA_DIR_ENV
from mahjong_tui.play.game_config import GameConfig
from mahjong_tui.play.session import Session

SEATS = 4


def test_a_riichi_ronned_on_its_declaration_is_counted(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    for seed in range(1, 30):
        session = Session.new(GameConfig(length="tonpuu", seed=seed, human_seat=0))
        while not session.is_over:
            turn = session.next_ai_turn() or session.autoplay_turn()
            assert turn is not None
            session.apply(turn.seat, turn.decide())
        log = session.game.log
        ronned = [e.seat for e, after in pairwise(log)
                  if isinstance(e, Discarded) and e.riichi and isinstance(after, Won)]
        if ronned:
            break
    else:
        pytest.fail("no riichi ronned on its declaration tile in 29 games")
    tally = SimTally([PlayerStats(str(s)) for s in range(SEATS)])
    tally.add_game(log, list(range(SEATS)))
    for seat in range(SEATS):
        declared = sum(isinstance(e, Discarded) and e.riichi and e.seat == seat for e in log)
        accepted = sum(isinstance(e, RiichiAccepted) and e.seat == seat for e in log)
        assert tally.players[seat].riichi == declared
        if seat in ronned:
            assert declared == accepted + ronned.count(seat)
