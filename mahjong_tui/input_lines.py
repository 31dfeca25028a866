"""Line-by-line input from anyone (``score --batch``, ``shanten --batch``, ``bot --mjai``).

Each line is read on its own, so one bad line is that line's error and the
stream goes on: a line longer than :data:`MAX_LINE` is skipped to its end
(memory stays bounded even on ``/dev/zero``), bytes that are not UTF-8 are an
error for that line only, and JSON nested too deeply for the parser is an
error, not a RecursionError (:func:`rules.untrusted.parse_json`). Answers go
out with :func:`json_line`, which survives text the input smuggled in (a lone
surrogate cannot be written as UTF-8, so such an answer falls back to ASCII
escapes).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import IO, Any, Final

MAX_LINE: Final = 1024 * 1024
"""The longest input line (1 MB): a request or an mjai message is well under 10 kB."""


@dataclass(frozen=True, slots=True)
class Line:
    number: int
    """From 1."""
    text: str
    """The line without its end (empty when ``error`` is set)."""
    error: str | None = None
    """Why the line cannot be used at all (too long, not UTF-8)."""


def read_lines(stream: IO[bytes] | IO[str], limit: int = MAX_LINE) -> Iterator[Line]:
    """The lines of ``stream`` (a binary stream, or a text one such as ``io.StringIO``)
    as they come: nothing waits for more input than one line."""
    number = 0
    while raw := stream.readline(limit + 1):
        number += 1
        if len(raw) > limit and raw[-1:] not in ("\n", b"\n"):
            while (rest := stream.readline(limit)) and rest[-1:] not in ("\n", b"\n"):
                pass
            yield Line(number, "", f"the line is longer than {limit} bytes")
            continue
        if isinstance(raw, str):
            yield Line(number, raw.rstrip("\r\n"))
            continue
        try:
            yield Line(number, raw.decode("utf-8").rstrip("\r\n"))
        except UnicodeDecodeError as exc:
            yield Line(number, "", f"the line is not UTF-8 text (byte {exc.start})")


def json_line(value: Any, *, compact: bool = False) -> str:
    """``value`` as one line of JSON (non-ASCII kept as it is where it can be written)."""
    separators = (",", ":") if compact else None
    text = json.dumps(value, ensure_ascii=False, separators=separators)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = json.dumps(value, separators=separators)
    return text + "\n"
