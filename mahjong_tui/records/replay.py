"""Drive the engine through a record and compare its results with the record's.

Each finished hand is replayed on its own: a scripted wall puts the record's
deals, draws (in order), replacement tiles and dora / ura indicators where the
engine takes them from (see ``mahjong_tui.engine.wall``), then every recorded
discard, call, kan, riichi and win is played as one of the engine's legal
actions, and every draw the engine makes is checked against the record. The
engine decides everything else itself: kan dora timing, furiten, abortive
draws, scoring and payments. A hand matches when the engine ends it the same
way with the same score changes and, for each win, the same yaku lines and fu.

The hands are also chained: each hand after the first must start (hand, honba,
riichi sticks, scores) where the engine's own step to the next hand
(``mahjong_tui.engine.game.next_setup``) leads from the engine's end of the hand
before, and the final scores (``sc``), when the record has them, must be the
engine's settlement of the last hand. A hand replayed on its own from a wrong
start would otherwise match while the game as a whole did not happen.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from mahjong_tui.engine.errors import EngineError, WallError
from mahjong_tui.engine.events import Drawn, Drew, RoundEnded, Won
from mahjong_tui.engine.game import next_setup
from mahjong_tui.engine.round import Round, RoundSetup
from mahjong_tui.engine.settlement import final_standings
from mahjong_tui.engine.wall import Wall
from mahjong_tui.records import codes
from mahjong_tui.records.lobby import RULESET_KEY, tenhou_final_rounding
from mahjong_tui.records.model import (
    Call,
    Discard,
    Draw,
    DrawEnd,
    GameRecord,
    Kan,
    Move,
    RoundRecord,
    Win,
    hand_name,
)
from mahjong_tui.records.results import draw_of, win_of
from rules import actions as act
from rules.hand import MeldKind
from rules.ruleset import RuleSet
from rules.tiles import EAST, Tile, kind, name, sort_key


@dataclass(frozen=True, slots=True)
class RoundCheck:
    label: str
    expected: list[dict[str, Any]]
    got: list[dict[str, Any]]
    reason: str = ""
    """Empty when the hand matched."""

    @property
    def matched(self) -> bool:
        return not self.reason


@dataclass(frozen=True, slots=True)
class Verification:
    checks: tuple[RoundCheck, ...]

    @property
    def matched(self) -> int:
        return sum(c.matched for c in self.checks)

    @property
    def ok(self) -> bool:
        return self.matched == len(self.checks)

    def to_json(self) -> dict[str, Any]:
        """The ``replay --verify --json`` object of DESIGN.md."""
        return {
            "rounds": len(self.checks),
            "matched": self.matched,
            "mismatches": [
                {"round": c.label, "expected": c.expected, "got": c.got, "reason": c.reason}
                for c in self.checks
                if not c.matched
            ],
        }


class ReplayMismatch(Exception):
    """The engine cannot follow the record (the message names the event)."""


def verify_game(game: GameRecord) -> Verification:
    """Replay every finished hand of the record (an unfinished last hand is skipped) and
    check that each starts where the one before ended and the final scores follow.

    A start or final-score difference is reported on the hand it shows in (the later
    hand; the last hand for ``sc``), joined to that hand's own reason if it has one.
    After a hand the engine could not play to its end, the next start is not checked.
    """
    checks: list[RoundCheck] = []
    before: tuple[RoundRecord, Round] | None = None
    for record in game.rounds:
        if not record.finished:
            break
        check, rnd = _replay(record, game.ruleset)
        if before is not None:
            check = _with_reason(check, start_difference(record, *before))
        before = (record, rnd) if rnd is not None else None
        checks.append(check)
    finished = len(checks) == len(game.rounds)
    if finished and before is not None and "sc" in game.extra:
        checks[-1] = _with_reason(checks[-1], final_difference(game, _result(before[1])))
    return Verification(tuple(checks))


def start_difference(record: RoundRecord, previous: RoundRecord, rnd: Round) -> str:
    """How ``record``'s start differs from the engine's next hand after ``previous``,
    played through the engine as ``rnd``; ``""`` when it follows."""
    index, setup = next_setup(previous.kyoku, rnd.setup, _result(rnd))
    reasons = []
    if hand_name(record.kyoku) != hand_name(index):
        reasons.append(f"starts as {hand_name(record.kyoku)}, the engine gives {hand_name(index)}")
    if record.honba != setup.honba:
        reasons.append(f"starts with honba {record.honba}, the engine gives {setup.honba}")
    if record.sticks != setup.riichi_sticks:
        reasons.append(
            f"starts with {record.sticks} riichi sticks on the table, "
            f"the engine gives {setup.riichi_sticks}"
        )
    reasons += [
        f"seat {seat} starts with {mine} points, the engine gives {engine}"
        for seat, (mine, engine) in enumerate(zip(record.scores, setup.scores, strict=True))
        if mine != engine
    ]
    return "; ".join(reasons)


def final_difference(game: GameRecord, ended: RoundEnded) -> str:
    """How the record's ``sc`` (points, result, ... per seat) differs from the engine's
    settlement of the last hand's end; ``""`` when it follows.

    The results are compared only when the record's rules settle them for certain: our
    own logs carry their RuleSet, and a Tenhou log's date gives its final rounding
    (``tenhou_final_rounding``); otherwise only the points are compared."""
    sc = game.extra["sc"]
    if not (
        isinstance(sc, list) and len(sc) == 8
        and all(isinstance(v, int | float) and not isinstance(v, bool) for v in sc)
    ):
        return "the final scores (sc) are not points and result for each of the four seats"
    standings = final_standings(ended.scores, ended.riichi_sticks, game.ruleset)
    known = RULESET_KEY in game.rule or tenhou_final_rounding(str(game.extra.get("ref", "")))
    reasons = []
    for p in standings.placements:
        points, result = sc[2 * p.seat], sc[2 * p.seat + 1]
        if points != p.score:
            reasons.append(f"the final scores (sc) give seat {p.seat} {points} points, "
                           f"the engine {p.score}")
        elif known and not math.isclose(result, p.result, abs_tol=0.05):
            reasons.append(f"the final scores (sc) give seat {p.seat} a result of {result}, "
                           f"the engine {p.result:.1f}")
    return "; ".join(reasons)


def _with_reason(check: RoundCheck, reason: str) -> RoundCheck:
    if not reason:
        return check
    return replace(check, reason="; ".join(r for r in (check.reason, reason) if r))


def _result(rnd: Round) -> RoundEnded:
    """The end of a round the replay played to its end."""
    assert rnd.result is not None
    return rnd.result


def summary(wins: Sequence[Win], draw: DrawEnd | None) -> list[dict[str, Any]]:
    """A hand's end as the JSON lists ``expected`` / ``got``."""
    if draw is not None:
        return [{"draw": draw.reason, "deltas": list(draw.deltas or (0, 0, 0, 0))}]
    return [
        {"seat": w.seat, "from": w.from_seat, "deltas": list(w.deltas), "han": w.han,
         "fu": w.fu, "score": w.score_text, "yaku": [y.text for y in w.yaku]}
        for w in wins
    ]


