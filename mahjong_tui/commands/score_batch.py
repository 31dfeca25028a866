"""``score --batch``: one answer line per request line, in order.

Every line has a careful way (:func:`careful_answer`): the request's checks one by one
(``score_request``), each with its own error message. Most lines are plain requests,
and they first go a quick way (:class:`QuickAnswers`): the same checks, made cheap by
remembering what the last lines had in common and by reading the hand straight into
counts. The flags, winds, honba, sticks and preset of a request (its situation) are
checked once per distinct combination, and the scorer gets one WinSituation per
combination with the line's indicators beside it; a meld is read once per distinct
text; the hand's text is read a run of digits at a time (``hand_runs``) into one int that
holds its number of tiles, the lane count of ``rules.tiles.is_possible`` (fifth copies,
red fives) and the packed count the scorer reads (``rules.score.best_scoring``). The quick
way only ever answers a line it can answer exactly as the careful way would; at anything
unusual (a value of another type, a tile it cannot read at a glance, a check that fails)
it gives up and the careful way answers, with its message.
``tests/commands/test_score_batch_quick.py`` runs varied good and bad lines both ways and compares
the answers byte for byte.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from functools import lru_cache
from json.scanner import make_scanner
from typing import TYPE_CHECKING, Any, Final, cast

from mahjong_tui.commands import CliError
from mahjong_tui.commands.hand_runs import LONGEST, TOKEN, run_table
from mahjong_tui.commands.score_requests import (
    MAX_INDICATORS,
    MAX_STICKS,
    REQUEST_KEYS,
    answer_line,
    check_situation,
    error_object,
    points_piece,
    result_line,
    ruleset_for,
    score_request,
    situation_values,
)
from mahjong_tui.files.input_lines import (
    Line,
    collected_seldom,
    json_line,
    read_batches,
    standard_input,
)
from mahjong_tui.files.kept import KeptTable
from rules.agari import RED_SHIFT, WEIGHT
from rules.hand import Meld, WinSituation
from rules.payment import hand_payment
from rules.score import NO_MELDS, CalledSets, HandError, best_scoring
from rules.tiles import (
    FIVES,
    LANE,
    LANE_HIGH,
    LANE_WEIGHT,
    ONE_TILE,
    RED_FIVES,
    SUITS,
    Tile,
    kind,
    lane_slack,
)
from rules.untrusted import parse_json, refuse_constant

if TYPE_CHECKING:
    from rules.ruleset import RuleSet


def run_batch(preset: str | None) -> int:
    """Answer every line of stdin; a bad line only sets its own ``error``. Exit status 0.

    The answers are written as UTF-8 bytes (JSON's own encoding), to stdout's binary
    stream when it has one."""
    text = sys.stdout
    out = getattr(text, "buffer", None)
    text.flush()  # nothing may stay behind in the text layer
    write: Callable[[bytes], object] = (
        out.write if out is not None else lambda answers: text.write(answers.decode()))
    quick = QuickAnswers(preset).answer
    for batch in collected_seldom(read_batches(standard_input(), waiting=(out or text).flush)):
        answers = []
        for line in batch:
            if isinstance(line, Line):
                answers.append(error_line(line.error or ""))
            else:
                answers.append(quick(line) or careful_answer(line, preset))
        write(b"".join(answers))  # flushed whenever the next line is not there yet
    return 0


def error_line(message: str) -> bytes:
    return json_line(error_object(message)).encode()  # encodable: see json_line


def careful_answer(text: str, preset: str | None) -> bytes:
    """The answer to one line, every check in turn (b"" for a blank line: no answer)."""
    if not text.strip():
        return b""
    try:
        request = parse_json(text)
        if not isinstance(request, dict):
            raise ValueError("a request must be a JSON object")
        return result_line(score_request(request, preset))
    except (CliError, ValueError, TypeError) as exc:  # HandError and TileError included
        return error_line(str(exc))


_HAND_KEYS: Final = ("hand", "win", "melds", "dora", "ura")
"""What differs from one hand to the next; the other keys (flags, winds, honba, sticks,
preset) make the request's situation, checked once per distinct combination."""
_KNOWN_SITUATIONS: Final = 1024
"""Distinct situation combinations that passed the checks kept (then forgotten all at
once); one that fails is not kept (its values may be anything)."""
_OPEN_MELD: Final = Meld.parse("pon:111z")
_CLOSED_MELD: Final = Meld.parse("ankan:1111z")


class _Situation:
    """One combination of flags, winds, honba, sticks and preset that passed the checks:
    the WinSituation (without indicators: they are given to the scorer), which melds it
    allows and the rules (see ``ruleset_for``)."""

    __slots__ = ("closed_melds", "open_melds", "points", "ruleset", "situation", "slack")

    def __init__(self, request: dict[str, Any], default_preset: str | None,
                 payments: dict[tuple[Any, ...], KeptTable[int, bytes]]) -> None:
        """Raises what the careful checks raise for these keys. ``payments`` holds the
        ``points`` tables made so far, by what a payment depends on besides the base points
        (situations that differ only in flags or the round wind pay alike)."""
        flags, round_wind, seat_wind, honba, sticks, preset = situation_values(request)
        self.ruleset: RuleSet = ruleset_for(preset or default_preset)
        if honba > MAX_STICKS or sticks > MAX_STICKS:
            raise ValueError("too many")
        self.situation = WinSituation(**flags, round_wind=round_wind, seat_wind=seat_wind,
                                      dora_indicators=(), ura_indicators=(), honba=honba,
                                      riichi_sticks=sticks)
        check_situation(self.situation, [])
        self.closed_melds = _allows(self.situation, _CLOSED_MELD)
        self.open_melds = _allows(self.situation, _OPEN_MELD)
        self.slack = lane_slack(self.ruleset.red_fives)
        """What ``rules.tiles.is_possible`` adds to a lane count (None: unknown, the
        careful way checks)."""
        situation, ruleset = self.situation, self.ruleset
        dealer, tsumo = situation.is_dealer, situation.tsumo
        key = (dealer, tsumo, honba, sticks, ruleset)
        if key not in payments:
            payments[key] = KeptTable[int, bytes](
                lambda base: points_piece(hand_payment(base, dealer, tsumo, honba, sticks,
                                                       ruleset)), _KNOWN_POINTS)
        self.points = payments[key]
        """A hand's base points -> the ``"points"`` member of its answer (the payment
        depends on nothing else in one situation)."""


def _allows(situation: WinSituation, meld: Meld) -> bool:
    try:
        check_situation(situation, [meld])
    except ValueError:
        return False
    return True


_MISSING: Final = object()
_NO_NAMES: Final[list[str]] = []
_ABSENT: Final = (_MISSING, _MISSING, _MISSING, _NO_NAMES, _NO_NAMES)
"""What a missing key reads as (a missing key is not one given as null; no indicators are
none given, as the careful way reads them)."""
_LANES_AT: Final = 8
"""A read hand (:func:`_read_run`): its number of tiles in the lowest 8 bits, then the lane
count of ``rules.tiles.is_possible``, then the packed count of ``rules.agari``."""
_LANES: Final = (1 << LANE * len(LANE_WEIGHT)) - 1
_KEY_AT: Final = _LANES_AT + LANE * len(LANE_WEIGHT)
_BAD: Final = 1 << _KEY_AT + RED_SHIFT + 16
"""A token that is no run of tiles (0z, 8z, a space): any hand holding it has this bit or
higher. Within ``LONGEST`` characters no lane and no count reaches it, and a hand of the
right number of tiles (14 at most) overflows no count below it."""
_ZERO_LANE: Final = LANE * len(LANE_WEIGHT)
"""Where a lane count holds nothing (above its last lane)."""
_WIN_LANES: Final = {
    text: (kind(tile), LANE * tile,  # a red five's own lane is numbered as the tile
           LANE * RED_FIVES[FIVES.index(tile)] if tile in FIVES else _ZERO_LANE)
    for text, tile in ONE_TILE.items()
}
"""A winning tile's notation -> its kind, the lane counting it (its kind's, or a red five's
own) and the lane to take from that (a black five's red five: a black five must be in the
hand as a black five)."""
_KNOWN_POINTS: Final = 256
"""Distinct base points kept per situation, as their answers' points."""
_KNOWN_INDICATORS: Final = 16384
"""Distinct indicator lists kept read (then forgotten all at once)."""
_KNOWN_MELDS: Final = 16384
"""Distinct meld texts kept read (then forgotten all at once)."""


_TILE_VALUES: Final = {
    letter: {digit: _BAD if tile is None else
             1 | LANE_WEIGHT[tile] << _LANES_AT | WEIGHT[tile] << _KEY_AT
             for digit in "0123456789" for tile in [ONE_TILE.get(digit + letter)]}
    for letter in SUITS
}
"""Each suit letter's digits and what each tile adds to a read hand (``_BAD`` for 0z, 8z, 9z)."""


def _read_run(token: str) -> int:
    """One token of a hand (``"3567m"``, see ``hand_runs.TOKEN``) as its number of tiles,
    lane count and packed count (``_BAD`` if it is no run of tiles)."""
    if len(token) < 2:  # a character that is part of no run
        return _BAD
    return sum(map(_TILE_VALUES[token[-1]].__getitem__, token[:-1]))


class _Melds:
    """One meld list (or one meld) as the quick way needs it: the melds, their summary for
    the scorer, their lane count and whether one is open."""

    __slots__ = ("any_open", "called", "lanes", "melds")

    def __init__(self, melds: list[Meld], called: CalledSets, lanes: int,
                 any_open: bool) -> None:
        self.melds = melds
        self.called = called
        self.lanes = lanes
        self.any_open = any_open


def _read_meld(text: str) -> _Melds:
    """One meld's text read (raises what ``Meld.parse`` raises, and TypeError for a meld that
    is no text)."""
    if text.__class__ is not str:
        raise TypeError("a meld is written as text")
    meld = Meld.parse(text)
    return _Melds([meld], CalledSets([meld]), sum(map(LANE_WEIGHT.__getitem__, meld.tiles)),
                  meld.is_open)


def _joined(melds: list[_Melds]) -> _Melds:
    """A meld list from its melds read one by one."""
    if len(melds) == 1:
        return melds[0]
    joined: list[Meld] = []
    called = []
    lanes = 0
    any_open = False
    for one in melds:  # one loop: a comprehension is a call of its own
        joined += one.melds
        called.append(one.called)
        lanes += one.lanes
        any_open = any_open or one.any_open
    return _Melds(joined, CalledSets.joined(called), lanes, any_open)


@lru_cache(maxsize=16)
def _hand_error_line(message: str) -> bytes:
    """``error_line`` of a scorer's HandError (a few fixed messages)."""
    return error_line(message)


class QuickAnswers:
    """The quick way (see the module docstring) for one batch's default preset."""

    def __init__(self, default_preset: str | None) -> None:
        self.default_preset = default_preset
        self.situations: dict[tuple[tuple[Any, ...], tuple[type, ...]], _Situation] = {}
        self.payments: dict[tuple[Any, ...], KeptTable[int, bytes]] = {}
        """The situations' ``points`` tables (see ``_Situation``)."""
        self.scan = make_scanner(cast(Any, json.JSONDecoder(parse_constant=refuse_constant)))
        """The JSON scanner itself: a request that is one JSON value with nothing around it
        (a line with spaces around it, or anything else, goes the careful way)."""
        self.runs = run_table(_read_run)
        self.no_melds = _Melds([], NO_MELDS, 0, False)
        self.meld_texts = KeptTable[str, _Melds](_read_meld, _KNOWN_MELDS)
        """Each meld text met, read."""
        self.indicators = KeptTable[tuple[Any, ...], _Indicators](_read_indicators,
                                                                  _KNOWN_INDICATORS)
        """The dora and ura indicators of a request (their names, then None, then the ura's
        names: a name is a string, so None parts them) read: their tiles and lane count."""

    def answer(self, text: str) -> bytes | None:
        """The careful way's answer to ``text``, or None: let the careful way answer (at
        anything unusual, with its message). One frame, its body in a try: a try costs
        nothing until it catches, a call does."""
        try:
            request, end = self.scan(text, 0)
            if (end != len(text) or request.__class__ is not dict
                    or not request.keys() <= REQUEST_KEYS):
                return None
            hand_text, win_text, meld_texts, dora_names, ura_names = map(
                request.pop, _HAND_KEYS, _ABSENT)  # what is left is the situation
            key = (tuple(request.items()), tuple(map(type, request.values())))
            # True == 1 == 1.0: the types tell them apart
            situation = self.situations.get(key) or self._situation(key, request)
            if situation is None or hand_text.__class__ is not str or len(hand_text) > LONGEST:
                return None
            melds = self._melds(meld_texts)
            hand = sum(map(self.runs.__getitem__, TOKEN.findall(hand_text)))
            if hand >= _BAD or hand & 255 != 14 - 3 * len(melds.melds):
                return None
            lanes = hand >> _LANES_AT & _LANES
            win_kind, holding, less = _WIN_LANES[win_text]
            if not (lanes >> holding & 255) - (lanes >> less & 255):
                return None  # not in the hand (a black five not as a black five)
            if melds.melds and not (situation.open_melds if melds.any_open
                                    else situation.closed_melds):
                return None
            if dora_names.__class__ is not list or ura_names.__class__ is not list:
                return None
            dora, ura, indicator_lanes = self.indicators[(*dora_names, None, *ura_names)]
            lanes += melds.lanes + indicator_lanes
            if situation.slack is None or (lanes + situation.slack) & LANE_HIGH:
                return None
            try:
                best = best_scoring(hand >> _KEY_AT, win_kind, melds.called,
                                    situation.situation, situation.ruleset, (dora, ura))
            except HandError as exc:
                return _hand_error_line(str(exc))
            return answer_line(best.han, best.fu, best.yaku, best.yakuman, best.limit,
                               situation.points[best.base], best.parts)
        except Exception:
            return None

    def _situation(self, key: tuple[tuple[Any, ...], tuple[type, ...]],
                   request: dict[str, Any]) -> _Situation | None:
        """The situation of a request holding only its situation's keys, met for the first
        time (``key`` is what it is kept by)."""
        try:
            known = _Situation(request, self.default_preset, self.payments)
        except Exception:
            return None  # not kept: what is kept stays small whatever the input
        if len(self.situations) >= _KNOWN_SITUATIONS:
            self.situations.clear()
            self.payments.clear()
        self.situations[key] = known
        return known

    def _melds(self, texts: Any) -> _Melds:
        """The request's melds, each kept read by its text; a list of several is joined for
        each line, not kept: such lists seldom come again (of 3,134 lists of two melds or
        more in 10,000 bench lines, 2,937 were new). Anything but a list of meld texts
        raises: the careful way reads it."""
        if texts.__class__ is not list:
            if texts is _MISSING:
                return self.no_melds
            raise TypeError("melds")
        if not texts:
            return self.no_melds
        return _joined(list(map(self.meld_texts.__getitem__, texts)))


_Indicators = tuple[tuple[Tile, ...], tuple[Tile, ...], int]


def _read_indicators(key: tuple[Any, ...]) -> _Indicators:
    """The indicators of ``QuickAnswers.indicators`` read (raises at anything else than at
    most five one-tile names each: the careful way reads them)."""
    cut = key.index(None)
    dora = _indicators(key[:cut])
    ura = _indicators(key[cut + 1:])
    return dora, ura, sum(map(LANE_WEIGHT.__getitem__, dora + ura))


def _indicators(names: tuple[Any, ...]) -> tuple[Tile, ...]:
    if len(names) > MAX_INDICATORS:
        raise ValueError("indicators")
    return tuple(map(ONE_TILE.__getitem__, names))
