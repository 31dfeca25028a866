"""The replay viewer's model: a recorded game as steps of the engine's own rounds.

Each recorded hand is first played through the engine by
:func:`mahjong_tui.records.replay.play_round`, which checks the record and
gives the engine's event log of the hand. :func:`follow` then plays a fresh
Round with the same start and wall, answering every decision with the action
that leads to the next event of that log; after each decision it yields the
Round. One decision is one step (a whole claim round of passes counts as one,
as it changes the table once), and step 0 is the deal.

A step keeps the four seats' Observations (frozen, so a snapshot is only
references), which is all the viewer draws: each seat's view carries its own
concealed hand, so showing all hands open needs no access to the engine's
private state, and stepping back is reading an earlier snapshot.

:class:`ReplayView` is the viewer's position (hand, step, seat): the only
state the screen has, with no Textual in it so it is tested headless.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import dropwhile, takewhile

from mahjong_tui.engine.errors import EngineError
from mahjong_tui.engine.events import (
    AddedKan,
    Called,
    ConcealedKan,
    Discarded,
    DoraRevealed,
    Drawn,
    DrawReason,
    Drew,
    Event,
    RiichiAccepted,
    Won,
    last_discarder,
    net_chips,
)
from mahjong_tui.engine.round import Round
from mahjong_tui.engine.settlement import Standings, final_standings
from mahjong_tui.play.session import YOU, HandOutcome, player_name, your_seat
from mahjong_tui.records.errors import RecordError
from mahjong_tui.records.model import GameRecord, RoundRecord
from mahjong_tui.records.replay import ReplayMismatch, play_round
from mahjong_tui.text.language import t
from mahjong_tui.text.tile_faces import TileStyle, face
from mahjong_tui.text.words import draw_reason, hand_label
from rules import actions as act
from rules.hand import MeldKind
from rules.observation import Observation
from rules.ruleset import RuleSet
from rules.tiles import EAST, Tile, kind, sort_key

SEATS = 4


@dataclass(frozen=True, slots=True)
class Step:
    """The table after one decision."""

    views: tuple[Observation, ...]
    """Each seat's Observation, in seat order."""
    on_turn: frozenset[int]
    """The seats deciding next (empty once the hand is over)."""
    events: tuple[Event, ...]
    """What the decision led to (the deal's events for step 0)."""


@dataclass(frozen=True, slots=True)
class HandReplay:
    steps: tuple[Step, ...]
    outcome: HandOutcome
    """How the hand ended, as the round result screen shows it."""

    @property
    def label(self) -> str:
        """``E1-0`` / ``東1局 0本場``, in the player's language."""
        setup = self.outcome.setup
        return hand_label(setup.round_wind, setup.hand_number, setup.honba)


def _leads_to(seat: int, option: act.Action, upcoming: Sequence[Event]) -> bool:
    """Whether ``seat`` taking ``option`` makes the engine emit ``upcoming[0]`` next."""
    nxt = upcoming[0]
    match option:
        case act.Discard(tile, tsumogiri, riichi):
            return nxt == Discarded(seat, tile, tsumogiri, riichi)
        case act.Chi(tiles) | act.Pon(tiles):
            wanted = MeldKind.CHI if isinstance(option, act.Chi) else MeldKind.PON
            if not (isinstance(nxt, Called) and nxt.seat == seat and nxt.meld.kind is wanted):
                return False
            own = list(nxt.meld.tiles)
            if nxt.meld.called is not None:
                own.remove(nxt.meld.called)
            return sorted(own, key=sort_key) == sorted(tiles, key=sort_key)
        case act.Daiminkan():
            return (isinstance(nxt, Called) and nxt.seat == seat
                    and nxt.meld.kind is MeldKind.MINKAN)
        case act.Ankan(k):
            return isinstance(nxt, ConcealedKan) and nxt.seat == seat and (
                kind(nxt.meld.tiles[0]) == k)
        case act.Kakan(k):
            return isinstance(nxt, AddedKan) and nxt.seat == seat and kind(nxt.tile) == k
        case act.Tsumo():
            return isinstance(nxt, Won) and nxt.winner == seat and nxt.from_seat is None
        case act.Ron():
            wins = takewhile(lambda e: isinstance(e, Won), upcoming)
            return any(isinstance(w, Won) and w.winner == seat for w in wins) or (
                isinstance(nxt, Drawn) and nxt.reason is DrawReason.SANCHAHOU)
        case act.KyuushuKyuuhai():
            return isinstance(nxt, Drawn) and nxt.declarer == seat
        case act.ShowHand(show):
            return isinstance(nxt, Drawn) and bool(nxt.hands[seat]) is show
    return False


