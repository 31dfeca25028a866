"""Disk faults for the tests: a full disk, a read-only directory, a rename that fails.

The full disk is real: the temp file :func:`~mahjong_tui.files.atomic.write_atomic` makes is
created as usual, but its descriptor is ``/dev/full``, where the kernel answers every
write with ENOSPC. Tests may run as root, where ``chmod`` does not stop a write, so the
read-only case is also made by refusing the temp file with EROFS, as a read-only mount does.
"""

from __future__ import annotations

import errno
import os
import tempfile
from pathlib import Path
from typing import Any

import pytest

FULL = Path("/dev/full")


def disk_full(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every atomic write from now on fails with the kernel's own ENOSPC."""
    if not FULL.exists():
        pytest.skip("no /dev/full here")
    real = tempfile.mkstemp

    def mkstemp(*args: Any, **kwargs: Any) -> tuple[int, str]:
        fd, name = real(*args, **kwargs)
        os.close(fd)
        return os.open(FULL, os.O_WRONLY), name

    monkeypatch.setattr(tempfile, "mkstemp", mkstemp)


def read_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """No file can be created in any directory (EROFS, as on a read-only mount)."""

    def mkstemp(*args: Any, **kwargs: Any) -> tuple[int, str]:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(tempfile, "mkstemp", mkstemp)


def replace_fails(monkeypatch: pytest.MonkeyPatch, code: int = errno.ENOSPC) -> None:
    """The temp file is written, but swapping it in fails."""

    def replace(*args: Any, **kwargs: Any) -> None:
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(os, "replace", replace)


def temp_files(directory: Path) -> list[Path]:
    """What interrupted or failed atomic writes left in ``directory``."""
    return sorted(directory.glob(".*.tmp"))


def unreadable(monkeypatch: pytest.MonkeyPatch, directory: Path) -> None:
    """Nothing inside ``directory`` can be looked at or opened, and it cannot be listed
    (EACCES), as ``chmod 000`` makes a folder for anyone but root (tests may run as root,
    where the mode stops nothing)."""
    folder = directory.absolute()

    def guard(name: str, listing: bool) -> None:
        real = getattr(os, name)

        def call(path: Any = ".", *args: Any, **kwargs: Any) -> Any:
            if not isinstance(path, int):
                target = Path(os.fsdecode(path)).absolute()
                if folder in target.parents or (listing and target == folder):
                    raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
            return real(path, *args, **kwargs)

        monkeypatch.setattr(os, name, call)

    for name in ("stat", "lstat", "open"):
        guard(name, listing=False)
    for name in ("scandir", "listdir"):
        guard(name, listing=True)
