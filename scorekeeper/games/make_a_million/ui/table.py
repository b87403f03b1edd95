"""Make-a-Million at the table: auction, widow and trump, trick by trick, result.

Entry is built for speed: a call is one tap (quick amounts, a keypad for any
other), a trick is its Money cards and Bull/Bear tapped in order and then the
seat that took it (that tap saves it), and the result appears by itself.

Every part is built once per visit and then changed in place (``refresh``):
a Money-card tap changes the card counts and the draft line, nothing else.
"""

from __future__ import annotations


from collections.abc import Callable

import flet as ft

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import BidMade, Event, HandCounted, Passed, TrumpNamed
from scorekeeper.games.make_a_million import MisdealCalled, MoneyDiscarded, PartnersNamed, TrickTaken
from scorekeeper.games.make_a_million.hand import MillionHand
from scorekeeper.games.make_a_million import (MONEY_VALUES, NO_TRUMP, card_name, trick_value)

from scorekeeper.ui.widgets import big_button, body, card, grid, heading, trump_button
from scorekeeper.ui.games import AuctionPart, PhasedTable, TableContext
from scorekeeper.ui.games.misdeal import MisdealPart
from scorekeeper.words import N_

from .partners import CalledCard, PartnersPart, seat_label, trick_events
from .play import PlayPart, trick_taps

def auction_part(ctx: TableContext) -> AuctionPart[MillionHand]:
    """Quick bids go up in the smallest unit (the rules' quick_raises skip by the raise step, so a common call
    like $190,000 over $175,000 would need the keypad)."""
    return AuctionPart(ctx, step=lambda auction: auction.rules.unit, unit=1000, max_digits=6, other_label=gettext("Other amount…"),
                       extra=MisdealPart(ctx, N_("Who called the misdeal? (15,000 or less in Money cards)"),
                                         allowed=lambda ctx: bool(ctx.game.settings["misdeal"])))


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
                                        name=gettext("Discard {amount}").format(amount=fmt(v))) for v in MONEY_VALUES}
        for value, button in self.discards.items():
            button.data = value
        self.clear = big_button(gettext("Clear"), "discard-clear", self._clear, filled=False)
        trumps = [trump_button(c.key, c.label, f"trump-{c.key}", self._trump, data=c.key)
                  for c in ctx.game.rules.trump_choices(settings)]
        self.called = CalledCard(ctx)
        super().__init__([self.bid_won, self.help,
                          card(self.discarded, grid(list(self.discards.values())), self.clear),
                          self.called, heading(gettext("Trump"), size=20), grid(trumps)], spacing=12, tight=True)

    def refresh(self, hand: MillionHand) -> None:
        assert hand.bid is not None  # the declaration comes after an auction somebody won
        fmt, discard = self.ctx.fmt, self.ctx.draft.ints("money")
        self.bid_won.value = gettext("{bidder} won the bid at {bid}").format(bidder=hand.bidder, bid=fmt(hand.bid))
        self.help.value = (gettext("{bidder} takes the widow and discards three. Money cards may be discarded only "
                                   "when there is no other card, and must be shown.").format(
            bidder=hand.bidder))
        left = hand.cards_left()
        for value, button in self.discards.items():
            button.disabled = left[value] - discard.count(value) <= 0
        self.discarded.value = gettext("Money shown and discarded: {value}").format(
            value=', '.join(fmt(v) for v in discard) or gettext('none'))
        self.clear.visible = bool(discard)
        self.called.refresh(hand)

    def _discard(self, e: ft.ControlEvent) -> None:
        draft = self.ctx.draft
        if len(draft.ints("money")) >= 3:
            self.ctx.app.show_error(gettext("The bidder discards three cards: no more than three Money cards"))
            return
        draft.tap("money", int(e.control.data))
        self.ctx.changed()

    def _clear(self, e: ft.ControlEvent) -> None:
        self.ctx.draft.clear()
        self.ctx.changed()

    def _trump(self, e: ft.ControlEvent) -> None:
        discard = tuple(self.ctx.draft.ints("money"))
        if discard and not self.ctx.act(MoneyDiscarded(discard), takes_draft=True):
            return
        self.ctx.act(TrumpNamed(str(e.control.data)))


class MillionTable(PhasedTable[MillionHand]):
    """The Make-a-Million entry panel: auction, widow and trump, trick by trick, partners, result."""

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx, {"auction": auction_part, "declare": DeclarePart, "partners": PartnersPart,
                               "play": PlayPart}, hand_type=MillionHand)


def describe(fmt: Callable[[int], str], event: Event, hand: MillionHand) -> str:
    """An entry in words (amounts written by ``fmt``), for the note that says what undo took back."""
    if isinstance(event, TrickTaken):
        return gettext("trick {value}, {winner} took {bull_bear}").format(
            value=len(hand.tricks) + 1, winner=seat_label(event.winner), bull_bear=fmt(trick_value(event.money, event.bull_bear)))
    if isinstance(event, BidMade):
        return gettext("{player} bid {amount}").format(player=event.player, amount=fmt(event.amount))
    if isinstance(event, Passed):
        return gettext("{player} passed").format(player=event.player)
    if isinstance(event, TrumpNamed):
        return gettext("no trump") if event.trump == NO_TRUMP else gettext("trump {trump}").format(trump=event.trump)
    if isinstance(event, MoneyDiscarded):
        return gettext("the discards {amounts}").format(
            amounts=", ".join(fmt(v) for v in event.values) or gettext("none"))
    if isinstance(event, PartnersNamed):
        return gettext("partners {partners}").format(
            partners=', '.join(event.partners)) if event.partners else gettext("the bidder alone")
    if isinstance(event, HandCounted):
        return gettext("the counts {bidder_side} and {value}").format(
            bidder_side=fmt(event.bidder_side), value=fmt(event.other_side or 0))
    if isinstance(event, MisdealCalled):
        return gettext("{player}'s misdeal").format(player=event.player)
    return gettext("the last entry")


def give_back(ctx: TableContext, event: Event) -> None:
    """An undone trick comes back as the draft it was, ready to fix and save again."""
    if isinstance(event, TrickTaken):
        ctx.draft.clear()
        ctx.draft.taps.extend(trick_taps(event))


def tap_words(ctx: TableContext, kind: str, value: int | str) -> str:
    """What undo took out of the draft, in words: "$40,000 from trick 4", "the discard $5,000"."""
    game = ctx.game
    hand = game.table.current
    if kind == "editing":
        numbers = [i for i, _ in trick_events(ctx, hand)] if isinstance(hand, MillionHand) else []
        which = gettext("trick {value}").format(
            value=numbers.index(int(value)) + 1) if int(value) in numbers else gettext("the trick")
        return gettext("the correction of {which} (nothing changed)").format(which=which)
    card = ctx.fmt(int(value)) if kind == "money" else card_name(game.settings, str(value))
    if hand is not None and hand.phase == "declare":
        return gettext("the discard {card}").format(card=card)
    number = len(hand.tricks) + 1 if isinstance(hand, MillionHand) else 0
    return gettext("{card} from trick {number}").format(card=card, number=number)
