"""The exact-bid variation at the table: trump turned, everyone's bid, tricks taken, standings.

A deal is three entries: the turned card's color (optional), all the bids at
once, and the tricks each player took.  Both rows of numbers are − / +
steppers bounded by the deal size the core gives; whether the tricks add up
to the cards dealt is the core's check (a refusal shows in the banner, the
numbers stay for fixing).  Built once per visit, changed in place.
"""

from __future__ import annotations


import flet as ft

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import gettext, ngettext
from scorekeeper.games.make_a_million.settings import color_word
from scorekeeper.words import N_
from scorekeeper.rules import Event, Game, TrumpNamed
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.words import outcome_word
from scorekeeper.games.exact_bid import BidsMade, TricksCounted
from scorekeeper.games.exact_bid.deal import ExactBidDeal

from scorekeeper.ui import theme
from scorekeeper.ui.widgets import big_button, body, card, grid, heading, trump_button
from scorekeeper.ui.games import PhasedTable, ResultPart, TableContext
from scorekeeper.ui.games.numbers import Numbers, Pairs, Steppers
from scorekeeper.ui.games.entry_templates import EntryTemplates, entry_in_words_or_last

from .corrections import per_player


def deal_title(ctx: TableContext, deal: ExactBidDeal) -> str:
    return ngettext("Deal {number} of {start_cards} · {count} card each", "Deal {number} of {start_cards} · {count} cards each",
                    deal.cards).format(number=deal.number, start_cards=ctx.game.settings["start_cards"], count=deal.cards)


class DealEntryPart(ft.Column):
    """One of a deal's two entries: a number per player on − / + steppers, saved as one entry (``ENTRY``).

    A part makes its own controls, then this makes the title and the steppers and lays out
    ``controls_in_order()``; Save stores the numbers as the part's ``entry``."""

    def __init__(self, ctx: TableContext, what: str) -> None:
        self.ctx, self.numbers = ctx, Numbers()
        self.title = heading("", key="deal-title", size=22)
        self.steppers = Steppers(ctx, what, self.numbers)
        super().__init__(self.controls_in_order(), spacing=12, tight=True)

    def controls_in_order(self) -> list[ft.Control]:
        raise NotImplementedError

    def entry(self, numbers: Pairs, /) -> Event:
        raise NotImplementedError

    def _save(self, e: ft.ControlEvent) -> None:
        self.ctx.act(self.entry(self.steppers.entered()))


class BidsPart(DealEntryPart):
    """Trump (optional), then everyone's bid."""

    entry = staticmethod(BidsMade)

    def __init__(self, ctx: TableContext) -> None:
        self.dealer = body("", key="dealer", size=theme.SMALL)
        self.trump_buttons = [trump_button(c.key, c.label, f"trump-{c.key}", self._trump,
                                           tooltip=gettext("{key} is trump").format(key=c.key), data=c.key)
                              for c in ctx.game.rules.trump_choices(ctx.game.settings)]
        self.trump_help = body(gettext("Trump (optional): the turned card's color"), key="trump-shown", size=theme.SMALL)
        # Once trump is named its card stays (the colors disabled): the steppers under it never move up.
        self.trump = card(self.trump_help, grid(self.trump_buttons), key="trump")
        self.sum = body("", key="bids-sum", size=theme.SMALL)
        super().__init__(ctx, "bids")

    def controls_in_order(self) -> list[ft.Control]:
        # The explanations go under the Save key: with 8 players every stepper and Save stay on the first screen.
        return [
            self.title, self.dealer, self.trump,
            card(self.steppers, key="bid-rows"), self.sum,
            big_button(gettext("Save the bids"), "bids-save", self._save, expand=True),
            body(gettext("Everyone's bid: the tricks each player says they will take. Exact scores the bid + 5, "
                         "otherwise the tricks taken. A turned Tiger, Bull or Bear has no color: turn the next card."),
                 size=theme.SMALL),
        ]

    def refresh(self, deal: ExactBidDeal) -> None:
        values = self.numbers.for_deal(deal.number, {p: 0 for p in self.ctx.game.players})
        self.title.value = deal_title(self.ctx, deal)
        self.dealer.value = gettext("{dealer} deals · {to_act} leads").format(dealer=deal.dealer, to_act=deal.to_act())
        self.trump_help.value = (gettext("Trump: {trump}").format(
            trump=color_word(deal.trump)) if deal.trump is not None
                                 else gettext("Trump (optional): the turned card's color"))
        self.trump_help.weight = ft.FontWeight.W_600 if deal.trump is not None else None
        for button in self.trump_buttons:
            button.disabled = deal.trump is not None
        self.steppers.show(values, deal.cards)
        self.sum.value = ngettext("Bids total {total} for {count} trick", "Bids total {total} for {count} tricks",
                                  deal.cards).format(total=sum(values.values()), count=deal.cards)

    def _trump(self, e: ft.ControlEvent) -> None:
        self.ctx.act(TrumpNamed(str(e.control.data)))


