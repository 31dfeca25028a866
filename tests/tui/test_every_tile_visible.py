"""Every tile of the Observation is on the screen, at every terminal size from 80x24 up.

The table and the replay viewer draw a table at its fullest (24 discards with a riichi
in every river, four melds a seat, five dora indicators; see ``full_table``); the test
reads the screen as plain text and counts each tile face: a river column hidden under
a hand, a meld cut at a column's edge or a clipped dora row loses faces and fails.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from rich.cells import cell_len
from rich.text import Text
from textual.app import App, ComposeResult
from textual.containers import Horizontal
from textual.geometry import Region
from textual.widgets import Static

from mahjong_tui.files.places import CONFIG_DIR_ENV, DATA_DIR_ENV
from mahjong_tui.play.config import Settings
from mahjong_tui.play.game_config import GameConfig
from mahjong_tui.play.replay_view import ReplayView, Step
from mahjong_tui.play.session import Session
from mahjong_tui.records.load import read_record
from mahjong_tui.text.tile_faces import TileStyle, face
from mahjong_tui.tui.app import MahjongApp
from mahjong_tui.tui.screens.choices import menu
from mahjong_tui.tui.screens.round_result import RoundResultScreen
from mahjong_tui.tui.screens.table import TableScreen
from mahjong_tui.tui.widgets.corners import CornerView, clear_of_cuts
from rules.actions import Discard
from rules.hand import MeldKind
from rules.observation import Observation
from rules.tiles import EAST, NORTH, Tile, dora_from_indicator, kind
from tests.records.data import PHOENIX_JSON
from tests.tui.full_table import SCORES, expected_faces, full_table
from tests.tui.helpers import CALL_AND_RON, screen_text, scripted_session, settle, until

INDICATOR_LABEL = re.compile(r"\((indicators?|ind\.|表示牌?) ")
"""The dora indicators' label after the dora (the centre drops them where it has no room)."""

SIZES = [(80, 24), (100, 30), (120, 40), (200, 60)]
REAL_GAME_TURNS = 60
"""Your decisions the real game is checked at (a few hands)."""
TABLE = full_table()


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))


def text_face(tile: int) -> str:
    return face(tile, TileStyle.TEXT).strip()


def shown_faces(text: str, wanted: Counter[str]) -> Counter[str]:
    return Counter({f: text.count(f) for f in wanted})


def assert_all_shown(text: str, obs: Observation, *, open_hands: bool) -> None:
    indicators = INDICATOR_LABEL.search(text) is not None
    wanted = expected_faces(obs, text_face, open_hands=open_hands, indicators=indicators)
    assert shown_faces(text, wanted) == wanted, text
    for score in SCORES:
        assert str(score) in text, (score, text)


class FullReplay(ReplayView):
    """A replay whose current step is the full table (the record only gives it hands),
    its players renamed (a Tenhou name may hold a tile's face, as ``…6s``)."""

    def __init__(self) -> None:
        super().__init__(read_record(PHOENIX_JSON[0]))
        self.names = ("Ann", "Ben", "Cat", "Dan")

    @property
    def step(self) -> Step:
        return Step(TABLE, frozenset({1}), ())


def settings() -> Settings:
    s = Settings(ai_speed="instant")
    s.assists.hand_help = False  # the waits line would show tiles of its own
    return s


def full_table_app(monkeypatch: pytest.MonkeyPatch) -> MahjongApp:
    """The table screen showing the full table, Haru (on your right) to play."""
    session = scripted_session([CALL_AND_RON])
    monkeypatch.setattr(session, "observation", lambda: TABLE[0])
    monkeypatch.setattr(session, "human_actions", lambda: ())
    monkeypatch.setattr(session, "next_ai_turn", lambda: None)
    monkeypatch.setattr(session, "on_turn", lambda: frozenset({1}))
    monkeypatch.setattr(session, "last_discarder", lambda: 0)
    return MahjongApp(session=session, settings=settings())


def tiles_text(app: MahjongApp) -> str:
    """The screen's text with the lines over the table's corners blanked (what you need
    says "1st", a tile's face to a count): a tile they covered would be missed. Blanked
    by screen cells (a Japanese character takes two), a character half under a corner
    with it."""
    rows = [_cells(line) for line in screen_text(app).splitlines()]
    for corner in app.screen.query(CornerView):
        if corner.display:
            r = corner.region
            for row in rows[r.y:r.bottom]:
                start = r.x - 1 if 0 < r.x < len(row) and row[r.x] == "" else r.x
                end = r.right + 1 if r.right < len(row) and row[r.right] == "" else r.right
                row[start:end] = [" "] * (min(end, len(row)) - start)
    return "\n".join("".join(row) for row in rows)


