"""read_lines on a binary stream takes whatever has come (a chunk at a time) and cuts it
into lines exactly as a line-at-a-time reading would, with the batch's flush called
before each read that may wait."""

from __future__ import annotations

import gc
import io
import os
import threading
import weakref
from typing import Any

import pytest

from mahjong_tui.files.input_lines import (
    COLLECT_EVERY,
    Batch,
    Line,
    collected_seldom,
    read_batches,
    read_lines,
)


class Pieces(io.RawIOBase):
    """A stream whose reads return the given pieces one by one, as a pipe may."""

    def __init__(self, pieces: list[bytes], log: list[str]) -> None:
        self.pieces = list(pieces)
        self.log = log

    def read1(self, size: int = -1) -> bytes:
        self.log.append("read")
        return self.pieces.pop(0) if self.pieces else b""


def lines(pieces: list[bytes], limit: int = 8) -> tuple[list[Line], list[str]]:
    log: list[str] = []
    return logged_lines(Pieces(pieces, log), limit, log), log


def logged_lines(stream: Any, limit: int, log: list[str]) -> list[Line]:
    """The lines of ``stream``, each logged as it comes, and each flush before a read."""
    got = []
    for line in read_lines(stream, limit, waiting=lambda: log.append("flush")):
        log.append(f"line {line.number}")
        got.append(line)
    return got


@pytest.mark.parametrize("pieces", [
    [b"ab\ncd\r\n\n\xe9\nxyz"],
    [b"a", b"b\nc", b"d\r", b"\n\n\xe9", b"\nxy", b"z"],
    [bytes([b]) for b in b"ab\ncd\r\n\n\xe9\nxyz"],
])
@pytest.mark.parametrize("limit", [8, 1024])
def test_lines_are_the_same_however_the_bytes_come(pieces: list[bytes], limit: int) -> None:
    """Under the limit of 1024 whole reads are decoded together, except the one with the
    byte that is not UTF-8 (the limit of 8 reads every line on its own)."""
    got, _ = lines(pieces, limit)
    assert got == [Line(1, "ab"), Line(2, "cd"), Line(3, ""),
                   Line(4, "", "the line is not UTF-8 text (byte 0)"), Line(5, "xyz")]


@pytest.mark.parametrize("pieces", [
    [b"12345678\n123456789\nok\n1234567890123"],
    [b"12345", b"678\n1234", b"56789", b"\nok\n123456", b"7890123"],
])
def test_a_line_over_the_limit_is_an_error_and_the_next_one_is_read(
    pieces: list[bytes],
) -> None:
    got, _ = lines(pieces)
    too_long = "the line is longer than 8 bytes"
    assert got == [Line(1, "12345678"), Line(2, "", too_long), Line(3, "ok"),
                   Line(4, "", too_long)]


def test_the_flush_comes_before_every_read_and_after_the_lines_already_there() -> None:
    _, log = lines([b"a\nb\n", b"c\n"])
    assert log == ["flush", "read", "line 1", "line 2", "flush", "read", "line 3",
                   "flush", "read"]


def test_a_batch_holds_the_lines_of_one_read() -> None:
    got = list(read_batches(Pieces([b"a\r\nb\n\nc", b"d\n", b"\xe9\ne\n", b"f"], []), 1024))
    bad = Line(5, "", "the line is not UTF-8 text (byte 0)")
    assert got == [["a", "b", ""], ["cd"], [bad, "e"], ["f"]]


def test_no_flush_while_input_is_already_there() -> None:
    """On a real pipe, input already waiting is read on: the flush comes only before a read
    that may wait (here once, before the second burst is written)."""
    read_end, write_end = os.pipe()
    log: list[str] = []
    with os.fdopen(read_end, "rb") as stream:
        os.write(write_end, b"a\nb\n")
        lines = read_batches(stream, waiting=lambda: log.append("flush"))
        assert next(lines) == ["a", "b"] and log == []
        pending = threading.Timer(0.2, lambda: os.write(write_end, b"c\n"))
        pending.start()
        assert next(lines) == ["c"] and log == ["flush"]
        pending.join()
        os.close(write_end)  # the end of input is there before the next read: no flush
        assert list(lines) == [] and log == ["flush"]


class _Cycle:
    def __init__(self) -> None:
        self.me = self


def test_batches_collect_seldom_yet_free_cycles_and_leave_the_collector_as_it_was() -> None:
    assert gc.isenabled()
    batches: list[Batch] = [["a"], ["b"]] * COLLECT_EVERY
    seen = []
    gone: weakref.ref[_Cycle] | None = None
    for number, batch in enumerate(collected_seldom(iter(batches)), 1):
        assert not gc.isenabled()
        seen.append(batch)
        if gone is None:
            gone = weakref.ref(_Cycle())  # garbage at once, but only the collector frees it
        elif number == COLLECT_EVERY - 1:
            assert gone() is not None  # no collection yet
    assert gone is not None
    assert gone() is None  # the collection every COLLECT_EVERY batches freed it
    assert seen == batches
    assert gc.isenabled()
