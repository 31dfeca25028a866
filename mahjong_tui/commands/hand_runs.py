"""A batch's quick reading of compact MPSZ hands (``"367m134p2s223466z"``), a run at a time.

A hand in compact notation is runs of digits, each closed by its suit letter. Each batch
command reads a run once into one int of its own making, built so that the ints of a
hand's runs add up to the hand's (counts in lanes wide enough not to overflow for a line
of :data:`LONGEST` characters), and keeps it in a :func:`run_table`; a hand is then one
``findall`` and one ``sum``. :data:`TOKEN` cuts a line into runs and single other
characters, and a reader maps anything that is no run (``8z``, a space, an ``x``) to a
value its batch recognises as bad: the careful reading then answers, with its message.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from mahjong_tui.files.kept import KeptTable

RUN: Final = re.compile(r"[0-9]+[mpsz]")
TOKEN: Final = re.compile(r"[0-9]+[mpsz]|(?s:.)")
"""A run, or any other single character (which is no run: the line is not compact)."""
LONGEST: Final = 28
"""The longest compact hand read quickly (14 tiles, 14 letters)."""
RUNS_KEPT: Final = 65536
"""Distinct tokens kept read (then forgotten all at once)."""


def run_table(read: Callable[[str], int]) -> KeptTable[str, int]:
    """token -> ``read(token)``, read on first use."""
    return KeptTable(read, RUNS_KEPT)
