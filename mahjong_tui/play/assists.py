"""Table assists: the decisions the table may take for the human without asking.

Clients such as Mahjong Soul offer toggles that players keep on for whole games
(players-ask: auto-win, no calls, auto-discard, kept between hands). Each one
only ever picks an action from the legal ones, and only when the choice it
stands for is the whole decision:

- *auto-win*: take a legal tsumo or ron (off by default: declining a win for
  placement, or a riichi waiting for a bigger tsumo, is the player's call);
- *no calls*: pass on a discard that can only be chi, pon or kan (a ron offer is
  still asked, unless auto-win takes it);
- *auto-discard*: on your turn, discard the drawn tile when nothing but a
  plain discard is possible (no tsumo, riichi, kan or nine terminals).

Two more toggles decide nothing: *hand help*, the line under the hand with the
shanten, the waits and their value, and the furiten and no-yaku warnings (on by
default; off for players who want to read their hand themselves), and *danger*,
each tile's chance to deal into a riichi or a valuable open hand shown under it (off by default; see
:mod:`mahjong_tui.play.danger_view`).

In riichi with nothing else to decide the drawn tile always goes out by itself,
toggle or not. No Textual here: the table screen asks :func:`automatic_action`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.actions import Action, Chi, Daiminkan, Discard, Pass, Pon, Ron, Tsumo


@dataclass(slots=True)
class Assists:
    """The player's toggles (saved with the settings, kept between hands and games)."""

    auto_win: bool = False
    no_calls: bool = False
    auto_discard: bool = False
    hand_help: bool = True
    danger: bool = False


def automatic_action(legal: Sequence[Action], in_riichi: bool, assists: Assists) -> Action | None:
    """The action the table takes now without asking, or None to ask the player."""
    if not legal:
        return None
    if assists.auto_win:
        win = next((a for a in legal if isinstance(a, Tsumo | Ron)), None)
        if win is not None:
            return win
    if assists.no_calls and Pass() in legal and all(
        isinstance(a, Chi | Pon | Daiminkan | Pass) for a in legal
    ):
        return Pass()
    if in_riichi or assists.auto_discard:
        return _only_tsumogiri(legal)
    return None


def _only_tsumogiri(legal: Sequence[Action]) -> Discard | None:
    """The discard of the drawn tile, when every legal action is a plain discard."""
    if not all(isinstance(a, Discard) and not a.riichi for a in legal):
        return None
    return next((a for a in legal if isinstance(a, Discard) and a.tsumogiri), None)
