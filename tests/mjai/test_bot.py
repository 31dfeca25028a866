"""The bot replays recorded exchanges, answers only legal actions, and survives bad input."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from ai import PLAYERS as AI_PLAYERS
from mahjong_tui.mjai.actions import matching, parse_response
from mahjong_tui.mjai.bot import MjaiBot, run
from mahjong_tui.mjai.legality import legal_actions
from rules.actions import Discard, Pass
from rules.presets import load_preset
from tests.mjai.exchanges import DATA, LEVEL, RECORDED, RULES, Exchange, load, record


def _replay(exchanges: list[Exchange], bot: MjaiBot) -> None:
    """Each answer equals the recorded one and is legal in the bot's view."""
    for number, ex in enumerate(exchanges, start=1):
        recv = ex["recv"] if isinstance(ex["recv"], list) else [ex["recv"]]
        answer = bot.react(recv)
        assert answer == ex["send"], f"line {number}"
        legal = legal_actions(bot.view, recv[-1])
        if answer["type"] == "none":
            continue
        if answer["type"] == "reach":
            assert any(isinstance(a, Discard) and a.riichi for a in legal), f"line {number}"
        elif recv[-1]["type"] != "reach":  # the discard after the own reach was checked then
            assert matching(parse_response(answer), list(legal)) is not None, f"line {number}"


@pytest.mark.parametrize(("name", "seed_seat"), sorted(RECORDED.items()))
def test_recorded_engine_games_replay(name: str, seed_seat: tuple[int, int]) -> None:
    seed, seat = seed_seat
    exchanges = load(name)
    _replay(exchanges, MjaiBot(AI_PLAYERS[LEVEL](seed + seat), RULES))
    assert record(seed, seat) == exchanges  # the fixture is still what the engine plays


def test_each_own_turn_answer_is_what_the_game_then_did() -> None:
    """The fixtures come from the game the AI played: the bot's turn answers happened."""
    for name, (_, seat) in RECORDED.items():
        exchanges = load(name)
        for i, ex in enumerate(exchanges[:-1]):
            sent = ex["send"]
            if sent["type"] in ("dahai", "reach", "ankan", "kakan"):
                nxt = exchanges[i + 1]["recv"]
                if nxt["type"] == "dora":
                    nxt = exchanges[i + 2]["recv"]
                assert {k: nxt.get(k) for k in sent} == sent, (name, i)
                assert nxt["actor"] == seat


def test_the_mortal_array_form() -> None:
    exchanges = load("mortal_array.jsonl")
    bot = MjaiBot(AI_PLAYERS["normal"](None), load_preset("tenhou"))
    _replay(exchanges, bot)
    assert bot.view.seat == 1
    assert bot.view.seats[3].riichi and bot.view.sticks == 1
    assert bot.view.seats[3].score == 24000


def _run(lines: list[str]) -> tuple[list[dict[str, object]], list[str]]:
    out, err = io.StringIO(), io.StringIO()
    bot = MjaiBot(AI_PLAYERS["normal"](None), load_preset("tenhou"))
    assert run(bot, io.StringIO("".join(line + "\n" for line in lines)), out, err) == 0
    return [json.loads(x) for x in out.getvalue().splitlines()], err.getvalue().splitlines()


def test_malformed_messages_get_one_stderr_line_and_none() -> None:
    good = [json.dumps(ex["recv"]) for ex in load("mortal_array.jsonl")]
    bad = [
        "this is not json",
        '{"type":"bogus"}',
        '{"type":"tsumo","actor":7,"pai":"1m"}',
        '{"type":"dahai","actor":2,"pai":"10m","tsumogiri":false}',
        "[]",
    ]
    answers, errors = _run([good[0], *bad, good[1]])
    assert [a["type"] for a in answers] == ["none"] * 6 + ["dahai"]
    assert len(errors) == len(bad)
    assert all(e.startswith("mahjong-tui bot: line ") for e in errors)
    assert "line 2: not JSON" in errors[0]
    assert "unknown message type 'bogus'" in errors[1]
    assert "'actor' must be an integer" in errors[2]
    assert "not an mjai tile: '10m'" in errors[3]


def test_the_bot_never_answers_a_call_it_cannot_make() -> None:
    answers, _ = _run([json.dumps(ex["recv"]) for ex in load("mortal_array.jsonl")])
    assert answers[-1]["type"] in ("pon", "none")
    assert parse_response(answers[0]) == Pass()


def test_the_command_line_bot() -> None:
    lines = [json.dumps(ex["recv"]) for ex in load("seed5_seat0.jsonl")]
    proc = subprocess.run(
        [sys.executable, "-m", "mahjong_tui", "bot", "--mjai", "--level", LEVEL, "--seed", "5"],
        input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=60, check=True,
    )
    answers = [json.loads(x) for x in proc.stdout.splitlines()]
    assert answers == [ex["send"] for ex in load("seed5_seat0.jsonl")]
    assert proc.stderr == ""
    assert (DATA / "README.md").exists()
