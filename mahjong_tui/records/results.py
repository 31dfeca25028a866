"""The engine's wins and draws as Tenhou writes them (yaku lines, score text, draw words).

Shared by the export (engine log -> tenhou.net/6) and the replay (which
compares the engine's results with a record's in Tenhou's terms).
"""

from __future__ import annotations

from mahjong_tui.engine.events import Drawn, DrawReason, Won
from mahjong_tui.records import codes
from mahjong_tui.records.model import DrawEnd, Win, YakuLine
from mahjong_tui.records.points import payment_text
from rules.score import ScoreResult
from rules.tiles import EAST
from rules.yaku import YAKU_INFO

_ABORTS = {
    DrawReason.KYUUSHU_KYUUHAI: codes.KYUUSHU,
    DrawReason.SUUFON_RENDA: codes.SUUFON_RENDA,
    DrawReason.SUUCHA_RIICHI: codes.SUUCHA_RIICHI,
    DrawReason.SUUKAIKAN: codes.SUUKAIKAN,
    DrawReason.SANCHAHOU: codes.SANCHAHOU,
}


def yaku_lines(result: ScoreResult, round_wind: int, seat_wind: int) -> tuple[YakuLine, ...]:
    """The result's yaku in Tenhou's names and order (zero-han dora are not listed)."""
    lines = []
    for y in sorted(result.yaku, key=lambda y: codes.YAKU_ORDER.get(y.id, len(codes.YAKU_ORDER))):
        name = codes.YAKU_NAMES.get(y.id, YAKU_INFO[y.id].name_ja)
        if y.id in ("seat_wind", "round_wind"):
            wind = seat_wind if y.id == "seat_wind" else round_wind
            name += " " + codes.WIND_NAMES[wind - EAST]
        lines.append(YakuLine(name, y.han, yakuman=result.yakuman > 0))
    return tuple(lines)


def win_of(event: Won, dealer: int, round_wind: int) -> Win:
    result = event.result
    seat_wind = EAST + (event.winner - dealer) % 4
    tsumo = event.from_seat is None
    limit = codes.LIMITS.get(result.limit, "")
    return Win(
        seat=event.winner,
        from_seat=event.winner if tsumo else event.from_seat,  # type: ignore[arg-type]
        deltas=tuple(event.deltas),
        yaku=yaku_lines(result, round_wind, seat_wind),
        fu=result.fu,
        limit=limit,
        points=payment_text(result.base_points, event.winner == dealer, tsumo),
        pao=event.pao,
    )


def draw_of(event: Drawn) -> DrawEnd:
    deltas = tuple(event.deltas) if any(event.deltas) else None
    if event.reason is not DrawReason.EXHAUSTIVE:
        return DrawEnd(_ABORTS[event.reason], deltas)
    if event.nagashi:
        return DrawEnd(codes.NAGASHI, deltas)
    tenpai = sum(event.tenpai)
    word = {0: codes.ALL_NOTEN, 4: codes.ALL_TENPAI}.get(tenpai, codes.EXHAUSTIVE)
    return DrawEnd(word, deltas)
