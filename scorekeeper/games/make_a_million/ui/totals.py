"""Make-a-Million's hand entered as totals only: what each side captured, typed, instead of trick by trick.
"""

from __future__ import annotations


import flet as ft

from scorekeeper.games.make_a_million.hand import MillionHand

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import HandCounted
from scorekeeper.games.make_a_million import card_name

from scorekeeper.ui import theme
from scorekeeper.ui.widgets import (Keypad, big_button, body, card, heading)
from scorekeeper.ui.games import TableContext


class TotalsPart(ft.Column):
    """The two sides' counts at the end of the hand: both shown before Save, never silently the rest."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        fmt = ctx.fmt
        self.title = heading("", key="counts-title", size=22)
        self.count = Keypad("count-keypad", self._counted, unit=1000, format_amount=fmt, done_label=gettext("Next"))
        self.other_keypad = Keypad("other-keypad", self._other_counted, unit=1000, format_amount=fmt,
                                   done_label=gettext("Set"))
        self.other_card = card(self.other_keypad)
        self.both = body("", key="both-counts", weight=ft.FontWeight.BOLD)
        self.other_note = body("", key="other-count", size=theme.SMALL)
        # Save right under the two counts (no expand: inside a wrapping row Flutter would not draw it), the
        # note on the Bull and Bear under the buttons.
        self.save = big_button(gettext("Save"), "counts-save", self._save)
        self.other_edit = big_button("", "other-count-edit", self._edit_other, filled=False)
        self.confirm = card(self.both, ft.Row([self.save, self.other_edit], wrap=True), self.other_note,
                            key="counts-confirm")
        self.bidder_count: int | None = None
        self.other_count: int | None = None
        self.hand_number = 0
        super().__init__([self.title, card(self.count), self.confirm, self.other_card,
                          big_button(gettext("Trick by trick"), "tricks-mode", ctx.enter_totals_only(False), filled=False)],
                         spacing=12, tight=True)

    def refresh(self, hand: MillionHand) -> None:
        fmt = self.ctx.fmt
        if hand.number != self.hand_number:
            self.hand_number, self.bidder_count, self.other_count = hand.number, None, None
            self.other_card.visible = False
        us, them = self.ctx.side_name(hand.bidder_side), self.ctx.side_name(hand.other_side())
        self.title.value = gettext("What did {us} count?").format(us=us)
        self.confirm.visible = self.bidder_count is not None
        self.other_edit.content = gettext("{them}'s count…").format(them=them)
        if self.bidder_count is None:
            return
        other = self._other(hand)
        self.both.value = f"{us} {fmt(self.bidder_count)} · {them} {fmt(other)}"
        if self.other_count is not None:
            self.other_note.value = gettext("{them} counted {other}").format(them=them, other=fmt(other))
        else:
            bull, bear = card_name(self.ctx.game.settings, "bull"), card_name(self.ctx.game.settings, "bear")
            self.other_note.value = (gettext("{them}: the rest of {hand}. If the {bull} or the {bear} was in a trick, "
                                             "the counts differ: enter {them}'s count.").format(
                them=them, hand=fmt(self.in_play(hand)), bull=bull, bear=bear))

    @staticmethod
    def in_play(hand: MillionHand) -> int:
        return int(hand.money_in_play - sum(hand.discarded))

    def _other(self, hand: MillionHand) -> int:
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
        if not isinstance(hand, MillionHand) or self.bidder_count is None:
            return
        if self.ctx.act(HandCounted(self.bidder_count, self._other(hand))):
            self.count.clear()
            self.bidder_count = self.other_count = None



# -- the panel -------------------------------------------------------------------------------------------------
