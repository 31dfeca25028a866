"""The waits line under the hand: what it says, and that only tiles wear tile colours."""

from __future__ import annotations

import dataclasses
from random import Random

from mahjong_tui.text.tile_faces import TileStyle, colour, tile_text
from mahjong_tui.tui.widgets.waits import HandStatus, Wait, hand_status, status_text
from rules.hand import Meld
from rules.observation import Observation
from rules.ruleset import TENHOU
from rules.shanten import shanten
from rules.tiles import NUM_KINDS, counts, parse, parse_tile
from tests.tui.full_table import full_table

M5 = parse_tile("5m")
S9 = parse_tile("9s")


def test_waits_line_text() -> None:
    """Count and value apart (``5m ×3 · 3900``, never ``5m×33900``), the value labelled."""
    status = HandStatus(0, (Wait(M5, 3, 3900, True), Wait(S9, 0, None, True)), True,
                        value="dama")
    line = status_text(status, TileStyle.TEXT, None)
    assert line.plain == "Tenpai, ron dama: 5m ×3 · 3900   9s ×0 · tsumo only   FURITEN "
    riichi = HandStatus(0, (Wait(M5, 1, 2000, True),), False, value="riichi")
    assert status_text(riichi, TileStyle.TEXT, S9).plain == (
        "Discard 9s → Tenpai, ron with riichi: 5m ×1 · 2000")
    opened = HandStatus(0, (Wait(M5, 1, None, False),), False)
    assert status_text(opened, TileStyle.TEXT, None).plain == "Tenpai: 5m ×1 · no yaku"
    assert status_text(HandStatus(2, (), False, ("pairs",)), TileStyle.TEXT, M5).plain == (
        "Discard 5m → 2-shanten (seven pairs)")
    both = HandStatus(1, (), False, ("standard", "pairs"))
    assert status_text(both, TileStyle.TEXT, None).plain == (
        "1-shanten (sets and a pair or seven pairs)")


def hand_obs(hand: str, melds: tuple[Meld, ...] = (), riichi: bool = False) -> Observation:
    obs = full_table()[0]
    players = list(obs.players)
    players[0] = dataclasses.replace(players[0], melds=melds, river=(), riichi=riichi,
                                     concealed_count=len(parse(hand)))
    tiles = parse(hand)
    return dataclasses.replace(obs, hand=tuple(tiles[:-1]), drawn=tiles[-1],
                               players=tuple(players), dora_indicators=(parse_tile("9p"),))


def test_shanten_names_its_shape() -> None:
    """Seven pairs 2-shanten, then the same tiles after a pon count sets and a pair."""
    pairs = hand_obs("1133m5588p29s1234z")
    status = hand_status(pairs, TENHOU, parse_tile("4z"))
    assert (status.shanten, status.shapes) == (2, ("pairs",))
    kokushi = hand_status(hand_obs("19m19p19s1234567z5m"), TENHOU, parse_tile("5m"))
    assert (kokushi.shanten, kokushi.shapes) == (0, ())  # tenpai: the waits say it all
    kokushi = hand_status(hand_obs("129m19p19s123455z3m"), TENHOU, parse_tile("3m"))
    assert (kokushi.shanten, kokushi.shapes) == (1, ("orphans",))


def test_riichi_and_dama_values() -> None:
    """The same wait is worth more with riichi; the line says which it shows."""
    obs = hand_obs("234567m234p5588s1z")
    dama = hand_status(obs, TENHOU, parse_tile("1z"))
    riichi = hand_status(obs, TENHOU, parse_tile("1z"), riichi=True)
    assert (dama.value, riichi.value) == ("dama", "riichi")
    assert dama.waits[0].ron_points is not None and riichi.waits[0].ron_points is not None
    assert riichi.waits[0].ron_points > dama.waits[0].ron_points


def test_only_the_tile_wears_its_colours() -> None:
    """A tile's style is a span: text appended after it keeps its own (no ivory "×3")."""
    line = tile_text(M5, TileStyle.TEXT) + " ×3"
    assert not line.style
    tile_style = colour(M5)
    styled = [(s.start, s.end) for s in line.spans if s.style == tile_style]
    assert styled == [(0, len("5m"))]
    waits = status_text(HandStatus(0, (Wait(M5, 3, 3900, True),), False), TileStyle.TEXT, None)
    at = waits.plain.index("×3")
    assert not any(s.start <= at < s.end and s.style == tile_style for s in waits.spans)


