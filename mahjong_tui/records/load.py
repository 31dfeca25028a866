"""Open a record file of either format, telling them apart by content, not by name."""

from __future__ import annotations

from pathlib import Path

from mahjong_tui.records.guard import read_source
from mahjong_tui.records.mjlog import parse_mjlog
from mahjong_tui.records.model import GameRecord
from mahjong_tui.records.tenhou6 import parse_tenhou6


def read_record(path: str | Path) -> GameRecord:
    """A tenhou.net/6 JSON log or an mjlog XML file (whichever the text is)."""
    source = str(path)
    text = read_source(path)
    if text.lstrip().startswith("<"):
        return parse_mjlog(text, source, Path(path).stem)
    return parse_tenhou6(text, source)
