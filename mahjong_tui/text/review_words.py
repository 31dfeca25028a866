"""The review in words: each mistake in one line, its reason, a seat's summary.

The figures are the AI's own (:mod:`ai.judge`); a hand's shape and a deal-in chance are
said as the hint says them (:mod:`mahjong_tui.text.hint_words`), an action with the
table's tile faces.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mahjong_tui.text.hint_words import percent, shape_phrase
from mahjong_tui.text.language import t
from mahjong_tui.text.tile_faces import TileStyle, face
from mahjong_tui.text.words import round_title
from rules.actions import (
    Action,
    Ankan,
    Chi,
    Daiminkan,
    Discard,
    Kakan,
    KyuushuKyuuhai,
    Pass,
    Pon,
    Ron,
    Tsumo,
)
from rules.tiles import EAST, is_red

if TYPE_CHECKING:  # the words read the review's figures; the AI is not theirs to load
    from ai.judge import Figures
    from mahjong_tui.review.game_review import Mistake, SeatReview


def action_words(action: Action, style: TileStyle) -> str:
    """``5m``, ``riichi 5m``, ``chi 3m 4m``, ``pass``... in the player's language."""
    def tiles(*shown: int) -> str:
        return " ".join(face(tile, style).strip() for tile in shown)

    match action:
        case Discard(tile=tile, riichi=True):
            return t("review.actions.riichi", tile=tiles(tile))
        case Discard(tile=tile) if is_red(tile):
            return t("review.actions.red", tile=tiles(tile))
        case Discard(tile=tile):
            return tiles(tile)
        case Chi(tiles=pair):
            return t("review.actions.chi", tiles=tiles(*pair))
        case Pon(tiles=pair):
            return t("review.actions.pon", tiles=tiles(pair[0]))
        case Ankan(kind=k) | Kakan(kind=k):
            return t("review.actions.kan", tiles=tiles(k))
        case Daiminkan():
            return t("review.actions.open_kan")
        case Pass():
            return t("review.actions.pass")
        case Tsumo():
            return t("review.actions.tsumo")
        case Ron():
            return t("review.actions.ron")
        case KyuushuKyuuhai():
            return t("review.actions.nine_terminals")
    return type(action).__name__


def shape_words(f: Figures) -> str:
    """The hand a choice leaves and its danger: ``1-shanten, 12 tiles improve it, 7% to
    deal in``; empty when the choice leaves no hand to speak of (a win, a pass)."""
    parts: list[str] = []
    if f.shanten is not None and f.ukeire is not None:
        parts.append(shape_phrase(f.shanten, f.ukeire))
    if f.deal_in:
        parts.append(t("hint.deal_in", percent=percent(max(f.deal_in))))
    return t("hint.why_separator").join(parts)


def hand_words(mistake: Mistake) -> str:
    hand = mistake.decision.hand
    return round_title(EAST + hand.kyoku // 4, hand.dealer, hand.honba)


def mistake_line(mistake: Mistake, style: TileStyle) -> str:
    """``East 1 · turn 9 · you 5m · AI 7s · 1474 points · push or fold``."""
    v = mistake.verdict
    return t("review.mistake", hand=hand_words(mistake), turn=mistake.decision.turn,
             played=action_words(v.played.action, style), ai=action_words(v.ai.action, style),
             loss=round(v.loss), kind=t(f"review.kinds.{mistake.kind}"))


def mistake_note(mistake: Mistake, style: TileStyle) -> str:
    """The two choices side by side, and why: what each leaves."""
    v = mistake.verdict
    mine, theirs = shape_words(v.played), shape_words(v.ai)
    line = t("review.note", played=action_words(v.played.action, style),
             ai=action_words(v.ai.action, style), kind=t(f"review.kinds.{mistake.kind}"),
             loss=round(v.loss))
    if mine or theirs:
        line += t("review.why", played=mine or "-", ai=theirs or "-")
    return line


def summary_lines(review: SeatReview) -> list[str]:
    """The decisions and the agreement; the points lost by kind."""
    lines = [t("review.summary", decisions=review.decisions,
               agreement=f"{review.agreement:.0%}")]
    lost = [t("review.lost_part", kind=t(f"review.kinds.{kind}"), points=round(points))
            for kind, points in review.losses().items() if round(points)]
    lines.append(t("review.lost", parts=t("review.separator").join(lost)) if lost
                 else t("review.none_lost"))
    return lines
