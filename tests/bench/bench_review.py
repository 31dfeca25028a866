"""The review's speed, and the AI's agreement with real players (a script, not collected by
pytest).

    .venv/bin/python tests/bench/bench_review.py [LOG ...] [--level strong]

1. Speed: every seat of each log (default: the Tenhou phoenix games in
   ``../shared/data/tenhou/phoenix-games``) reviewed; the decisions and the CPU seconds
   of each seat, and their ratio to the issue's limit (10 s a hanchan a seat) printed.
2. Agreement by kind of action, the second measure of the AI beside vs-majiang: over
   every decision of every seat,
   - ``discard``: the AI discards the same tile (a red five apart from a plain one);
   - ``riichi``: where riichi was on offer and the AI discards the tile played, riichi
     or not the same way;
   - ``call``: where a chi or pon was on offer, the same call, or a pass both;
   - ``win``: where a win was on offer, taken or not the same way.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

from ai.characters import CHARACTERS
from ai.judge import Judge, same_choice
from ai.levels import LEVELS
from mahjong_tui.records.load import read_record
from mahjong_tui.review.decisions import Decision, decisions
from rules.actions import Chi, Discard, Pon, Ron, Tsumo
from rules.tiles import kind

PHOENIX = Path(__file__).resolve().parents[3] / "shared" / "data" / "tenhou" / "phoenix-games"
LIMIT_SECONDS = 10.0
"""The issue's budget for one seat's review of a hanchan."""


def kinds_of(d: Decision) -> list[str]:
    """The kinds of action a decision counts for (see the module)."""
    out = []
    played = d.played
    if isinstance(played, Discard):
        out.append("discard")
    if any(isinstance(a, Discard) and a.riichi for a in d.actions):
        out.append("riichi")
    if any(isinstance(a, Chi | Pon) for a in d.actions):
        out.append("call")
    if any(isinstance(a, Tsumo | Ron) for a in d.actions):
        out.append("win")
    return out


def agrees(kind_name: str, d: Decision, ai: object) -> bool | None:
    """Whether the AI agrees on this kind (None: the decision does not count for it)."""
    played = d.played
    if kind_name == "discard":
        if not isinstance(ai, Discard) or not isinstance(played, Discard):
            return False
        return same_choice(Discard(played.tile), Discard(ai.tile))
    if kind_name == "riichi":
        if not (isinstance(ai, Discard) and isinstance(played, Discard)
                and kind(ai.tile) == kind(played.tile)):
            return None
        return ai.riichi == played.riichi
    if kind_name == "call":
        return same_choice(played, ai)  # type: ignore[arg-type]
    return isinstance(played, Tsumo | Ron) == isinstance(ai, Tsumo | Ron)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("logs", nargs="*", type=Path)
    parser.add_argument("--level", default="strong", choices=[*LEVELS, *CHARACTERS])
    args = parser.parse_args()
    logs = args.logs or sorted(PHOENIX.glob("*.json"))
    level = (LEVELS | CHARACTERS)[args.level]
    counted: Counter[str] = Counter()
    agreed: Counter[str] = Counter()
    worst = 0.0
    for log in logs:
        record = read_record(log)
        for seat in range(4):
            judge = Judge(level, record.ruleset)
            started = time.process_time()
            n = 0
            for d in decisions(record, [seat]):
                n += 1
                ai = judge.judge(d.observation, d.actions, d.played).ai.action
                for kind_name in kinds_of(d):
                    verdict = agrees(kind_name, d, ai)
                    if verdict is not None:
                        counted[kind_name] += 1
                        agreed[kind_name] += verdict
            seconds = time.process_time() - started
            worst = max(worst, seconds / LIMIT_SECONDS)
            print(f"{log.name} seat {seat}: {n} decisions, {seconds:.2f} s CPU "
                  f"({seconds / LIMIT_SECONDS:.2f} of the limit)")
    print(f"worst seat: {worst:.2f} of the {LIMIT_SECONDS:g} s limit")
    for kind_name in ("discard", "riichi", "call", "win"):
        if counted[kind_name]:
            print(f"{kind_name:8} {agreed[kind_name]:5}/{counted[kind_name]:<5} "
                  f"{agreed[kind_name] / counted[kind_name]:.1%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
