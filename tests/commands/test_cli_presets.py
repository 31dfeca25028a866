"""``mahjong-tui presets``: list, show as TOML, and one-line errors with exit status 2."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from mahjong_tui.cli import main
from mahjong_tui.text.rule_words import preset_words
from rules.presets import load_preset, parse_preset, preset_names


def test_list_names_every_preset(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["presets"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split("\t")[0] for line in lines] == preset_names()
    tenhou = lines[preset_names().index("tenhou")].split("\t")
    words = preset_words("tenhou")
    assert words is not None and tenhou == ["tenhou", words.title, words.description]
    assert "Tenhou (天鳳)" in tenhou and "ネットマージャン house rules" in "".join(lines)


def test_show_prints_the_full_preset(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["presets", "show", "seed000_netmahjong"]) == 0
    out = capsys.readouterr().out
    assert 'final_rounding = "gosha_rokunyu"' in out and "chip_value = 5000" in out
    assert parse_preset(out) == load_preset("seed000_netmahjong")


def test_show_accepts_a_toml_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "house.toml"
    path.write_text('name = "house"\nkuitan = false\n', "utf-8")
    assert main(["presets", "show", str(path)]) == 0
    out = capsys.readouterr().out
    assert 'name = "house"' in out and "kuitan = false" in out


@pytest.mark.parametrize(
    ("argv_tail", "file_text", "message"),
    [
        (["nope"], None, "mahjong-tui presets: unknown preset 'nope' (known: ema, "),
        (["{path}"], "uma = [1", "invalid TOML: Unclosed array"),
        (["{path}"], "uma = [20, 10, 0, 0]", "uma must sum to 0, got 30"),
        (["{path}"], "max_ron_winners = 3", "triple ron (max_ron_winners=3) cannot go with"),
        ([], None, "the following arguments are required: NAME"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    argv_tail: list[str],
    file_text: str | None,
    message: str,
) -> None:
    path = tmp_path / "bad.toml"
    if file_text is not None:
        path.write_text(file_text, "utf-8")
    argv = ["presets", "show", *(arg.format(path=path) for arg in argv_tail)]
    try:
        status = main(argv)
    except SystemExit as exit_:  # argparse usage errors exit from the parser
        status = int(exit_.code or 0)
    captured = capsys.readouterr()
    assert status == 2 and captured.out == ""
    assert message in captured.err and captured.err.count("\n") == 1


def test_no_traceback_from_the_console_script() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "mahjong_tui", "presets", "show", "no_such_preset"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2
    assert done.stderr.startswith("mahjong-tui presets: unknown preset 'no_such_preset'")
    assert "Traceback" not in done.stderr
