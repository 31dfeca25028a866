"""Rule presets: TOML files in ``rules/presets/`` loaded into validated RuleSets.

A preset file is flat TOML: one key per RuleSet field, ``[floating_uma]`` as a
table keyed by the number of floating players. A key left out keeps the
RuleSet default (the tests pin every shipped preset's full field set, so a
later default change cannot silently alter one). TOML has no null: the string
``"none"`` stands for an unset optional field (``riichi_min_points = "none"``).

Errors are :class:`PresetError` (a ``ValueError``) with one line naming the
file and the problem.
"""

from __future__ import annotations

import types
from pathlib import Path
from typing import Any, Final, Union, get_args, get_origin

from pydantic import ValidationError

from rules.ruleset import RuleSet, field_docs, first_problem
from rules.untrusted import UntrustedFileError, parse_toml, read_text

NONE_VALUE: Final = "none"
"""How TOML spells an unset optional field."""

_PRESET_DIR: Final = Path(__file__).with_name("presets")
"""The shipped presets (package data next to this module; located by path rather than
``importlib.resources.files("rules")``, which a ``tests/rules`` namespace directory on
``sys.path`` can shadow)."""
_OPTIONAL_FIELDS: Final = frozenset(
    name
    for name, field in RuleSet.model_fields.items()
    if get_origin(field.annotation) in (Union, types.UnionType)
    and type(None) in get_args(field.annotation)
)


class PresetError(ValueError):
    """An unknown preset, or a preset file that is not valid TOML or not a valid RuleSet.

    Its message is one English line naming the file (the command line's). ``code`` and
    ``cause`` say the same for an interface that words it in another language:
    ``unknown`` (the preset's ``name`` in ``fields``), ``unusable`` (the file cannot be
    read or is not TOML: ``cause`` is the reader's OSError or UntrustedFileError), or
    ``invalid`` (not a valid RuleSet: ``cause`` is pydantic's ValidationError, whose
    errors carry stable types, locations and contexts).
    """

    def __init__(self, message: str, code: str,
                 cause: OSError | UntrustedFileError | ValidationError | None = None,
                 **fields: object) -> None:
        super().__init__(message)
        self.code = code
        self.cause = cause
        self.fields = fields


def preset_names() -> list[str]:
    """The shipped presets' names, sorted."""
    return sorted(entry.stem for entry in _PRESET_DIR.glob("*.toml"))


def load_preset(name: str) -> RuleSet:
    """The shipped preset ``name`` (see :func:`preset_names`)."""
    names = preset_names()
    if name not in names:
        raise PresetError(f"unknown preset {name!r} (known: {', '.join(names)})", "unknown",
                          name=name)
    text = (_PRESET_DIR / f"{name}.toml").read_text(encoding="utf-8")
    return parse_preset(text, f"rules/presets/{name}.toml")


def load_preset_file(path: str | Path) -> RuleSet:
    """A RuleSet from a preset TOML file anywhere on disk."""
    try:
        text = read_text(path)
    except FileNotFoundError as exc:
        raise PresetError(f"{path}: cannot read: {exc.strerror}", "unusable", exc) from None
    except UntrustedFileError as exc:
        raise PresetError(f"{path}: {exc}", "unusable", exc) from None
    return parse_preset(text, str(path))


def parse_preset(text: str, origin: str = "<preset>") -> RuleSet:
    """A RuleSet from preset TOML text; ``origin`` names the file in error messages."""
    try:
        data = parse_toml(text)
    except UntrustedFileError as exc:
        raise PresetError(f"{origin}: {exc}", "unusable", exc) from None
    for key in _OPTIONAL_FIELDS & data.keys():
        if data[key] == NONE_VALUE:
            data[key] = None
    try:
        return RuleSet.model_validate(data)
    except ValidationError as exc:
        raise PresetError(f"{origin}: {first_problem(exc)}", "invalid", exc) from None


def preset_to_toml(ruleset: RuleSet) -> str:
    """The RuleSet as preset TOML listing every field, each under its help text.

    ``parse_preset(preset_to_toml(r)) == r`` for every RuleSet ``r``.
    """
    data = ruleset.model_dump(mode="json")
    lines: list[str] = []
    tables: list[str] = []
    docs = field_docs()
    for name in RuleSet.model_fields:
        value = data[name]
        comment = [f"# {line.strip()}" for line in docs.get(name, "").splitlines()]
        if isinstance(value, dict):
            tables += ["", *comment, f"[{name}]"]
            tables += [f"{key} = {_toml_value(item)}" for key, item in value.items()]
        else:
            lines += [*comment, f"{name} = {_toml_value(value)}"]
    return "\n".join(lines + tables) + "\n"


def _toml_value(value: Any) -> str:
    """One TOML value for a JSON-mode dump value (None becomes ``"none"``)."""
    if value is None:
        return _toml_string(NONE_VALUE)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, str):
        return _toml_string(value)
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(item) for item in value) + "]"
    raise TypeError(f"no TOML form for {type(value).__name__}")


def _toml_string(text: str) -> str:
    """A TOML basic string: quotes, backslashes and control characters escaped."""
    out = []
    for char in text:
        if char in '"\\':
            out.append("\\" + char)
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            out.append(f"\\u{ord(char):04x}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'
