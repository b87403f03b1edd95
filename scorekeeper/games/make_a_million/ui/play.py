"""Make-a-Million's tricks at the table: the Money cards and Bull/Bear tapped in order, then who took it.

Built once per visit and changed in place: a card tap changes the counts and the draft line, nothing else.
"""

from __future__ import annotations


import flet as ft

from scorekeeper.i18n.shown import number as shown_number
from scorekeeper.games.make_a_million import TrickTaken
from scorekeeper.games.make_a_million import (MONEY_VALUES, card_label, card_name, remaining_trick, trick_arithmetic)
from scorekeeper.games.make_a_million.hand import MillionHand
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Game

from scorekeeper.ui import theme
from scorekeeper.ui.widgets import (Pool, big_button, body, card, compact_chip, fixed_lines, glued, grid, heading, icon_button)
from scorekeeper.ui.games import PartWhenShown, TableContext, bid_contract
from scorekeeper.ui.games.misdeal import misdeal_called_by
from scorekeeper.ui.draft import Tap
from .partners import PartnerPicker, seat_label, trick_events
from .totals import TotalsPart

def contract_line(game: Game, hand: MillionHand) -> str:
    """Who bid what, the trump and the called card; or the misdeal, or that everyone passed."""
    if hand.misdeal_by is not None:
        return misdeal_called_by(hand.misdeal_by)
    called = hand.called_card
    if called is None:
        return bid_contract(game, hand)
    return gettext("{contract}, called {card}").format(contract=bid_contract(game, hand),
                                                       card=card_label(game.settings, called))


# The cards a trick's draft can hold: each Money card, the Bull and the Bear (a damaged file holds others).
REAL_CARDS = {*(("money", v) for v in MONEY_VALUES), ("bull_bear", "bull"), ("bull_bear", "bear")}


def trick_taps(trick: TrickTaken) -> list[Tap]:
    """A stored trick's cards as the taps that enter it (its Money cards, then the Bull or Bear)."""
    return [*(("money", v) for v in trick.money), *(("bull_bear", c) for c in trick.bull_bear)]


class TrickRow(ft.Row):
    """One saved trick in the list, with its correction button."""

    def __init__(self, part: PlayPart, index: int) -> None:
        self.text = ft.Text("", expand=True, size=theme.SMALL)
        self.edit = icon_button(ft.Icons.EDIT, f"edit-trick-{index + 1}", gettext("Correct trick {value}").format(
            value=index + 1), part.edit)
        super().__init__([self.text, self.edit])


