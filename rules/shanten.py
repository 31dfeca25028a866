"""Shanten, waits and ukeire by table lookup (no search).

A hand is a 34-count list (see :func:`rules.tiles.counts`) of 3n+1 or 3n+2
tiles, at most 14; the ``(14 - tiles) // 3`` melds already called are not in
it. *Shanten* is the number of tiles the hand is away from tenpai: 0 is tenpai,
-1 a complete hand. It is one less than the *distance*, the fewest tiles to
draw (discarding one for each) to complete the hand, where the completed hand
never holds more than four copies of a kind. So a hand whose only wait is a
kind it holds all four of is not tenpai (1111m234p567p789s is 1-shanten); this
is also what the ``mahjong`` library's ``Shanten`` computes, and the tests
check the two agree. :func:`raw_waits` still reports such "waits", because
some rule variants care.

How it works (after Tomohxx's shanten tables): for one suit, the distance to
``m`` melds plus an optional pair depends only on the suit's nine counts. Those
distances are precomputed for every suit holding at most 14 tiles; only 126
different 10-entry distance vectors occur (55 for the honours), so the tables
map a base-5 suit code to a vector id, man + pin and sou + honours to combined
ids, and the two combined ids to the hand's distance. One regular shanten is
four code computations and five byte lookups. ``rules/_gen_shanten_tables.py``
generates ``rules/_shanten_tables.py`` (the tables LZMA-compressed, as a bytes
literal); importing this module decompresses it (a few milliseconds).

Chiitoitsu and kokushi exist only for closed hands of 13 or 14 tiles: their
functions return ``None`` for other sizes. Chiitoitsu needs seven *different*
pairs, so four of a kind counts as one pair plus two useless tiles
(1111m22p33p44s55s6z is 2-shanten for chiitoitsu), as in the ``mahjong``
library.

Every function raises ``ValueError`` for a count that is not 3n+1 or 3n+2, more
than 14 tiles, or a count outside 0..4, with one exception: a list holding both a
negative count and one above 4 can read as another hand (``-1, 6`` has the base-5 code
of ``4, 1``). Catching it would take a pass over the counts, about 45 % more time on the
AI's innermost call, and no count list the program makes from tiles is negative.
"""

from __future__ import annotations

import lzma
from collections.abc import Callable, Sequence
from typing import NamedTuple

from rules import _shanten_tables as _t
from rules.tiles import YAOCHUU

__all__ = [
    "DiscardOption",
    "Ukeire",
    "after_discards",
    "discard_options",
    "forms_of_codes",
    "is_complete",
    "is_tenpai",
    "raw_waits",
    "shanten",
    "shanten_chiitoitsu",
    "shanten_kokushi",
    "shanten_regular",
    "ukeire",
    "waits",
]


class Ukeire(NamedTuple):
    """The draws that lower a hand's shanten.

    ``kinds`` are the kinds (sorted) that lower it, ``count`` the copies of them
    still unseen: per kind four, minus those held, minus those visible, never
    below zero. A kind whose copies are all visible is still listed.

    A NamedTuple, as :class:`DiscardOption`: a ``shanten --batch`` that defines no
    dataclass never imports ``dataclasses`` (a sixth of its start).
    """

    kinds: tuple[int, ...]
    count: int  # type: ignore[assignment]  # a field, where a tuple has a method


class DiscardOption(NamedTuple):
    """One discard from a 3n+2 hand: the shanten after it and its ukeire."""

    tile: int
    shanten: int
    ukeire: Ukeire


_NS, _NH, _NX, _NY = _t.NS, _t.NH, _t.NX, _t.NY
_NY5 = _NY * 5


