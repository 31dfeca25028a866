"""Generate ``rules/_shanten_tables.py``, the lookup tables behind ``rules.shanten``.

Run from the repository root: ``python -m rules._gen_shanten_tables`` (about a
minute, stdlib only). The output is deterministic. Importing this module does
nothing; only running it writes the tables.

Method (after Tomohxx's shanten tables): for one suit, a count vector ``h``
(9 counts 0..4, encoded base 5 with 1 as the lowest digit) and a target of
``m`` melds (0..4) plus ``p`` pairs (0..1), the *distance* is the fewest tiles
to add to ``h`` so that it contains such a group of tiles; the target never
uses more than four copies of a kind. It is
``min over targets w of sum(max(w_i - h_i, 0))``. Starting from 0 on every
target and "infinity" elsewhere, that minimum is a separable distance
transform: along each digit, ``d[t] = min(d[t], d[t-1])`` (surplus tiles are
free) then ``d[t] = min(d[t], d[t+1] + 1)`` (a missing tile costs one).
Honours use the same transform over 7 kinds without sequences.

Only 126 distinct 10-entry distance vectors occur for suits holding at most 14
tiles, and 55 for honours, so the tables store small ids:

* ``SUIT[code]`` (5**9 bytes): vector id of a suit, for codes of at most 14 tiles.
* ``HONOR[code]`` (5**7 bytes): vector id of the honours.
* ``XID[a * NS + b]``: id of the combined man + pin vector (``NX`` of them).
* ``YID[a * NH + b]``: id of the combined sou + honours vector (``NY``).
* ``FIN[(x * NY + y) * 5 + m]``: the hand's distance to ``m`` melds and a pair.

Regular shanten is ``FIN[...] - 1``.
"""

from __future__ import annotations

import itertools
import lzma
from pathlib import Path

INF = 99
OUT = Path(__file__).resolve().parent / "_shanten_tables.py"


def targets(nk: int, chows: bool) -> dict[tuple[int, int], set[tuple[int, ...]]]:
    """Every (melds, pairs) group of tiles of one suit with at most four of a kind."""
    melds = []
    for i in range(nk):
        v = [0] * nk
        v[i] = 3
        melds.append(v)
    if chows:
        for i in range(nk - 2):
            v = [0] * nk
            v[i] = v[i + 1] = v[i + 2] = 1
            melds.append(v)
    out: dict[tuple[int, int], set[tuple[int, ...]]] = {}
    for m in range(5):
        for combo in itertools.combinations_with_replacement(range(len(melds)), m):
            base = [sum(melds[j][i] for j in combo) for i in range(nk)]
            if max(base, default=0) > 4:
                continue
            out.setdefault((m, 0), set()).add(tuple(base))
            for q in range(nk):
                if base[q] <= 2:
                    with_pair = list(base)
                    with_pair[q] += 2
                    out.setdefault((m, 1), set()).add(tuple(with_pair))
    return out


def transform(a: list[int], nk: int) -> list[int]:
    """The distance transform, one digit at a time (most significant, then rotate)."""
    block = 5 ** (nk - 1)
    for _ in range(nk):
        s = [a[t * block : (t + 1) * block] for t in range(5)]
        for t in range(1, 5):
            s[t] = list(map(min, s[t], s[t - 1]))
        for t in range(3, -1, -1):
            s[t] = list(map(min, s[t], [x + 1 for x in s[t + 1]]))
        # Rotate: the processed top digit becomes the lowest one.
        a = [x for group in zip(*s, strict=True) for x in group]
    return a


def distance_vectors(nk: int, chows: bool) -> list[tuple[int, ...]]:
    """For every code, the 10 distances indexed ``m * 2 + p``."""
    pats = targets(nk, chows)
    powers = [5**i for i in range(nk)]
    tables = []
    for m in range(5):
        for p in range(2):
            a = [INF] * 5**nk
            for w in pats[(m, p)]:
                a[sum(x * y for x, y in zip(w, powers, strict=True))] = 0
            tables.append(transform(a, nk))
    return list(zip(*tables, strict=True))


def tile_sums(nk: int) -> list[int]:
    sums = [0]
    for _ in range(nk):
        sums = [x + d for d in range(5) for x in sums]
    return sums


def intern(vectors: list[tuple[int, ...]], nk: int) -> tuple[bytearray, list[tuple[int, ...]]]:
    ids: dict[tuple[int, ...], int] = {}
    table = bytearray(5**nk)
    for code, (v, n) in enumerate(zip(vectors, tile_sums(nk), strict=True)):
        if n <= 14:
            table[code] = ids.setdefault(v, len(ids))
    return table, list(ids)


def combine(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    r = [INF] * 10
    for m1, p1, m2, p2 in itertools.product(range(5), range(2), range(5), range(2)):
        if m1 + m2 <= 4 and p1 + p2 <= 1:
            k = (m1 + m2) * 2 + p1 + p2
            r[k] = min(r[k], a[m1 * 2 + p1] + b[m2 * 2 + p2])
    return tuple(r)


def pair_table(
    left: list[tuple[int, ...]], right: list[tuple[int, ...]]
) -> tuple[bytearray, list[tuple[int, ...]]]:
    ids: dict[tuple[int, ...], int] = {}
    table = bytearray()
    for a in left:
        for b in right:
            table.append(ids.setdefault(combine(a, b), len(ids)))
    assert len(ids) < 256
    return table, list(ids)


def main() -> None:
    suit_ids, suit_vecs = intern(distance_vectors(9, True), 9)
    honor_ids, honor_vecs = intern(distance_vectors(7, False), 7)
    xid, xs = pair_table(suit_vecs, suit_vecs)
    yid, ys = pair_table(suit_vecs, honor_vecs)
    fin = bytearray()
    for x in xs:
        for y in ys:
            for m in range(5):
                fin.append(
                    min(min(x[i * 2] + y[(m - i) * 2 + 1], x[i * 2 + 1] + y[(m - i) * 2])
                        for i in range(m + 1))
                )
    blob = bytes(suit_ids + honor_ids + xid + yid + fin)
    OUT.write_text(module_text(blob, (len(suit_vecs), len(honor_vecs), len(xs), len(ys))))
    print(f"wrote {OUT}: NS={len(suit_vecs)} NH={len(honor_vecs)} NX={len(xs)} NY={len(ys)}")


def module_text(blob: bytes, sizes: tuple[int, int, int, int]) -> str:
    """The generated module: the sizes, and the LZMA-compressed tables as a bytes literal
    (a compiled module holds it as it is: nothing to decode at import but the LZMA)."""
    data = lzma.compress(blob, preset=9 | lzma.PRESET_EXTREME)
    body = "\n".join('    b"' + "".join(f"\\x{b:02x}" for b in data[i : i + 22]) + '"'
                     for i in range(0, len(data), 22))
    ns, nh, nx, ny = sizes
    return (
        '"""Shanten lookup tables, generated by rules/_gen_shanten_tables.py: do not edit.\n\n'
        "DATA is the LZMA-compressed concatenation of SUIT, HONOR, XID, YID and FIN (see\n"
        'the script for what each holds)."""\n\n'
        f"NS = {ns}\nNH = {nh}\nNX = {nx}\nNY = {ny}\n"
        f"SIZE = {len(blob)}\n\nDATA = (\n{body}\n)\n"
    )


if __name__ == "__main__":
    main()
