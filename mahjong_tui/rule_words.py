"""Every word the settings screen and ``mahjong-tui presets`` show for rules, in one place.

The ids (a preset's ``name``, a RuleSet field, a choice's stored value) stay in the
files and on the command line; the player reads these instead: each preset's title,
description and source in plain words, each rule field's label and help, and each
choice's label. English for now; a translation replaces these tables whole (every
string is a full sentence or phrase, never assembled from fragments).

The RuleSet docstrings stay the maintainers' notes (with the seed documents and
file names); a test checks that every field and every choice has words here and
that none of them reads like an id or a path.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final


@dataclass(frozen=True, slots=True)
class PresetWords:
    """A shipped preset as the player reads it."""

    title: str
    """Its name: English, with the Japanese name where it has one."""
    description: str
    """What it plays like, in one line."""
    source: str
    """Where the rules come from and what is not confirmed, in a player's words."""


@dataclass(frozen=True, slots=True)
class RuleWords:
    """A rule field as the player reads it."""

    label: str
    help: str
    choices: Mapping[Any, str] = field(default_factory=dict)
    """The label of each choice (a choice or set field), by its stored value."""


PRESETS: Final[Mapping[str, PresetWords]] = {
    "tenhou": PresetWords(
        "Tenhou (天鳳)",
        "Tenhou's ranked four-player hanchan with red fives and open tanyao (the default)",
        "As on Tenhou: its rule page and real game records. Unverified: no haitei on a "
        "rinshan draw from the last tile.",
    ),
    "mahjongsoul": PresetWords(
        "Mahjong Soul (雀魂)",
        "Mahjong Soul's ranked four-player South game: no oka, 15/5 uma, triple ron, "
        "double yakuman",
        "As in Mahjong Soul's ranked rooms, from its in-game rules and the riichi wiki. "
        "Unverified: who takes the honba on a double or triple ron, the end of the game "
        "(taken as on Tenhou), fifth-tile tenpai, riichi needing 1000 points.",
    ),
    "mleague": PresetWords(
        "M-League (Mリーグ)",
        "M-League: 25000 start, 30000 return, 30/10 uma, head bump, no abortive draws, "
        "kiriage mangan, no bust",
        "From published summaries of the M-League rules. Unverified: a chombo costs 20 "
        "points at the end, no renhou, who pays under pao, riichi barred only on the last "
        "draw, fifth-tile tenpai.",
    ),
    "wrc": PresetWords(
        "World Riichi Championship",
        "WRC 2015: 30000 start, no oka, 15/5 uma, head bump, no abortive draws, no red fives",
        "From the WRC 2015 rule book and its errata. Unverified: no bust, the 15/5 uma, "
        "split ties, leftover sticks to 1st, no nagashi mangan, kokushi robbing a "
        "concealed kan, kan dora at once, no riichi minimum, 4 fu for a double-wind pair, "
        "fifth-tile tenpai counting melds, a chombo costing 20 points at the end.",
    ),
    "ema": PresetWords(
        "European Mahjong Association",
        "EMA Riichi Competition Rules 2016: 30000 start, no oka, 15/5 uma, triple ron, "
        "no abortive draws, no red fives",
        "From the EMA Riichi Competition Rules 2016. Unverified: split ties, leftover "
        "sticks to 1st, no bust, no riichi minimum, kokushi robbing a concealed kan.",
    ),
    "jpml": PresetWords(
        "JPML (日本プロ麻雀連盟)",
        "Japan Professional Mahjong League 2023: 30000 start, no oka, uma by who ends above "
        "30000, no ippatsu, ura or kan dora, head bump, no abortive draws",
        "From the league's rule list and its 2023 change notes. Unverified: the uma for "
        "players above and below 30000 (浮き沈み), leftover sticks lost, split ties, no "
        "nagashi mangan, a chombo costing 20 points, no riichi minimum, declaring noten, "
        "renhou as a mangan.",
    ),
    "seed000_netmahjong": PresetWords(
        "ネットマージャン house rules",
        "The online game ネットマージャン: East only, 20/10 uma (ワンツー), 五捨六入 "
        "rounding, chips, renhou baiman, the last-discard win counted as haitei",
        "From ネットマージャン's own rules page. Read where the page is not explicit: the "
        "dealer repeats only on a win and never on a draw, nagashi mangan scores as a "
        "mangan tsumo, the loser of a head bump gives up the repeat, only riichi players "
        "must show a tenpai hand at a draw, yakuman chips once a hand. Not stated there, "
        "as on Tenhou: riichi needs 1000 points and a draw left, when kan dora turn, "
        "leftover sticks to 1st, fifth-tile tenpai.",
    ),
    "seed002_mj3": PresetWords(
        "MJ3 arcade",
        "The MJ3 Evolution arcade game: standard yaku, renhou yakuman, kan dora turned "
        "after the discard",
        "From an MJ3 Evolution fan wiki's rules page (2007). Stated there: the dealer "
        "repeats on tenpai, renhou only on the dealer's first discard, no kiriage "
        "mangan, counted yakuman, a chombo paid as a mangan, kan dora turned after the "
        "kan player's discard. Not on the page, as on Tenhou (unverified): the game "
        "length, one red five per suit, open tanyao, abortive draws, uma and oka.",
    ),
    "seed003_local_yaku": PresetWords(
        "Local yaku (ローカル役)",
        "Every local yaku on: 一色三順, 三連刻, 四連刻, 大車輪, 十三不塔, 八連荘, and five "
        "double yakuman",
        "From a yaku table of house options (選択可): each option takes its first listed "
        "value and every optional local yaku is on; nagashi mangan still counts after a "
        "call on your discards (an option there). The table says nothing about the flow "
        "of the game: that is as on Tenhou (unverified).",
    ),
    "seed004_web_tonpuu": PresetWords(
        "Web game East only",
        "A game site's tables (美少女麻雀, ホスト麻雀, 幕末麻雀): 25000 East only, no South "
        "extension, calls and abortive draws as on Tenhou",
        "From the rules list on the site's beginner page. Not stated there, taken as on "
        "Tenhou (unverified): the 30000 return, the 20/10 uma and rounding, kan ura dora, "
        "which yakuman are double, when kan dora turn.",
    ),
}
"""The shipped presets by id (the id stays for ``--preset`` and the files)."""

