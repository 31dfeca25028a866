"""The RuleSet: every rule decision of a game, as one frozen pydantic model.

One field per rule decision; the engine and the scorer branch on fields, never
on a preset's name. Defaults are Tenhou's 4-player ranked rules. Each field's
docstring is its help text on the settings screen.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

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
RiichiAnkan = Literal["forbidden", "keep_waits_and_decomposition", "keep_waits"]
KanDoraTiming = Literal["immediate", "open_kan_after_discard"]
KazoeMode = Literal["sanbaiman_cap", "yakuman", "multiple"]
DoubleYakuman = Literal["kokushi_13", "suuankou_tanki", "junsei_chuuren", "daisuushii"]
RenhouMode = Literal[
    "none", "mangan", "baiman", "five_han_non_cumulative", "five_han_cumulative", "yakuman"
]
ChiitoitsuValue = Literal["2han_25fu", "1han_50fu"]
NagashiMode = Literal["none", "draw_bonus", "win"]
PaoYaku = Literal["daisangen", "daisuushii", "suukantsu"]
PaoScope = Literal["full_hand", "pao_yakuman_only"]
PaoHonbaPayer = Literal["liable", "discarder"]
ChomboPenalty = Literal["not_applicable", "mangan_payment", "final_score_deduction"]

Uma = tuple[float, float, float, float]


class RuleSet(BaseModel):
    """A complete, validated rule set. Presets are fully populated RuleSets."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)

    # --- identity -------------------------------------------------------------
    name: str = "custom"
    """Preset id shown on the settings screen."""
    description: str = ""
    """One-line description of the rule set."""
    source: str = ""
    """Where the values come from (rule book, site, seed document); unverified values noted."""

    # --- game and points ------------------------------------------------------
    game_length: GameLength = "hanchan"
    """Number of wind rounds: one hand, East only (tonpuusen), East+South (hanchan), all four."""
    starting_points: int = Field(25000, gt=0)
    """配給原点: points each player starts with."""
    return_points: int = Field(30000, gt=0)
    """返し点: subtracted at settlement; (return - start) x 4 is the oka paid to 1st."""
    target_points: int = Field(30000, gt=0)
    """一位必要点: 1st must reach this for the game to end at all-last or in the extension."""
    uma: Uma = (20.0, 10.0, -10.0, -20.0)
    """順位点 for 1st..4th in thousands of points (oka excluded); must sum to 0."""
    floating_uma: dict[int, Uma] | None = None
    """浮き沈みウマ: uma keyed by the number of players at or above return points (1, 2, 3)."""
    final_rounding: FinalRounding = "nearest_1000_half_up"
    """How final points are rounded to thousands before uma (五捨六入 = gosha_rokunyu)."""
    tie_break: TieBreak = "seat_order"
    """Equal final scores: the seat nearer the first dealer ranks higher, or uma/oka are split."""
    leftover_riichi_sticks: LeftoverSticks = "to_first"
    """Riichi sticks still on the table at the end of the game."""
    bust_enabled: bool = True
    """トビ: the game ends when a player's score goes below zero."""
    bust_at_zero: bool = False
    """With bust on: exactly zero points also busts."""
    agari_yame: YameMode = "automatic"
    """All-last dealer win while 1st with at least target points: stop the game."""
    tenpai_yame: YameMode = "automatic"
    """All-last dealer tenpai at an exhaustive draw while 1st with target points: stop."""
    extension: ExtensionMode = "sudden_death_renchan_priority"
    """延長戦 (West round) when nobody has target points after all-last."""
    extension_max_winds: int = Field(1, ge=0, le=2)
    """Extra wind rounds the extension may add (Tenhou: West only)."""
    renchan: RenchanMode = "tenpai"
    """When the dealer keeps the deal: never, on a win, on a win or tenpai, on every draw."""
    noten_declaration_allowed: bool = False
    """A tenpai player who did not riichi may declare noten at an exhaustive draw."""
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

    # --- tiles and calls ------------------------------------------------------
    red_fives: tuple[int, int, int] = (1, 1, 1)
    """赤ドラ: red fives of man, pin and sou (each 0..4)."""
    kuitan: bool = True
    """喰いタン: tanyao counts in an open hand."""
    kuikae: Kuikae = "forbidden"
    """喰い替え: after chi/pon, discarding the same tile or the other end of the chi."""
    max_ron_winners: int = Field(2, ge=1, le=3)
    """1 = head bump (頭ハネ), 2 = double ron, 3 = triple ron."""
    sanchahou_abortive: bool = True
    """三家和: with double ron at most, three simultaneous rons abort the hand."""
    multi_ron_honba: MultiRonAward = "nearest"
    """Who receives the honba on a multiple ron."""
    multi_ron_riichi_sticks: MultiRonAward = "nearest"
    """Who receives the riichi sticks on the table on a multiple ron."""
    multi_ron_dealer_keeps_if_any_winner: bool = True
    """Multiple ron: the dealer keeps the deal if the dealer is one of the winners."""

    # --- abortive draws -------------------------------------------------------
    kyuushu_kyuuhai: bool = True
    """九種九牌: nine kinds of terminals and honours on the first draw may abort the hand."""
    suufon_renda: bool = True
    """四風連打: four identical wind discards on the first go-around abort the hand."""
    suucha_riichi: bool = True
    """四家立直: the fourth riichi aborts the hand once its discard passes."""
    suukaikan: bool = True
    """四開槓: four kans by two or more players abort after the next discard passes."""
    abortive_draw_renchan: bool = True
    """After an abortive draw the dealer keeps the deal and a honba is added."""

    # --- riichi and dora ------------------------------------------------------
    riichi_min_points: int | None = 1000
    """Points needed to declare riichi (none = no minimum)."""
    riichi_min_live_tiles: int = Field(4, ge=0, le=4)
    """Tiles that must remain in the live wall to declare riichi (0 = no check)."""
    riichi_ankan: RiichiAnkan = "keep_waits"
    """Concealed kan after riichi: forbidden, or only if it keeps the waits (and readings)."""
    ippatsu: bool = True
    """一発 counts as a yaku."""
    double_riichi: bool = True
    """ダブル立直: riichi on the first uninterrupted discard is 2 han."""
    ura_dora: bool = True
    """裏ドラ at a riichi win."""
    kan_dora: bool = True
    """槓ドラ: each kan turns a new dora indicator."""
    kan_ura_dora: bool = True
    """槓裏: kan dora indicators also have ura indicators."""
    kan_dora_timing: KanDoraTiming = "open_kan_after_discard"
    """When an open kan's indicator is turned (a concealed kan's is always immediate)."""

    # --- scoring --------------------------------------------------------------
    kiriage_mangan: bool = False
    """切り上げ満貫: 30 fu 4 han and 60 fu 3 han count as mangan."""
    kazoe: KazoeMode = "yakuman"
    """数え役満: 13+ han is yakuman, or capped at sanbaiman, or a multiple per 13 han."""
    yakuman_stacking: bool = True
    """役満の複合: different yakuman in one hand add up."""
    double_yakuman: frozenset[DoubleYakuman] = frozenset()
    """Single patterns worth double yakuman."""
    double_wind_pair_fu: Literal[2, 4] = 4
    """連風牌: fu for a pair that is both the seat and the round wind."""
    rinshan_tsumo_fu: bool = True
    """A rinshan win gets the 2 tsumo fu."""
    pinfu_tsumo: bool = True
    """Pinfu can be won by tsumo (20 fu); if off, pinfu needs a ron."""
    chiitoitsu_value: ChiitoitsuValue = "2han_25fu"
    """七対子: 2 han 25 fu, or 1 han 50 fu."""
    ryanpeikou_han: Literal[2, 3] = 3
    """二盃口 han."""
    honroutou_han: Literal[2, 3] = 2
    """混老頭 han."""
    renhou: RenhouMode = "none"
    """人和: a ron before one's own first draw, with no call before it."""
    ryuuiisou_requires_hatsu: bool = False
    """緑一色 must contain 發."""
    chankan_ankan_kokushi: bool = False
    """Kokushi may rob a concealed kan."""
    haitei_on_rinshan: bool = False
    """A rinshan draw that is the last tile also scores haitei."""
    houtei_named_haitei: bool = False
    """The last-discard ron is shown as haitei (one yaku covering both), as some rooms do."""
    nagashi_mangan: NagashiMode = "draw_bonus"
    """流し満貫: off, a mangan paid at the exhaustive draw, or scored as a win."""
    nagashi_void_on_call: bool = True
    """Nagashi mangan is void if any of the player's discards was called."""

    # --- local yaku -----------------------------------------------------------
    yaku_isshoku_sanjun: bool = False
    """一色三順: three identical runs (2 han closed, 1 open... as the seed table says)."""
    yaku_sanrenkou: bool = False
    """三連刻: three consecutive triplets of one suit."""
    yaku_suurenkou: bool = False
    """四連刻: four consecutive triplets of one suit (yakuman)."""
    yaku_daisharin: bool = False
    """大車輪: 2233445566778p chiitoitsu (yakuman)."""
    yaku_shiisan_puutaa: bool = False
    """十三不塔: a first-draw hand with no meld, no partial and one pair (yakuman)."""
    yaku_paarenchan: bool = False
    """八連荘: the dealer's eighth consecutive win is yakuman."""

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
    """How a chombo is punished."""
    chombo_points: int = Field(0, ge=0)
    """Chombo size in points."""

    @model_validator(mode="after")
    def _consistent(self) -> RuleSet:
        for label, table in [("uma", self.uma), *self._floating_tables()]:
            if abs(sum(table)) > 1e-9:
                raise ValueError(f"{label} must sum to 0, got {sum(table):g}")
        if self.max_ron_winners == 1 and self.sanchahou_abortive:
            raise ValueError("head bump (max_ron_winners=1) cannot go with the sanchahou abort")
        if self.max_ron_winners == 3 and self.sanchahou_abortive:
            raise ValueError("triple ron (max_ron_winners=3) cannot go with the sanchahou abort")
        if self.kan_ura_dora and not (self.kan_dora and self.ura_dora):
            raise ValueError("kan ura dora needs both kan dora and ura dora")
        if self.return_points < self.starting_points:
            raise ValueError("return_points must be at least starting_points")
        if any(not 0 <= n <= 4 for n in self.red_fives):
            raise ValueError("red_fives must be 0..4 per suit")
        if self.floating_uma is not None and set(self.floating_uma) != {1, 2, 3}:
            raise ValueError("floating_uma needs tables for 1, 2 and 3 floating players")
        if self.chombo_penalty == "final_score_deduction" and self.chombo_points == 0:
            raise ValueError("a final-score chombo deduction needs chombo_points")
        if self.chombo_penalty == "not_applicable" and self.chombo_points:
            raise ValueError("chombo_points needs a chombo_penalty")
        return self

    def _floating_tables(self) -> list[tuple[str, Uma]]:
        if self.floating_uma is None:
            return []
        return [(f"floating_uma[{k}]", v) for k, v in sorted(self.floating_uma.items())]

    def with_changes(self, **changes: object) -> RuleSet:
        """A validated copy with some fields changed (``model_copy`` would skip validation)."""
        return RuleSet.model_validate(self.model_dump() | changes)


TENHOU = RuleSet(name="tenhou")
"""The default rules (Tenhou 4-player ranked, with red fives and open tanyao)."""
