"""The settings' pure parts: rule pages from the schema, settings files, custom presets."""

from __future__ import annotations

import errno
import json
import subprocess
import sys
from pathlib import Path

import pytest

from mahjong_tui.play.assists import Assists
from mahjong_tui.play.config import ConfigError, ConfigStore, Settings
from mahjong_tui.text.language import set_language
from mahjong_tui.text.os_reasons import describe_os_error
from mahjong_tui.text.rule_fields import (
    FIELDS,
    Kind,
    apply_change,
    format_table,
    implied_changes,
    parse_number,
    parse_table,
    value_text,
)
from mahjong_tui.text.rule_pages import GROUPS, IDENTITY
from mahjong_tui.text.tile_faces import TileStyle
from rules.presets import load_preset, load_preset_file, preset_to_toml
from rules.ruleset import NAMED_UMA, TENHOU, RuleSet


def test_every_field_is_on_exactly_one_page() -> None:
    placed = [name for names in GROUPS.values() for name in names] + list(IDENTITY)
    assert sorted(placed) == sorted(RuleSet.model_fields)
    assert len(placed) == len(set(placed))


def test_every_rule_field_has_help_text() -> None:
    assert all(FIELDS[name].help for names in GROUPS.values() for name in names)


def test_editor_kinds_come_from_the_types() -> None:
    assert FIELDS["kuitan"].kind is Kind.SWITCH
    assert FIELDS["kuikae"].kind is Kind.CHOICE
    assert FIELDS["kuikae"].options == ("forbidden", "suji_allowed", "allowed")
    assert FIELDS["double_wind_pair_fu"].options == (2, 4)
    assert FIELDS["max_ron_winners"].bounds == "1..3"
    assert FIELDS["target_points"].bounds == "> 0"
    assert FIELDS["riichi_min_points"].optional and FIELDS["riichi_min_points"].kind is Kind.NUMBER
    assert FIELDS["uma"].part_labels == ("1st", "2nd", "3rd", "4th")
    assert FIELDS["uma"].part_type is float
    assert FIELDS["red_fives"].kind is Kind.PARTS and FIELDS["red_fives"].part_type is int
    assert FIELDS["pao_yaku"].kind is Kind.SET
    assert FIELDS["floating_uma"].kind is Kind.TABLE
    assert FIELDS["riichi_min_points"].label == "Points needed for riichi"


def test_floating_uma_text_round_trips() -> None:
    table = NAMED_UMA["shichigosan"][1]
    assert table is not None
    assert parse_table(format_table(table)) == table
    assert parse_table(" none ") is None
    with pytest.raises(ValueError, match="two rows"):
        parse_table("1: 1 2 3 -6; 1: 0 0 0 0")
    with pytest.raises(ValueError, match="floating players"):
        parse_table("15 -3 -5 -7")
    assert value_text(FIELDS["uma"], (20.0, 10.0, -10.0, -20.0)) == "20 / 10 / -10 / -20"


def test_numbers_parse_or_say_why() -> None:
    assert parse_number(" 12 ", int) == 12
    assert parse_number("none", int, optional=True) is None
    with pytest.raises(ValueError, match="not a whole number"):
        parse_number("1.5", int)


def test_changes_are_validated_by_the_model() -> None:
    assert apply_change(TENHOU, {"uma": (30, 10, -10, -20)}) == "uma must sum to 0, got 10"
    refused = apply_change(TENHOU, {"kan_dora": False})
    assert refused == "kan ura dora needs both kan dora and ura dora"
    assert apply_change(TENHOU, {"max_ron_winners": 9}) == (
        "“Winners on one discard”: Input should be less than or equal to 3")
    changed = apply_change(TENHOU, {"kuitan": False})
    assert isinstance(changed, RuleSet) and not changed.kuitan


NET = load_preset("seed000_netmahjong")


