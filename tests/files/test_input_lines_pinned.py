"""Pins mahjong_tui/files/input_lines.py beyond test_input_lines.py: the limits (a line of
exactly 1 MB is read by default, one byte more is refused; a binary stream is read 64 kB at
a time; the collector runs every 256th batch), standard input as bytes (or one ValueError
line when it is closed), the line-at-a-time reading of streams without ``read1`` (text
streams and raw files) with its limit exact and the rest of a long line skipped, the flush
before a read that may wait on a real pipe (no timing: the pipe is either holding input or
not when it is asked), and json_line's output (non-ASCII kept, ASCII escapes for text that
cannot be written as UTF-8)."""

from __future__ import annotations

import gc
import io
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

import pytest

from mahjong_tui.files.input_lines import (
    CHUNK,
    COLLECT_EVERY,
    MAX_LINE,
    Batch,
    Line,
    collected_seldom,
    json_line,
    read_batches,
    read_lines,
    standard_input,
)
from tests.files.test_input_lines import Pieces, logged_lines

MB = 1024 * 1024


def test_the_limits() -> None:
    assert (MAX_LINE, CHUNK, COLLECT_EVERY) == (MB, 64 * 1024, 256)


# --- standard input -----------------------------------------------------------------------


def test_standard_input_is_the_bytes_under_a_text_stdin(monkeypatch: pytest.MonkeyPatch) -> None:
    raw = io.BytesIO(b"a\n")
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(raw))
    assert standard_input() is raw


def test_standard_input_without_a_buffer_is_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    raw = io.BytesIO(b"a\n")
    monkeypatch.setattr(sys, "stdin", raw)
    assert standard_input() is raw


def test_a_closed_standard_input_is_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdin", None)
    with pytest.raises(ValueError) as info:
        standard_input()
    assert str(info.value) == "standard input is closed: give the lines on standard input"


# --- binary streams -----------------------------------------------------------------------


@pytest.mark.parametrize("end", [b"\n", b""])
def test_the_default_limit_is_one_mb(end: bytes) -> None:
    """Exactly MAX_LINE bytes is a line; one more is refused (ended or at the end of input);
    the next line is read either way."""
    data = b"x" * MB + b"\n" + b"y" * (MB + 1) + b"\nok" + b"\n" + b"z" * (MB + 1) + end
    got = list(read_lines(io.BytesIO(data)))
    too_long = "the line is longer than 1048576 bytes"
    assert [(line.number, len(line.text), line.error) for line in got] == [
        (1, MB, None), (2, 0, too_long), (3, 2, None), (4, 0, too_long)]
    assert got[2].text == "ok"


def test_a_binary_stream_is_read_64_kb_at_a_time() -> None:
    """Each batch is the lines completed by one read of up to 65536 bytes."""
    batches = list(read_batches(io.BytesIO(b"a\n" * 32769)))
    assert [len(batch) for batch in batches] == [32768, 1]
    batches = list(read_batches(io.BytesIO(b"abc\n" * 16384 + b"d\n")))
    assert [len(batch) for batch in batches] == [16384, 1]


@pytest.mark.parametrize(("pieces", "lines"), [
    ([b"12345678", b"\nok\n"], [Line(1, "12345678"), Line(2, "ok")]),
    ([b"1234", b"5678", b"\nok"], [Line(1, "12345678"), Line(2, "ok")]),
    ([b"12345678"], [Line(1, "12345678")]),
    ([b"ab\n12345678", b"\n"], [Line(1, "ab"), Line(2, "12345678")]),
    ([b"12345678", b"9\nok"], [Line(1, "", "the line is longer than 8 bytes"), Line(2, "ok")]),
    ([b"12345678", b"9"], [Line(1, "", "the line is longer than 8 bytes")]),
    ([b"12345", b"6789\nok\n"], [Line(1, "", "the line is longer than 8 bytes"),
                                  Line(2, "ok")]),
    ([b"a\n\xff"], [Line(1, "a"), Line(2, "", "the line is not UTF-8 text (byte 0)")]),
])
def test_a_line_of_exactly_the_limit_across_reads_is_read(
    pieces: list[bytes], lines: list[Line],
) -> None:
    assert list(read_lines(Pieces(pieces, []), 8)) == lines


