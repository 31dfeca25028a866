"""``score --batch``: one answer line per request line, in order.

Every line has a careful way (:func:`careful_answer`): the request's checks one by one
(``score_request``), each with its own error message. Most lines are plain requests,
and they first go a quick way (:class:`QuickAnswers`): the same checks, made cheap by
remembering what the last lines had in common (the flags, winds, honba, sticks and
preset of a request are checked once per distinct combination), with one-tile notation
read from a table. The quick way only ever answers a line it can answer exactly as the
careful way would; at anything unusual (a value of another type, a tile it cannot read
at a glance, a check that fails) it gives up and the careful way answers, with its
message. ``tests/test_score_batch_quick.py`` runs varied good and bad lines both ways
and compares the answers byte for byte.
"""

from __future__ import annotations

import json
import sys
from dataclasses import fields
from json.scanner import make_scanner
from typing import TYPE_CHECKING, Any, Final, cast

from mahjong_tui.commands import CliError
from mahjong_tui.commands.score_cmd import (
    FLAGS,
    MAX_INDICATORS,
    MAX_STICKS,
    REQUEST_KEYS,
    check_situation,
    error_object,
    result_line,
    ruleset_for,
    score_request,
    situation_values,
)
from mahjong_tui.input_lines import Line, json_line, read_batches
from rules.hand import Meld, WinSituation
from rules.score import HandError, score_hand
from rules.tiles import ONE_TILE, Tile, is_possible, parse
from rules.untrusted import parse_json, refuse_constant

if TYPE_CHECKING:
    from rules.ruleset import RuleSet


def run_batch(preset: str | None) -> int:
    """Answer every line of stdin; a bad line only sets its own ``error``. Exit status 0."""
    out = sys.stdout
    quick = QuickAnswers(preset).answer
    for batch in read_batches(getattr(sys.stdin, "buffer", sys.stdin), waiting=out.flush):
        answers = []
        for line in batch:
            if isinstance(line, Line):
                answers.append(error_line(line.error or ""))
            else:
                answers.append(quick(line) or careful_answer(line, preset))
        out.write("".join(answers))  # flushed whenever the next line is not there yet
    return 0


def error_line(message: str) -> str:
    return json_line(error_object(message))


def careful_answer(text: str, preset: str | None) -> str:
    """The answer to one line, every check in turn ("" for a blank line: no answer)."""
    if not text.strip():
        return ""
    try:
        request = parse_json(text)
        if not isinstance(request, dict):
            raise ValueError("a request must be a JSON object")
        return result_line(score_request(request, preset))
    except (CliError, ValueError, TypeError) as exc:  # HandError and TileError included
        return error_line(str(exc))


_SITUATION_KEYS: Final = (*FLAGS, "round_wind", "seat_wind", "honba", "sticks", "preset")
"""The keys whose values :class:`_Situation` checks once per distinct combination."""
_ABSENT: Final = (object(),) * len(_SITUATION_KEYS)
"""What the key of a missing value holds (a missing flag is not one given as null)."""
_FIELDS: Final = tuple(f.name for f in fields(WinSituation))
_DORA_AT: Final = _FIELDS.index("dora_indicators")
_URA_AT: Final = _FIELDS.index("ura_indicators")
_OPEN_MELD: Final = Meld.parse("pon:111z")
_CLOSED_MELD: Final = Meld.parse("ankan:1111z")
_KNOWN_SITUATIONS: Final = 1024
"""Distinct situation combinations that passed the checks kept (then forgotten all at
once); one that fails is not kept (its values may be anything)."""
_KNOWN_INDICATORS: Final = 64
"""WinSituations kept per situation combination, by their indicators."""


