"""The layer boundaries of DESIGN.md, checked in a fresh interpreter per package."""

from __future__ import annotations

import subprocess
import sys

import pytest

_APP = "mahjong_tui.tui"
"""The Textual side: nothing below it may import it (nor Textual)."""

_FORBIDDEN = {
    "rules": ("ai", "mahjong_tui", "textual", "rich", "mahjong"),
    "ai": ("mahjong_tui", "textual", "rich", "mahjong"),
    "mahjong_tui.engine": ("textual", "rich", "mahjong", _APP, "mahjong_tui.play",
                           "mahjong_tui.commands"),
    "mahjong_tui.records": ("textual", "rich", "mahjong", _APP, "mahjong_tui.play"),
    "mahjong_tui.mjai": ("textual", "rich", "mahjong", _APP, "mahjong_tui.play"),
    "mahjong_tui.review": ("textual", "rich", "mahjong", _APP, "mahjong_tui.play",
                           "mahjong_tui.commands"),
    "mahjong_tui.files": ("textual", "rich", "pydantic", "mahjong", "rules", "ai",
                          "mahjong_tui.engine", "mahjong_tui.text", _APP),
    "mahjong_tui.text": ("textual", "mahjong", _APP, "mahjong_tui.play", "ai"),
    "mahjong_tui.play": ("textual", "mahjong", _APP),
    "mahjong_tui.commands": ("textual", "mahjong", _APP),
}
"""What each layer may never import, even indirectly (the probe imports every module of the
package in a fresh interpreter and lists what came in). The headless models and the words
import no Textual; the engine, the records and the mjai protocol are below the models;
safe writes and untrusted input sit under everything. The commands start the app only
inside ``play``, so listing them (``mahjong-tui --help``) loads no Textual."""


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
