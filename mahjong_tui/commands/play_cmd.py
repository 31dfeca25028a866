"""``mahjong-tui play``: straight to a table (``mahjong-tui`` alone opens the title screen)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from mahjong_tui.commands import CliError, add_language_option
from mahjong_tui.play.game_config import DEFAULT_AI_LEVELS, LENGTHS, LINEUPS, GameConfig

if TYPE_CHECKING:  # the title screen starts without the parser (mahjong_tui.cli)
    import argparse


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "play", help="sit down at a table against three AI players", description=__doc__
    )
    parser.add_argument("--preset", default="tenhou", metavar="P", help="rule preset (tenhou)")
    parser.add_argument("--length", choices=LENGTHS, default="hanchan", help="game length")
    parser.add_argument("--seed", type=int, metavar="N", help="seed of the walls")
    parser.add_argument("--lineup", choices=list(LINEUPS), metavar="NAME",
                        help=f"play against a themed line-up ({', '.join(LINEUPS)}; "
                        "mahjong-tui lineups lists them)")
    parser.add_argument(
        "--log-dir", type=Path, metavar="DIR",
        help="where the tenhou.net/6 game log is written (default: the user data directory)",
    )
    add_language_option(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from rules.presets import preset_names

    if args.preset not in preset_names():
        raise CliError(f"unknown preset {args.preset!r} (one of {', '.join(preset_names())})")
    opponents = LINEUPS[args.lineup] if args.lineup else DEFAULT_AI_LEVELS
    return run_app(GameConfig(args.preset, args.length, args.seed, ai_levels=opponents,
                              log_dir=args.log_dir), language=args.lang)


def run_app(play: GameConfig | None = None, language: str | None = None) -> int:
    """Run the Textual app (the title screen, or a table at once with ``play``), in
    ``language`` (``--lang``) or the one last picked."""
    from mahjong_tui.tui.app import MahjongApp  # Textual loads only when the app runs

    app = MahjongApp(play=play, language=language)
    app.run()
    return app.return_code or 0  # 1 after a fault Textual reported (the game was saved)