@pytest.mark.parametrize(("rules", "changes", "implied"), [
    (NET, {"bust_enabled": False},
     {"agari_yame": "none", "tenpai_yame": "none", "hakoshita": True}),
    (NET, {"bust_enabled": False, "agari_yame": "automatic"},
     {"tenpai_yame": "none", "hakoshita": True}),  # what the change sets itself stands
    (NET.with_changes(bust_enabled=False), {"bust_enabled": True}, {}),
    (NET, {"red_fives": (0, 0, 0)},
     {"chip_aka": 0, "chip_all_star": 0, "chip_aka_closed_only": False}),
    (NET, {"red_fives": (0, 1, 1)}, {"chip_all_star": 0}),
    (NET, {"red_fives": (2, 1, 1)}, {}),
    (NET, {"chip_yakuman_tsumo": 2}, {"chip_yakuman_ron": 3}),
    (NET, {"chip_yakuman_tsumo": 3}, {"chip_yakuman_ron": 5}),  # 4.5 rounded up
    (NET, {"chip_yakuman_tsumo": 0}, {"chip_yakuman_ron": 0}),
    (TENHOU, {"kuitan": False}, {}),
])
def test_changes_that_go_together(rules: RuleSet, changes: dict[str, object],
                                  implied: dict[str, object]) -> None:
    assert implied_changes(rules, changes) == implied
    assert isinstance(apply_change(rules, implied | changes), RuleSet)


def test_red_fives_off_alone_is_refused_without_its_implied_changes() -> None:
    assert apply_change(NET, {"red_fives": (0, 0, 0)}) == (
        "“Chips per red five (赤ドラ)” needs “Red fives (赤ドラ)”")


def test_settings_round_trip(tmp_path: Path) -> None:
    store = ConfigStore(tmp_path)
    assert store.load_settings() == (Settings(), None)  # a first run warns about nothing
    rules = load_preset("tenhou").with_changes(game_length="tonpuu", starting_points=30000,
                                           kuitan=False, floating_uma=NAMED_UMA["shizumi"][1])
    settings = Settings("tenhou", rules, ("easy", "normal", "strong"), "fast", TileStyle.LETTERS,
                        Assists(auto_win=True, auto_discard=True))
    store.save_settings(settings)
    data = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert set(data["changes"]) == {"game_length", "starting_points", "kuitan", "floating_uma"}
    assert data["assists"] == {"auto_win": True, "no_calls": False, "auto_discard": True,
                               "hand_help": True, "danger": False}
    assert ConfigStore(tmp_path).load_settings() == (settings, None)
    assert not list(tmp_path.glob(".*.tmp"))


