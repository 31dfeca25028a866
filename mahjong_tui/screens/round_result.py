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
from textual.containers import Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from mahjong_tui.engine.events import Drawn, DrawReason, Won
from mahjong_tui.fu_words import fu_breakdown
from mahjong_tui.session import HandOutcome
from mahjong_tui.widgets.meld import melds_text
from mahjong_tui.widgets.tiles import TileStyle, tile_text, tiles_text
from mahjong_tui.words import round_title, wind_name
from rules.chips import ChipKind, WinChips
from rules.payment import hand_value
from rules.score import ScoreResult
from rules.tiles import EAST, Tile, sorted_tiles

SEATS = 4
WIN_TILE = Style(bgcolor="#ffd75f", bold=True)
DRAW_REASONS = {
    DrawReason.EXHAUSTIVE: "Exhaustive draw: the wall ran out",
    DrawReason.KYUUSHU_KYUUHAI: "Abortive draw: nine terminals and honours (九種九牌)",
    DrawReason.SUUFON_RENDA: "Abortive draw: four identical winds discarded (四風連打)",
    DrawReason.SUUCHA_RIICHI: "Abortive draw: four riichi (四家立直)",
    DrawReason.SUUKAIKAN: "Abortive draw: four kans by different players (四開槓)",
    DrawReason.SANCHAHOU: "Abortive draw: three players ronned one discard (三家和)",
}
CHIP_KINDS: dict[ChipKind, str] = {"ura": "ura dora", "aka": "red fives",
                                   "all_star": "all-star", "ippatsu": "ippatsu",
                                   "yakuman": "yakuman"}
FU = "{fu} fu: {parts}"
FU_ROUNDED = "{fu} fu: {parts}, rounded up"
LIMITS = {"mangan": "Mangan", "haneman": "Haneman", "baiman": "Baiman",
          "sanbaiman": "Sanbaiman", "yakuman": "Yakuman"}


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


def fu_line(result: ScoreResult) -> str:
    """``40 fu: 20 base + 2 tsumo + 8 closed triplet 5z, rounded up``."""
    parts = fu_breakdown(result.fu_parts)
    rounded = sum(f.fu for f in result.fu_parts) != result.fu
    return (FU_ROUNDED if rounded else FU).format(fu=result.fu, parts=parts)


def win_text(win: Won, dealer: int, names: Sequence[str], style: TileStyle) -> Text:
    how = "Tsumo" if win.from_seat is None else f"Ron from {names[win.from_seat]}"
    r = win.result
    out = Text(f"{names[win.winner]} won · {how}\n", style="bold #ffd75f")
    out += hand_line(win.concealed, win.win_tile, style)
    if win.melds:
        out += Text("   ") + melds_text(win.melds, win.winner, style)
    out += Text("\nDora ") + tiles_text(win.dora_indicators, style)
    if win.ura_indicators:
        out += Text("   Ura dora ") + tiles_text(win.ura_indicators, style)
    out += Text("\n")
    for y in r.yaku:
        value = "yakuman" if r.yakuman else f"{y.han} han"
        out += Text(f"  {pad(y.name, 28)}{pad(y.name_ja, 14)}") + Text(value, style="bold")
        out += Text("\n")
    if r.fu_parts:
        out += Text(f"  {fu_line(r)}\n", style="dim")
    limit = LIMITS.get(r.limit, "")
    summary = f"{r.han} han {r.fu} fu" if not r.yakuman else f"{r.yakuman}× yakuman"
    if limit and not r.yakuman:
        summary += f" · {limit}"
    points = win_points(win, dealer)
    summary += f" · {points} points"
    if r.payment.total != points:
        summary += f" (+{r.payment.total - points} honba and riichi sticks)"
    if win.pao is not None:
        summary += f" (pao: {names[win.pao]} is liable)"
    out += Text(summary, style="bold #5fd75f")
    if win.chips.total:
        out += Text("\n") + chips_text(win.chips, names)
    return out


