"""Euchre at the table: the turn-up in one tap, who made trump in one (alone or not: a toggle), the trump suit
in one (the turn-up's is round 1, any other round 2), then the makers' tricks in one tap (or the five
winners); the result with its arithmetic.

Every figure comes from the rules core (which suits the round allows, who sits out, what a march is worth).
The buttons are built once per visit and only their properties change on a tap.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.games.euchre import SUITS, TRICKS, EuchreHand, ThrownIn, TrickWon, TrumpMade, TurnedUp, partner_of
from scorekeeper.games.euchre import words
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Event, HandCounted
from scorekeeper.rules.deal_events import MisdealCalled
from scorekeeper.ui import theme
from scorekeeper.ui.games import PhasedTable, ResultPart, TableContext, partnership
from scorekeeper.ui.games.partnership import MisdealBeforeContract
from scorekeeper.ui.games.entry_templates import EntryTemplates, entry_in_words_or_last
from scorekeeper.ui.widgets import big_button, body, grid, heading
from scorekeeper.words import N_

SIGNS = {"clubs": "♣", "diamonds": "♦", "hearts": "♥", "spades": "♠"}


def suit_label(suit: str) -> str:
    return f"{SIGNS[suit]} {words.suit_word(suit)}"


class CallingPart(ft.Column):
    """The turn-up, then who made trump (alone or not), then the trump suit: the round follows from it."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        players = ctx.game.players
        self.title = heading("", key="calling-title", size=20)
        self.turn_ups = {s: big_button(suit_label(s), f"turn-up-{s}", self._turn_up, filled=False, data=s) for s in SUITS}
        self.turn_up_row = grid(list(self.turn_ups.values()))
        self.makers = {p: big_button(p, f"maker-{p}", self._maker, filled=False, data=p) for p in players}
        self.maker_row = grid(list(self.makers.values()))
        self.alone = big_button(gettext("Goes alone"), "alone", self._alone, filled=False)
        self.defenders = {p: big_button(gettext("{player} defends alone").format(player=p), f"defend-{p}",
                                        self._defend, filled=False, data=p) for p in players}
        self.defend_row = grid(list(self.defenders.values()))
        self.trumps = {s: big_button(suit_label(s), f"trump-{s}", self._trump, data=s) for s in SUITS}
        self.trump_title = body("", key="trump-title", size=theme.SMALL)
        self.thrown_in = big_button(gettext("Everyone passed twice"), "thrown-in", self._thrown_in, filled=False)
        self.misdeal = MisdealBeforeContract(ctx)
        self.help = body(gettext("Round 1: trump is the turn-up's suit. Round 2: any other suit."), size=theme.SMALL)
        super().__init__([self.title, self.turn_up_row, self.maker_row, ft.Row([self.alone]), self.defend_row,
                          self.trump_title, grid(list(self.trumps.values())), self.thrown_in, self.help,
                          self.misdeal], spacing=10, tight=True)

    # -- what the draft holds: the maker, and who goes alone
    def _draft_maker(self) -> str | None:
        makers = self.ctx.draft.words("maker")
        return makers[-1] if makers else None

    def _draft_alone(self) -> tuple[str, ...]:
        maker = self._draft_maker()
        alone = [p for p in self.ctx.draft.words("alone")]
        on = [p for p in dict.fromkeys(alone) if alone.count(p) % 2 == 1]  # a second tap turns it off
        if maker not in on:
            return ()
        return (maker, *[p for p in on if p != maker][:1]) if maker else ()

    def refresh(self, hand: EuchreHand) -> None:
        maker, alone = self._draft_maker(), self._draft_alone()
        known = hand.turn_up is not None
        self.title.value = (gettext("Which suit is turned up?") if not known else
                            gettext("Turn-up {suit} · who made trump?").format(suit=suit_label(hand.turn_up or "clubs"))
                            if maker is None else gettext("{player} made trump: which suit?").format(player=maker))
        self.turn_up_row.visible = not known
        self.maker_row.visible = known
        for p, button in self.makers.items():
            button.content = ("✓ " if p == maker else "") + p
            button.tooltip = gettext("{player} made trump").format(player=p)
        self.alone.visible = maker is not None
        self.alone.content = ("✓ " if alone else "") + gettext("{player} goes alone").format(player=maker or "")
        lone_ok = bool(self.ctx.game.settings["defend_alone"]) and bool(alone)
        defenders = () if maker is None else tuple(p for p in hand.players if p not in (maker, partner_of(hand.players, maker)))
        self.defend_row.visible = lone_ok
        for p, button in self.defenders.items():
            button.visible = lone_ok and p in defenders
            button.content = ("✓ " if p in alone[1:] else "") + gettext("{player} defends alone").format(player=p)
        self.trump_title.visible = known and maker is not None
        self.trump_title.value = gettext("Order up the turn-up (round 1) or name another suit (round 2)")
        for s, button in self.trumps.items():
            button.visible = known and maker is not None
            round_ = 1 if s == hand.turn_up else 2
            button.content = (gettext("{suit} · round 1").format(suit=suit_label(s)) if round_ == 1 else
                              gettext("{suit} · round 2").format(suit=suit_label(s)))
        self.thrown_in.visible = known and maker is None and not self.ctx.game.settings["stick_the_dealer"]
        self.misdeal.refresh(hand)

    def _turn_up(self, e: ft.ControlEvent) -> None:
        self.ctx.act(TurnedUp(str(e.control.data)))

    def _maker(self, e: ft.ControlEvent) -> None:
        self.ctx.draft.clear()
        self.ctx.draft.tap("maker", str(e.control.data))
        self.ctx.changed()

    def _alone(self, e: ft.ControlEvent) -> None:
        maker = self._draft_maker()
        if maker is not None:
            self.ctx.draft.tap("alone", maker)
            self.ctx.changed()

    def _defend(self, e: ft.ControlEvent) -> None:
        self.ctx.draft.tap("alone", str(e.control.data))
        self.ctx.changed()

    def _trump(self, e: ft.ControlEvent) -> None:
        hand = self.ctx.game.table.current
        maker = self._draft_maker()
        if not isinstance(hand, EuchreHand) or maker is None:
            return
        suit = str(e.control.data)
        self.ctx.act(TrumpMade(maker, suit, 1 if suit == hand.turn_up else 2, self._draft_alone()), takes_draft=True)

    def _thrown_in(self, e: ft.ControlEvent) -> None:
        self.ctx.act(ThrownIn())