def _automatic(event: Event) -> bool:
    """Events the engine emits on its own before the one a decision shows in (a riichi
    counts, a kan dora turns, before the call or discard that follows)."""
    return isinstance(event, RiichiAccepted | DoraRevealed)


def _answer(seat: int, options: Sequence[act.Action], upcoming: Sequence[Event]) -> act.Action:
    for option in options:
        if _leads_to(seat, option, upcoming):
            return option
    if act.Pass() in options:
        return act.Pass()
    raise ReplayMismatch(f"no action of seat {seat} leads to the engine's next event")


def follow(played: Round) -> Iterator[Round]:
    """A fresh Round of ``played``'s hand, yielded at the deal and after each decision,
    until it has emitted the same events as ``played`` (the same object each time)."""
    target = played.log
    rnd = Round(played.rules, played.setup, played.wall)
    yield rnd
    while not rnd.is_over:
        upcoming = list(dropwhile(_automatic, target[len(rnd.log):]))
        if not upcoming:
            raise ReplayMismatch("the engine goes on where its first replay ended")
        answers = [(s, _answer(s, o, upcoming)) for s, o in rnd.pending().items()]
        for seat, action in answers:
            rnd.apply(seat, action)
        yield rnd
    if rnd.log != target:
        raise ReplayMismatch("the second replay of the hand took another course")


def snapshot(rnd: Round, events: Sequence[Event]) -> Step:
    return Step(
        tuple(rnd.observe(s) for s in range(SEATS)), frozenset(rnd.pending()), tuple(events)
    )


def replay_hand(record: RoundRecord, rules: RuleSet) -> HandReplay:
    """Every step of one finished hand. Raises ReplayMismatch where the engine cannot
    follow the record."""
    played = play_round(record, rules)
    steps = []
    seen = 0
    for rnd in follow(played):
        steps.append(snapshot(rnd, rnd.log[seen:]))
        seen = len(rnd.log)
    assert played.result is not None  # play_round plays the hand to its end
    draws = [e for e in played.log if isinstance(e, Drawn)]
    outcome = HandOutcome(
        setup=played.setup,
        wins=tuple(e for e in played.log if isinstance(e, Won)),
        draw=draws[0] if draws else None,
        ended=played.result,
        table=played.observe(0),
        riichi_deposit=rules.riichi_deposit,
    )
    return HandReplay(tuple(steps), outcome)


def _replayed(record: RoundRecord, rules: RuleSet) -> HandReplay:
    """:func:`replay_hand`, or a RecordError naming the hand the engine cannot follow."""
    try:
        return replay_hand(record, rules)
    except (ReplayMismatch, EngineError, ValueError) as exc:
        raise RecordError(f"the engine cannot replay it: {exc}", code="cannot_replay",
                          wind=EAST + record.kyoku // 4, number=record.kyoku % 4,
                          honba=record.honba) from None


def _tile(tile: Tile) -> str:
    """A tile as the table writes it (``5m``, ``發``), not in MPSZ notation (``6z``)."""
    return face(tile, TileStyle.TEXT).strip()


CALLS = {MeldKind.CHI: "chi", MeldKind.PON: "pon", MeldKind.MINKAN: "open_kan"}
"""What a step did, by the message ``replay.NAME`` (or ``replay.NAME_you`` for the player's
own move: "You discard", not "You discards")."""


def _say(phrase: str, name: str, tile: Tile | None = None) -> str:
    key = f"replay.{phrase}_you" if name == player_name(YOU) else f"replay.{phrase}"
    return t(key, name=name, tile=_tile(tile) if tile is not None else "")


def describe(step: Step, names: Sequence[str]) -> str:
    """What a step did, in a few words (its first telling event)."""
    for e in step.events:
        match e:
            case Discarded(seat, tile, _, riichi):
                return _say("riichi" if riichi else "discard", names[seat], tile)
            case Called(seat, meld):
                return _say(CALLS.get(meld.kind, "open_kan"), names[seat])
            case ConcealedKan(seat):
                return _say("concealed_kan", names[seat])
            case AddedKan(seat):
                return _say("added_kan", names[seat])
            case Won(winner, from_seat):
                return _say("tsumo" if from_seat is None else "ron", names[winner])
            case Drawn(reason):
                return draw_reason(reason)
            case Drew(seat, tile):
                return _say("draw_tile", names[seat], tile)
    return ""


