"""The message catalogues: the same keys and fields in every language, each key the code
uses present, and the language chosen as the player expects."""

from __future__ import annotations

import ast
import importlib
import pkgutil
import re
import subprocess
import sys
from pathlib import Path

import pytest
from textual.binding import Binding
from textual.screen import Screen

import mahjong_tui
from mahjong_tui.text import language
from mahjong_tui.text.language import (
    LANGUAGES,
    CatalogueError,
    catalogue,
    detect_language,
    fields_of,
    set_language,
    t,
)

PACKAGE = Path(mahjong_tui.__file__).parent
ROOT = PACKAGE.parent


def _base(key: str) -> str:
    """A counted message's key without its form (``centre.sticks.one`` -> ``centre.sticks``)."""
    return key.rsplit(".", 1)[0] if key.endswith((".one", ".other")) else key


def _expected_keys(messages: dict[str, str] | object, language: str) -> set[str]:
    """The keys a language must have, from the English ones: every key, except that a
    counted message needs only its ``.other`` form where the language has no plural."""
    english = catalogue("en")
    if language == "en":
        return set(english)
    return {key for key in english if not key.endswith(".one")}


@pytest.mark.parametrize("lang", [x for x in LANGUAGES if x != "en"])
def test_every_key_in_every_language(lang: str) -> None:
    english, other = set(catalogue("en")), set(catalogue(lang))
    missing = _expected_keys(None, lang) - other
    extra = {key for key in other - english if not key.endswith(".one")}
    assert not missing, f"missing in {lang}.toml: {sorted(missing)}"
    assert not extra, f"in {lang}.toml but not in en.toml: {sorted(extra)}"
    for key in english:
        if key.endswith(".other"):
            assert f"{_base(key)}.one" in english, f"en.toml: {key} without its .one form"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_same_fields_in_every_language(lang: str) -> None:
    english = catalogue("en")
    for key, text in catalogue(lang).items():
        if key.endswith(".one"):
            assert fields_of(text) <= fields_of(english[f"{_base(key)}.other"]) | {"count"}
            continue
        assert fields_of(text) == fields_of(english[key]), f"{lang}.toml {key}: other fields"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_message_can_read_as_markup(lang: str) -> None:
    """Messages land in Static widgets and notifications: none has a ``[`` that Rich could
    take for markup, wherever it is shown."""
    bad = [key for key, text in catalogue(lang).items() if "[" in text]
    assert not bad, f"{lang}.toml: {bad}"


def _literal_keys() -> tuple[set[str], set[str]]:
    """The keys the code passes to ``t`` as a literal, and the fixed starts of the keys it
    builds (``t(f"title.{entry}")`` -> ``title.``)."""
    keys: set[str] = set()
    prefixes: set[str] = set()
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("t", "tr", "st", "template") and node.args):
                continue
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                keys.add(first.value)
            elif isinstance(first, ast.JoinedStr) and first.values and isinstance(
                    first.values[0], ast.Constant):
                prefixes.add(str(first.values[0].value))
    return keys, prefixes


def test_every_key_the_code_uses_is_in_the_catalogue() -> None:
    keys, prefixes = _literal_keys()
    assert keys, "no t(...) call found: the scan is broken"
    english = catalogue("en")
    unknown = {k for k in keys if k not in english and f"{k}.other" not in english}
    assert not unknown, f"keys used but not in en.toml: {sorted(unknown)}"
    for prefix in prefixes:
        assert any(k.startswith(prefix) for k in english), f"no key starts with {prefix!r}"


def _screens() -> list[type[Screen[object]]]:
    for module in pkgutil.walk_packages([str(PACKAGE)], "mahjong_tui."):
        if not module.name.endswith("__main__"):
            importlib.import_module(module.name)
    found: list[type[Screen[object]]] = []
    todo: list[type[Screen[object]]] = [Screen]
    while todo:
        for sub in todo.pop().__subclasses__():
            todo.append(sub)
            if sub.__module__.startswith("mahjong_tui."):
                found.append(sub)
    return found


