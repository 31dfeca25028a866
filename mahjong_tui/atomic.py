"""Atomic file writes: nothing the player saved is ever half-written.

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
