"""Our bot and majiang-ai on the same deals: where the win rate goes (a script, not collected
by pytest).

    .venv/bin/python tests/bench/bench_ai.py --opponent majiang --seeds 25 --keep runs/x
    .venv/bin/python tests/bench/same_deals.py runs/x/*.paipu.json
    .venv/bin/python tests/bench/same_deals.py --builds runs/old runs/new

vs-majiang plays each seed four times, our bot in every seat, on the same walls. So every
hand dealt is played from the same starting tiles at the same seat once by our bot and
three times by majiang-ai (hands are matched by the deal itself, which later hands of a
hanchan share only while the games have run alike). For each such seat the script compares
our bot with the mean of the majiang-ai that held it: tenpai reached by the 6th, 9th and
12th own draw and at all, the draw of the first tenpai (20 when never), calls, riichi, wins
and deal-ins (split by the hand dealt into: a riichi, an open hand, a silent closed
one, and those that cost 7700 or more), each as our figure, theirs, and the paired
difference with its standard error. Early tenpai on the same tiles measures the discards
and calls before anybody threatens; the later rows add the defence; points are the seat's
score change over the hand.

More tables follow. "By who called first": every pairing of our table with one of theirs
on a seat, grouped by whether each side called before its first tenpai, with the
differences in tenpai by the 12th draw and in wins (on seats 4800-4849 the wins went
where majiang-ai called and our bot stayed closed). "First calls ... alone made": the
calls of the two mixed groups by the hand's shanten, chi or pon, and tile (on seeds
2100-2149 majiang-ai's chis of simples from 2-shanten led). "The same draws": the
shanten after each own discard while nobody at either table has called, when both seats
have drawn exactly the same tiles: it measures the discards alone.

``--builds OLD NEW`` compares two of our builds run on the same seeds with ``--keep``: our
bot of NEW against our bot of OLD on every deal both were dealt at the same seat.
"""

from __future__ import annotations

import json
import math
import statistics
import sys
from collections import Counter, defaultdict
from collections.abc import Iterator
from dataclasses import dataclass, field
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
MANGAN_LOSS = 7700
"""The least a deal-in into a mangan costs (a 30-fu 4-han non-dealer hand)."""
RIICHI_STICK = 1000
"""What a riichi puts on the table (the records' score changes leave it out; a win's
include the sticks it collects)."""


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


def taken_from_hand(event: str, meld: str) -> list[int]:
    """The kinds a "fulou" or "gang" event takes from the caller's concealed hand: an
    added kan (a gang with a claim mark) takes only its fourth tile."""
    taken = own_tiles(meld)
    if event == "gang" and any(mark in meld for mark in "+=-"):
        return taken[-1:]
    return taken


def call_kind(hand: list[int], meld: str) -> str:
    """A call from ``hand`` (3n+1 counts before it) as "2-shanten chi simple"."""
    digits = [int(ch) or 5 for ch in meld[1:] if ch.isdigit()]
    name = "pon" if len(set(digits)) == 1 else "chi"
    tile = "honour" if meld[0] == "z" else "terminal" if {1, 9} & set(digits) else "simple"
    return f"{min(shanten(hand), 3)}-shanten {name} {tile}"


@dataclass(slots=True)
class SeatPlay:
    ours: bool
    first_tenpai: int | None = None
    riichi: bool = False
    won: bool = False
    points: int = 0
    """The seat's score change over the hand (wins, deal-ins, noten payments, sticks)."""
    first_call: int | None = None
    """The own draws made before the seat's first chi, pon or open kan."""
    first_call_kind: str | None = None
    """That call as "2-shanten chi simple": the shanten of the hand it was made from (3
    meaning 3 or more), the call, and whether its tile is a simple, terminal or honour."""
    calls: int = 0
    """Chis, pons and open kans."""
    dealt_into: str | None = None
    """The hand this seat dealt into: "riichi", "open" (calls, no riichi) or "dama"."""
    deal_in_points: int = 0
    quiet: list[int] = field(default_factory=list)
    """The shanten after each own discard while nobody at the table has called (the
    draws are then the wall's, the same at every table of the deal)."""

    @property
    def called(self) -> bool:
        return self.calls > 0

    @property
    def dealt_in(self) -> bool:
        return self.dealt_into is not None


