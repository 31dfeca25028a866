"""Pins rules/untrusted.py beyond the tests of its callers: the size cap (a file of exactly
``limit`` bytes is read, one byte more is refused, ``MAX_BYTES`` is 20 MB) and the size as
the refusal words it, the file closed after every read, a failed ``fstat`` or ``open``
worded by the system's reason (lower case, or the error's text when it has none), and
``NaN`` / ``Infinity`` refused as invalid JSON with their place."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from rules.untrusted import MAX_BYTES, UntrustedFileError, parse_json, read_json, read_text

MB = 1024 * 1024


def _sized(path: Path, size: int) -> Path:
    """A file of ``size`` NUL bytes (sparse: cheap to make, valid UTF-8)."""
    with path.open("wb") as out:
        out.truncate(size)
    return path


def test_max_bytes_is_20_mb(tmp_path: Path) -> None:
    assert MAX_BYTES == 20 * MB
    assert len(read_text(_sized(tmp_path / "full", MAX_BYTES))) == MAX_BYTES
    with pytest.raises(UntrustedFileError) as info:
        read_text(_sized(tmp_path / "over", MAX_BYTES + 1))
    assert str(info.value) == "larger than 20 MB"
    assert info.value.code == "too_large"
    assert info.value.fields == {"size": "20 MB"}


@pytest.mark.parametrize(
    ("limit", "words"),
    [
        (10, "10 bytes"),
        (MB - 1, "1048575 bytes"),
        (MB, "1 MB"),
        (2 * MB - 1, "1 MB"),  # whole megabytes, rounded down
        (2 * MB, "2 MB"),
    ],
)
def test_the_limit_is_exact_and_worded(tmp_path: Path, limit: int, words: str) -> None:
    assert read_text(_sized(tmp_path / "at", limit), limit) == "\0" * limit
    for size in (limit + 1, limit + 2):
        with pytest.raises(UntrustedFileError) as info:
            read_text(_sized(tmp_path / f"over{size}", size), limit)
        assert str(info.value) == f"larger than {words}"
        assert info.value.code == "too_large"
        assert info.value.fields == {"size": words}


def test_read_json_keeps_the_limit(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_text('[1, 2]', encoding="utf-8")
    assert read_json(path, 6) == [1, 2]
    with pytest.raises(UntrustedFileError, match="larger than 5 bytes"):
        read_json(path, 5)


def _opened(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The descriptors ``os.open`` returns from now on."""
    fds: list[int] = []
    real = os.open

    def recording(*args: object, **kwargs: object) -> int:
        fd = real(*args, **kwargs)  # type: ignore[arg-type]
        fds.append(fd)
        return fd

    monkeypatch.setattr(os, "open", recording)
    return fds


def _closed(fd: int) -> bool:
    try:
        os.fstat(fd)
    except OSError as exc:
        return exc.errno == errno.EBADF
    return False


def test_the_file_is_closed_after_every_read(monkeypatch: pytest.MonkeyPatch,
                                             tmp_path: Path) -> None:
    fds = _opened(monkeypatch)
    good = tmp_path / "good.json"
    good.write_text("{}", encoding="utf-8")
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"\xff")
    assert read_text(good) == "{}"
    with pytest.raises(UntrustedFileError):
        read_text(_sized(tmp_path / "big", 11), 10)
    with pytest.raises(UntrustedFileError):
        read_text(bad)
    with pytest.raises(UntrustedFileError):
        read_text(tmp_path)  # a folder: not a regular file
    monkeypatch.undo()
    assert len(fds) == 4
    assert all(_closed(fd) for fd in fds)


def test_a_failed_fstat_is_unreadable_with_its_reason(monkeypatch: pytest.MonkeyPatch,
                                                      tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_text("{}", encoding="utf-8")
    fds = _opened(monkeypatch)

    def broken(fd: int) -> os.stat_result:
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(os, "fstat", broken)
    with pytest.raises(UntrustedFileError) as info:
        read_text(path)
    monkeypatch.undo()
    assert str(info.value) == "cannot be read: input/output error"
    assert info.value.code == "unreadable"
    assert info.value.fields == {"errno": errno.EIO}
    assert len(fds) == 1 and _closed(fds[0])


@pytest.mark.parametrize(
    ("error", "message"),
    [
        (OSError(errno.EACCES, "Permission denied"), "cannot be read: permission denied"),
        (OSError("Something Odd"), "cannot be read: something odd"),  # no strerror
    ],
)
def test_a_failed_open_is_worded_by_its_reason(monkeypatch: pytest.MonkeyPatch,
                                               tmp_path: Path, error: OSError,
                                               message: str) -> None:
    def refuse(*args: object, **kwargs: object) -> int:
        raise error

    monkeypatch.setattr(os, "open", refuse)
    with pytest.raises(UntrustedFileError) as info:
        read_text(tmp_path / "x.json")
    monkeypatch.undo()
    assert str(info.value) == message
    assert info.value.code == "unreadable"
    assert info.value.fields == {"errno": error.errno}


@pytest.mark.parametrize("name", ["NaN", "Infinity", "-Infinity"])
def test_non_numbers_are_refused(name: str) -> None:
    with pytest.raises(UntrustedFileError) as info:
        parse_json(name)
    assert str(info.value) == f"invalid JSON: {name} is not a JSON number (line 1 column 1)"
    assert info.value.code == "invalid_json"
    assert info.value.fields == {"line": 1, "column": 1}
    with pytest.raises(UntrustedFileError, match="is not a JSON number"):
        parse_json(f'{{"score": [1, {name}]}}')
