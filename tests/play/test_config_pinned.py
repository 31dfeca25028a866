"""Pins mahjong_tui/play/config.py beyond test_config.py: what a custom preset may be named,
the preset list (shipped ones in their order and words, then the custom ones sorted, a
broken file skipped with one warning), saving, importing and exporting a preset (each
refusal in its exact words), and the settings file: every value it holds checked in order,
the first problem told (values shown cut to 40 characters), the file moved aside (or left
and never written over when it cannot be moved), and what a save writes."""

from __future__ import annotations

import errno
import json
import os
from dataclasses import FrozenInstanceError
from pathlib import Path
from typing import Any

import pytest

from mahjong_tui.play.assists import Assists
from mahjong_tui.play.bots import BotEntry
from mahjong_tui.play.config import (
    AI_DELAYS,
    DEFAULT_PRESET,
    SETTINGS_VERSION,
    ConfigError,
    ConfigStore,
    PresetInfo,
    Settings,
    custom_name_problem,
    preset_info,
)
from mahjong_tui.play.game_config import GameConfig
from mahjong_tui.text.tile_faces import TileStyle
from rules.presets import load_preset, load_preset_file, preset_to_toml
from tests.files.faults import read_only, replace_fails

TENHOU = load_preset("tenhou")
BAD_NAME = "a preset name is 1-40 letters, digits, '-' or '_'"
SHIPPED_ORDER = ["tenhou", "mahjongsoul", "mleague", "wrc", "ema", "jpml",
                 "seed000_netmahjong", "seed002_mj3", "seed003_local_yaku",
                 "seed004_web_tonpuu"]


def test_the_constants() -> None:
    assert (SETTINGS_VERSION, DEFAULT_PRESET) == (1, "tenhou")
    assert dict(AI_DELAYS) == {"instant": 0.0, "fast": 0.15, "normal": 0.6}


# --- names --------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["a", "Z9", "house_rules-2", "x" * 40, "  house  ", "0"])
def test_a_custom_name_may_be(name: str) -> None:
    assert custom_name_problem(name) is None


@pytest.mark.parametrize("name", ["", "   ", "-a", "_a", "x" * 41, "a b", "r\u00e8gles", "a.b",
                                  "../evil"])
def test_a_custom_name_may_not_be(name: str) -> None:
    assert custom_name_problem(name) == BAD_NAME


def test_a_custom_name_is_not_a_shipped_one() -> None:
    assert custom_name_problem(" tenhou ") == (
        "'tenhou' is a built-in preset: choose another name")


# --- settings object ----------------------------------------------------------------------


def test_the_default_settings() -> None:
    settings = Settings()
    assert settings.preset == "tenhou" and settings.rules == TENHOU
    assert (settings.ai_levels, settings.ai_speed, settings.tile_style) == (
        ("normal", "normal", "normal"), "normal", TileStyle.TEXT)
    assert settings.assists == Assists() and settings.autoplay is False
    assert (settings.language, settings.talk, settings.bots) == ("en", True, ())
    assert settings.ai_delay == 0.6


def test_a_misspelt_setting_is_an_error() -> None:
    """The screens change the one Settings object in place: a field that does not exist
    is refused, never kept on the side."""
    settings = Settings()
    with pytest.raises(AttributeError):
        settings.ai_sped = "fast"  # type: ignore[attr-defined]


@pytest.mark.parametrize(("speed", "delay"), [("instant", 0.0), ("fast", 0.15),
                                              ("normal", 0.6)])
def test_the_ai_delay(speed: str, delay: float) -> None:
    assert Settings(ai_speed=speed).ai_delay == delay


def test_the_game_config() -> None:
    rules = TENHOU.with_changes(game_length="tonpuu")
    bots = (BotEntry("m", "mortal"),)
    settings = Settings("house", rules, ("easy", "bot:m", "strong"), bots=bots)
    assert settings.game_config(7, 2) == GameConfig(
        "house", "tonpuu", 7, ("easy", "bot:m", "strong"), 2, rules=rules, bots=bots)
    assert Settings().game_config() == GameConfig("tenhou", "hanchan", None,
                                                  ("normal",) * 3, None, rules=TENHOU)


# --- presets ------------------------------------------------------------------------------


