"""Every file the app reads, damaged every way we know: one warning, the file kept aside.

The app's three files (the save, the settings, the record) and the custom presets are
each fed the same table of bad contents. Whatever the damage, loading gives one line
(never a traceback, a hang or a blown memory), a settings file or record is moved aside
to ``.bak`` with its bytes intact, and a save is refused and left for Continue to move
aside (``tests/tui/test_corrupt_files_app.py`` drives those through the screens).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path

import pytest

from mahjong_tui.files.places import HISTORY_FILE
from mahjong_tui.play.config import ConfigStore, Settings
from mahjong_tui.play.game_config import GameConfig
from mahjong_tui.play.history import load_history, record_game
from mahjong_tui.play.save_slot import saved_game
from mahjong_tui.play.session import SaveError, Session
from rules.presets import PresetError, load_preset, load_preset_file, preset_to_toml
from rules.untrusted import MAX_BYTES
from tests.play.test_history import GAME

Damage = Callable[[Path], None]


def _text(text: str) -> Damage:
    return lambda path: path.write_text(text, encoding="utf-8")


def _bytes(data: bytes) -> Damage:
    return lambda path: path.write_bytes(data)


def _too_large(path: Path) -> None:
    with path.open("wb") as out:
        out.truncate(MAX_BYTES + 1)


ANY_FILE: dict[str, Damage] = {
    "deep lists": _text("[" * 100_000),
    "deep objects": _text('{"a":' * 100_000),
    "deep lists closed": _text("[" * 5000 + "]" * 5000),
    "not UTF-8": _bytes(b'{"version": 1}\xe9'),
    "UTF-16": _bytes('{"version": 1}'.encode("utf-16")),
    "NUL bytes": _bytes(b"\x00" * 64),
    "empty": _text(""),
    "truncated": _text('{"version": 1, "pre'),
    "a string": _text('"[/x] a string"'),
    "a number": _text("1e400"),
    "null": _text("null"),
    "markup": _text('{"version": 1, "preset": "[/x]", "rules": "[bold]x[/]"}'),
    "lone surrogate": _text('{"version": 1, "\\ud800": "\\udfff"}'),
    "too large": _too_large,
    "a FIFO": os.mkfifo,
    "a directory": lambda path: path.mkdir(),
}
JSON_FILES: dict[str, Damage] = ANY_FILE | {
    "a list": _text('[1, "[/x]"]'),
    "NaN": _text('[{"rank": NaN}]'),
}


def _damaged(tmp_path: Path, name: str, damage: Damage) -> tuple[Path, bytes | None]:
    """The file ``name`` damaged, and its bytes (None: not a regular file)."""
    path = tmp_path / name
    damage(path)
    return path, path.read_bytes() if path.is_file() else None


def _kept_aside(path: Path, data: bytes | None) -> None:
    backup = path.with_name(path.name + ".bak")
    assert not path.exists() and (backup.exists() or backup.is_symlink())
    if data is not None:
        assert backup.read_bytes() == data


def _one_line(message: str | None) -> str:
    assert message is not None and "\n" not in message and "Traceback" not in message
    return message


@pytest.mark.parametrize("case", sorted(JSON_FILES))
def test_a_bad_settings_file(tmp_path: Path, case: str) -> None:
    path, data = _damaged(tmp_path, "settings.json", JSON_FILES[case])
    store = ConfigStore(tmp_path)
    settings, warning = store.load_settings()
    _one_line(warning)
    assert settings == Settings()
    _kept_aside(path, data)
    store.save_settings(settings)  # the next save writes a fresh file beside the backup
    assert store.load_settings() == (settings, None)


@pytest.mark.parametrize("case", sorted(JSON_FILES))
def test_a_bad_record(tmp_path: Path, case: str) -> None:
    """Reading it (the record screen, ``stats``) leaves it where it is; the next game
    recorded moves it aside and starts a new record."""
    path, data = _damaged(tmp_path, HISTORY_FILE, JSON_FILES[case])
    games, warning = load_history(path)
    assert games == [] and _one_line(warning).startswith("the game record")
    assert path.exists() or path.is_symlink()
    if data is not None:
        assert path.read_bytes() == data
    assert _one_line(record_game(path, GAME)).startswith("the game record")
    backup = path.with_name(path.name + ".bak")
    assert backup.exists() or backup.is_symlink()
    if data is not None:
        assert backup.read_bytes() == data
    assert load_history(path) == ([GAME], None)


def test_a_record_with_one_bad_entry_is_kept_whole(tmp_path: Path) -> None:
    path = tmp_path / HISTORY_FILE
    good = asdict(GAME)
    for bad in ({**good, "result": float("nan")}, {**good, "rank": 9}, {**good, "score": 10**30}):
        text = json.dumps([good, bad])
        path.write_text(text, encoding="utf-8")
        assert load_history(path)[0] == []
        assert path.read_text(encoding="utf-8") == text  # a reader leaves it whole
        assert record_game(path, GAME) is not None
        assert path.with_name(HISTORY_FILE + ".bak").read_text(encoding="utf-8") == text
        path.with_name(HISTORY_FILE + ".bak").unlink()


def save_data(directory: Path) -> dict[str, object]:
    """A save of a game 12 moves in, as the app writes it (its JSON)."""
    path = directory / "savegame.json"
    session = Session.new(GameConfig(length="tonpuu", seed=4, human_seat=1), path)
    for _ in range(12):
        turn = session.next_ai_turn() or session.autoplay_turn()
        assert turn is not None
        session.apply(turn.seat, turn.decide())
    session.save()
    data: dict[str, object] = json.loads(path.read_text(encoding="utf-8"))
    return data


@pytest.fixture(scope="module")
def real_save(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    return save_data(tmp_path_factory.mktemp("save"))


SAVE_CHANGES: dict[str, dict[str, object]] = {
    "human seat 9": {"human_seat": 9},
    "human seat -1": {"human_seat": -1},
    "human seat true": {"human_seat": True},
    "human seat text": {"human_seat": "[/x]"},
    "seed text": {"seed": "[/x]"},
    "seed missing": {"seed": None},
    "rules a list": {"rules": ["[/x]"]},
    "rules invalid with markup": {"rules": {"name": "[/x]", "uma": "[bold]"}},
    "levels unknown": {"ai_levels": ["[/x]", "normal", "normal"]},
    "levels too few": {"ai_levels": ["normal"]},
    "actions a dict": {"actions": {"a": 1}},
    "action seat 7": {"actions": [[7, {"type": "Discard"}]]},
    "action a list": {"actions": [[0, [1, 2]]]},
    "action unknown type": {"actions": [[0, {"type": "[/x]"}]]},
    "action bad field": {"actions": [[0, {"type": "Discard", "tile": {"a": 1}}]]},
    "action not a pair": {"actions": [[0]]},
    "action three parts": {"actions": [[0, {"type": "Pass"}, 5]]},
    "version 2": {"version": 2},
}


@pytest.mark.parametrize("case", sorted(SAVE_CHANGES))
def test_a_bad_save_is_refused_in_one_line(tmp_path: Path, real_save: dict[str, object],
                                           case: str) -> None:
    path = tmp_path / "savegame.json"
    data = real_save | SAVE_CHANGES[case]
    path.write_text(json.dumps({k: v for k, v in data.items() if v is not None}), "utf-8")
    with pytest.raises(SaveError) as info:
        Session.load(path)
    _one_line(str(info.value))
    assert saved_game(path) and path.exists()


def test_the_real_save_itself_loads(tmp_path: Path, real_save: dict[str, object]) -> None:
    path = tmp_path / "savegame.json"
    path.write_text(json.dumps(real_save), "utf-8")
    assert len(Session.load(path).actions) == 12


@pytest.mark.parametrize("case", sorted(JSON_FILES))
def test_a_damaged_save_file(tmp_path: Path, case: str) -> None:
    path, _ = _damaged(tmp_path, "savegame.json", JSON_FILES[case])
    with pytest.raises(SaveError) as info:
        Session.load(path)
    _one_line(str(info.value))
    assert saved_game(path)


TOML_FILES: dict[str, Damage] = {k: v for k, v in ANY_FILE.items() if k != "empty"} | {
    "deep TOML arrays": _text("uma = " + "[" * 100_000),
    "deep TOML tables": _text("uma = " + "{a = " * 100_000),
    "TOML markup": _text('name = "[/x]"\numa = "[bold]"'),
    "TOML unknown key": _text('"[/x]" = 1'),
}


@pytest.mark.parametrize("case", sorted(TOML_FILES))  # (an empty file is the defaults)
def test_a_bad_custom_preset_is_skipped_with_one_warning(tmp_path: Path, case: str) -> None:
    store = ConfigStore(tmp_path)
    store.presets_dir.mkdir()
    good = store.presets_dir / "house.toml"
    good.write_text(preset_to_toml(load_preset("tenhou").with_changes(name="house")), "utf-8")
    path, data = _damaged(store.presets_dir, "broken.toml", TOML_FILES[case])
    entries, problems = store.presets()
    assert "house" in [e.name for e in entries] and "broken" not in [e.name for e in entries]
    (problem,) = problems
    _one_line(problem)
    with pytest.raises(PresetError):
        load_preset_file(path)
    if data is not None:
        assert path.read_bytes() == data  # the player's own file is left as it is


@pytest.mark.parametrize("case", ["NaN", "deep lists", "not UTF-8", "a FIFO"])
def test_stats_json_is_valid_json_on_a_bad_record(tmp_path: Path, case: str) -> None:
    JSON_FILES[case](tmp_path / HISTORY_FILE)
    env = {"MAHJONG_TUI_DATA_DIR": str(tmp_path), "PATH": ""}
    out = subprocess.run([sys.executable, "-m", "mahjong_tui", "stats", "--json"], env=env,
                         capture_output=True, text=True, timeout=60, check=False)
    assert out.returncode == 0 and out.stderr.count("\n") == 1
    data = json.loads(out.stdout, parse_constant=lambda name: pytest.fail(f"{name} printed"))
    assert data["games"] == 0
