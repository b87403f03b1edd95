"""Twenty-eight at the table: the auction, then the contract's extras (trump, double, redouble, the pair),
trick by trick or the bidding side's total, and the result.

Built from the shared toolkit (the auction part and its misdeal, the side's count, the sixes in the
race) the way Twenty-nine's table is; every figure comes from the rules core: whose call and the
lowest bid (20 over a partner), the target after the pair, the 28-point check of the eighth trick.
Built once per visit, changed in place on every tap.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.games.twenty_eight import (PACK_POINTS, TRICKS, CardPointsTrick, Doubled, PairShown, Redoubled,
                                            TwentyEightHand, remaining_points)
from scorekeeper.i18n.shown import figures
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import TrumpNamed
from scorekeeper.rules.interface import points_text
from scorekeeper.ui import theme
from scorekeeper.ui.games import AuctionPart, PhasedTable, TableContext
from scorekeeper.ui.games.declare import SideCountPart
from scorekeeper.ui.games.misdeal import MisdealPart
from scorekeeper.ui.games.parts import trump_word
from scorekeeper.ui.games.picker import Picker
from scorekeeper.ui.widgets import Keypad, big_button, body, fixed_lines, glued, grid, heading

CARD_POINTS = {"J": 3, "9": 2, "A": 1, "10": 1}  # the counting cards, high to low


def twenty_eight_auction(ctx: TableContext) -> AuctionPart[TwentyEightHand]:
    return AuctionPart(ctx, unit=1, max_digits=2, other_label=gettext("Other bid…"), extra=MisdealPart(ctx))


class PlayPart(ft.Column):
    """The contract, the running count, then the trick: its counting cards (or typed points), then who took it."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        players = ctx.game.players
        self.contract = body("", key="contract")
        self.running = body("", key="running", weight=ft.FontWeight.BOLD)
        self.title = heading("", key="trick-title", size=22)
        self.cards = {r: big_button(figures(r), f"card-{r}", self._card, filled=False, data=r) for r in CARD_POINTS}
        self.worth = body("", key="trick-value")
        self.type_points = big_button(gettext("Type points…"), "points-other", self._toggle_keypad, filled=False)
        self.clear = big_button(gettext("Clear"), "trick-clear", self._clear, filled=False)
        self.keypad = Keypad("points-keypad", self._points_typed, done_label=gettext("Set"), max_digits=2, compact=True)
        self.keypad.visible = False
        self.winners = {p: big_button(p, f"winner-{p}", self._winner, data=p) for p in players}
        seats = [(p, p) for p in players]
        self.trump = Picker(ctx, "trump", [(c.key, c.label) for c in ctx.game.rules.trump_choices(ctx.game.settings)],
                            TrumpNamed)
        self.double = Picker(ctx, "double", seats, Doubled)
        self.redouble = Picker(ctx, "redouble", seats, Redoubled)
        self.pair = Picker(ctx, "pair", seats, PairShown)
        self.rows = body("", key="tricks", size=theme.SMALL)
        self.totals_only = big_button(gettext("Totals only…"), "totals-only", ctx.enter_totals_only(True), filled=False,
                                      tooltip=gettext("Enter the bidding side's points at the end instead of trick by "
                                                      "trick"))
        self.entry = ft.Column([
            self.title, grid(list(self.cards.values())), ft.Row([self.type_points, self.clear], wrap=True),
            heading(gettext("Who took it?"), size=20), grid(list(self.winners.values())), self.keypad,
            self.worth, ft.Row([self.totals_only, self.trump, self.double, self.redouble, self.pair], wrap=True),
            self.rows], spacing=12, tight=True)
        self.totals = TotalsPart(ctx)
        self.filled_for: int | None = None
        super().__init__([self.contract, fixed_lines(self.running, 2), self.entry, self.totals], spacing=12, tight=True)

    def refresh(self, hand: TwentyEightHand) -> None:
        ctx, game = self.ctx, self.ctx.game
        mine, other = hand.running_counts()
        needed = game.rules.still_needed(game, hand)
        trump = trump_word(game, hand.trump) if hand.trump else gettext("trump not named")
        self.contract.value = gettext("{bidder} bid {bid}, {trump} · target {target} · ×{times}").format(
            bidder=hand.bidder, bid=points_text(hand.bid or 0), trump=trump, target=points_text(hand.target()),
            times=points_text(hand.multiplier()))
        needs = "" if needed is None else needed.text
        self.running.value = glued(f"{ctx.side_name(hand.bidder_side)} {points_text(mine)} · "
                                   f"{ctx.side_name(hand.other_side())} {points_text(other)} · {needs}")
        self.running.color = None if needed is None or needed.reachable else theme.SET_BACK
        self.entry.visible, self.totals.visible = not ctx.totals_only, ctx.totals_only
        self._extras(hand)
        if ctx.totals_only:
            self.totals.refresh(hand)
            return
        draft = ctx.draft
        draft.keep_only(lambda kind, value: (kind == "cards" and value in CARD_POINTS)
                        or (kind == "points" and isinstance(value, int) and 0 <= value <= 12))
        self._fill_last_trick(hand)
        number = len(hand.tricks) + 1
        self.title.value = gettext("Trick {number} of {tricks}").format(number=number, tricks=TRICKS)
        for p, button in self.winners.items():
            button.tooltip = gettext("{player} took trick {number}").format(player=p, number=number)
        for rank, button in self.cards.items():
            button.tooltip = gettext("Add the {rank} to this trick").format(rank=figures(rank))
        points, cards = self._draft_points(), draft.words("cards")
        self.worth.value = (gettext("Worth {points}: ").format(points=points) + figures(" + ".join(cards)) if cards
                            else gettext("Worth {points} (typed)").format(points=points) if draft.ints("points")
                            else gettext("Worth 0 so far (no counting cards)"))
        self.clear.visible = bool(cards or draft.ints("points"))
        self.rows.value = " · ".join(f"{points_text(i)}. {t.winner} {points_text(t.points)}"
                                     for i, t in enumerate(hand.tricks, 1))
        self.totals_only.visible = not hand.tricks

    def _extras(self, hand: TwentyEightHand) -> None:
        """Trump, double and redouble before the first trick; the pair whenever it is shown (each where it is played)."""
        game, before = self.ctx.game, not hand.started_play()
        self.trump.visible = before and hand.trump is None
        self.trump.show(gettext("Trump…"), lambda suit: True)
        doubling = bool(game.settings["doubling"]) and before
        self.double.visible = doubling and hand.doubled_by is None
        self.double.show(gettext("Double…"), lambda p: p not in hand.bidder_side)
        self.redouble.visible = doubling and hand.doubled_by is not None and hand.redoubled_by is None
        self.redouble.show(gettext("Redouble…"), lambda p: p in hand.bidder_side)
        self.pair.visible = bool(game.settings["pair"]) and hand.pair is None
        self.pair.show(gettext("Pair (K+Q)…"), lambda p: True)

    def _draft_points(self) -> int:
        draft = self.ctx.draft
        cards = draft.words("cards")
        return sum(CARD_POINTS[r] for r in cards) if cards else sum(draft.ints("points"))

    def _fill_last_trick(self, hand: TwentyEightHand) -> None:
        """The last trick holds the card points not yet taken: they are put in for the table, once."""
        points, draft = remaining_points(hand), self.ctx.draft
        if points is None or draft.words("cards") or draft.ints("points") or self.filled_for == hand.number:
            return
        self.filled_for = hand.number
        draft.tap("points", points)
        self.ctx.state.keep_draft()

    def _card(self, e: ft.ControlEvent) -> None:
        self.ctx.draft.keep_only(lambda kind, value: kind != "points")
        self.ctx.draft.tap("cards", str(e.control.data))
        self.ctx.changed()

    def _toggle_keypad(self, e: ft.ControlEvent) -> None:
        self.keypad.visible = not self.keypad.visible

    def _points_typed(self, value: int) -> bool:
        self.ctx.draft.clear()
        self.ctx.draft.tap("points", value)
        self.keypad.visible = False
        self.ctx.changed()
        return True

    def _clear(self, e: ft.ControlEvent) -> None:
        self.ctx.draft.clear()
        self.ctx.changed()

    def _winner(self, e: ft.ControlEvent) -> None:
        self.ctx.act(CardPointsTrick(str(e.control.data), self._draft_points()), takes_draft=True)


class TotalsPart(SideCountPart):
    def help_line(self, us: str, them: str) -> str:
        return gettext("Card points; {them} get the rest of {settings}.").format(them=them, settings=PACK_POINTS)


class TwentyEightTable(PhasedTable[TwentyEightHand]):
    """The Twenty-eight entry panel: auction, play (or totals), result."""

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx, {"auction": twenty_eight_auction, "play": PlayPart}, hand_type=TwentyEightHand)
