"""Claims on a discard (or a kan tile): who may do what, and whose answer stands.

After a discard every other seat with a ron or a call answers; the answers
resolve as ron > pon/kan > chi, and among equals the seat nearest the
discarder's right wins (head bump). A discard that aborts the hand once it
passes (the fourth riichi, the fourth identical wind, the discard after the
fourth kan) and the houtei discard may only be ronned, never called.

Temporary furiten (passing a winning tile, also one without a yaku) lasts
until the seat's own next discard; after riichi it lasts for the hand.

One seat's options (:func:`seat_claims`, :func:`chankan_win`) are functions of
a :class:`~mahjong_tui.engine.table.Table`: the mjai bot's view asks them too.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from mahjong_tui.engine import legal, wins
from mahjong_tui.engine.seat import SeatState
from mahjong_tui.engine.wall import RINSHAN
from rules.actions import Action, Chi, Daiminkan, Pass, Pon, Ron
from rules.ruleset import RuleSet
from rules.score import ScoreResult
from rules.tiles import EAST, Tile, kind

if TYPE_CHECKING:
    from mahjong_tui.engine.round import Round
    from mahjong_tui.engine.table import Table

SEATS = 4
_KOKUSHI_IDS = frozenset({"kokushi", "kokushi_13"})
Options = dict[int, tuple[Action, ...]]
"""Each asked seat's choices."""
Wins = dict[int, ScoreResult]
"""The value of each ron offered, kept for its settlement."""
ORDER = tuple(tuple((seat + i) % SEATS for i in range(1, SEATS)) for seat in range(SEATS))
"""``ORDER[seat]``: the other seats in turn order after ``seat``."""


def discard_claims(
    r: Round, discarder: int, tile: Tile, calls_allowed: bool
) -> tuple[Options, Wins]:
    """Every other seat's ron and calls on a discard (``calls_allowed``: not only ron)."""
    options: Options = {}
    results: Wins = {}
    k = kind(tile)
    chi_seat = ORDER[discarder][0]
    for seat in ORDER[discarder]:
        st = r.seats[seat]
        if k not in st.waits and not (calls_allowed and could_call(st, k, seat == chi_seat)):
            continue  # the fast path: most discards interest nobody
        acts, result = seat_claims(r, st, discarder, tile, calls_allowed)
        if result is not None:
            results[seat] = result
        if acts:
            options[seat] = acts
    return options, results


def seat_claims(
    r: Table, st: SeatState, discarder: int, tile: Tile, calls_allowed: bool
) -> tuple[tuple[Action, ...], ScoreResult | None]:
    """``st``'s answers to a discard (ron, calls, then a pass; () for none) and its ron's value."""
    acts: list[Action] = []
    result = None
    if kind(tile) in st.waits and not st.furiten:
        result = wins.score_win(r, st, tile, tsumo=False)
        if result is not None:
            acts.append(Ron())
    if calls_allowed:
        acts += call_actions(st, discarder, tile, r.rules, r.kans)
    return ((*acts, Pass()) if acts else ()), result


def chankan_claims(r: Round, owner: int, tile: Tile, concealed: bool) -> tuple[Options, Wins]:
    """Rons robbing a kan (see :func:`chankan_win`)."""
    options: Options = {}
    results: Wins = {}
    for seat in ORDER[owner]:
        result = chankan_win(r, r.seats[seat], tile, concealed)
        if result is not None:
            results[seat] = result
            options[seat] = (Ron(), Pass())
    return options, results


def chankan_win(r: Table, st: SeatState, tile: Tile, concealed: bool) -> ScoreResult | None:
    """The value of ``st`` robbing a kan on ``tile``, None if it may not.

    Any win robs an added kan; a concealed one (``concealed``) only a kokushi,
    and only where the rules allow it.
    """
    if concealed and not r.rules.chankan_ankan_kokushi:
        return None
    if kind(tile) not in st.waits or st.furiten:
        return None
    result = wins.score_win(r, st, tile, tsumo=False, chankan=True)
    if result is None or (concealed and not _KOKUSHI_IDS & {y.id for y in result.yaku}):
        return None
    return result


def call_actions(
    st: SeatState, discarder: int, tile: Tile, rules: RuleSet, table_kans: int
) -> list[Action]:
    """The pons, daiminkan and chis ``st`` may make on ``tile`` (no ron)."""
    k = kind(tile)
    chi_seat = st.seat == ORDER[discarder][0]
    if not could_call(st, k, chi_seat):
        return []
    acts: list[Action] = []
    held = st.kind_counts[k]
    if held >= 2:
        acts += legal.pons(st, tile, rules.kuikae)
        if held == 3 and table_kans < RINSHAN:
            acts.append(Daiminkan())
    if chi_seat:
        acts += legal.chis(st, tile, rules.kuikae)
    return acts


def could_call(st: SeatState, k: int, chi_seat: bool) -> bool:
    """A cheap necessary condition for any call on kind ``k``: a pair of it, or a chi shape.

    ``chi_seat``: ``st`` sits right after the discarder. The kuikae rules may
    still leave no legal call (:func:`call_actions` decides).
    """
    if st.riichi_declared:
        return False
    c = st.kind_counts
    if c[k] >= 2:
        return True
    if not chi_seat or k >= EAST:
        return False
    n = k % 9
    return (
        (n >= 2 and c[k - 2] > 0 and c[k - 1] > 0)
        or (0 < n < 8 and c[k - 1] > 0 and c[k + 1] > 0)
        or (n <= 6 and c[k + 1] > 0 and c[k + 2] > 0)
    )


def rons(answers: Mapping[int, Action], order: Sequence[int]) -> list[int]:
    """The seats that answered Ron, nearest the discarder first."""
    return [s for s in order if isinstance(answers.get(s), Ron)]


def winning_call(
    answers: Mapping[int, Action], order: Sequence[int]
) -> tuple[int, Chi | Pon | Daiminkan] | None:
    """The call that stands when nobody rons: a pon or kan before a chi."""
    for wanted in ((Pon, Daiminkan), (Chi,)):
        for s in order:
            answer = answers.get(s)
            if isinstance(answer, wanted):
                return s, answer
    return None


def mark_passed(st: SeatState) -> None:
    """``st`` let a winning tile go: furiten until its next discard, or for good in riichi."""
    if st.riichi:
        st.riichi_furiten = True
    else:
        st.temporary_furiten = True
