"""``mahjong-tui shanten HAND [--json]`` and ``mahjong-tui shanten --batch [--json]``.

HAND is MPSZ notation (``0`` = red five) of 3n+1 or 3n+2 tiles, at most 14 (the
called melds are left out). The readable output gives the shanten of each
form, the waits of a 3n+1 hand (and its ukeire when not tenpai), and for a
3n+2 hand each discard with its resulting shanten and ukeire.

``--json`` prints one object: ``hand`` (canonical MPSZ), ``tiles``,
``shanten``, ``regular``, ``chiitoitsu`` and ``kokushi`` (null when the form
does not apply, i.e. not 13 or 14 tiles), then for a 3n+1 hand ``waits`` and
``raw_waits`` (the latter also lists kinds held four times) and ``ukeire``
(``{"tiles": [...], "count": n}``), and for a 3n+2 hand ``complete`` and
``discards`` (``[{"tile", "shanten", "ukeire": [...], "ukeire_count"}]``, best
first). ``-1`` means complete.

``--batch`` reads one hand per line on stdin and writes one JSON object per
line, in order: ``{"shanten", "regular", "chiitoitsu", "kokushi"}``; a bad line
(blank lines included) gives those four as null plus ``"error"``, and the batch
goes on. The exit status is 0 when every line was good, 1 otherwise.
"""

from __future__ import annotations

import json
import sys
from functools import cache
from typing import TYPE_CHECKING, Any, Final

from mahjong_tui.commands import CliError, hand_runs
from mahjong_tui.commands.hand_runs import LONGEST, RUN, TOKEN
from mahjong_tui.files.input_lines import (
    Line,
    collected_seldom,
    json_line,
    read_batches,
    standard_input,
)
from rules import shanten as sh
from rules.tiles import TileError, checked_counts, format_counts, format_tiles, parse

if TYPE_CHECKING:  # a plain batch never imports argparse (see mahjong_tui.cli)
    import argparse


