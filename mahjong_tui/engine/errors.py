"""Errors raised by the engine."""

from __future__ import annotations


class EngineError(Exception):
    """The engine was driven in a way its contract does not allow."""


class IllegalActionError(EngineError, ValueError):
    """An action that is not in ``pending()[seat]``; the state is left untouched."""


class WallError(EngineError, ValueError):
    """A scripted wall that no real tile set can make."""
