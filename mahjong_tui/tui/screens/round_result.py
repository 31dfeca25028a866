"""The end of a hand: the winning hand and its value, or the draw, and every score change."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.cells import cell_len
from rich.style import Style
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from mahjong_tui.engine.events import Drawn, DrawReason, Won
from mahjong_tui.play.session import YOU, HandOutcome, player_name
from mahjong_tui.play.table_talk import Remark
from mahjong_tui.text.dora_words import dora_line
from mahjong_tui.text.fu_words import fu_breakdown
from mahjong_tui.text.language import current_language, t
from mahjong_tui.text.line_breaks import prose
from mahjong_tui.text.plates import record_plate, remark_line
from mahjong_tui.text.tile_faces import TileStyle, face, tile_text, tiles_text
from mahjong_tui.text.words import draw_reason, round_title, wind_name
from mahjong_tui.tui.widgets.meld import melds_text
from rules.chips import WinChips
from rules.payment import hand_value
from rules.score import ScoreResult
from rules.tiles import EAST, Tile, parse_tile, sorted_tiles

SEATS = 4
WIN_TILE = Style(bgcolor="#ffd75f", bold=True)


def limit_name(limit: str) -> str:
    """``Mangan`` / ``満貫``; "" for a hand below a mangan."""
    return t(f"score.limits_title.{limit}") if limit != "none" else ""


def pad(text: str, width: int) -> str:
    """Pad by terminal cells (Japanese names are two cells a character)."""
    return text + " " * max(width - cell_len(text), 1)


def hand_line(concealed: Sequence[Tile], win_tile: Tile | None, style: TileStyle) -> Text:
    """A shown hand, sorted; the winning tile apart and highlighted."""
    rest = list(concealed)
    if win_tile is not None:
        rest.remove(win_tile)
    line = tiles_text(sorted_tiles(rest), style)
    if win_tile is not None:
        line += Text("  ") + tile_text(win_tile, style, WIN_TILE)
    return line


def win_points(win: Won, dealer: int) -> int:
    """The hand's value (Tenhou's points): without honba and riichi sticks."""
    return hand_value(win.result.base_points, win.winner == dealer, win.from_seat is None)


def fu_line(result: ScoreResult, style: TileStyle) -> str:
    """``40 fu: 20 base + 2 tsumo + 8 closed triplet 白, rounded up`` (the tiles as the
    hands above show them, not in the score command's MPSZ)."""
    parts = fu_breakdown(result.fu_parts, lambda tile: face(parse_tile(tile), style).strip())
    rounded = sum(f.fu for f in result.fu_parts) != result.fu
    return t("round_result.fu_rounded" if rounded else "round_result.fu", fu=result.fu,
             parts=parts)


def win_text(win: Won, dealer: int, names: Sequence[str], style: TileStyle,
             viewer: int) -> Text:
    """The win as the result shows it; the melds' arrows point as on ``viewer``'s table."""
    r = win.result
    if win.from_seat is None:
        head = t("round_result.won_tsumo", name=names[win.winner])
    else:
        head = t("round_result.won_ron", name=names[win.winner], loser=names[win.from_seat])
    out = Text(head + "\n", style="bold #ffd75f")
    out += hand_line(win.concealed, win.win_tile, style)
    if win.melds:
        out += Text("   ") + melds_text(win.melds, win.winner, viewer, style)
    out += Text("\n") + dora_line(win.dora_indicators, style)
    if win.ura_indicators:
        out += Text("   ") + dora_line(win.ura_indicators, style, ura=True)
    out += Text("\n")
    for y in r.yaku:
        value = t("round_result.yakuman") if r.yakuman else t("round_result.han", han=y.han)
        names_shown = pad(y.name, 28) + pad(y.name_ja, 14) if current_language() == "en" else (
            pad(y.name_ja, 20))
        out += Text(f"  {names_shown}") + Text(value, style="bold")
        out += Text("\n")
    if r.fu_parts:
        out += Text(f"  {fu_line(r, style)}\n", style="dim")
    limit = limit_name(r.limit)
    parts = [t("round_result.han_fu", han=r.han, fu=r.fu) if not r.yakuman else t(
        "round_result.yakuman_times", times=r.yakuman)]
    if limit and not r.yakuman:
        parts.append(limit)
    points = win_points(win, dealer)
    parts.append(t("round_result.points", points=points))
    summary = " · ".join(parts)
    sticks = sticks_taken(win)
    if r.payment.total - sticks != points:
        summary += t("round_result.honba_paid", points=r.payment.total - sticks - points)
    if sticks:
        summary += t("round_result.sticks_taken", points=sticks)
    if win.pao is not None:
        summary += t("round_result.pao", name=names[win.pao])
    out += Text(summary, style="bold #5fd75f")
    if win.chips.total:
        out += Text("\n") + chips_text(win.chips, names)
    return out


def chips_text(chips: WinChips, names: Sequence[str]) -> Text:
    """Who pays the winner how many chips, and what for (the count each payer owes)."""
    payers = [(seat, n) for seat, n in enumerate(chips.payments) if n]
    counts = {n for _, n in payers}
    winner = names[chips.winner]
    separator = t("round_result.list_separator")
    if len(payers) == 1:
        ((seat, n),) = payers
        line = t(_for_you("round_result.chips_one", names[seat]), payer=names[seat],
                 winner=winner, chips=n)
    elif len(counts) == 1:
        line = t("round_result.chips_each", payers=separator.join(names[s] for s, _ in payers),
                 winner=winner, chips=counts.pop())
    else:
        line = t(_for_you("round_result.chips_from", winner), winner=winner,
                 payers=separator.join(t("round_result.chips_part", chips=n, payer=names[seat])
                                       for seat, n in payers))
    reasons = separator.join(t(f"round_result.chip_kinds.{kind}", chips=n)
                             for kind, n in chips.per_payer)
    text = Text(t("round_result.chips"), style="bold") + Text(line)
    if reasons:
        text += Text(t("round_result.chip_reasons", reasons=reasons), style="dim")
    return text


def _for_you(key: str, subject: str) -> str:
    """``key``, or ``key_you`` when the player is its subject ("You pay", not "You pays")."""
    return f"{key}_you" if subject == player_name(YOU) else key


def draw_text(draw: Drawn, outcome: HandOutcome, names: Sequence[str], style: TileStyle,
              viewer: int) -> Text:
    """The draw as the result shows it; the melds' arrows point as on ``viewer``'s table."""
    out = Text(draw_reason(draw.reason) + "\n", style="bold #ffd75f")
    if draw.declarer is not None:
        out += Text(t("round_result.declared_by", name=names[draw.declarer]) + "\n")
    for seat in range(SEATS):
        if draw.reason is not DrawReason.EXHAUSTIVE and not draw.hands[seat]:
            continue
        state = t("round_result.tenpai") if draw.tenpai[seat] else t("round_result.noten")
        out += Text(pad(names[seat], 8), style="bold") + Text(pad(state, 7))
        if draw.hands[seat]:
            out += hand_line(draw.hands[seat], None, style)
            melds = outcome.table.players[seat].melds
            if melds:
                out += Text("   ") + melds_text(melds, seat, viewer, style)
        if seat in draw.nagashi:
            out += Text("  " + t("round_result.nagashi"), style="bold #5fd75f")
        out += Text("\n")
    return out


def sticks_taken(win: Won) -> int:
    """The riichi sticks' points this win took off the table: all its payments sum to
    nothing but those."""
    return sum(win.deltas)


def riichi_text(outcome: HandOutcome, names: Sequence[str]) -> Text | None:
    """Who declared riichi this hand (each put a stick on the table), and where the sticks
    on the table went: to a winner (the win's line says how much), or left for the next."""
    declared = [s for s, seat in enumerate(outcome.table.players) if seat.riichi]
    separator = t("round_result.list_separator")
    lines = []
    if declared:
        lines.append(t("round_result.riichi", names=separator.join(names[s] for s in declared),
                       deposit=outcome.riichi_deposit))
    for win in outcome.wins:
        taken = sticks_taken(win)
        if taken:
            lines.append(t(_for_you("round_result.sticks_to", names[win.winner]),
                           name=names[win.winner], points=taken))
    left = outcome.ended.riichi_sticks * outcome.riichi_deposit
    if left:
        lines.append(t("round_result.sticks_left", points=left))
    return Text(" · ".join(lines)) if lines else None


def signed(value: int) -> Text:
    """``+1200`` in green, ``-1200`` in red, ``0`` plain."""
    colour = "#5fd75f" if value > 0 else "#ff5f5f" if value < 0 else ""
    return Text(f"{value:+d}" if value else "0", style=colour)


def scores_table(outcome: HandOutcome, names: Sequence[str | Text]) -> Table:
    """Each seat's points before and after the hand; the game's chips so far if it has chips."""
    table = Table(title=t("round_result.scores"), title_style="bold", expand=False)
    chips = outcome.chips
    for column in ("player", "wind", "before", "change", "after", *(("chips",) if chips else ())):
        table.add_column(t(f"round_result.columns.{column}"),
                         justify="left" if column in ("player", "wind") else "right")
    dealer = outcome.setup.hand_number
    for seat, name in enumerate(names):
        table.add_row(
            Text(name) if isinstance(name, str) else name,
            wind_name(EAST + (seat - dealer) % SEATS),
            str(outcome.setup.scores[seat]), signed(outcome.deltas[seat]),
            str(outcome.ended.scores[seat]), *((signed(chips[seat]),) if chips else ()),
        )
    return table


class RoundResultScreen(Screen[None]):
    """Dismissed with Enter (or a click): the table goes on with the next hand.

    The hand (the yaku, the fu, the chips) scrolls when it is taller than the room left;
    the score table (all four players and the change) and how to go on stay in sight
    below it, at 80x24 too."""

    OPENS_SETTINGS: ClassVar[bool] = True
    """The app's settings key works here (see ``MahjongApp.check_action``)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "dismiss", "keys.next"),
        Binding("space", "dismiss", "keys.next", show=False),
    ]

    def __init__(self, outcome: HandOutcome, names: Sequence[str], style: TileStyle, *,
                 remarks: Sequence[Remark] = ()) -> None:
        """``names``: the seats' names as the log has them (``You``, ``Haru``): shown in
        the language in force, also after the player picks another one here; ``remarks``:
        what the characters say about the hand's end."""
        super().__init__()
        self.outcome = outcome
        self.record_names = tuple(names)
        self.style = style
        self.remarks = tuple(remarks)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(player_name(name) for name in self.record_names)

    def compose(self) -> ComposeResult:
        o = self.outcome
        title = round_title(o.setup.round_wind, o.setup.hand_number, o.setup.honba)
        with VerticalScroll(id="result-box"):
            yield Static(Text(t("round_result.title", round=title)), classes="screen-title")
            if self.remarks:
                yield Static(prose(Text("\n").join(
                    remark_line(self.names[r.seat], r.character, r.text) for r in self.remarks)),
                    classes="result-part", id="result-talk")
            for win in o.wins:
                text = win_text(win, o.setup.hand_number, self.names, self.style, o.table.seat)
                yield Static(prose(text), classes="result-part")
            if o.draw is not None:
                yield Static(prose(draw_text(o.draw, o, self.names, self.style, o.table.seat)),
                             classes="result-part")
            riichi = riichi_text(o, self.names)
            if riichi is not None:
                yield Static(prose(riichi), classes="result-part")
        plates = [record_plate(name, record)
                  for name, record in zip(self.names, self.record_names, strict=True)]
        yield Static(scores_table(o, plates), id="result-scores")
        yield Static(t("round_result.continue"), classes="dim", id="result-continue")
        yield Footer()

    def relanguage(self) -> None:
        self.refresh(recompose=True)

    async def action_dismiss(self, result: None = None) -> None:
        self.dismiss(result)

    def on_click(self) -> None:
        self.dismiss(None)

