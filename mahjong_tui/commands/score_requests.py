"""Score requests and their answers, shared by ``score`` and ``score --batch``.

A request is the batch format (keys named like the flags, DESIGN.md); each gives one
result object with the contract's keys, or its JSON line put together from kept pieces.
Both ``mahjong_tui.commands.score_cmd`` (the command and its parser) and
``mahjong_tui.commands.score_batch`` (the quick batch path) build on this module, so
neither needs the other at import: a batch loads no argparse, a single score no batch.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Final, cast, get_args

from mahjong_tui.commands import CliError
from mahjong_tui.files.kept import KeptTable
from rules.fu import FuPart
from rules.hand import Meld, WinSituation
from rules.payment import Payment
from rules.rule_values import TENHOU_VALUES
from rules.score import Limit, ScoreResult, score_hand
from rules.tiles import EAST, check_possible, parse, parse_tile
from rules.yaku import YAKU_INFO

if TYPE_CHECKING:  # a batch with the default rules never imports pydantic (score_batch)
    from rules.ruleset import RuleSet

WINDS = {"E": EAST, "S": EAST + 1, "W": EAST + 2, "N": EAST + 3}
FLAGS = ("tsumo", "riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan",
         "chankan", "tenhou", "chiihou", "renhou")
REQUEST_KEYS = frozenset((*FLAGS, "hand", "win", "melds", "round_wind", "seat_wind", "dora",
                          "ura", "honba", "sticks", "preset"))

@lru_cache(maxsize=32)
def ruleset_for(preset: str | None) -> RuleSet:
    """The named preset; without ``rules.presets`` only ``tenhou`` is known. None: the
    defaults, as ``rules.rule_values.TENHOU_VALUES`` (the scorer only reads rule fields,
    and a batch with the default rules then never imports pydantic, even for a line the
    careful checks answer)."""
    if preset is None:
        return cast("RuleSet", TENHOU_VALUES)
    from rules.ruleset import TENHOU

    try:
        from rules.presets import load_preset
    except ImportError:
        if preset == "tenhou":
            return TENHOU
        raise CliError(f"unknown preset {preset!r}: presets are not available, only "
                       "'tenhou'") from None
    return load_preset(preset)


def request_value(request: Mapping[str, Any], key: str, check: Callable[[Any], bool],
                  default: Any, what: str) -> Any:
    value = request.get(key, default)
    if not check(value):
        raise ValueError(f"{key!r} must be {what}, got {value!r:.60}")
    return value


def _is_str(value: Any) -> bool:
    return isinstance(value, str)


def _is_tile_list(value: Any) -> bool:
    return isinstance(value, list | str)


def _is_meld_list(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(m, str) for m in value)


def is_wind(value: Any) -> bool:
    return value in WINDS


def is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def is_preset(value: Any) -> bool:
    return value is None or isinstance(value, str)


def _tiles(request: Mapping[str, Any], key: str) -> tuple[int, ...]:
    items = request_value(request, key, _is_tile_list, [], "a list of tiles")
    if isinstance(items, str):
        items = comma_list(items)
    return tuple(t for item in items for t in parse(str(item)))


def request_flags(request: Mapping[str, Any]) -> dict[str, bool]:
    flags = {}
    for name in FLAGS:
        value = request.get(name, False)
        if value is not True and value is not False:
            raise ValueError(f"{name!r} must be true or false, got {value!r:.60}")
        flags[name] = value
    return flags


def situation_values(
    request: Mapping[str, Any],
) -> tuple[dict[str, bool], int, int, int, int, str | None]:
    """A request's flags, round and seat winds, honba, sticks and preset, each checked
    (a ValueError names the key); the careful and the quick batch path read them alike."""
    flags = request_flags(request)
    round_wind, seat_wind = (WINDS[request_value(request, w, is_wind, "E", "E, S, W or N")]
                             for w in ("round_wind", "seat_wind"))
    honba = request_value(request, "honba", is_count, 0, "a count")
    sticks = request_value(request, "sticks", is_count, 0, "a count")
    preset = request_value(request, "preset", is_preset, None, "a preset name")
    return flags, round_wind, seat_wind, honba, sticks, preset


def score_request(request: Mapping[str, Any], default_preset: str | None) -> ScoreResult:
    """Score one request (the batch format). Raises HandError, TileError/ValueError, CliError.

    The checks are plain functions, not lambdas made again for every request: a batch
    spends less time reading a request than scoring it."""
    unknown = request.keys() - REQUEST_KEYS
    if unknown:
        raise ValueError(f"unknown key(s): {', '.join(sorted(unknown))[:200]}")
    hand = parse(request_value(request, "hand", _is_str, None, "an MPSZ string"))
    win = parse_tile(request_value(request, "win", _is_str, None, "one tile"))
    melds = [Meld.parse(m) for m in request_value(request, "melds", _is_meld_list, [],
                                                  'a list of melds such as "chi:345m"')]
    flags, round_wind, seat_wind, honba, sticks, preset = situation_values(request)
    ruleset = ruleset_for(preset or default_preset)
    if win not in hand:
        raise ValueError("the winning tile must be among the HAND tiles")
    dora, ura = _tiles(request, "dora"), _tiles(request, "ura")
    for key, value, largest in (("dora", len(dora), MAX_INDICATORS),
                                ("ura", len(ura), MAX_INDICATORS),
                                ("honba", honba, MAX_STICKS), ("sticks", sticks, MAX_STICKS)):
        if value > largest:
            raise ValueError(f"{key!r}: at most {largest}, got {value}")
    # The indicators are tiles of the same set: no sixth copy through them.
    check_possible([*hand, *(t for m in melds for t in m.tiles), *dora, *ura],
                   ruleset.red_fives)
    situation = WinSituation(
        **flags, round_wind=round_wind, seat_wind=seat_wind,
        dora_indicators=dora, ura_indicators=ura, honba=honba, riichi_sticks=sticks,
    )
    check_situation(situation, melds)
    return score_hand(hand, win, melds, situation, ruleset)


MAX_INDICATORS = 5
"""Dora (or ura) indicators: the first one and one per kan, four kans at most."""
MAX_STICKS = 100
"""Honba and riichi sticks: far beyond any real table, short of absurd."""
_WHEN = {"haitei": "tsumo", "rinshan": "tsumo", "tenhou": "tsumo", "chiihou": "tsumo",
         "houtei": "ron", "chankan": "ron", "renhou": "ron"}
"""Each special win and how it is won."""
_EXCLUSIVE = (("haitei", "rinshan"), ("houtei", "chankan"), ("tenhou", "riichi"),
              ("tenhou", "double_riichi"), ("chiihou", "riichi"), ("chiihou", "double_riichi"),
              ("renhou", "riichi"), ("renhou", "double_riichi"), ("tenhou", "chiihou"),
              ("tenhou", "renhou"), ("chiihou", "renhou"))


def check_situation(s: WinSituation, melds: list[Meld]) -> None:
    """Flags that no real win can have together. Raises ValueError."""
    def flag(name: str) -> str:
        return "--" + name.replace("_", "-")

    for name, how in _WHEN.items():
        if getattr(s, name) and s.tsumo != (how == "tsumo"):
            raise ValueError(f"{flag(name)} is a win by {how}: "
                             f"{'add' if how == 'tsumo' else 'drop'} --tsumo")
    for first, second in _EXCLUSIVE:
        if getattr(s, first) and getattr(s, second):
            raise ValueError(f"{flag(first)} and {flag(second)} cannot both hold")
    if s.ippatsu and not (s.riichi or s.double_riichi):
        raise ValueError("--ippatsu needs --riichi or --double-riichi")
    if s.tenhou and not s.is_dealer:
        raise ValueError("--tenhou is the dealer's win: use --chiihou for another seat")
    if (s.chiihou or s.renhou) and s.is_dealer:
        raise ValueError(f"{flag('chiihou' if s.chiihou else 'renhou')} is a non-dealer's win:"
                         " give --seat-wind S, W or N")
    opened = [m for m in melds if m.is_open]
    if opened and (s.riichi or s.double_riichi):
        raise ValueError(f"riichi needs a closed hand, but {opened[0]} is an open meld")
    if melds and (s.tenhou or s.chiihou or s.renhou):
        raise ValueError("a win on the first go-around has no melds")


def result_object(result: ScoreResult) -> dict[str, Any]:
    """The contract's JSON object (plus each yaku's Japanese name and the fu parts)."""
    p = result.payment
    return {
        "han": result.han,
        "fu": result.fu,
        "yaku": [{"id": y.id, "name": y.name, "name_ja": y.name_ja, "han": y.han}
                 for y in result.yaku],
        "yakuman": result.yakuman,
        "limit": result.limit,
        "points": {"ron": p.ron, "tsumo_dealer_pays": p.tsumo_dealer_pays,
                   "tsumo_others_pay": p.tsumo_others_pay, "total": p.total},
        "fu_parts": [{"label": f.label, "fu": f.fu} for f in result.fu_parts],
        "error": None,
    }


_PIECE: Final = json.JSONEncoder(ensure_ascii=False).encode
_LIMITS: Final = {limit: _PIECE(limit).encode() for limit in get_args(Limit)}
_PIECES_KEPT: Final = 4096
"""Distinct yaku and fu parts kept as JSON text (a batch writes the same few hundred again
and again; then forgotten all at once)."""


def _yaku_piece(yaku: tuple[str, int]) -> bytes:
    info = YAKU_INFO[yaku[0]]
    return _PIECE({"id": yaku[0], "name": info.name, "name_ja": info.name_ja,
                   "han": yaku[1]}).encode()


_YAKU_PIECES: Final = KeptTable[tuple[str, int], bytes](_yaku_piece, _PIECES_KEPT)
"""A yaku as the scorer lists it, (id, han), with the registry's names (a frozen dataclass
hashes slowly)."""
_FU_PIECES: Final = KeptTable[FuPart, bytes](
    lambda f: _PIECE({"label": f.label, "fu": f.fu}).encode(), _PIECES_KEPT)


def points_piece(p: Payment) -> bytes:
    """The ``"points"`` member of a result line."""
    ron, dealer, others = p.ron, p.tsumo_dealer_pays, p.tsumo_others_pay
    return (f'"points": {{"ron": {"null" if ron is None else ron}, "tsumo_dealer_pays": '
            f'{"null" if dealer is None else dealer}, '
            f'"tsumo_others_pay": {"null" if others is None else others}, '
            f'"total": {p.total}}}').encode()


def result_line(result: ScoreResult) -> bytes:
    """``json_line(result_object(result))`` as UTF-8, put together from kept pieces (a
    batch's answers; a test checks that the two are the same text). The yaku are the
    scorer's (named as the registry names them)."""
    return answer_line(result.han, result.fu, [(y.id, y.han) for y in result.yaku],
                       result.yakuman, result.limit, points_piece(result.payment),
                       result.fu_parts)


def answer_line(han: int, fu: int, yaku: Sequence[tuple[str, int]], yakuman: int,
                limit: Limit, points: bytes, parts: Sequence[FuPart]) -> bytes:
    """:func:`result_line` from the values of a ScoreResult (a batch writes its answer from
    the scorer's ``Scoring`` and the ``points`` it keeps per situation and base points).

    Bytes, not text: a batch writes its answers as they are (encoding text with Japanese
    names in it to UTF-8 goes a character at a time)."""
    return (b'{"han": %d, "fu": %d, "yaku": [%b], "yakuman": %d, "limit": %b, %b, '
            b'"fu_parts": [%b], "error": null}\n'
            % (han, fu, b", ".join(map(_YAKU_PIECES.__getitem__, yaku)), yakuman,
               _LIMITS[limit], points, b", ".join(map(_FU_PIECES.__getitem__, parts))))


def error_object(message: str) -> dict[str, Any]:
    return {
        "han": 0, "fu": 0, "yaku": [], "yakuman": 0, "limit": "none",
        "points": {"ron": None, "tsumo_dealer_pays": None, "tsumo_others_pay": None,
                   "total": 0},
        "fu_parts": [], "error": message,
    }




def comma_list(text: str) -> list[str]:
    """``"1m,2p"`` -> ``["1m", "2p"]`` (the flags' and a request's comma-separated tiles)."""
    return [part for part in text.split(",") if part.strip()]
