"""The mutation script: the changes it makes, and its list of equivalent mutants still
naming mutants that exist (a stale entry would hide a real survivor)."""

from __future__ import annotations

import ast
import importlib.util
import py_compile
import tomllib
from pathlib import Path

from tests.bench.mutate import EQUIVALENT, ROOT, mutants, write_module

SOURCE = '''
def f(x: int, ok: bool) -> int:
    """Doc."""
    if x < 3 and not ok:
        return x + 1
    return 0
'''


def test_each_mutant_is_one_small_change() -> None:
    found = {(m.where, m.change) for m in mutants(SOURCE)}
    assert ("4:7", "Lt -> LtE") in found
    assert ("4:7", "And -> Or") in found
    assert ("4:17", "not dropped") in found
    assert ("4:11", "3 -> 4") in found and ("4:11", "3 -> 2") in found
    assert ("5:19", "1 -> 2") in found
    assert ("4:4", "if negated") in found
    assert ("6:4", "statement deleted") in found
    assert ("2:0", "early return") in found
    assert not any(change == "statement deleted" and where == "3:4" for where, change in found)
    for m in mutants(SOURCE):
        ast.parse(m.source)  # every mutant is Python
        assert m.source != ast.unparse(ast.parse(SOURCE))


def test_every_listed_equivalent_names_a_mutant() -> None:
    data = tomllib.loads(EQUIVALENT.read_text("utf-8"))
    for module, entries in data.items():
        found = {(m.where, m.change) for m in mutants((ROOT / module).read_text("utf-8"))}
        for entry in entries:
            assert (entry["at"], entry["change"]) in found, (module, entry)
            assert entry["why"]
    assert Path(ROOT / "tests" / "bench" / "mutate.py").exists()



def test_a_mutant_leaves_no_bytecode_of_the_last_one(tmp_path: Path) -> None:
    """Python trusts a .pyc by the source's size and whole-second time: ``34 -> 35`` and
    then ``34 -> 33`` within a second would run the first mutant again."""
    target = tmp_path / "numbers_.py"
    target.write_text("X = 35\n")
    py_compile.compile(str(target), cfile=importlib.util.cache_from_source(str(target)))
    write_module(target, "X = 33\n")
    assert not list((tmp_path / "__pycache__").glob("numbers_.*.pyc"))
    assert target.read_text() == "X = 33\n"
