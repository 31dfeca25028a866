"""A whole game: hands in sequence, dealer rotation, bust, yame, the extension, the end.

``Game`` offers the same contract as a :class:`Round` (``pending``, ``observe``,
``apply``) over the whole game and keeps one event log. All randomness comes
from one ``random.Random(seed)``: the walls are shuffled from it in order, so
the same seed and the same actions give the same log.

End of game (per the RuleSet):

- bust: a score below zero (or at zero with ``bust_at_zero``) ends the game at once;
- ``one_hand`` ends after one hand, renchan or not;
- agari-yame / tenpai-yame: in the last regular hand or the extension, a dealer who
  keeps the deal by a win / by tenpai while first (seat order breaks ties) with at
  least the target points stops the game; when optional, the dealer chooses with
  ``Yame(stop)`` before the next hand;
- after the last regular hand passes the deal, the game ends if someone has the
  target points; otherwise the extension plays up to ``extension_max_winds`` more
  winds: sudden death ends it after any hand that leaves someone at the target
  (with renchan priority a dealer who keeps the deal plays on), ``fixed_four_hands``
  checks only when a wind is over.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence

from mahjong_tui.engine.errors import IllegalActionError
from mahjong_tui.engine.events import (
    Event,
    GameEnded,
    GameStarted,
    RoundEnded,
    Scores,
    YameChosen,
    net_chips,
)
from mahjong_tui.engine.round import Round, RoundSetup
from mahjong_tui.engine.settlement import final_standings
from mahjong_tui.engine.wall import Wall
from rules.actions import Action, Yame
from rules.observation import Observation
from rules.ruleset import RuleSet
from rules.tiles import EAST

SEATS = 4
_REGULAR_WINDS = {"one_hand": 1, "tonpuu": 1, "hanchan": 2, "issou": 4}
_YAME_CHOICES: tuple[Action, ...] = (Yame(True), Yame(False))


def next_setup(index: int, setup: RoundSetup, ended: RoundEnded) -> tuple[int, RoundSetup]:
    """The next hand, if the game goes on after the hand ``setup`` started and ``ended``
    closed: its index (East 1 is 0, see ``Game``) and table.

    The RuleSet's renchan, honba and riichi-stick rules are already settled in ``ended``
    by the Round, so the step itself is rule-free: the dealer keeps the deal or passes it,
    and the honba, sticks and scores carry over. Game records are checked against it
    (``mahjong_tui.records.replay``), so both follow one account of the transition.
    """
    streak = setup.dealer_streak + 1 if ended.dealer_won and ended.renchan else 0
    nxt = index if ended.renchan else index + 1
    return nxt, RoundSetup(
        round_wind=EAST + (nxt // 4) % 4,
        hand_number=nxt % 4,
        honba=ended.honba,
        riichi_sticks=ended.riichi_sticks,
        scores=ended.scores,
        dealer_streak=streak,
    )


class Game:
    def __init__(
        self,
        ruleset: RuleSet,
        seed: int | None = None,
        *,
        walls: Iterable[Wall] = (),
        start: RoundSetup | None = None,
    ) -> None:
        """``walls`` are used for the first hands (scripted), then walls are shuffled.

        ``start`` sets up the first hand (e.g. all-last with given scores);
        by default East 1 with the starting points.
        """
        self.rules = ruleset
        self.rng = random.Random(seed)
        self.log: list[Event] = []
        self.round: Round
        self.hands_played = 0
        self._walls = iter(walls)
        self._regular_winds = _REGULAR_WINDS[ruleset.game_length]
        self._yame_next: RoundSetup | None = None
        self._over = False
        self._index = 0
        """Hands from East 1 (East 1 is 0, South 1 is 4, West 1 is 8...; renchan repeats)."""
        if start is None:
            points = ruleset.starting_points
            start = RoundSetup(scores=(points, points, points, points))
        self.log.append(GameStarted(ruleset, seed, start.scores))
        self._out: list[Event] = []
        self._start(start, (start.round_wind - EAST) * 4 + start.hand_number)

    # --- the contract -------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self._over

    def pending(self) -> Mapping[int, Sequence[Action]]:
        if self._over:
            return {}
        if self._yame_next is not None:
            return {self.round.dealer: _YAME_CHOICES}
        return self.round.pending()

    def observe(self, seat: int) -> Observation:
        return self.round.observe(seat)

    def apply(self, seat: int, action: Action) -> list[Event]:
        self._out = []
        if self._yame_next is not None:
            if seat != self.round.dealer or action not in _YAME_CHOICES:
                raise IllegalActionError(f"seat {seat} may not {action} now")
            assert isinstance(action, Yame)
            nxt, self._yame_next = self._yame_next, None
            self._emit(YameChosen(seat, action.stop))
            if action.stop:
                self._finish()
            else:
                self._start(nxt, self._index)
            return self._out
        if self._over:
            raise IllegalActionError("the game is over")
        self._collect(self.round.apply(seat, action))
        if self.round.result is not None:
            self._after_hand(self.round.result)
        return self._out

    # --- flow ----------------------------------------------------------------

    def _emit(self, event: Event) -> None:
        self.log.append(event)
        self._out.append(event)

    def _collect(self, events: list[Event]) -> None:
        self.log.extend(events)
        self._out.extend(events)

    def _start(self, setup: RoundSetup, index: int) -> None:
        self._index = index
        wall = next(self._walls, None) or Wall.shuffled(self.rng, self.rules.red_fives)
        self.round = Round(self.rules, setup, wall)
        self._collect(self.round.log)

    def _after_hand(self, ended: RoundEnded) -> None:
        r = self.rules
        self.hands_played += 1
        scores = ended.scores
        current = self.round.setup
        dealer = current.hand_number
        index = self._index
        last_regular = self._regular_winds * 4 - 1
        if self._busted(scores) or r.game_length == "one_hand":
            self._finish()
            return
        nxt_index, nxt = next_setup(index, current, ended)
        reached = max(scores) >= r.target_points
        if index >= last_regular and ended.renchan and self._is_top(scores, dealer):
            mode = r.agari_yame if ended.dealer_won else r.tenpai_yame
            if not ended.dealer_tenpai and not ended.dealer_won:
                mode = "none"
            if scores[dealer] >= r.target_points and mode != "none":
                if mode == "automatic":
                    self._finish()
                else:
                    self._yame_next = nxt
                return
        in_extension = index > last_regular
        sudden = r.extension in ("sudden_death", "sudden_death_renchan_priority")
        keeps_going = ended.renchan and r.extension == "sudden_death_renchan_priority"
        if in_extension and sudden and reached and not keeps_going:
            self._finish()
            return
        if nxt_index > last_regular and nxt_index % 4 == 0 and not ended.renchan:
            extra = r.extension_max_winds if r.extension != "none" else 0
            if reached or nxt_index > last_regular + extra * 4:
                self._finish()
                return
        self._start(nxt, nxt_index)

    def _busted(self, scores: Sequence[int]) -> bool:
        r = self.rules
        if not r.bust_enabled:
            return False
        return any(s < 0 or (r.bust_at_zero and s == 0) for s in scores)

    def _is_top(self, scores: Sequence[int], seat: int) -> bool:
        """First place; a tie goes to the seat nearer the first dealer, or is shared."""
        if self.rules.tie_break == "split":
            return scores[seat] == max(scores)
        return min(range(SEATS), key=lambda s: (-scores[s], s)) == seat

    @property
    def chips(self) -> Scores:
        """Net chips per seat so far: what each win's payers paid its winner."""
        return net_chips(self.log)

    def _finish(self) -> None:
        result = self.round.result
        assert result is not None
        chips = self.chips
        standings = final_standings(result.scores, result.riichi_sticks, self.rules, chips)
        self._emit(GameEnded(result.scores, result.riichi_sticks, standings, chips))
        self._over = True
