"""Events: what happened, in order. The log of a game is its replay and its save.

Each event is a frozen dataclass. Together they hold everything a record
needs (the tenhou.net/6 export reads them): the wall of each hand, every
draw, discard (tsumogiri or not), call (its tiles and who fed it), kan, dora
indicator, riichi, win (with its score result and deltas), draw (with tenpai
and payments), and the end of each hand and of the game. Seats are absolute
(0..3); ``deltas`` and ``scores`` are in seat order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TypeAlias

from mahjong_tui.engine.settlement import Standings
from mahjong_tui.engine.wall import Wall
from rules.chips import WinChips
from rules.hand import Meld
from rules.ruleset import RuleSet
from rules.score import ScoreResult
from rules.tiles import Tile

Scores: TypeAlias = tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class GameStarted:
    ruleset: RuleSet
    seed: int | None
    """The seed of the game's generator (None for a game of scripted walls only)."""
    scores: Scores


@dataclass(frozen=True, slots=True)
class RoundStarted:
    round_wind: int
    """The prevailing wind kind (EAST, SOUTH...)."""
    hand_number: int
    """0..3; the dealer is seat ``hand_number``."""
    honba: int
    riichi_sticks: int
    scores: Scores
    wall: Wall
    """The whole wall: the deals, the draws to come and the dead wall."""
    dora_indicator: Tile


@dataclass(frozen=True, slots=True)
class Drew:
    seat: int
    tile: Tile
    rinshan: bool = False
    """A replacement tile after a kan."""


@dataclass(frozen=True, slots=True)
class Discarded:
    seat: int
    tile: Tile
    tsumogiri: bool
    riichi: bool
    """The discard declares riichi (accepted once it is not ronned)."""


@dataclass(frozen=True, slots=True)
class RiichiAccepted:
    seat: int
    double: bool
    riichi_sticks: int
    """Sticks on the table with this one."""


@dataclass(frozen=True, slots=True)
class Called:
    """Chi, pon or open kan (daiminkan) on a discard: ``meld.called`` from ``meld.from_seat``."""

    seat: int
    meld: Meld


@dataclass(frozen=True, slots=True)
class ConcealedKan:
    seat: int
    meld: Meld


@dataclass(frozen=True, slots=True)
class AddedKan:
    """A pon upgraded to a kan with ``tile`` (shouminkan); it may be robbed (chankan)."""

    seat: int
    meld: Meld
    tile: Tile


@dataclass(frozen=True, slots=True)
class DoraRevealed:
    indicator: Tile


@dataclass(frozen=True, slots=True)
class Won:
    winner: int
    from_seat: int | None
    """The discarder (or the kan's owner on a chankan); None for a tsumo."""
    win_tile: Tile
    concealed: tuple[Tile, ...]
    """The winner's concealed tiles, the winning tile included."""
    melds: tuple[Meld, ...]
    result: ScoreResult
    dora_indicators: tuple[Tile, ...]
    ura_indicators: tuple[Tile, ...]
    """Shown for a riichi win (empty otherwise)."""
    pao: int | None
    """The seat liable (責任払い) for a yakuman, if any."""
    deltas: Scores
    """This win's payments, honba and collected riichi sticks included."""
    chips: WinChips
    """Chips (祝儀) owed for this win, apart from the points (none unless the rules use them)."""


class DrawReason(StrEnum):
    EXHAUSTIVE = "exhaustive"
    KYUUSHU_KYUUHAI = "kyuushu_kyuuhai"
    SUUFON_RENDA = "suufon_renda"
    SUUCHA_RIICHI = "suucha_riichi"
    SUUKAIKAN = "suukaikan"
    SANCHAHOU = "sanchahou"


@dataclass(frozen=True, slots=True)
class Drawn:
    """The hand ended without a win: the wall ran out, or an abortive draw."""

    reason: DrawReason
    tenpai: tuple[bool, bool, bool, bool]
    """Tenpai at an exhaustive draw (all False for an abortive one)."""
    hands: tuple[tuple[Tile, ...], ...]
    """The concealed hands shown: the tenpai ones at an exhaustive draw, the
    kyuushu declarer's; an empty tuple for a hand not shown."""
    nagashi: tuple[int, ...]
    """Seats paid a nagashi mangan."""
    declarer: int | None
    """Who declared kyuushu kyuuhai."""
    deltas: Scores


@dataclass(frozen=True, slots=True)
class RoundEnded:
    scores: Scores
    riichi_sticks: int
    """Sticks left on the table."""
    renchan: bool
    """The dealer keeps the deal."""
    honba: int
    """The next hand's honba counter."""
    dealer_won: bool
    dealer_tenpai: bool


@dataclass(frozen=True, slots=True)
class YameChosen:
    """The all-last dealer's choice when agari-yame / tenpai-yame is optional."""

    seat: int
    stop: bool


@dataclass(frozen=True, slots=True)
class GameEnded:
    scores: Scores
    riichi_sticks: int
    """Sticks left on the table (settled by the RuleSet's leftover rule)."""
    standings: Standings
    chips: Scores = (0, 0, 0, 0)
    """Each seat's net chips over the game: received on its wins minus paid on the others'
    (the sum of every :class:`Won`'s ``chips``; zero-sum). ``RuleSet.chip_value`` prices them."""


Event: TypeAlias = (
    GameStarted
    | RoundStarted
    | Drew
    | Discarded
    | RiichiAccepted
    | Called
    | ConcealedKan
    | AddedKan
    | DoraRevealed
    | Won
    | Drawn
    | RoundEnded
    | YameChosen
    | GameEnded
)


def last_discarder(hand_log: Sequence[Event]) -> int | None:
    """Who made the latest discard of one hand's events (None before the first)."""
    return next((e.seat for e in reversed(hand_log) if isinstance(e, Discarded)), None)


def net_chips(log: Sequence[Event]) -> Scores:
    """Each seat's net chips over the wins of ``log``: what each win's payers paid its
    winner (zero-sum)."""
    net = [0, 0, 0, 0]
    for event in log:
        if isinstance(event, Won):
            chips = event.chips
            for s, paid in enumerate(chips.payments):
                net[s] -= paid
            net[chips.winner] += chips.total
    return (net[0], net[1], net[2], net[3])
