"""Drive the engine through a record and compare its results with the record's.

Each finished hand is replayed on its own: a scripted wall puts the record's
deals, draws (in order), replacement tiles and dora / ura indicators where the
engine takes them from (see ``mahjong_tui.engine.wall``), then every recorded
discard, call, kan, riichi and win is played as one of the engine's legal
actions, and every draw the engine makes is checked against the record. The
engine decides everything else itself: kan dora timing, furiten, abortive
draws, scoring and payments. A hand matches when the engine ends it the same
way with the same score changes and, for each win, the same yaku lines and fu.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from mahjong_tui.engine.errors import EngineError, WallError
from mahjong_tui.engine.events import Drawn, Drew, Won
from mahjong_tui.engine.round import Round, RoundSetup
from mahjong_tui.engine.wall import Wall
from mahjong_tui.records import codes
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
    """Replay every finished hand of the record (an unfinished last hand is skipped)."""
    return Verification(
        tuple(replay_round(r, game.ruleset) for r in game.rounds if r.finished)
    )


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


def play_round(record: RoundRecord, rules: RuleSet) -> Round:
    """The engine's Round after playing the record's hand through it (its ``log`` is the
    engine's own account of the hand). Raises ReplayMismatch where it cannot follow."""
    return _Driver(record, rules).run()


def replay_round(record: RoundRecord, rules: RuleSet) -> RoundCheck:
    expected = summary(record.wins, record.draw)
    try:
        rnd = play_round(record, rules)
    except ReplayMismatch as exc:
        return RoundCheck(record.label, expected, [], str(exc))
    except (EngineError, ValueError) as exc:
        return RoundCheck(record.label, expected, [], f"the engine refused the record: {exc}")
    wins = [
        win_of(e, record.dealer, EAST + record.kyoku // 4) for e in rnd.log if isinstance(e, Won)
    ]
    draws = [draw_of(e) for e in rnd.log if isinstance(e, Drawn)]
    draw = draws[0] if draws else None
    got = summary(wins, draw)
    return RoundCheck(record.label, expected, got, _difference(record, wins, draw))


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

    def __init__(self, record: RoundRecord, rules: RuleSet) -> None:
        self.record = record
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
