"""``mahjong-tui sim``: the JSON summary contract and bad input."""

from __future__ import annotations

import json

import pytest

from ai import HeuristicPlayer
from mahjong_tui.cli import main
from mahjong_tui.commands.sim_cmd import _players
from rules.presets import load_preset

_PLAYER_KEYS = {
    "name", "avg_rank", "avg_score", "win_rate", "deal_in_rate", "riichi_rate", "call_rate",
    "tenpai_at_draw_rate", "decision_ms_mean", "decision_ms_p99",
}


def _sim(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, dict[str, object]]:
    status = main(["sim", *args])
    return status, json.loads(capsys.readouterr().out)


def test_json_summary_has_the_contract_keys(capsys: pytest.CaptureFixture[str]) -> None:
    status, out = _sim(capsys, "--games", "3", "--seed", "5", "--length", "tonpuu", "--json")
    assert status == 0
    assert set(out) == {"games", "hands", "seconds", "errors", "players"}
    assert out["games"] == 3 and out["errors"] == 0
    assert isinstance(out["hands"], int) and out["hands"] >= 12
    players = out["players"]
    assert isinstance(players, list) and len(players) == 4
    for p in players:
        assert set(p) == _PLAYER_KEYS
    assert sum(p["avg_rank"] for p in players) == pytest.approx(10.0)


def test_same_seed_same_statistics(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--games", "2", "--seed", "9", "--players", "random,tsumogiri,random,tsumogiri",
            "--json")
    _, first = _sim(capsys, *args)
    _, again = _sim(capsys, *args)
    for out in (first, again):
        out.pop("seconds")
        for p in out["players"]:  # type: ignore[attr-defined]
            del p["decision_ms_mean"], p["decision_ms_p99"]  # wall time varies
    assert first == again
    names = [p["name"] for p in first["players"]]  # type: ignore[attr-defined]
    assert names == ["random", "tsumogiri", "random", "tsumogiri"]


def test_every_player_reports_its_decision_time(capsys: pytest.CaptureFixture[str]) -> None:
    _, out = _sim(capsys, "--games", "1", "--seed", "3", "--length", "tonpuu", "--players",
                  "strong,greedy,random,tsumogiri", "--json")
    players = out["players"]
    assert isinstance(players, list)
    for p in players:  # a pause (GC, a busy machine) may put the mean above the p99
        assert p["decision_ms_mean"] >= 0 and p["decision_ms_p99"] >= 0
    assert players[0]["decision_ms_mean"] > 0  # the strong AI thinks measurably


def test_ai_players_play_by_the_preset() -> None:
    rules = load_preset("ema")
    strong = _players("strong,greedy,random,tsumogiri", 1, rules)[0].player
    assert isinstance(strong, HeuristicPlayer) and strong.rules is rules


def test_tsumogiri_players_never_win(capsys: pytest.CaptureFixture[str]) -> None:
    _, out = _sim(capsys, "--games", "2", "--seed", "1", "--players",
                  "tsumogiri,tsumogiri,tsumogiri,tsumogiri", "--json")
    assert all(p["win_rate"] == 0 for p in out["players"])  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "args",
    [
        ("--games", "1", "--players", "random,nobody,random,random"),
        ("--games", "1", "--players", "random,random"),
        ("--games", "0"),
        ("--games", "1", "--preset", "no-such-preset"),
        ("--games", "1", "--length", "forever"),
    ],
)
def test_bad_input_is_one_line_and_status_2(
    capsys: pytest.CaptureFixture[str], args: tuple[str, ...]
) -> None:
    with pytest.raises(SystemExit) as exc_info:
        status = main(["sim", *args])
        raise SystemExit(status)
    assert exc_info.value.code == 2
    err = capsys.readouterr().err.strip()
    assert err and len(err.splitlines()) == 1 and "Traceback" not in err
