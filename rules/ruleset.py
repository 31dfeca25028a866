"""The RuleSet: every rule decision of a game, as one frozen pydantic model.

One field per rule decision; the engine and the scorer branch on fields, never
on a preset's name. Defaults are Tenhou's 4-player ranked rules. Each field's
docstring is its help text on the settings screen; the ``# ---`` comments are
the screen's groups. Shipped presets live in ``rules/presets/*.toml`` and are
loaded by :mod:`rules.presets`.

Sources named in docstrings: seed 000 (an online game's rules page, ネットマージャン),
seed 002 (MJ3 arcade wiki), seed 003 (a yaku table with 選択可 options), seed 004
(a game site's table rules); see ``shared/seeds/``.
"""

from __future__ import annotations

import ast
from collections.abc import Mapping
from functools import cache
from itertools import pairwise
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_serializer,
    model_validator,
)
from pydantic_core import PydanticCustomError

GameLength = Literal["one_hand", "tonpuu", "hanchan", "issou"]
FinalRounding = Literal["none", "nearest_1000_half_up", "gosha_rokunyu"]
TieBreak = Literal["seat_order", "split"]
LeftoverSticks = Literal["to_first", "lost"]
YameMode = Literal["none", "automatic", "optional"]
ExtensionMode = Literal["none", "sudden_death", "sudden_death_renchan_priority", "fixed_four_hands"]
RenchanMode = Literal["none", "agari", "tenpai", "always_on_draw"]
FifthTileTenpai = Literal["concealed_only", "whole_hand"]
Kuikae = Literal["forbidden", "suji_allowed", "allowed"]
MultiRonAward = Literal["nearest", "each_winner", "own_back_rest_nearest"]
SuukaikanTiming = Literal["after_discard", "immediate"]
RiichiAnkan = Literal["forbidden", "keep_waits_and_decomposition", "keep_waits"]
KanDoraTiming = Literal["immediate", "open_kan_after_discard", "after_discard"]
KazoeMode = Literal["sanbaiman_cap", "yakuman", "multiple"]
DoubleYakuman = Literal["kokushi_13", "suuankou_tanki", "junsei_chuuren", "daisuushii", "suukantsu"]
RenhouMode = Literal[
    "none", "mangan", "baiman", "five_han_non_cumulative", "five_han_cumulative", "yakuman"
]
RenhouWindow = Literal["before_own_first_draw", "dealer_first_discard"]
ChiitoitsuValue = Literal["2han_25fu", "1han_50fu"]
NagashiMode = Literal["none", "draw_bonus", "win"]
NagashiMultiple = Literal["each_paid", "cancel"]
PaoYaku = Literal["daisangen", "daisuushii", "suukantsu"]
PaoScope = Literal["full_hand", "pao_yakuman_only"]
PaoHonbaPayer = Literal["liable", "discarder"]
ChomboPenalty = Literal["not_applicable", "mangan_payment", "final_score_deduction"]

FiniteFloat = Annotated[float, Field(allow_inf_nan=False)]
Uma = tuple[FiniteFloat, FiniteFloat, FiniteFloat, FiniteFloat]
"""An uma table: 1st..4th in thousands of points."""

_GAME_WINDS: Mapping[GameLength, int] = {"one_hand": 1, "tonpuu": 1, "hanchan": 2, "issou": 4}

Refusal = PydanticCustomError
"""Why a combination of rules is refused: the error's ``type`` is a stable reason code
(``uma_sum``, ``needs`` ...) and its ``context`` the fields and values the reason names, so
the app words it in the player's language; its message is the English one."""


def _refusal(code: str, message: str, **context: str | int) -> Refusal:
    return PydanticCustomError(code, message, context)


