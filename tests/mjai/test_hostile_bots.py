"""External mjai bots that misbehave: restarted per game, given up when hung, their
children ended with them, and a command that cannot start is one line, exit 2."""

from __future__ import annotations

import json
import os
import shlex
import sys
import time
from pathlib import Path

import pytest

from mahjong_tui.cli import main
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.players import TsumogiriPlayer
from mahjong_tui.engine.selfplay import play_game
from mahjong_tui.mjai.external import MAX_TIMEOUTS, BotStartError, ExternalPlayer
from rules.presets import load_preset

PYTHON = shlex.quote(sys.executable)
ONE_HAND = load_preset("tenhou").with_changes(game_length="one_hand", extension="none",
                                              extension_max_winds=0)


def script(text: str) -> str:
    return f"{PYTHON} -c {shlex.quote(text)}"


def test_our_bot_plays_every_game_of_a_sim(capsys: pytest.CaptureFixture[str]) -> None:
    """Our bot exits at end_game: a process per game means no fallback in any game."""
    bot = f"mjai:{PYTHON} -m mahjong_tui bot --mjai --level easy --length tonpuu"
    status = main(["sim", "--games", "3", "--length", "one_hand", "--seed", "2", "--json",
                   "--players", f"{bot},easy,easy,easy"])
    out = json.loads(capsys.readouterr().out)
    assert status == 0 and out["games"] == 3
    assert out["players"][0]["mjai_fallbacks_per_game"] == [0, 0, 0]
    assert out["players"][0]["mjai_fallbacks"] == 0
    assert out["players"][1]["mjai_fallbacks_per_game"] == [0, 0, 0]


def test_a_hung_bot_is_given_up_for_the_game_after_timeouts_in_a_row() -> None:
    bot = ExternalPlayer(script("import time\ntime.sleep(60)"), TsumogiriPlayer(), timeout=0.2)
    others = [TsumogiriPlayer() for _ in range(3)]
    started = time.monotonic()
    try:
        for seed in (1, 2):
            assert play_game(Game(ONE_HAND, seed), [bot, *others]).is_over
    finally:
        bot.close()
    timeouts = [e for e in bot.errors if "no answer within" in e]
    assert len(timeouts) == 2 * MAX_TIMEOUTS  # then no more waiting, in either game
    assert sum("given up for the rest of the game" in e for e in bot.errors) == 2
    assert len(bot.fallbacks_per_game) == 2 and all(n > MAX_TIMEOUTS
                                                    for n in bot.fallbacks_per_game)
    assert time.monotonic() - started < 2 * MAX_TIMEOUTS * 0.2 + 15


def test_the_bot_s_children_end_with_it(tmp_path: Path) -> None:
    pid_file = tmp_path / "child"
    child = f"import subprocess, sys; p = subprocess.Popen(['sleep', '60']); " \
            f"open({str(pid_file)!r}, 'w').write(str(p.pid)); sys.stdin.read()"
    bot = ExternalPlayer(script(child), TsumogiriPlayer(), timeout=0.5)
    try:
        play_game(Game(ONE_HAND, 1), [bot, *[TsumogiriPlayer() for _ in range(3)]])
    finally:
        bot.close()
    pid = int(pid_file.read_text())
    for _ in range(50):
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return
        # A zombie of a reaped group still answers kill(0) until init collects it.
        if Path(f"/proc/{pid}/stat").exists() and \
                Path(f"/proc/{pid}/stat").read_text().split()[2] == "Z":
            return
        time.sleep(0.1)
    pytest.fail("the bot's child process is still running")


def test_a_bot_that_cannot_start(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    broken = tmp_path / "bot"
    broken.write_bytes(b"\x7fELF not really")
    broken.chmod(0o755)
    with pytest.raises(BotStartError):
        play_game(Game(ONE_HAND, 1), [ExternalPlayer(str(broken), TsumogiriPlayer()),
                                      *[TsumogiriPlayer() for _ in range(3)]])
    status = main(["sim", "--games", "2", "--length", "one_hand", "--json",
                   "--players", f"mjai:{broken},random,random,random"])
    captured = capsys.readouterr()
    assert status == 2 and captured.out == ""
    assert captured.err.count("\n") == 1 and "cannot be started" in captured.err
    assert "Traceback" not in captured.err and "engine" not in captured.err


@pytest.mark.parametrize("command", ["yes", "cat /dev/zero",
                                     script("import sys\nfor _ in sys.stdin:\n"
                                            "    print('[' * 200000 + ']' * 200000, flush=True)")],
                         ids=["yes", "dev-zero", "nested"])
def test_a_flooding_or_nested_bot_costs_its_decisions_not_memory(command: str) -> None:
    """``yes`` and ``cat /dev/zero`` were read without limit (1.26 GB and 10.9 GB); a bot
    answering JSON nested 200,000 deep ended the whole game. Each is now a failed decision
    (the fallback plays it, counted), the game plays to its end in bounded memory."""
    import tracemalloc

    bot = ExternalPlayer(command, TsumogiriPlayer(), timeout=0.3)
    others = [TsumogiriPlayer() for _ in range(3)]
    tracemalloc.start()
    try:
        assert play_game(Game(ONE_HAND, 1), [bot, *others]).is_over
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
        bot.close()
    assert bot.fallbacks > 0 and peak < 150 * 1024 * 1024
