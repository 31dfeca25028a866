"""The layer boundaries of DESIGN.md, checked in a fresh interpreter per package."""

from __future__ import annotations

import subprocess
import sys

import pytest

_FORBIDDEN = {
    "rules": ("ai", "mahjong_tui", "textual", "rich", "mahjong"),
    "ai": ("mahjong_tui.app", "mahjong_tui.screens", "mahjong_tui.widgets", "textual", "mahjong"),
    "mahjong_tui.engine": ("textual", "rich", "mahjong"),
}

_PROBE = """
import importlib, pkgutil, sys
root = importlib.import_module({package!r})
for info in pkgutil.walk_packages(root.__path__, root.__name__ + "."):
    importlib.import_module(info.name)
print("\\n".join(sorted(sys.modules)))
"""


@pytest.mark.parametrize("package", sorted(_FORBIDDEN))
def test_package_does_not_import_forbidden_layers(package: str) -> None:
    out = subprocess.run(
        [sys.executable, "-c", _PROBE.format(package=package)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split()
    for forbidden in _FORBIDDEN[package]:
        bad = [m for m in out if m == forbidden or m.startswith(forbidden + ".")]
        assert not bad, f"{package} imports {bad[:3]}"


def test_probe_sees_the_package_modules() -> None:
    """Guard against a probe that silently imports nothing."""
    out = subprocess.run(
        [sys.executable, "-c", _PROBE.format(package="rules")],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split()
    assert "rules.tiles" in out
