"""The command line's rich Console: text shown as it is, never read as markup.

A name, a path or a bot's command line comes from outside and may hold ``[/]`` or
``[bold red]`` (rich would raise ``MarkupError`` on the first, and swallow the second) or
``:smile:`` (an emoji code): every Console the commands print through reads none of them.
Styles are given as :class:`rich.text.Text` spans, never as markup.
"""

from __future__ import annotations

from typing import Any

from rich.console import Console


def plain_console(**options: Any) -> Console:
    """A Console that prints strings as they are (no markup, no emoji codes)."""
    return Console(markup=False, emoji=False, **options)
