"""What you need (オーラス条件): the smallest ron from each seat and the smallest tsumo that
bring a seat to a place, checked against sums done by hand (each case says its sums),
with the seat-order and the shared tie-break, honba, sticks, the dealer's share, the
two-han minimum, kiriage mangan and a place out of reach; and the line in words."""

from __future__ import annotations

import pytest

from mahjong_tui.engine.needs import Hand, WinNeeded, hands, smallest_win, what_you_need
from mahjong_tui.text.language import set_language
from mahjong_tui.text.needs_words import hand_words, need_line
from rules.payment import hand_value
from rules.ruleset import TENHOU

NAMES = ["Haru", "Natsu", "You", "Aki"]


def ron_points(need: WinNeeded, *, dealer: bool = False) -> list[int | None]:
    return [None if hand is None else hand_value(hand.base, dealer, False) for hand in need.ron]


def test_each_place_above_by_seat_order() -> None:
    """South 4, Aki (seat 3) deals. You (seat 2) have 20000; Haru and Aki 25000, Natsu
    30000: you are 4th. Seat order breaks ties (Haru 0 > Natsu 1 > you 2 > Aki 3)."""
    third, second, first = what_you_need([25000, 30000, 20000, 25000], 2, dealer=3, honba=0,
                                         sticks=0, rules=TENHOU)
    # 3rd: above one of Haru or Aki. A ron of x from Aki: 20000 + x >= 25000 - x (you win
    # the tie), x >= 2500: 2600; from Haru the same (Haru falls under you); from Natsu
    # 20000 + x >= 25000 (over Aki on the tie): 5200. A tsumo: Aki pays 2c, the others c:
    # 20000 + 4c >= 25000 - 2c -> 2c + c >= 2500 pairs (c, 2c) of 900-1800 (1 han 110 fu)
    # is the first: 900 + 1800 = 2700.
    assert third.place == 3 and ron_points(third) == [2600, 5200, None, 2600]
    assert third.tsumo == Hand(880, "none")
    # 2nd: over Haru (who wins a tie) and Aki: from Haru x >= 5000 and over Aki's 25000:
    # 5200; from Aki 20000 + x > 25000 (Haru keeps 25000 and wins the tie): 5200.
    assert ron_points(second) == [5200, 5200, None, 5200]
    # 1st: from Natsu 20000 + x > 30000 - x: x > 5000: 5200. From Haru or Aki
    # 20000 + x > 30000: x > 10000: haneman (12000). Tsumo: 20000 + 2000 + 2*... a mangan
    # (2000 from each, 4000 from Aki) gives 28000 + 0 vs Natsu 28000: a tie Natsu wins;
    # a haneman does it.
    assert ron_points(first) == [12000, 5200, None, 12000]
    assert first.tsumo is not None and first.tsumo.limit == "haneman"


@pytest.mark.parametrize(("tie_break", "needed"), [("seat_order", 2300), ("split", 2000)])
def test_a_tie_is_enough_only_when_places_are_shared(tie_break: str, needed: int) -> None:
    """Aki (seat 3, 18000) chases you (seat 2, 22000) for 3rd with a ron from you:
    18000 + x against 22000 - x. By seat order you win a tie, so x > 2000: 2300; with a
    shared place the tie is enough: 2000."""
    rules = TENHOU.with_changes(tie_break=tie_break)
    need = smallest_win([30000, 30000, 22000, 18000], 3, 3, dealer=0, honba=0, sticks=0,
                        rules=rules)
    assert ron_points(need)[2] == needed


def test_honba_and_sticks_are_counted_in() -> None:
    """Aki at 17000 (a riichi stick of 1000 is on the table) chases you at 22000 with two
    honba (a ron pays 600 more): 17000 + x + 600 + 1000 > 22000 - x - 600: 2x > 2800,
    x > 1400: 1600."""
    need = smallest_win([30000, 30000, 22000, 17000], 3, 3, dealer=0, honba=2, sticks=1,
                        rules=TENHOU)
    assert ron_points(need)[2] == 1600


