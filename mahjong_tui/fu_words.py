"""A win's fu part by part, as the ``score`` command prints it and the round result shows it:
``20 base + 2 tsumo + 8 closed triplet 5z`` (the parts' own labels, from :mod:`rules.fu`)."""

from __future__ import annotations

from collections.abc import Iterable

from rules.fu import FuPart


def fu_breakdown(parts: Iterable[FuPart]) -> str:
    return " + ".join(f"{f.fu} {f.label}" for f in parts)
