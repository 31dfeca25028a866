"""Mutation testing of one module against its tests (a script, run by hand: it is slow).

    .venv/bin/python tests/bench/mutate.py mahjong_tui/engine/claims.py tests/engine \\
        [--only LINE[,LINE...]] [--timeout 120] [--list]

Each mutant is one small change to the module: a comparison flipped (``<`` and ``<=``,
``==`` and ``!=``, ``in`` and ``not in``, ``is`` and ``is not``), ``and`` and ``or``
swapped, a ``not`` dropped, a whole number moved by one, ``True`` and ``False`` swapped,
an ``if``'s test negated, a statement replaced by ``pass``, a function's body cut to an
early ``return`` of nothing. Each runs the given tests (``pytest -x -q``) in a copy of the
repository, so the working tree is never touched; a mutant is killed when a test fails
(or the run times out). The survivors are printed with their line and change; those listed
in ``tests/bench/mutants_equivalent.toml`` (module, line:column, change: why it changes
nothing)
are counted apart. The summary: mutants / killed / equivalent / survived.
"""

from __future__ import annotations

import argparse
import ast
import copy
import shutil
import subprocess
import sys
import tempfile
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
EQUIVALENT = Path(__file__).with_name("mutants_equivalent.toml")
FLIPS: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt, ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq, ast.In: ast.NotIn, ast.NotIn: ast.In, ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
}


@dataclass(frozen=True, slots=True)
class Mutant:
    line: int
    column: int
    change: str
    source: str

    @property
    def where(self) -> str:
        """``53:30``: the line and the column of the changed code."""
        return f"{self.line}:{self.column}"


def _docstring(node: ast.AST) -> bool:
    return isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(
        node.value.value, str)


def mutants(source: str) -> Iterator[Mutant]:
    """Every mutant of ``source``, one change each, in line order."""
    tree = ast.parse(source)
    points = [node for node in ast.walk(tree) if hasattr(node, "lineno")]
    for index, node in enumerate(points):
        for change in _changes(node):
            mutated = copy.deepcopy(tree)
            target = [n for n in ast.walk(mutated) if hasattr(n, "lineno")][index]
            description = change(target)
            if description is not None:
                yield Mutant(node.lineno, node.col_offset, description, ast.unparse(mutated))


def _changes(node: ast.AST) -> list:  # type: ignore[type-arg]
    out = []
    if isinstance(node, ast.Compare):
        for position, op in enumerate(node.ops):
            if type(op) in FLIPS:
                out.append(lambda n, p=position: _flip(n, p))
    if isinstance(node, ast.BoolOp):
        out.append(_swap_bool)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        out.append(_drop_not)
    if isinstance(node, ast.Constant) and type(node.value) is int:
        out += [lambda n: _shift(n, 1), lambda n: _shift(n, -1)]
    if isinstance(node, ast.Constant) and type(node.value) is bool:
        out.append(_negate_bool)
    if isinstance(node, ast.If):
        out.append(_negate_if)
    if isinstance(node, ast.stmt) and not isinstance(node, ast.FunctionDef | ast.ClassDef
                                                     | ast.Import | ast.ImportFrom
                                                     | ast.Pass) and not _docstring(node):
        out.append(_to_pass)
    if isinstance(node, ast.FunctionDef) and node.body:
        out.append(_early_return)
    return out


def _flip(node: ast.Compare, position: int) -> str:
    old = node.ops[position]
    node.ops[position] = FLIPS[type(old)]()
    return f"{type(old).__name__} -> {type(node.ops[position]).__name__}"


def _swap_bool(node: ast.BoolOp) -> str:
    old = type(node.op).__name__
    node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
    return f"{old} -> {type(node.op).__name__}"


def _drop_not(node: ast.UnaryOp) -> str:
    node.op = ast.UAdd()  # +x of a bool is x as an int: truthy as x is
    return "not dropped"


def _shift(node: ast.Constant, by: int) -> str:
    old = node.value
    node.value = old + by
    return f"{old} -> {node.value}"