def _cells(line: str) -> list[str]:
    """``line`` cell by cell: a double-width character, then an empty cell."""
    cells: list[str] = []
    for char in line:
        cells += [char, ""] if cell_len(char) == 2 else [char]
    return cells


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_table_shows_every_tile(size: tuple[int, int],
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """South 4 (All Last): what you need and the notice show over the corners, and cover
    no tile."""
    app = full_table_app(monkeypatch)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert app.screen.query_one("#needs", CornerView).display
        assert_all_shown(tiles_text(app), TABLE[0], open_hands=False)


async def test_the_table_says_which_game_and_round(monkeypatch: pytest.MonkeyPatch) -> None:
    """South 4 of a Tenhou hanchan: All Last in the centre and once as a notice in the
    top-right corner (the toggles line under the hand stays in view), what you need in the
    top-left one (where the game and rules show before the last hand), the counters, one
    turn marker (Haru's, on the right)."""
    app = full_table_app(monkeypatch)
    notices: list[str] = []
    monkeypatch.setattr(MahjongApp, "notify", lambda self, message, **_: notices.append(message))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, TableScreen)
        text = screen_text(app)
        for shown in ("South 4 · All Last", "2 honba", "4 sticks", "0 left", "Dora",
                      "To 1st: ron ", "All Last: the last hand"):
            assert shown in text, shown
        assert "Hanchan" not in text
        assert text.count("▶") == 1 and f"▶南 {SCORES[1]}" in text
        assert text.splitlines()[-2].lstrip().startswith("w ")  # the toggles line
        assert notices == []
        notice = screen.query_one("#notice", CornerView)
        assert notice.display
        screen.render_table()
        await pilot.press("v", "v", "v")  # redraws: the notice is not raised again
        screen._notice_done()
        screen.render_table()
        await pilot.pause()
        assert not notice.display and notices == []
        # ? shows every line of what you need first.
        lines = screen.need_lines(TABLE[0])
        await pilot.press("question_mark")
        await pilot.pause()
        await pilot.pause()
        help_text = " ".join(screen_text(app).split())
        assert "What you need" in help_text
        assert all(line in help_text for line in lines), (lines, help_text)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_replay_viewer_shows_every_tile(size: tuple[int, int]) -> None:
    app = MahjongApp(replay=FullReplay(), settings=settings())
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert_all_shown(screen_text(app), TABLE[0], open_hands=True)


async def test_a_real_game_shows_every_tile_at_every_step() -> None:
    """A real game at 80x24: each time the table waits for you, the screen holds every
    river, meld, dora and hand tile of your Observation (winds are left out of the count:
    the centre's seat labels use their faces too). You discard the drawn tile (Enter),
    pass on calls and show a tenpai hand at a draw."""
    session = Session.new(GameConfig(length="hanchan", seed=7, human_seat=0))
    app = MahjongApp(session=session, settings=settings())
    checked = 0
    hands = set()
    async with app.run_test(size=(80, 24)) as pilot:
        while checked < REAL_GAME_TURNS and not session.is_over:
            await settle(pilot, app)
            if isinstance(app.screen, RoundResultScreen):
                await pilot.press("enter")
                continue
            obs = session.observation()
            hands.add((obs.round_wind, obs.hand_number, obs.honba))
            # Above the action bar (which names a tile offered for a call), the assists, the footer.
            table = "\n".join(screen_text(app).splitlines()[:-3])
            indicators = INDICATOR_LABEL.search(table) is not None
            wanted = Counter(text_face(t) for t in shown_tiles(obs, indicators=indicators)
                             if not is_wind(t))
            assert shown_faces(table, wanted) == wanted, table
            checked += 1
            legal = session.human_actions()
            keys = [c.key for c in menu(legal)]
            if any(isinstance(a, Discard) for a in legal):
                await pilot.press("enter")
            else:
                await pilot.press(next(k for k in ("space", "s", "n") if k in keys))
    assert len(hands) >= 3, hands


