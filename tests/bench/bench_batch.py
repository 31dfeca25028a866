"""Benchmark: ``mahjong-tui score --batch`` / ``shanten --batch`` against the same batch on the
PyPI ``mahjong`` library, end to end: process start, JSON lines in and out included (read
from a file and written to one, as ``< hands > answers``).

Run from the repository root: ``.venv/bin/python tests/bench/bench_batch.py [N] [REPEATS]``.
The same N hands go through both sides: for scoring, the differential test's seeded random
wins (tests/rules/test_score_oracle.py) as ``score --batch`` requests and as 136-id requests
for ``tests/bench/mahjong_batch.py score``; for shanten, seeded random 13- and 14-tile hands
as MPSZ lines for both. Each side runs as its own process, the two taking turns; the best
wall time of REPEATS runs counts (a shared machine only ever adds time). It also times each
side's start alone (an empty batch). It prints rates and ratios and asserts nothing.
Targets (issue 18): score --batch >= 3x and shanten --batch >= 8x the library. Not
collected by pytest.

Reading the figures: the ratio grows with N. Our start is the cheaper one (about 137M
instructions under callgrind against the library's 200M; 27 against 40 ms of CPU): a plain
batch command line builds no parser, a default batch imports no pydantic (see
``rules.rule_values``) and no ``dataclasses`` (the scoring types are NamedTuples or classes
with slots, see ``rules.hand``), and it ends without the interpreter's teardown
(``mahjong_tui.cli._end``). But a fresh process fills the scorer's per-suit reading tables
and the batch's run, meld, indicator and situation tables as it meets new shapes; the
library has neither that cost nor those savings. In time the first pass over 10,000 lines
runs about a tenth slower per line than a second pass would (a table miss costs several
times more in the middle of a batch than alone). ``bench_score.py`` times the scorer alone.

On a shared machine CPU times swing by a tenth from run to run; callgrind's instruction
counts (``valgrind --tool=callgrind``, with ``PYTHONHASHSEED=0``) are steady, and are what
the speed commits of issue 18 quote. For score --batch on the machine of issue 18 they
give 3.66x at 5,000 lines (1,072M against 3,920M), 3.96x at 10,000 (1,926M against
7,623M) and 4.19x at 20,000 (3,597M against 15,053M); before the last round of issue 18
(whole lines decoded together, the suits' pairs pruned modulo 3, no meld-list table, shared
points tables, no teardown at exit ...) they were 3.1x, 3.4x and 3.6x, and 2.9x, 3.15x and
3.35x before that. Wall and CPU ratios run below the instruction ratios (on a machine
loaded by two other jobs, best of 9: 2.8x at 5,000 lines, 2.9-3.0x wall and 3.0x CPU at
10,000; shanten --batch 11.5-12x; on the quiet machine, best of 5-7: 2.9x at 5,000 lines,
3.0x wall and CPU at 10,000 (0.29 against 0.88 s), 3.2x at 20,000, shanten --batch 11.8x
at 40,000): our side runs fewer instructions per cycle (callgrind's
cache and branch simulation shows relatively more instruction-cache misses and mispredicted
branches than the library's), so instructions overstate the time ratio by about a
quarter, and a loaded machine adds about 20 ms of wall time to either side, a larger share
of ours.

Both sides start from byte-compiled modules, as installed packages do: the library's were
compiled when pip installed it, and ours are compiled first (``compileall``), since an
editable checkout run with ``PYTHONDONTWRITEBYTECODE`` would otherwise compile every module
at every start.
"""

from __future__ import annotations

import json
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "rules")]

from test_score_oracle import OracleHand, random_hand  # noqa: E402

from rules.hand import MeldKind  # noqa: E402
from rules.tiles import EAST, M5, P5, RED_5M, RED_5P, RED_5S, S5, format_tiles  # noqa: E402

OURS = [str(Path(sys.executable).with_name("mahjong-tui"))]
THEIRS = [sys.executable, str(Path(__file__).with_name("mahjong_batch.py"))]
WINDS = "ESWN"
_THEIR_MELDS = {MeldKind.CHI: ("chi", True), MeldKind.PON: ("pon", True),
                MeldKind.MINKAN: ("kan", True), MeldKind.ANKAN: ("kan", False),
                MeldKind.KAKAN: ("shouminkan", True)}


def our_request(h: OracleHand) -> dict[str, object]:
    s = h.situation
    flags = ("tsumo", "riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan",
             "chankan", "tenhou", "chiihou")
    return {
        "hand": format_tiles(h.concealed), "win": format_tiles([h.win_tile]),
        "melds": [str(m) for m in h.our_melds],
        **{f: True for f in flags if getattr(s, f)},
        "round_wind": WINDS[s.round_wind - EAST], "seat_wind": WINDS[s.seat_wind - EAST],
        "dora": [format_tiles([t]) for t in s.dora_indicators],
        "ura": [format_tiles([t]) for t in s.ura_indicators],
    }


