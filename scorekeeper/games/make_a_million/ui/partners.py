"""Make-a-Million's partners at the table: the called card, naming partners in one tap each, and the seats' labels.
"""

from __future__ import annotations


import flet as ft

from scorekeeper.games.make_a_million.hand import MillionHand

from scorekeeper.games.make_a_million import PartnersNamed, TrickTaken
from scorekeeper.games.make_a_million import CardCalled
from scorekeeper.games.make_a_million import (DUMMY, called_card_choices, card_label)

from scorekeeper.i18n.translate import gettext
from scorekeeper.ui import theme
from scorekeeper.ui.widgets import (MIN_TAP, big_button, body, grid, heading)
from scorekeeper.ui.games import TableContext


def seat_label(seat: str) -> str:
    return seat.capitalize() if seat == DUMMY else seat


def trick_events(ctx: TableContext, hand: MillionHand) -> list[tuple[int, TrickTaken]]:
    """The hand's tricks with their places among the game's events (for corrections)."""
    game = ctx.game
    start = hand.first_event
    return [(start + offset, event) for offset, event in enumerate(game.events[start:start + hand.event_count])
            if isinstance(event, TrickTaken)]


# -- auction -------------------------------------------------------------------------------------------------
class CalledCard(ft.Column):
    """Called-partner games: the card the bidder called (the holder is the secret partner), kept in the record."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        settings = ctx.game.settings
        self.choice = ft.Dropdown(
            key="called-card", label=gettext("Card called"), width=260,
            options=[ft.DropdownOption(key=c.key, text=c.label) for c in called_card_choices(settings)],
            on_select=self._select)
        self.shown = body("", key="called-card-shown", weight=ft.FontWeight.W_600)
        super().__init__([ft.Semantics(content=self.choice, label=gettext("The card the bidder called")), self.shown],
                         spacing=6, tight=True, visible=settings["partnership"] == "called")

    def refresh(self, hand: MillionHand) -> None:
        if not self.visible:
            return
        called = hand.called_card
        self.choice.visible = called is None
        self.shown.visible = called is not None
        if called is not None:
            self.shown.value = gettext("{bidder} called {called}").format(
                bidder=hand.bidder, called=card_label(self.ctx.game.settings, called))

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
        self.confirm = big_button(gettext("Alone"), "partners-confirm", self._confirm, filled=False)
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

    def refresh(self, hand: MillionHand) -> None:
        if hand.number != self.hand_number:
            self.hand_number, self.chosen = hand.number, []
        known = [p for p in (hand.partners or ()) if p in self.ctx.game.players] if hand.partners_named else []
        self.chosen = [p for p in self.chosen if p not in known]
        more = hand.more_partners_possible
        # During play the picker keeps its size from the first trick to the last (see the class).
        self.known.visible = hand.partners_named or self.compact
        self.picker.visible = more or self.compact
        sides = gettext("Sides: {bidder_side} against {other_side}").format(
            bidder_side=self.ctx.side_name(hand.bidder_side), other_side=self.ctx.side_name(hand.other_side()))
        mode = self.ctx.game.settings["partnership"]
        what = (gettext("the holder of the called card") if mode == "called"
                else gettext("the holders of the duplicates of the cards laid face up"))
        if self.compact:  # under the seats during play: the sides and what to tap, the details in a tooltip
            revealed = (gettext("Another partner of {bidder} revealed? Tap them.") if known
                        else gettext("A partner of {bidder} revealed? Tap them."))
            self.known.value = revealed.format(bidder=hand.bidder) if more else sides
            self.known.tooltip = gettext("A partner is {what}").format(what=what)
        elif hand.partners_named:
            self.known.value = sides
        if not self.picker.visible:
            return
        self.help.value = (gettext("Another partner of {bidder} revealed? Tap them ({what}).").format(
            bidder=hand.bidder, what=what) if known
                           else gettext("Who partnered {bidder}? ({what})").format(bidder=hand.bidder, what=what))
        for p, button in self.toggles.items():
            picked = p in self.chosen or (self.compact and p in known)
            button.visible = p != hand.bidder and (self.compact or p not in known)
            button.disabled = self.compact and (p in known or not more)
            self.ticks[p].icon = ft.Icons.CHECK if picked else ft.Icons.ADD
            style = self.picked_style if picked else self.plain_style
            if button.style is not style:  # a style is sent again whenever it is a new object
                button.style = style
            button.tooltip = (gettext("{player} is a partner of {bidder}").format(
                player=p, bidder=hand.bidder) if picked
                              else gettext("{player} is revealed as a partner of {bidder}").format(
                                  player=p, bidder=hand.bidder) if self.compact
                              else gettext("{player} is not a partner of {bidder}").format(
                                  player=p, bidder=hand.bidder))
        self.confirm.content = (gettext("Name the partner") if len(self.chosen) == 1 else gettext("Name the partners")) if self.chosen \
            else gettext("Alone")
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
        super().__init__([heading(gettext("Every trick is in"), size=22), self.picker], spacing=12, tight=True)

    def refresh(self, hand: MillionHand) -> None:
        self.picker.refresh(hand)


# -- trick by trick --------------------------------------------------------------------------------------------