def build_wall(record: RoundRecord, rules: RuleSet) -> Wall:
    """The wall that makes the engine deal and draw exactly what the record shows."""
    live: list[Tile] = []
    rinshan: list[Tile] = []
    previous: Move | None = None
    for move in record.moves:
        if isinstance(move, Draw):
            after_kan = isinstance(previous, Kan) or (
                isinstance(previous, Call) and previous.meld.kind is MeldKind.MINKAN
            )
            (rinshan if after_kan else live).append(move.tile)
        previous = move
    try:
        return Wall.scripted(
            record.hands, live, rinshan, record.dora, record.ura, red_fives=rules.red_fives
        )
    except WallError as exc:
        raise ReplayMismatch(f"the record's tiles are no real tile set: {exc}") from None


Watch = Callable[[Round, int, act.Action], None]
"""Told of every action just before the engine applies it: the round as the seat saw it
(its ``pending`` options and ``observe``), the seat, the action."""


def play_round(record: RoundRecord, rules: RuleSet, watch: Watch | None = None) -> Round:
    """The engine's Round after playing the record's hand through it (its ``log`` is the
    engine's own account of the hand); ``watch`` sees every decision on the way. Raises
    ReplayMismatch where it cannot follow."""
    return _Driver(record, rules, watch).run()