def test_the_lines_of_an_empty_input() -> None:
    assert list(read_batches(io.BytesIO(b""))) == []
    assert list(read_batches(io.BytesIO(b"\n"))) == [[""]]
    assert list(read_batches(io.BytesIO(b"a"))) == [["a"]]
    assert list(read_batches(io.BytesIO(b"\xff"))) == [
        [Line(1, "", "the line is not UTF-8 text (byte 0)")]]


# --- streams without read1 ----------------------------------------------------------------


def _text_lines(stream: IO[str] | IO[bytes], limit: int) -> tuple[list[Line], list[str]]:
    log: list[str] = []
    return logged_lines(stream, limit, log), log


def test_a_text_stream_is_read_a_line_at_a_time_with_a_flush_before_each_read() -> None:
    got, log = _text_lines(io.StringIO("ab\ncd\r\n\n\u00e9\nxyz"), 8)
    assert got == [Line(1, "ab"), Line(2, "cd"), Line(3, ""), Line(4, "\u00e9"), Line(5, "xyz")]
    assert log == ["flush", "line 1", "flush", "line 2", "flush", "line 3", "flush", "line 4",
                   "flush", "line 5", "flush"]


def test_a_text_stream_without_waiting() -> None:
    assert list(read_lines(io.StringIO("a\nb"), 8)) == [Line(1, "a"), Line(2, "b")]
    assert list(read_batches(io.StringIO("a\n\udcff\n"), 8)) == [["a"], ["\udcff"]]


TOO_LONG_4 = "the line is longer than 4 bytes"


@pytest.mark.parametrize(("text", "lines"), [
    ("1234\n123\n", [Line(1, "1234"), Line(2, "123")]),
    ("1234", [Line(1, "1234")]),
    ("12345", [Line(1, "", TOO_LONG_4)]),
    ("12345\nok\n", [Line(1, "", TOO_LONG_4), Line(2, "ok")]),
    ("1234567\nok\n", [Line(1, "", TOO_LONG_4), Line(2, "ok")]),
    ("12345678901234567\nok\n", [Line(1, "", TOO_LONG_4), Line(2, "ok")]),
    ("1234567890123\nok", [Line(1, "", TOO_LONG_4), Line(2, "ok")]),
    ("123456789", [Line(1, "", TOO_LONG_4)]),
    ("123456789\n", [Line(1, "", TOO_LONG_4)]),
])
def test_a_stream_without_read1_keeps_the_limit(text: str, lines: list[Line],
                                                tmp_path: Path) -> None:
    """A line of more than ``limit`` characters (or bytes, from a raw file) is refused and
    skipped to its end, however many reads that takes."""
    assert _text_lines(io.StringIO(text), 4)[0] == lines
    path = tmp_path / "lines"
    path.write_text(text, encoding="utf-8")
    with io.FileIO(path) as raw:
        assert _text_lines(raw, 4)[0] == lines


def test_a_raw_file_is_decoded_line_by_line(tmp_path: Path) -> None:
    path = tmp_path / "lines"
    path.write_bytes(b"ab\r\n\xe9\n\xc3\xa9\n")
    with io.FileIO(path) as raw:
        assert list(read_lines(raw, 8)) == [
            Line(1, "ab"), Line(2, "", "the line is not UTF-8 text (byte 0)"),
            Line(3, "\u00e9")]


# --- a real pipe --------------------------------------------------------------------------


