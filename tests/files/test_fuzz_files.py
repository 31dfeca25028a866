"""Fuzzing a real game log and a real save: whatever the damage, no traceback.

Hypothesis mutates the JSON of a real tenhou.net/6 log and of a save the app
wrote (a value replaced by a hostile one, an entry deleted or repeated, the
text cut short) and asserts: ``replay --verify`` exits 0, 1 (a mismatch, its
documented status) or 2 with one line on stderr, never raises, and its memory
peak stays under :data:`PEAK_BYTES`; a damaged save loads or is a
:class:`SaveError`, and the title screen's check never raises. Kept to a few
seconds: a fixed number of examples, derandomized so a run is reproducible.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import os
import tempfile
import tracemalloc
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong_tui.cli import main
from mahjong_tui.play.save_slot import saved_game
from mahjong_tui.play.session import SaveError, Session
from tests.play.test_corrupt_files import save_data
from tests.records.data import FIXTURES

PEAK_BYTES = 64 * 1024 * 1024
LOG: Any = json.loads((FIXTURES[0].parent / "kyushukyuhai.json").read_text("utf-8"))
FUZZ = settings(max_examples=int(os.environ.get("FUZZ_EXAMPLES", "60")), deadline=None,
                derandomize="FUZZ_EXAMPLES" not in os.environ, database=None,
                suppress_health_check=[HealthCheck.too_slow])

HOSTILE = st.one_of(
    st.integers(-(2**70), 2**70),
    st.sampled_from([0, -1, 3, 4, 9, 13, 16, 136, 10**9, 2**63, 1.5, float("nan"),
                     float("inf"), "", "[/x]", "5m", "0z", "99", "\ud800", "和了", True,
                     None, [], {}, [[]], [0] * 20]),
    st.text(max_size=6),
    st.lists(st.integers(-5, 200), max_size=20),
    st.dictionaries(st.text(max_size=3), st.integers(-3, 3), max_size=2),
)


def _paths(value: Any, here: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value, as the keys and indexes that lead there."""
    inner: list[tuple[Any, ...]] = []
    if isinstance(value, dict):
        inner = [p for k, v in value.items() for p in _paths(v, (*here, k))]
    elif isinstance(value, list):
        inner = [p for i, v in enumerate(value) for p in _paths(v, (*here, i))]
    return [here, *inner]


@st.composite
def mutated(draw: st.DrawFn, original: Any) -> str:
    """The JSON text of ``original`` after one to three mutations."""
    doc = json.loads(json.dumps(original))
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(_paths(doc)))
        if not path:
            doc = copy.deepcopy(draw(HOSTILE))
            continue
        parent = doc
        for key in path[:-1]:
            parent = parent[key]
        if not isinstance(parent, dict | list):
            continue
        how = draw(st.sampled_from(["replace", "delete", "repeat"]))
        if how == "replace":
            parent[path[-1]] = copy.deepcopy(draw(HOSTILE))  # sampled lists are shared
        elif how == "delete":
            del parent[path[-1]]
        elif isinstance(parent, list):
            parent.insert(path[-1], parent[path[-1]])
    text = json.dumps(doc, ensure_ascii=False)
    if draw(st.integers(0, 9)) == 0:
        text = text[:draw(st.integers(0, len(text)))]
    return text


@contextlib.contextmanager
def _written(text: str, name: str) -> Iterator[Path]:
    """The text as a file in a directory of its own, removed after the example."""
    with tempfile.TemporaryDirectory(prefix="fuzz-") as folder:
        path = Path(folder) / name
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        yield path


@FUZZ
@given(mutated(LOG))
def test_a_mutated_log_verifies_or_is_one_line(text: str) -> None:
    out, err = io.StringIO(), io.StringIO()
    tracemalloc.start()
    try:
        with _written(text, "log.json") as path, contextlib.redirect_stdout(out), \
                contextlib.redirect_stderr(err):
            status = main(["replay", "--verify", "--json", str(path)])
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert status in (0, 1, 2)
    if status == 2:
        assert out.getvalue() == "" and err.getvalue().count("\n") == 1
    else:
        json.loads(out.getvalue())
    assert peak < PEAK_BYTES


SAVE: dict[str, Any] = {}
"""The real save, made once the test runs (not at import)."""


def test_a_mutated_save_loads_or_is_a_save_error(tmp_path: Path) -> None:
    SAVE.update(save_data(tmp_path))
    _fuzz_save()


@FUZZ
@given(st.data())
def _fuzz_save(data: st.DataObject) -> None:
    tracemalloc.start()
    try:
        with _written(data.draw(mutated(SAVE)), "savegame.json") as path:
            try:
                Session.load(path)
            except SaveError as exc:
                assert "\n" not in str(exc)
            saved_game(path)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < PEAK_BYTES