CUSTOM_SOURCE: Final = "Your own rules, saved on this computer."
"""The source line of a custom preset (its file's source line is not shown)."""


def preset_title(name: str) -> str:
    """A preset's title: the shipped preset's, else the name its player gave it."""
    words = PRESETS.get(name)
    return words.title if words else name


def custom_description(base: str) -> str:
    """The description a custom preset gets when it is saved from a shipped one."""
    return f"Your rules, based on {preset_title(base)}"


# --- rule fields ---------------------------------------------------------------------

_YAME: Final = {"none": "Never", "automatic": "Always", "optional": "At the dealer's choice"}
_MULTI_RON: Final = {
    "nearest": "The winner nearest the discarder",
    "each_winner": "Every winner",
    "own_back_rest_nearest": "Own riichi stick back, the rest to the nearest",
}
_HAN_2_3: Final = {2: "2 han", 3: "3 han"}
_YAKUMAN: Final = {
    "kokushi_13": "Kokushi, 13-sided wait (国士無双十三面)",
    "suuankou_tanki": "Four concealed triplets, pair wait (四暗刻単騎)",
    "junsei_chuuren": "Pure nine gates (純正九蓮宝燈)",
    "daisuushii": "Big four winds (大四喜)",
    "suukantsu": "Four kans (四槓子)",
    "daisangen": "Big three dragons (大三元)",
}

