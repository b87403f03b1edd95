"""After the auction of a game with two fixed sides: the bidder names trump; or, totals only, the bidding side's count.

Each part is built once per visit and changed in place.  What differs from game to game comes from the
game: the trump buttons from its rules' ``trump_choices`` (a color or suit each, with its swatch), and
the words of the line under the title from the game's own subclass (``help_line``).
"""

from __future__ import annotations

from typing import Callable, Protocol, Sequence

import flet as ft

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import HandCounted, TrumpNamed

from .. import theme
from ..widgets import Keypad, big_button, body, card, grid, heading, trump_button
from ..table_context import TableContext


class AuctionWon(Protocol):
    """What the trump part reads of a hand: who won the auction and at what bid."""

    @property
    def bidder(self) -> str | None: ...
    @property
    def bid(self) -> int | None: ...


class TwoSides(Protocol):
    """What the count part reads of a hand: the bidding side and the other side."""

    @property
    def bidder_side(self) -> tuple[str, ...]: ...
    def other_side(self) -> Sequence[str]: ...


class TrumpPart(ft.Column):
    """Who won the bid, what the bidder does now (the game's words), and one button per trump: one tap names it."""

    def __init__(self, ctx: TableContext, help_template: str = "") -> None:
        """``help_template`` (a msgid with ``{bidder}``): what the bidder does now, for a game that says no more."""
        self.ctx, self.help_template = ctx, help_template
        self.bid_won = heading("", key="bid-won", size=24)
        self.help = body("", size=theme.SMALL)
        buttons = [trump_button(c.key, c.label, f"trump-{c.key}", self._trump,
                                tooltip=gettext("{key} are trump").format(key=c.key), data=c.key)
                   for c in ctx.game.rules.trump_choices(ctx.game.settings)]
        super().__init__([self.bid_won, self.help, grid(buttons)], spacing=12, tight=True)

    def refresh(self, hand: AuctionWon) -> None:
        self.bid_won.value = gettext("{bidder} won the bid at {bid}").format(bidder=hand.bidder, bid=hand.bid)
        self.help.value = self.help_line(hand)

    def help_line(self, hand: AuctionWon) -> str:
        """What the bidder does before naming trump, in the game's words (its template, or its subclass says it)."""
        return gettext(self.help_template).format(bidder=hand.bidder) if self.help_template else ""

    def _trump(self, e: ft.ControlEvent) -> None:
        self.ctx.act(TrumpNamed(str(e.control.data)))


def trump_part(help_template: str) -> Callable[[TableContext], TrumpPart]:
    """The trump part of a game whose help line is one template (``{bidder}``), for its table's phases."""
    return lambda ctx: TrumpPart(ctx, help_template)


class SideCountPart(ft.Column):
    """Totals only: what the bidding side counted, typed on a keypad; the other side's count follows from it.

    A game's subclass says what the count holds (``help_line``), how many digits it takes
    (``MAX_DIGITS``) and, where it records both sides' counts, how it is saved (``counted``).
    """

    MAX_DIGITS = 2

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.title = heading("", key="counts-title", size=22)
        self.help = body("", size=theme.SMALL)
        self.keypad = Keypad("count-keypad", self.counted, done_label=gettext("Save"), max_digits=self.MAX_DIGITS)
        super().__init__([self.title, self.help, card(self.keypad),
                          big_button(gettext("Trick by trick"), "tricks-mode", ctx.enter_totals_only(False), filled=False)],
                         spacing=12, tight=True)

    def refresh(self, hand: TwoSides) -> None:
        us, them = self.ctx.side_name(hand.bidder_side), self.ctx.side_name(hand.other_side())
        self.title.value = gettext("What did {us} count?").format(us=us)
        self.help.value = self.help_line(us, them)

    def help_line(self, us: str, them: str) -> str:
        """What the count holds and who gets the rest, in the game's words (its subclass says it)."""
        return ""

    def counted(self, value: int) -> bool:
        """The bidding side's count saved; the rules give the other side the rest."""
        return self.ctx.act(HandCounted(value))