def test_a_settings_file_from_before_the_assists_loads_with_them_off(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(json.dumps(_OLD_SETTINGS), encoding="utf-8")
    assert ConfigStore(tmp_path).load_settings() == (Settings(ai_speed="fast"), None)


_OLD_SETTINGS = {"version": 1, "preset": "tenhou", "changes": {}, "ai_levels": ["normal"] * 3,
                 "ai_speed": "fast", "tile_style": "text"}


@pytest.mark.parametrize("text", [
    "{not json",
    '{"version": 1}',
    json.dumps(_OLD_SETTINGS | {"changes": {"uma": [9, 0, 0, 0]}}),
    json.dumps(_OLD_SETTINGS | {"assists": {"auto_win": "yes"}}),
    json.dumps(_OLD_SETTINGS | {"assists": {"auto_riichi": True}}),
])
def test_a_bad_settings_file_gives_defaults_and_is_kept(tmp_path: Path, text: str) -> None:
    path = tmp_path / "settings.json"
    path.write_text(text, encoding="utf-8")
    store = ConfigStore(tmp_path)
    settings, warning = store.load_settings()
    assert settings == Settings()
    assert warning is not None and "defaults are used" in warning and "kept aside" in warning
    assert str(tmp_path) not in warning
    assert (tmp_path / "settings.json.bak").read_text(encoding="utf-8") == text
    store.save_settings(settings)
    assert (tmp_path / "settings.json.bak").read_text(encoding="utf-8") == text
    path.write_text("again bad", encoding="utf-8")
    ConfigStore(tmp_path).load_settings()
    assert (tmp_path / "settings.json.bak.1").read_text(encoding="utf-8") == "again bad"


def test_custom_presets_are_listed_loaded_imported_and_exported(tmp_path: Path) -> None:
    store = ConfigStore(tmp_path)
    rules = load_preset("mleague").with_changes(kuitan=False)
    saved = store.save_custom("house", rules, "mleague")
    assert saved.name == "house" and saved.description == "Your rules, based on M-League (Mリーグ)"
    assert store.custom_names() == ["house"]
    assert store.preset("house") == saved
    entries, problems = store.presets()
    assert [e.name for e in entries if e.custom] == ["house"] and not problems
    with pytest.raises(ConfigError, match="built-in"):
        store.save_custom("tenhou", rules, "tenhou")
    with pytest.raises(ConfigError, match="letters, digits"):
        store.save_custom("../evil", rules, "tenhou")
    exported = store.export_file(saved, str(tmp_path / "out" / "my rules.toml"))
    assert load_preset_file(exported) == saved
    # An import is named by the file's own name (replacing "house" is the screen's
    # question), by the file's name when it has none of its own or a shipped preset's.
    assert store.read_import(str(exported)) == ("house", saved)
    for own in ("custom", "tenhou"):
        exported.write_text(preset_to_toml(saved.with_changes(name=own)), encoding="utf-8")
        assert store.read_import(str(exported))[0] == "my-rules"
    exported.write_text(preset_to_toml(saved.with_changes(name="Mes règles")),
                        encoding="utf-8")
    assert store.read_import(str(exported))[0] == "Mes-r-gles"
    with pytest.raises(ConfigError, match="type the name"):
        store.read_import("  ")
    (store.presets_dir / "broken.toml").write_text("kuitan = 3", encoding="utf-8")
    entries, problems = store.presets()
    assert "broken" not in [e.name for e in entries] and "'broken'" in problems[0]


def test_settings_of_a_missing_custom_preset_fall_back(tmp_path: Path) -> None:
    store = ConfigStore(tmp_path)
    saved = store.save_custom("gone", TENHOU, "tenhou")
    store.save_settings(Settings("gone", saved))
    (store.presets_dir / "gone.toml").unlink()
    settings, warning = ConfigStore(tmp_path).load_settings()
    assert settings == Settings() and warning is not None and "no preset 'gone'" in warning


def test_config_modules_do_not_import_textual() -> None:
    probe = ("import sys, mahjong_tui.play.config, mahjong_tui.text.rule_fields; "
             "print('textual' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", probe], check=True, capture_output=True,
                         text=True).stdout.strip()
    assert out == "False"


@pytest.mark.parametrize(("text", "problem"), [
    (json.dumps(_OLD_SETTINGS | {"changes": {"uma": [9, 0, 0, 0]}}),
     "ウマの合計が0になりません (合計9)"),
    (json.dumps(_OLD_SETTINGS | {"ai_speed": "turbo"}), "AIの速さ「turbo」は使えません"),
    (json.dumps(_OLD_SETTINGS | {"preset": "gone"}), "プリセット「gone」はありません"),
    (json.dumps(_OLD_SETTINGS | {"version": 7}), "設定ファイルの形式が不明です"),
    (json.dumps(_OLD_SETTINGS | {"changes": {"kuitan": "maybe"}}),
     "「喰いタン」: true か false にしてください"),
    (json.dumps(_OLD_SETTINGS | {"changes": {"renhou": "sometimes"}}),
     "「人和」: 「役にしない」、「満貫」、「倍満」、「5翻 (単独)」、「5翻 (他の役と複合)」、"
     "「役満」のどれかにしてください"),
    (json.dumps(_OLD_SETTINGS | {"changes": {"kuitan": 3, "starting_points": "many"}}),
     "「配給原点」: 整数にしてください (ほか1件)"),
    (json.dumps(_OLD_SETTINGS | {"changes": {"ura_dora_chips": 2}}),
     "「ura_dora_chips」というルールはありません"),
    (json.dumps(_OLD_SETTINGS | {"changes": [1]}), "ルールの変更が表になっていません"),
    (json.dumps(_OLD_SETTINGS | {"tile_style": "pixels"}), "牌の表示「pixels」は使えません"),
    (json.dumps({k: v for k, v in _OLD_SETTINGS.items() if k != "ai_speed"}),
     "「ai_speed」の項目がありません"),
    (json.dumps(_OLD_SETTINGS | {"ai_speed": ["fast"]}), "AIの速さ「['fast']」は使えません"),
])
def test_a_bad_settings_file_is_told_in_japanese(tmp_path: Path, text: str, problem: str) -> None:
    set_language("ja")
    (tmp_path / "settings.json").write_text(text, encoding="utf-8")
    _, warning = ConfigStore(tmp_path).load_settings()
    assert warning == (f"設定ファイルの内容が正しくありません ({problem})。初期設定で始めます。"
                       "ファイルはバックアップとして別に残しました。")