class _Situation:
    """One combination of flags, winds, honba, sticks and preset that passed the checks:
    the WinSituation's arguments (without the indicators), which melds it allows and the
    rules (see ``ruleset_for``)."""

    __slots__ = ("arguments", "closed_melds", "made", "open_melds", "red_fives", "ruleset")

    def __init__(self, request: dict[str, Any], default_preset: str | None) -> None:
        """Raises what the careful checks raise for these keys."""
        flags, round_wind, seat_wind, honba, sticks, preset = situation_values(request)
        self.ruleset: RuleSet = ruleset_for(preset or default_preset)
        if honba > MAX_STICKS or sticks > MAX_STICKS:
            raise ValueError("too many")
        situation = WinSituation(**flags, round_wind=round_wind, seat_wind=seat_wind,
                                 dora_indicators=(), ura_indicators=(), honba=honba,
                                 riichi_sticks=sticks)
        check_situation(situation, [])
        self.arguments = [getattr(situation, name) for name in _FIELDS]
        self.made: dict[tuple[tuple[Tile, ...], tuple[Tile, ...]], WinSituation] = {}
        self.red_fives = self.ruleset.red_fives
        self.closed_melds = _allows(situation, _CLOSED_MELD)
        self.open_melds = _allows(situation, _OPEN_MELD)


    def with_indicators(self, dora: tuple[Tile, ...], ura: tuple[Tile, ...]) -> WinSituation:
        """The WinSituation with these indicators (the last few hundred kept: a frozen
        dataclass of 19 fields is slow to build, and a batch repeats its indicators)."""
        key = (dora, ura)
        made = self.made.get(key)
        if made is None:
            arguments = list(self.arguments)
            arguments[_DORA_AT] = dora
            arguments[_URA_AT] = ura
            made = WinSituation(*arguments)
            if len(self.made) >= _KNOWN_INDICATORS:
                self.made.clear()
            self.made[key] = made
        return made


def _allows(situation: WinSituation, meld: Meld) -> bool:
    try:
        check_situation(situation, [meld])
    except ValueError:
        return False
    return True


_NO_TILES: Final[tuple[Tile, ...]] = ()


class QuickAnswers:
    """The quick way (see the module docstring) for one batch's default preset."""

    def __init__(self, default_preset: str | None) -> None:
        self.default_preset = default_preset
        self.situations: dict[tuple[tuple[Any, ...], tuple[type, ...]], _Situation] = {}
        self.scan = make_scanner(cast(Any, json.JSONDecoder(parse_constant=refuse_constant)))
        """The JSON scanner itself: a request that is one JSON value with nothing around it
        (a line with spaces around it, or anything else, goes the careful way)."""

    def answer(self, text: str) -> str | None:
        """The careful way's answer to ``text``, or None: let the careful way answer."""
        try:
            return self._answer(text)
        except Exception:  # anything unusual: the careful way answers, with its message
            return None

    def _answer(self, text: str) -> str | None:
        request, end = self.scan(text, 0)
        if end != len(text) or request.__class__ is not dict or not request.keys() <= REQUEST_KEYS:
            return None
        situation = self._situation(request)
        if situation is None:
            return None
        hand_text = request.get("hand")
        if hand_text.__class__ is not str:
            return None
        hand = parse(hand_text)
        win = ONE_TILE[request["win"]]
        if win not in hand:
            return None
        dora = self._indicators(request, "dora")
        ura = self._indicators(request, "ura")
        tiles = [*hand, *dora, *ura]
        melds: list[Meld] = []
        any_open = False
        meld_texts = request.get("melds", _NO_TILES)
        if meld_texts.__class__ is not list and meld_texts is not _NO_TILES:
            return None
        for meld_text in meld_texts:
            if meld_text.__class__ is not str:
                return None
            meld = Meld.parse(meld_text)
            melds.append(meld)
            tiles += meld.tiles
            any_open = any_open or meld.is_open
        if melds and not (situation.open_melds if any_open else situation.closed_melds):
            return None
        if not is_possible(tiles, situation.red_fives):
            return None
        try:
            result = score_hand(hand, win, melds, situation.with_indicators(dora, ura),
                                situation.ruleset)
        except HandError as exc:
            return error_line(str(exc))
        return result_line(result)

    def _situation(self, request: dict[str, Any]) -> _Situation | None:
        values = tuple(map(request.get, _SITUATION_KEYS, _ABSENT))
        key = (values, tuple(map(type, values)))  # True == 1 == 1.0: the types tell them apart
        known = self.situations.get(key)
        if known is None:
            try:
                known = _Situation(request, self.default_preset)
            except Exception:
                return None  # not kept: what is kept stays small whatever the input
            if len(self.situations) >= _KNOWN_SITUATIONS:
                self.situations.clear()
            self.situations[key] = known
        return known

    @staticmethod
    def _indicators(request: dict[str, Any], key: str) -> tuple[Tile, ...]:
        """The indicators as one-tile names (anything else raises: the careful way reads it)."""
        names = request.get(key, _NO_TILES)
        if names.__class__ is not list and names is not _NO_TILES:
            raise TypeError(key)
        if len(names) > MAX_INDICATORS:
            raise ValueError(key)
        return tuple(map(ONE_TILE.__getitem__, names))