def _negate_bool(node: ast.Constant) -> str:
    node.value = not node.value
    return f"{not node.value} -> {node.value}"


def _negate_if(node: ast.If) -> str:
    node.test = ast.UnaryOp(ast.Not(), node.test)
    return "if negated"


def _to_pass(node: ast.stmt) -> str:
    node.__class__ = ast.Pass
    for field in node._fields:
        if hasattr(node, field):
            delattr(node, field)
    return "statement deleted"


def _early_return(node: ast.FunctionDef) -> str | None:
    first = node.body[1] if _docstring(node.body[0]) and len(node.body) > 1 else node.body[0]
    if isinstance(first, ast.Return) and first.value is None:
        return None
    node.body.insert(node.body.index(first), ast.Return(None))
    return "early return"


def equivalent(module: str) -> dict[tuple[str, str], str]:
    """The mutants known to change nothing: (line:column, change) -> why."""
    if not EQUIVALENT.exists():
        return {}
    data = tomllib.loads(EQUIVALENT.read_text("utf-8"))
    return {(e["at"], e["change"]): e["why"] for e in data.get(module, [])}


def write_module(target: Path, source: str) -> None:
    """Write a mutant, and drop the module's bytecode: Python trusts a ``.pyc`` whose
    recorded size and modification time (whole seconds) match the source's, so two mutants
    of the same size written within a second (``34 -> 35``, then ``34 -> 33``) would run the
    first one's code."""
    target.write_text(source, "utf-8")
    for stale in (target.parent / "__pycache__").glob(f"{target.stem}.*.pyc"):
        stale.unlink()


def killed_by(copy_root: Path, target: Path, source: str, tests: list[str],
              timeout: float) -> bool:
    """Whether ``tests`` fail (or time out) in the repository copy ``copy_root`` with
    ``source`` as the module file ``target``."""
    write_module(target, source)
    try:
        run = subprocess.run(
            [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider",
             "-p", "no:randomly", *tests],
            cwd=copy_root, capture_output=True, timeout=timeout,
            env={"PYTHONPATH": str(copy_root), "PATH": "/usr/bin:/bin",
                 "HOME": str(copy_root.parent)})
    except subprocess.TimeoutExpired:
        return True
    return run.returncode != 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("module", type=Path)
    parser.add_argument("tests", nargs="+")
    parser.add_argument("--only", help="lines to mutate, comma-separated")
    parser.add_argument("--timeout", type=float, default=120.0)
    parser.add_argument("--list", action="store_true", help="list the mutants, run nothing")
    args = parser.parse_args()
    module = args.module.resolve().relative_to(ROOT)
    source = (ROOT / module).read_text("utf-8")
    lines = {int(x) for x in args.only.split(",")} if args.only else None
    found = [m for m in mutants(source) if lines is None or m.line in lines]
    if args.list:
        for m in found:
            print(f"{module}:{m.where}: {m.change}")
        return 0
    known = equivalent(str(module))
    killed = equivalents = 0
    survivors: list[Mutant] = []
    with tempfile.TemporaryDirectory() as scratch:
        copy_root = Path(scratch) / "repo"
        shutil.copytree(ROOT, copy_root, ignore=shutil.ignore_patterns(
            ".git", ".venv", "__pycache__", "*.pyc", ".mypy_cache", ".ruff_cache"))
        target = copy_root / module
        for number, m in enumerate(found, 1):
            dead = killed_by(copy_root, target, m.source, args.tests, args.timeout)
            if dead:
                killed += 1
            elif (m.where, m.change) in known:
                equivalents += 1
            else:
                survivors.append(m)
            print(f"[{number}/{len(found)}] {module}:{m.where}: {m.change}: "
                  f"{'killed' if dead else 'SURVIVED'}", flush=True)
        target.write_text(source, "utf-8")
    for m in survivors:
        print(f"survivor {module}:{m.where}: {m.change}")
    print(f"{module}: {len(found)} mutants, {killed} killed, {equivalents} equivalent, "
          f"{len(survivors)} survived")
    return 0


if __name__ == "__main__":
    sys.exit(main())