def play_hand(kyoku: list[dict[str, Any]], qijia: int) -> list[SeatPlay]:
    """How each seat of one hand played it (seat ``l`` 0..3 counted from its dealer)."""
    deal = kyoku[0]["qipai"]
    hands = [parse_hand(s) for s in deal["shoupai"]]
    draws = [0] * 4
    plays = [SeatPlay((qijia + deal["jushu"] + seat) % 4 == 0) for seat in range(4)]
    quiet = True
    for event in kyoku[1:]:
        ((name, data),) = event.items()
        if name == "fulou" and plays[data["l"]].first_call is None:
            plays[data["l"]].first_call = draws[data["l"]]
            plays[data["l"]].first_call_kind = call_kind(hands[data["l"]], data["m"])
        quiet = quiet and name not in ("fulou", "gang")
        if name in ("zimo", "gangzimo"):
            hands[data["l"]][kind_of(data["p"])] += 1
            draws[data["l"]] += 1
        elif name == "dapai":
            seat, play = data["l"], plays[data["l"]]
            hands[seat][kind_of(data["p"])] -= 1
            if data["p"].endswith("*"):
                play.riichi = True
                play.points -= RIICHI_STICK
            now = shanten(hands[seat])
            if play.first_tenpai is None and now == 0:
                play.first_tenpai = draws[seat]
            if quiet:
                play.quiet.append(now)
        elif name in ("fulou", "gang"):
            if name == "fulou":
                plays[data["l"]].calls += 1
            for k in taken_from_hand(name, data["m"]):
                hands[data["l"]][k] -= 1
        elif name == "hule":
            plays[data["l"]].won = True
            if data.get("baojia") is not None:
                winner, loser = plays[data["l"]], plays[data["baojia"]]
                loser.dealt_into = "riichi" if winner.riichi else "open" if winner.calls else "dama"
                loser.deal_in_points = -data["fenpei"][data["baojia"]]
        if name in ("hule", "pingju"):
            for play, change in zip(plays, data.get("fenpei") or (0,) * 4, strict=True):
                play.points += change
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
    for into in ("riichi", "open", "dama"):
        row[f"  into {into}"] = float(play.dealt_into == into)
    row["  for 7700 or more"] = float(play.deal_in_points >= MANGAN_LOSS)
    row["points"] = float(play.points)
    return row


Rows = dict[str, tuple[float, float, float, float]]
"""metric -> (first side, second side, paired difference, its standard error)."""


Deals = dict[tuple[str, ...], list[list[SeatPlay]]]
"""Every table that played each deal (the deal: the four starting hands)."""


def by_deal(paths: list[Path]) -> Deals:
    """The game records read once, their hands grouped by deal."""
    deals: Deals = defaultdict(list)
    for path in paths:
        for game in json.loads(path.read_text()):
            for kyoku in game["log"]:
                deal = tuple(kyoku[0]["qipai"]["shoupai"])
                deals[deal].append(play_hand(kyoku, game["qijia"]))
    return deals


def compare(deals: Deals) -> tuple[int, Rows]:
    """(seats compared, rows: our bot against the majiang-ai that held the same seat)."""
    diffs: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for tables in deals.values():
        for seat in range(4):
            ours = [metrics(t[seat]) for t in tables if t[seat].ours]
            theirs = [metrics(t[seat]) for t in tables if not t[seat].ours]
            if ours and theirs:
                _pair(diffs, ours, theirs)
    return _rows(diffs)


def _pairings(deals: Deals) -> Iterator[tuple[SeatPlay, SeatPlay]]:
    """Every (our seat, majiang-ai's seat) pair of plays of one seat of one deal."""
    for tables in deals.values():
        for seat in range(4):
            for mine in (t[seat] for t in tables if t[seat].ours):
                for other in (t[seat] for t in tables if not t[seat].ours):
                    yield mine, other


def _called_first(play: SeatPlay) -> bool:
    """Whether the seat called before its first tenpai (or called at all without one)."""
    return play.first_call is not None and (
        play.first_tenpai is None or play.first_call <= play.first_tenpai)


def by_calls(deals: Deals) -> dict[str, tuple[int, float, float]]:
    """"ours X / theirs Y" -> (pairings, tenpai by the 12th draw and wins: our mean minus
    theirs), X and Y saying whether each side called before its first tenpai."""
    groups: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for mine, other in _pairings(deals):
        key = " / ".join(f"{side} {'called' if _called_first(p) else 'closed'}"
                         for side, p in (("ours", mine), ("theirs", other)))
        a, b = metrics(mine), metrics(other)
        groups[key].append((a["tenpai by draw 12"] - b["tenpai by draw 12"],
                            a["won"] - b["won"]))
    return {key: (len(d), statistics.mean(x for x, _ in d), statistics.mean(y for _, y in d))
            for key, d in sorted(groups.items())}