def test_every_key_description_is_a_message() -> None:
    """The footer's words come from the catalogue (:func:`mahjong_tui.tui.screens.keys.speak`)."""
    from mahjong_tui.tui.app import MahjongApp

    screens = _screens()
    assert len(screens) >= 10
    english = catalogue("en")
    for owner in [MahjongApp, *screens]:
        own = owner.__dict__.get("BINDINGS", [])
        for binding in own:
            assert isinstance(binding, Binding)
            if binding.description:
                assert binding.description in english, (owner.__name__, binding.description)
            if binding.group is not None:
                assert binding.group.description in english, owner.__name__


def test_counted_messages_take_the_form_for_the_count() -> None:
    set_language("en")
    assert t("test.sticks", count=1) == "1 stick"
    assert t("test.sticks", count=2) == "2 sticks"
    set_language("ja")
    assert t("test.sticks", count=1) == "供託1本"
    assert t("test.sticks", count=2) == "供託2本"


@pytest.mark.parametrize(("environ", "expected"), [
    ({"LANG": "ja_JP.UTF-8"}, "ja"),
    ({"LANG": "ja_JP"}, "ja"),
    ({"LANG": "en_US.UTF-8"}, "en"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({}, "en"),
    ({"LC_ALL": "ja_JP.UTF-8", "LANG": "en_US.UTF-8"}, "ja"),
    ({"LC_ALL": "en_US.UTF-8", "LANG": "ja_JP.UTF-8"}, "en"),
    ({"LC_MESSAGES": "ja_JP.eucJP", "LANG": "C"}, "ja"),
    ({"LANGUAGE": "ja:en", "LANG": "en_US.UTF-8"}, "ja"),
    ({"LANGUAGE": "", "LANG": "ja_JP.UTF-8"}, "ja"),
])
def test_the_locale_chooses_the_first_language(environ: dict[str, str], expected: str) -> None:
    assert detect_language(environ) == expected


@pytest.mark.parametrize(("content", "problem"), [
    ('a = "x"\n' * 1, None),
    ("a = 1\n", "is not text"),
    ('a = "{0}"\n', "plain name"),
    ('a = "{x"\n', "a.*"),
    ("a = [\n", "invalid TOML"),
    ("#" * (language.MAX_CATALOGUE_BYTES + 1), "larger than"),
], ids=["good", "number", "positional", "unclosed", "toml", "huge"])
def test_a_bad_catalogue_is_one_clear_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, content: str, problem: str | None,
) -> None:
    (tmp_path / "xx.toml").write_text(content, encoding="utf-8")
    with monkeypatch.context() as patch:
        patch.setattr(language, "CATALOGUES", tmp_path)
        catalogue.cache_clear()
        try:
            if problem is None:
                assert catalogue("xx") == {"a": "x"}
            else:
                with pytest.raises(CatalogueError, match=problem):
                    catalogue("xx")
        finally:
            catalogue.cache_clear()


def test_an_unknown_key_is_a_bug_not_a_silent_blank() -> None:
    with pytest.raises(CatalogueError, match=r"no message 'no\.such\.key'"):
        t("no.such.key")


def test_the_catalogues_ship_with_the_package() -> None:
    """``pip install -e .`` and a wheel both carry them (no build step makes them)."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r'mahjong_tui = \[[^]]*"text/catalogues/\*\.toml"', text)
    for lang in LANGUAGES:
        assert (PACKAGE / "text" / "catalogues" / f"{lang}.toml").is_file()


@pytest.mark.parametrize("argv", [["--lang", "xx", "presets"], ["play", "--lang", "de"]])
def test_a_bad_language_is_one_line_and_status_2(argv: list[str]) -> None:
    done = subprocess.run([sys.executable, "-m", "mahjong_tui", *argv], capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 2
    assert "invalid choice" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.parametrize("argv", [["--lang", "ja", "play"], ["play", "--lang", "ja"],
                                  ["--lang", "en", "play", "--lang", "ja"]])
def test_lang_before_or_after_the_command(argv: list[str]) -> None:
    from mahjong_tui.cli import build_parser

    assert build_parser().parse_args(argv).lang == "ja"
    assert build_parser().parse_args(["play"]).lang is None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_count_is_only_the_count_of_a_counted_message(lang: str) -> None:
    """``t(key, count=n)`` picks a form (``.one``/``.other``): a message that is not counted
    cannot have a ``{count}`` field (it would be looked up as counted and not be found)."""
    bad = [key for key, text in catalogue(lang).items()
           if "count" in fields_of(text) and not key.endswith((".one", ".other"))]
    assert not bad, bad
