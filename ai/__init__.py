"""Heuristic AI players.

Imports ``rules`` (and the engine's action and observation types), never the UI.
"""
