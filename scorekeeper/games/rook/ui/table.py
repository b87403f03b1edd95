"""Rook at the table: the auction (70 up in 5s), trump, trick by trick, the nest, the result.

A call is one tap (quick amounts, a keypad for any other); a trick is its
counters tapped (5, 10, 14, the Kentucky 1, the Rook) and then who took it
(that tap saves it); after the last trick the nest's counters (what the tricks
left over) are one tap.  Every part is built once per visit and changed in place.
"""

from __future__ import annotations


import flet as ft

from scorekeeper.games.rook import COUNTER_OF_FACE, CountersTaken, NestShown, RookHand, points_of, words
from scorekeeper.games.rook.report import faces_text
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import BidMade, Event, HandCounted, Passed, TrumpNamed
from scorekeeper.rules.deal_events import MisdealCalled
from scorekeeper.rules.settings import setting_int
from scorekeeper.ui import theme
from scorekeeper.ui.games import AuctionPart, PhasedTable, TableContext
from scorekeeper.ui.games.misdeal import MisdealPart
from scorekeeper.ui.games.declare import trump_part
from scorekeeper.ui.games.entry_templates import EntryTemplates, entry_in_words_or_last
from scorekeeper.ui.widgets import big_button, body, heading
from scorekeeper.words import N_, word

from .play import COUNTER_TAP, PlayPart, TricksList


def rook_auction(ctx: TableContext) -> AuctionPart[RookHand]:
    step = setting_int(ctx.game.settings, "bid_step")
    misdeal = MisdealPart(ctx, N_("Who called the misdeal? The same dealer deals again."))
    return AuctionPart(ctx, unit=1, max_digits=3, other_label=gettext("Other bid…"), extra=misdeal,
                       step=lambda auction: step)  # the lowest bid and the next ones up in the step


TRUMP_HELP = N_("{bidder} takes the nest, lays five cards aside and names trump.")  # one tap names it


class NestPart(ft.Column):
    """After the last trick: the counters the tricks left over are the nest's, offered in one tap."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.title = heading(gettext("The nest"), key="nest-title", size=22)
        self.help = body("", key="nest-help", size=theme.SMALL)
        self.take = big_button("", "nest-take", self._take, expand=True)
        self.tricks = TricksList(ctx)
        super().__init__([self.title, self.help, ft.Row([self.take]), self.tricks], spacing=12, tight=True)

    def refresh(self, hand: RookHand) -> None:
        left = hand.counters_left()
        to = hand.bidder_side if self.ctx.game.settings["nest_to"] == "bidder" else self._last_side(hand)
        self.help.value = (gettext("{bidder} shows the nest. The tricks left {left} over: {left2} points to "
                                   "{to}.").format(
            bidder=hand.bidder, left=faces_text(left), left2=points_of(left), to=self.ctx.side_name(to)))
        self.take.content = gettext("Nest: {left} ({left2})").format(left=faces_text(left), left2=points_of(left))
        self.take.tooltip = gettext("The nest held {left}: save it and score the hand").format(left=faces_text(left))
        self.tricks.refresh(hand)

    @staticmethod
    def _last_side(hand: RookHand) -> tuple[str, ...]:
        last = hand.tricks[-1][0]
        return hand.bidder_side if last in hand.bidder_side else tuple(hand.other_side())

    def _take(self, e: ft.ControlEvent) -> None:
        hand = self.ctx.game.table.current
        if isinstance(hand, RookHand):
            self.ctx.act(NestShown(tuple(c.value for c in hand.counters_left())))


class RookTable(PhasedTable[RookHand]):
    """The Rook entry panel: auction, trump, trick by trick (or totals only), the nest, the result."""

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx, {"auction": rook_auction, "declare": trump_part(TRUMP_HELP), "play": PlayPart,
                               "nest": NestPart})


ENTRY_TEMPLATES: EntryTemplates = {BidMade: N_("{player} bid {amount}"), Passed: N_("{player} passed"),
                                   MisdealCalled: N_("{player}'s misdeal")}


def describe(event: Event, hand: RookHand) -> str:
    """An entry in words, for the note that says what undo took back."""
    if isinstance(event, CountersTaken):
        shown = ", ".join(word_of(f) for f in event.counters) or gettext("no counters")
        return gettext("trick {value}, {winner} took {shown}").format(
            value=len(hand.tricks) + 1, winner=event.winner, shown=shown)
    if isinstance(event, NestShown):
        return gettext("the nest ") + ", ".join(word_of(f) for f in event.counters)
    if isinstance(event, TrumpNamed):
        return gettext("trump {trump}").format(trump=words.TRUMP_WORDS.get(event.trump, event.trump))
    if isinstance(event, HandCounted):
        return gettext("the counts {bidder_side} and {value}").format(
            bidder_side=event.bidder_side, value=event.other_side or 0)
    return entry_in_words_or_last(event, ENTRY_TEMPLATES)


def word_of(face: str) -> str:
    """A counter's face as the table says it ("5", "Rook")."""
    counter = COUNTER_OF_FACE.get(face)
    return word(counter) if counter is not None else face


def give_back(ctx: TableContext, event: Event) -> None:
    """An undone trick comes back as the draft it was: its counters tapped, ready to fix and save again."""
    if isinstance(event, CountersTaken):
        ctx.draft.clear()
        for face in event.counters:
            ctx.draft.tap(COUNTER_TAP, face)


def tap_words(ctx: TableContext, kind: str, value: int | str) -> str:
    """What undo took out of the draft, in words: "the Rook from trick 4"."""
    hand = ctx.game.table.current
    number = len(hand.tricks) + 1 if isinstance(hand, RookHand) else 0
    return gettext("{value} from trick {number}").format(value=word_of(str(value)), number=number)
