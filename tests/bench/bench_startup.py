"""Start-up: CPU time to the title screen, against a bare Textual app showing one widget.

Each run is a fresh process that imports Textual's ``App`` and then either shows a bare
app with one ``Static`` (the reference) or runs ``mahjong-tui`` with no arguments, as the
console script does (``mahjong_tui.cli.main``), in an empty data directory. Both run
headless and leave as soon as their first screen has been drawn (a pilot waits for the
screen to settle, then exits), so both pay for the same start and stop of Textual. The
child's CPU time (user and system, from the OS) is the figure: it does not depend on
what else the machine is doing the way wall time does. The two are run in turn, the
medians printed with their ratio (the layout issue asks for 1.5 or less).

    python tests/bench/bench_startup.py [--runs N]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD = """
import sys
import textual.app as ta

async def _leave(pilot):
    await pilot.pause()
    print(type(pilot.app.screen).__name__, file=sys.stderr)
    pilot.app.exit()

_run = ta.App.run
ta.App.run = lambda self, *a, **k: _run(self, headless=True, auto_pilot=_leave)
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


def cpu_seconds(which: str, data_dir: str) -> tuple[float, str]:
    """The CPU time of one child that shows its first screen, and that screen's class."""
    env = {**os.environ, "MAHJONG_TUI_DATA_DIR": data_dir, "PYTHONPATH": str(ROOT)}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run([sys.executable, "-c", CHILD, which], env=env, check=True,
                          capture_output=True, text=True, timeout=120)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, done.stderr.strip().splitlines()[-1]


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
                cpu, screen = cpu_seconds(which, data_dir)
                times[which].append(cpu)
        print(f"mahjong-tui's first screen: {screen}")
    bare, ours = (statistics.median(times[w]) for w in ("bare", "ours"))
    for which, label in (("bare", "bare Textual app"), ("ours", "mahjong-tui title")):
        values = times[which]
        print(f"{label:>20}: median {statistics.median(values):.3f} s CPU "
              f"(min {min(values):.3f}, max {max(values):.3f}, {len(values)} runs)")
    print(f"ratio: {ours / bare:.2f}x")


if __name__ == "__main__":
    main()