class TricksPart(DealEntryPart):
    """The tricks each player took, starting from their bids."""

    entry = staticmethod(TricksCounted)

    def __init__(self, ctx: TableContext) -> None:
        self.bids = body("", key="bids-shown", size=theme.SMALL)
        self.sum = body("", key="tricks-sum", weight=ft.FontWeight.BOLD)
        super().__init__(ctx, "tricks")

    def controls_in_order(self) -> list[ft.Control]:
        return [self.title, heading(gettext("Tricks taken"), size=20), card(self.steppers, key="trick-rows"),
                self.sum, big_button(gettext("Save the tricks"), "tricks-save", self._save, expand=True), self.bids]

    def refresh(self, deal: ExactBidDeal) -> None:
        bids, players = deal.bids, self.ctx.game.players
        assert bids is not None  # the tricks are entered once the bids are in
        values = self.numbers.for_deal(deal.number, bids)  # start from the bids: only the misses need a tap
        self.title.value = deal_title(self.ctx, deal)
        trump = gettext("Trump: {trump}").format(
            trump=color_word(deal.trump)) if deal.trump else gettext("No trump turned")
        self.bids.value = gettext("{trump} · bids: {bids}").format(trump=trump, bids=", ".join(
            gettext("{player} {bid}").format(player=p, bid=bids[p]) for p in players))
        self.steppers.show(values, deal.cards, {p: gettext("bid {bids}").format(bids=bids[p]) for p in players})
        total = sum(values.values())
        self.sum.value = ngettext("{total} of {count} trick", "{total} of {count} tricks", deal.cards).format(
            total=total, count=deal.cards)
        self.sum.color = theme.MADE if total == deal.cards else theme.SET_BACK



class Standings(ft.Container):
    """Everyone's points, best first; equal points share a rank."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.rows = [(ft.Text("", size=theme.BODY, expand=True),
                      ft.Text("", size=theme.BODY, weight=ft.FontWeight.BOLD)) for _ in ctx.game.players]
        super().__init__(content=ft.Column([heading(gettext("Standings"), size=18),
                                            *[ft.Row([name, points]) for name, points in self.rows]],
                                           spacing=theme.GAP, tight=True),
                         key="standings", padding=12, border_radius=12,
                         bgcolor=ft.Colors.with_opacity(0.06, ft.Colors.ON_SURFACE))

    def show(self) -> None:
        game = self.ctx.game
        totals = game.table.totals
        order = sorted(game.players, key=lambda p: (-totals[p], game.players.index(p)))
        for (name, points), p in zip(self.rows, order):
            rank = 1 + sum(1 for q in game.players if totals[q] > totals[p])
            name.value, points.value, points.key = f"{number(rank)}. {p}", number(totals[p]), f"standing-{p}"


class ExactBidTable(PhasedTable[ExactBidDeal]):
    """The exact-bid entry panel: trump and bids, tricks, the deal's result with the standings."""

    def take_back(self) -> str | None:
        """Undo in the middle of the bids or the tricks: the last − or + tap, in words ("Ann's bid, back to 1");
        None when nothing is tapped since the last stored entry (then undo takes that back)."""
        deal = self.ctx.game.table.current
        if deal is None or self.ctx.unseen_result() is not None or deal.phase not in self.parts:
            return None
        part = self.parts[deal.phase]
        assert isinstance(part, DealEntryPart)
        tap = part.numbers.take_back() if part.numbers.deal == deal.number else None
        if tap is None:
            return None
        player, back_to = tap
        if deal.phase == "bids":
            return gettext("{player}'s bid, back to {back_to}").format(player=player, back_to=back_to)
        return gettext("{player}'s tricks, back to {back_to}").format(player=player, back_to=back_to)

    def __init__(self, ctx: TableContext) -> None:
        self.standings = Standings(ctx)
        super().__init__(ctx, {"bids": BidsPart, "tricks": TricksPart},
                         ResultPart(ctx, next_label=N_("Next deal"), extra=self.standings), hand_type=ExactBidDeal)

    def show_result(self, deal: ExactBidDeal) -> None:
        """The rules' word with how many were exact ("2 EXACT"), and everyone's standing."""
        game = self.ctx.game
        assert deal.bids is not None  # a finished deal had its bids
        exact = [p for p in game.players if deal.tricks and deal.tricks[p] == deal.bids[p]]
        word = outcome_word(game.rules.outcome(game, deal))
        self.result.show(deal, deal.explain()[1:], word=f"{number(len(exact))} {word}" if exact else word)
        self.standings.show()


# With their values: "Undid the correction of hand 1: back to the bids of deal 1" did not say which bids are back.
ENTRY_TEMPLATES: EntryTemplates = {BidsMade: N_("the bids of deal {number}: {bids}"),
                                   TricksCounted: N_("the tricks of deal {number}: {tricks}"),
                                   TrumpNamed: N_("trump {trump}")}


def describe(event: Event, deal: ExactBidDeal) -> str:
    """An entry in words, for the note undo gives: each names the deal it belongs to and everyone's number
    in it ("the bids of deal 1: Ann 2 · Bo 0 · Cy 1"), or the trump."""
    if isinstance(event, BidsMade):
        return entry_in_words_or_last(event, ENTRY_TEMPLATES, number=deal.number, bids=per_player(event.bids))
    if isinstance(event, TricksCounted):
        return entry_in_words_or_last(event, ENTRY_TEMPLATES, number=deal.number, tricks=per_player(event.tricks))
    return entry_in_words_or_last(event, ENTRY_TEMPLATES, number=deal.number)


def contract_line(game: Game, deal: PlayedHand) -> str:
    """The deal's size and trump, then everyone's bid and the tricks they took."""
    assert isinstance(deal, ExactBidDeal)  # the exact-bid panel is shown only this game's deals
    bids, tricks = deal.bids or {}, deal.tricks or {}
    shown = " · ".join(gettext("{player} bid {bid}, took {took}").format(player=p, bid=bids[p], took=tricks[p])
                       if p in tricks else gettext("{player} bid {bid}").format(player=p, bid=bids[p])
                       for p in game.players if p in bids)
    trump = deal.trump
    cards = deal.cards
    head = (gettext("{cards} cards each, trump {trump}").format(cards=cards, trump=color_word(trump)) if trump
            else gettext("{cards} cards each").format(cards=cards))
    return gettext("{head}: {bids}").format(head=head, bids=shown) if shown else head
