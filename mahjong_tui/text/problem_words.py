"""Why a file cannot be used, in the player's language.

The readers below the app (:mod:`rules.untrusted`, :mod:`rules.presets`,
:mod:`mahjong_tui.records`) raise errors whose message is one English line, for the
command line, and whose ``code`` and fields say the same in a form the catalogue
words (``file_problem.*``, ``record_problem.*``, the rules' ``refusals.*``): the
screens show these words, never the English line.
"""

from __future__ import annotations

from mahjong_tui.records.errors import RecordError
from mahjong_tui.text.language import t
from mahjong_tui.text.os_reasons import describe_read_error
from mahjong_tui.text.rule_fields import refusal_reason
from mahjong_tui.text.words import round_title
from rules.presets import PresetError
from rules.tiles import EAST
from rules.untrusted import UntrustedFileError


def file_problem(exc: UntrustedFileError | OSError) -> str:
    """Why a file cannot be read: the reader's coded reason, or why the system would not
    open it."""
    if isinstance(exc, OSError):
        return t("file_problem.unreadable", reason=describe_read_error(exc.errno))
    if exc.code == "unreadable":
        number = exc.fields.get("errno")
        reason = describe_read_error(number if isinstance(number, int) else None)
        return t("file_problem.unreadable", reason=reason)
    return t(f"file_problem.{exc.code}", None, **exc.fields)


def preset_problem(exc: PresetError) -> str:
    """Why a preset cannot be used: there is none of that name, its file cannot be read,
    or its rules are refused (the first reason, in the words of the settings screen)."""
    if isinstance(exc.cause, OSError | UntrustedFileError):
        return file_problem(exc.cause)
    if exc.cause is not None:
        return refusal_reason(exc.cause)
    return t("config.no_preset", name=exc.fields.get("name", ""))


def record_problem(exc: RecordError) -> str:
    """Why a game record cannot be opened or replayed."""
    if exc.cause is not None:
        return file_problem(exc.cause)
    if exc.code == "cannot_replay":
        hand = round_title(_number(exc.fields, "wind", EAST), _number(exc.fields, "number"),
                           _number(exc.fields, "honba"))
        return t("record_problem.cannot_replay", hand=hand)
    return t(f"record_problem.{exc.code}", None, **exc.fields)


def _number(fields: dict[str, object], name: str, default: int = 0) -> int:
    value = fields.get(name)
    return value if isinstance(value, int) else default
