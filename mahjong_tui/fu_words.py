"""A win's fu part by part, as the ``score`` command prints it and the round result shows it:
``20 base + 2 tsumo + 8 closed triplet 5z`` (``20符 (副底) + 2符 (ツモ) + 8符 (暗刻 5z)``).

:mod:`rules.fu` labels each part in English (the JSON output carries those labels); the
words shown come from the catalogue, ``fu_parts.KIND`` for the label without its tile
(``closed triplet``), so each part is one whole message in each language.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from mahjong_tui.language import has, t
from rules.fu import FuPart

_TILE: Final = re.compile(r"^(?P<kind>.+?)(?: (?P<tile>[0-9][mpsz]))?$")


def fu_part(part: FuPart) -> str:
    """One part in words; a label this version has no words for, as it is."""
    match = _TILE.match(part.label)
    kind = match.group("kind").replace(" ", "_") if match else ""
    if match is None or not has(f"fu_parts.{kind}"):
        return f"{part.fu} {part.label}"
    return t(f"fu_parts.{kind}", fu=part.fu, tile=match.group("tile") or "")


def fu_breakdown(parts: Iterable[FuPart]) -> str:
    return t("fu_parts.separator").join(fu_part(f) for f in parts)
