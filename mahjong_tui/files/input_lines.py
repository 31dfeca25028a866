"""Line-by-line input from anyone (``score --batch``, ``shanten --batch``, ``bot --mjai``).

Each line is taken on its own, so one bad line is that line's error and the
stream goes on: a line longer than :data:`MAX_LINE` is skipped to its end
(memory stays bounded even on ``/dev/zero``), bytes that are not UTF-8 are an
error for that line only, and JSON nested too deeply for the parser is an
error, not a RecursionError (:func:`rules.untrusted.parse_json`). Answers go
out with :func:`json_line`, which survives text the input smuggled in (a lone
surrogate cannot be written as UTF-8, so such an answer falls back to ASCII
escapes).
"""

from __future__ import annotations

import gc
import json
import select
import sys
from collections.abc import Callable, Iterator
from typing import IO, Any, Final, NamedTuple, TypeAlias, cast

MAX_LINE: Final = 1024 * 1024
"""The longest input line (1 MB): a request or an mjai message is well under 10 kB."""


class Line(NamedTuple):
    """One line of input (a NamedTuple: a batch that defines no dataclass never imports
    ``dataclasses``)."""

    number: int
    """From 1."""
    text: str
    """The line without its end (empty when ``error`` is set)."""
    error: str | None = None
    """Why the line cannot be used at all (too long, not UTF-8)."""


def standard_input() -> IO[bytes]:
    """The process's standard input as bytes. Raises ValueError (one line for the command
    line to print) when there is none: started with stdin closed (``<&-``), Python has no
    ``sys.stdin`` at all."""
    stream = sys.stdin
    if stream is None:
        raise ValueError("standard input is closed: give the lines on standard input")
    return cast(IO[bytes], getattr(stream, "buffer", stream))


CHUNK: Final = 64 * 1024
"""Bytes asked for at a time from a binary stream (whatever is there comes, up to this)."""


Batch: TypeAlias = list[str | Line]
"""The lines that came with one read: a good line as its text (without its end), a line
that cannot be used as a :class:`Line` with its ``error`` set."""


def read_lines(stream: IO[bytes] | IO[str], limit: int = MAX_LINE,
               waiting: Callable[[], object] | None = None) -> Iterator[Line]:
    """The lines of ``stream`` (a binary stream, or a text one such as ``io.StringIO``)
    as they come: nothing waits for more input than is there.

    ``waiting`` is called before each read that may have to wait for input (input that is
    already there is read on), once every line read so far has been yielded: a batch
    passes its output's ``flush``, so its answers go out once per burst of input instead
    of once per line, and never stay behind a read that waits for the next request.
    """
    number = 0
    for batch in read_batches(stream, limit, waiting):
        for item in batch:
            number += 1
            yield Line(number, item) if isinstance(item, str) else item


def read_batches(stream: IO[bytes] | IO[str], limit: int = MAX_LINE,
                 waiting: Callable[[], object] | None = None) -> Iterator[Batch]:
    """:func:`read_lines` a read at a time: each batch holds the lines completed by one
    read (a batch command answers them all, then writes once).

    A read's lines, with the start of its first line carried over from the previous read,
    are decoded together when they can be (none over the limit, all UTF-8: the usual case;
    a read of a large input almost always ends inside a line), else one by one; either way
    they are the same lines (UTF-8 never has a newline byte inside a character)."""
    read1 = getattr(stream, "read1", None)
    if read1 is None:
        for line in _text_lines(stream, limit, waiting):
            yield [line.text if line.error is None else line]
        return
    number = 0
    tail = bytearray()
    skipping = False
    """The line being read is over the limit: its bytes are dropped until its end."""
    while True:
        if waiting is not None and _may_wait(stream):
            waiting()
        chunk: bytes = read1(CHUNK)
        if not chunk:
            break
        cut = chunk.rfind(b"\n") + 1
        rest = chunk[cut:]
        if cut:
            batch = None
            if not skipping and len(tail) + cut <= limit:
                batch = _decoded_together(bytes(tail) + chunk[:cut - 1])
            if batch is None:
                batch = []
                for piece in chunk[:cut - 1].split(b"\n"):
                    number += 1
                    if skipping or len(tail) + len(piece) > limit:
                        skipping = False
                        tail.clear()
                        batch.append(Line(number, "", f"the line is longer than {limit} bytes"))
                        continue
                    if tail:
                        tail += piece
                        piece = bytes(tail)
                        tail.clear()
                    line = _decoded(number, piece)
                    batch.append(line.text if line.error is None else line)
            else:
                number += len(batch)
                tail.clear()
            yield batch
        if not skipping:
            tail += rest
            if len(tail) > limit:
                skipping = True
                tail.clear()
    if skipping:
        yield [Line(number + 1, "", f"the line is longer than {limit} bytes")]
    elif tail:
        line = _decoded(number + 1, bytes(tail))
        yield [line.text if line.error is None else line]


