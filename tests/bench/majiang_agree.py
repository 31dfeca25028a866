"""Our bot's decisions against majiang-ai's on the very same positions (a script, not
collected by pytest).

    .venv/bin/python tests/bench/bench_ai.py --opponent majiang --seeds 25 --keep runs/x
    .venv/bin/python tests/bench/majiang_agree.py runs/x/*.paipu.json

``same_deals.py`` compares the two on the same deals, but the hands part at the first
decision that differs. This replays every game record to a majiang-ai seated where our
bot sat (``majiang_shadow.js``, with node and the packages vs-majiang installed) and asks
it each of our questions: the discard on each own draw and after each call, and each call
or ron on another's discard. It prints the share of decisions where the two agree, by
kind, whether our hand is open, shanten (of the hand before the discard, 3 meaning 3 or
more), whether another player is in riichi and the most calls an opponent shows; then,
where the discards differ, what ours is worth by majiang-ai's own expected value: "tie"
when it is within 0.1 % of majiang-ai's choice, down to "<50 %" (0 when majiang-ai did
not weigh it: a discard that loses shanten, or one its danger rule ruled out). Where the
two bots disagree on a near tie, neither is wrong; the rows with large losses are what
to read.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(Path(__file__).parent)]

from same_deals import kind_of, parse_hand  # noqa: E402

from rules.shanten import shanten  # noqa: E402

SHADOW = Path(__file__).with_name("majiang_shadow.js")
CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "mahjong-bench"
MODULES = CACHE / "majiang-bridge" / "node_modules"
BANDS = ((0.999, "tie"), (0.95, ">=95 %"), (0.8, ">=80 %"), (0.5, ">=50 %"), (-1.0, "<50 %"))


Situation = tuple[str, bool, int, bool, int]
"""(decision kind, own hand open, shanten, riichi out, most calls an opponent shows)."""


def band(ratio: float) -> str:
    return next(name for floor, name in BANDS if ratio >= floor)


def situation(record: dict[str, Any]) -> Situation:
    """The record's :data:`Situation` (shanten and calls capped at 3)."""
    hand = parse_hand(record["hand"])
    kind = "call" if record["event"] == "dapai" else "discard"
    opened = "," in record["hand"]  # majiang-core writes the melds after the concealed tiles
    return kind, opened, min(shanten(hand), 3), record["riichi"], min(max(record["calls"]), 3)


def discard_ratio(record: dict[str, Any]) -> float | None:
    """Majiang-ai's EV of our discard over its EV of its own (None: the same tile)."""
    ours, theirs = record["ours"].get("dapai"), record["theirs"].get("dapai")
    if ours is None or theirs is None or kind_of(ours[:2]) == kind_of(theirs[:2]):
        return None
    evs = {kind_of(x["p"]): float(x["ev"]) for x in record["info"] or []}
    best = evs.get(kind_of(theirs[:2]), 0.0)
    return evs.get(kind_of(ours[:2]), 0.0) / best if best > 0 else 1.0


def agrees(record: dict[str, Any]) -> bool:
    ours: dict[str, str] = record["ours"]
    theirs: dict[str, str] = record["theirs"]
    if record["event"] == "dapai":
        return ("fulou" in ours) == ("fulou" in theirs) and ("hule" in ours) == ("hule" in theirs)
    if "dapai" in ours and "dapai" in theirs:
        return kind_of(ours["dapai"][:2]) == kind_of(theirs["dapai"][:2]) \
            and ours["dapai"].endswith("*") == theirs["dapai"].endswith("*")
    return set(ours) == set(theirs)


def tally(
    records: list[dict[str, Any]],
) -> tuple[Counter[Situation], Counter[Situation], dict[Situation, Counter[str]]]:
    """(decisions, agreements, discard-EV bands of the disagreements) per situation."""
    total: Counter[Situation] = Counter()
    agreed: Counter[Situation] = Counter()
    bands: dict[Situation, Counter[str]] = defaultdict(Counter)
    for record in records:
        key = situation(record)
        total[key] += 1
        agreed[key] += agrees(record)
        ratio = discard_ratio(record)
        if ratio is not None:
            bands[key][band(ratio)] += 1
    return total, agreed, bands


def main() -> int:
    paths = [str(Path(p).resolve()) for p in sys.argv[1:]]
    if not paths:
        print("usage: majiang_agree.py PAIPU.json...", file=sys.stderr)
        return 2
    if not MODULES.is_dir():
        print("majiang_agree: run ../shared/bench/vs-majiang once (it installs majiang-ai)",
              file=sys.stderr)
        return 2
    env = {**os.environ, "NODE_PATH": str(MODULES)}
    out = subprocess.run(["node", str(SHADOW), *paths], env=env, capture_output=True,
                         text=True, check=True).stdout
    total, agreed, bands = tally([json.loads(line) for line in out.splitlines()])
    print(f"{'decision':8} {'hand':>6} {'shanten':>7} {'riichi':>6} {'calls':>5} {'n':>6} "
          f"{'agree':>7}  discards that differ, by majiang-ai's EV of ours")
    for key in sorted(total):
        kind, opened, sh, riichi, calls = key
        spread = "  ".join(f"{name} {bands[key][name]}" for _, name in BANDS if bands[key][name])
        hand = "open" if opened else "closed"
        print(f"{kind:8} {hand:>6} {sh:7d} {'yes' if riichi else 'no':>6} {calls:5d} "
              f"{total[key]:6d} {agreed[key] / total[key]:7.1%}  {spread}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
