"""A table that makes each value on first use and keeps a bounded number of them.

Batch commands meet the same few thousand small things again and again (runs of a hand,
yaku and fu parts as JSON text): each is made once and looked up after that. The table
forgets everything at once when it is full, so what is kept stays small whatever the
input.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class KeptTable(dict[K, V]):
    """key -> ``make(key)``, made on first use; at most ``most`` kept."""

    def __init__(self, make: Callable[[K], V], most: int) -> None:
        super().__init__()
        self.make = make
        self.most = most

    def __missing__(self, key: K) -> V:
        if len(self) >= self.most:
            self.clear()
        value = self[key] = self.make(key)
        return value
