"""Text from outside is printed as it is, never read as rich markup: a data directory
path with ``[/]`` made ``stats`` raise MarkupError, ``[bold red]`` vanished from it, and
``sim`` with a bot command holding ``[/]`` played every game and then died printing the
table, losing the results."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest


def run(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mahjong_tui", *args], capture_output=True,
                          text=True, timeout=300, check=False,
                          env={**os.environ, "COLUMNS": "400", **env})


@pytest.mark.parametrize("name", ["m[/]x", "[bold red]d", ":smile: [link=x]y[/link]"])
def test_stats_prints_a_strange_path_as_it_is(tmp_path: Path, name: str) -> None:
    data = tmp_path / name
    data.mkdir(parents=True)
    done = run(["stats"], {"MAHJONG_TUI_DATA_DIR": str(data)})
    assert done.returncode == 0 and done.stderr == ""
    assert str(data / "history.json") in done.stdout


def test_sim_prints_a_bot_named_with_markup(tmp_path: Path) -> None:
    done = run(["sim", "--games", "1", "--length", "tonpuu", "--seed", "3",
                "--players", "mjai:true [/],normal,normal,normal"],
               {"MAHJONG_TUI_DATA_DIR": str(tmp_path)})
    assert done.returncode == 0 and "Traceback" not in done.stderr
    assert "mjai:true [/]" in done.stdout
