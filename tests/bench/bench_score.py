"""Benchmark: rules.score.score_hand vs the PyPI ``mahjong`` library, same hands, same process.

Run from the repository root: ``.venv/bin/python tests/bench/bench_score.py [N]``.
The hands are the differential test's seeded random wins (tests/rules/test_score_oracle.py).
Each hand is scored once by each side (cold caches included). Times are CPU time of this
process (``time.process_time``), which a busy shared machine disturbs less than wall time.
Not collected by pytest (the file name does not start with ``test_``).
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).parents[1] / "rules")]

from mahjong.hand_calculating.hand import HandCalculator  # noqa: E402
from test_score_oracle import oracle_config, oracle_inputs, random_hand  # noqa: E402

from rules.ruleset import TENHOU  # noqa: E402
from rules.score import HandError, score_hand  # noqa: E402


def main(n: int) -> None:
    rng = random.Random(7)
    hands = [random_hand(rng) for _ in range(n)]
    ours_in = [(h.concealed, h.win_tile, h.our_melds, h.situation) for h in hands]
    theirs_in = [(*oracle_inputs(h), oracle_config(h, False)) for h in hands]

    start = time.process_time()
    for concealed, win, melds, situation in ours_in:
        try:  # noqa: SIM105 (a contextlib.suppress per hand would be timed as ours)
            score_hand(concealed, win, melds, situation, TENHOU)
        except HandError:
            pass
    ours = time.process_time() - start

    start = time.process_time()
    for tiles, win_id, omelds, dora, ura, config in theirs_in:
        HandCalculator.estimate_hand_value(tiles, win_id, omelds, dora, config,
                                           ura_dora_indicators=ura)
    theirs = time.process_time() - start

    print(f"{n} hands")
    print(f"rules.score : {n / ours:10.0f} hands/s ({ours * 1e6 / n:7.1f} us/hand)")
    print(f"mahjong     : {n / theirs:10.0f} hands/s ({theirs * 1e6 / n:7.1f} us/hand)")
    print(f"ratio       : {theirs / ours:.1f}x faster")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20000)