def shown_tiles(obs: Observation, *, indicators: bool) -> list[Tile]:
    """The dora, the indicators (where the centre has room for them), the hand, the rivers
    and the melds."""
    tiles = [*(dora_from_indicator(i) for i in obs.dora_indicators),
             *(obs.dora_indicators if indicators else ()), *obs.concealed]
    for p in obs.players:
        tiles += [r.tile for r in p.river]
        for m in p.melds:
            tiles += m.tiles[1:3] if m.kind is MeldKind.ANKAN else m.tiles
    return tiles


def is_wind(tile: Tile) -> bool:
    return EAST <= kind(tile) <= NORTH


def test_a_wide_character_is_kept_clear_of_a_cut() -> None:
    """A double-width character across a column where the screen is cut is pushed one
    cell on; one that starts at the cut stays."""
    assert clear_of_cuts(Text("1位へ：ナツ"), {2}).plain == "1 位へ：ナツ"  # 位: cells 1-2
    assert clear_of_cuts(Text("1位へ：ナツ"), {3}).plain == "1位へ：ナツ"  # へ starts at 3
    assert clear_of_cuts(Text("ab"), {1}).plain == "ab"


@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["en", "ja"])
async def test_what_you_need_shows_every_character(
        size: tuple[int, int], language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The lines over the corners lose no character (a Japanese one across a cut of the
    screen lost "ナ" of "ナツ" once)."""
    app = full_table_app(monkeypatch)
    async with app.run_test(size=size) as pilot:
        app.settings.language = language
        app.change_language()
        await pilot.pause()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, TableScreen)
        screen.announced = None  # the notice again, in this language
        screen.render_table()
        await pilot.pause()
        await pilot.pause()
        lines = [cells(line) for line in screen_text(app).splitlines()]
        for corner, wanted in (("#needs", screen.need_lines(TABLE[0])[0]),
                               ("#notice", screen.notice)):
            region = screen.query_one(corner, CornerView).region
            shown = "".join("".join(line[region.x: region.right]) for line in
                            lines[region.y: region.bottom])
            assert wanted.replace(" ", "") in shown.replace(" ", ""), (wanted, shown)


def cells(line: str) -> list[str]:
    """A line of the screen by cells: a double-width character, then "" for its second."""
    out: list[str] = []
    for char in line:
        out.append(char)
        if cell_len(char) == 2:
            out.append("")
    return out


class CutApp(App[None]):
    """A screen cut at column 5 (two widgets side by side), a corner over it."""

    CSS = ".corner-lines { position: absolute; overlay: screen; } #left { width: 5; }"

    def compose(self) -> ComposeResult:
        with Horizontal():
            yield Static("x" * 5, id="left")
            yield Static("y" * 30)
        yield CornerView("", id="needs", classes="corner-lines")


async def test_a_corner_over_a_cut_loses_no_character() -> None:
    """"あいうえお" from column 0 puts う across the cut at 5: the screen would draw it as
    two spaces; pushed one cell on, every character shows."""
    app = CutApp()
    async with app.run_test(size=(40, 4)) as pilot:
        await pilot.pause()
        corner = app.query_one(CornerView)
        assert corner.show(["あいうえお"], Region(0, 0, 20, 2))
        await pilot.pause()
        await pilot.pause()
        top = "".join(s.text for s in app.screen._compositor.render_strips()[0])
        assert "あいうえお" in top.replace(" ", "")


async def test_the_corners_wait_for_no_table_that_is_gone(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The corners are drawn after a refresh and the notice is put away after a few
    seconds: by then the player may have left the table (q), which must not crash."""
    app = full_table_app(monkeypatch)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        # Going: its widgets removed while it is still attached (seen in the suite).
        for corner in table.query(CornerView):
            await corner.remove()
        table._show_corners(["To 1st: ron 1000"])
        table._notice_done()
        await pilot.press("q")
        await until(pilot, lambda: not table.is_attached)
        table._show_corners(["To 1st: ron 1000"])
        table._notice_done()


async def test_what_you_need_follows_a_language_picked_at_the_table(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The lines are worked out once per table state; another language is another state
    (they stayed in English once)."""
    app = full_table_app(monkeypatch)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, TableScreen)
        assert screen.need_lines(TABLE[0])[0].startswith("To 1st")
        app.settings.language = "ja"
        app.change_language()
        await pilot.pause()
        assert screen.need_lines(TABLE[0])[0].startswith("1位へ")
