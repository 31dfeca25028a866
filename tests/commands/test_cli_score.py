"""The ``mahjong-tui score`` contract: flags, JSON keys, exit statuses, batch mode."""

from __future__ import annotations

import io
import json

import pytest

from mahjong_tui.cli import main

_KEYS = {"han", "fu", "yaku", "yakuman", "limit", "points", "error"}
_POINT_KEYS = {"ron", "tsumo_dealer_pays", "tsumo_others_pay", "total"}


def run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, dict[str, object]]:
    status = main(["score", *argv, "--json"])
    return status, json.loads(capsys.readouterr().out)


def test_json_has_the_contract_keys(capsys: pytest.CaptureFixture[str]) -> None:
    status, out = run_json(capsys, "234789m12345666p", "--win", "6p", "--tsumo", "--riichi",
                           "--seat-wind", "S", "--dora", "1p", "--honba", "1", "--sticks", "2")
    assert status == 0
    assert set(out) >= _KEYS
    assert out["error"] is None
    assert (out["han"], out["fu"], out["limit"], out["yakuman"]) == (4, 20, "none", 0)
    assert [y["id"] for y in out["yaku"]] == ["riichi", "menzen_tsumo", "pinfu", "dora"]  # type: ignore[index]
    assert out["points"] == {"ron": None, "tsumo_dealer_pays": 2700, "tsumo_others_pay": 1400,
                             "total": 2700 + 2 * 1400 + 2000}


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["123m456p789s11122z", "--win", "2z", "--seat-wind", "S"], (1, 50, 1600)),
        (["11122233344455m", "--win", "5m"], (13, 60, 48000)),
        (["234m456s22p", "--win", "2p", "--meld", "chi:067p", "--meld", "pon:888s",
          "--seat-wind", "W"], (2, 30, 2000)),
        (["1133557799m1133p", "--win", "1p", "--preset", "tenhou", "--ura", "2p",
          "--riichi", "--seat-wind", "N"], (5, 25, 8000)),
        (["123m22p", "--win", "2p", "--meld", "ankan:1111z", "--meld", "kakan:0555m",
          "--meld", "minkan:9999s", "--rinshan", "--tsumo", "--seat-wind", "S"], (5, 80, 8000)),
        (["22m", "--win", "2m", "--meld", "ankan:1111m", "--meld", "minkan:9999p",
          "--meld", "minkan:0555s", "--meld", "minkan:7777z", "--seat-wind", "S",
          "--preset", "seed003_local_yaku"], (26, 100, 64000)),  # seed 003: 四槓子 is double
    ],
)
def test_scores(capsys: pytest.CaptureFixture[str], argv: list[str],
                expected: tuple[int, int, int]) -> None:
    status, out = run_json(capsys, *argv)
    assert status == 0, out
    assert (out["han"], out["fu"], out["points"]["total"]) == expected  # type: ignore[index]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["123m456p789s11223z", "--win", "3z"], "complete"),
        (["234m456s99p", "--win", "9p", "--meld", "chi:678p", "--meld", "chi:567s"], "no yaku"),
    ],
)
def test_not_a_win_is_exit_1_with_error(capsys: pytest.CaptureFixture[str], argv: list[str],
                                        message: str) -> None:
    status, out = run_json(capsys, *argv)
    assert status == 1
    assert message in str(out["error"])
    assert set(out["points"]) == _POINT_KEYS  # type: ignore[arg-type]
    assert main(["score", *argv]) == 1
    captured = capsys.readouterr()
    assert captured.out == "" and len(captured.err.strip().splitlines()) == 1


@pytest.mark.parametrize(
    "argv",
    [
        ["123m456p789s1122x", "--win", "2z"],
        ["123m456p789s11222z", "--win", "3z"],
        ["11111m456p789s222z", "--win", "1m"],
        ["123m456p789s22z", "--win", "2z", "--meld", "pon:1112z"],
        ["123m456p789s22z", "--win", "2z", "--meld", "pan:111z"],
        ["123m456p789s11222z", "--win", "2z", "--preset", "nonexistent"],
        ["123m456p789s11222z", "--win", "2z", "--honba", "-1"],
        ["123m456p789s11222z", "--win", "2z", "--seat-wind", "X"],
        ["123m456p789s11222z"],
    ],
)
def test_malformed_input_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str],
                                                argv: list[str]) -> None:
    with pytest.raises(SystemExit) if "-1" in argv or "X" in argv else _nothing():
        assert main(["score", *argv]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


class _nothing:
    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> None:
        return None


def test_readable_output_shows_yaku_fu_and_payments(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "1122m3344p5566s77z", "--win", "7z", "--tsumo", "--seat-wind", "S"]) == 0
    out = capsys.readouterr().out
    for text in ("Seven Pairs", "七対子", "3 han 25 fu", "chiitoitsu", "tsumo: 800 / 1600",
                 "total: 3200"):
        assert text in out


def test_batch_goes_on_after_bad_lines(capsys: pytest.CaptureFixture[str],
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    lines = [
        {"hand": "123m456p789s11122z", "win": "2z", "seat_wind": "S"},
        "not json",
        {"hand": "11m", "win": "1m"},
        {"hand": "234m456s99p", "win": "9p", "melds": ["chi:678p", "chi:567s"]},
        {"hand": "234m456s22p", "win": "2p", "melds": ["chi:678p", "pon:777z"], "tsumo": True,
         "dora": ["6z"], "honba": 2, "preset": "tenhou"},
        {"hand": "234m456s22p", "win": "2p", "tsumo": "yes"},
        {"hand": "234m456s22p", "win": "2p", "bogus": 1},
    ]
    text = "\n".join(x if isinstance(x, str) else json.dumps(x) for x in lines) + "\n"
    monkeypatch.setattr("sys.stdin", io.StringIO(text))
    assert main(["score", "--batch"]) == 0
    results = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(results) == len(lines)
    assert all(set(r) >= _KEYS for r in results)
    assert [r["error"] is None for r in results] == [True, False, False, False, True, False,
                                                     False]
    assert "JSON" in results[1]["error"] and "no yaku" in results[3]["error"]
    assert results[4]["han"] == 4 and results[4]["points"]["total"] == 3 * 3900 + 600
    assert "bogus" in results[6]["error"]


def test_batch_answers_are_the_json_of_the_result_object() -> None:
    """score --batch writes result_line (cached pieces): the object's JSON as UTF-8."""
    import random
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parents[1] / "rules"))
    from test_score_oracle import random_hand

    from mahjong_tui.commands.score_requests import result_line, result_object
    from mahjong_tui.files.input_lines import json_line
    from rules.ruleset import TENHOU
    from rules.score import HandError, score_hand

    rng = random.Random(3)
    checked = 0
    for _ in range(1500):
        h = random_hand(rng)
        try:
            result = score_hand(h.concealed, h.win_tile, h.our_melds, h.situation, TENHOU)
        except HandError:
            continue
        assert result_line(result) == json_line(result_object(result)).encode()
        checked += 1
    assert checked > 1000
