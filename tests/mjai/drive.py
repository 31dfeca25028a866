"""Drive seeded games while one seat's mjai view follows along, checking it at every step.

``checked_game`` is the proof that the mjai view is exact: at every decision
of the watched seat, the view's observation equals the engine's
``observe(seat)`` and its legal actions equal ``pending()[seat]`` (in order),
and it never sees a choice the engine does not offer.
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_tui.engine.game import Game
from mahjong_tui.engine.players import Player
from mahjong_tui.mjai.events import SeatTranslator
from mahjong_tui.mjai.external import MJAI_ACTIONS
from mahjong_tui.mjai.legality import legal_actions
from mahjong_tui.mjai.view import TableView
from rules.actions import Action
from rules.ruleset import RuleSet


def checked_game(rules: RuleSet, seed: int, seat: int, players: Sequence[Player]) -> int:
    """Play one game; return how many decisions of ``seat`` were checked."""
    game = Game(rules, seed)
    translator = SeatTranslator(seat)
    view = TableView(rules)
    fed = 0
    offered: tuple[Action, ...] = ()
    checked = 0
    while True:
        messages = translator.translate(game.log[fed:])
        fed = len(game.log)
        for i, msg in enumerate(messages):
            view.update(msg)
            acts = legal_actions(view, msg)
            assert not acts or i == len(messages) - 1, f"a choice on {msg} the engine skipped"
            offered = acts if i == len(messages) - 1 else ()
        if game.is_over:
            return checked
        pending = game.pending()
        if messages and view.in_hand:
            # choices mjai cannot express (ShowHand, Yame) are not the view's to offer
            expected = tuple(a for a in pending.get(seat, ()) if isinstance(a, MJAI_ACTIONS))
            assert offered == expected, f"{messages[-1]}: view {offered} != engine {expected}"
            if expected:
                assert view.observation() == game.observe(seat), messages[-1]
                checked += 1
        s = min(pending)
        game.apply(s, players[s].decide(game.observe(s), pending[s]))
