"""Bid Whist at the table: the auction, then the books.  A pass is one tap, a bid two (its number, then uptown,
downtown or no trump); then one tap on the books the bidding side took (trump or the direction optional above):
6 to 9 taps a hand, all on the first screen of a phone.  Its corrections, and its setup."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Event, Game, HandCounted, Passed, TrumpNamed
from scorekeeper.rules.hand_base import AuctionThenTricks
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.rules.settings import setting_int
from scorekeeper.ui.corrections import EditorDraft, GameCorrections, WordedCorrections, editor, redraw
from scorekeeper.ui.editors import choice_buttons, legal_there, trump_editor
from scorekeeper.ui.games import TableContext, TablePanel
from scorekeeper.ui.games.bid_grid import BidGrid
from scorekeeper.ui.games.misdeal import MISDEAL_EDITOR, MisdealPart, shared_entry_line
from scorekeeper.ui.games.picker import Picker, TrumpPicker, grey_refused
from scorekeeper.ui.games.below_zero import BelowZeroBars
from scorekeeper.ui.games.partners import OppositePartnersSetup
from scorekeeper.ui.games.partnership import count_editor
from scorekeeper.ui.setup_context import GameSetup, TypedSetting, parse_optional_number
from scorekeeper.ui.widgets import big_button, body, grid, heading, tapped
from scorekeeper.words import N_

from . import words
from .hand import BOOKS, DIRECTIONS, KINDS, TOP_BID, BidWhistHand, DirectionNamed, WhistBid

if TYPE_CHECKING:
    from scorekeeper.ui.shell import Shell


class AuctionPart(ft.Column):
    """The player to call: Pass, or a number then its kind; bids the rules refuse are greyed."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx, self.books, self.hand = ctx, 0, 0
        self.caller: str | None = None  # the number tapped is for this player's call
        low = setting_int(ctx.game.settings, "min_bid")
        self.misdeal = MisdealPart(ctx)
        self.title = heading("", key="call-title", size=20)
        self.numbers = BidGrid(range(low, TOP_BID + 1), self._number, label=number, key="number")
        self.kinds = {k: big_button(str(words.KIND_BUTTONS[k]), f"call-{k}", tapped(self._kind, k), filled=False)
                      for k in KINDS}
        self.passing = big_button(gettext("Pass"), "pass", lambda e: self._call(Passed(self.caller or "")), filled=False)
        self.question = body("", key="call-question")
        super().__init__([ft.Row([self.misdeal], wrap=True), self.title, self.passing, self.numbers, self.question,
                          grid(list(self.kinds.values()))], spacing=10, tight=True)

    def refresh(self, hand: BidWhistHand) -> None:
        if hand.number != self.hand or hand.to_act() != self.caller:  # another call: no number chosen yet
            self.hand, self.books, self.caller = hand.number, 0, hand.to_act()
        self.misdeal.refresh(hand)
        self.title.value = hand.prompt()
        self.numbers.refresh(self.ctx, self.caller, lambda p, n: WhistBid(p, n, "NT"), lambda p, n: str(n))
        for n, button in zip(self.numbers.values, self.numbers.buttons):
            button.content = ("✓ " if n == self.books else "") + number(n)
        caller = self.caller or ""  # (no number chosen: no bid is taken, so every kind is greyed)
        grey_refused(self.ctx.game, {**{WhistBid(caller, self.books, k): b for k, b in self.kinds.items()},
                                     Passed(caller): self.passing})
        self.question.value = (gettext("Tap Pass, or the number of a bid") if not self.books else
                               gettext("{bid}: uptown, downtown or no trump?").format(bid=number(self.books)))

    def _number(self, books: int) -> None:
        self.books = books
        self.ctx.changed()

    def _kind(self, kind: str) -> None:
        if not self.books:
            self.ctx.say_notice(gettext("Tap the number of the bid first"))
            return
        self._call(WhistBid(self.caller or "", self.books, kind))

    def _call(self, event: Event) -> None:
        if self.ctx.act(event):
            self.books = 0


