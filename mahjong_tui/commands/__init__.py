"""One module per ``mahjong-tui`` subcommand.

Each module defines ``register(subparsers)``, which adds its parser and sets
``func`` to a callable taking the parsed arguments and returning the exit status.
"""


class CliError(Exception):
    """Bad input to a subcommand: printed as one line, exit status 2."""
