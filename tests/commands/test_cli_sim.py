"""``mahjong-tui sim``: the JSON summary contract, external mjai bots and bad input."""

from __future__ import annotations

import json
import shlex
import sys

import pytest

from ai import HeuristicPlayer
from mahjong_tui.cli import main
from mahjong_tui.commands.sim_cmd import _players
from rules.presets import load_preset

_PLAYER_KEYS = {
    "name", "avg_rank", "avg_score", "win_rate", "deal_in_rate", "riichi_rate", "call_rate",
    "tenpai_at_draw_rate", "decision_ms_mean", "decision_ms_p99", "mjai_fallbacks",
    "avg_chips", "avg_result", "mjai_fallbacks_per_game",
}
_PYTHON = shlex.quote(sys.executable)
_VARYING = ("name", "decision_ms_mean", "decision_ms_p99", "mjai_fallbacks",
            "mjai_fallbacks_per_game")


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


def test_chips_are_reported_and_settled_where_the_rules_have_them(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ("--games", "2", "--seed", "5", "--players", "greedy,greedy,greedy,greedy", "--json")
    _, seed000 = _sim(capsys, *argv, "--preset", "seed000_netmahjong")
    players = seed000["players"]
    assert isinstance(players, list)
    chips = [p["avg_chips"] for p in players]
    assert any(chips) and sum(chips) == pytest.approx(0)
    assert sum(p["avg_result"] for p in players) == pytest.approx(0, abs=0.1)
    _, tenhou = _sim(capsys, *argv)
    assert all(p["avg_chips"] == 0 for p in tenhou["players"])  # type: ignore[attr-defined]


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


def test_an_mjai_bot_process_plays_as_the_ai_in_process(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Seat 0's player is seeded ``seed * 4 + 0`` in the sim: the bot gets that seed."""
    seed = 3
    bot = f"mjai:{_PYTHON} -m mahjong_tui bot --mjai --level normal --length tonpuu"
    bot += f" --seed {seed * 4}"
    args = ("--games", "1", "--length", "tonpuu", "--seed", str(seed), "--json", "--players")
    status, through_mjai = _sim(capsys, *args, f"{bot},normal,normal,normal")
    assert status == 0
    _, in_process = _sim(capsys, *args, "normal,normal,normal,normal")
    players = through_mjai["players"]
    assert isinstance(players, list)
    assert players[0]["name"] == bot and [p["mjai_fallbacks"] for p in players] == [0] * 4
    for out in (through_mjai, in_process):
        out.pop("seconds")
        for p in out["players"]:  # type: ignore[attr-defined]
            for key in _VARYING:
                del p[key]
    assert through_mjai == in_process  # the same hands, ranks and final scores


def test_a_bot_that_exits_at_once_is_replaced_by_the_fallback(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status = main(["sim", "--games", "1", "--length", "tonpuu", "--seed", "3", "--json",
                   "--players", f"normal,mjai:{_PYTHON} -c pass,normal,normal"])
    captured = capsys.readouterr()
    out = json.loads(captured.out)
    assert status == 0 and out["games"] == 1 and out["errors"] == 0
    assert out["hands"] >= 4
    assert [p["mjai_fallbacks"] > 0 for p in out["players"]] == [False, True, False, False]
    assert "the bot process has exited" in captured.err


@pytest.mark.parametrize(
    "args",
    [
        ("--games", "1", "--players", "random,nobody,random,random"),
        ("--games", "1", "--players", "random,mjai:no-such-mjai-bot --x,random,random"),
        ("--games", "1", "--players", "random,mjai:,random,random"),
        ("--games", "1", "--players", "random,mjai:bot 'unclosed,random,random"),
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
