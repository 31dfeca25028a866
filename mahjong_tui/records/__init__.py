"""Game records: tenhou.net/6 JSON and mjlog XML in, tenhou.net/6 JSON out, replay and verify.

Both formats parse into the neutral model (``records.model``); the writer,
the engine export and the replay all work on that model.
"""

from mahjong_tui.records.errors import RecordError
from mahjong_tui.records.export import default_log_dir, game_record, write_game_log
from mahjong_tui.records.load import read_record
from mahjong_tui.records.replay import Verification, verify_game

__all__ = [
    "RecordError",
    "Verification",
    "default_log_dir",
    "game_record",
    "read_record",
    "verify_game",
    "write_game_log",
]
