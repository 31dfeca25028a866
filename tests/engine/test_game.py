"""The game: length, bust, agari-yame, optional yame, the West extension, the end."""

from __future__ import annotations

import pytest

from mahjong_tui.engine.events import Drawn, GameEnded, RoundEnded, RoundStarted, Won, YameChosen
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.players import RandomPlayer, TsumogiriPlayer
from mahjong_tui.engine.round import RoundSetup
from mahjong_tui.engine.selfplay import play_game
from mahjong_tui.engine.wall import Wall
from rules.actions import Ron, Tsumo, Yame
from rules.ruleset import TENHOU, RuleSet
from rules.tiles import SOUTH, WEST
from tests.engine.drive import answer, discard, draw_order_wall, pass_all, tsumogiri_round

COMPLETE = "123m456p789s11z22z"
"""With a drawn 2z: a complete hand (tenhou for the dealer, chiihou for the others)."""


def _first_draw_win(seat: int, setup: RoundSetup, rules: RuleSet = TENHOU) -> Game:
    """The dealer (tenhou) or the next seat (chiihou) wins on its first draw."""
    dealer = setup.hand_number
    assert seat in (dealer, (dealer + 1) % 4)
    hands = ["", "", "", ""]
    hands[seat] = COMPLETE
    wall = Wall.scripted(hands, "2z" if seat == dealer else "8p2z")
    game = Game(rules, 1, walls=[wall], start=setup)
    if seat != dealer:
        discard(game, "8p")
        pass_all(game)
    game.apply(seat, Tsumo())
    return game


def _ranks(game: Game) -> list[int]:
    end = game.log[-1]
    assert isinstance(end, GameEnded)
    return [p.rank for p in end.standings.placements]


def test_a_bust_ends_the_game_at_once() -> None:
    setup = RoundSetup(scores=(500, 33000, 33000, 33500))
    game = _first_draw_win(1, setup)
    assert game.is_over and game.log[-1].scores[0] < 0  # type: ignore[union-attr]
    assert _ranks(game)[0] == 4


def test_no_bust_plays_on() -> None:
    setup = RoundSetup(scores=(500, 33000, 33000, 33500))
    game = _first_draw_win(1, setup, TENHOU.with_changes(bust_enabled=False))
    assert not game.is_over


def test_agari_yame_ends_all_last_when_the_dealer_wins_on_top() -> None:
    setup = RoundSetup(round_wind=SOUTH, hand_number=3, scores=(25000,) * 4)
    game = _first_draw_win(3, setup)
    win = next(e for e in game.log if isinstance(e, Won))
    assert "tenhou" in {y.id for y in win.result.yaku}
    assert game.is_over and _ranks(game)[3] == 1


def test_optional_yame_is_the_dealers_choice() -> None:
    setup = RoundSetup(round_wind=SOUTH, hand_number=3, scores=(25000,) * 4)
    rules = TENHOU.with_changes(agari_yame="optional")
    game = _first_draw_win(3, setup, rules)
    assert dict(game.pending()) == {3: (Yame(True), Yame(False))}
    game.apply(3, Yame(False))
    assert YameChosen(3, False) in game.log and not game.is_over
    start = [e for e in game.log if isinstance(e, RoundStarted)][-1]
    assert (start.round_wind, start.hand_number, start.honba) == (SOUTH, 3, 1)


def test_without_anyone_at_the_target_the_game_goes_west() -> None:
    setup = RoundSetup(round_wind=SOUTH, hand_number=3, scores=(22000, 26000, 26000, 26000))
    hands = ["1133m5577p2244s9m", "", "", ""]
    game = Game(TENHOU, 1, walls=[Wall.scripted(hands, "9m")], start=setup)
    discard(game, "9m")
    answer(game, 0, Ron())
    pass_all(game)
    assert not game.is_over
    start = [e for e in game.log if isinstance(e, RoundStarted)][-1]
    assert (start.round_wind, start.hand_number) == (WEST, 0)


def test_the_west_round_is_sudden_death() -> None:
    setup = RoundSetup(round_wind=WEST, hand_number=0, scores=(25000,) * 4)
    game = _first_draw_win(1, setup)
    assert game.is_over


