"""Is the danger estimate right? Every discard into one riichi, the estimate against what
happened (a script, not collected by pytest).

    .venv/bin/python tests/bench/bench_ai.py --opponent majiang --seeds 25 --keep runs/x
    .venv/bin/python tests/bench/danger_calib.py runs/x/*.paipu.json

The records are replayed tile by tile. At each discard made while exactly one other seat
is in riichi, the tile's chance to deal in is computed as the strong level computes it
(:func:`ai.danger.shape_chance`, with kabe and one-chance), from what the discarding
seat could see: its own hand, every river and meld, the dora indicators, the riichi
player's discards and every tile that passed its riichi. Those discards are then
grouped by that chance, and each group's mean estimate is set beside how often such a
discard was really won on by the riichi player. Every seat's discards count (majiang-ai
throws far more into a riichi than our bot does, and the estimate does not depend on who
throws): a group whose tiles dealt in less often than estimated is one the strong level
folds from for nothing.
"""

from __future__ import annotations

import json
import math
import sys
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(Path(__file__).parent)]

from same_deals import OURS, kind_of, own_tiles, parse_hand  # noqa: E402

from ai.danger import shape_chance  # noqa: E402
from rules.tiles import EAST, NUM_KINDS  # noqa: E402

BANDS = (0.0, 0.02, 0.05, 0.08, 0.11, 0.14, 1.0)
"""Upper ends of the estimate's groups; a genbutsu (estimate 0) has its own row."""


@dataclass(frozen=True, slots=True)
class Throw:
    """One discard into a riichi: the estimate and what came of it."""

    estimate: float
    dealt_in: bool
    ours: bool
    tile: str
    """"honour", "terminal" or "simple"."""


def _tile_class(k: int) -> str:
    if k >= EAST:
        return "honour"
    return "terminal" if k % 9 in (0, 8) else "simple"


def _won_on(events: list[dict[str, Any]], i: int, winner: int, loser: int) -> bool:
    """Whether the discard at ``events[i]`` was won on by ``winner`` (a ron from ``loser``)."""
    for event in events[i + 1:]:
        ((name, data),) = event.items()
        if name != "hule":
            return False
        if data["l"] == winner and data.get("baojia") == loser:
            return True
    return False


def throws(kyoku: list[dict[str, Any]], qijia: int) -> Iterator[Throw]:
    """The discards of one hand made into exactly one riichi."""
    deal = kyoku[0]["qipai"]
    hands = [parse_hand(s) for s in deal["shoupai"]]
    ours = [(qijia + deal["jushu"] + seat) % 4 == 0 for seat in range(4)]
    seen = [0] * NUM_KINDS
    seen[kind_of(deal["baopai"])] += 1
    rivers: list[set[int]] = [set() for _ in range(4)]
    riichi: dict[int, set[int]] = {}
    """Riichi seat -> kinds the others discarded after its riichi tile."""
    events = kyoku[1:]
    for i, event in enumerate(events):
        ((name, data),) = event.items()
        seat = data.get("l")
        if name in ("zimo", "gangzimo"):
            hands[seat][kind_of(data["p"])] += 1
        elif name == "kaigang":
            seen[kind_of(data["baopai"])] += 1
        elif name == "dapai":
            k = kind_of(data["p"])
            threats = [r for r in riichi if r != seat]
            if len(threats) == 1 and seat not in riichi:
                (r,) = threats
                unseen = [max(0, 4 - hands[seat][j] - seen[j]) for j in range(NUM_KINDS)]
                safe = frozenset(rivers[r] | riichi[r])
                estimate = shape_chance(k, safe, unseen, True)
                yield Throw(estimate, _won_on(events, i, r, seat), ours[seat], _tile_class(k))
            hands[seat][k] -= 1
            seen[k] += 1
            rivers[seat].add(k)
            for r, passed in riichi.items():
                if r != seat:
                    passed.add(k)
            if data["p"].endswith("*"):
                riichi[seat] = set()
        elif name in ("fulou", "gang"):
            taken = own_tiles(data["m"])
            if name == "gang" and any(mark in data["m"] for mark in "+=-"):
                taken = taken[-1:]  # an added kan: only its fourth tile leaves the hand
            for j in taken:
                hands[seat][j] -= 1
                seen[j] += 1


def read(paths: list[Path]) -> list[Throw]:
    out: list[Throw] = []
    for path in paths:
        for game in json.loads(path.read_text()):
            for kyoku in game["log"]:
                out.extend(throws(kyoku, game["qijia"]))
    return out


def band_of(estimate: float) -> str:
    if estimate == 0.0:
        return "genbutsu (0)"
    low = 0.0
    for high in BANDS[1:]:
        if estimate <= high:
            return f"{low:.0%}-{high:.0%}"
        low = high
    return "?"


def table(rows: list[Throw]) -> list[tuple[str, int, float, float, float]]:
    """(group, discards, mean estimate, share dealt in, its standard error) per group."""
    groups: dict[str, list[Throw]] = defaultdict(list)
    for row in rows:
        groups[band_of(row.estimate)].append(row)
    out = []
    for name in ["genbutsu (0)", *(band_of(h) for h in BANDS[1:])]:
        g = groups.get(name, [])
        if g:
            p = sum(t.dealt_in for t in g) / len(g)
            out.append((name, len(g), sum(t.estimate for t in g) / len(g), p,
                        math.sqrt(p * (1 - p) / len(g))))
    return out


def main() -> int:
    paths = [Path(p) for p in sys.argv[1:]]
    if not paths:
        print("usage: danger_calib.py PAIPU.json...", file=sys.stderr)
        return 2
    rows = read(paths)
    for title, subset in (
        ("every seat", rows),
        (f"{OURS} only", [t for t in rows if t.ours]),
        *((f"{name} tiles", [t for t in rows if t.tile == name])
          for name in ("simple", "terminal", "honour")),
    ):
        print(f"\n{title}: {len(subset)} discards into one riichi")
        print(f"  {'estimate':14}{'n':>7}{'estimated':>11}{'dealt in':>10}")
        for name, n, est, p, se in table(subset):
            print(f"  {name:14}{n:7d}{est:11.3f}{p:10.3f} +- {se:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