def register(subparsers: Any) -> None:
    import argparse

    parser = subparsers.add_parser(
        "shanten",
        help="shanten, waits and the best discards of a hand",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("hand", nargs="?", metavar="HAND", help="tiles in MPSZ notation")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument(
        "--batch", action="store_true", help="read one hand per line on stdin; JSON lines out"
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.batch:
        if args.hand is not None:
            raise CliError("--batch reads hands from stdin: give no HAND")
        return run_batch()
    if args.hand is None:
        raise CliError("give a HAND (e.g. 123m456p789s11122z) or --batch")
    c = hand_counts(args.hand)
    report = analyse(c)
    if args.json:
        print(json.dumps(report))
    else:
        _print(report)
    return 0


def hand_counts(text: str) -> list[int]:
    """Parse and check a hand; raise CliError with one clear line if it is not one."""
    try:
        tiles = parse(text)
        c = checked_counts(tiles)
    except TileError as exc:
        raise CliError(str(exc)) from None
    n = len(tiles)
    if n == 0 or n > 14 or n % 3 == 0:
        raise CliError(f"a hand has 1, 2, 4, 5, 7, 8, 10, 11, 13 or 14 tiles, got {n}")
    return c


def _names(kinds: Any) -> list[str]:
    return [format_tiles([k]) for k in kinds]


def forms(c: list[int]) -> dict[str, int | None]:
    regular, chiitoitsu, kokushi = sh.shanten_forms(c)
    special = (chiitoitsu, kokushi) if chiitoitsu is not None and kokushi is not None else ()
    best = min((regular, *special))
    return {"shanten": best, "regular": regular, "chiitoitsu": chiitoitsu, "kokushi": kokushi}


def analyse(c: list[int]) -> dict[str, Any]:
    """The ``--json`` object for one hand."""
    n = sum(c)
    report: dict[str, Any] = {"hand": format_counts(c), "tiles": n, **forms(c)}
    if n % 3 == 1:
        u = sh.ukeire(c)
        report["waits"] = _names(sh.waits(c))
        report["raw_waits"] = _names(sh.raw_waits(c))
        report["ukeire"] = {"tiles": _names(u.kinds), "count": u.count}
    else:
        report["complete"] = sh.is_complete(c)
        report["discards"] = [
            {
                "tile": format_tiles([o.tile]),
                "shanten": o.shanten,
                "ukeire": _names(o.ukeire.kinds),
                "ukeire_count": o.ukeire.count,
            }
            for o in sh.discard_options(c)
        ]
    return report


def _shanten_words(s: int) -> str:
    return {-1: "complete", 0: "tenpai"}.get(s, f"{s}-shanten")


def _print(report: dict[str, Any]) -> None:
    from rich.table import Table
    from rich.text import Text

    from mahjong_tui.text.console import plain_console

    console = plain_console(highlight=False)
    console.print(Text.assemble((report["hand"], "bold"),
                                f"  {_shanten_words(report['shanten'])}"))
    parts = [f"regular {report['regular']}"]
    for form in ("chiitoitsu", "kokushi"):
        if report[form] is not None:
            parts.append(f"{form} {report[form]}")
    console.print("  " + ", ".join(parts))
    if "waits" in report:
        if report["waits"]:
            console.print(f"  waits: {' '.join(report['waits'])}")
        extra = [t for t in report["raw_waits"] if t not in report["waits"]]
        if extra:
            console.print(f"  (would also win on {' '.join(extra)}, but all four are in the hand)")
        if report["shanten"] > 0:
            u = report["ukeire"]
            console.print(f"  ukeire: {' '.join(u['tiles'])} ({u['count']} tiles)")
        return
    if report["complete"]:
        console.print("  the hand is complete")
    table = Table("discard", "shanten", "ukeire", "tiles")
    for d in report["discards"]:
        table.add_row(d["tile"], str(d["shanten"]), str(d["ukeire_count"]), " ".join(d["ukeire"]))
    console.print(table)


def forms_line(c: list[int]) -> str:
    """``json_line(forms(c))`` written directly (four numbers: the batch's hot path; a test
    checks that the two are the same text)."""
    return _forms_text(*sh.shanten_forms(c))


@cache
def _forms_text(regular: int, chiitoitsu: int | None, kokushi: int | None) -> str:
    """The answer of one hand's forms (a few hundred different ones: each made once)."""
    if chiitoitsu is None or kokushi is None:
        return (f'{{"shanten": {regular}, "regular": {regular}, "chiitoitsu": null, '
                f'"kokushi": null}}\n')
    best = min(regular, chiitoitsu, kokushi)
    return (f'{{"shanten": {best}, "regular": {regular}, "chiitoitsu": {chiitoitsu}, '
            f'"kokushi": {kokushi}}}\n')


_LANE: Final = 24
"""Bits of one suit's base-5 code in a read run (``5**9`` needs 21, with room for carries)."""
_LANE_MASK: Final = (1 << _LANE) - 1
_TILES_AT: Final = 4 * _LANE
_REDS_AT: Final = _TILES_AT + 8
_TWO_REDS: Final = sum(0xFE << 8 * suit for suit in range(3))
"""Bits of two or more red fives of a suit, in a count of red fives per suit (8 bits each)."""
_BAD: Final = 1 << _REDS_AT + 3 * 8
"""A run that is no tiles (0z, 8z, 9z): any hand holding it has this bit or higher."""
_POWERS_OF_5: Final[tuple[int, ...]] = tuple(5**k for k in range(9))


def _read_run(run: str) -> int:
    """One run of digits and its suit letter as one int that adds up with the other runs
    of a hand: the run's base-5 code (see ``rules.shanten.forms_of_codes``) in its suit's
    lane, its number of tiles and its red fives per suit above them; ``_BAD`` for 0z, 8z, 9z
    and for a token that is no run."""
    if not RUN.fullmatch(run):
        return _BAD
    suit = "mpsz".index(run[-1])
    digits = run[:-1]
    if suit == 3 and ("0" in digits or "8" in digits or "9" in digits):
        return _BAD
    code = sum(_POWERS_OF_5[int(d) - 1 if d != "0" else 4] for d in digits)
    reds = digits.count("0") << 8 * suit
    return code << _LANE * suit | len(digits) << _TILES_AT | reds << _REDS_AT


def run_table() -> dict[str, int]:
    """The runs a batch has read (see ``mahjong_tui.commands.hand_runs``)."""
    return hand_runs.run_table(_read_run)


def quick_forms_line(text: str, runs: dict[str, int]) -> str | None:
    """:func:`forms_line` of a hand in compact notation (``"367m134p2s223466z"``), read a
    run at a time from ``runs`` (a :func:`run_table`), or None for anything else (spaces, a
    bad tile, a fifth copy, two red fives of a suit, a wrong count): the careful reading
    then answers, with its message. Within :data:`LONGEST` characters the lanes cannot
    overflow."""
    if len(text) > LONGEST:
        return None
    hand = sum(map(runs.__getitem__, TOKEN.findall(text)))
    if hand >= _BAD or hand >> _REDS_AT & _TWO_REDS:
        return None
    try:
        return _forms_text(*sh.forms_of_codes(
            hand & _LANE_MASK, hand >> _LANE & _LANE_MASK, hand >> 2 * _LANE & _LANE_MASK,
            hand >> 3 * _LANE & _LANE_MASK, hand >> _TILES_AT & 255))
    except (ValueError, IndexError):
        return None


def careful_forms_line(text: str) -> tuple[str, bool]:
    """The answer to one line, every check in turn, and whether the line was a hand."""
    try:
        return forms_line(hand_counts(text.strip())), True
    except (CliError, ValueError) as exc:
        return error_line(str(exc)), False


def error_line(message: str) -> str:
    return json_line({"shanten": None, "regular": None, "chiitoitsu": None, "kokushi": None,
                      "error": message})


def run_batch() -> int:
    """Answer every line of stdin (see the module docstring for the exit status)."""
    status = 0
    out = sys.stdout
    runs = run_table()
    for batch in collected_seldom(read_batches(standard_input(), waiting=out.flush)):
        answers = []
        for line in batch:
            if isinstance(line, Line):
                status = 1
                answers.append(error_line(line.error or ""))
                continue
            answer = quick_forms_line(line, runs)
            if answer is None:
                answer, good = careful_forms_line(line)
                status = status or int(not good)
            answers.append(answer)
        out.write("".join(answers))  # flushed whenever the next line is not there yet
    return status