def test_on_a_pipe_the_flush_comes_only_before_a_read_that_may_wait() -> None:
    """Input already in the pipe is read without a flush; with nothing there the flush
    comes first (here it writes the next input, or closes the pipe, so nothing waits)."""
    read_end, write_end = os.pipe()
    log: list[str] = []
    steps = iter([lambda: os.write(write_end, b"c\n"), lambda: os.close(write_end)])

    def waiting() -> None:
        log.append("flush")
        next(steps)()

    with os.fdopen(read_end, "rb") as stream:
        os.write(write_end, b"a\nb\n")
        batches = read_batches(stream, waiting=waiting)
        assert next(batches) == ["a", "b"] and log == []
        assert next(batches) == ["c"] and log == ["flush"]
        assert list(batches) == [] and log == ["flush", "flush"]


def test_on_a_closed_pipe_the_end_of_input_comes_without_a_flush() -> None:
    read_end, write_end = os.pipe()
    log: list[str] = []
    os.write(write_end, b"a")
    os.close(write_end)
    with os.fdopen(read_end, "rb") as stream:
        assert list(read_batches(stream, waiting=lambda: log.append("flush"))) == [["a"]]
    assert log == []


class _NoDescriptor:
    """A binary stream with read1 and nothing else (no fileno to ask select about)."""

    def __init__(self, data: bytes) -> None:
        self.data = io.BytesIO(data)

    def read1(self, size: int) -> bytes:
        return self.data.read1(size)


def test_a_stream_without_a_descriptor_may_always_wait() -> None:
    log: list[str] = []
    stream: Any = _NoDescriptor(b"a\nb")
    got = list(read_batches(stream, waiting=lambda: log.append("flush")))
    assert got == [["a"], ["b"]] and log == ["flush", "flush"]


def test_a_closed_stream_may_wait() -> None:
    """select is never asked about a descriptor that is gone (fileno raises ValueError)."""
    read_end, write_end = os.pipe()
    os.close(write_end)
    stream = os.fdopen(read_end, "rb")
    stream.close()
    log: list[str] = []
    with pytest.raises(ValueError, match="closed file"):
        next(read_batches(stream, waiting=lambda: log.append("flush")))
    assert log == ["flush"]


# --- the collector ------------------------------------------------------------------------


def test_the_collector_runs_on_every_256th_batch() -> None:
    runs: list[int] = []
    count = 0

    def started(phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            runs.append(count)

    def batches() -> Iterator[Batch]:
        nonlocal count
        for number in range(1, 600):
            count = number
            yield [str(number)]

    gc.callbacks.append(started)
    try:
        seen = [batch[0] for batch in collected_seldom(batches())]
    finally:
        gc.callbacks.remove(started)
    assert runs == [256, 512]
    assert seen == [str(number) for number in range(1, 600)]
    assert gc.isenabled()


def test_a_collector_that_was_off_stays_off() -> None:
    gc.disable()
    try:
        assert list(collected_seldom(iter([["a"]]))) == [["a"]]
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_the_collector_is_back_on_when_the_batches_fail() -> None:
    def failing() -> Iterator[Batch]:
        yield ["a"]
        raise OSError("gone")

    batches = collected_seldom(failing())
    assert next(batches) == ["a"] and not gc.isenabled()
    with pytest.raises(OSError, match="gone"):
        next(batches)
    assert gc.isenabled()


# --- json_line ----------------------------------------------------------------------------


@pytest.mark.parametrize(("value", "compact", "line"), [
    ({"a": [1, "b"]}, False, '{"a": [1, "b"]}\n'),
    ({"a": [1, "b"]}, True, '{"a":[1,"b"]}\n'),
    ("東 \u00e9", False, '"東 \u00e9"\n'),
    (["東", 1], True, '["東",1]\n'),
    ("\ud800 東", False, '"\\ud800 \\u6771"\n'),
    ({"x": "\udcff", "y": "é"}, True, '{"x":"\\udcff","y":"\\u00e9"}\n'),
])
def test_json_line(value: Any, compact: bool, line: str) -> None:
    """Non-ASCII is kept as it is, unless some text cannot be written as UTF-8 (a lone
    surrogate): then the whole line is ASCII escapes."""
    assert json_line(value, compact=compact) == line


def test_json_line_is_not_compact_by_default() -> None:
    assert json_line([1, 2]) == "[1, 2]\n"
