"""Rook's tricks at the table: the counters in the trick tapped, then who took it; or each side's totals only.

Built once per visit and changed in place: a counter tap changes the counts left and the draft line, nothing else.
"""

from __future__ import annotations


import flet as ft

from scorekeeper.i18n.shown import number as shown_number
from scorekeeper.games.rook import COUNTER_OF_FACE, COUNTER_POINTS, Counter, CountersTaken, RookHand, deck
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import HandCounted
from scorekeeper.games.rook.report import faces_text, values_text
from scorekeeper.ui import theme
from scorekeeper.ui.games import PartWhenShown, TableContext, bid_contract
from scorekeeper.ui.games.declare import SideCountPart
from scorekeeper.ui.widgets import Pool, big_button, body, card, compact_chip, fixed_lines, glued, grid, heading
from scorekeeper.words import word


COUNTER_TAP = "counter"  # the draft's one kind of tap: a counter's face


def drafted(ctx: TableContext) -> list[Counter]:
    """The counters tapped into the trick being entered (a draft read back from the device: only real ones)."""
    allowed = deck(ctx.game.settings).counters
    ctx.draft.keep_only(lambda kind, value: kind == COUNTER_TAP and COUNTER_OF_FACE.get(str(value)) in allowed)
    return [COUNTER_OF_FACE[f] for f in ctx.draft.words(COUNTER_TAP)]


class TricksList(ft.Container):
    """The tricks so far, latest last, the bidding side's in bold."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.rows = Pool(ft.Column([], spacing=2, tight=True), lambda i: ft.Text("", size=theme.SMALL, key=f"trick-{i + 1}"))
        inner = card(heading(gettext("Tricks so far"), size=18), self.rows.box, key="tricks")
        super().__init__(content=inner)

    def refresh(self, hand: RookHand) -> None:
        side = set(hand.bidder_side)

        def fill(row: ft.Control, item: tuple[int, tuple[str, tuple[Counter, ...]]]) -> None:
            assert isinstance(row, ft.Text)
            number, (winner, counters) = item
            row.value = gettext("{number}. {winner}: {counters} ({points})").format(
                number=number, winner=winner, counters=faces_text(counters) or gettext("no counters"),
                points=sum(COUNTER_POINTS[c] for c in counters))
            row.weight = ft.FontWeight.BOLD if winner in side else None
        self.rows.sync(list(enumerate(hand.tricks, 1)), fill)
        self.visible = bool(hand.tricks)


class TotalsPart(SideCountPart):
    """The bidding side's count, nest included; the other side has the rest of the points in play."""

    MAX_DIGITS = 3

    def __init__(self, ctx: TableContext) -> None:
        self.points = deck(ctx.game.settings).points
        super().__init__(ctx)

    def help_line(self, us: str, them: str) -> str:
        return (gettext("The counters {us} captured, the nest included, in 5s; {them} have the rest of {points}. The "
                        "all-points bonus is added by the app.").format(
            us=us, them=them, points=self.points))

    def counted(self, value: int) -> bool:
        return self.ctx.act(HandCounted(value, self.points - value))