def their_request(h: OracleHand) -> dict[str, object]:
    s = h.situation
    tiles = list(h.concealed_ids)
    melds = []
    for kind, ids in h.melds:
        tiles += ids
        name, opened = _THEIR_MELDS[kind]
        melds.append((name, ids, opened))
    return {
        "tiles": tiles, "win": h.win_id, "melds": melds, "dora": h.dora_ids, "ura": h.ura_ids,
        "tsumo": s.tsumo, "riichi": s.riichi and not s.double_riichi,
        "daburu_riichi": s.double_riichi, "ippatsu": s.ippatsu, "rinshan": s.rinshan,
        "chankan": s.chankan, "haitei": s.haitei, "houtei": s.houtei, "tenhou": s.tenhou,
        "chiihou": s.chiihou, "seat_wind": s.seat_wind, "round_wind": s.round_wind,
    }


def shanten_hands(n: int, rng: random.Random) -> list[str]:
    """Random 13- and 14-tile hands drawn from a full set, in MPSZ (red fives as 0)."""
    wall = [k for k in range(34) for _ in range(4)]
    return [format_tiles(_with_reds(sorted(rng.sample(wall, 13 + i % 2)))) for i in range(n)]


def _with_reds(kinds: list[int]) -> list[int]:
    """The first five of each suit as its red five (one red five per suit)."""
    out, seen = [], set()
    for k in kinds:
        red = {M5: RED_5M, P5: RED_5P, S5: RED_5S}.get(k)
        out.append(red if red is not None and k not in seen else k)
        seen.add(k)
    return out


def timed(command: list[str], data: str, repeats: int) -> tuple[float, float, str]:
    """The best wall time and the best CPU time (user + system) of ``repeats`` runs of
    ``command`` fed ``data``, and its output. CPU time is what a loaded machine disturbs
    least; wall time is what a user waits.

    Input and output are files (``< hands > answers``), not pipes from this process: on a
    loaded machine every hand-over of a pipe waits for the scheduler, and the side that
    reads faster waits more often (the bench measured the machine's load, not the
    commands)."""
    wall = cpu = float("inf")
    out = ""
    with tempfile.TemporaryDirectory() as folder:
        source, sink = Path(folder, "in"), Path(folder, "out")
        source.write_text(data, encoding="utf-8")
        for _ in range(repeats):
            with source.open("rb") as stdin, sink.open("wb") as stdout:
                before = resource.getrusage(resource.RUSAGE_CHILDREN)
                start = time.perf_counter()
                subprocess.run(command, stdin=stdin, stdout=stdout, check=True)
                wall = min(wall, time.perf_counter() - start)
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu = min(cpu, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
            out = sink.read_text(encoding="utf-8")
    return wall, cpu, out


def _value(line: str, key: str) -> object:
    result = json.loads(line)
    if result.get("error"):
        return None
    return result["points"]["total"] if key == "points" else result[key]


def compare(label: str, ours: list[str], theirs: list[str], our_lines: list[str],
            their_lines: list[str], repeats: int, key: str) -> None:
    """Time both sides and check that they agree on ``key`` line by line."""
    n = len(our_lines)
    our_data = "".join(f"{line}\n" for line in our_lines)
    their_data = "".join(f"{line}\n" for line in their_lines)
    runs: list[tuple[float, float, str]] = [(float("inf"), float("inf"), "")] * 4
    for _ in range(repeats):  # the sides take turns: a load that comes and goes hits both
        for i, (command, data) in enumerate(((ours, ""), (theirs, ""), (ours, our_data),
                                             (theirs, their_data))):
            wall, cpu, out = timed(command, data, 1)
            runs[i] = (min(runs[i][0], wall), min(runs[i][1], cpu), out)
    start_ours, start_theirs, (wall_ours, cpu_ours, out_ours), (
        wall_theirs, cpu_theirs, out_theirs) = runs
    assert len(out_ours.splitlines()) == n == len(out_theirs.splitlines())
    agree = sum(_value(a, key) == _value(b, key)
                for a, b in zip(out_ours.splitlines(), out_theirs.splitlines(), strict=True))
    print(f"{label}: {n} lines, best of {repeats} (wall / CPU)")
    print(f"  start alone  mahjong-tui {start_ours[0] * 1000:5.0f} / {start_ours[1] * 1000:4.0f} ms"
          f"   mahjong {start_theirs[0] * 1000:5.0f} / {start_theirs[1] * 1000:4.0f} ms")
    print(f"  whole batch  mahjong-tui {wall_ours:5.2f} / {cpu_ours:5.2f} s "
          f"({n / cpu_ours:6.0f}/s CPU)   mahjong {wall_theirs:5.2f} / {cpu_theirs:5.2f} s "
          f"({n / cpu_theirs:6.0f}/s CPU)")
    print(f"  ratio        {wall_theirs / wall_ours:.1f}x wall, {cpu_theirs / cpu_ours:.1f}x CPU, "
          f"end to end ({agree}/{n} lines agree on {key})")


def main(n: int, repeats: int) -> None:
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "rules"),
                    str(ROOT / "mahjong_tui")], check=True)
    rng = random.Random(7)
    hands = [random_hand(rng) for _ in range(n)]
    compare("score --batch", [*OURS, "score", "--batch"], [*THEIRS, "score"],
            [json.dumps(our_request(h)) for h in hands],
            [json.dumps(their_request(h)) for h in hands], repeats, "points")
    lines = shanten_hands(n * 4, random.Random(11))
    compare("shanten --batch", [*OURS, "shanten", "--batch", "--json"], [*THEIRS, "shanten"],
            lines, lines, repeats, "shanten")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10000,
         int(sys.argv[2]) if len(sys.argv) > 2 else 3)