class EuchreTable(PhasedTable[EuchreHand]):
    """The Euchre entry panel: making trump, the tricks (the makers' in one tap, 0 to 5, or who took each: those
    sitting out have no button), the hand's result."""

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx, {"calling": CallingPart, "tricks": partnership.tricks_part(TRICKS_WORDS, TRICKS)},
                         ResultPart(ctx), hand_type=EuchreHand, explain_from=1)


def contract_words(hand: EuchreHand) -> str:
    """Who made what, and alone (the scoreboard and the hand view)."""
    if hand.maker is None:
        return gettext("Everyone passed twice") if hand.thrown_in else gettext("Trump not made yet")
    return call_words(hand.maker, hand.trump or "clubs", hand.round or 1, hand.maker in hand.alone)


contract_line = partnership.contract_line(EuchreHand, contract_words)
TRICKS_WORDS = partnership.TricksWords[EuchreHand](
    "makers", TrickWon, contract_line, lambda hand: gettext("Tricks the makers took"),
    N_("The makers took {count} tricks"), N_("The makers have {count} so far"), EuchreHand.sitting_out)


def call_words(maker: str, trump: str, round_: int, alone: bool) -> str:
    """A call in words: "East made ♦ diamonds, round 1, alone"."""
    if alone:
        return gettext("{maker} made {trump}, round {round}, alone").format(maker=maker, trump=suit_label(trump),
                                                                           round=round_)
    return gettext("{maker} made {trump}, round {round}").format(maker=maker, trump=suit_label(trump), round=round_)


ENTRY_TEMPLATES: EntryTemplates = {ThrownIn: N_("the hand thrown in"), TrickWon: N_("{winner}'s trick"),
                                   MisdealCalled: N_("{player}'s misdeal")}


def describe(event: Event) -> str:
    """An entry in words, for the note undo gives and the corrections list."""
    if isinstance(event, TurnedUp):
        return gettext("the turn-up, {suit}").format(suit=suit_label(event.suit))
    if isinstance(event, TrumpMade):
        return gettext("{maker} made {trump}").format(maker=event.maker, trump=suit_label(event.trump))
    if isinstance(event, HandCounted):
        return gettext("the makers' {count} tricks").format(count=event.bidder_side)
    return entry_in_words_or_last(event, ENTRY_TEMPLATES)