def _replay(record: RoundRecord, rules: RuleSet) -> tuple[RoundCheck, Round | None]:
    """The hand's check, and the engine's Round when it played the hand to its end."""
    expected = summary(record.wins, record.draw)
    try:
        rnd = play_round(record, rules)
    except ReplayMismatch as exc:
        return RoundCheck(record.label, expected, [], str(exc)), None
    except (EngineError, ValueError) as exc:
        refused = f"the engine refused the record: {exc}"
        return RoundCheck(record.label, expected, [], refused), None
    wins = [
        win_of(e, record.dealer, EAST + record.kyoku // 4) for e in rnd.log if isinstance(e, Won)
    ]
    draws = [draw_of(e) for e in rnd.log if isinstance(e, Drawn)]
    draw = draws[0] if draws else None
    got = summary(wins, draw)
    return RoundCheck(record.label, expected, got, _difference(record, wins, draw)), rnd


def _difference(record: RoundRecord, wins: list[Win], draw: DrawEnd | None) -> str:
    if record.draw is not None:
        if draw is None:
            return "the engine ended the hand with a win, the record with a draw"
        if draw.reason != record.draw.reason:
            return f"draw {draw.reason} instead of {record.draw.reason}"
        if (draw.deltas or (0,) * 4) != (record.draw.deltas or (0,) * 4):
            return "the draw's score changes differ"
        return ""
    if [w.seat for w in wins] != [w.seat for w in record.wins]:
        return "the winners differ"
    for mine, theirs in zip(wins, record.wins, strict=True):
        if mine.deltas != theirs.deltas:
            return f"seat {mine.seat}'s win: the score changes differ"
        if not _same_yaku(mine, theirs):
            return f"seat {mine.seat}'s win: the yaku differ"
        if theirs.fu and not theirs.limit and mine.fu != theirs.fu:
            return f"seat {mine.seat}'s win: {mine.fu} fu instead of {theirs.fu}"
    return ""


_TENHOU_NAMES = frozenset(codes.MJLOG_YAKU)


def _same_yaku(mine: Win, theirs: Win) -> bool:
    """Same yaku lines; for a record in another client's yaku names (a converted Mahjong
    Soul log), the same han and yakuman count. A record without yaku lines says nothing."""
    lines = [y for y in theirs.yaku if y.han or y.yakuman]
    if not lines:
        return True
    if all(y.name in _TENHOU_NAMES for y in lines):
        return Counter(mine.yaku) == Counter(lines)
    yakuman = sum(y.yakuman for y in lines)
    return (mine.han, sum(y.yakuman for y in mine.yaku)) == (theirs.han, yakuman)


class _Driver:
    """Plays one record hand through a Round."""

    def __init__(self, record: RoundRecord, rules: RuleSet, watch: Watch | None = None,
                 ) -> None:
        self.record = record
        self.watch = watch
        setup = RoundSetup(
            round_wind=EAST + record.kyoku // 4,
            hand_number=record.dealer,
            honba=record.honba,
            riichi_sticks=record.sticks,
            scores=(record.scores[0], record.scores[1], record.scores[2], record.scores[3]),
        )
        self.round = Round(rules, setup, build_wall(record, rules))
        self.seen = 0
        """Events of the round's log already checked for draws."""

    def run(self) -> Round:
        for index, move in enumerate(self.record.moves):
            try:
                self.play(move)
            except ReplayMismatch as exc:
                raise ReplayMismatch(f"event {index + 1}: {exc}") from None
        try:
            self.finish()
        except ReplayMismatch as exc:
            raise ReplayMismatch(f"the hand's end: {exc}") from None
        return self.round

    def pending(self) -> dict[int, Sequence[act.Action]]:
        return dict(self.round.pending())

    def apply(self, seat: int, action: act.Action) -> None:
        if self.watch is not None:
            self.watch(self.round, seat, action)
        self.round.apply(seat, action)

    def pass_all(self, *, except_seats: frozenset[int] = frozenset()) -> None:
        """Answer Pass for every seat that may claim the last discard or kan."""
        for seat, options in self.pending().items():
            if seat not in except_seats and act.Pass() in options:
                self.apply(seat, act.Pass())

    def choose(self, seat: int, wanted: act.Action, label: str) -> act.Action:
        options = self.pending().get(seat, ())
        for option in options:
            if option == wanted:
                return option
        raise ReplayMismatch(f"the engine does not let seat {seat} {label}")

    def play(self, move: Move) -> None:
        if isinstance(move, Call):
            self.call(move)
            return
        self.pass_all()
        if isinstance(move, Draw):
            self.check_draw(move)
        elif isinstance(move, Discard):
            self.discard(move)
        else:
            k = kind(move.meld.tiles[0])
            wanted: act.Action = act.Kakan(k) if move.added is not None else act.Ankan(k)
            self.apply(move.seat, self.choose(move.seat, wanted, f"{wanted}"))

    def check_draw(self, move: Draw) -> None:
        log = self.round.log
        while self.seen < len(log) and not isinstance(log[self.seen], Drew):
            self.seen += 1
        if self.seen == len(log):
            raise ReplayMismatch(f"seat {move.seat} should draw {name(move.tile)} but nobody draws")
        drew = log[self.seen]
        self.seen += 1
        assert isinstance(drew, Drew)
        if (drew.seat, drew.tile) != (move.seat, move.tile):
            raise ReplayMismatch(
                f"the engine has seat {drew.seat} draw {name(drew.tile)}, "
                f"the record seat {move.seat} draw {name(move.tile)}"
            )

    def discard(self, move: Discard) -> None:
        options = [
            o for o in self.pending().get(move.seat, ())
            if isinstance(o, act.Discard) and o.tile == move.tile and o.riichi == move.riichi
        ]
        if not options:
            what = "riichi with" if move.riichi else "discard"
            tile = name(move.tile)
            raise ReplayMismatch(f"the engine does not let seat {move.seat} {what} {tile}")
        exact = [o for o in options if o.tsumogiri == move.tsumogiri]
        self.apply(move.seat, (exact or options)[0])

    def call(self, move: Call) -> None:
        meld = move.meld
        own = list(meld.tiles)
        if meld.called is not None:
            own.remove(meld.called)
        wanted: act.Action
        if meld.kind is MeldKind.MINKAN:
            wanted = act.Daiminkan()
        else:
            a, b = sorted(own, key=sort_key)
            wanted = act.Chi((a, b)) if meld.kind is MeldKind.CHI else act.Pon((a, b))
        chosen = self._same_call(move.seat, wanted)
        self.apply(move.seat, chosen)
        self.pass_all()

    def show_hands(self) -> None:
        """Answer the exhaustive draw's show-or-hide choices (noten declaration) as
        the record settled them: a seat that received noten payments showed its hand."""
        draw = self.record.draw
        if draw is None or draw.reason == codes.ALL_NOTEN:
            shown: frozenset[int] = frozenset()
        elif draw.reason == codes.ALL_TENPAI or draw.deltas is None:
            shown = frozenset(range(4))
        else:
            shown = frozenset(s for s, d in enumerate(draw.deltas) if d > 0)
        for seat, options in self.pending().items():
            wanted = act.ShowHand(seat in shown)
            if wanted in options:
                self.apply(seat, wanted)

    def _same_call(self, seat: int, wanted: act.Action) -> act.Action:
        """The engine's option equal to ``wanted`` up to the order of the two hand tiles."""
        for option in self.pending().get(seat, ()):
            if type(option) is type(wanted) and (
                not isinstance(option, act.Chi | act.Pon)
                or sorted(option.tiles, key=sort_key) == list(wanted.tiles)  # type: ignore[union-attr]
            ):
                return option
        raise ReplayMismatch(f"the engine does not let seat {seat} {wanted}")

    def finish(self) -> None:
        record = self.record
        if record.wins and record.wins[0].tsumo:
            seat = record.wins[0].seat
            self.pass_all()
            self.apply(seat, self.choose(seat, act.Tsumo(), "tsumo"))
        elif record.wins or (record.draw and record.draw.reason == codes.SANCHAHOU):
            winners = frozenset(w.seat for w in record.wins) or frozenset(
                s for s, o in self.pending().items() if act.Ron() in o
            )
            for seat in sorted(winners):
                self.apply(seat, self.choose(seat, act.Ron(), "ron"))
            self.pass_all()
        elif record.draw and record.draw.reason == codes.KYUUSHU:
            seat = next(iter(self.pending()), -1)
            self.apply(seat, self.choose(seat, act.KyuushuKyuuhai(), "declare kyuushu kyuuhai"))
        else:
            self.pass_all()
            self.show_hands()
        if not self.round.is_over:
            waiting = ", ".join(f"seat {s}" for s in sorted(self.pending()))
            raise ReplayMismatch(f"the engine goes on ({waiting} to act) where the record ends")
