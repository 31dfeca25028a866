"""The words the table and the replay viewer show, in one place (English for now).

Nothing here is an id: the screens show these strings, never a preset's file name
or a rule field's value.
"""

from __future__ import annotations

from mahjong_tui.rule_words import preset_title
from rules.ruleset import RuleSet
from rules.tiles import EAST

WIND_NAMES = ("East", "South", "West", "North")
DORA = "Dora"
GAME_LENGTHS = {"one_hand": "One hand", "tonpuu": "Tonpuusen", "hanchan": "Hanchan",
                "issou": "Four winds"}
"""The game's length by RuleSet.game_length, short for the pond's corner."""
ALL_LAST = "All Last"
"""オーラス: the game's last scheduled hand."""
EXTENSION = "extra round"
"""南入 / 西入: a wind round past the game's length, played because nobody reached the
target points."""
_LAST_WIND = {"one_hand": EAST, "tonpuu": EAST, "hanchan": EAST + 1, "issou": EAST + 3}


WIN_BY_RON = " You can win: Ron (r) "
WIN_BY_TSUMO = " You can win: Tsumo (t) "
TENPAI = "Tenpai"
NOT_TENPAI = "not tenpai"
VALUES = {"riichi": "ron with riichi", "dama": "ron dama"}
"""What the waits line's ron values assume, for a closed hand: declaring riichi (while
choosing the riichi discard, or once in riichi) or not (dama)."""
TSUMO_ONLY = "tsumo only"
NO_YAKU = "no yaku"
FURITEN = "FURITEN"
SHAPES = {"standard": "sets and a pair", "pairs": "seven pairs", "orphans": "thirteen orphans"}
"""The shapes a shanten counts towards."""


def preset_name(rules: RuleSet) -> str:
    """The rules' title as the settings show it (``Tenhou (天鳳)``, or a custom name)."""
    return preset_title(rules.name)


def round_title(round_wind: int, hand_number: int, honba: int) -> str:
    """``East 2, 1 honba`` (the honba only when there are some)."""
    title = f"{WIND_NAMES[round_wind - EAST]} {hand_number + 1}"
    return f"{title}, {honba} honba" if honba else title


def round_notice(rules: RuleSet, round_wind: int, hand_number: int) -> str | None:
    """``All Last`` on the last scheduled hand, ``extra round`` in an extension."""
    last = _LAST_WIND.get(rules.game_length, EAST + 1)
    if round_wind > last:
        return EXTENSION
    if rules.game_length != "one_hand" and round_wind == last and hand_number == 3:
        return ALL_LAST
    return None


def notice_text(notice: str, rules: RuleSet) -> str:
    """The notice as a new hand begins."""
    if notice == ALL_LAST:
        return f"{ALL_LAST}: the last hand of the game"
    return f"An {EXTENSION}: nobody has {rules.target_points} points yet"


def counters(honba: int, sticks: int, tiles_left: int) -> str:
    """``2 honba  1 stick  68 left``: the counters of the centre."""
    stick = "stick" if sticks == 1 else "sticks"
    return f"{honba} honba  {sticks} {stick}  {tiles_left} left"
