"""Benchmark: rules.shanten.shanten against mahjong.shanten.Shanten on the same hands.

Not a test (pytest does not collect this file: it has no ``test_`` names and the
work runs only under ``__main__``). Run: ``python tests/bench/bench_shanten.py [N]``.
"""

from __future__ import annotations

import random
import sys
import time


def main(count: int = 20_000) -> None:
    from mahjong.shanten import Shanten

    from rules.shanten import shanten

    rng = random.Random(2024)
    wall = [k for k in range(34) for _ in range(4)]
    hands = []
    for i in range(count):
        c = [0] * 34
        for k in rng.sample(wall, 14 if i % 2 else 13):
            c[k] += 1
        hands.append(c)

    start = time.perf_counter()
    theirs = [Shanten.calculate_shanten(c) for c in hands]
    oracle = time.perf_counter() - start
    start = time.perf_counter()
    ours = [shanten(c) for c in hands]
    mine = time.perf_counter() - start

    assert ours == theirs, "results differ"
    print(f"hands: {count} (13 and 14 tiles, uniformly random)")
    print(f"mahjong:       {count / oracle:12,.0f} hands/s  ({oracle / count * 1e6:.2f} us)")
    print(f"rules.shanten: {count / mine:12,.0f} hands/s  ({mine / count * 1e6:.2f} us)")
    print(f"ratio: {oracle / mine:.1f}x")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20_000)
