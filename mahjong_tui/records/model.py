"""A neutral game record: what both parsers produce and the tenhou.net/6 writer reads.

A round is its setup (scores, dora, the four dealt hands), the moves in table
order (draws, discards, calls, kans) and its end (one or more wins, or a
draw). Seats are absolute (0..3, seat 0 is the first dealer). Results are
kept as Tenhou writes them (Japanese yaku names, limit words, point texts), so
that a record read from Tenhou is written back unchanged and a replay can
compare the engine's results with them line by line.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, TypeAlias

from rules.hand import Meld
from rules.ruleset import RuleSet
from rules.tiles import Tile

WINDS = "ESWN"


def hand_name(kyoku: int) -> str:
    """``"E1"``, ``"S3"``: round wind and hand number of a ``RoundRecord.kyoku``."""
    return f"{WINDS[kyoku // 4 % 4]}{kyoku % 4 + 1}"


@dataclass(frozen=True, slots=True)
class Draw:
    seat: int
    tile: Tile


@dataclass(frozen=True, slots=True)
class Discard:
    seat: int
    tile: Tile
    tsumogiri: bool = False
    riichi: bool = False


@dataclass(frozen=True, slots=True)
class Call:
    """Chi, pon or daiminkan of the last discard (``meld.called`` from ``meld.from_seat``)."""

    seat: int
    meld: Meld


@dataclass(frozen=True, slots=True)
class Kan:
    """A concealed kan, or an added kan (``added`` is the tile added to the pon)."""

    seat: int
    meld: Meld
    added: Tile | None = None


Move: TypeAlias = Draw | Discard | Call | Kan


@dataclass(frozen=True, slots=True)
class YakuLine:
    name: str
    """Tenhou's name (``"立直"``, ``"場風 東"``)."""
    han: int
    """13 for a yakuman line."""
    yakuman: bool = False

    @property
    def text(self) -> str:
        return f"{self.name}(役満)" if self.yakuman else f"{self.name}({self.han}飜)"


@dataclass(frozen=True, slots=True)
class Win:
    seat: int
    from_seat: int
    """The discarder (or the robbed kan's owner); the winner itself for a tsumo."""
    deltas: tuple[int, ...]
    """The four score changes, honba and collected riichi sticks included."""
    yaku: tuple[YakuLine, ...] = ()
    fu: int = 0
    """0 when the record does not say (Tenhou's JSON omits fu from mangan up)."""
    limit: str = ""
    """Tenhou's limit word (``"満貫"`` ... ``"役満"``) or ``""``."""
    points: str = ""
    """Tenhou's payment text without the rank (``"1000点"``, ``"500-1000点"``,
    ``"2000点∀"``); ``""`` when the record has no score line."""
    pao: int | None = None

    @property
    def tsumo(self) -> bool:
        return self.seat == self.from_seat

    @property
    def han(self) -> int:
        return sum(line.han for line in self.yaku if not line.yakuman)

    @property
    def score_text(self) -> str:
        """Tenhou's score line: ``"30符1飜1000点"``, ``"満貫2000-4000点"``; ``""`` if unknown."""
        if not self.points:
            return ""
        return (self.limit or f"{self.fu}符{self.han}飜") + self.points


@dataclass(frozen=True, slots=True)
class DrawEnd:
    """A hand that ended without a win, with Tenhou's word for it (``"流局"``, ``"九種九牌"``)."""

    reason: str
    deltas: tuple[int, ...] | None = None
    """None when nobody paid (Tenhou then writes no score changes)."""


@dataclass(frozen=True, slots=True)
class RoundRecord:
    kyoku: int
    """0 = East 1, 4 = South 1, ...: the round wind is ``kyoku // 4``, the dealer ``kyoku % 4``."""
    honba: int
    sticks: int
    """Riichi sticks on the table at the start."""
    scores: tuple[int, ...]
    dora: tuple[Tile, ...]
    """Every dora indicator turned during the hand, in order."""
    ura: tuple[Tile, ...]
    """Ura indicators as far as shown (only after a riichi win)."""
    hands: tuple[tuple[Tile, ...], ...]
    moves: tuple[Move, ...]
    wins: tuple[Win, ...] = ()
    draw: DrawEnd | None = None
    """Neither wins nor a draw: an unfinished hand (a game saved midway)."""

    @property
    def dealer(self) -> int:
        return self.kyoku % 4

    @property
    def finished(self) -> bool:
        return bool(self.wins) or self.draw is not None

    @property
    def label(self) -> str:
        """``"E1-0"``: round wind, hand number, honba."""
        return f"{hand_name(self.kyoku)}-{self.honba}"


@dataclass(frozen=True, slots=True)
class GameRecord:
    rounds: tuple[RoundRecord, ...]
    ruleset: RuleSet
    """The rules the game was played under (mapped from the lobby for Tenhou logs)."""
    names: tuple[str, ...] = ("", "", "", "")
    title: tuple[str, str] = ("", "")
    rule: dict[str, Any] = field(default_factory=dict)
    """The tenhou.net/6 ``rule`` object as written (``disp``, red-five flags...)."""
    extra: dict[str, Any] = field(default_factory=dict)
    """Other top-level tenhou.net/6 fields kept for writing back (``ref``, ``dan``, ``sc``...)."""