def chips_text(chips: WinChips, names: Sequence[str]) -> Text:
    """Who pays the winner how many chips, and what for (the count each payer owes)."""
    payers = [(seat, n) for seat, n in enumerate(chips.payments) if n]
    counts = {n for _, n in payers}
    winner = names[chips.winner]
    if len(payers) == 1:
        ((seat, n),) = payers
        line = f"{names[seat]} pays {winner} {n}"
    elif len(counts) == 1:
        line = f"{', '.join(names[seat] for seat, _ in payers)} pay {winner} {counts.pop()} each"
    else:
        line = f"{winner} gets " + ", ".join(f"{n} from {names[seat]}" for seat, n in payers)
    reasons = ", ".join(f"{CHIP_KINDS[kind]} {n}" for kind, n in chips.per_payer)
    text = Text("Chips: ", style="bold") + Text(line)
    if reasons:
        text += Text(f" ({reasons})", style="dim")
    return text


def draw_text(draw: Drawn, outcome: HandOutcome, names: Sequence[str], style: TileStyle) -> Text:
    out = Text(DRAW_REASONS[draw.reason] + "\n", style="bold #ffd75f")
    if draw.declarer is not None:
        out += Text(f"Declared by {names[draw.declarer]}\n")
    for seat in range(SEATS):
        if draw.reason is not DrawReason.EXHAUSTIVE and not draw.hands[seat]:
            continue
        state = "tenpai" if draw.tenpai[seat] else "noten"
        out += Text(f"{names[seat]:<8}", style="bold") + Text(f"{state:<7}")
        if draw.hands[seat]:
            out += hand_line(draw.hands[seat], None, style)
            melds = outcome.table.players[seat].melds
            if melds:
                out += Text("   ") + melds_text(melds, seat, style)
        if seat in draw.nagashi:
            out += Text("  nagashi mangan", style="bold #5fd75f")
        out += Text("\n")
    return out


def signed(value: int) -> Text:
    """``+1200`` in green, ``-1200`` in red, ``0`` plain."""
    colour = "#5fd75f" if value > 0 else "#ff5f5f" if value < 0 else ""
    return Text(f"{value:+d}" if value else "0", style=colour)


def scores_table(outcome: HandOutcome, names: Sequence[str]) -> Table:
    """Each seat's points before and after the hand; the game's chips so far if it has chips."""
    table = Table(title="Scores", title_style="bold", expand=False)
    chips = outcome.chips
    for column in ("Player", "Wind", "Before", "Change", "After", *(("Chips",) if chips else ())):
        table.add_column(column, justify="left" if column in ("Player", "Wind") else "right")
    dealer = outcome.setup.hand_number
    for seat in range(SEATS):
        table.add_row(
            Text(names[seat]), wind_name(EAST + (seat - dealer) % SEATS),
            str(outcome.setup.scores[seat]), signed(outcome.deltas[seat]),
            str(outcome.ended.scores[seat]), *((signed(chips[seat]),) if chips else ()),
        )
    return table


class RoundResultScreen(Screen[None]):
    """Dismissed with Enter (or a click): the table goes on with the next hand."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "dismiss", "keys.next"),
        Binding("space", "dismiss", "keys.next", show=False),
    ]

    def __init__(self, outcome: HandOutcome, names: Sequence[str], style: TileStyle) -> None:
        super().__init__()
        self.outcome = outcome
        self.names = tuple(names)
        self.style = style

    def compose(self) -> ComposeResult:
        o = self.outcome
        title = round_title(o.setup.round_wind, o.setup.hand_number, o.setup.honba)
        with VerticalScroll(id="result-box"):
            yield Static(f"{title} · result", classes="screen-title")
            with Vertical(id="result-body"):
                for win in o.wins:
                    text = win_text(win, o.setup.hand_number, self.names, self.style)
                    yield Static(text, classes="result-part")
                if o.draw is not None:
                    yield Static(draw_text(o.draw, o, self.names, self.style),
                                 classes="result-part")
                yield Static(scores_table(o, self.names), classes="result-part")
            yield Static("Press Enter to continue", classes="dim")
        yield Footer()

    def relanguage(self) -> None:
        self.refresh(recompose=True)

    async def action_dismiss(self, result: None = None) -> None:
        self.dismiss(result)

    def on_click(self) -> None:
        self.dismiss(None)

