"""Pao (責任払い): who is liable for a yakuman they made certain by feeding a set.

The seat that fed the third dragon set (daisangen), the fourth wind set
(daisuushii) or the fourth kan by daiminkan (suukantsu) pays for the yakuman,
as the RuleSet's ``pao_yaku`` lists; ``daiminkan_rinshan_pao`` makes the feeder
of a daiminkan pay alone for the rinshan win that follows it.
"""

from __future__ import annotations

from mahjong_tui.engine.seat import SeatState
from mahjong_tui.engine.wall import RINSHAN
from rules.hand import Meld, MeldKind
from rules.ruleset import RuleSet
from rules.score import ScoreResult
from rules.tiles import DRAGONS, WINDS

RINSHAN_PAO = "daiminkan_rinshan"
"""The key of a daiminkan's rinshan liability in ``SeatState.pao``: not a yaku's id (the
yaku ``rinshan`` would read it as a yakuman's pao covering none of the hand)."""


def note_pao(st: SeatState, meld: Meld, feeder: int, rules: RuleSet) -> None:
    """Remember who fed the set (``meld``, just called from ``feeder``'s discard) that made
    a pao yakuman certain."""
    k = meld.first_kind
    sets = [m.first_kind for m in st.melds if m.kind is not MeldKind.CHI]
    pao = rules.pao_yaku
    if "daisangen" in pao and k in DRAGONS and sum(x in DRAGONS for x in sets) == 3:
        st.pao["daisangen"] = feeder
    if "daisuushii" in pao and k in WINDS and sum(x in WINDS for x in sets) == 4:
        st.pao["daisuushii"] = feeder
    if "suukantsu" in pao and meld.kind is MeldKind.MINKAN and st.kans == RINSHAN - 1:
        st.pao["suukantsu"] = feeder


def note_rinshan_pao(st: SeatState, meld: Meld, rules: RuleSet) -> None:
    """A kan stands: after a daiminkan its feeder pays the coming rinshan win alone (if
    the rules say so); any other kan ends that liability (the next rinshan is not theirs)."""
    st.pao.pop(RINSHAN_PAO, None)
    if rules.daiminkan_rinshan_pao and meld.kind is MeldKind.MINKAN:
        assert meld.from_seat is not None
        st.pao[RINSHAN_PAO] = meld.from_seat


def liable(
    st: SeatState, result: ScoreResult, tsumo: bool, rinshan: bool
) -> tuple[int | None, int | None]:
    """The liable seat and the yakuman multiples it covers (None: the whole hand)."""
    for y in result.yaku:
        if y.id in st.pao:
            return st.pao[y.id], y.han // 13
    if tsumo and rinshan and RINSHAN_PAO in st.pao:
        return st.pao[RINSHAN_PAO], None
    return None, None