class ReplayView:
    """Where the viewer stands in a game: the hand, the step in it, the seat at the bottom.

    Forward from a hand's last step goes to the next hand's deal, back from a deal to
    the last step of the hand before.
    """

    def __init__(self, game: GameRecord) -> None:
        """Replays every finished hand at once (a hanchan takes well under a second), so
        a record the engine cannot follow fails here, before any screen opens."""
        self.names = tuple(player_name(n) if n else t("replay.seat", number=s)
                           for s, n in enumerate(game.names))
        self.rules = game.ruleset
        self.hands = tuple(_replayed(r, game.ruleset) for r in game.rounds if r.finished)
        if not self.hands:
            raise RecordError("it has no finished hand to replay", code="no_finished_hand")
        self.standings = self._final_standings(game)
        """How the game ended (None for a game whose log stops before its end)."""
        self.hand_index = 0
        self.step_index = 0
        self.seat = your_seat(game.names)
        """The seat at the bottom: the player's own in a game of ours (its log names the
        player "You"), else the first dealer's."""

    def _final_standings(self, game: GameRecord) -> Standings | None:
        """The settlement after the last hand, as the engine makes it, when the record says
        the game was over (its final scores, ``sc``) and no hand is left unplayed."""
        if "sc" not in game.extra or not game.rounds[-1].finished:
            return None
        last = self.hands[-1].outcome
        chips = net_chips([w for h in self.hands for w in h.outcome.wins])
        return final_standings(last.ended.scores, last.ended.riichi_sticks, self.rules, chips)

    @property
    def at_game_end(self) -> bool:
        """At the last hand's result."""
        return self.at_end and self.hand_index == len(self.hands) - 1

    @property
    def hand(self) -> HandReplay:
        return self.hands[self.hand_index]

    @property
    def step(self) -> Step:
        return self.hand.steps[self.step_index]

    @property
    def view(self) -> Observation:
        """The table as the viewpoint seat sees it."""
        return self.step.views[self.seat]

    @property
    def at_end(self) -> bool:
        """At the hand's last step: its result is shown."""
        return self.step_index == len(self.hand.steps) - 1

    def forward(self) -> None:
        if not self.at_end:
            self.step_index += 1
        elif self.hand_index + 1 < len(self.hands):
            self.hand_index += 1
            self.step_index = 0

    def back(self) -> None:
        if self.step_index:
            self.step_index -= 1
        elif self.hand_index:
            self.hand_index -= 1
            self.step_index = len(self.hand.steps) - 1

    def to_deal(self) -> None:
        self.step_index = 0

    def to_result(self) -> None:
        self.step_index = len(self.hand.steps) - 1

    def last_discarder(self) -> int | None:
        """Who made the hand's latest discard up to this step (None before the first)."""
        steps = self.hand.steps[: self.step_index + 1]
        return last_discarder([e for step in steps for e in step.events])

    def progress(self) -> float:
        """How far into the game this step is, 0.0 at the first deal to 1.0 at the last
        result (counting steps, so a long hand takes its share)."""
        total = sum(len(h.steps) for h in self.hands) - 1
        done = sum(len(h.steps) for h in self.hands[: self.hand_index]) + self.step_index
        return done / total if total else 1.0

    def jump_hand(self, delta: int) -> None:
        """To the deal of the hand ``delta`` hands away (kept inside the game)."""
        self.hand_index = max(0, min(len(self.hands) - 1, self.hand_index + delta))
        self.step_index = 0

    def go_to(self, hand_index: int, moment: int) -> None:
        """To the step where hand ``hand_index``'s log held ``moment`` events: the table
        as a decision made then saw it (the deal when no step matches)."""
        self.hand_index = max(0, min(len(self.hands) - 1, hand_index))
        events = 0
        for index, step in enumerate(self.hand.steps):
            events += len(step.events)
            if events >= moment:
                self.step_index = index
                return
        self.step_index = 0

    def set_seat(self, seat: int) -> None:
        self.seat = seat % SEATS

    def status(self) -> str:
        """``E1-0 (hand 1/9) · step 12/143 · seen from <name> · <what the step did>``."""
        parts = [
            t("replay.position", hand=self.hand.label, number=self.hand_index + 1,
              hands=len(self.hands)),
            t("replay.step", step=self.step_index, steps=len(self.hand.steps) - 1),
            t("replay.seen_from", name=self.names[self.seat]),
            describe(self.step, self.names),
        ]
        return t("replay.separator").join(p for p in parts if p)
