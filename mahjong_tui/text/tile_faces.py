"""How one tile looks: a fixed-width coloured cell, whatever the style.

Every tile face is :data:`CELL` terminal cells wide, measured with rich's
``cell_len``: the kanji of the honours are two cells, the Unicode mahjong glyphs
one, so each face is padded to the cell width and rows of tiles always line up.
The Unicode style draws the red dragon as the kanji 中 (in red, two cells: the
tile's full width) and not as 🀄, the one mahjong glyph with emoji presentation,
which terminals draw as a wide colour picture or at a width of their own. Faces sit on an ivory
background like real tiles, the suits in distinct colours, red fives in
white on red and underlined, so they stand out in every style, colour or not.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum, StrEnum

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text

from rules.tiles import CHUN, HAKU, HATSU, Tile, is_red, kind, number, suit

CELL = 2
"""Cells per tile face."""


class TileStyle(StrEnum):
    TEXT = "text"
    """``5m``, ``東``: readable everywhere (the default)."""
    LETTERS = "letters"
    """ASCII only: ``5m``, ``0m`` for a red five, ``E`` ``Wh`` ``Gr`` ``Rd`` for honours."""
    UNICODE = "unicode"
    """The Unicode mahjong glyphs (🀇), padded to the same width; the red dragon as 中."""


class TileSize(IntEnum):
    """How big a tile is drawn; the value is its height in rows."""

    SMALL = 1
    """The face alone: ``5m``."""
    TALL = 2
    """The face over the tile's lower half, like a standing tile."""
    BOXED = 3
    """A framed tile, three rows high (as on the title screen)."""

    @property
    def width(self) -> int:
        """Cells across one tile of this size."""
        return CELL + 2 if self is TileSize.BOXED else CELL

    @property
    def face_row(self) -> int:
        """The row that holds the face (where markers beside the tile go)."""
        return 1 if self is TileSize.BOXED else 0


def next_style(style: TileStyle) -> TileStyle:
    """The style after ``style``, round in the order above (the tile style key)."""
    styles = tuple(TileStyle)
    return styles[(styles.index(style) + 1) % len(styles)]


_KANJI = ("東", "南", "西", "北", "白", "發", "中")
_LETTERS = ("E", "S", "W", "N", "Wh", "Gr", "Rd")
_GLYPH_BASE = (0x1F007, 0x1F019, 0x1F010)
"""First glyph of man, pin and sou (their order in Unicode is man, sou, pin)."""
_HONOR_GLYPHS = ("🀀", "🀁", "🀂", "🀃", "🀆", "🀅", "中")

_IVORY = "#efe8d0"
_SUIT_COLOURS = ("#b01010", "#1048b8", "#0a7a2a")
_HONOR_COLOURS = {HAKU: "#5a6f8f", HATSU: "#0a7a2a", CHUN: "#c01010"}
_WIND_COLOUR = "#202020"
_RED_FIVE = Style(color="#ffffff", bgcolor="#c41a1a", bold=True, underline=True)
"""Underlined as well: a red five is told apart without seeing colour."""
_BACK_COLOUR = "#c26a2a"
_BACK = Style(bgcolor=_BACK_COLOUR)
_EDGE = "#b8ae8c"
"""The shaded lower half of a tall tile."""
MUTED = Style(dim=True)


def face(tile: Tile, style: TileStyle) -> str:
    """The tile's face, padded to :data:`CELL` cells."""
    k = kind(tile)
    s = suit(tile)
    if style is TileStyle.UNICODE:
        glyph = _HONOR_GLYPHS[k - 27] if s == 3 else chr(_GLYPH_BASE[s] + number(tile) - 1)
        text = glyph
    elif s == 3:
        text = (_KANJI if style is TileStyle.TEXT else _LETTERS)[k - 27]
    elif style is TileStyle.LETTERS and is_red(tile):
        text = f"0{'mps'[s]}"
    else:
        text = f"{number(tile)}{'mps'[s]}"
    return text + " " * (CELL - cell_len(text))


def colour(tile: Tile) -> Style:
    """The tile's own style: suit colour on ivory, red fives white on red, underlined."""
    if is_red(tile):
        return _RED_FIVE
    s = suit(tile)
    fg = _SUIT_COLOURS[s] if s < 3 else _HONOR_COLOURS.get(kind(tile), _WIND_COLOUR)
    return Style(color=fg, bgcolor=_IVORY, bold=True)


def tile_text(tile: Tile | None, style: TileStyle, extra: Style | None = None) -> Text:
    """One tile (``None``: a tile back), with an optional style on top (dim, highlight)."""
    # The style goes on a span, not on the Text itself: ``tile_text(t) + Text("×3")`` would
    # otherwise draw the "×3" in the tile's colours too (a Text's base style covers all
    # that is appended to it).
    if tile is None:
        text = Text.assemble((" " * CELL, _BACK))
    else:
        text = Text.assemble((face(tile, style), colour(tile)))
    if extra is not None:
        text.stylize(extra)
    return text


def tile_lines(
    tile: Tile | None, style: TileStyle, size: TileSize, extra: Style | None = None
) -> list[Text]:
    """One tile as ``size.value`` rows of ``size.width`` cells (``None``: its back).

    ``extra`` goes on the face (the frame of a boxed tile keeps its own colour)."""
    face_text = tile_text(tile, style, extra)
    if size is TileSize.SMALL:
        return [face_text]
    body = _BACK if tile is None else Style(bgcolor=_IVORY)
    if size is TileSize.TALL:
        lower = Text.assemble(("▁" * CELL, body + Style(color=_EDGE)))
        if extra is not None:
            lower.stylize(extra)
        return [face_text, lower]
    frame = Style(color=_IVORY if tile is not None else _BACK_COLOUR)
    return [
        Text.assemble(("┌" + "─" * CELL + "┐", frame)),
        Text.assemble(("│", frame)) + face_text + Text.assemble(("│", frame)),
        Text.assemble(("└" + "─" * CELL + "┘", frame)),
    ]


def tiles_text(tiles: Iterable[Tile | None], style: TileStyle, sep: str = " ") -> Text:
    """Tiles side by side, ``sep`` between them."""
    return Text(sep).join(tile_text(t, style) for t in tiles)


def backs(count: int, style: TileStyle) -> Text:
    """A hidden hand: ``count`` tile backs and the count."""
    return tiles_text([None] * count, style) + Text(f" {count}", style="bold")
