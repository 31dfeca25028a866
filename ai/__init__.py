"""Heuristic AI players.

Imports ``rules`` only (observations and actions included), never ``mahjong_tui``.
``PLAYERS`` maps the ``sim`` player ids (greedy, easy, normal, strong) to
factories taking a seed; see :mod:`ai.levels` for what each level does.
"""

from ai.players import PLAYERS, HeuristicPlayer

__all__ = ["PLAYERS", "HeuristicPlayer"]
