"""The settings screen's pages of rules: which page each RuleSet field is on.

Apart from :mod:`mahjong_tui.text.rule_fields` (which needs the RuleSet and pydantic) so
that the keys of every screen can count the pages without loading them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

IDENTITY: Final = ("name", "description", "source")
"""Fields that name a rule set rather than decide a rule."""

GROUPS: Final[Mapping[str, tuple[str, ...]]] = {
    "game": (
        "game_length", "starting_points", "target_points", "bust_enabled", "bust_at_zero",
        "agari_yame", "tenpai_yame", "extension", "extension_max_winds", "renchan",
        "honba_ron", "honba_tsumo_each", "ryanhan_shibari_honba", "kiriage_mangan", "kazoe",
        "yakuman_stacking", "double_wind_pair_fu", "rinshan_tsumo_fu", "pinfu_tsumo",
        "chombo_penalty", "chombo_points",
    ),
    "calls": (
        "kuitan", "atozuke", "kuikae", "max_ron_winners", "multi_ron_honba",
        "multi_ron_riichi_sticks", "multi_ron_dealer_keeps_if_any_winner", "pao_yaku",
        "pao_scope", "pao_honba_payer", "daiminkan_rinshan_pao", "chankan_ankan_kokushi",
    ),
    "riichi": (
        "riichi_deposit", "riichi_min_points", "riichi_min_live_tiles", "riichi_ankan",
        "ippatsu", "double_riichi", "red_fives", "ura_dora", "kan_dora", "kan_ura_dora",
        "kan_dora_timing",
    ),
    "draws": (
        "draw_adds_honba", "noten_penalty_total", "noten_declaration_allowed",
        "keishiki_tenpai", "fifth_tile_tenpai", "kyuushu_kyuuhai", "suufon_renda",
        "suucha_riichi", "suukaikan", "suukaikan_timing", "sanchahou_abortive",
        "abortive_draw_renchan", "nagashi_mangan", "nagashi_void_on_call", "nagashi_multiple",
        "nagashi_replaces_noten_payments",
    ),
    "yaku": (
        "chiitoitsu_value", "ryanpeikou_han", "honroutou_han", "renhou", "renhou_window",
        "double_yakuman",
        "ryuuiisou_requires_hatsu", "haitei_on_rinshan", "houtei_named_haitei",
        "yaku_isshoku_sanjun", "yaku_sanrenkou", "yaku_suurenkou", "yaku_daisharin",
        "daisharin_any_run", "yaku_shiisan_puutaa", "yaku_paarenchan",
    ),
    "uma": (
        "return_points", "uma", "floating_uma", "final_rounding", "hakoshita", "tie_break",
        "leftover_riichi_sticks", "chip_value", "chip_ura", "chip_aka", "chip_all_star",
        "chip_aka_closed_only", "chip_ippatsu", "chip_yakuman_tsumo", "chip_yakuman_ron",
    ),
}
