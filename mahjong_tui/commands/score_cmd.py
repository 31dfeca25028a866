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
from typing import TYPE_CHECKING, Any

from mahjong_tui.commands import CliError, add_language_option
from mahjong_tui.commands.score_requests import (
    FLAGS,
    WINDS,
    comma_list,
    error_object,
    result_object,
    score_request,
)
from rules.score import HandError, ScoreResult
from rules.tiles import TileError

if TYPE_CHECKING:  # a batch with the default rules never imports pydantic (score_batch),
    import argparse  # and a plain batch never argparse (mahjong_tui.cli)

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
        "dora": comma_list(args.dora), "ura": comma_list(args.ura),
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


def _print_readable(result: ScoreResult) -> None:
    """The breakdown in the language of ``--lang`` (English by default); ``--json`` is
    the same in every language."""
    from rich.table import Table
    from rich.text import Text

    from mahjong_tui.text.console import plain_console
    from mahjong_tui.text.fu_words import fu_breakdown
    from mahjong_tui.text.language import current_language, t

    console = plain_console(highlight=False)
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
