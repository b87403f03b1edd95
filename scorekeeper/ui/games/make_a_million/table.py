"""Make-a-Million at the table: auction, widow and trump, trick by trick, result.

Entry is built for speed: a call is one tap (quick amounts, a keypad for any
other), a trick is its Money cards and Bull/Bear tapped in order and then the
seat that took it (that tap saves it), and the result appears by itself.

Every part is built once per visit and then changed in place (``refresh``):
a Money-card tap changes the card counts and the draft line, nothing else.
"""

from __future__ import annotations

from typing import Any

import flet as ft

from scorekeeper.rules import BidMade, Event, HandCounted, Passed, TrumpNamed
from scorekeeper.games.make_a_million import MisdealCalled, MoneyDiscarded, PartnersNamed, TrickTaken
from scorekeeper.games.make_a_million import CardCalled
from scorekeeper.games.make_a_million.hand import MillionHand
from scorekeeper.games.make_a_million import (DUMMY, MONEY_VALUES, NO_TRUMP, called_card_choices, card_label,
                                              card_name, remaining_trick, trick_arithmetic, trick_value)

from ... import theme
from ...widgets import (MIN_TAP, Keypad, Pool, big_button, body, card, compact_chip, fixed_lines, glued, grid, heading,
                        icon_button)
from ..contract import contract_line
from .. import QUICK_BIDS, AuctionPart, PhasedTable, TableContext

def seat_label(seat: str) -> str:
    return seat.capitalize() if seat == DUMMY else seat


def trick_events(ctx: TableContext, hand: Any) -> list[tuple[int, TrickTaken]]:
    """The hand's tricks with their places among the game's events (for corrections)."""
    game = ctx.game
    start = hand.first_event
    return [(start + offset, event) for offset, event in enumerate(game.events[start:start + hand.event_count])
            if isinstance(event, TrickTaken)]


# -- auction -------------------------------------------------------------------------------------------------
class MisdealPart(ft.Column):
    """Before the first call: a player with 15,000 or less in Money cards may call a misdeal."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.open = big_button("Misdeal…", "misdeal", self._toggle, filled=False)
        self.players = card(body("Who called the misdeal? (15,000 or less in Money cards)"),
                            grid([big_button(p, f"misdeal-{p}", self._misdeal, filled=False, data=p)
                                  for p in ctx.game.players]))
        self.players.visible = False
        super().__init__([self.open, self.players], spacing=12, tight=True)

    def refresh(self, hand: Any) -> None:
        self.visible = not hand.auction.calls and bool(self.ctx.game.settings["misdeal"])

    def _toggle(self, e: ft.ControlEvent) -> None:
        self.players.visible = not self.players.visible

    def _misdeal(self, e: ft.ControlEvent) -> None:
        self.players.visible = False
        self.ctx.act(MisdealCalled(str(e.control.data)))


def quick_bids(hand: Any) -> list[int]:
    """The lowest raise and the next amounts in the smallest unit (the rules' quick_raises skip by the raise
    step, so a common call like $190,000 over $175,000 would need the keypad)."""
    auction = hand.auction
    low, unit = auction.lowest_bid(), auction.rules.unit
    return [a for a in (low + k * unit for k in range(QUICK_BIDS)) if a <= auction.rules.cap]


def auction_part(ctx: TableContext) -> AuctionPart:
    return AuctionPart(ctx, amounts=quick_bids, unit=1000, max_digits=6, other_label="Other amount…",
                       extra=MisdealPart(ctx))


# -- widow and trump -----------------------------------------------------------------------------------------
class DeclarePart(ft.Column):
    """The bidder's discards (Money cards shown) and trump: naming trump saves both."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        fmt, settings = ctx.fmt, ctx.game.settings
        self.bid_won = heading("", key="bid-won", size=24)
        self.help = body("")
        self.discarded = body("", key="discarded")
        self.discards = {v: big_button(fmt(v), f"discard-{v}", self._discard, filled=False,
                                        name=f"Discard {fmt(v)}") for v in MONEY_VALUES}
        for value, button in self.discards.items():
            button.data = value
        self.clear = big_button("Clear", "discard-clear", self._clear, filled=False)
        trumps = [big_button(c.label, f"trump-{c.key}", self._trump, color=theme.COLOR_SWATCH.get(c.key),
                             text_color=ft.Colors.WHITE if c.key in theme.COLOR_SWATCH else None, data=c.key)
                  for c in ctx.game.rules.trump_choices(settings)]
        self.called = CalledCard(ctx)
        super().__init__([self.bid_won, self.help,
                          card(self.discarded, grid(list(self.discards.values())), self.clear),
                          self.called, heading("Trump", size=20), grid(trumps)], spacing=12, tight=True)

    def refresh(self, hand: Any) -> None:
        fmt, discard = self.ctx.fmt, self.ctx.draft.money
        self.bid_won.value = f"{hand.bidder} won the bid at {fmt(hand.bid)}"
        self.help.value = (f"{hand.bidder} takes the widow and discards three. Money cards may be discarded only "
                           f"when there is no other card, and must be shown.")
        left = hand.cards_left()
        for value, button in self.discards.items():
            button.disabled = left[value] - discard.count(value) <= 0
        self.discarded.value = f"Money shown and discarded: {', '.join(fmt(v) for v in discard) or 'none'}"
        self.clear.visible = bool(discard)
        self.called.refresh(hand)

    def _discard(self, e: ft.ControlEvent) -> None:
        draft = self.ctx.draft
        if len(draft.money) >= 3:
            self.ctx.app.show_error("The bidder discards three cards: no more than three Money cards")
            return
        draft.tap("money", int(e.control.data))
        self.ctx.changed()

    def _clear(self, e: ft.ControlEvent) -> None:
        self.ctx.draft.clear()
        self.ctx.changed()

    def _trump(self, e: ft.ControlEvent) -> None:
        discard = tuple(self.ctx.draft.money)
        if discard and not self.ctx.act(MoneyDiscarded(discard), takes_draft=True):
            return
        self.ctx.act(TrumpNamed(str(e.control.data)))


