"""Our bot and majiang-ai on the same deals: where the win rate goes (a script, not collected
by pytest).

    .venv/bin/python tests/bench/bench_ai.py --opponent majiang --seeds 25 --keep runs/x
    .venv/bin/python tests/bench/same_deals.py runs/x/*.paipu.json

vs-majiang plays each seed four times, our bot in every seat, on the same walls. So every
hand dealt is played from the same starting tiles at the same seat once by our bot and
three times by majiang-ai (hands are matched by the deal itself, which later hands of a
hanchan share only while the games have run alike). For each such seat the script compares
our bot with the mean of the majiang-ai that held it: tenpai reached by the 6th, 9th and
12th own draw and at all, the draw of the first tenpai (20 when never), calls, riichi, wins
and deal-ins, each as our figure, theirs, and the paired difference with its standard
error. Early tenpai on the same tiles measures the discards and calls before anybody
threatens; the later rows add the defence.
"""

from __future__ import annotations

import json
import math
import statistics
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT)]

from rules.shanten import shanten  # noqa: E402

OURS = "BOT"
_SUIT_BASE = {"m": 0, "p": 9, "s": 18, "z": 27}
_NO_TENPAI = 20
"""The draw counted for a hand that never reached tenpai."""
_CUTS = (6, 9, 12)


def kind_of(tile: str) -> int:
    """A majiang-core tile ("m5", "p0" for the red five, "z7") as our kind 0..33."""
    return _SUIT_BASE[tile[0]] + (int(tile[1]) or 5) - 1


def parse_hand(text: str) -> list[int]:
    """34 counts of a concealed hand in majiang-core's notation ("m123p406z11")."""
    counts = [0] * 34
    suit = "m"
    for ch in text.split(",")[0]:
        if ch in _SUIT_BASE:
            suit = ch
        elif ch.isdigit():
            counts[kind_of(suit + ch)] += 1
    return counts


def own_tiles(meld: str) -> list[int]:
    """The kinds a call takes from the caller's hand: every digit but the one marked as
    claimed (followed by +, = or -)."""
    suit, body = meld[0], meld[1:]
    return [
        kind_of(suit + ch)
        for i, ch in enumerate(body)
        if ch.isdigit() and body[i + 1 : i + 2] not in ("+", "=", "-")
    ]


@dataclass(slots=True)
class SeatPlay:
    ours: bool
    first_tenpai: int | None = None
    called: bool = False
    riichi: bool = False
    won: bool = False
    dealt_in: bool = False


def play_hand(kyoku: list[dict[str, Any]], qijia: int) -> list[SeatPlay]:
    """How each seat of one hand played it (seat ``l`` 0..3 counted from its dealer)."""
    deal = kyoku[0]["qipai"]
    hands = [parse_hand(s) for s in deal["shoupai"]]
    draws = [0] * 4
    plays = [SeatPlay((qijia + deal["jushu"] + seat) % 4 == 0) for seat in range(4)]
    for event in kyoku[1:]:
        ((name, data),) = event.items()
        if name in ("zimo", "gangzimo"):
            hands[data["l"]][kind_of(data["p"])] += 1
            draws[data["l"]] += 1
        elif name == "dapai":
            seat, play = data["l"], plays[data["l"]]
            hands[seat][kind_of(data["p"])] -= 1
            play.riichi |= data["p"].endswith("*")
            if play.first_tenpai is None and shanten(hands[seat]) == 0:
                play.first_tenpai = draws[seat]
        elif name == "fulou":
            plays[data["l"]].called = True
            for k in own_tiles(data["m"]):
                hands[data["l"]][k] -= 1
        elif name == "gang":
            taken = own_tiles(data["m"])
            if any(mark in data["m"] for mark in "+=-"):
                taken = taken[-1:]  # an added kan: only its fourth tile leaves the hand
            for k in taken:
                hands[data["l"]][k] -= 1
        elif name == "hule":
            plays[data["l"]].won = True
            if data.get("baojia") is not None:
                plays[data["baojia"]].dealt_in = True
    return plays


def metrics(play: SeatPlay) -> dict[str, float]:
    first = play.first_tenpai
    row = {f"tenpai by draw {c}": float(first is not None and first <= c) for c in _CUTS}
    row["tenpai at all"] = float(first is not None)
    row["draw of first tenpai"] = float(first if first is not None else _NO_TENPAI)
    row["called"] = float(play.called)
    row["riichi"] = float(play.riichi)
    row["won"] = float(play.won)
    row["dealt in"] = float(play.dealt_in)
    return row


def compare(paths: list[Path]) -> tuple[int, dict[str, tuple[float, float, float, float]]]:
    """(seats compared, metric -> (ours, theirs, difference, its standard error))."""
    by_deal: dict[tuple[str, ...], list[list[SeatPlay]]] = defaultdict(list)
    for path in paths:
        for game in json.loads(path.read_text()):
            for kyoku in game["log"]:
                deal = tuple(kyoku[0]["qipai"]["shoupai"])
                by_deal[deal].append(play_hand(kyoku, game["qijia"]))
    diffs: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for tables in by_deal.values():
        for seat in range(4):
            ours = [metrics(t[seat]) for t in tables if t[seat].ours]
            theirs = [metrics(t[seat]) for t in tables if not t[seat].ours]
            if not ours or not theirs:
                continue
            for name in ours[0]:
                mine = statistics.mean(m[name] for m in ours)
                other = statistics.mean(m[name] for m in theirs)
                diffs[name].append((mine, other))
    out = {}
    for name, pairs in diffs.items():
        d = [a - b for a, b in pairs]
        se = statistics.stdev(d) / math.sqrt(len(d)) if len(d) > 1 else 0.0
        out[name] = (statistics.mean(a for a, _ in pairs), statistics.mean(b for _, b in pairs),
                     statistics.mean(d), se)
    return len(next(iter(diffs.values()), [])), out


def main() -> int:
    paths = [Path(p) for p in sys.argv[1:]]
    if not paths:
        print("usage: same_deals.py PAIPU.json...", file=sys.stderr)
        return 2
    seats, rows = compare(paths)
    print(f"{seats} seats dealt alike, played by our bot and by majiang-ai")
    print(f"{'':22}{'ours':>8}{'theirs':>8}{'diff':>9}")
    for name, (ours, theirs, diff, se) in rows.items():
        print(f"{name:22}{ours:8.3f}{theirs:8.3f}{diff:+9.3f} +- {se:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
