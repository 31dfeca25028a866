"""Safe file writes: nothing the player saved is ever half-written or deleted.

The text goes to a temporary file in the target's own directory (so the
rename stays on one file system), then ``os.replace`` swaps it in: a crash
leaves either the old file or the new one, never a mix.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to a temp file beside ``path``, then replace ``path`` with it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}-", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def quarantine(path: Path) -> Path:
    """Move a corrupt file aside to ``<name>.bak`` (or ``.bak.1``, ``.bak.2`` ... when an
    earlier backup is there: kept for the player, never deleted nor overwritten)."""
    backup = path.with_name(path.name + ".bak")
    number = 0
    while backup.exists():
        number += 1
        backup = path.with_name(f"{path.name}.bak.{number}")
    os.replace(path, backup)
    return backup