def test_preset_info() -> None:
    assert preset_info(TENHOU, custom=False) == PresetInfo(
        "tenhou", "Tenhou (天鳳)",
        "Tenhou's ranked four-player hanchan with red fives and open tanyao (the default)",
        "As on Tenhou: its rule page and real game records. Unverified: no haitei on a "
        "rinshan draw from the last tile.", False)
    # A custom preset named like a shipped one shows its own name and words.
    assert preset_info(TENHOU.with_changes(description="mine"), custom=True) == PresetInfo(
        "tenhou", "tenhou", "mine", "Your own rules, saved on this computer.", True)
    other = TENHOU.with_changes(name="other", description="d", source="s")
    assert preset_info(other, custom=False) == PresetInfo("other", "other", "d", "s", False)
    assert preset_info(other, custom=True) == PresetInfo(
        "other", "other", "d", "Your own rules, saved on this computer.", True)


def test_a_preset_entry_is_a_value() -> None:
    info = preset_info(TENHOU, custom=False)
    assert hash(info) == hash(preset_info(load_preset("tenhou"), custom=False))
    with pytest.raises(FrozenInstanceError):
        info.title = "x"  # type: ignore[misc]


def _store(tmp_path: Path, files: dict[str, str]) -> ConfigStore:
    store = ConfigStore(tmp_path)
    store.presets_dir.mkdir(parents=True)
    for name, text in files.items():
        (store.presets_dir / name).write_text(text, encoding="utf-8")
    return store


def test_the_store_lives_in_its_root(tmp_path: Path) -> None:
    store = ConfigStore(tmp_path)
    assert (store.root, store.settings_path, store.presets_dir) == (
        tmp_path, tmp_path / "settings.json", tmp_path / "presets")