class CalledCard(ft.Column):
    """Called-partner games: the card the bidder called (the holder is the secret partner), kept in the record."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        settings = ctx.game.settings
        self.choice = ft.Dropdown(
            key="called-card", label="Card called", width=260,
            options=[ft.DropdownOption(key=c.key, text=c.label) for c in called_card_choices(settings)],
            on_select=self._select)
        self.shown = body("", key="called-card-shown", weight=ft.FontWeight.W_600)
        super().__init__([ft.Semantics(content=self.choice, label="The card the bidder called"), self.shown],
                         spacing=6, tight=True, visible=settings["partnership"] == "called")

    def refresh(self, hand: Any) -> None:
        if not self.visible:
            return
        called = hand.called_card
        self.choice.visible = called is None
        self.shown.visible = called is not None
        if called is not None:
            self.shown.value = f"{hand.bidder} called {card_label(self.ctx.game.settings, called)}"

    def _select(self, e: ft.Event[ft.Dropdown]) -> None:
        if e.control.value:
            self.ctx.act(CardCalled(str(e.control.value)))


# -- partners (called and silent games) ------------------------------------------------------------------------
class PartnerPicker(ft.Container):
    """Who partnered the bidder, as each is revealed (or, at the end, that the bidder played alone).

    During play (``compact``) a reveal is one tap, stored at once, so the running count follows; the
    cards already tapped for the trick stay in its draft.  The seats keep their places: a partner named
    stays as a ticked, disabled button, and the lines above the buttons keep one line each, so nothing
    under the finger moves when the last partner is named.  At the end of the hand (every trick in) the
    partners are ticked, then named together with one more tap.
    """

    def __init__(self, ctx: TableContext, compact: bool) -> None:
        self.ctx, self.compact = ctx, compact
        self.chosen: list[str] = []
        self.hand_number = 0
        self.known = body("", key="sides-known")
        self.help = body("", key="partners-help", visible=not compact)
        self.toggles = {p: big_button(p, f"partner-{p}", self._pick, filled=False) for p in ctx.game.players}
        # A tick, or a plus until then, before the name: the button keeps its width, its neighbours their places.
        self.ticks = {p: ft.Icon(ft.Icons.ADD, size=20) for p in ctx.game.players}
        for p, button in self.toggles.items():
            button.data = p
            button.content = ft.Row([self.ticks[p], ft.Text(seat_label(p))], tight=True, spacing=4)
            if compact:  # Material's minimum touch target: eight players' seats and partners on one screen
                button.height = MIN_TAP
        self.confirm = big_button("Alone", "partners-confirm", self._confirm, filled=False)
        padding, text = ft.Padding.symmetric(horizontal=14, vertical=10), ft.TextStyle(size=theme.BODY,
                                                                                      weight=ft.FontWeight.W_600)
        self.plain_style = ft.ButtonStyle(padding=padding, text_style=text)
        self.picked_style = ft.ButtonStyle(bgcolor=ft.Colors.with_opacity(0.25, ft.Colors.PRIMARY), padding=padding,
                                           text_style=text)
        self.picker = ft.Column([self.help, grid(list(self.toggles.values())), self.confirm], spacing=theme.GAP,
                                tight=True)
        # During play the sides line keeps one line, whatever it says: the buttons under it never move.
        if compact:
            self.known.max_lines, self.known.overflow = 1, ft.TextOverflow.ELLIPSIS
        super().__init__(content=ft.Column([self.known, self.picker], spacing=theme.GAP, tight=True),
                         key="partners", padding=8 if compact else 12,
                         border_radius=12, bgcolor=ft.Colors.with_opacity(0.06, ft.Colors.ON_SURFACE))

    def refresh(self, hand: Any) -> None:
        if hand.number != self.hand_number:
            self.hand_number, self.chosen = hand.number, []
        known = [p for p in (hand.partners or ()) if p in self.ctx.game.players] if hand.partners_named else []
        self.chosen = [p for p in self.chosen if p not in known]
        more = hand.more_partners_possible
        # During play the picker keeps its size from the first trick to the last (see the class).
        self.known.visible = hand.partners_named or self.compact
        self.picker.visible = more or self.compact
        sides = f"Sides: {self.ctx.side_name(hand.bidder_side)} against {self.ctx.side_name(hand.other_side())}"
        mode = self.ctx.game.settings["partnership"]
        what = ("the holder of the called card" if mode == "called"
                else "the holders of the duplicates of the cards laid face up")
        if self.compact:  # under the seats during play: the sides and what to tap, the details in a tooltip
            self.known.value = (f"{'Another' if known else 'A'} partner of {hand.bidder} revealed? Tap them."
                                if more else sides)
            self.known.tooltip = f"A partner is {what}"
        elif hand.partners_named:
            self.known.value = sides
        if not self.picker.visible:
            return
        self.help.value = (f"Another partner of {hand.bidder} revealed? Tap them ({what})." if known
                           else f"Who partnered {hand.bidder}? ({what})")
        for p, button in self.toggles.items():
            picked = p in self.chosen or (self.compact and p in known)
            button.visible = p != hand.bidder and (self.compact or p not in known)
            button.disabled = self.compact and (p in known or not more)
            self.ticks[p].icon = ft.Icons.CHECK if picked else ft.Icons.ADD
            style = self.picked_style if picked else self.plain_style
            if button.style is not style:  # a style is sent again whenever it is a new object
                button.style = style
            button.tooltip = (f"{p} is a partner of {hand.bidder}" if picked
                              else f"{p} is revealed as a partner of {hand.bidder}" if self.compact
                              else f"{p} is not a partner of {hand.bidder}")
        self.confirm.content = ("Name the partner" if len(self.chosen) == 1 else "Name the partners") if self.chosen \
            else "Alone"
        # During play nobody is "alone" yet (that is said at the end, when every trick is in), and a reveal is
        # stored by its own tap.
        self.confirm.visible = not self.compact and (bool(self.chosen) or not known)

    def _pick(self, e: ft.ControlEvent) -> None:
        player = str(e.control.data)
        if self.compact:  # one tap: stored now, the trick's tapped cards stay in its draft
            self.ctx.act(PartnersNamed((player,)))
            return
        if player in self.chosen:
            self.chosen.remove(player)
        else:
            self.chosen.append(player)
        self.ctx.changed()

    def _confirm(self, e: ft.ControlEvent) -> None:
        players = self.ctx.game.players
        self.ctx.act(PartnersNamed(tuple(p for p in players if p in self.chosen)))


class PartnersPart(ft.Column):
    """Every trick is in, the partners still unknown: name them to score the hand."""

    def __init__(self, ctx: TableContext) -> None:
        self.picker = PartnerPicker(ctx, compact=False)
        super().__init__([heading("Every trick is in", size=22), self.picker], spacing=12, tight=True)

    def refresh(self, hand: Any) -> None:
        self.picker.refresh(hand)


# -- trick by trick --------------------------------------------------------------------------------------------
class TrickRow(ft.Row):
    """One saved trick in the list, with its correction button."""

    def __init__(self, part: PlayPart, index: int) -> None:
        self.text = ft.Text("", expand=True, size=theme.SMALL)
        self.edit = icon_button(ft.Icons.EDIT, f"edit-trick-{index + 1}", f"Correct trick {index + 1}", part.edit)
        super().__init__([self.text, self.edit])


class PlayPart(ft.Column):
    """The running count, the trick being entered (cards, then who took it), the tricks so far."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        fmt, settings = ctx.fmt, ctx.game.settings
        self.contract = body("", key="contract")
        self.running = body("", key="running", weight=ft.FontWeight.BOLD)
        self.partners = PartnerPicker(ctx, compact=True)
        self.partners.visible = settings["partnership"] in ("called", "silent")
        self.title = heading("", key="trick-title", size=22)
        self.help = body("", key="trick-help", size=theme.SMALL)
        self.money = {v: big_button(fmt(v), f"money-{v}", self._money, filled=False,
                                    tooltip=f"Add a {fmt(v)} card to the trick") for v in MONEY_VALUES}
        for value, button in self.money.items():
            button.data = value
        self.specials = {c: big_button(card_name(settings, c), c, self._special, filled=False,
                                       tooltip=f"The {card_name(settings, c)} was played in this trick")
                         for c in ("bull", "bear")}
        for c, button in self.specials.items():
            button.data = c
        self.chips = Pool(ft.Row([], wrap=True), self._chip)
        # A chip-sized "none yet": the line keeps its height when the first card is tapped, so nothing
        # on a scrolled screen moves under the finger.
        self.chips_empty = compact_chip("no Money cards yet", "draft-none", disabled=True)
        self.worth = body("", key="trick-value", size=theme.SMALL)
        hand = ctx.game.table.current
        assert hand is not None  # the play part is made for a hand in play (PhasedTable.part)
        self.winners = {s: big_button(seat_label(s), f"winner-{s}", self._winner) for s in ctx.game.rules.takers(ctx.game, hand)}
        for s, button in self.winners.items():
            button.data = s
        self.cancel = big_button("Cancel correction", "cancel-edit", self._cancel, filled=False)
        self.rows = Pool(ft.Column([], spacing=0, tight=True), lambda i: TrickRow(self, i))
        self.tricks = card(heading("Tricks so far", size=18), self.rows.box, key="tricks")
        self.totals_only = big_button("Totals only…", "totals-only", ctx.enter_totals_only(True), filled=False,
                                      tooltip="Count at the end instead of trick by trick")
        # On a 412 x 915 phone with 8 players every card and every seat fits on the first screen: the
        # Bull and Bear share the Money cards' rows, and the how-to goes under the seats it explains.
        # A revealed partner is entered right under the seats (see below), the list of tricks after it.
        # The cards tapped so far go under the seats and the partners: a trick's chips wrapping onto a second
        # row, or its arithmetic onto a second line, moves no card, seat or partner under the finger.
        self.trick_only: list[ft.Control] = [
            self.title, grid([*self.money.values(), *self.specials.values()]),
            heading("Who took it?", size=20), grid(list(self.winners.values())),
            card(ft.Row([self.chips.box, self.chips_empty], wrap=True), self.worth, key="draft")]
        *cards_and_seats, draft_card = self.trick_only
        self.entry = ft.Column([*cards_and_seats, self.partners, draft_card], spacing=10, tight=True,
                               horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
        self.after_entry = ft.Column([self.help, self.cancel, self.tricks, self.totals_only], spacing=10,
                                     tight=True)
        self.totals = TotalsPart(ctx)
        self.filled_for: tuple[int, int] | None = None
        # The partner picker goes under the seats: a partner is revealed now and then, a trick is entered
        # every minute, and the trick's controls must stay on a phone's first screen with 8 players.
        super().__init__([self.contract, fixed_lines(self.running, 2), self.entry, self.after_entry, self.totals],
                         spacing=10, tight=True)

    def _chip(self, index: int) -> ft.Control:
        return compact_chip("", f"draft-card-{index}", self._drop, data=index)

    def refresh(self, hand: Any) -> None:
        ctx, fmt, draft = self.ctx, self.ctx.fmt, self.ctx.draft
        game = ctx.game
        mine, other = hand.running_counts()
        us, them = ctx.side_name(hand.bidder_side), ctx.side_name(hand.other_side())
        needed = game.rules.still_needed(game, hand)
        self.contract.value = contract_line(game, hand)
        needs = "" if needed is None else needed.text + (f" for {fmt(hand.bid)}" if needed.amount and needed.reachable else "")
        self.running.value = glued(f"{us} {fmt(mine)} · {them} {fmt(other)} · {needs}")
        self.running.color = None if needed is None or needed.reachable else theme.SET_BACK
        if self.partners.visible:
            self.partners.refresh(hand)
        for control in (*self.trick_only, self.after_entry):  # the partners stay in totals only too
            control.visible = not ctx.totals_only
        self.totals.visible = ctx.totals_only
        if ctx.totals_only:
            self.totals.refresh(hand)
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
            self.title.value = f"Correct trick {number}"
        else:
            number = len(hand.tricks) + 1
            self.title.value = f"Trick {number} of {hand.tricks_per_hand}"
        bull, bear = card_name(game.settings, "bull"), card_name(game.settings, "bear")
        if remaining_trick(hand) is not None and draft.editing is None:
            self.help.value = f"{hand.to_act()} leads the last trick: it holds what is left. Tap who took it."
        elif not hand.tricks:
            self.help.value = (f"{hand.to_act()} leads. Tap the Money cards and the {bull} or {bear} in the order "
                               f"played, then who took the trick.")
        else:
            self.help.value = f"{hand.to_act()} leads."
        for value, button in self.money.items():
            still = left[value] - draft.money.count(value)
            button.content, button.disabled = f"{fmt(value)} ({still})", still <= 0
        for c, button in self.specials.items():
            button.disabled = left[c] - draft.bull_bear.count(c) <= 0
        tapped = [fmt(v) for v in draft.money] + [card_name(game.settings, c) for c in draft.bull_bear]

        def fill_chip(chip: ft.Control, label: str) -> None:
            assert isinstance(chip, ft.Chip) and isinstance(chip.label, ft.Text)
            chip.label.value, chip.label.semantics_label = label, f"Take {label} out of this trick"
        self.chips.sync(tapped, fill_chip)
        self.chips_empty.visible = not tapped
        self.worth.value = (f"Worth {trick_arithmetic(draft.money, draft.bull_bear, fmt, game.settings)}"
                            if tapped else "Worth nothing so far")
        for seat, button in self.winners.items():
            button.tooltip = f"{seat} took trick {number}"
        self.cancel.visible = draft.editing is not None
        side = set(hand.bidder_side)

        def fill_row(row: ft.Control, item: tuple[int, TrickTaken]) -> None:
            assert isinstance(row, TrickRow)
            index, trick = item
            number = tricks.index(item) + 1
            row.text.value = f"{number}. {trick.winner}: {trick_arithmetic(trick.money, trick.bull_bear, fmt, game.settings)}"
            row.text.weight = ft.FontWeight.BOLD if trick.winner in side else None
            row.edit.data = index
        self.rows.sync(tricks, fill_row)
        self.tricks.visible = bool(tricks)
        self.totals_only.visible = not hand.tricks

    def keep_only_real_cards(self, hand: Any) -> None:
        """A draft read back from the device holds only cards this hand can have (the file may be damaged)."""
        draft, game = self.ctx.draft, self.ctx.game
        draft.money[:] = [v for v in draft.money if v in MONEY_VALUES]
        draft.bull_bear[:] = [c for c in draft.bull_bear if c in ("bull", "bear")]
        if draft.editing is not None and not (
                hand.first_event <= draft.editing < len(game.events)
                and isinstance(game.events[draft.editing], TrickTaken)):
            draft.editing = None

    def fill_last_trick(self, hand: Any) -> None:
        """The last trick holds whatever has not been played: its cards are put in for the table, once."""
        draft = self.ctx.draft
        remaining = remaining_trick(hand)
        if remaining is None or draft.editing is not None or (draft.money or draft.bull_bear):
            return
        if self.filled_for == (hand.number, len(hand.tricks)):
            return  # filled once already; the table emptied it on purpose
        self.filled_for = (hand.number, len(hand.tricks))
        money, specials = remaining
        draft.money.extend(money)
        draft.bull_bear.extend(specials)
        self.ctx.state.keep_draft()

    # -- handlers
    def _money(self, e: ft.ControlEvent) -> None:
        self.ctx.draft.tap("money", int(e.control.data))
        self.ctx.changed()

    def _special(self, e: ft.ControlEvent) -> None:
        self.ctx.draft.tap("bull_bear", str(e.control.data))
        self.ctx.changed()

    def _drop(self, e: ft.ControlEvent) -> None:
        draft, index = self.ctx.draft, int(e.control.data)
        if index < len(draft.money):
            draft.drop("money", index)
        elif index - len(draft.money) < len(draft.bull_bear):
            draft.drop("bull_bear", index - len(draft.money))
        self.ctx.changed()

    def _winner(self, e: ft.ControlEvent) -> None:
        draft = self.ctx.draft
        trick = TrickTaken(str(e.control.data), tuple(draft.money), tuple(draft.bull_bear))
        if draft.editing is not None:
            self.ctx.state.replace(draft.editing, trick, takes_draft=True)
        else:
            self.ctx.act(trick, takes_draft=True)

    def _cancel(self, e: ft.ControlEvent) -> None:
        self.ctx.draft.clear()
        self.ctx.changed()

    def edit(self, e: ft.ControlEvent) -> None:
        index = int(e.control.data)
        trick = self.ctx.game.events[index]
        assert isinstance(trick, TrickTaken)
        self.ctx.draft.open_correction(index, trick.money, trick.bull_bear)  # the trick being entered waits
        self.ctx.changed()



# -- totals only -----------------------------------------------------------------------------------------------
class TotalsPart(ft.Column):
    """The two sides' counts at the end of the hand: both shown before Save, never silently the rest."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        fmt = ctx.fmt
        self.title = heading("", key="counts-title", size=22)
        self.count = Keypad("count-keypad", self._counted, unit=1000, format_amount=fmt, done_label="Next")
        self.other_keypad = Keypad("other-keypad", self._other_counted, unit=1000, format_amount=fmt,
                                   done_label="Set")
        self.other_card = card(self.other_keypad)
        self.both = body("", key="both-counts", weight=ft.FontWeight.BOLD)
        self.other_note = body("", key="other-count", size=theme.SMALL)
        # Save right under the two counts (no expand: inside a wrapping row Flutter would not draw it), the
        # note on the Bull and Bear under the buttons.
        self.save = big_button("Save", "counts-save", self._save)
        self.other_edit = big_button("", "other-count-edit", self._edit_other, filled=False)
        self.confirm = card(self.both, ft.Row([self.save, self.other_edit], wrap=True), self.other_note,
                            key="counts-confirm")
        self.bidder_count: int | None = None
        self.other_count: int | None = None
        self.hand_number = 0
        super().__init__([self.title, card(self.count), self.confirm, self.other_card,
                          big_button("Trick by trick", "tricks-mode", ctx.enter_totals_only(False), filled=False)],
                         spacing=12, tight=True)

    def refresh(self, hand: Any) -> None:
        fmt = self.ctx.fmt
        if hand.number != self.hand_number:
            self.hand_number, self.bidder_count, self.other_count = hand.number, None, None
            self.other_card.visible = False
        us, them = self.ctx.side_name(hand.bidder_side), self.ctx.side_name(hand.other_side())
        self.title.value = f"What did {us} count?"
        self.confirm.visible = self.bidder_count is not None
        self.other_edit.content = f"{them}'s count…"
        if self.bidder_count is None:
            return
        other = self._other(hand)
        self.both.value = f"{us} {fmt(self.bidder_count)} · {them} {fmt(other)}"
        if self.other_count is not None:
            self.other_note.value = f"{them} counted {fmt(other)}"
        else:
            bull, bear = card_name(self.ctx.game.settings, "bull"), card_name(self.ctx.game.settings, "bear")
            self.other_note.value = (f"{them}: the rest of {fmt(self.in_play(hand))}. If the {bull} or the {bear} "
                                     f"was in a trick, the counts differ: enter {them}'s count.")

    @staticmethod
    def in_play(hand: Any) -> int:
        return int(hand.money_in_play - sum(hand.discarded))

    def _other(self, hand: Any) -> int:
        if self.other_count is not None:
            return self.other_count
        return max(0, self.in_play(hand) - (self.bidder_count or 0))

    def _counted(self, value: int) -> bool:
        self.bidder_count = value
        self.ctx.changed()
        return False  # the typed count stays on the keypad until the hand is saved

    def _other_counted(self, value: int) -> bool:
        self.other_count = value
        self.other_card.visible = False
        self.ctx.changed()
        return True

    def _edit_other(self, e: ft.ControlEvent) -> None:
        self.other_card.visible = not self.other_card.visible

    def _save(self, e: ft.ControlEvent) -> None:
        hand = self.ctx.game.table.current
        if hand is None or self.bidder_count is None:
            return
        if self.ctx.act(HandCounted(self.bidder_count, self._other(hand))):
            self.count.clear()
            self.bidder_count = self.other_count = None



# -- the panel -------------------------------------------------------------------------------------------------
class MillionTable(PhasedTable):
    """The Make-a-Million entry panel: auction, widow and trump, trick by trick, partners, result."""

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx, {"auction": auction_part, "declare": DeclarePart, "partners": PartnersPart,
                               "play": PlayPart})


def describe(ctx: TableContext, event: Event, hand: Any) -> str:
    """An entry in words, for the note that says what undo took back."""
    fmt = ctx.fmt
    if isinstance(event, TrickTaken):
        return f"trick {len(hand.tricks) + 1}, {seat_label(event.winner)} took {fmt(trick_value(event.money, event.bull_bear))}"
    if isinstance(event, BidMade):
        return f"{event.player} bid {fmt(event.amount)}"
    if isinstance(event, Passed):
        return f"{event.player} passed"
    if isinstance(event, TrumpNamed):
        return "no trump" if event.trump == NO_TRUMP else f"trump {event.trump}"
    if isinstance(event, MoneyDiscarded):
        return "the discards " + (", ".join(fmt(v) for v in event.values) or "none")
    if isinstance(event, PartnersNamed):
        return f"partners {', '.join(event.partners)}" if event.partners else "the bidder alone"
    if isinstance(event, HandCounted):
        return f"the counts {fmt(event.bidder_side)} and {fmt(event.other_side or 0)}"
    if isinstance(event, MisdealCalled):
        return f"{event.player}'s misdeal"
    return "the last entry"


def give_back(ctx: TableContext, event: Event) -> None:
    """An undone trick comes back as the draft it was, ready to fix and save again."""
    if isinstance(event, TrickTaken):
        ctx.draft.clear()
        ctx.draft.money.extend(event.money)
        ctx.draft.bull_bear.extend(event.bull_bear)


def tap_words(ctx: TableContext, kind: str, value: int | str) -> str:
    """What undo took out of the draft, in words: "$40,000 from trick 4", "the discard $5,000"."""
    game = ctx.game
    hand = game.table.current
    if kind == "editing":
        numbers = [i for i, _ in trick_events(ctx, hand)] if hand is not None else []
        which = f"trick {numbers.index(int(value)) + 1}" if int(value) in numbers else "the trick"
        return f"the correction of {which} (nothing changed)"
    card = ctx.fmt(int(value)) if kind == "money" else card_name(game.settings, str(value))
    if hand is not None and hand.phase == "declare":
        return f"the discard {card}"
    number = len(hand.tricks) + 1 if isinstance(hand, MillionHand) else 0
    return f"{card} from trick {number}"