class RuleSet(BaseModel):
    """A complete, validated rule set. Presets are fully populated RuleSets."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)
    """The validators are built on the first validation, not at import: a command that only
    scores with the default rules (``TENHOU``) never builds them. Each field's help text is
    the docstring under it, read by :func:`field_docs` when asked (pydantic's
    ``use_attribute_docstrings`` would parse this file at every import)."""

    # --- identity -------------------------------------------------------------
    name: str = "custom"
    """Preset id shown on the settings screen."""
    description: str = ""
    """One-line description of the rule set."""
    source: str = ""
    """Where the values come from (rule book, site, seed document); unverified values noted."""

    # --- game length and end --------------------------------------------------
    game_length: GameLength = "hanchan"
    """Number of wind rounds: one hand, East only (tonpuusen), East+South (hanchan), all four."""
    bust_enabled: bool = True
    """トビ (ブットビ): the game ends when a player's score goes below zero. No bust brings
    no agari-yame and hakoshita (negative scores settled as they are) with it, as ネット
    マージャン plays it: turning bust off in the settings sets those too."""
    bust_at_zero: bool = False
    """With bust on: exactly zero points also busts."""
    target_points: int = Field(30000, gt=0)
    """一位必要点: 1st must reach this for the game to end at all-last or in the extension.
    Set it to the starting points when any top may stop (the top always has at least that)."""
    agari_yame: YameMode = "automatic"
    """All-last dealer win while 1st with at least target points: stop the game
    (automatic, or at the dealer's choice)."""
    tenpai_yame: YameMode = "automatic"
    """All-last dealer tenpai at an exhaustive draw while 1st with target points: stop."""
    extension: ExtensionMode = "sudden_death_renchan_priority"
    """延長戦 (e.g. the West round) when nobody has target points after all-last: none, sudden
    death (ends after any hand once someone has target points), the same but a dealer renchan
    is played out first, or a whole extra wind before checking again."""
    extension_max_winds: int = Field(1, ge=0, le=2)
    """Extra wind rounds the extension may add (Tenhou: West only); 0 with no extension."""

    # --- points and settlement ------------------------------------------------
    starting_points: int = Field(25000, gt=0)
    """配給原点: points each player starts with (seed 000 allows 25000 to 30000)."""
    return_points: int = Field(30000, gt=0)
    """返し点: subtracted at settlement; (return - start) x 4 is the oka paid to 1st."""
    uma: Uma = (20.0, 10.0, -10.0, -20.0)
    """順位点 for 1st..4th in thousands of points (oka excluded); must sum to 0.
    Seed 000's choices: none 0/0/0/0, ゴットー 10/5, ワンツー 20/10, ワンスリー 30/10."""
    floating_uma: dict[int, Uma] | None = None
    """浮き沈みウマ: uma keyed by the number of players at or above return points. Tables for
    1, 2 and 3 are required, 0 and 4 optional; a missing count uses ``uma``.
    Seed 000: シチゴサン, 沈みウマ; JPML: 浮き沈み順位点."""
    final_rounding: FinalRounding = "none"
    """How the non-top final scores are rounded to thousands before uma (the top takes the
    zero-sum remainder): none (Tenhou today: a 2023
    log shows +63.8), half up (Tenhou 2019 logs), or 五捨六入 (500 rounds down, 600 up)."""
    hakoshita: bool = True
    """箱下計算: a final score below zero is settled as it is; if off it counts as 0."""
    tie_break: TieBreak = "seat_order"
    """Equal final scores: the seat nearer the first dealer ranks higher, or uma/oka are split."""
    leftover_riichi_sticks: LeftoverSticks = "to_first"
    """Riichi sticks still on the table at the end of the game: to 1st, or lost."""

    # --- dealer, counters and draws -------------------------------------------
    renchan: RenchanMode = "tenpai"
    """When the dealer keeps the deal: never, on a win, on a win or tenpai, on every draw."""
    draw_adds_honba: bool = True
    """A drawn hand (exhaustive or abortive) adds a honba even when the deal passes; if off,
    the honba are cleared whenever the deal passes."""
    noten_declaration_allowed: bool = False
    """A tenpai player who did not riichi may declare noten at an exhaustive draw (seed 000
    obliges only riichi players to show their hand, read as this option)."""
    keishiki_tenpai: bool = True
    """形式聴牌: a tenpai without any possible yaku still counts as tenpai at a draw."""
    fifth_tile_tenpai: FifthTileTenpai = "concealed_only"
    """A wait only on a tile the player holds four of is noten: counting the concealed tiles
    only, or also the melds."""
    noten_penalty_total: int = Field(3000, ge=0)
    """ノーテン罰符: total noten payment at an exhaustive draw (0 = none)."""
    honba_ron: int = Field(300, ge=0)
    """Per honba added to a ron."""
    honba_tsumo_each: int = Field(100, ge=0)
    """Per honba paid by each payer of a tsumo."""
    riichi_deposit: int = Field(1000, gt=0)
    """Value of a riichi stick."""
    ryanhan_shibari_honba: int = Field(0, ge=0)
    """二翻縛り: from this many honba on, a win needs 2 han without dora (0 = never;
    seed 000 states there is none)."""

    # --- tiles and calls ------------------------------------------------------
    red_fives: tuple[int, int, int] = (1, 1, 1)
    """赤ドラ: red fives of man, pin and sou (each 0..4)."""
    kuitan: bool = True
    """喰いタン: tanyao counts in an open hand (off: tanyao is closed only). Seed 003 heads
    its tanyao row 門前のみ (選択可) but calls 喰いタンなし the option: read as on by default."""
    atozuke: bool = True
    """後付け: an open hand may win when its yaku comes only with the winning tile or only on
    some of its waits; if off, the yaku must be certain before the win."""
    kuikae: Kuikae = "forbidden"
    """喰い替え after chi/pon: forbidden (the called tile and the other end of the chi),
    only the called tile itself forbidden (筋喰い替えあり), or allowed."""
    max_ron_winners: int = Field(2, ge=1, le=3)
    """1 = head bump (頭ハネ, the winner nearest the discarder), 2 = double ron,
    3 = triple ron."""
    sanchahou_abortive: bool = True
    """三家和: three simultaneous rons abort the hand (with head bump or double ron); if off
    they are settled by max_ron_winners."""
    multi_ron_honba: MultiRonAward = "nearest"
    """Who receives the honba on a multiple ron."""
    multi_ron_riichi_sticks: MultiRonAward = "nearest"
    """Who receives the riichi sticks on the table on a multiple ron."""
    multi_ron_dealer_keeps_if_any_winner: bool = True
    """Multiple ron: the dealer keeps the deal if the dealer is one of the winners; if off,
    only if the dealer is the winner nearest the discarder (seed 000)."""

    # --- abortive draws -------------------------------------------------------
    kyuushu_kyuuhai: bool = True
    """九種九牌: nine kinds of terminals and honours on the first draw may abort the hand."""
    suufon_renda: bool = True
    """四風連打: four identical wind discards on the first go-around abort the hand."""
    suucha_riichi: bool = True
    """四家立直: the fourth riichi aborts the hand once its discard passes."""
    suukaikan: bool = True
    """四開槓: four kans by two or more players abort the hand (never four by one player)."""
    suukaikan_timing: SuukaikanTiming = "after_discard"
    """When 四開槓 aborts: once the discard after the fourth kan passes, or at once (seed 000)."""
    abortive_draw_renchan: bool = True
    """After an abortive draw the dealer keeps the deal (the honba follow draw_adds_honba)."""

    # --- riichi and dora ------------------------------------------------------
    riichi_min_points: int | None = Field(1000, ge=0)
    """Points needed to declare riichi (none = no minimum, the score may go negative)."""
    riichi_min_live_tiles: int = Field(4, ge=0, le=4)
    """Tiles that must remain in the live wall to declare riichi (4 = another draw is left,
    1 = not on the last draw, 0 = no check)."""
    riichi_ankan: RiichiAnkan = "keep_waits"
    """Concealed kan after riichi: forbidden, or only if it keeps the waits (and readings)."""
    ippatsu: bool = True
    """一発 counts as a yaku (1 han)."""
    double_riichi: bool = True
    """ダブル立直: riichi on the first uninterrupted discard is 2 han."""
    ura_dora: bool = True
    """裏ドラ at a riichi win."""
    kan_dora: bool = True
    """槓ドラ: each kan turns a new dora indicator."""
    kan_ura_dora: bool = True
    """槓裏: kan dora indicators also have ura indicators."""
    kan_dora_timing: KanDoraTiming = "open_kan_after_discard"
    """When a kan's indicator is turned: immediately; open kans after the kan player's discard
    (a concealed kan's at once); or every kan after that discard (seed 002)."""

    # --- scoring --------------------------------------------------------------
    kiriage_mangan: bool = False
    """切り上げ満貫: 30 fu 4 han and 60 fu 3 han count as mangan (seed 000 names only
    30 fu 4 han; 60 fu 3 han is the same 7700 / 11600 and goes with it)."""
    kazoe: KazoeMode = "yakuman"
    """数え役満: 13+ han is yakuman, or capped at sanbaiman, or a multiple per 13 han."""
    yakuman_stacking: bool = True
    """役満の複合: different yakuman in one hand add up."""
    double_yakuman: frozenset[DoubleYakuman] = frozenset()
    """Single patterns worth double yakuman: 国士十三面, 四暗刻単騎, 純正九蓮, 大四喜, 四槓子."""
    double_wind_pair_fu: Literal[2, 4] = 4
    """連風牌: fu for a pair that is both the seat and the round wind."""
    rinshan_tsumo_fu: bool = True
    """A rinshan win gets the 2 tsumo fu."""
    pinfu_tsumo: bool = True
    """Pinfu can be won by tsumo (20 fu, no tsumo fu); if off, pinfu needs a ron and a
    pinfu-shaped tsumo takes the 2 tsumo fu instead."""
    chiitoitsu_value: ChiitoitsuValue = "2han_25fu"
    """七対子: 2 han 25 fu, or 1 han 50 fu."""
    ryanpeikou_han: Literal[2, 3] = 3
    """二盃口 (two iipeikou, closed only) han: 3, or 2 as seed 003 allows."""
    honroutou_han: Literal[2, 3] = 2
    """混老頭 (all terminals and honours) han: 2, or 3 as seed 003 allows."""
    renhou: RenhouMode = "none"
    """人和: a non-dealer's ron before their first draw, with no call before it. mangan /
    baiman / yakuman: a fixed value that combines with no other yaku (the hand is scored
    normally instead if that is worth more); five_han: a 5-han yaku, alone or cumulative.
    Which discards it may be won on: see the renhou window."""
    renhou_window: RenhouWindow = "before_own_first_draw"
    """人和's discards: any discard before the winner's own first draw, with no call before
    it (the usual reading: 第一ツモまでに), or only the dealer's first discard (子が親の最初の
    捨て牌でロン, as the MJ3 arcade rules state it)."""
    ryuuiisou_requires_hatsu: bool = False
    """緑一色 must contain 發."""
    chankan_ankan_kokushi: bool = False
    """Kokushi may rob a concealed kan."""
    haitei_on_rinshan: bool = False
    """A rinshan draw that is the last tile also scores haitei."""
    houtei_named_haitei: bool = False
    """The last-discard ron is shown as haitei (one yaku covering both), as some rooms do."""
    nagashi_mangan: NagashiMode = "draw_bonus"
    """流し満貫: off, a mangan paid at the exhaustive draw (no honba, sticks stay), or scored
    as a mangan tsumo win (honba, sticks and dealer renchan as for a win)."""
    nagashi_void_on_call: bool = True
    """Nagashi mangan is void if any of the player's discards was called (seed 003's
    "(暗カンを含む)" cannot apply to a discard; the player's own calls never void it)."""
    nagashi_multiple: NagashiMultiple = "each_paid"
    """Two or more nagashi mangan at one draw: each is paid, or they cancel out (seed 003)."""
    nagashi_replaces_noten_payments: bool = True
    """A draw-bonus nagashi mangan replaces the noten payments; if off, the draw is then
    settled as usual (seed 003)."""

    # --- local yaku (han as in seed 003) --------------------------------------
    yaku_isshoku_sanjun: bool = False
    """一色三順: three identical runs; 2 han closed, 1 han open. It does not also score
    iipeikou."""
    yaku_sanrenkou: bool = False
    """三連刻: three triplets (or kans) of one suit with consecutive numbers; 2 han, open or
    closed."""
    yaku_suurenkou: bool = False
    """四連刻: four triplets (or kans) of one suit with consecutive numbers; yakuman, open or
    closed."""
    yaku_daisharin: bool = False
    """大車輪: the pinzu chiitoitsu 22334455667788p; yakuman, closed only."""
    daisharin_any_run: bool = False
    """大車輪 also for 11..77p and 33..99p (any seven consecutive pinzu pairs, seed 003)."""
    yaku_shiisan_puutaa: bool = False
    """十三不塔: on the dealer's dealt hand or a non-dealer's uninterrupted first draw, no set,
    no partial set and exactly one pair; yakuman, closed only."""
    yaku_paarenchan: bool = False
    """八連荘: the dealer's eighth consecutive win (and every further one) is yakuman; a drawn
    hand breaks the streak. Like dora it does not count as the yaku a win needs."""

    # --- chips (seed 000): counts per payer; a tsumo is paid by each other player, a ron by
    #     the discarder. Kept as a tally apart from the points.
    chip_value: int = Field(0, ge=0)
    """Points one chip is worth when chips are settled (seed 000: 5000; 0 = tally only)."""
    chip_ura: int = Field(0, ge=0)
    """裏ドラチップ: chips per ura dora (kan ura included) in a riichi win (0 = off)."""
    chip_aka: int = Field(0, ge=0)
    """赤ドラチップ: chips per red five in the winning hand (0 = off)."""
    chip_all_star: int = Field(0, ge=0)
    """オールスター: extra chips for holding a red five of every suit (0 = off)."""
    chip_aka_closed_only: bool = False
    """Red-five and all-star chips only for a closed hand."""
    chip_ippatsu: int = Field(0, ge=0)
    """一発チップ: chips for an ippatsu win (0 = off)."""
    chip_yakuman_tsumo: int = Field(0, ge=0, le=8)
    """役満祝儀: chips from each player for a yakuman tsumo (kazoe excluded; 0 = off)."""
    chip_yakuman_ron: int = Field(0, ge=0)
    """役満祝儀 from the discarder for a yakuman ron: 1.5 times the tsumo count (rounded up
    for an odd count), as ネットマージャン pays it; setting the tsumo count in the settings
    sets this too. Under pao, a tsumo's yakuman chips are paid by the liable player at this
    count."""

    # --- liability and penalties ----------------------------------------------
    pao_yaku: frozenset[PaoYaku] = frozenset({"daisangen", "daisuushii"})
    """Yakuman with 責任払い (pao) for the player who fed the last set."""
    pao_scope: PaoScope = "full_hand"
    """Composite yakuman: liability covers the whole hand or only the pao yakuman."""
    pao_honba_payer: PaoHonbaPayer = "liable"
    """Who pays the honba when pao applies to a ron."""
    daiminkan_rinshan_pao: bool = False
    """The discarder fed to a daiminkan pays alone for a rinshan win."""
    chombo_penalty: ChomboPenalty = "not_applicable"
    """How a chombo is punished: not at all (the client forbids it), a reversed mangan tsumo
    (満貫払い; the hand is replayed and its riichi sticks returned), or a final-score
    deduction."""
    chombo_points: int = Field(0, ge=0)
    """Final-score deduction of a chombo in points (only with final_score_deduction)."""

    @field_serializer("double_yakuman", "pao_yaku", when_used="json")
    def _sorted_set(self, value: frozenset[str]) -> list[str]:
        return sorted(value)

    @model_validator(mode="before")
    @classmethod
    def _not_too_wide(cls, data: Any) -> Any:
        """A table of more entries than twice the fields cannot be a rule set: one error,
        before pydantic would build one for each unknown entry (a crafted file with a
        million keys took 1.7 GB and 20 s, and its message ran to millions of lines)."""
        if isinstance(data, Mapping) and len(data) > 2 * len(cls.model_fields):
            raise _refusal("too_wide", "{entries} entries: far more than the {fields} rules",
                           entries=len(data), fields=len(cls.model_fields))
        return data

    @model_validator(mode="after")
    def _consistent(self) -> RuleSet:
        problem = self._uma_problem() or self._table_problem() or self._scoring_problem()
        if problem:
            raise problem
        return self

    def _uma_problem(self) -> Refusal | None:
        floating = self.floating_uma or {}
        if self.floating_uma is not None and not {1, 2, 3} <= set(floating) <= {0, 1, 2, 3, 4}:
            return _refusal("floating_uma_tables", "floating_uma needs tables for 1, 2 and 3 "
                            "floating players (0, 4 optional)")
        if abs(sum(self.uma)) > 1e-9:
            return _refusal("uma_sum", "uma must sum to 0, got {total}",
                            total=f"{sum(self.uma):g}")
        for count, table in sorted(floating.items()):
            if abs(sum(table)) > 1e-9:
                return _refusal("floating_uma_sum", "floating_uma[{floating}] must sum to 0, "
                                "got {total}", floating=count, total=f"{sum(table):g}")
        if self.return_points < self.starting_points:
            return _refusal("return_below_start", "return_points must be at least starting_points")
        return None

    def _table_problem(self) -> Refusal | None:
        if (self.extension == "none") != (self.extension_max_winds == 0):
            return _refusal("extension_winds",
                            "extension_max_winds must be 0 exactly when extension is none")
        if _GAME_WINDS[self.game_length] + self.extension_max_winds > 4 or (
            self.game_length == "one_hand" and self.extension != "none"
        ):
            return _refusal("extension_too_long", "a {game_length} game cannot have an "
                            "extension of {winds} winds", game_length=self.game_length,
                            winds=self.extension_max_winds)
        if self.max_ron_winners == 3 and self.sanchahou_abortive:
            return _refusal("triple_ron_sanchahou", "triple ron (max_ron_winners=3) cannot go "
                            "with the sanchahou abort")
        if self.yaku_paarenchan and self.renchan == "none":
            return _refusal("paarenchan_renchan", "yaku_paarenchan needs a renchan mode")
        if self.chombo_penalty == "final_score_deduction" and self.chombo_points == 0:
            return _refusal("chombo_points_missing",
                            "a final-score chombo deduction needs chombo_points")
        if self.chombo_penalty != "final_score_deduction" and self.chombo_points:
            return _refusal("chombo_points_unused", "chombo_points is only used with "
                            "chombo_penalty final_score_deduction")
        return None

    def _scoring_problem(self) -> Refusal | None:
        if any(not 0 <= n <= 4 for n in self.red_fives):
            return _refusal("red_fives_range", "red_fives must be 0..4 per suit")
        if self.kan_ura_dora and not (self.kan_dora and self.ura_dora):
            return _refusal("kan_ura_dora", "kan ura dora needs both kan dora and ura dora")
        for rule, needed, present in (("chip_ura", "ura_dora", self.ura_dora),
                                      ("chip_ippatsu", "ippatsu", self.ippatsu),
                                      ("chip_aka", "red_fives", any(self.red_fives))):
            if getattr(self, rule) and not present:
                return _refusal("needs", "{rule} needs {needed}", rule=rule, needed=needed)
        if self.chip_all_star and not all(self.red_fives):
            return _refusal("chip_all_star_reds", "chip_all_star needs a red five in every suit")
        if self.chip_aka_closed_only and not (self.chip_aka or self.chip_all_star):
            return _refusal("chip_aka_closed_only",
                            "chip_aka_closed_only needs chip_aka or chip_all_star")
        if self.daisharin_any_run and not self.yaku_daisharin:
            return _refusal("needs", "{rule} needs {needed}", rule="daisharin_any_run",
                            needed="yaku_daisharin")
        return None

    def with_changes(self, **changes: object) -> RuleSet:
        """A validated copy with some fields changed (``model_copy`` would skip validation)."""
        return RuleSet.model_validate(self.model_dump() | changes)


NAMED_UMA: Mapping[str, tuple[Uma, dict[int, Uma] | None]] = {
    "none": ((0, 0, 0, 0), None),
    "gotto": ((10, 5, -5, -10), None),
    "wantsu": ((20, 10, -10, -20), None),
    "wansuri": ((30, 10, -10, -30), None),
    "shichigosan": (
        (10, 5, -5, -10),
        {1: (15, -3, -5, -7), 2: (10, 5, -5, -10), 3: (7, 5, 3, -15)},
    ),
    "shizumi": (
        (20, 10, -10, -20),
        {1: (30, -10, -10, -10), 2: (20, 0, -10, -10), 3: (10, 0, 0, -10)},
    ),
}
"""Seed 000's selectable uma as (uma, floating_uma): ウマなし, ゴットー, ワンツー, ワンスリー,
シチゴサン and 沈みウマ (floating = at or above return points). The seed gives no table for
0 or 4 floating players; ``uma`` is the fallback (ゴットー for シチゴサン, whose 2-floating
row it equals, and ワンツー for 沈みウマ)."""

TENHOU = RuleSet.model_construct(name="tenhou")
"""The default rules (Tenhou 4-player ranked, with red fives and open tanyao): the field
defaults, which the validators accept as they are (a test checks that validating them gives
the same rules), so building TENHOU needs no validation."""


@cache
def field_docs() -> Mapping[str, str]:
    """Each RuleSet field's help text (the docstring under it in this file), cleaned as
    Python cleans a docstring; a field with none is missing. Read once, on the first call
    (a preset written as TOML, the settings screen), never at import."""
    from inspect import cleandoc

    tree = ast.parse(Path(__file__).read_text(encoding="utf-8"))
    body = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "RuleSet").body
    return {field.target.id: cleandoc(doc.value.value) for field, doc in pairwise(body)
            if isinstance(field, ast.AnnAssign) and isinstance(field.target, ast.Name)
            and isinstance(doc, ast.Expr) and isinstance(doc.value, ast.Constant)
            and isinstance(doc.value.value, str)}


def first_problem(exc: ValidationError) -> str:
    """Why the model refused, in one line of English: the first error as ``field:
    message``, with a count of the others (the command line's words; the screens word it
    by its code, see ``mahjong_tui.text.rule_fields``)."""
    errors = exc.errors()
    first = errors[0]
    message = str(first["msg"]).removeprefix("Value error, ")
    where = ".".join(str(part) for part in first["loc"])
    more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
    text = f"{where}: {message}{more}" if where else f"{message}{more}"
    return " ".join(text.split())  # one line, whatever a crafted field name holds
