"""A win's fu part by part, as the ``score`` command prints it and the round result shows it:
``20 base + 2 tsumo + 8 closed triplet 5z`` (``20符 (副底) + 2符 (ツモ) + 8符 (暗刻 5z)``).

:mod:`rules.fu` labels each part in English (the JSON output carries those labels); the
words shown come from the catalogue, ``fu_parts.KIND`` for the label without its tile
(``closed triplet``), so each part is one whole message in each language.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Final

from mahjong_tui.text.language import has, t
from rules.fu import FuPart

_TILE: Final = re.compile(r"^(?P<kind>.+?)(?: (?P<tile>[0-9][mpsz]))?$")


def _as_written(tile: str) -> str:
    return tile


def fu_part(part: FuPart, tile_name: Callable[[str], str] = _as_written) -> str:
    """One part in words, its tile (``5z``) as ``tile_name`` writes it (the command line:
    in MPSZ, as its input; a screen: as the table shows tiles, ``白``); a label this version
    has no words for, as it is."""
    match = _TILE.match(part.label)
    kind = match.group("kind").replace(" ", "_") if match else ""
    if match is None or not has(f"fu_parts.{kind}"):
        return f"{part.fu} {part.label}"
    tile = match.group("tile")
    return t(f"fu_parts.{kind}", fu=part.fu, tile=tile_name(tile) if tile else "")


def fu_breakdown(parts: Iterable[FuPart], tile_name: Callable[[str], str] = _as_written) -> str:
    return t("fu_parts.separator").join(fu_part(f, tile_name) for f in parts)