class BooksPart(ft.Column):
    """The books the bidding side took, with trump (or the direction at no trump) above, both optional."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.trump = TrumpPicker(ctx)
        self.direction = Picker(ctx, "direction", [(d, str(words.DIRECTION_BUTTONS[d])) for d in DIRECTIONS],
                                DirectionNamed, gettext("Uptown or downtown?"))
        self.title = heading("", key="books-title", size=20)
        self.books = BidGrid(range(BOOKS + 1), lambda took: ctx.act(HandCounted(took)), label=number, key="books")
        super().__init__([ft.Row([self.trump, self.direction], wrap=True), self.title, self.books], spacing=10,
                         tight=True)

    def refresh(self, hand: BidWhistHand) -> None:
        no_trump = (hand.bid or "").endswith("NT")
        self.trump.offer(not no_trump and hand.trump is None)
        self.direction.show_when(no_trump and hand.direction is None, gettext("Uptown or downtown…"))
        self.title.value = hand.prompt()
        self.books.refresh(self.ctx, hand.bidder, lambda p, n: HandCounted(n), lambda p, n: str(n))


def entry_line(event: Event) -> str | None:
    """Each entry of a hand in words, on the corrections screen and in Undo's notice."""
    if isinstance(event, WhistBid):
        return gettext("{player} bid {bid}").format(player=event.player, bid=words.bid_words(event.said))
    if isinstance(event, HandCounted):
        return gettext("The bidding side took {books} books").format(books=number(event.bidder_side))
    if isinstance(event, DirectionNamed):
        return str(words.DIRECTION_WORDS.get(event.direction, event.direction))
    return shared_entry_line(event)


def call_editor(app: Shell, game: Game, hand: PlayedHand, index: int, event: WhistBid | Passed,
                d: EditorDraft) -> list[ft.Control]:
    """A call corrected: Pass, a bid's number or its kind, one tap each; a pass made a bid by its number, then its
    kind (the number waits in the draft).  What the rules refuse there is greyed (a number: when no kind goes)."""
    player, bid = event.player, event if isinstance(event, WhistBid) else None
    books, kind = d.number("books", bid.books if bid else 0), bid.kind if bid else ""
    kinds = choice_buttons(app, hand, index, "edit-kind", [(k, str(words.KIND_BUTTONS[k])) for k in KINDS], kind,
                           lambda k: WhistBid(player, books, k))
    numbers = [(n, number(n)) for n in range(1, TOP_BID + 1)]
    bids = [WhistBid(player, n, k) for n in range(1, TOP_BID + 1) for k in KINDS] if bid is None else []
    going = {b.books for b, ok in zip(bids, legal_there(game, index, list(bids))) if ok}  # numbers some kind fits
    number_buttons = choice_buttons(app, hand, index, "edit-number", numbers, books,
                                    lambda n: WhistBid(player, n, kind)) if bid else [
        big_button(("✓ " if n == books else "") + said, f"edit-number-{n}", tapped(lambda n: redraw(app, books=n), n),
                   filled=False, disabled=n not in going) for n, said in numbers]
    passing = choice_buttons(app, hand, index, "edit-call", [("pass", gettext("Pass"))], "" if bid else "pass",
                             lambda _: Passed(player))
    return [heading(gettext("{player}'s call").format(player=player), size=18, key="edit-title"), *passing,
            grid(number_buttons), grid(kinds) if books else body(gettext("Tap the number of the bid first"))]


class Panel(TablePanel):
    """Bid Whist behind the ``GamePanel`` interface: the auction, then the books; the shared result and race."""

    hand_type = BidWhistHand
    phases = {AuctionThenTricks.AUCTION: AuctionPart, AuctionThenTricks.TRICKS: BooksPart}
    # A call (Pass, a bid's number or kind), the books, trump and a misdeal corrected with a tap; all said in words
    correction_editors: GameCorrections = WordedCorrections(entry_line, [
        editor(WhistBid, call_editor), editor(Passed, call_editor), editor(TrumpNamed, trump_editor),
        editor(HandCounted, count_editor(N_("Books the bidding side took"), "edit-books", BOOKS)), MISDEAL_EDITOR],
        calls=(WhistBid,))  # a bid is a call, numbered with the passes
    new_game_settings: GameSetup = OppositePartnersSetup(
        first_to_act=N_("calls first"), typed={"lose_at": TypedSetting(parse_optional_number)},  # empty: never
        record_labels={"average_winning_bid": None, "largest_set_back": None, "total_captured": None})
    race_bars = BelowZeroBars  # a side may fall to the losing score
