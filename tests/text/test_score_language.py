"""``mahjong-tui score --lang``: the readable breakdown in the language asked for, the JSON
the same in every language."""

from __future__ import annotations

import re

import pytest

from mahjong_tui.cli import main
from mahjong_tui.text.language import catalogue

HAND = ["234m456p789s55z666z", "--win", "6z"]
"""Hatsu, 40 fu: base, closed ron, an open triplet of 6z, a dragon pair."""


def _english_words() -> set[str]:
    return {w.lower() for text in catalogue("en").values()
            for w in re.findall(r"[A-Za-z]{3,}", text)}


def test_the_breakdown_follows_lang(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", *HAND]) == 0
    english = capsys.readouterr().out
    assert "1 han 40 fu" in english and "20 base + 10 closed ron" in english
    assert "ron: 2000" in english and "Green Dragon" in english
    assert main(["score", *HAND, "--lang", "ja"]) == 0
    japanese = capsys.readouterr().out
    assert "1翻40符" in japanese and "副底20符 + 門前ロン10符 + 明刻6z 4符" in japanese
    assert "ロン: 2000点" in japanese and "役牌 發" in japanese
    left = {w for w in re.findall(r"[A-Za-z]{3,}", japanese)} & _english_words()
    assert not left, left


def test_lang_before_the_command_too(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "ja", "score", "11123455678999m", "--win", "9m", "--tsumo"]) == 0
    out = capsys.readouterr().out
    assert "役満" in out and "ツモ: 16000点オール" in out and "合計: 48000点" in out


def test_json_is_the_same_in_every_language(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", *HAND, "--json"]) == 0
    english = capsys.readouterr().out
    assert main(["score", *HAND, "--json", "--lang", "ja"]) == 0
    assert capsys.readouterr().out == english
