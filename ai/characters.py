"""The characters of the themed line-ups: the strong AI, each with a style of its own.

A character is a :class:`~ai.levels.Level` made from ``strong`` with a few of its knobs
turned, so that it keeps the strong AI's reading of the table and plays it its own way:

- how readily it calls: ``yakuhai`` (value honours only), ``ev`` (strong's own weighing
  of each call against the closed hand) or ``full`` (speed calls for tanyao, a flush,
  all triplets as well);
- riichi or silent: ``always`` (riichi on every tenpai), ``full`` (strong's judgement),
  ``value`` (silent when the hand is worth enough without it), ``silent`` (riichi only
  on a hand without a yaku or a cheap one);
- push or fold: ``caution``, the weight of the deal-in cost (strong: 1.0; the defenders
  1.8 and 2.2, a fighter 0.6).

No two characters share all three knobs: each plays its own way.

The line-ups (a venue and three characters) and the characters' names are the app's
(:mod:`mahjong_tui.play.lineups`); here only what makes them play.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from ai.calls import CallPolicy
from ai.levels import STRONG, Level
from ai.riichi import RiichiPolicy


def _character(character_id: str, calls: CallPolicy, riichi: RiichiPolicy, caution: float,
               ) -> Level:
    return replace(STRONG, id=character_id, name=character_id.capitalize(), calls=calls,
                   riichi=riichi, caution=caution)


CHARACTERS: Final[dict[str, Level]] = {lv.id: lv for lv in (
    # 幕末麻雀, a Kyoto teahouse: the free spirit, the vice-commander, the swordsman.
    _character("ryoma", "full", "always", 0.6),
    _character("hijikata", "yakuhai", "silent", 2.2),
    _character("okita", "ev", "always", 1.0),
    # 美少女麻雀, a parlour under the cherry trees: quick, cool, and after the big hand.
    _character("sakura", "full", "full", 0.7),
    _character("yuki", "yakuhai", "silent", 1.8),
    _character("akane", "ev", "always", 0.9),
    # ホスト麻雀, a night lounge: the showman, the calm one, the fast one.
    _character("ren", "yakuhai", "always", 0.6),
    _character("minato", "ev", "silent", 2.2),
    _character("hayate", "full", "full", 1.0),
)}
"""Every character by id (lower-case ASCII, stable: ``sim --players`` and the saved
settings use it)."""
