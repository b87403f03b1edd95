"""Pedro at the table: one tap a call (every bid 1 to 14 in a grid), then one tap for the bidder's side's points
(0 to 14), or, "By card", a tap per counting card on who won it (the six saved together after the last, so
none is ever missing).  A card tapped is taken back by Undo before any stored entry.  Its corrections, setup."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import BidMade, Event, Game, Passed, TrumpNamed
from scorekeeper.rules.bid_events import HandCounted
from scorekeeper.rules.interface import PlayedHand, seating_name
from scorekeeper.ui import theme
from scorekeeper.ui.corrections import EditorDraft, GameCorrections, WordedCorrections, apply, editor
from scorekeeper.ui.editors import call_editor, trump_editor
from scorekeeper.ui.games import AuctionPart, PhasedTable, TableContext, TablePanel
from scorekeeper.ui.games.misdeal import MISDEAL_EDITOR, MisdealPart, shared_entry_line
from scorekeeper.ui.games.partners import OppositePartnersSetup
from scorekeeper.ui.games.partnership import count_editor
from scorekeeper.ui.games.picker import TrumpPicker
from scorekeeper.ui.setup_context import GameSetup
from scorekeeper.ui.widgets import big_button, body, fixed_lines, grid, heading, tapped
from scorekeeper.words import N_

from . import words
from .hand import CARDS, EVERY_POINT, CardsWon, PedroHand, PedroPhase

if TYPE_CHECKING:
    from scorekeeper.ui.shell import Shell

NUMBER_WIDTH = 56  # six numbers to a row on a 412 px phone


def pedro_auction(ctx: TableContext) -> AuctionPart[PedroHand]:
    return AuctionPart(ctx, unit=1, max_digits=2, other_label=gettext("Other bid…"), extra=MisdealPart(ctx))


class PointsPart(ft.Column):
    """The bidder's side's points, one tap; or by card, a tap on who won each of the six counting cards."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx, self.by_card, self.owners, self.hand_key = ctx, False, list[str](), (0, 0)
        self.contract = body("", key="contract")
        self.question = heading("", key="points-question", size=22)
        self.numbers = grid([big_button(number(n), f"points-{n}", tapped(self._points, n), width=NUMBER_WIDTH)
                             for n in range(EVERY_POINT + 1)])
        self.players = grid([big_button(p, f"card-{p}", tapped(self._card, p)) for p in ctx.game.players])
        self.taken = body("", key="cards-taken", size=theme.SMALL)
        self.switch = big_button("", "by-card", self._switch, filled=False)
        self.trump = TrumpPicker(ctx)  # optional: nothing in the score
        super().__init__([self.contract, self.question, self.numbers, self.players, fixed_lines(self.taken, 2),
                          ft.Row([self.switch, self.trump], wrap=True)], spacing=10, tight=True)

    def refresh(self, hand: PedroHand) -> None:
        key = (hand.number, len(self.ctx.game.events))
        if key != self.hand_key:  # a stored entry came or went: no card tapped yet (a new hand: one number)
            self.by_card = self.by_card and key[0] == self.hand_key[0]
            self.hand_key, self.owners = key, []
        side = seating_name(hand.players, hand.bidder_side)
        head = (words.BID_LINE if hand.trump is None else words.BID_TRUMP_LINE).format(
            bidder=hand.bidder, bid=number(hand.bid or 0), trump=words.suit_word(hand.trump or ""))
        self.contract.value = head
        self.trump.offer(hand.trump is None)
        self.numbers.visible, self.players.visible, self.taken.visible = not self.by_card, self.by_card, self.by_card
        self.switch.content = gettext("One number") if self.by_card else gettext("By card…")
        if self.by_card:
            card_name = words.CARD_WORDS[CARDS[len(self.owners)]]
            self.question.value = gettext("Who won {card}?").format(card=card_name)
            said = [words.card_line(c, p) for c, p in zip(CARDS, self.owners)]
            self.taken.value = " · ".join(said) if said else gettext("No card entered yet")
        else:
            self.question.value = gettext("Points {side} took (of 14)").format(side=side)

    def _switch(self, e: ft.ControlEvent) -> None:
        self.by_card, self.owners = not self.by_card, []
        self.ctx.changed()

    def _points(self, points: int) -> None:
        self.ctx.act(HandCounted(points))

    def _card(self, player: str) -> None:
        self.owners.append(player)
        if len(self.owners) < len(CARDS):
            self.ctx.changed()
            return
        owners, self.owners = tuple(self.owners), []
        self.ctx.act(CardsWon(owners))

    def take_back(self) -> str | None:
        """The last card tapped (not stored yet), in words; None when none is."""
        if not self.visible or not self.owners:
            return None
        player = self.owners.pop()
        return words.card_line(CARDS[len(self.owners)], player)


class PedroTable(PhasedTable[PedroHand]):
    """The auction, then the points; Undo takes back a card tapped before a stored entry."""

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx, {PedroPhase.AUCTION: pedro_auction, PedroPhase.POINTS: PointsPart}, hand_type=PedroHand)

    def take_back(self) -> str | None:
        part = self.parts.get(PedroPhase.POINTS)
        said = part.take_back() if isinstance(part, PointsPart) else None
        if said is not None:
            self.refresh()
        return said


def entry_line(event: Event) -> str | None:
    """Each entry of a hand in words, on the corrections screen and in Undo's notice."""
    if isinstance(event, BidMade):
        return gettext("{player} bid {amount}").format(player=event.player, amount=number(event.amount))
    if isinstance(event, TrumpNamed):
        return gettext("trump {trump}").format(trump=words.suit_word(event.trump))
    if isinstance(event, HandCounted):
        return gettext("the bidder's side took {points} points").format(points=number(event.bidder_side))
    if isinstance(event, CardsWon):
        return " · ".join(words.card_line(c, p) for c, p in zip(CARDS, event.owners))
    return shared_entry_line(event)


def cards_editor(app: Shell, game: Game, hand: PlayedHand, index: int, event: CardsWon,
                 d: EditorDraft) -> list[ft.Control]:
    """Who won each counting card corrected: a tap on a player under a card saves the six with that one changed."""
    def save(choice: tuple[int, str]) -> None:
        at, player = choice
        apply(app, hand, index, CardsWon(tuple(player if i == at else p for i, p in enumerate(event.owners))))
    rows: list[ft.Control] = []
    for at, (card_key, owner) in enumerate(zip(CARDS, event.owners)):
        rows += [body(str(words.CARD_WORDS[card_key]), size=theme.SMALL), grid([big_button(
            ("✓ " if p == owner else "") + p, f"edit-{card_key}-{p}", tapped(save, (at, p)), filled=False)
            for p in game.players])]
    return [heading(gettext("Who won each counting card?"), size=18, key="edit-title"), *rows]


class Panel(TablePanel):
    """Pedro behind the ``GamePanel`` interface."""

    table_class = PedroTable
    # The calls, trump, the points (or the six cards) and a misdeal corrected with a tap
    correction_editors: GameCorrections = WordedCorrections(entry_line, [
        editor(HandCounted, count_editor(N_("Points the bidder's side took"), "edit-points", EVERY_POINT)), editor(CardsWon, cards_editor), editor(TrumpNamed, trump_editor),
        editor(BidMade, call_editor(1)), editor(Passed, call_editor(1)), MISDEAL_EDITOR], bid_words=number)
    # Four players, partners opposite; Pedro counts points, not captured cards
    new_game_settings: GameSetup = OppositePartnersSetup(first_to_act=N_("calls first"),
                                                         record_labels={"total_captured": None})
