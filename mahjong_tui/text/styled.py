"""Catalogue messages with styled parts: a tile drawn in its colours, a name in bold.

A message such as ``{name} discarded {tile}`` stays one whole message for the
translator, and the program still draws the tile as a tile: :func:`st` fills each
field with a :class:`rich.text.Text` (kept with its style) or plain text. Apart
from :mod:`mahjong_tui.text.language` because it needs rich, which the batch commands
never load.
"""

from __future__ import annotations

import string

from rich.text import Text

from mahjong_tui.text.language import template


def st(key: str, /, style: str = "", count: int | None = None, **fields: Text | str | int) -> Text:
    """The message ``key`` as Text in ``style``, each field in its own (see :func:`t`)."""
    out = Text(style=style)
    for literal, name, spec, _ in string.Formatter().parse(template(key, count)):
        out.append(literal)
        if name is None:
            continue
        value = count if name == "count" else fields[name]
        if isinstance(value, Text):
            out.append_text(value)
        else:
            out.append(format(value, spec or ""))
    return out

