"""The words the table and the replay viewer show, in the player's language.

Each is a message of the catalogue (:mod:`mahjong_tui.text.language`), looked up when it
is drawn, so a new language shows at the next redraw. Nothing here is an id: the
screens show these strings, never a preset's file name or a rule field's value.
"""

from __future__ import annotations

from typing import Final, Literal

from mahjong_tui.engine.events import DrawReason
from mahjong_tui.text.language import has, t
from mahjong_tui.text.rule_words import preset_title
from rules.ruleset import RuleSet
from rules.tiles import EAST

WINDS: Final = ("east", "south", "west", "north")
"""The winds' message names, from East."""
_LAST_WIND = {"one_hand": EAST, "tonpuu": EAST, "hanchan": EAST + 1, "issou": EAST + 3}

Notice = Literal["all_last", "extension"]
"""オーラス (the game's last scheduled hand) or 南入 / 西入 (a wind round past the game's
length, played because nobody reached the target points)."""


def wind_name(wind: int) -> str:
    """``East`` / ``東``: a wind (a tile number from EAST) by its name."""
    return t(f"winds.{WINDS[wind - EAST]}")


def wind_initial(wind: int) -> str:
    """``E`` / ``東``: a wind in one letter (``E1`` / ``東1`` in the game result's list)."""
    return t(f"winds_short.{WINDS[wind - EAST]}")


def length_name(length: str) -> str:
    """A game length (RuleSet.game_length) in short (``Hanchan`` / ``半荘戦``), for the
    pond's corner and the record; one this version does not know, as it is written."""
    return t(f"lengths.{length}") if has(f"lengths.{length}") else length


def preset_name(rules: RuleSet) -> str:
    """The rules' title as the settings show it (``Tenhou (天鳳)``, or a custom name)."""
    return preset_title(rules.name)


def round_title(round_wind: int, hand_number: int, honba: int) -> str:
    """``East 2, 1 honba`` / ``東2局 1本場`` (the honba only when there are some)."""
    wind = wind_name(round_wind)
    if honba:
        return t("round.title_honba", wind=wind, number=hand_number + 1, honba=honba)
    return t("round.title", wind=wind, number=hand_number + 1)


def hand_label(round_wind: int, hand_number: int, honba: int) -> str:
    """``E1-0`` / ``東1局 0本場``: a hand in short, with its honba (the replay viewer)."""
    return t("replay.hand", wind=wind_initial(round_wind), number=hand_number + 1, honba=honba)


def draw_reason(reason: DrawReason) -> str:
    """Why the hand ended in a draw (``流局`` / ``九種九牌`` ...)."""
    return t(f"round_result.draws.{reason.value}")


def round_notice(rules: RuleSet, round_wind: int, hand_number: int) -> Notice | None:
    """All Last on the last scheduled hand, an extension past the game's length."""
    last = _LAST_WIND.get(rules.game_length, EAST + 1)
    if round_wind > last:
        return "extension"
    if rules.game_length != "one_hand" and round_wind == last and hand_number == 3:
        return "all_last"
    return None


def notice_label(notice: Notice, round_wind: int) -> str:
    """The notice beside the round's name: ``All Last`` / ``オーラス``, ``extra round`` /
    ``南入``."""
    if notice == "all_last":
        return t("notice.all_last")
    return t(f"notice.extension_{WINDS[round_wind - EAST]}")


def notice_text(notice: Notice, rules: RuleSet, round_wind: int) -> str:
    """The notice as a new hand begins."""
    if notice == "all_last":
        return t("notice.all_last_text")
    return t(f"notice.extension_{WINDS[round_wind - EAST]}_text", points=rules.target_points)


def counters(honba: int, sticks: int, tiles_left: int) -> str:
    """``2 honba  1 stick  68 left``: the counters of the centre."""
    return t("centre.counters", count=sticks, honba=honba, left=tiles_left)
