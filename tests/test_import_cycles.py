"""No import cycle between our modules, except for type annotations (DESIGN.md).

Every ``import`` the interpreter can run counts, a lazy one inside a function too; an
import under ``if TYPE_CHECKING:`` does not. Where two modules need each other, the part
they share moves down into a module of its own.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("rules", "ai", "mahjong_tui")


def _modules() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            parts = path.relative_to(ROOT).with_suffix("").parts
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            found[name] = path
    return found


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _run_time_imports(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import statement but those under ``if TYPE_CHECKING:``."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for child in node.orelse:
                yield from _run_time_imports(ast.Module(body=[child], type_ignores=[]))
            continue
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        yield from _run_time_imports(node)


def _targets(name: str, node: ast.Import | ast.ImportFrom, known: dict[str, Path],
             is_package: bool) -> Iterator[str]:
    if isinstance(node, ast.Import):
        for alias in node.names:
            yield alias.name
        return
    base = node.module or ""
    if node.level:
        here = name.split(".") if is_package else name.split(".")[:-1]
        here = here[: len(here) - (node.level - 1)]
        base = ".".join([*here, base] if base else here)
    for alias in node.names:
        sub = f"{base}.{alias.name}"
        yield sub if sub in known else base


def import_graph() -> dict[str, set[str]]:
    known = _modules()
    graph: dict[str, set[str]] = {name: set() for name in known}
    for name, path in known.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in _run_time_imports(tree):
            for target in _targets(name, node, known, path.name == "__init__.py"):
                if target in known and target != name:
                    graph[name].add(target)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_no_import_cycle_at_run_time() -> None:
    assert cycles(import_graph()) == []


def test_the_check_sees_imports_and_finds_a_cycle() -> None:
    """Guard against a check that sees nothing: the graph has the edges we know of, and a
    cycle made by hand is found, a lazy import in a function counting as one."""
    graph = import_graph()
    assert "rules.tiles" in graph["rules.shanten"]
    assert "mahjong_tui.commands" in graph["mahjong_tui.cli"]
    tree = ast.parse("def f():\n    import b\nif TYPE_CHECKING:\n    import c\n")
    assert [a.name for n in _run_time_imports(tree) if isinstance(n, ast.Import)
            for a in n.names] == ["b"]
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
