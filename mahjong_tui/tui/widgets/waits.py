"""Tenpai help under the hand: shanten, the waits with copies left, furiten, no-yaku.

On the player's own turn it answers "what if I discard the tile under the
cursor?"; otherwise it describes the hand as it stands. Each wait is checked
with the real scorer, so a wait that cannot win by ron (no yaku) says so, and
a wait already in the own river (or a standing furiten) is flagged FURITEN,
the warnings players ask clients for (riichi_advanced #30, Riichi-Trainer #60).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.text import Text
from textual.widgets import Static

from mahjong_tui.text.language import t
from mahjong_tui.text.styled import st
from mahjong_tui.text.tile_faces import TileStyle, tile_text
from rules.hand import WinSituation
from rules.observation import Observation
from rules.ruleset import RuleSet
from rules.score import HandError, score_hand
from rules.shanten import shanten, shanten_chiitoitsu, shanten_kokushi, shanten_regular, waits
from rules.tiles import Tile, counts, kind


@dataclass(frozen=True, slots=True)
class Wait:
    kind: int
    left: int
    """Copies not visible to this seat."""
    ron_points: int | None
    """What a ron pays (None: no yaku for a ron)."""
    tsumo_ok: bool


@dataclass(frozen=True, slots=True)
class HandStatus:
    shanten: int
    waits: tuple[Wait, ...]
    furiten: bool
    shapes: tuple[str, ...] = ()
    """The shapes the shanten counts towards (``shapes.*`` messages), the closest first."""
    value: str | None = None
    """What the ron values assume: ``riichi`` or ``dama`` (a closed hand), None (open)."""


def hand_status(
    obs: Observation, rules: RuleSet, discard: Tile | None, *, riichi: bool = False
) -> HandStatus:
    """The hand after ``discard`` (or as it is): shanten and its shape, waits, furiten.

    ``riichi``: the discard declares riichi, so the waits are valued with it."""
    hand = list(obs.concealed)
    if discard is not None:
        hand.remove(discard)
    c = counts(hand)
    if len(hand) % 3 != 1:
        return HandStatus(shanten(c) if len(hand) % 3 == 2 else 8, (), False, shapes(c))
    sh = shanten(c)
    if sh != 0:
        return HandStatus(sh, (), False, shapes(c))
    seen = _visible(obs, hand)
    me = obs.me
    in_riichi = riichi or me.riichi
    found = tuple(
        Wait(w, max(4 - seen[w], 0), *_value(obs, rules, hand, w, in_riichi)) for w in waits(c)
    )
    own = {kind(d.tile) for d in me.river}
    furiten = any(w.kind in own for w in found) or (discard is None and obs.furiten)
    value = None if me.is_open else "riichi" if in_riichi else "dama"
    return HandStatus(0, found, furiten, value=value)


def shapes(c: Sequence[int]) -> tuple[str, ...]:
    """Which shapes reach the hand's shanten: ``standard`` (sets and a pair), ``pairs``
    (seven pairs), ``orphans`` (thirteen orphans)."""
    found = {"standard": shanten_regular(c), "pairs": shanten_chiitoitsu(c),
             "orphans": shanten_kokushi(c)}
    best = min(v for v in found.values() if v is not None)
    return tuple(k for k, v in found.items() if v == best)


def _visible(obs: Observation, hand: Sequence[Tile]) -> list[int]:
    """The copies of each kind this hand and the table show."""
    return [h + v for h, v in zip(counts(hand), obs.visible_counts(), strict=True)]


def _value(
    obs: Observation, rules: RuleSet, hand: Sequence[Tile], win: int, riichi: bool
) -> tuple[int | None, bool]:
    """The ron payment (None without a yaku) and whether a tsumo would have a yaku."""
    me = obs.me
    out: list[int | None] = []
    for tsumo in (False, True):
        situation = WinSituation(
            tsumo=tsumo, riichi=riichi, round_wind=obs.round_wind, seat_wind=me.seat_wind,
            dora_indicators=obs.dora_indicators,
        )
        try:
            result = score_hand([*hand, win], win, me.melds, situation, rules)
        except HandError:
            out.append(None)
            continue
        out.append(result.payment.total)
    return out[0], out[1] is not None


def status_text(status: HandStatus, style: TileStyle, discard: Tile | None) -> Text:
    """``Discard 5m → Tenpai, ron dama: 4m ×1 · 2000  7m ×3 · no yaku``, or
    ``2-shanten (seven pairs)``."""
    head = Text()
    if discard is not None:
        head = st("waits.discard", tile=tile_text(discard, style))
    if status.shanten < 0:  # a hand of 14 (a kan's fourth tile aside) that is complete
        return head + Text(t("waits.complete"), style="bold #5fd75f")
    if status.shanten > 0:
        line = head + st("waits.shanten", style="bold", number=status.shanten)
        if status.shapes:
            shapes = t("waits.or").join(t(f"shapes.{s}") for s in status.shapes)
            line += st("waits.shapes", style="dim", shapes=shapes)
        return line
    if not status.waits:  # a hand of 14 at 0-shanten: one discard from tenpai
        return head + Text(t("waits.tenpai_after_discard"), style="bold")
    label = t(f"waits.tenpai_{status.value}") if status.value else t("waits.tenpai")
    parts = []
    for w in status.waits:
        part = tile_text(w.kind, style) + Text(f" ×{w.left}")
        if w.ron_points is not None:
            part += Text(f" · {w.ron_points}")
        elif w.tsumo_ok:
            part += Text(f" · {t('waits.tsumo_only')}", style="bold #ffaf00")
        else:
            part += Text(f" · {t('waits.no_yaku')}", style="bold #ff5f5f")
        parts.append(part)
    line = head + Text(label + " ", style="bold #5fd75f") + Text("   ").join(parts)
    if status.furiten:
        line += Text("  ") + Text(f" {t('waits.furiten')} ", style="bold #ffffff on #c41a1a")
    return line


class WaitsView(Static):
    def show(
        self, obs: Observation, rules: RuleSet, style: TileStyle, discard: Tile | None, *,
        riichi: bool = False,
    ) -> None:
        status = hand_status(obs, rules, discard, riichi=riichi)
        self.update(status_text(status, style, discard))