def test_the_dealer_wins_more_and_a_dealer_tsumo_is_paid_by_all() -> None:
    """You deal (seat 2, 20000) against Aki's 25000 for 3rd: a dealer ron from Aki of x:
    20000 + x >= 25000 - x: x >= 2500, and the dealer's values go 1500, 2000, 2400, 2900:
    2900; a tsumo of c all: 20000 + 3c >= 25000 - c, c >= 1250: 1300 all."""
    need = smallest_win([30000, 25000, 20000, 25000], 2, 3, dealer=2, honba=0, sticks=0,
                        rules=TENHOU)
    assert ron_points(need, dealer=True)[3] == 2900
    assert need.tsumo is not None
    assert hand_words(need.tsumo, dealer=True, tsumo=True) == "1300 all"


def test_the_two_han_minimum_from_honba() -> None:
    """Four players at 25000, Aki (4th by seat order) wants 3rd: any win does it, so the
    smallest is 1000 (1 han 30 fu); from five honba with a two-han minimum, 1600
    (2 han 25 fu) plus the honba."""
    scores = [25000, 25000, 25000, 25000]
    plain = smallest_win(scores, 3, 3, dealer=0, honba=5, sticks=0, rules=TENHOU)
    bound = smallest_win(scores, 3, 3, dealer=0, honba=5, sticks=0,
                         rules=TENHOU.with_changes(ryanhan_shibari_honba=5))
    assert ron_points(plain)[0] == 1000 and ron_points(bound)[0] == 1600


def test_out_of_reach() -> None:
    """5000 against 80000: even a yakuman ron from the leader (32000) leaves 37000 to
    48000."""
    need = smallest_win([80000, 10000, 5000, 5000], 3, 1, dealer=0, honba=0, sticks=0,
                        rules=TENHOU)
    assert need.ron == (None, None, None, None) and need.tsumo is None
    set_language("en")
    assert need_line(need, NAMES, 3, 0) == (
        "To 1st: ron out of reach; tsumo out of reach")


def test_kiriage_makes_4_han_30_fu_a_mangan() -> None:
    plain = {hand.base for hand in hands(TENHOU, tsumo=False)}
    kiriage = {hand.base for hand in hands(TENHOU.with_changes(kiriage_mangan=True),
                                           tsumo=False)}
    assert 1920 in plain and 1920 not in kiriage
    # No hand is worth 1 han 20 fu (160): the smallest is 1 han 30 fu, ron or tsumo.
    for tsumo in (False, True):
        assert hands(TENHOU, tsumo=tsumo)[0] == Hand(240, "none")


def test_first_place_hears_what_the_runner_up_needs() -> None:
    """You lead (seat 2, 30000) over Haru (27000): Haru (seat 0, who wins a tie) passes
    you with a ron of x from you when 27000 + x >= 30000 - x: x >= 1500: 1600."""
    (need,) = what_you_need([27000, 23000, 30000, 20000], 2, dealer=3, honba=0, sticks=0,
                            rules=TENHOU)
    assert need.winner == 0 and need.place == 1
    assert ron_points(need)[2] == 1600
    set_language("en")
    line = need_line(need, NAMES, 2, 3)
    assert line.startswith("To keep 1st: Haru passes you with ron 1600 (you), ")
    set_language("ja")
    assert need_line(need, NAMES, 2, 3).startswith("トップ維持：Haruはロン 1600 (あなた)、")


def test_the_line_groups_the_seats_smallest_first() -> None:
    set_language("en")
    third = what_you_need([25000, 30000, 20000, 25000], 2, dealer=3, honba=0, sticks=0,
                          rules=TENHOU)[0]
    assert need_line(third, NAMES, 2, 3) == (
        "To 3rd: ron 2600 (Haru, Aki), 5200 (Natsu); tsumo 900-1800")
    set_language("ja")
    assert need_line(third, NAMES, 2, 3) == (
        "3位へ：ロン 2600 (Haru・Aki)、5200 (Natsu)／ツモ 900-1800")