def lone_calls(deals: Deals) -> dict[str, Counter[str]]:
    """"ours" / "theirs" -> how often each kind of first call (:func:`call_kind`) was made by
    that side alone: it called before its first tenpai and the other side, on the same
    seat of the same deal, did not."""
    out: dict[str, Counter[str]] = {"ours": Counter(), "theirs": Counter()}
    for mine, other in _pairings(deals):
        for side, caller, idle in (("ours", mine, other), ("theirs", other, mine)):
            if _called_first(caller) and not _called_first(idle):
                out[side][caller.first_call_kind or "?"] += 1
    return out


def same_draws(deals: Deals) -> list[tuple[int, float, float]]:
    """Per own discard (the first, the second...): (pairings, our shanten minus theirs, its
    standard error), over the pairings where neither table has called yet."""
    per_discard: dict[int, list[int]] = defaultdict(list)
    for mine, other in _pairings(deals):
        for i, (a, b) in enumerate(zip(mine.quiet, other.quiet, strict=False)):
            per_discard[i].append(a - b)
    out = []
    for i in sorted(per_discard):
        d = per_discard[i]
        se = statistics.stdev(d) / math.sqrt(len(d)) if len(d) > 1 else 0.0
        out.append((len(d), statistics.mean(d), se))
    return out


def compare_builds(first: list[Path], second: list[Path]) -> tuple[int, Rows]:
    """(seats compared, rows: our bot of the second run against our bot of the first, on the
    deals both runs dealt it at the same seat). Two builds on the same seeds part as soon as
    one decision differs, but each first hand of a hanchan, and every hand until they part,
    is the same deal: pairing those hands is far less noisy than the average rank."""
    builds = [by_deal(first), by_deal(second)]
    diffs: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for deal in builds[0].keys() & builds[1].keys():
        for seat in range(4):
            a, b = ([metrics(t[seat]) for t in build[deal] if t[seat].ours] for build in builds)
            if a and b:
                _pair(diffs, b, a)
    return _rows(diffs)


def _pair(diffs: dict[str, list[tuple[float, float]]], mine: list[dict[str, float]],
          other: list[dict[str, float]]) -> None:
    for name in mine[0]:
        diffs[name].append((statistics.mean(m[name] for m in mine),
                            statistics.mean(m[name] for m in other)))


def _rows(diffs: dict[str, list[tuple[float, float]]]) -> tuple[int, Rows]:
    out = {}
    for name, pairs in diffs.items():
        d = [a - b for a, b in pairs]
        se = statistics.stdev(d) / math.sqrt(len(d)) if len(d) > 1 else 0.0
        out[name] = (statistics.mean(a for a, _ in pairs), statistics.mean(b for _, b in pairs),
                     statistics.mean(d), se)
    return len(next(iter(diffs.values()), [])), out


def main() -> int:
    args = sys.argv[1:]
    deals: Deals | None = None
    if args[:1] == ["--builds"] and len(args) == 3:
        first, second = (sorted(Path(d).glob("*.paipu.json")) for d in args[1:])
        seats, rows = compare_builds(first, second)
        print(f"{seats} seats dealt alike, played by our bot of {args[2]} and of {args[1]}")
        heads = ("second", "first")
    elif args and not args[0].startswith("-"):
        deals = by_deal([Path(p) for p in args])
        seats, rows = compare(deals)
        print(f"{seats} seats dealt alike, played by our bot and by majiang-ai")
        heads = ("ours", "theirs")
    else:
        print("usage: same_deals.py PAIPU.json... | same_deals.py --builds DIR DIR",
              file=sys.stderr)
        return 2
    print(f"{'':22}{heads[0]:>9}{heads[1]:>9}{'diff':>10}")
    for name, (mine, other, diff, se) in rows.items():
        print(f"{name:22}{mine:9.3f}{other:9.3f}{diff:+10.3f} +- {se:.3f}")
    if deals is not None:
        _print_more(deals)
    return 0


def _print_more(deals: Deals) -> None:
    print("\nby who called first        pairings  tenpai by 12 diff  won diff")
    for key, (n, tenpai, won) in by_calls(deals).items():
        print(f"{key:28}{n:8d}{tenpai:+19.3f}{won:+10.3f}")
    for side, counts in lone_calls(deals).items():
        print(f"\nfirst calls {side} alone made (the other side stayed closed), by the hand's"
              " shanten")
        for kind, n in counts.most_common(8):
            print(f"  {kind:28}{n:6d}")
    print("\nthe same draws (nobody called yet): shanten after the own discard, ours - theirs")
    for i, (n, diff, se) in enumerate(same_draws(deals), 1):
        if n >= 30:
            print(f"discard {i:2d}  pairings {n:5d}  {diff:+.3f} +- {se:.3f}")


if __name__ == "__main__":
    raise SystemExit(main())