COLLECT_EVERY: Final = 256
"""Reads (up to :data:`CHUNK` bytes each) between two garbage collections in
:func:`collected_seldom`."""


def collected_seldom(batches: Iterator[Batch]) -> Iterator[Batch]:
    """``batches``, with the cyclic garbage collector run once every :data:`COLLECT_EVERY`
    of them instead of whenever enough objects were made.

    A batch command makes no reference cycles of its own (10,000 bench lines of ``score
    --batch`` leave no cyclic garbage at all), but it keeps tables that grow as it meets new
    hands, and the collector walked them again and again (about 1.5 % of the instructions
    of 10,000 lines of ``score --batch``, more of its time). Collecting now and then still
    frees whatever cycles odd input may make. The collector is as it was once the batches
    end."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        for count, batch in enumerate(batches, 1):
            if count % COLLECT_EVERY == 0:
                gc.collect()
            yield batch
    finally:
        if was_on:
            gc.enable()


def _may_wait(stream: IO[bytes] | IO[str]) -> bool:
    """Whether the next read may have to wait: False only when the stream's descriptor is
    known to have input (so a batch fed faster than it answers writes its answers in large
    pieces rather than once per read, each a hand-over between the two processes)."""
    try:
        ready, _, _ = select.select([stream.fileno()], [], [], 0)
    except (OSError, ValueError, AttributeError):  # no descriptor, or not one select takes
        return True
    return not ready


def _decoded_together(raw: bytes) -> Batch | None:
    """The lines of ``raw`` (complete lines without the last end), or None if it is not
    all UTF-8."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if "\r" in text:
        return [line.rstrip("\r") for line in text.split("\n")]
    return cast(Batch, text.split("\n"))  # a list[str] is read, never added to


def _decoded(number: int, raw: bytes) -> Line:
    try:
        return Line(number, raw.decode("utf-8").rstrip("\r\n"))
    except UnicodeDecodeError as exc:
        return Line(number, "", f"the line is not UTF-8 text (byte {exc.start})")


def _text_lines(stream: IO[bytes] | IO[str], limit: int,
                waiting: Callable[[], object] | None) -> Iterator[Line]:
    """Line by line, for streams without ``read1`` (text streams, raw files)."""
    number = 0
    while True:
        if waiting is not None:
            waiting()
        raw = stream.readline(limit + 1)
        if not raw:
            return
        number += 1
        if len(raw) > limit and raw[-1:] not in ("\n", b"\n"):
            while (rest := stream.readline(limit)) and rest[-1:] not in ("\n", b"\n"):
                pass
            yield Line(number, "", f"the line is longer than {limit} bytes")
        elif isinstance(raw, str):
            yield Line(number, raw.rstrip("\r\n"))
        else:
            yield _decoded(number, raw)


_ENCODERS: Final = {
    compact: (json.JSONEncoder(ensure_ascii=False, separators=separators),
              json.JSONEncoder(separators=separators))
    for compact, separators in ((False, (", ", ": ")), (True, (",", ":")))
}
"""Built once: ``json.dumps`` with options builds an encoder for every call."""


def json_line(value: Any, *, compact: bool = False) -> str:
    """``value`` as one line of JSON (non-ASCII kept as it is where it can be written)."""
    as_is, ascii_only = _ENCODERS[compact]
    text: str = as_is.encode(value)
    if not text.isascii():
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            text = ascii_only.encode(value)
    return text + "\n"
