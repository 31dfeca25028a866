"""The player's language: one message catalogue per language, looked up by key.

Each language is one TOML file shipped in the package (``catalogues/en.toml``,
``catalogues/ja.toml``), read once on first use through the size-capped reader
every file goes through. TOML rather than gettext: a ``.po`` file cannot be read
by the standard library (only a compiled ``.mo``, and compiling is a build step a
fresh ``pip install -e .`` does not run), while a TOML file is read as it is by
``tomllib``, reads well to a translator, and groups the keys by screen. The keys
are stable names (``title.new_game``), not English sentences, so the English text
can change without touching the Japanese one.

Every message is a whole sentence or phrase with named fields (``{points}``),
never pieced together from fragments, so each language may put the words in its
own order. A message that depends on a count has a form per count: ``KEY.one``
and ``KEY.other`` in English, ``KEY.other`` alone in Japanese (no plural).

The language in force is process-wide (:func:`set_language`): the app sets it from
the settings or ``--lang`` when it starts and when the player picks another one;
every screen built afterwards reads the new words. The first start follows the
locale (:func:`detect_language`).
"""

from __future__ import annotations

import os
import re
import string
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any, Final

LANGUAGES: Final = ("en", "ja")
"""The languages, by their ISO 639-1 code (the value of ``--lang`` and the settings)."""
LANGUAGE_NAMES: Final[Mapping[str, str]] = {"en": "English", "ja": "日本語"}
"""Each language by its own name, as the settings list them whatever the language."""
DEFAULT_LANGUAGE: Final = "en"
CATALOGUES: Final = Path(__file__).parent / "catalogues"
MAX_CATALOGUE_BYTES: Final = 1024 * 1024
"""A catalogue is read whole at start: 1 MB is many times the largest one."""
_LOCALE_VARIABLES: Final = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""Where the locale's language is looked for, first that is set wins (as gettext does)."""
_FIELD: Final = re.compile(r"[a-z_][a-z0-9_]*")

_current = DEFAULT_LANGUAGE


class CatalogueError(ValueError):
    """A catalogue that is missing from the install or cannot be used (one line; a
    ValueError, so the command line prints it as bad input, status 2)."""


def detect_language(environ: Mapping[str, str] | None = None) -> str:
    """The locale's language if there is a catalogue for it (``ja_JP.UTF-8`` -> ``ja``),
    else English."""
    environ = os.environ if environ is None else environ
    for variable in _LOCALE_VARIABLES:
        value = environ.get(variable, "")
        if value:
            code = value.split(":")[0].split("_")[0].split(".")[0].lower()
            return code if code in LANGUAGES else DEFAULT_LANGUAGE
    return DEFAULT_LANGUAGE


def set_language(language: str) -> None:
    """Use ``language`` from now on (its catalogue is read and checked at once)."""
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r} (one of {', '.join(LANGUAGES)})")
    catalogue(language)
    global _current
    _current = language


def speak_or_english(language: str) -> str | None:
    """Use ``language``, or English if its catalogue cannot be used; the warning to show
    then (in English: the other words are not to be had). Raises CatalogueError when the
    English catalogue cannot be used either."""
    try:
        set_language(language)
    except CatalogueError as exc:
        if language == DEFAULT_LANGUAGE:
            raise
        set_language(DEFAULT_LANGUAGE)
        return f"{exc}: the screens are in English"
    return None


def current_language() -> str:
    return _current


def t(key: str, /, count: int | None = None, **fields: object) -> str:
    """The message ``key`` in the language in force, its ``{fields}`` filled in.

    With ``count``, the form for that count (``KEY.one`` or ``KEY.other``), which may
    also use ``{count}``. A key missing from a translation falls back to English (a test
    keeps the catalogues complete); a key missing from English is a damaged install:
    CatalogueError.
    """
    text = template(key, count)
    if count is not None:
        fields["count"] = count
    return text.format(**fields) if fields else text


def template(key: str, count: int | None = None) -> str:
    """The message ``key`` (the form for ``count``) with its ``{fields}`` still in it."""
    messages = catalogue(_current)
    if count is not None:
        one = f"{key}.one"
        key = one if count == 1 and one in messages else f"{key}.other"
    text = messages.get(key)
    if text is None:
        text = catalogue(DEFAULT_LANGUAGE).get(key)
    if text is None:  # the install was damaged (a test keeps the shipped ones whole)
        raise CatalogueError(f"the {DEFAULT_LANGUAGE} catalogue has no message {key!r}: "
                             "reinstall mahjong-tui")
    return text


def has(key: str) -> bool:
    """Whether the English catalogue has ``key`` (as a message or a counted one)."""
    english = catalogue(DEFAULT_LANGUAGE)
    return key in english or f"{key}.other" in english


@cache
def catalogue(language: str) -> Mapping[str, str]:
    """Every message of ``language`` by its dotted key. Raises CatalogueError."""
    # Here, not at the top: every command imports this module for --lang, and a score
    # batch that prints no words should not pay for tomllib (a few ms before its first line).
    from rules.untrusted import UntrustedFileError, parse_toml, read_text

    path = CATALOGUES / f"{language}.toml"
    try:
        data = parse_toml(read_text(path, MAX_CATALOGUE_BYTES))
    except FileNotFoundError:
        raise CatalogueError(f"the {language} catalogue is missing from the install") from None
    except UntrustedFileError as exc:
        raise CatalogueError(f"the {language} catalogue {exc}") from None
    messages: dict[str, str] = {}
    _flatten(data, "", messages, language)
    if not messages:
        raise CatalogueError(f"the {language} catalogue holds no messages")
    return messages


def fields_of(text: str) -> frozenset[str]:
    """The ``{fields}`` a message uses."""
    return frozenset(name for _, name, _, _ in string.Formatter().parse(text) if name)


def _flatten(table: Mapping[str, Any], prefix: str, into: dict[str, str], language: str) -> None:
    for name, value in table.items():
        key = f"{prefix}{name}"
        if isinstance(value, dict):
            _flatten(value, f"{key}.", into, language)
        elif isinstance(value, str):
            try:
                names = fields_of(value)
            except ValueError as exc:
                raise CatalogueError(f"the {language} catalogue's {key}: {exc}") from None
            if not all(_FIELD.fullmatch(n) for n in names):
                raise CatalogueError(f"the {language} catalogue's {key}: a field that is not "
                                     "a plain name")
            into[key] = value
        else:
            raise CatalogueError(f"the {language} catalogue's {key} is not text")
