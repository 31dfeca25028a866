"""Start-up: CPU time to the title screen, against a bare Textual app showing one widget.

Each run is a fresh process that imports Textual's ``App`` and then either shows a bare
app with one ``Static`` (the reference) or runs ``mahjong-tui`` with no arguments, as the
console script does (``mahjong_tui.cli.main``), in an empty data directory. Both run
headless; the figure is the process's CPU time (user and system, interpreter start
included) at the moment Textual first draws the bare app's screen or our title screen,
what a player waits for, measured the same way for both. CPU time does not depend on what
else the machine is doing the way wall time does. The two are run in turn, the medians
printed with their ratio (the layout issue asks for 1.5 or less).

    python tests/bench/bench_startup.py [--runs N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD = """
import sys
import time
import textual.app as ta

FIRST = sys.argv[2]
_display = ta.App._display

def display(self, screen, renderable):
    _display(self, screen, renderable)
    if renderable is not None and type(screen).__name__ == FIRST and self.is_running:
        print(time.process_time(), file=sys.stderr)
        ta.App._display = _display
        self.exit()

ta.App._display = display
_run = ta.App.run
ta.App.run = lambda self, *a, **k: _run(self, headless=True)
if sys.argv[1] == "bare":
    from textual.widgets import Static

    class Bare(ta.App):
        def compose(self):
            yield Static("Riichi mahjong")

    Bare().run()
else:
    from mahjong_tui.cli import main

    main([])
"""
FIRST_SCREEN = {"bare": "Screen", "ours": "TitleScreen"}
"""The screen whose first drawing ends a run: the bare app's default screen, our title."""


def cpu_seconds(which: str, data_dir: str) -> float:
    """The CPU time (user and system) one child has used when its first screen is drawn."""
    env = {**os.environ, "MAHJONG_TUI_DATA_DIR": data_dir, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", CHILD, which, FIRST_SCREEN[which]], env=env,
                          check=True, capture_output=True, text=True, timeout=120)
    return float(done.stderr.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    runs = parser.parse_args().runs
    times: dict[str, list[float]] = {"bare": [], "ours": []}
    with tempfile.TemporaryDirectory() as data_dir:
        for which in times:  # one unmeasured start each: the .pyc files get written
            cpu_seconds(which, data_dir)
        for _ in range(runs):
            for which in times:
                times[which].append(cpu_seconds(which, data_dir))
    bare, ours = (statistics.median(times[w]) for w in ("bare", "ours"))
    for which, label in (("bare", "bare Textual app"), ("ours", "mahjong-tui title")):
        values = times[which]
        print(f"{label:>20}: median {statistics.median(values):.3f} s CPU "
              f"(min {min(values):.3f}, max {max(values):.3f}, {len(values)} runs)")
    print(f"ratio: {ours / bare:.2f}x")


if __name__ == "__main__":
    main()
