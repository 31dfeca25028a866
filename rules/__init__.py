"""Pure Riichi Mahjong rules: tiles, shanten, yaku, fu, points, rule sets.

Imports only the standard library and pydantic; never the UI, the engine or the AI.
"""