def _load() -> tuple[bytes, bytes, bytes, bytes, bytes]:
    blob = lzma.decompress(_t.DATA)
    if len(blob) != _t.SIZE:
        raise RuntimeError("rules/_shanten_tables.py is corrupt: regenerate it")
    sizes = (5**9, 5**7, _NS * _NS, _NS * _NH, _NX * _NY * 5)
    parts = []
    start = 0
    for size in sizes:
        parts.append(blob[start : start + size])
        start += size
    suit, honor, xid, yid, fin = parts
    return suit, honor, xid, yid, fin


_SUIT, _HONOR, _XID, _YID, _FIN = _load()
_POW5 = (1, 5, 25, 125, 625, 3125, 15625, 78125, 390625)
_IS_YAOCHUU = tuple(k in YAOCHUU for k in range(34))
_NO_VISIBLE = (0,) * 34

# Additive per-suit facts packed in one int, so that eight lookups and seven
# additions total them for the whole hand: tiles (bits 0-7), kinds held twice or
# more (8-11), kinds held (12-15), terminal/honour kinds held (16-19) and those
# held twice or more (20-23). A suit code splits into its low five and high four
# digits, so the tables stay small (3125 + 625 entries, built at import).
_PAIRS, _KINDS, _YAO, _YAO_PAIRS = 8, 12, 16, 20


def _digit_facts(count: int, yaochuu: bool) -> int:
    facts = count + ((count >= 2) << _PAIRS) + ((count >= 1) << _KINDS)
    if yaochuu:
        facts += ((count >= 1) << _YAO) + ((count >= 2) << _YAO_PAIRS)
    return facts


def _facts_table(yaochuu: Sequence[bool]) -> tuple[int, ...]:
    table = [0]
    for y in yaochuu:  # each new digit is more significant than the previous ones
        table = [x + _digit_facts(d, y) for d in range(5) for x in table]
    return tuple(table)


_LO = _facts_table((True, False, False, False, False))
_HI = _facts_table((False, False, False, True))
_HONOR_LO = _facts_table((True,) * 5)
_HONOR_HI = _facts_table((True,) * 2)


def _codes(c: Sequence[int]) -> tuple[int, int, int, int]:
    """Base-5 codes of man, pin, sou (nine digits, 1 lowest) and honours."""
    (m1, m2, m3, m4, m5, m6, m7, m8, m9,
     p1, p2, p3, p4, p5, p6, p7, p8, p9,
     s1, s2, s3, s4, s5, s6, s7, s8, s9,
     z1, z2, z3, z4, z5, z6, z7) = c  # fmt: skip
    return (
        m1 + m2 * 5 + m3 * 25 + m4 * 125 + m5 * 625 + m6 * 3125 + m7 * 15625 + m8 * 78125
        + m9 * 390625,
        p1 + p2 * 5 + p3 * 25 + p4 * 125 + p5 * 625 + p6 * 3125 + p7 * 15625 + p8 * 78125
        + p9 * 390625,
        s1 + s2 * 5 + s3 * 25 + s4 * 125 + s5 * 625 + s6 * 3125 + s7 * 15625 + s8 * 78125
        + s9 * 390625,
        z1 + z2 * 5 + z3 * 25 + z4 * 125 + z5 * 625 + z6 * 3125 + z7 * 15625,
    )


def _bad_hand(c: Sequence[int]) -> ValueError:
    if len(c) != 34:
        return ValueError(f"a hand is 34 counts, got {len(c)}")
    if any(not 0 <= x <= 4 for x in c):
        return ValueError("each count must be between 0 and 4")
    return ValueError(f"a hand has 3n+1 or 3n+2 tiles, at most 14; got {sum(c)}")


_Facts = tuple[int, int, int, int, int, int, int, int]
"""What :func:`_scan` finds: tiles, regular, chiitoitsu and kokushi shanten (the last
two meaningful for 13 or 14 tiles), and the base-5 codes of man, pin, sou and honours
that the draws' and discards' table walks start from."""


