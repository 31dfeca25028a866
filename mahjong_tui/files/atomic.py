"""Safe file writes: nothing the player saved is ever half-written or deleted.

The text goes to a temporary file in the target's own directory (so the
rename stays on one file system), then ``os.replace`` swaps it in: a crash
leaves either the old file or the new one, never a mix. A write that fails
(a full disk, a read-only directory) leaves the old file as it was and no
temporary file behind; a write cut short by a crash or ``kill -9`` can leave
its temporary file, which :func:`remove_stale_temps` clears at the next start.
"""

from __future__ import annotations

import contextlib
import os
import re
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path

STALE_AFTER = 60.0
"""Seconds after which a leftover temp file is an interrupted write, not one in progress:
a save takes milliseconds, so a minute spares a second instance of the app that is
saving at that moment."""
_TEMP_NAME = re.compile(r"\..+-[a-z0-9_]{8}\.tmp")
"""The names :func:`write_atomic` gives its temp files (``tempfile.mkstemp``'s 8 letters)."""
def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to a temp file beside ``path``, then replace ``path`` with it.

    Raises OSError; ``path`` is then unchanged and the temp file gone."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}-", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            Path(tmp).unlink(missing_ok=True)
        raise


def remove_stale_temps(directories: Iterable[Path], older_than: float = STALE_AFTER) -> int:
    """Delete the temp files of interrupted writes in ``directories`` (not below them)
    last changed more than ``older_than`` seconds ago; returns how many went.

    Only names :func:`write_atomic` makes are touched, and nothing that cannot be
    removed is an error: this runs at every start and must never stop it."""
    limit = time.time() - older_than
    removed = 0
    for directory in directories:
        try:
            entries = list(os.scandir(directory))
        except OSError:
            continue
        for entry in entries:
            if not _TEMP_NAME.fullmatch(entry.name):
                continue
            try:
                if entry.is_file(follow_symlinks=False) and entry.stat().st_mtime < limit:
                    os.unlink(entry.path)
                    removed += 1
            except OSError:
                continue
    return removed


def quarantine(path: Path) -> Path:
    """Move a corrupt file aside to ``<name>.bak`` (or ``.bak.1``, ``.bak.2`` ... when an
    earlier backup is there: kept for the player, never deleted nor overwritten).
    Raises OSError when it cannot be moved (then it is left where it is)."""
    backup = path.with_name(path.name + ".bak")
    number = 0
    while backup.exists():
        number += 1
        backup = path.with_name(f"{path.name}.bak.{number}")
    os.replace(path, backup)
    return backup