def test_the_store_defaults_to_the_config_dir(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAHJONG_TUI_CONFIG_DIR", str(tmp_path / "conf"))
    assert ConfigStore().root == tmp_path / "conf"


def test_no_presets_folder_is_no_custom_preset(tmp_path: Path) -> None:
    store = ConfigStore(tmp_path)
    assert store.custom_names() == []
    store.presets_dir.write_text("a file, not a folder", encoding="utf-8")
    assert store.custom_names() == []


def test_custom_names_are_the_valid_toml_file_names_sorted(tmp_path: Path) -> None:
    house = preset_to_toml(TENHOU.with_changes(name="x"))
    store = _store(tmp_path, {name: house for name in (
        "zed.toml", "a.toml", "M_2.toml", "tenhou.toml", "-bad.toml", "notes.txt",
        "has space.toml", f"{'y' * 41}.toml")})
    assert store.custom_names() == ["M_2", "a", "zed"]


def test_a_preset_by_name(tmp_path: Path) -> None:
    store = _store(tmp_path, {
        "house.toml": preset_to_toml(TENHOU.with_changes(name="house", kuitan=False)),
        "tenhou.toml": preset_to_toml(TENHOU.with_changes(kuitan=False)),
        "-odd.toml": preset_to_toml(TENHOU),
        "broken.toml": "kuitan = 3",
    })
    assert store.preset("mleague") == load_preset("mleague")
    assert store.preset("tenhou") == TENHOU  # never shadowed by a file of that name
    assert store.preset("house") == TENHOU.with_changes(name="house", kuitan=False)
    for name in ("-odd", "gone", ""):
        with pytest.raises(ConfigError) as info:
            store.preset(name)
        assert str(info.value) == f"there is no preset {name!r}"
    with pytest.raises(ConfigError) as info:
        store.preset("broken")
    assert str(info.value) == "“Open tanyao (喰いタン)”: should be true or false"


def test_the_preset_list(tmp_path: Path) -> None:
    store = _store(tmp_path, {
        "zed.toml": preset_to_toml(TENHOU.with_changes(name="zed", description="Z")),
        "abc.toml": preset_to_toml(TENHOU.with_changes(name="abc", description="A")),
        "broken.toml": "kuitan = 3",
        "cut.toml": "uma = [1",
    })
    entries, problems = store.presets()
    assert [e.name for e in entries] == [*SHIPPED_ORDER, "abc", "zed"]
    assert [e.custom for e in entries] == [False] * 10 + [True, True]
    assert entries[0] == preset_info(TENHOU, custom=False)
    assert entries[-1] == PresetInfo("zed", "zed", "Z", "Your own rules, saved on this "
                                     "computer.", True)
    assert problems == [
        "your preset 'broken' was skipped: “Open tanyao (喰いタン)”: should be true or false",
        "your preset 'cut' was skipped: invalid TOML"]
    assert ConfigStore(tmp_path / "none").presets() == (
        [preset_info(load_preset(name), custom=False) for name in SHIPPED_ORDER], [])


def test_saving_a_custom_preset(tmp_path: Path) -> None:
    store = ConfigStore(tmp_path)
    edited = load_preset("mleague").with_changes(kuitan=False)
    saved = store.save_custom("  house ", edited, "mleague")
    assert saved == edited.with_changes(name="house",
                                        description="Your rules, based on M-League (Mリーグ)")
    assert load_preset_file(tmp_path / "presets" / "house.toml") == saved
    # Another custom preset keeps its description (the base is not one of ours).
    again = store.save_custom("copy", saved.with_changes(description="mine"), "house")
    assert (again.name, again.description) == ("copy", "mine")
    # A shipped preset's rules edited from a custom base: based on that base's name.
    based = store.save_custom("third", TENHOU, "house")
    assert based.description == "Your rules, based on house"
    assert store.custom_names() == ["copy", "house", "third"]


@pytest.mark.parametrize(("name", "problem"), [
    ("a/b", BAD_NAME), ("", BAD_NAME),
    ("mleague", "'mleague' is a built-in preset: choose another name"),
])
def test_a_custom_preset_is_not_saved_under_a_bad_name(tmp_path: Path, name: str,
                                                      problem: str) -> None:
    store = ConfigStore(tmp_path)
    with pytest.raises(ConfigError) as info:
        store.save_custom(name, TENHOU, "tenhou")
    assert str(info.value) == problem
    assert not store.presets_dir.exists()


def test_a_custom_preset_that_cannot_be_written(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    read_only(monkeypatch)
    with pytest.raises(ConfigError) as info:
        ConfigStore(tmp_path).save_custom("house", TENHOU, "tenhou")
    assert str(info.value) == "the preset 'house' could not be saved: the disk is read-only"
    assert info.value.__suppress_context__


# --- import -------------------------------------------------------------------------------


@pytest.mark.parametrize(("file", "own", "named"), [
    ("rules.toml", "house", "house"),
    ("rules.toml", "custom", "rules"),
    ("rules.toml", "wrc", "rules"),
    ("my rules.toml", "Mes règles", "Mes-r-gles"),
    ("rules.toml", "_x_", "x"),
    ("rules.toml", "-" * 5, "rules"),
    ("___.toml", "custom", "imported"),
    ("b" * 45 + ".toml", "a" * 45, "a" * 40),
    ("b" * 45 + ".toml", "custom", "b" * 40),
    ("rules.toml", "a" * 39 + "-z", "a" * 39),
])
def test_an_import_is_named(tmp_path: Path, file: str, own: str, named: str) -> None:
    """By the file's own name made a file name (at most 40), else by the file's name,
    else "imported"."""
    path = tmp_path / file
    rules = TENHOU.with_changes(name=own)
    path.write_text(preset_to_toml(rules), encoding="utf-8")
    store = ConfigStore(tmp_path / "conf")
    assert store.read_import(f"  {path}  ") == (named, rules)
    assert not store.presets_dir.exists()  # nothing saved


def test_an_import_from_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    (tmp_path / "mine.toml").write_text(preset_to_toml(TENHOU), encoding="utf-8")
    assert ConfigStore(tmp_path / "conf").read_import("~/mine.toml") == ("mine", TENHOU)


@pytest.mark.parametrize(("text", "problem"), [
    (None, "cannot be read: the file is not there"),
    ("uma = [1", "invalid TOML"),
    ("kuitan = 3", "“Open tanyao (喰いタン)”: should be true or false"),
])
def test_an_import_refused(tmp_path: Path, text: str | None, problem: str) -> None:
    path = tmp_path / "in.toml"
    if text is not None:
        path.write_text(text, encoding="utf-8")
    with pytest.raises(ConfigError) as info:
        ConfigStore(tmp_path).read_import(str(path))
    assert str(info.value) == f"in.toml cannot be imported: {problem}"
    assert info.value.__suppress_context__


@pytest.mark.parametrize("path", ["", "   "])
def test_an_import_of_nothing(tmp_path: Path, path: str) -> None:
    with pytest.raises(ConfigError) as info:
        ConfigStore(tmp_path).read_import(path)
    assert str(info.value) == "type the name of a preset file to import"


# --- export -------------------------------------------------------------------------------

EXPORT_WHERE = "give a file path to export to, such as ~/my-rules.toml"


def test_an_export_writes_a_new_file_or_replaces_a_regular_one(tmp_path: Path) -> None:
    store = ConfigStore(tmp_path)
    rules = TENHOU.with_changes(name="house", kuitan=False)
    target = tmp_path / "new" / "house.toml"
    assert store.export_file(rules, f" {target} ") == target
    assert target.read_text(encoding="utf-8") == preset_to_toml(rules)
    assert store.export_file(TENHOU, str(target)) == target
    assert load_preset_file(target) == TENHOU


def test_an_export_to_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    assert ConfigStore(tmp_path).export_file(TENHOU, "~/out.toml") == tmp_path / "out.toml"
    assert load_preset_file(tmp_path / "out.toml") == TENHOU


@pytest.mark.parametrize("path", ["", "  "])
def test_an_export_to_nowhere(tmp_path: Path, path: str) -> None:
    with pytest.raises(ConfigError) as info:
        ConfigStore(tmp_path).export_file(TENHOU, path)
    assert str(info.value) == EXPORT_WHERE


def test_an_export_refused(tmp_path: Path) -> None:
    store = ConfigStore(tmp_path)
    (tmp_path / "folder").mkdir()
    (tmp_path / "file").write_text("x", encoding="utf-8")
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "link").symlink_to(tmp_path / "file")
    cases = {
        "folder": EXPORT_WHERE,
        "fifo": "cannot export there: it is not a regular file",
        "link": "cannot export there: it is not a regular file",
        "file/x.toml": "cannot export there: a file is where its folder should be",
        "a\0b": "cannot export there: that is not a name a file can have here",
        "\ud800.toml": "cannot export there: that is not a name a file can have here",
        "n" * 300: "cannot export there: the file name is too long",
    }
    for name, words in cases.items():
        with pytest.raises(ConfigError) as info:
            store.export_file(TENHOU, str(tmp_path / name))
        assert str(info.value) == words, name
    assert (tmp_path / "file").read_text(encoding="utf-8") == "x"


def test_an_export_that_cannot_be_written(tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    read_only(monkeypatch)
    with pytest.raises(ConfigError) as info:
        ConfigStore(tmp_path).export_file(TENHOU, str(tmp_path / "out.toml"))
    assert str(info.value) == f"cannot export to {tmp_path / 'out.toml'}: the disk is read-only"
    assert info.value.__suppress_context__


# --- the settings file --------------------------------------------------------------------

GOOD: dict[str, Any] = {"version": 1, "preset": "tenhou", "changes": {},
                        "ai_levels": ["normal"] * 3, "ai_speed": "normal",
                        "tile_style": "text"}


def _load(tmp_path: Path, data: Any) -> tuple[Settings, str | None]:
    (tmp_path / "settings.json").write_text(json.dumps(data), encoding="utf-8")
    return ConfigStore(tmp_path).load_settings()


def _invalid(problem: str) -> str:
    return (f"The settings file is not valid ({problem}); defaults are used and it was kept "
            "aside as a backup.")


def test_a_full_settings_file(tmp_path: Path) -> None:
    data = GOOD | {"preset": "house", "changes": {"kuitan": False},
                   "ai_levels": ["easy", "bot:Mortal", "ryoma"], "ai_speed": "instant",
                   "tile_style": "unicode", "assists": {"danger": True, "hand_help": False},
                   "language": "ja", "talk": False,
                   "bots": [{"name": "Mortal", "command": "mortal --x"}]}
    ConfigStore(tmp_path).save_custom("house", TENHOU, "tenhou")
    house = ConfigStore(tmp_path).preset("house")
    assert _load(tmp_path, data) == (Settings(
        "house", house.with_changes(kuitan=False), ("easy", "bot:Mortal", "ryoma"),
        "instant", TileStyle.UNICODE, Assists(danger=True, hand_help=False), language="ja",
        talk=False, bots=(BotEntry("Mortal", "mortal --x"),)), None)


def test_what_a_file_leaves_out_is_the_default(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    settings, warning = _load(tmp_path, GOOD)
    assert warning is None
    assert (settings.language, settings.talk, settings.assists, settings.bots) == (
        "ja", True, Assists(), ())


@pytest.mark.parametrize(("data", "problem"), [
    ([], "unknown settings format"),
    ("x", "unknown settings format"),
    ({k: v for k, v in GOOD.items() if k != "version"}, "unknown settings format"),
    (GOOD | {"version": 2}, "unknown settings format"),
    (GOOD | {"version": "1"}, "unknown settings format"),
    ({"version": 1}, "'preset' is missing"),
    ({k: v for k, v in GOOD.items() if k not in ("changes", "tile_style")},
     "'changes' is missing"),
    ({k: v for k, v in GOOD.items() if k != "tile_style"}, "'tile_style' is missing"),
    (GOOD | {"preset": 5}, "there is no preset '5'"),
    (GOOD | {"preset": ["p" * 50]}, f"there is no preset \"['{'p' * 38}\""),
    (GOOD | {"preset": "gone"}, "there is no preset 'gone'"),
    (GOOD | {"changes": [1]}, "the rule changes are not a table"),
    (GOOD | {"changes": None}, "the rule changes are not a table"),
    (GOOD | {"changes": {"uma": [9, 0, 0, 0]}}, "uma must sum to 0, got 9"),
    (GOOD | {"bots": {}}, "your bots cannot be used: the bots are not a list"),
    (GOOD | {"ai_levels": "normal"}, "ai_levels must be three of easy, normal, strong"),
    (GOOD | {"ai_levels": ["normal"] * 2}, "ai_levels must be three of easy, normal, strong"),
    (GOOD | {"ai_levels": ["normal"] * 4}, "ai_levels must be three of easy, normal, strong"),
    (GOOD | {"ai_levels": ["normal", "hard", "easy"]},
     "ai_levels must be three of easy, normal, strong"),
    (GOOD | {"ai_levels": ["normal", 5, "easy"]},
     "ai_levels must be three of easy, normal, strong"),
    (GOOD | {"ai_levels": ["normal", "bot:Other", "easy"],
             "bots": [{"name": "Mortal", "command": "mortal"}]},
     "ai_levels must be three of easy, normal, strong"),
    (GOOD | {"ai_levels": ["normal", "normal", "bot:Mortal"]},
     "ai_levels must be three of easy, normal, strong"),
    (GOOD | {"ai_speed": "turbo"}, "unknown ai_speed 'turbo'"),
    (GOOD | {"ai_speed": 0.6}, "unknown ai_speed '0.6'"),
    (GOOD | {"ai_speed": ["fast"]}, "unknown ai_speed \"['fast']\""),
    (GOOD | {"ai_speed": "s" * 50}, f"unknown ai_speed '{'s' * 40}'"),
    (GOOD | {"tile_style": "pixels"}, "unknown tile style 'pixels'"),
    (GOOD | {"tile_style": "t" * 50}, f"unknown tile style '{'t' * 40}'"),
    (GOOD | {"tile_style": 1}, "unknown tile style '1'"),
    (GOOD | {"language": "fr"}, "unknown language 'fr'"),
    (GOOD | {"language": "l" * 50}, f"unknown language '{'l' * 40}'"),
    (GOOD | {"talk": "yes"}, "talk must be true or false, not 'yes'"),
    (GOOD | {"talk": 1}, "talk must be true or false, not '1'"),
    (GOOD | {"talk": "y" * 50}, f"talk must be true or false, not '{'y' * 40}'"),
    (GOOD | {"assists": []}, "assists must map some of auto_discard, auto_win, danger, "
                             "hand_help, no_calls to true/false"),
    (GOOD | {"assists": {"auto_riichi": True}}, "assists must map some of auto_discard, "
                                                "auto_win, danger, hand_help, no_calls to "
                                                "true/false"),
    (GOOD | {"assists": {"auto_win": True, "danger": 1}}, "assists must map some of "
                                                          "auto_discard, auto_win, danger, "
                                                          "hand_help, no_calls to true/false"),
    # The first problem is the one told.
    (GOOD | {"preset": 5, "changes": [1]}, "there is no preset '5'"),
    (GOOD | {"preset": "gone", "changes": [1]}, "the rule changes are not a table"),
    (GOOD | {"changes": [1], "ai_speed": "turbo"}, "the rule changes are not a table"),
    (GOOD | {"changes": {"uma": [9, 0, 0, 0]}, "bots": {}}, "uma must sum to 0, got 9"),
    (GOOD | {"bots": {}, "ai_levels": []}, "your bots cannot be used: the bots are not a list"),
    (GOOD | {"ai_levels": [], "ai_speed": "x"}, "ai_levels must be three of easy, normal, "
                                                "strong"),
    (GOOD | {"ai_speed": "x", "tile_style": "y"}, "unknown ai_speed 'x'"),
    (GOOD | {"tile_style": "y", "language": "z"}, "unknown tile style 'y'"),
    (GOOD | {"language": "z", "talk": "t"}, "unknown language 'z'"),
    (GOOD | {"talk": "t", "assists": []}, "talk must be true or false, not 't'"),
])
def test_a_settings_file_that_cannot_be_used(tmp_path: Path, data: Any, problem: str) -> None:
    assert _load(tmp_path, data) == (Settings(), _invalid(problem))
    assert not (tmp_path / "settings.json").exists()
    assert json.loads((tmp_path / "settings.json.bak").read_text(encoding="utf-8")) == data


def test_a_settings_file_that_cannot_be_read(tmp_path: Path) -> None:
    (tmp_path / "settings.json").mkdir()
    store = ConfigStore(tmp_path)
    assert store.load_settings() == (Settings(), (
        "The settings file cannot be used (not a regular file); defaults are used and it "
        "was kept aside as a backup."))
    assert (tmp_path / "settings.json.bak").is_dir()
    store.save_settings(Settings(ai_speed="fast"))
    assert ConfigStore(tmp_path).load_settings() == (Settings(ai_speed="fast"), None)


def test_a_settings_file_that_is_not_json(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text("{\n  oops", encoding="utf-8")
    assert ConfigStore(tmp_path).load_settings()[1] == (
        "The settings file cannot be used (invalid JSON (line 2 column 3)); defaults are "
        "used and it was kept aside as a backup.")


@pytest.mark.parametrize(("text", "warning"), [
    ('{"version": 7}', "The settings file is not valid (unknown settings format); defaults "
                       "are used and it is left as it is (it could not be moved aside: the "
                       "disk is read-only)."),
    ("\xff", "The settings file cannot be used (not UTF-8 text (byte 0)); defaults are used "
             "and it is left as it is (it could not be moved aside: the disk is read-only)."),
])
def test_a_bad_settings_file_that_cannot_be_moved_is_never_written_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str, warning: str,
) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(text.encode("latin-1"))
    replace_fails(monkeypatch, errno.EROFS)
    store = ConfigStore(tmp_path)
    assert store.load_settings() == (Settings(), warning)
    with pytest.raises(ConfigError) as info:
        store.save_settings(Settings())
    assert str(info.value) == "the settings file was not valid and is kept: not saving over it"
    assert path.read_bytes() == text.encode("latin-1")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]


def test_a_good_settings_file_is_saved_over(tmp_path: Path) -> None:
    store = ConfigStore(tmp_path)
    store.save_settings(Settings())
    assert store.load_settings() == (Settings(), None)
    store.save_settings(Settings(talk=False))
    assert store.load_settings() == (Settings(talk=False), None)


def test_what_a_save_writes(tmp_path: Path) -> None:
    store = ConfigStore(tmp_path)
    store.save_custom("house", TENHOU.with_changes(kuitan=False), "tenhou")
    house = store.preset("house")
    store.save_settings(Settings(
        "house", house.with_changes(starting_points=30000), ("easy", "bot:Bé", "strong"),
        "fast", TileStyle.LETTERS, Assists(auto_win=True), language="ja", talk=False,
        bots=(BotEntry("Bé", "bé --x"),)))
    assert (tmp_path / "settings.json").read_text(encoding="utf-8") == """{
  "version": 1,
  "preset": "house",
  "changes": {
    "starting_points": 30000
  },
  "ai_levels": [
    "easy",
    "bot:Bé",
    "strong"
  ],
  "ai_speed": "fast",
  "tile_style": "letters",
  "assists": {
    "auto_win": true,
    "no_calls": false,
    "auto_discard": false,
    "hand_help": true,
    "danger": false
  },
  "language": "ja",
  "talk": false,
  "bots": [
    {
      "name": "Bé",
      "command": "bé --x"
    }
  ]
}
"""


def test_a_save_that_cannot_be_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    read_only(monkeypatch)
    with pytest.raises(ConfigError) as info:
        ConfigStore(tmp_path).save_settings(Settings())
    assert str(info.value) == "the settings could not be saved: the disk is read-only"
    assert info.value.__suppress_context__
    assert not (tmp_path / "settings.json").exists()