def test_why_a_file_could_not_be_written_in_japanese() -> None:
    set_language("ja")
    assert describe_os_error(OSError(errno.EROFS, "Read-only file system")) == (
        "ディスクが読み取り専用です")
    assert describe_os_error(OSError(errno.ENOSPC, "No space")) == "ディスクがいっぱいです"


def test_a_bad_custom_preset_is_told_in_japanese(tmp_path: Path) -> None:
    """Why a custom preset is skipped, and why a file cannot be imported, in the player's
    words: the rule by its label, the file's problem by its code (never the reader's or
    pydantic's English, nor the file's path)."""
    store = ConfigStore(tmp_path)
    store.presets_dir.mkdir()
    (store.presets_dir / "broken.toml").write_text("kuitan = 3", encoding="utf-8")
    (store.presets_dir / "cut.toml").write_text("uma = [1", encoding="utf-8")
    assert store.presets()[1] == [
        "your preset 'broken' was skipped: “Open tanyao (喰いタン)”: should be true or false",
        "your preset 'cut' was skipped: invalid TOML"]
    with pytest.raises(ConfigError) as info:
        store.read_import(str(tmp_path / "absent.toml"))
    assert str(info.value) == (
        "absent.toml cannot be imported: cannot be read: the file is not there")
    set_language("ja")
    assert store.presets()[1] == [
        "あなたのプリセット「broken」を読み込めませんでした: "
        "「喰いタン」: true か false にしてください",
        "あなたのプリセット「cut」を読み込めませんでした: TOML として正しくありません"]
    with pytest.raises(ConfigError) as info:
        store.read_import(str(store.presets_dir / "broken.toml"))
    assert str(info.value) == (
        "broken.tomlを取り込めません: 「喰いタン」: true か false にしてください")
    with pytest.raises(ConfigError) as info:
        store.read_import(str(tmp_path / "absent.toml"))
    assert str(info.value) == "absent.tomlを取り込めません: 読み込めません (ファイルがありません)"


def test_settings_that_name_a_broken_custom_preset_in_japanese(tmp_path: Path) -> None:
    store = ConfigStore(tmp_path)
    store.save_settings(Settings("house", store.save_custom("house", TENHOU, "tenhou")))
    (store.presets_dir / "house.toml").write_text('renhou = "sometimes"', encoding="utf-8")
    set_language("ja")
    _, warning = ConfigStore(tmp_path).load_settings()
    assert warning is not None and warning.startswith(
        "設定ファイルの内容が正しくありません (「人和」: 「役にしない」、")


def test_the_length_played_is_no_change_of_the_rules() -> None:
    """East only (tonpuusen) chosen in the new-game dialog: the Tenhou preset at that
    length is what the rules are compared with, so no rule is marked changed; a real
    change still is."""
    from mahjong_tui.text.rule_fields import at_length, differences

    tenhou = load_preset("tenhou")
    east = tenhou.with_changes(game_length="tonpuu")
    assert differences(east, tenhou) == ["game_length"]
    assert differences(east, at_length(tenhou, "tonpuu")) == []
    assert differences(east.with_changes(kuitan=False), at_length(tenhou, "tonpuu")) == [
        "kuitan"]
    assert at_length(tenhou, "hanchan") is tenhou