def test_no_extension_ends_at_all_last() -> None:
    setup = RoundSetup(round_wind=SOUTH, hand_number=3, scores=(22000, 26000, 26000, 26000))
    hands = ["1133m5577p2244s9m", "", "", ""]
    rules = TENHOU.with_changes(extension="none", extension_max_winds=0)
    game = Game(rules, 1, walls=[Wall.scripted(hands, "9m")], start=setup)
    discard(game, "9m")
    answer(game, 0, Ron())
    pass_all(game)
    assert game.is_over


def test_game_lengths() -> None:
    players = [TsumogiriPlayer() for _ in range(4)]
    one_hand = TENHOU.with_changes(game_length="one_hand", extension="none", extension_max_winds=0)
    one = play_game(Game(one_hand, 3), players)
    assert one.hands_played == 1
    tonpuu = play_game(Game(TENHOU.with_changes(game_length="tonpuu"), 3), players)
    winds = {e.round_wind for e in tonpuu.log if isinstance(e, RoundStarted)}
    assert WEST not in winds  # a tonpuusen's extension is the South round


def test_the_game_log_starts_and_ends_and_is_reproducible() -> None:
    def run() -> Game:
        return play_game(Game(TENHOU, 11), [RandomPlayer(i) for i in range(4)])

    first = run()
    assert isinstance(first.log[-1], GameEnded) and first.pending() == {}
    assert run().log == first.log


def _all_last_draw(rules: RuleSet) -> Game:
    """All-last: the dealer (seat 3, on top) is tenpai at the exhaustive draw."""
    setup = RoundSetup(round_wind=SOUTH, hand_number=3, scores=(20000, 20000, 20000, 40000))
    wall = draw_order_wall(["", "", "", "1133m5577p2244s9m"])
    game = Game(rules, 1, walls=[wall], start=setup)
    while not any(isinstance(e, RoundEnded) for e in game.log):
        tsumogiri_round(game, 1)
    return game


@pytest.mark.parametrize("mode", ["automatic", "none"])
def test_tenpai_yame(mode: str) -> None:
    game = _all_last_draw(TENHOU.with_changes(tenpai_yame=mode))
    drawn = next(e for e in game.log if isinstance(e, Drawn))
    assert drawn.tenpai[3]
    assert game.is_over is (mode == "automatic")


def test_optional_tenpai_yame_is_asked() -> None:
    game = _all_last_draw(TENHOU.with_changes(tenpai_yame="optional"))
    assert dict(game.pending()) == {3: (Yame(True), Yame(False))}
    game.apply(3, Yame(True))
    assert game.is_over


def test_fixed_four_hands_play_the_whole_extra_wind() -> None:
    rules = TENHOU.with_changes(extension="fixed_four_hands")
    west_1 = RoundSetup(round_wind=WEST, hand_number=0, scores=(25000,) * 4)
    assert not _first_draw_win(1, west_1, rules).is_over
    west_4 = RoundSetup(round_wind=WEST, hand_number=3, scores=(25000,) * 4)
    assert _first_draw_win(0, west_4, rules).is_over


def test_the_game_end_totals_the_chips() -> None:
    rules = TENHOU.with_changes(
        game_length="one_hand", extension="none", extension_max_winds=0, chip_yakuman_tsumo=2
    )
    game = _first_draw_win(1, RoundSetup(), rules)
    end = game.log[-1]
    assert isinstance(end, GameEnded)
    assert end.chips == (-2, 6, -2, -2)
    assert [p.chips for p in end.standings.placements] == [-2, 6, -2, -2]
    assert [p.total for p in end.standings.placements] == [p.result for p in
                                                           end.standings.placements]  # unpriced
    priced = _first_draw_win(1, RoundSetup(), rules.with_changes(chip_value=5000)).log[-1]
    assert isinstance(priced, GameEnded)
    assert [p.total - p.result for p in priced.standings.placements] == [-10.0, 30.0, -10.0, -10.0]
    plain = _first_draw_win(1, RoundSetup(), rules.with_changes(chip_yakuman_tsumo=0))
    assert plain.log[-1].chips == (0, 0, 0, 0)  # type: ignore[union-attr]
