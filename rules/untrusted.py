"""Reading a file that anyone may have written: the one place every file the program
reads goes through (saves, settings, the record, presets, game logs).

A file is refused with one :class:`UntrustedFileError` line, never a traceback,
a hang or a blown memory, when it is not a regular file (a FIFO would block,
``/dev/zero`` never ends), is larger than :data:`MAX_BYTES`, is not UTF-8, or
is JSON/TOML nested too deeply for the parser's recursion. It lives in
``rules`` because that is the lowest layer (the presets are read here) and it
needs only the standard library.
"""

from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path
from typing import Any, Final

MAX_BYTES: Final = 20 * 1024 * 1024
"""The largest file read (20 MB): a long game log is well under 1 MB."""


class UntrustedFileError(ValueError):
    """Why a file cannot be used: one short line without the path (callers name the file).

    ``code`` and ``fields`` say the same for an interface that words it in another
    language: ``unreadable`` (errno: the OSError's number, never its English
    strerror), ``not_regular``, ``too_large`` (size),
    ``not_utf8`` (byte), ``invalid_json`` (line, column), ``nested``, ``invalid_toml``.
    """

    def __init__(self, message: str, code: str, **fields: object) -> None:
        super().__init__(message)
        self.code = code
        self.fields = fields


def read_text(path: str | Path, limit: int = MAX_BYTES) -> str:
    """The UTF-8 text of the regular file ``path``, at most ``limit`` bytes.

    Raises FileNotFoundError for a missing file (callers often treat it apart), and
    UntrustedFileError for anything else that goes wrong."""
    try:
        # O_NONBLOCK: opening a FIFO without a writer must not wait for one.
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise UntrustedFileError(f"cannot be read: {_reason(exc)}", "unreadable",
                                  errno=exc.errno) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise UntrustedFileError("not a regular file", "not_regular")
        with os.fdopen(fd, "rb", closefd=False) as stream:
            data = stream.read(limit + 1)
    except OSError as exc:
        raise UntrustedFileError(f"cannot be read: {_reason(exc)}", "unreadable",
                                  errno=exc.errno) from None
    finally:
        os.close(fd)
    if len(data) > limit:
        raise UntrustedFileError(f"larger than {_size(limit)}", "too_large", size=_size(limit))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UntrustedFileError(f"not UTF-8 text (byte {exc.start})", "not_utf8",
                                  byte=exc.start) from None


def parse_json(text: str) -> Any:
    """JSON text as Python values (``NaN`` and ``Infinity``, which are not JSON, refused),
    every string encodable: a lone surrogate (JSON can escape one, ``"\\ud800"``; no UTF-8
    text can hold it, so writing it again would fail) becomes U+FFFD. Raises
    UntrustedFileError."""
    try:
        value = json.loads(text, parse_constant=refuse_constant)
    except json.JSONDecodeError as exc:
        raise UntrustedFileError(
            f"invalid JSON: {exc.msg} (line {exc.lineno} column {exc.colno})", "invalid_json",
            line=exc.lineno, column=exc.colno) from None
    except RecursionError:
        raise UntrustedFileError("nested too deeply", "nested") from None
    return encodable(value) if _SURROGATE_ESCAPE.search(text) else value


_SURROGATE_ESCAPE: Final = re.compile(r"\\u[dD][89a-fA-F]")
"""The escape of a surrogate: without one, parsed JSON holds none."""
_LONE_SURROGATE: Final = re.compile("[\ud800-\udfff]")


def encodable(value: Any) -> Any:
    """``value`` (parsed JSON) with every lone surrogate in its strings, keys included,
    replaced by U+FFFD. Walks the containers with a stack of its own (no recursion)."""
    if isinstance(value, str):
        return _LONE_SURROGATE.sub("\ufffd", value)
    stack = [value]
    while stack:
        container = stack.pop()
        if isinstance(container, list):
            for index, item in enumerate(container):
                if isinstance(item, str):
                    container[index] = _LONE_SURROGATE.sub("\ufffd", item)
                elif isinstance(item, list | dict):
                    stack.append(item)
        elif isinstance(container, dict):
            items = list(container.items())
            container.clear()
            for key, item in items:
                if isinstance(item, str):
                    item = _LONE_SURROGATE.sub("\ufffd", item)
                elif isinstance(item, list | dict):
                    stack.append(item)
                container[_LONE_SURROGATE.sub("\ufffd", key)] = item
    return value


def parse_toml(text: str) -> dict[str, Any]:
    """TOML text as a dict. Raises UntrustedFileError."""
    import tomllib  # only here: a batch that reads JSON lines never loads the TOML parser

    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise UntrustedFileError(f"invalid TOML: {exc}", "invalid_toml") from None
    except RecursionError:
        raise UntrustedFileError("nested too deeply", "nested") from None


def read_json(path: str | Path, limit: int = MAX_BYTES) -> Any:
    """:func:`read_text` then :func:`parse_json`."""
    return parse_json(read_text(path, limit))


def refuse_constant(name: str) -> Any:
    """``json.loads``'s ``parse_constant``: Python reads ``NaN`` and ``Infinity``, JSON has
    no such numbers (and an infinite tile code or score breaks whatever reads it)."""
    raise json.JSONDecodeError(f"{name} is not a JSON number", name, 0)


def _reason(exc: OSError) -> str:
    return (exc.strerror or str(exc)).lower()


def _size(count: int) -> str:
    return f"{count // (1024 * 1024)} MB" if count >= 1024 * 1024 else f"{count} bytes"
