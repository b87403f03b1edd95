"""Bid Euchre at the table: the one round of calls (every bid, 3 to 6 and the moon, one tap in a grid; Pass), then
trump (optional) and the bidding side's tricks in one tap, or trick by trick (the moon's partner has no button):
6 to 9 taps a hand, all on the first screen of a phone.  Its corrections, and its setup."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from scorekeeper.i18n import shown
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import BidMade, Call, Event, Game, HandCounted, Passed, TrumpNamed
from scorekeeper.rules.deal_events import MisdealCalled
from scorekeeper.rules.interface import PlayedHand, seating_name
from scorekeeper.ui import theme
from scorekeeper.rules.settings import setting_int
from scorekeeper.ui.corrections import EditorDraft, GameCorrections, WordedCorrections, apply, editor
from scorekeeper.ui.editors import player_editor, trump_editor
from scorekeeper.ui.games import AuctionPart, TableContext, TablePanel
from scorekeeper.ui.games.misdeal import MISDEAL_EDITOR, MisdealPart, shared_entry_line
from scorekeeper.ui.games.partnership import count_editor, legal_there, trick_question
from scorekeeper.ui.games.picker import TrumpPicker
from scorekeeper.ui.setup_context import GameSetup, Setup, TypedSetting, parse_optional_number
from scorekeeper.ui.widgets import big_button, body, fixed_lines, grid, heading, tapped
from scorekeeper.words import TRUMP_LINE, N_

from . import words
from .hand import MOON, TRICKS, BidEuchreHand, TrickWon, moon_value

if TYPE_CHECKING:
    from scorekeeper.ui.shell import Shell


def auction_part(ctx: TableContext) -> AuctionPart[BidEuchreHand]:
    return AuctionPart(ctx, unit=1, max_digits=1, other_label=gettext("Other bid…"), extra=MisdealPart(ctx),
                       bid_label=words.bid_text)


class TricksPart(ft.Column):
    """Trump when the table names it, then the bidding side's tricks in one tap, or who took each trick."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.contract = fixed_lines(body("", key="contract", weight=ft.FontWeight.W_600), 2)
        self.trump = TrumpPicker(ctx)
        self.title = heading("", key="tricks-title", size=20)
        self.counts = [big_button(shown.number(n), f"took-{n}", self._count, data=n, width=56)
                       for n in range(TRICKS + 1)]
        self.count_row = grid(list(self.counts))
        self.trick_title = body("", key="trick-title", weight=ft.FontWeight.W_600)
        self.winners = {p: big_button(p, f"winner-{p}", self._winner, filled=False, data=p) for p in ctx.game.players}
        self.running = body("", key="running", size=theme.SMALL)
        super().__init__([self.contract, self.trump, self.title, self.count_row, self.trick_title,
                          grid(list(self.winners.values())), self.running], spacing=10, tight=True)

    def refresh(self, hand: BidEuchreHand) -> None:
        side = seating_name(hand.players, hand.bidder_side)
        self.contract.value = contract_words(hand)
        self.trump.offer(hand.trump is None and not hand.winners)
        by_trick = bool(hand.winners)
        self.title.value = gettext("Tricks {side} took").format(side=side)
        self.title.visible = self.count_row.visible = not by_trick
        for button in self.counts:
            button.tooltip = gettext("{side} took {count} tricks").format(side=side, count=int(button.data))
        self.trick_title.value = trick_question(len(hand.winners), TRICKS)
        for p, button in self.winners.items():
            button.visible = not (hand.is_moon and p == hand.partner())
        took = sum(1 for w in hand.winners if w in hand.bidder_side)
        self.running.value = gettext("{side} have {count} so far").format(side=side, count=took) if by_trick else ""

    def _count(self, e: ft.ControlEvent) -> None:
        self.ctx.act(HandCounted(int(e.control.data)))

    def _winner(self, e: ft.ControlEvent) -> None:
        self.ctx.act(TrickWon(str(e.control.data)))


def contract_words(hand: BidEuchreHand) -> str:
    """The bid, its trump, and who sits out a moon."""
    line, partner = hand.contract(), hand.partner()
    return gettext("{contract}; {partner} sits out").format(contract=line, partner=partner) if (
        hand.is_moon and partner) else line


def entry_line(event: Event) -> str | None:
    """Each entry of a hand in words, on the corrections screen and in Undo's notice."""
    if isinstance(event, BidMade):
        return gettext("{player} bid {amount}").format(player=event.player, amount=words.bid_text(event.amount))
    if isinstance(event, TrumpNamed):
        return TRUMP_LINE.format(suit=words.trump_word(event.trump))  # a line of its own: a capital
    if isinstance(event, HandCounted):
        return words.COUNT_LINE.format(count=shown.number(event.bidder_side))
    if isinstance(event, TrickWon):
        return gettext("{winner} took a trick").format(winner=event.winner)
    return shared_entry_line(event)


def call_editor(app: Shell, game: Game, hand: PlayedHand, index: int, event: Call, d: EditorDraft) -> list[ft.Control]:
    """A call corrected with one tap: every bid of the game (the moon said as a word) and Pass, greyed where the
    rules refuse it at that call."""
    top = MOON if moon_value(game.settings) is not None else TRICKS
    calls: list[Call] = [BidMade(event.player, a) for a in range(setting_int(game.settings, "min_bid"), top + 1)]
    calls.append(Passed(event.player))
    buttons = [big_button(words.bid_text(c.amount) if isinstance(c, BidMade) else gettext("Pass"),
                          f"edit-call-{c.amount if isinstance(c, BidMade) else 'pass'}",
                          tapped(lambda c: apply(app, hand, index, c), c), filled=c == event, disabled=not ok)
               for c, ok in zip(calls, legal_there(game, index, list(calls)))]
    return [heading(gettext("{player}'s call").format(player=event.player), size=18, key="edit-title"), grid(buttons)]


class Panel(TablePanel):
    """Bid Euchre behind the ``GamePanel`` interface."""

    hand_type = BidEuchreHand
    phases = {"auction": auction_part, "tricks": TricksPart}  # then the hand's result
    # Every entry corrected with a tap or the keypad: a call, trump, the count, a trick's winner, a misdeal
    correction_editors: GameCorrections = WordedCorrections(entry_line, [
        editor(BidMade, call_editor), editor(Passed, call_editor), editor(TrumpNamed, trump_editor),
        editor(HandCounted, count_editor(N_("How many tricks did the bidding side take?"), "edit-took", TRICKS)),
        editor(TrickWon, player_editor(N_("Who took the trick?"), "edit-winner", TrickWon)), MISDEAL_EDITOR],
        {TrickWon: N_("the trick"), MisdealCalled: N_("the misdeal")}, bid_words=words.bid_text)
    # The players screen: a moon is not a number of tricks, and the side's tricks are this game's own tally
    # A moon is worth 12 or is not played, or any other value typed (the record takes 1 to 1000)
    new_game_settings: GameSetup = Setup(first_to_act=N_("calls first"), record_labels={"total_captured": None},
                                         typed={"moon": TypedSetting(parse_optional_number)})

    def contract(self, game: Game, hand: PlayedHand) -> str:
        """The hand's bid in this game's words (the scoreboard's line, the hand's screen): the moon is stored as 7,
        and the shared line said 'Bob bid 7', a bid nobody made."""
        if isinstance(hand, BidEuchreHand) and hand.bidder is not None and hand.bid is not None:
            return hand.contract()
        return super().contract(game, hand)
