"""mahjong-tui: a Riichi Mahjong table in the terminal."""

__version__ = "0.1.0"