def test_a_complete_hand_with_a_kan_is_called_complete() -> None:
    """The case seen in play (80x24, in riichi): 22m 345m 234p 234s beside a closed kan of
    5p, the winning 3p just drawn, no tile under the cursor: it said "not tenpai"."""
    kan = Meld.parse("ankan:5555p")
    obs = hand_obs("22m345m24p234s3p", (kan,), riichi=True)
    status = hand_status(obs, TENHOU, None, riichi=True)
    assert status.shanten == -1
    assert status_text(status, TileStyle.TEXT, None).plain == "Complete: a winning hand"


def test_the_line_agrees_with_shanten_over_many_hands() -> None:
    """Every hand of a seeded draw, with and without a kan beside it, each discard and no
    discard: the line names the hand's shanten as rules.shanten counts it."""
    rng = Random(20261205)
    wall = [k for k in range(NUM_KINDS) for _ in range(4)]
    checked = complete = 0
    for _ in range(300):
        rng.shuffle(wall)
        with_kan = rng.random() < 0.5
        kan_kind = wall[-1]
        pool = [k for k in wall if k != kan_kind]
        if rng.random() < 0.5:  # a complete hand, or one tile off it: shanten -1 to 1
            pool = _complete(rng, kan_kind, sets=3 if with_kan else 4)
            if rng.random() < 0.5:
                pool[rng.randrange(len(pool))] = rng.choice(
                    [k for k in range(NUM_KINDS) if k != kan_kind and pool.count(k) < 4])
        melds: tuple[Meld, ...] = ()
        tiles = pool[:14]
        if with_kan:
            number, suit = _face(kan_kind)
            melds = (Meld.parse(f"ankan:{number * 4}{suit}"),)
            tiles = pool[:11]
        text = "".join(_face(k) for k in tiles)
        obs = hand_obs(text, melds)
        for discard in [None, *set(tiles)]:
            hand = list(tiles)
            if discard is not None:
                hand.remove(discard)
            expected = shanten(counts(hand))
            line = status_text(hand_status(obs, TENHOU, discard), TileStyle.TEXT,
                               discard).plain
            if expected < 0:
                complete += 1
                assert line.endswith("Complete: a winning hand"), (text, discard, line)
            elif expected == 0:
                assert "Tenpai" in line or "tenpai after" in line, (text, discard, line)
            else:
                assert f"{expected}-shanten" in line, (text, discard, line)
            assert "not tenpai" not in line
            checked += 1
    assert checked > 1000 and complete > 50


def _complete(rng: Random, kan_kind: int, sets: int) -> list[int]:
    """A random complete hand of ``sets`` sets and a pair, no tile of ``kan_kind``."""
    while True:
        tiles: list[int] = []
        for _ in range(sets):
            start = rng.randrange(NUM_KINDS)
            if start < 27 and start % 9 < 7 and rng.random() < 0.6:
                tiles += [start, start + 1, start + 2]
            else:
                tiles += [start] * 3
        tiles += [rng.randrange(NUM_KINDS)] * 2
        if kan_kind not in tiles and all(tiles.count(k) <= 4 for k in tiles):
            rng.shuffle(tiles)
            return tiles


def _face(k: int) -> str:
    """``5p`` for a kind (MPSZ)."""
    return f"{k % 9 + 1}{'mpsz'[k // 9]}"


def test_a_red_five_is_marked_without_colour_in_every_style() -> None:
    """Underlined as well as white on red: a colour-blind player (or a 16-colour
    terminal) tells it from a plain five in the Text style too, where its face is 5m."""
    from mahjong_tui.text.tile_faces import tile_text
    from rules.tiles import M5 as PLAIN_FIVE
    from rules.tiles import RED_5M

    for style in TileStyle:
        red, plain = tile_text(RED_5M, style), tile_text(PLAIN_FIVE, style)
        assert any(span.style.underline for span in red.spans)  # type: ignore[union-attr]
        assert not any(span.style.underline for span in plain.spans)  # type: ignore[union-attr]