class PlayPart(ft.Column):
    """The running count, the trick being entered (its counters, then who took it), the tricks so far."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        game = ctx.game
        self.deck = deck(game.settings)
        self.contract = body("", key="contract")
        self.running = body("", key="running", weight=ft.FontWeight.BOLD)
        self.title = heading("", key="trick-title", size=22)
        self.counters = {c: big_button(word(c), f"counter-{c.value}", self._counter, filled=False, data=c.value)
                         for c in self.deck.counters}
        self.winners = {p: big_button(p, f"winner-{p}", self._winner, data=p) for p in game.players}
        self.chips = Pool(ft.Row([], wrap=True), self._chip)
        # A chip-sized "none yet": the line keeps its height when the first counter is tapped.
        self.chips_empty = compact_chip(gettext("no counters yet"), "draft-none", disabled=True)
        self.worth = body("", key="trick-value", size=theme.SMALL)
        self.help = body("", key="trick-help", size=theme.SMALL)
        self.tricks = TricksList(ctx)
        self.totals_only = big_button(gettext("Totals only…"), "totals-only", ctx.enter_totals_only(True), filled=False,
                                      tooltip=gettext("Count at the end instead of trick by trick"))
        # Counters and seats first (on a 412 x 915 phone's first screen); what grows (the chips) goes under them.
        self.entry = ft.Column([
            self.title, grid(list(self.counters.values())), heading(gettext("Who took it?"), size=20),
            grid(list(self.winners.values())),
            card(ft.Row([self.chips.box, self.chips_empty], wrap=True), self.worth, key="draft"),
            self.help, self.tricks, self.totals_only], spacing=10, tight=True)
        super().__init__([self.contract, fixed_lines(self.running, 2), self.entry], spacing=10, tight=True)
        self.totals = PartWhenShown(self, lambda: TotalsPart(ctx))

    def _chip(self, index: int) -> ft.Control:
        return compact_chip("", f"draft-card-{index}", self._drop, data=index)

    def refresh(self, hand: RookHand) -> None:
        ctx, game = self.ctx, self.ctx.game
        mine, other = hand.running_counts()
        us, them = ctx.side_name(hand.bidder_side), ctx.side_name(hand.other_side())
        needed = game.rules.still_needed(game, hand)
        self.contract.value = bid_contract(game, hand)
        needs = "" if needed is None else needed.text + (gettext(" for {bid}").format(
            bid=hand.bid) if needed.amount and needed.reachable else "")
        self.running.value = glued(f"{us} {shown_number(mine)} · {them} {shown_number(other)} · {needs}")
        self.running.color = None if needed is None or needed.reachable else theme.SET_BACK
        self.entry.visible = not ctx.totals_only
        totals = self.totals.show(ctx.totals_only)
        if totals is not None:
            totals.refresh(hand)
            return
        tapped = drafted(ctx)
        number = len(hand.tricks) + 1
        self.title.value = gettext("Trick {number} of {tricks}").format(number=number, tricks=self.deck.tricks)
        left = list(hand.counters_left())
        for c in tapped:
            if c in left:
                left.remove(c)
        for c, button in self.counters.items():
            still = left.count(c)
            button.content, button.disabled = f"{word(c)} ({shown_number(still)})", still <= 0 or len(tapped) >= 4
            button.tooltip = gettext("Add a {c} ({counter_points} points) to trick {number}; {still} left").format(
                c=word(c), counter_points=COUNTER_POINTS[c], number=number, still=still)
        for p, button in self.winners.items():
            button.tooltip = gettext("{player} took trick {number}").format(player=p, number=number)

        def fill_chip(chip: ft.Control, counter: Counter) -> None:
            assert isinstance(chip, ft.Chip) and isinstance(chip.label, ft.Text)
            chip.label.value, chip.label.semantics_label = word(counter), gettext("Take the {counter} out of this trick").format(
                counter=word(counter))
        self.chips.sync(tapped, fill_chip)
        self.chips_empty.visible = not tapped
        self.worth.value = (gettext("Worth {tapped} = {value}").format(
            tapped=values_text(tapped), value=sum(COUNTER_POINTS[c] for c in tapped)) if tapped
                            else gettext("No counters in it so far: tap who took it if it held none"))
        if hand.tricks:
            self.help.value = gettext("{to_act} leads.").format(to_act=hand.to_act())
        elif Counter.ONE in self.deck.counters:
            self.help.value = gettext("{to_act} leads. Tap the counters in the trick (5 = 5, 10 and 14 = 10, 1 = 15, "
                                      "Rook = 20; (n) = left), then who took it.").format(to_act=hand.to_act())
        else:
            self.help.value = gettext("{to_act} leads. Tap the counters in the trick (5 = 5, 10 and 14 = 10, Rook = 20; "
                                      "(n) = left), then who took it.").format(to_act=hand.to_act())
        self.tricks.refresh(hand)
        self.totals_only.visible = not hand.tricks

    # -- handlers
    def _counter(self, e: ft.ControlEvent) -> None:
        self.ctx.draft.tap(COUNTER_TAP, str(e.control.data))
        self.ctx.changed()

    def _drop(self, e: ft.ControlEvent) -> None:
        index = int(e.control.data)
        if index < len(self.ctx.draft.words(COUNTER_TAP)):
            self.ctx.draft.drop(COUNTER_TAP, index)
        self.ctx.changed()

    def _winner(self, e: ft.ControlEvent) -> None:
        hand = self.ctx.game.table.current
        if isinstance(hand, RookHand):
            self.ctx.act(CountersTaken(str(e.control.data), tuple(self.ctx.draft.words(COUNTER_TAP))), takes_draft=True)
