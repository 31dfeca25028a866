"""Keys bound alike on several screens: each screen lists them in its ``BINDINGS`` and
has the action they name."""

from __future__ import annotations

from textual.binding import Binding

from mahjong_tui.rule_fields import GROUPS

HELP = Binding("question_mark,f1", "help", "Help")
"""The help screen, opened at the screen's own section (``action_help``)."""
TILE_STYLE = Binding("v", "tile_style", "Tiles")
"""The next tile style (:func:`~mahjong_tui.widgets.tiles.next_style`), then a redraw
(``action_tile_style``)."""

HAND_CURSOR = (
    Binding("left", "cursor(-1)", "Move", show=False),
    Binding("right", "cursor(1)", "Move", show=False),
)
"""←/→ move the cursor over a hand (``action_cursor(step)``)."""

SETTINGS_PAGES = len(GROUPS) + 1
"""The settings screen's pages: General, then one per rule group (keys 1 to this)."""
