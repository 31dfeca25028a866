"""Why the operating system refused a file, in the player's words.

The system's own reason (``strerror``: "No space left on device") is English
whatever the player reads, so it is never shown: each common ``errno`` has a
message of the catalogue, one for a write (``os_errors.*``) and one for a read
(``read_errors.*``), and any other is told by its number.
"""

from __future__ import annotations

import errno
from collections.abc import Mapping
from typing import Final

from mahjong_tui.text.language import t

_WRITE_REASONS: Final[Mapping[int, str]] = {
    errno.ENOSPC: "disk_full",
    errno.EDQUOT: "quota",
    errno.EROFS: "read_only",
    errno.EACCES: "no_permission",
    errno.EPERM: "no_permission",
    errno.ENAMETOOLONG: "name_too_long",
    errno.EISDIR: "is_folder",
    errno.ENOENT: "no_folder",
    errno.ENOTDIR: "not_folder",
    errno.EEXIST: "not_folder",
    errno.EIO: "io_error",
}
"""Why a write failed, by its message (``os_errors.NAME``; EEXIST: making the folder it
goes in found a file of that name)."""
_READ_REASONS: Final[Mapping[int, str]] = {
    errno.ENOENT: "no_file",
    errno.EACCES: "no_permission",
    errno.EPERM: "no_permission",
    errno.ENAMETOOLONG: "name_too_long",
    errno.EISDIR: "is_folder",
    errno.ENOTDIR: "not_folder",
    errno.ELOOP: "links",
    errno.EIO: "io_error",
}
"""Why a read failed, by its message (``read_errors.NAME``)."""


def describe_os_error(exc: OSError) -> str:
    """Why a file could not be written (or moved aside), in the player's words."""
    return _reason("os_errors", _WRITE_REASONS, exc.errno)


def describe_read_error(number: int | None) -> str:
    """Why a file could not be read (``number`` is the OSError's errno)."""
    return _reason("read_errors", _READ_REASONS, number)


def _reason(group: str, reasons: Mapping[int, str], number: int | None) -> str:
    if number is None:
        return t(f"{group}.unknown")
    if number in reasons:
        return t(f"{group}.{reasons[number]}")
    return t(f"{group}.numbered", number=number)
