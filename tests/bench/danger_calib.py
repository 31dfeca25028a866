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

A last table does the same for open hands: at every discard, each other seat with melds
and no riichi, by its melds and whether the wall is late, with the tenpai chance the
danger gives it (:func:`ai.danger.open_tenpai_chance`) beside how often such a hand was
really tenpai (on seeds 2100-2149 the estimate was low: two melds 0.35 against 0.43
early, 0.46 against 0.64 late).
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

from same_deals import OURS, kind_of, parse_hand, taken_from_hand  # noqa: E402

from ai.danger import LATE_TILES, open_tenpai_chance, shape_chance  # noqa: E402
from rules.shanten import shanten  # noqa: E402
from rules.tiles import EAST, NUM_KINDS  # noqa: E402

WALL = 70
"""Tiles to draw after the deal (136 - 52 dealt - 14 in the dead wall)."""

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


@dataclass(slots=True)
class Moment:
    """The table as everyone stands just before one discard of a replayed hand."""

    events: list[dict[str, Any]]
    index: int
    """Of the discard in ``events``."""
    seat: int
    kind: int
    hands: list[list[int]]
    seen: list[int]
    """Every tile out in the open: rivers, melds, dora indicators."""
    rivers: list[set[int]]
    riichi: dict[int, set[int]]
    """Riichi seat -> kinds the others discarded after its riichi tile."""
    calls: list[int]
    tiles_left: int


def moments(kyoku: list[dict[str, Any]]) -> Iterator[Moment]:
    """Every discard of one hand, with the table as it stood just before it."""
    deal = kyoku[0]["qipai"]
    events = kyoku[1:]
    now = Moment(events, 0, 0, 0, [parse_hand(s) for s in deal["shoupai"]], [0] * NUM_KINDS,
                 [set() for _ in range(4)], {}, [0] * 4, WALL)
    now.seen[kind_of(deal["baopai"])] += 1
    for i, event in enumerate(events):
        ((name, data),) = event.items()
        seat = data.get("l")
        if name in ("zimo", "gangzimo"):
            now.hands[seat][kind_of(data["p"])] += 1
            now.tiles_left -= 1
        elif name == "kaigang":
            now.seen[kind_of(data["baopai"])] += 1
        elif name == "dapai":
            now.index, now.seat, now.kind = i, seat, kind_of(data["p"])
            yield now
            _discard(now, data["p"].endswith("*"))
        elif name in ("fulou", "gang"):
            taken = taken_from_hand(name, data["m"])
            now.calls[seat] += len(taken) > 1  # an added kan adds no meld
            for j in taken:
                now.hands[seat][j] -= 1
                now.seen[j] += 1


def _discard(now: Moment, riichi: bool) -> None:
    seat, k = now.seat, now.kind
    now.hands[seat][k] -= 1
    now.seen[k] += 1
    now.rivers[seat].add(k)
    for r, passed in now.riichi.items():
        if r != seat:
            passed.add(k)
    if riichi:
        now.riichi[seat] = set()


def throws(kyoku: list[dict[str, Any]], qijia: int) -> Iterator[Throw]:
    """The discards of one hand made into exactly one riichi."""
    deal = kyoku[0]["qipai"]
    ours = [(qijia + deal["jushu"] + seat) % 4 == 0 for seat in range(4)]
    for now in moments(kyoku):
        threats = [r for r in now.riichi if r != now.seat]
        if len(threats) != 1 or now.seat in now.riichi:
            continue
        (r,) = threats
        hand = now.hands[now.seat]
        unseen = [max(0, 4 - hand[j] - now.seen[j]) for j in range(NUM_KINDS)]
        safe = frozenset(now.rivers[r] | now.riichi[r])
        yield Throw(shape_chance(now.kind, safe, unseen, True),
                    _won_on(now.events, now.index, r, now.seat), ours[now.seat],
                    _tile_class(now.kind))


def open_hands(kyoku: list[dict[str, Any]]) -> Iterator[tuple[int, bool, bool]]:
    """(melds, late, tenpai) of every other seat with melds and no riichi, at each discard:
    how often an open hand is really tenpai, against :func:`ai.danger.open_tenpai_chance`."""
    for now in moments(kyoku):
        for other in range(4):
            if other != now.seat and now.calls[other] and other not in now.riichi:
                yield (min(now.calls[other], 4), now.tiles_left < LATE_TILES,
                       shanten(now.hands[other]) == 0)


def read(paths: list[Path]) -> tuple[list[Throw], list[tuple[int, bool, bool]]]:
    """(the throws into one riichi, the open hands' samples) of the records."""
    thrown: list[Throw] = []
    opened: list[tuple[int, bool, bool]] = []
    for path in paths:
        for game in json.loads(path.read_text()):
            for kyoku in game["log"]:
                thrown.extend(throws(kyoku, game["qijia"]))
                opened.extend(open_hands(kyoku))
    return thrown, opened


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
    rows, opened = read(paths)
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
    print("\nopen hands (no riichi) at each discard of another seat")
    print(f"  {'melds':14}{'n':>7}{'estimated':>11}{'tenpai':>10}")
    for melds, late in sorted({(m, la) for m, la, _ in opened}):
        g = [tenpai for m, la, tenpai in opened if (m, la) == (melds, late)]
        phase = "late" if late else "early"
        print(f"  {f'{melds} {phase}':14}{len(g):7d}{open_tenpai_chance(melds, late):11.3f}"
              f"{sum(g) / len(g):10.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
