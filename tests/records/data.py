"""Paths of the test records (see tests/data/records/README.md)."""

from __future__ import annotations

from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "data"
PHOENIX_JSON = sorted((DATA / "records" / "phoenix-games").glob("*.json"))
PHOENIX_XML = sorted((DATA / "tenhou").glob("*.xml"))
FIXTURES = sorted((DATA / "records" / "fixtures").glob("*.json"))
INCONSISTENT = {"confusing_nakis_1", "confusing_nakis_2"}
"""Fixtures whose results cannot be right (see the data README)."""
UNSORTED_HANDS = {"confusing_nakis_2", "confusing_nakis_7"}
"""Fixtures whose dealt hands are not in Tenhou's order (written back sorted)."""