RULES: Final[Mapping[str, RuleWords]] = {
    # --- game length and end
    "game_length": RuleWords(
        "Game length",
        "How many wind rounds a game has.",
        {"one_hand": "One hand", "tonpuu": "East only (tonpuusen)",
         "hanchan": "East and South (hanchan)", "issou": "All four winds (一荘戦)"}),
    "bust_enabled": RuleWords(
        "Bust (トビ)",
        "The game ends when a player's score goes below zero. Turning it off also turns off "
        "stopping early and settles scores below zero as they are, as ネットマージャン "
        "plays it."),
    "bust_at_zero": RuleWords(
        "Bust at exactly zero", "With bust on, a score of exactly zero also ends the game."),
    "target_points": RuleWords(
        "Points to finish (一位必要点)",
        "1st must have this many points for the game to end after the last hand or in an "
        "extra round. Set it to the starting points when any leader may stop."),
    "agari_yame": RuleWords(
        "Stop on a last-hand win (あがりやめ)",
        "When the dealer wins the last hand while 1st with enough points, the game ends.",
        _YAME),
    "tenpai_yame": RuleWords(
        "Stop on last-hand tenpai (テンパイやめ)",
        "When the dealer is tenpai at the draw of the last hand while 1st with enough "
        "points, the game ends.",
        _YAME),
    "extension": RuleWords(
        "Extra round (延長戦)",
        "What happens when nobody has enough points after the last hand: no extra round, "
        "a sudden-death West round that ends once someone has enough, the same but the "
        "dealer's repeat is played out first, or a whole extra wind round.",
        {"none": "No extra round", "sudden_death": "West round: sudden death",
         "sudden_death_renchan_priority": "West round: sudden death, the dealer's repeat counts",
         "fixed_four_hands": "A whole extra wind round"}),
    "extension_max_winds": RuleWords(
        "Extra wind rounds at most",
        "How many wind rounds the extra round may add (Tenhou: the West round only); 0 "
        "when there is no extra round."),
    # --- points and settlement
    "starting_points": RuleWords(
        "Starting points (配給原点)",
        "The points each player starts with (ネットマージャン lets you choose 25000 to "
        "30000)."),
    "return_points": RuleWords(
        "Return points (返し点)",
        "Taken off every final score before the uma; the difference from the starting "
        "points, four times over, is the oka paid to 1st."),
    "uma": RuleWords(
        "Uma (順位点)",
        "The placement bonus for 1st to 4th, in thousands of points; it must add up to 0. "
        "Common choices: 10/5 (ゴットー), 20/10 (ワンツー), 30/10 (ワンスリー)."),
    "floating_uma": RuleWords(
        "Uma by who ends above (浮き沈み)",
        "A different uma for each number of players who end at or above the return points. "
        "Rows for 1, 2 and 3 such players are needed, 0 and 4 may be left out (the usual "
        "uma is used). Write it as 1: 15 -3 -5 -7; 2: 10 5 -5 -10; 3: 7 5 3 -15."),
    "final_rounding": RuleWords(
        "Final score rounding",
        "How final scores are rounded to thousands before the uma (1st takes what is left "
        "so the total stays zero).",
        {"none": "No rounding (Tenhou today)", "nearest_1000_half_up": "To the nearest "
         "thousand, 500 up", "gosha_rokunyu": "五捨六入: 500 down, 600 up"}),
    "hakoshita": RuleWords(
        "Scores below zero count (箱下計算)",
        "A final score below zero is settled as it is; when off it counts as zero."),
    "tie_break": RuleWords(
        "Equal final scores",
        "How players with the same final score are ranked.",
        {"seat_order": "The seat nearer the first dealer ranks higher",
         "split": "They share the uma and oka"}),
    "leftover_riichi_sticks": RuleWords(
        "Riichi sticks left at the end",
        "Who gets the riichi sticks still on the table when the game ends.",
        {"to_first": "They go to 1st", "lost": "Nobody (they are lost)"}),
    # --- dealer, counters and draws
    "renchan": RuleWords(
        "Dealer repeats (連荘)",
        "When the dealer keeps the deal.",
        {"none": "Never", "agari": "On a dealer win", "tenpai": "On a dealer win or tenpai",
         "always_on_draw": "On a dealer win or any draw"}),
    "draw_adds_honba": RuleWords(
        "A drawn hand adds a honba",
        "A drawn hand (at the end of the wall or aborted) adds a honba even when the deal "
        "passes; when off, the honba are cleared whenever the deal passes."),
    "noten_declaration_allowed": RuleWords(
        "Tenpai may be hidden at a draw",
        "A tenpai player who did not riichi may keep the hand hidden and count as noten at "
        "the draw (ネットマージャン asks only riichi players to show their hand)."),
    "keishiki_tenpai": RuleWords(
        "Tenpai without a yaku counts (形式聴牌)",
        "A tenpai hand that could not win for lack of a yaku still counts as tenpai at the "
        "draw."),
    "fifth_tile_tenpai": RuleWords(
        "Waiting on a tile you hold four of",
        "A hand whose only wait is a tile the player already holds all four of is noten. "
        "Which of the four count.",
        {"concealed_only": "Only the tiles in the hand", "whole_hand": "The melds too"}),
    "noten_penalty_total": RuleWords(
        "Noten payment (ノーテン罰符)",
        "The points the noten players pay the tenpai players at the end of the wall, in "
        "all (0 = none)."),
    "honba_ron": RuleWords("Honba bonus on a ron", "Points added to a ron for each honba."),
    "honba_tsumo_each": RuleWords(
        "Honba bonus on a tsumo, each", "Points each payer adds to a tsumo for each honba."),
    "riichi_deposit": RuleWords("Riichi stick", "The points a riichi puts on the table."),
    "ryanhan_shibari_honba": RuleWords(
        "Two-han minimum from honba (二翻縛り)",
        "From this many honba on, a win needs 2 han without counting dora (0 = never)."),
    # --- tiles and calls
    "red_fives": RuleWords(
        "Red fives (赤ドラ)", "How many red fives each suit has (0 to 4): man, pin, sou."),
    "kuitan": RuleWords(
        "Open tanyao (喰いタン)",
        "All simples counts in a hand with calls; when off, only in a closed hand."),
    "atozuke": RuleWords(
        "Yaku only on some waits (後付け)",
        "A hand with calls may win when its yaku comes only with the winning tile or only on "
        "some of its waits; when off, the yaku must be sure before the win."),
    "kuikae": RuleWords(
        "Swap calling (喰い替え)",
        "Whether you may discard, right after a chi or pon, a tile that the call could have "
        "been made with.",
        {"forbidden": "Forbidden: the called tile and the other end of a chi",
         "suji_allowed": "Only the called tile itself is forbidden",
         "allowed": "Allowed"}),
    "max_ron_winners": RuleWords(
        "Winners on one discard",
        "1: head bump (頭ハネ), only the winner nearest the discarder; 2: double ron; "
        "3: triple ron."),
    "sanchahou_abortive": RuleWords(
        "Triple ron aborts the hand (三家和)",
        "Three players winning on one discard abort the hand; when off, as many win as the "
        "winners on one discard allow."),
    "multi_ron_honba": RuleWords(
        "Honba on a double ron", "Who gets the honba when two or more win on one discard.",
        _MULTI_RON),
    "multi_ron_riichi_sticks": RuleWords(
        "Riichi sticks on a double ron",
        "Who gets the riichi sticks on the table when two or more win on one discard.",
        _MULTI_RON),
    "multi_ron_dealer_keeps_if_any_winner": RuleWords(
        "Dealer among several winners repeats",
        "When two or more win on one discard, the dealer keeps the deal if among them; "
        "when off, only if the dealer is the winner nearest the discarder (ネットマージャン)."),
    # --- abortive draws
    "kyuushu_kyuuhai": RuleWords(
        "Nine terminals abort (九種九牌)",
        "Nine different terminals and honours on the first draw let the player abort the "
        "hand."),
    "suufon_renda": RuleWords(
        "Four wind discards abort (四風連打)",
        "The same wind discarded by all four players in the first go-around aborts the hand."),
    "suucha_riichi": RuleWords(
        "Four riichi abort (四家立直)",
        "The fourth riichi aborts the hand once its discard passes."),
    "suukaikan": RuleWords(
        "Four kans abort (四開槓)",
        "Four kans by two or more players abort the hand (four by one player never do)."),
    "suukaikan_timing": RuleWords(
        "When four kans abort",
        "When the hand ends after the fourth kan.",
        {"after_discard": "Once the next discard passes", "immediate": "At once"}),
    "abortive_draw_renchan": RuleWords(
        "Dealer repeats after an abort",
        "After an aborted hand the dealer keeps the deal."),
    # --- riichi and dora
    "riichi_min_points": RuleWords(
        "Points needed for riichi",
        "A player needs this many points to declare riichi (none: no minimum, the score may "
        "go below zero)."),
    "riichi_min_live_tiles": RuleWords(
        "Tiles left needed for riichi",
        "Tiles that must be left in the wall to declare riichi (4: you will draw again, 1: "
        "not on the last draw, 0: always)."),
    "riichi_ankan": RuleWords(
        "Concealed kan after riichi",
        "Whether a player in riichi may make a concealed kan.",
        {"forbidden": "Never",
         "keep_waits_and_decomposition": "If the waits and the hand's shape stay the same",
         "keep_waits": "If the waits stay the same"}),
    "ippatsu": RuleWords("Ippatsu (一発)", "A win within one go-around of riichi is 1 han."),
    "double_riichi": RuleWords(
        "Double riichi (ダブル立直)", "Riichi on the first discard, with no call before it, "
        "is 2 han."),
    "ura_dora": RuleWords("Ura dora (裏ドラ)", "A riichi win also counts the hidden dora."),
    "kan_dora": RuleWords("Kan dora (槓ドラ)", "Each kan turns a new dora indicator."),
    "kan_ura_dora": RuleWords(
        "Kan ura dora (槓裏)", "Each kan dora also has a hidden dora for a riichi win."),
    "kan_dora_timing": RuleWords(
        "When kan dora turn",
        "When a kan's new dora indicator is turned over.",
        {"immediate": "At once",
         "open_kan_after_discard": "Open kans after the next discard, concealed at once",
         "after_discard": "Every kan after the next discard"}),
    # --- scoring
    "kiriage_mangan": RuleWords(
        "Round up to mangan (切り上げ満貫)",
        "30 fu 4 han and 60 fu 3 han count as a mangan."),
    "kazoe": RuleWords(
        "13 han or more (数え役満)",
        "What a hand of 13 han or more is worth.",
        {"sanbaiman_cap": "Sanbaiman at most", "yakuman": "Yakuman",
         "multiple": "One yakuman per 13 han"}),
    "yakuman_stacking": RuleWords(
        "Yakuman add up (役満の複合)", "Different yakuman in one hand add up."),
    "double_yakuman": RuleWords(
        "Double yakuman", "The yakuman counted twice.",
        {name: _YAKUMAN[name] for name in
         ("kokushi_13", "suuankou_tanki", "junsei_chuuren", "daisuushii", "suukantsu")}),
    "double_wind_pair_fu": RuleWords(
        "Double-wind pair",
        "The fu for a pair of the wind that is both the seat and the round wind.",
        {2: "2 fu", 4: "4 fu"}),
    "rinshan_tsumo_fu": RuleWords(
        "Tsumo fu on a kan draw", "A win on the replacement tile of a kan gets the 2 tsumo fu."),
    "pinfu_tsumo": RuleWords(
        "Pinfu by tsumo",
        "Pinfu may be won by tsumo (20 fu, no tsumo fu); when off, pinfu needs a ron and "
        "such a tsumo gets the 2 tsumo fu instead."),
    "chiitoitsu_value": RuleWords(
        "Seven pairs (七対子)", "What seven pairs is worth.",
        {"2han_25fu": "2 han, 25 fu", "1han_50fu": "1 han, 50 fu"}),
    "ryanpeikou_han": RuleWords(
        "Twice pure double run (二盃口)", "The han of two pairs of identical runs (closed only).",
        _HAN_2_3),
    "honroutou_han": RuleWords(
        "All terminals and honours (混老頭)", "The han of a hand of terminals and honours only.",
        _HAN_2_3),
    "renhou": RuleWords(
        "Renhou (人和)",
        "A non-dealer's ron before their first draw, with no call before it. A mangan, "
        "baiman or yakuman stands alone (the hand is scored as usual if that is worth more); "
        "5 han may stand alone or add to the other yaku.",
        {"none": "Not a yaku", "mangan": "Mangan", "baiman": "Baiman",
         "five_han_non_cumulative": "5 han, alone",
         "five_han_cumulative": "5 han, added to the other yaku", "yakuman": "Yakuman"}),
    "renhou_window": RuleWords(
        "Renhou on which discards",
        "Which discards renhou may be won on.",
        {"before_own_first_draw": "Any before your own first draw",
         "dealer_first_discard": "Only the dealer's first discard"}),
    "ryuuiisou_requires_hatsu": RuleWords(
        "All green needs green dragons", "All green (緑一色) must contain the green dragon (發)."),
    "chankan_ankan_kokushi": RuleWords(
        "Kokushi robs a concealed kan",
        "Thirteen orphans (国士無双) may win on a tile another player makes a concealed kan "
        "of."),
    "haitei_on_rinshan": RuleWords(
        "Haitei on a last kan draw",
        "A win on a kan's replacement tile that is the last tile also scores haitei."),
    "houtei_named_haitei": RuleWords(
        "Last-discard win shown as haitei",
        "A ron on the last discard is shown as haitei (one yaku for both), as some rooms "
        "do."),
    "nagashi_mangan": RuleWords(
        "Nagashi mangan (流し満貫)",
        "Only terminals and honours discarded, none of them called, at the end of the wall.",
        {"none": "Off", "draw_bonus": "A mangan paid at the draw",
         "win": "Scored as a mangan tsumo win"}),
    "nagashi_void_on_call": RuleWords(
        "Nagashi void after a call on it",
        "Nagashi mangan does not count if another player called one of the discards (your "
        "own calls never void it)."),
    "nagashi_multiple": RuleWords(
        "Two nagashi mangan at once", "When two or more players make nagashi mangan at one "
        "draw.",
        {"each_paid": "Each is paid", "cancel": "They cancel out"}),
    "nagashi_replaces_noten_payments": RuleWords(
        "Nagashi replaces the noten payments",
        "A nagashi mangan paid at the draw replaces the noten payments; when off, they are "
        "paid as well."),
    # --- local yaku
    "yaku_isshoku_sanjun": RuleWords(
        "Three identical runs (一色三順)",
        "Three identical runs: 2 han closed, 1 han open (no iipeikou with it)."),
    "yaku_sanrenkou": RuleWords(
        "Three stepped triplets (三連刻)",
        "Three triplets of one suit with consecutive numbers: 2 han, open or closed."),
    "yaku_suurenkou": RuleWords(
        "Four stepped triplets (四連刻)",
        "Four triplets of one suit with consecutive numbers: yakuman, open or closed."),
    "yaku_daisharin": RuleWords(
        "Big wheels (大車輪)", "Seven pairs 22 to 88 of circles: yakuman, closed only."),
    "daisharin_any_run": RuleWords(
        "Big wheels from any start",
        "Big wheels also for pairs 11 to 77 and 33 to 99 of circles."),
    "yaku_shiisan_puutaa": RuleWords(
        "Thirteen unconnected (十三不塔)",
        "A dealt hand (or a non-dealer's first draw, with no call before it) with exactly one "
        "pair and no tiles that connect: yakuman, closed only."),
    "yaku_paarenchan": RuleWords(
        "Eight dealer wins (八連荘)",
        "The dealer's eighth win in a row, and every one after it, is a yakuman; a drawn "
        "hand ends the streak. It does not count as the yaku a win needs."),
    # --- chips
    "chip_value": RuleWords(
        "Points per chip",
        "What one chip is worth when chips are settled (0: chips are only counted)."),
    "chip_ura": RuleWords(
        "Chips per ura dora (裏ドラ)", "Chips for each hidden dora in a riichi win (0 = off)."),
    "chip_aka": RuleWords(
        "Chips per red five (赤ドラ)", "Chips for each red five in the winning hand (0 = off)."),
    "chip_all_star": RuleWords(
        "Chips for all three red fives",
        "Extra chips for holding a red five of every suit (オールスター; 0 = off)."),
    "chip_aka_closed_only": RuleWords(
        "Red five chips only when closed",
        "Chips for red fives are paid only for a hand with no calls."),
    "chip_ippatsu": RuleWords(
        "Chips for ippatsu (一発)", "Chips for an ippatsu win (0 = off)."),
    "chip_yakuman_tsumo": RuleWords(
        "Yakuman chips on a tsumo (役満祝儀)",
        "Chips from each player for a yakuman won by tsumo (not for 13 han counted up; "
        "0 = off). Setting it sets the ron chips to one and a half times as many."),
    "chip_yakuman_ron": RuleWords(
        "Yakuman chips on a ron",
        "Chips from the discarder for a yakuman won by ron; usually one and a half times the "
        "tsumo chips, rounded up."),
    # --- liability and penalties
    "pao_yaku": RuleWords(
        "Liability (責任払い)",
        "The yakuman for which the player who fed the last set pays.",
        {name: _YAKUMAN[name] for name in ("daisangen", "daisuushii", "suukantsu")}),
    "pao_scope": RuleWords(
        "Liability covers", "What the liable player pays for when a hand has more yakuman.",
        {"full_hand": "The whole hand", "pao_yakuman_only": "Only the yakuman they fed"}),
    "pao_honba_payer": RuleWords(
        "Honba under liability", "Who pays the honba of a ron under liability.",
        {"liable": "The liable player", "discarder": "The discarder"}),
    "daiminkan_rinshan_pao": RuleWords(
        "Open kan feeder pays a kan win",
        "The player whose discard was called for an open kan pays alone for a win on its "
        "replacement tile."),
    "chombo_penalty": RuleWords(
        "Chombo penalty",
        "How a false win or another serious mistake is punished.",
        {"not_applicable": "None (the game prevents it)",
         "mangan_payment": "A mangan paid to the others, the hand replayed",
         "final_score_deduction": "Points off the final score"}),
    "chombo_points": RuleWords(
        "Chombo points off", "The points a chombo takes off the final score (only with "
        "points off the final score)."),
}
"""Every rule field by its RuleSet name, with its choices' labels."""

YOURS: Final = "(yours)"
"""Beside a custom preset's name in the list."""

SETTING_CHOICES: Final[Mapping[str, str]] = {
    "easy": "Easy", "normal": "Normal", "strong": "Strong",
    "instant": "Instant", "fast": "Fast",
    "text": "Text (5m, 東)", "letters": "Letters only (5m, E)", "unicode": "Tile pictures (🀇)",
}
"""The General page's choices (AI levels, AI speeds, tile styles) by their stored value."""
