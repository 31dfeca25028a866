"""``mahjong-tui score``: the value of one winning hand, or of a batch of JSON lines.

One code path serves both: the flags are turned into the same request object
(keys named like the flags) that a ``--batch`` line holds, and each request
gives one result object with the contract's keys (DESIGN.md). A hand that is
not complete or has no yaku is a result with ``error`` set (exit status 1);
malformed input is one line on stderr and exit status 2 (a bad batch line only
sets that line's ``error``; the batch goes on and exits 0).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Final, cast, get_args

from mahjong_tui.commands import CliError, add_language_option
from mahjong_tui.files.kept import KeptTable
from rules.fu import FuPart
from rules.hand import Meld, WinSituation
from rules.payment import Payment
from rules.rule_values import TENHOU_VALUES
from rules.score import HandError, Limit, ScoreResult, score_hand
from rules.tiles import EAST, TileError, check_possible, parse, parse_tile
from rules.yaku import YAKU_INFO

if TYPE_CHECKING:  # a batch with the default rules never imports pydantic (score_batch),
    import argparse  # and a plain batch never argparse (mahjong_tui.cli)

    from rules.ruleset import RuleSet

WINDS = {"E": EAST, "S": EAST + 1, "W": EAST + 2, "N": EAST + 3}
FLAGS = ("tsumo", "riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan",
         "chankan", "tenhou", "chiihou", "renhou")
REQUEST_KEYS = frozenset((*FLAGS, "hand", "win", "melds", "round_wind", "seat_wind", "dora",
                          "ura", "honba", "sticks", "preset"))

EXIT_NO_WIN = 1


def register(subparsers: Any) -> None:
    import argparse

    p = subparsers.add_parser(
        "score", help="score a winning hand (yaku, han, fu, points)", description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("hand", nargs="?", metavar="HAND",
                   help="concealed tiles in MPSZ notation including the winning tile (0 = red)")
    p.add_argument("--win", metavar="TILE", help="the winning tile")
    p.add_argument("--meld", action="append", default=[], metavar="M",
                   help="a meld: chi:345m pon:555z minkan:1111p ankan:1111p kakan:5555m")
    for flag in FLAGS:
        p.add_argument("--" + flag.replace("_", "-"), action="store_true", dest=flag)
    p.add_argument("--round-wind", choices=sorted(WINDS), default="E")
    p.add_argument("--seat-wind", choices=sorted(WINDS), default="E",
                   help="the winner's seat wind (E = dealer)")
    p.add_argument("--dora", default="", metavar="IND,...", help="dora indicators")
    p.add_argument("--ura", default="", metavar="IND,...", help="ura dora indicators")
    p.add_argument("--honba", type=_count, default=0, metavar="N")
    p.add_argument("--sticks", type=_count, default=0, metavar="N",
                   help="riichi sticks on the table that this win collects")
    p.add_argument("--preset", default=None, metavar="P", help="rule preset (default tenhou)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    add_language_option(p)
    p.add_argument("--batch", action="store_true",
                   help="read JSON requests, one per line, on stdin; write one result per line")
    p.set_defaults(func=run)


def _count(text: str) -> int:
    import argparse

    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a count, got {text!r}") from None
    if n < 0:
        raise argparse.ArgumentTypeError(f"expected a count >= 0, got {n}")
    return n


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


def run(args: argparse.Namespace) -> int:
    if args.batch:
        if args.hand is not None:
            raise CliError("--batch reads its hands from stdin: give no HAND")
        from mahjong_tui.commands.score_batch import run_batch

        return run_batch(args.preset)
    if args.hand is None or args.win is None:
        raise CliError("give HAND and --win TILE (or --batch)")
    request: dict[str, Any] = {
        "hand": args.hand, "win": args.win, "melds": args.meld,
        "round_wind": args.round_wind, "seat_wind": args.seat_wind,
        "dora": _list(args.dora), "ura": _list(args.ura),
        "honba": args.honba, "sticks": args.sticks, "preset": args.preset,
        **{flag: getattr(args, flag) for flag in FLAGS},
    }
    try:
        result = score_request(request, args.preset)
    except HandError as exc:
        if args.json:
            print(json.dumps(error_object(str(exc)), ensure_ascii=False))
        else:
            print(f"mahjong-tui score: {exc}", file=sys.stderr)
        return EXIT_NO_WIN
    except (TileError, ValueError, TypeError) as exc:
        raise CliError(str(exc)) from None
    if args.json:
        print(json.dumps(result_object(result), ensure_ascii=False))
    else:
        _print_readable(result)
    return 0


def _list(text: str) -> list[str]:
    return [part for part in text.split(",") if part.strip()]


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
        items = _list(items)
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


def _print_readable(result: ScoreResult) -> None:
    """The breakdown in the language of ``--lang`` (English by default); ``--json`` is
    the same in every language."""
    from rich.console import Console  # only for the readable output: a batch never needs it
    from rich.table import Table
    from rich.text import Text

    from mahjong_tui.text.fu_words import fu_breakdown
    from mahjong_tui.text.language import current_language, t

    console = Console(highlight=False)
    table = Table(t("score.yaku"), *([""] if current_language() == "en" else []),
                  t("score.han"), title=t("score.title"))
    for y in result.yaku:
        names = (y.name, y.name_ja) if current_language() == "en" else (y.name_ja,)
        table.add_row(*names, str(y.han))
    console.print(table)
    parts = fu_breakdown(result.fu_parts)
    if result.yakuman:
        value = t(f"score.yakuman_{min(result.yakuman, 3)}", times=result.yakuman)
        console.print(Text(value, style="bold"), Text(t("score.fu_parts", fu=result.fu,
                                                         parts=parts)))
    else:
        console.print(Text(t("score.han_fu", han=result.han, fu=result.fu), style="bold"),
                      Text(t("score.parts", parts=parts)))
    if result.limit != "none":
        console.print(t("score.limit", limit=t(f"score.limits.{result.limit}")))
    p = result.payment
    if p.ron is not None:
        console.print(t("score.ron", points=p.ron))
    elif p.tsumo_dealer_pays is None:
        console.print(t("score.tsumo_all", points=p.tsumo_others_pay))
    else:
        console.print(t("score.tsumo", others=p.tsumo_others_pay, dealer=p.tsumo_dealer_pays))
    console.print(Text(t("score.total", points=p.total), style="bold"))