def _scan(c: Sequence[int]) -> _Facts:
    """Check a hand and return its :data:`_Facts` in one pass."""
    n = sum(c)
    try:
        cm, cp, cs, ch = _codes(c)
        r, n, chi, kok = _scan_codes(cm, cp, cs, ch, n)
    except (ValueError, IndexError, TypeError):
        raise _bad_hand(c) from None
    return n, r, chi, kok, cm, cp, cs, ch


def _scan_codes(cm: int, cp: int, cs: int, ch: int, n: int) -> tuple[int, int, int, int]:
    """:func:`_scan` of the base-5 suit codes of ``n`` tiles (see :func:`_codes`); raises
    ValueError or IndexError if they are not such a hand.

    A count above 4 makes a base-5 digit carry, which lowers the digit sum: comparing
    the tiles field of the facts with ``n`` catches it without another pass over the
    counts."""
    v = (
        _LO[cm % 3125] + _HI[cm // 3125] + _LO[cp % 3125] + _HI[cp // 3125]
        + _LO[cs % 3125] + _HI[cs // 3125] + _HONOR_LO[ch % 3125] + _HONOR_HI[ch // 3125]
    )
    if v & 255 != n or n % 3 == 0 or n > 14:
        raise ValueError("not a hand")
    r = _FIN[_XID[_SUIT[cm] * _NS + _SUIT[cp]] * _NY5
             + _YID[_SUIT[cs] * _NH + _HONOR[ch]] * 5 + n // 3] - 1  # fmt: skip
    kinds = v >> _KINDS & 15
    chi = 6 - (v >> _PAIRS & 15) + (7 - kinds if kinds < 7 else 0)
    kok = 13 - (v >> _YAO & 15) - (1 if v >> _YAO_PAIRS else 0)
    return r, n, chi, kok


def forms_of_codes(cm: int, cp: int, cs: int, ch: int, n: int
                   ) -> tuple[int, int | None, int | None]:
    """:func:`shanten_forms` of a hand given as the base-5 codes of its man, pin, sou and
    honours (digit ``k`` = the count of number ``k + 1``) and its number of tiles, for a
    reader that builds the codes as it reads. Raises ValueError (or IndexError) if they
    are not a hand of 3n+1 or 3n+2 tiles, at most 14, none held more than four times."""
    r, n, chi, kok = _scan_codes(cm, cp, cs, ch, n)
    return (r, chi, kok) if n >= 13 else (r, None, None)


def shanten_regular(c: Sequence[int]) -> int:
    """Shanten towards melds and a pair (the called melds are not in ``c``)."""
    return _scan(c)[1]


def shanten_forms(c: Sequence[int]) -> tuple[int, int | None, int | None]:
    """Regular, chiitoitsu and kokushi shanten in one pass (the last two ``None`` unless 13
    or 14 tiles); :func:`shanten` is the lowest of them."""
    n, r, chi, kok = _scan(c)[:4]
    return (r, chi, kok) if n >= 13 else (r, None, None)


def shanten_chiitoitsu(c: Sequence[int]) -> int | None:
    """Shanten towards seven different pairs; ``None`` unless 13 or 14 tiles."""
    n, _, chi, _ = _scan(c)[:4]
    return chi if n >= 13 else None


def shanten_kokushi(c: Sequence[int]) -> int | None:
    """Shanten towards thirteen orphans; ``None`` unless 13 or 14 tiles."""
    n, _, _, kok = _scan(c)[:4]
    return kok if n >= 13 else None


def _make_shanten() -> Callable[[Sequence[int]], int]:
    """Build :func:`shanten` with its tables as closure cells (faster than globals)."""
    lo, hi, honor_lo, honor_hi = _LO, _HI, _HONOR_LO, _HONOR_HI
    suit_, honor_, xid_, yid_, fin_ = _SUIT, _HONOR, _XID, _YID, _FIN
    ns, nh, ny5 = _NS, _NH, _NY5

    def shanten(c: Sequence[int]) -> int:
        """The lowest shanten of the regular, chiitoitsu and kokushi forms (-1 = complete)."""
        # _scan inlined: this is the AI's innermost call.
        n = sum(c)
        try:
            (m1, m2, m3, m4, m5, m6, m7, m8, m9,
             p1, p2, p3, p4, p5, p6, p7, p8, p9,
             s1, s2, s3, s4, s5, s6, s7, s8, s9,
             z1, z2, z3, z4, z5, z6, z7) = c  # fmt: skip
            cm = m1 + m2 * 5 + m3 * 25 + m4 * 125 + m5 * 625
            hm = m6 + m7 * 5 + m8 * 25 + m9 * 125
            cp = p1 + p2 * 5 + p3 * 25 + p4 * 125 + p5 * 625
            hp = p6 + p7 * 5 + p8 * 25 + p9 * 125
            cs = s1 + s2 * 5 + s3 * 25 + s4 * 125 + s5 * 625
            hs = s6 + s7 * 5 + s8 * 25 + s9 * 125
            ch = z1 + z2 * 5 + z3 * 25 + z4 * 125 + z5 * 625
            hh = z6 + z7 * 5
            v = (lo[cm] + hi[hm] + lo[cp] + hi[hp] + lo[cs] + hi[hs]
                 + honor_lo[ch] + honor_hi[hh])  # fmt: skip
        except (ValueError, IndexError, TypeError):
            raise _bad_hand(c) from None
        if v & 255 != n or n % 3 == 0 or n > 14:
            raise _bad_hand(c)
        x = xid_[suit_[cm + hm * 3125] * ns + suit_[cp + hp * 3125]]
        y = yid_[suit_[cs + hs * 3125] * nh + honor_[ch + hh * 3125]]
        r = fin_[x * ny5 + y * 5 + n // 3] - 1
        if n < 13:
            return r
        kinds = v >> 12 & 15  # the fields of _digit_facts
        chi = 6 - (v >> 8 & 15) + (7 - kinds if kinds < 7 else 0)
        if chi < r:
            r = chi
        kok = 13 - (v >> 16 & 15) - (1 if v >> 20 else 0)
        return kok if kok < r else r

    return shanten


shanten = _make_shanten()


def is_complete(c: Sequence[int]) -> bool:
    """Whether a 3n+2 hand is a winning shape (any form); False for 3n+1 hands."""
    return shanten(c) == -1


def _after_draws(c: Sequence[int], facts: _Facts) -> list[int]:
    """For a 3n+1 hand and its :func:`_checked` facts, the shanten after drawing each kind
    (99 for a quad).

    Only the suit of the drawn kind changes, so each kind costs three lookups;
    chiitoitsu and kokushi are updated from their running counts.
    """
    n, _, chi, kok, cm, cp, cs, ch = facts
    sm, sp, ss, sh = _SUIT[cm], _SUIT[cp], _SUIT[cs], _HONOR[ch]
    m = (n + 1) // 3
    base_y = _YID[ss * _NH + sh] * 5 + m
    base_x = _XID[sm * _NS + sp] * _NY5 + m
    out = [99] * 34
    for i in range(9):
        if c[i] < 4:
            out[i] = _FIN[_XID[_SUIT[cm + _POW5[i]] * _NS + sp] * _NY5 + base_y] - 1
        if c[9 + i] < 4:
            out[9 + i] = _FIN[_XID[sm * _NS + _SUIT[cp + _POW5[i]]] * _NY5 + base_y] - 1
        if c[18 + i] < 4:
            out[18 + i] = _FIN[base_x + _YID[_SUIT[cs + _POW5[i]] * _NH + sh] * 5] - 1
    for i in range(7):
        if c[27 + i] < 4:
            out[27 + i] = _FIN[base_x + _YID[ss * _NH + _HONOR[ch + _POW5[i]]] * 5] - 1
    if n == 13:
        new_kind_helps = sum(1 for x in c if x) < 7
        has_pair = any(c[k] >= 2 for k in YAOCHUU)
        for k in range(34):
            held = c[k]
            if held >= 4:
                continue
            # Drawing a new kind adds a kind (chiitoitsu gains only below 7 kinds);
            # drawing a single's mate adds a pair.
            if held == 0:
                after_chi = chi - 1 if new_kind_helps else chi
            elif held == 1:
                after_chi = chi - 1
            else:
                after_chi = chi
            # Kokushi gains from a new terminal/honour kind, or its first pair.
            improves = _IS_YAOCHUU[k] and (held == 0 or not has_pair)
            after_kok = kok - 1 if improves else kok
            out[k] = min(out[k], after_chi, after_kok)
    return out


def after_discards(c: Sequence[int]) -> list[int]:
    """For a 3n+2 hand, the shanten after discarding each kind (99 for a kind not held).

    The counterpart of the draws' table walk: a discard changes one suit, so each kind
    costs three lookups instead of a whole :func:`shanten` (the AI's lookahead asks this
    for every draw it weighs); chiitoitsu and kokushi follow from running counts.
    """
    n, _, _, _, cm, cp, cs, ch = _checked(c, 2)
    sm, sp, ss, sh = _SUIT[cm], _SUIT[cp], _SUIT[cs], _HONOR[ch]
    m = (n - 1) // 3
    base_y = _YID[ss * _NH + sh] * 5 + m
    base_x = _XID[sm * _NS + sp] * _NY5 + m
    out = [99] * 34
    for i in range(9):
        if c[i]:
            out[i] = _FIN[_XID[_SUIT[cm - _POW5[i]] * _NS + sp] * _NY5 + base_y] - 1
        if c[9 + i]:
            out[9 + i] = _FIN[_XID[sm * _NS + _SUIT[cp - _POW5[i]]] * _NY5 + base_y] - 1
        if c[18 + i]:
            out[18 + i] = _FIN[base_x + _YID[_SUIT[cs - _POW5[i]] * _NH + sh] * 5] - 1
    for i in range(7):
        if c[27 + i]:
            out[27 + i] = _FIN[base_x + _YID[ss * _NH + _HONOR[ch - _POW5[i]]] * 5] - 1
    if n == 14:
        # Chiitoitsu and kokushi from their counts: a discard loses a kind when it was a
        # single, a pair when it was one of two (kokushi: when that was its only pair).
        pairs = sum(1 for x in c if x >= 2)
        kinds = sum(1 for x in c if x)
        yao_kinds = sum(1 for k in YAOCHUU if c[k])
        yao_pairs = sum(1 for k in YAOCHUU if c[k] >= 2)
        best_chi = 6 - pairs + (7 - kinds if kinds < 7 else 0)
        best_kok = 13 - yao_kinds - (1 if yao_pairs else 0)
        if min(best_chi, best_kok) >= max(x for x in out if x != 99):
            return out  # neither form can beat the regular one after any discard
        for k in range(34):
            held = c[k]
            if not held:
                continue
            p = pairs - (held == 2)
            q = kinds - (held == 1)
            after_chi = 6 - p + (7 - q if q < 7 else 0)
            yk = yao_kinds - (_IS_YAOCHUU[k] and held == 1)
            yp = yao_pairs - (_IS_YAOCHUU[k] and held == 2)
            after_kok = 13 - yk - (1 if yp else 0)
            out[k] = min(out[k], after_chi, after_kok)
    return out


def _checked(c: Sequence[int], remainder: int) -> _Facts:
    """The :data:`_Facts` of a hand that must hold 3n+``remainder`` tiles (ValueError if
    it does not, or is no hand)."""
    facts = _scan(c)
    n = facts[0]
    if n % 3 != remainder:
        what = "3n+1" if remainder == 1 else "3n+2"
        raise ValueError(f"this needs a hand of {what} tiles, got {n}")
    return facts


def _lowest(facts: _Facts) -> int:
    """The shanten (lowest form) of checked facts."""
    n, r, chi, kok = facts[:4]
    return min(r, chi, kok) if n >= 13 else r


def waits(c: Sequence[int]) -> list[int]:
    """The kinds that complete a 3n+1 hand, without kinds it holds all four of."""
    facts = _checked(c, 1)
    if _lowest(facts) != 0:
        return []
    return [k for k, s in enumerate(_after_draws(c, facts)) if s == -1]


def is_tenpai(c: Sequence[int]) -> bool:
    """Whether a 3n+1 hand has a real wait (``bool(waits(c))``)."""
    return _lowest(_checked(c, 1)) == 0


def raw_waits(c: Sequence[int]) -> list[int]:
    """Like :func:`waits`, but also the kinds the hand holds all four of that would
    complete it as a fifth copy (1111m234p567p789s -> [1m])."""
    found = waits(c)
    quads = [k for k in range(34) if c[k] == 4]
    if quads:
        hand = list(c)
        for k in quads:
            hand[k] = 5
            if _complete_unbounded(hand):
                found.append(k)
            hand[k] = 4
        found.sort()
    return found


def _complete_unbounded(c: list[int]) -> bool:
    """Whether a 3n+2 hand is melds plus a pair, allowing more than four of a kind.

    Only the regular form can hold five of a kind. For each candidate pair the
    melds are found greedily: the lowest kind left must start ``count % 3``
    sequences (three equal sequences are the same tiles as three triplets).
    """
    for pair in range(34):
        if c[pair] < 2:
            continue
        rest = list(c)
        rest[pair] -= 2
        if all(_melds_only(rest, base) for base in (0, 9, 18)) and all(
            rest[k] % 3 == 0 for k in range(27, 34)
        ):
            return True
    return False


def _melds_only(c: list[int], base: int) -> bool:
    a = [*c[base : base + 9], 0, 0]
    for i in range(9):
        r = a[i] % 3
        if r:
            if a[i + 1] < r or a[i + 2] < r:
                return False
            a[i + 1] -= r
            a[i + 2] -= r
    return True


def ukeire(c: Sequence[int], visible: Sequence[int] | None = None) -> Ukeire:
    """The kinds that lower the shanten of a 3n+1 hand and their unseen copies.

    ``visible`` (34 counts: rivers, melds, dora indicators ...) lowers the count;
    the hand's own tiles are always subtracted. Kinds held four times are never
    listed (there is nothing left to draw).
    """
    return _ukeire(c, _checked(c, 1), _NO_VISIBLE if visible is None else visible)


def _ukeire(c: Sequence[int], facts: _Facts, visible: Sequence[int]) -> Ukeire:
    current = _lowest(facts)
    kinds = []
    total = 0
    for k, s in enumerate(_after_draws(c, facts)):
        if s < current:
            kinds.append(k)
            left = 4 - c[k] - visible[k]
            if left > 0:
                total += left
    return Ukeire(tuple(kinds), total)


def discard_options(c: Sequence[int], visible: Sequence[int] | None = None) -> list[DiscardOption]:
    """Every distinct discard of a 3n+2 hand, best first.

    Best is the lowest shanten after the discard, then the most ukeire, then the
    lowest tile id. ``visible`` is as for :func:`ukeire`.
    """
    _checked(c, 2)
    seen = _NO_VISIBLE if visible is None else visible
    hand = list(c)
    options = []
    for k in range(34):
        if hand[k]:
            hand[k] -= 1
            facts = _checked(hand, 1)
            options.append(DiscardOption(k, _lowest(facts), _ukeire(hand, facts, seen)))
            hand[k] += 1
    options.sort(key=lambda o: (o.shanten, -o.ukeire.count, o.tile))
    return options
