"""What the title screen needs before the settings load: the language last picked.

The settings file is checked whole, its rules by the RuleSet's validators, once the title
is on the screen (pydantic and the rule presets are a third of the app's start); until
then the title speaks the language the file names, if it names one we have. A file that
turns out bad gives the defaults, and the title turns to their language with the warning.
No Textual here, and nothing heavy: the standard library and the size-capped reader.
"""

from __future__ import annotations

from pathlib import Path

from mahjong_tui.text.language import LANGUAGES
from rules.untrusted import read_json


def saved_language(settings_path: Path) -> str | None:
    """The language of the settings file at ``settings_path``; None if it names none of
    ours or cannot be read (the full load then says why)."""
    try:
        data = read_json(settings_path)
    except (OSError, ValueError):
        return None
    language = data.get("language") if isinstance(data, dict) else None
    return language if language in LANGUAGES else None