class PlayPart(ft.Column):
    """The running count, the trick being entered (cards, then who took it), the tricks so far."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        fmt, settings = ctx.fmt, ctx.game.settings
        self.contract = body("", key="contract")
        self.running = body("", key="running", weight=ft.FontWeight.BOLD)
        # Partners revealed in play (called or silent partners): fixed partners never show the picker, so it is not made
        self.partners = PartnerPicker(ctx, compact=True) if settings["partnership"] in ("called", "silent") else None
        self.title = heading("", key="trick-title", size=22)
        self.help = body("", key="trick-help", size=theme.SMALL)
        self.money = {v: big_button(fmt(v), f"money-{v}", self._money, filled=False,
                                    tooltip=gettext("Add a {value} card to the trick").format(
                                        value=fmt(v))) for v in MONEY_VALUES}
        for value, button in self.money.items():
            button.data = value
        self.specials = {c: big_button(card_name(settings, c), c, self._special, filled=False,
                                       tooltip=gettext("The {card} was played in this trick").format(
                                           card=card_name(settings, c)))
                         for c in ("bull", "bear")}
        for c, button in self.specials.items():
            button.data = c
        self.chips = Pool(ft.Row([], wrap=True), self._chip)
        # A chip-sized "none yet": the line keeps its height when the first card is tapped, so nothing
        # on a scrolled screen moves under the finger.
        self.chips_empty = compact_chip(gettext("no Money cards yet"), "draft-none", disabled=True)
        self.worth = body("", key="trick-value", size=theme.SMALL)
        hand = ctx.game.table.current
        assert hand is not None  # the play part is made for a hand in play (PhasedTable.part)
        self.winners = {s: big_button(seat_label(s), f"winner-{s}", self._winner) for s in ctx.game.rules.takers(ctx.game, hand)}
        for s, button in self.winners.items():
            button.data = s
        self.cancel = big_button(gettext("Cancel correction"), "cancel-edit", self._cancel, filled=False)
        self.rows = Pool(ft.Column([], spacing=0, tight=True), lambda i: TrickRow(self, i))
        self.tricks = card(heading(gettext("Tricks so far"), size=18), self.rows.box, key="tricks")
        self.totals_only = big_button(gettext("Totals only…"), "totals-only", ctx.enter_totals_only(True), filled=False,
                                      tooltip=gettext("Count at the end instead of trick by trick"))
        # On a 412 x 915 phone with 8 players every card and every seat fits on the first screen: the
        # Bull and Bear share the Money cards' rows, and the how-to goes under the seats it explains.
        # A revealed partner is entered right under the seats (see below), the list of tricks after it.
        # The cards tapped so far go under the seats and the partners: a trick's chips wrapping onto a second
        # row, or its arithmetic onto a second line, moves no card, seat or partner under the finger.
        self.trick_only: list[ft.Control] = [
            self.title, grid([*self.money.values(), *self.specials.values()]),
            heading(gettext("Who took it?"), size=20), grid(list(self.winners.values())),
            card(ft.Row([self.chips.box, self.chips_empty], wrap=True), self.worth, key="draft")]
        *cards_and_seats, draft_card = self.trick_only
        self.entry = ft.Column([*cards_and_seats, *([self.partners] if self.partners is not None else []), draft_card],
                               spacing=10, tight=True,
                               horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
        self.after_entry = ft.Column([self.help, self.cancel, self.tricks, self.totals_only], spacing=10,
                                     tight=True)
        self.filled_for: tuple[int, int] | None = None
        # The partner picker goes under the seats: a partner is revealed now and then, a trick is entered
        # every minute, and the trick's controls must stay on a phone's first screen with 8 players.
        super().__init__([self.contract, fixed_lines(self.running, 2), self.entry, self.after_entry],
                         spacing=10, tight=True)
        self.totals = PartWhenShown(self, lambda: TotalsPart(ctx))

    def _chip(self, index: int) -> ft.Control:
        return compact_chip("", f"draft-card-{index}", self._drop, data=index)

    def refresh(self, hand: MillionHand) -> None:
        assert hand.bid is not None  # the play comes after an auction somebody won
        ctx, fmt, draft = self.ctx, self.ctx.fmt, self.ctx.draft
        game = ctx.game
        mine, other = hand.running_counts()
        us, them = ctx.side_name(hand.bidder_side), ctx.side_name(hand.other_side())
        needed = game.rules.still_needed(game, hand)
        self.contract.value = contract_line(game, hand)
        needs = "" if needed is None else needed.text + (gettext(" for {bid}").format(
            bid=fmt(hand.bid)) if needed.amount and needed.reachable else "")
        self.running.value = glued(f"{us} {fmt(mine)} · {them} {fmt(other)} · {needs}")
        self.running.color = None if needed is None or needed.reachable else theme.SET_BACK
        if self.partners is not None:
            self.partners.refresh(hand)
        for control in (*self.trick_only, self.after_entry):  # the partners stay in totals only too
            control.visible = not ctx.totals_only
        totals = self.totals.show(ctx.totals_only)
        if totals is not None:
            totals.refresh(hand)
            return
        self.keep_only_real_cards(hand)
        self.fill_last_trick(hand)
        left = hand.cards_left()
        tricks = trick_events(ctx, hand)
        if draft.editing is not None:  # the trick being corrected gives its cards back
            old = game.events[draft.editing]
            assert isinstance(old, TrickTaken)
            for v in old.money:
                left[v] += 1
            for c in old.bull_bear:
                left[c] += 1
            number = [i for i, _ in tricks].index(draft.editing) + 1 if draft.editing in dict(tricks) else 0
            self.title.value = gettext("Correct trick {number}").format(number=number)
        else:
            number = len(hand.tricks) + 1
            self.title.value = gettext("Trick {number} of {tricks_per_hand}").format(
                number=number, tricks_per_hand=hand.tricks_per_hand)
        bull, bear = card_name(game.settings, "bull"), card_name(game.settings, "bear")
        if remaining_trick(hand) is not None and draft.editing is None:
            self.help.value = gettext("{to_act} leads the last trick: it holds what is left. Tap who took it.").format(
                to_act=hand.to_act())
        elif not hand.tricks:
            self.help.value = (gettext("{to_act} leads. Tap the Money cards and the {bull} or {bear} in the order "
                                       "played, then who took the trick.").format(
                to_act=hand.to_act(), bull=bull, bear=bear))
        else:
            self.help.value = gettext("{to_act} leads.").format(to_act=hand.to_act())
        for value, button in self.money.items():
            still = left[value] - draft.ints("money").count(value)
            button.content, button.disabled = f"{fmt(value)} ({shown_number(still)})", still <= 0
        for c, button in self.specials.items():
            button.disabled = left[c] - draft.words("bull_bear").count(c) <= 0
        tapped = [fmt(v) for v in draft.ints("money")] + [card_name(game.settings, c) for c in draft.words("bull_bear")]

        def fill_chip(chip: ft.Control, label: str) -> None:
            assert isinstance(chip, ft.Chip) and isinstance(chip.label, ft.Text)
            chip.label.value, chip.label.semantics_label = label, gettext("Take {label} out of this trick").format(
                label=label)
        self.chips.sync(tapped, fill_chip)
        self.chips_empty.visible = not tapped
        self.worth.value = (gettext("Worth {arithmetic}").format(
            arithmetic=trick_arithmetic(draft.ints('money'), draft.words('bull_bear'), fmt, game.settings))
                            if tapped else gettext("Worth nothing so far"))
        for seat, button in self.winners.items():
            button.tooltip = gettext("{seat} took trick {number}").format(seat=seat, number=number)
        self.cancel.visible = draft.editing is not None
        side = set(hand.bidder_side)

        def fill_row(row: ft.Control, item: tuple[int, TrickTaken]) -> None:
            assert isinstance(row, TrickRow)
            index, trick = item
            number = tricks.index(item) + 1
            row.text.value = f"{shown_number(number)}. {trick.winner}: {trick_arithmetic(trick.money, trick.bull_bear, fmt, game.settings)}"
            row.text.weight = ft.FontWeight.BOLD if trick.winner in side else None
            row.edit.data = index
        self.rows.sync(tricks, fill_row)
        self.tricks.visible = bool(tricks)
        self.totals_only.visible = not hand.tricks

    def keep_only_real_cards(self, hand: MillionHand) -> None:
        """A draft read back from the device holds only cards this hand can have (the file may be damaged)."""
        draft, game = self.ctx.draft, self.ctx.game
        draft.keep_only(lambda kind, card: (kind, card) in REAL_CARDS)
        if draft.editing is not None and not (
                hand.first_event <= draft.editing < len(game.events)
                and isinstance(game.events[draft.editing], TrickTaken)):
            draft.editing = None

    def fill_last_trick(self, hand: MillionHand) -> None:
        """The last trick holds whatever has not been played: its cards are put in for the table, once."""
        draft = self.ctx.draft
        remaining = remaining_trick(hand)
        if remaining is None or draft.editing is not None or (draft.ints("money") or draft.words("bull_bear")):
            return
        if self.filled_for == (hand.number, len(hand.tricks)):
            return  # filled once already; the table emptied it on purpose
        self.filled_for = (hand.number, len(hand.tricks))
        money, specials = remaining
        for v in money:
            draft.tap("money", v)
        for c in specials:
            draft.tap("bull_bear", c)

    # -- handlers
    def _money(self, e: ft.ControlEvent) -> None:
        self.ctx.draft.tap("money", int(e.control.data))
        self.ctx.changed()

    def _special(self, e: ft.ControlEvent) -> None:
        self.ctx.draft.tap("bull_bear", str(e.control.data))
        self.ctx.changed()

    def _drop(self, e: ft.ControlEvent) -> None:
        draft, index = self.ctx.draft, int(e.control.data)
        if index < len(draft.ints("money")):
            draft.drop("money", index)
        elif index - len(draft.ints("money")) < len(draft.words("bull_bear")):
            draft.drop("bull_bear", index - len(draft.ints("money")))
        self.ctx.changed()

    def _winner(self, e: ft.ControlEvent) -> None:
        draft = self.ctx.draft
        trick = TrickTaken(str(e.control.data), tuple(draft.ints("money")), tuple(draft.words("bull_bear")))
        if draft.editing is not None:
            self.ctx.replace(draft.editing, trick, takes_draft=True)
        else:
            self.ctx.act(trick, takes_draft=True)

    def _cancel(self, e: ft.ControlEvent) -> None:
        self.ctx.draft.clear()
        self.ctx.changed()

    def edit(self, e: ft.ControlEvent) -> None:
        index = int(e.control.data)
        trick = self.ctx.game.events[index]
        assert isinstance(trick, TrickTaken)
        self.ctx.draft.open_correction(index, trick_taps(trick))  # the trick being entered waits
        self.ctx.changed()



# -- totals only -----------------------------------------------------------------------------------------------
