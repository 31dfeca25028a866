"""Why the system refused a file, in the player's words: each common errno by a message of
the catalogue, any other by its number, never the system's English strerror."""

from __future__ import annotations

import errno
import os
import re
from pathlib import Path

import pytest

from mahjong_tui.play.session import SaveError, Session
from mahjong_tui.text.language import set_language
from mahjong_tui.text.os_reasons import describe_os_error, describe_read_error
from mahjong_tui.text.problem_words import file_problem
from rules.untrusted import UntrustedFileError, read_text

WRITES: list[tuple[int, str, str]] = [
    (errno.ENOSPC, "the disk is full", "ディスクがいっぱいです"),
    (errno.EROFS, "the disk is read-only", "ディスクが読み取り専用です"),
    (errno.EACCES, "there is no permission to write there", "そこに書き込む権限がありません"),
    (errno.EPERM, "there is no permission to write there", "そこに書き込む権限がありません"),
    (errno.EDQUOT, "the disk quota is used up", "ディスクの割り当てを使い切りました"),
    (errno.ENAMETOOLONG, "the file name is too long", "ファイル名が長すぎます"),
    (errno.EISDIR, "a folder of that name is in the way", "同じ名前のフォルダーがあります"),
    (errno.ENOENT, "the folder it goes in does not exist", "保存先のフォルダーがありません"),
    (errno.EEXIST, "a file is where its folder should be",
     "保存先のフォルダーの場所にファイルがあります"),
    (errno.EIO, "the disk reported an input/output error",
     "ディスクの読み書きでエラーが起きました"),
    (errno.EMFILE, "the write failed (system error 24)", "書き込めませんでした (エラー番号 24)"),
]


@pytest.mark.parametrize(("number", "english", "japanese"), WRITES,
                         ids=[errno.errorcode[w[0]] for w in WRITES])
def test_why_a_write_failed_in_both_languages(number: int, english: str, japanese: str) -> None:
    error = OSError(number, os.strerror(number))
    assert describe_os_error(error) == english
    set_language("ja")
    assert describe_os_error(error) == japanese
    assert not re.search(r"[A-Za-z]{2,}", japanese)


def test_an_error_without_a_number() -> None:
    assert describe_os_error(OSError("something odd")) == "the write failed"
    set_language("ja")
    assert describe_os_error(OSError("something odd")) == "書き込めませんでした"


def test_why_a_read_failed_in_both_languages() -> None:
    assert describe_read_error(errno.EACCES) == "there is no permission to read it"
    assert describe_read_error(errno.EMFILE) == "system error 24"
    set_language("ja")
    assert describe_read_error(errno.EACCES) == "読み取る権限がありません"
    assert describe_read_error(errno.EMFILE) == "エラー番号 24"
    assert describe_read_error(None) == "読み込めませんでした"


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads through chmod")
def test_a_file_without_read_permission(tmp_path: Path) -> None:
    path = tmp_path / "savegame.json"
    path.write_text("{}", encoding="utf-8")
    path.chmod(0)
    with pytest.raises(UntrustedFileError) as info:
        read_text(path)
    assert str(info.value) == "cannot be read: permission denied"  # the command line's
    set_language("ja")
    assert file_problem(info.value) == "読み込めません (読み取る権限がありません)"


def test_a_coded_read_error_is_worded_by_its_number(monkeypatch: pytest.MonkeyPatch,
                                                    tmp_path: Path) -> None:
    """The reader keeps the errno, not the English reason (root can read through chmod, so
    the system's refusal is made here)."""
    def refuse(*args: object, **kwargs: object) -> int:
        raise OSError(errno.EIO, os.strerror(errno.EIO))

    monkeypatch.setattr(os, "open", refuse)
    with pytest.raises(UntrustedFileError) as info:
        read_text(tmp_path / "x.json")
    monkeypatch.undo()
    assert info.value.fields == {"errno": errno.EIO}
    set_language("ja")
    assert file_problem(info.value) == "読み込めません (ディスクの読み書きでエラーが起きました)"


def test_a_save_that_is_gone_is_told_in_japanese(tmp_path: Path) -> None:
    set_language("ja")
    with pytest.raises(SaveError) as info:
        Session.load(tmp_path / "nothing.json")
    assert "ファイルがありません" in str(info.value)
    assert not re.search(r"[A-Za-z]{3,}", str(info.value))
