"""Twenty-nine at the table: auction, trump, royals, trick by trick, result, and the sixes.

Every figure comes from the rules core: whose call and the lowest bid from
the auction, the target after royals from the hand, the 28-point check when
the eighth trick is saved.  A trick is its counting cards tapped (or its
points typed) and then the player who took it: that tap saves it.  Above
everything the race to +6 / −6 is drawn the way the table keeps it: each
side's red six and black six, pips showing its game points.

Built once per visit, changed in place on every tap.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Event, RuleError
from scorekeeper.games.twenty_nine import PointsTrickTaken, RoyalsShown
from scorekeeper.games.twenty_nine.hand import TwentyNineHand
from scorekeeper.rules.interface import points_text
from scorekeeper.games.twenty_nine import CARD_POINTS, ROYALS_SHIFT, TRICKS, pack_points, remaining_points

from scorekeeper.ui import theme
from scorekeeper.ui.widgets import MIN_TAP, big_button, body, card, fixed_lines, glued, grid, one_line
from scorekeeper.ui.games import AuctionPart, PartWhenShown, PhasedTable, TableContext
from scorekeeper.ui.games.declare import SideCountPart, trump_part
from scorekeeper.ui.games import card_points
from scorekeeper.ui.games.card_points import PointsTricks, TrickEntry
from scorekeeper.ui.games.table_parts import trump_word
from scorekeeper.words import N_


theme.add_swatches({"hearts": ft.Colors.RED_600, "diamonds": ft.Colors.RED_400, "clubs": ft.Colors.GREY_900,
                    "spades": ft.Colors.GREY_800})  # the suits' colors on the trump buttons and in corrections

CARDS, POINTS = "cards", "points"  # the draft's kinds: the counting cards tapped, the points typed
TRICK = PointsTricks(PointsTrickTaken, CARD_POINTS, TRICKS, "twenty-nine cards", remaining_points,
                     lambda game: pack_points(game.settings), CARDS, POINTS,
                     last_point=lambda game: bool(game.settings["last_trick_point"]))


# -- auction and trump -------------------------------------------------------------------------------------------
TRUMP_HELP = N_("{bidder} names trump; then four more cards each.")  # what the bidder does before the tap


# -- play: royals, trick by trick, running count -------------------------------------------------------------------
class RoyalsPart(ft.Column):
    """Who showed King and Queen of trump; each button says the target the core gives after it."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.shown = body("", key="royals-shown", size=theme.SMALL, weight=ft.FontWeight.W_600)
        self.open = big_button("", "royals", self._toggle, filled=False, tooltip=gettext("A player shows King and Queen of trump"))
        self.help = one_line("", size=theme.SMALL)
        self.buttons = {p: big_button(p, f"royals-{p}", self._shown, filled=False, data=p) for p in ctx.game.players}
        cancel = big_button(gettext("Cancel"), "royals-cancel", self._toggle, filled=False)
        for button in (*self.buttons.values(), cancel):
            button.height = MIN_TAP  # with Cancel in their rows: the picker fits under the seats on the first screen
        self.picker = card(self.help, grid([*self.buttons.values(), cancel]), key="royals-picker", padding=8)
        self.picker.visible = False
        # The picker is placed by the play part, under the seats: opening it moves no card and no seat. Once shown,
        # the line that says so takes the button's height: nothing under it moves either.
        self.shown.max_lines, self.shown.overflow = 2, ft.TextOverflow.ELLIPSIS
        # As wide as the button it replaces (beside the trick's title): the row keeps its lines.
        self.shown_box = ft.Container(self.shown, height=theme.TAP, width=230, alignment=ft.Alignment.CENTER_LEFT)
        super().__init__([self.shown_box, self.open], spacing=8, tight=True, key="royals-part")

    def refresh(self, hand: TwentyNineHand) -> None:
        game = self.ctx.game
        low, most = game.settings["min_bid"], pack_points(game.settings)
        side = set(hand.bidder_side)
        self.shown.visible = self.shown_box.visible = hand.royals is not None
        if hand.royals is not None:
            own = hand.royals in side
            shown = (gettext("Royals shown by {royals} (bidding side: −{shift}): target {target}") if own
                     else gettext("Royals shown by {royals} (other side: +{shift}): target {target}"))
            self.shown.value = shown.format(royals=hand.royals, shift=ROYALS_SHIFT, target=hand.target())
            self.open.visible = self.picker.visible = False
            return
        self.open.visible = True  # it stays while the picker is open (a second tap closes it): nothing moves up
        trump = trump_word(self.ctx.game, hand.trump or "")  # named before anyone can show royals
        self.open.content = gettext("Royals (K+Q of {trump})…").format(trump=trump)
        if not self.picker.visible:
            return
        # One line (the buttons say each target); the rule in full is the line's tooltip.
        self.help.value = gettext("Who showed King and Queen of {trump}?").format(trump=trump)
        self.help.tooltip = (gettext("Shown by the bidding side ({bidder_side}) the target drops by 4; by the other "
                                     "side it rises by 4; never below {low} nor above {most}. Royals count once that player's side has won a trick; one pair per hand.").format(
            bidder_side=self.ctx.side_name(hand.bidder_side), low=low, most=most))
        for p, button in self.buttons.items():
            try:
                after = game.play(RoyalsShown(p)).table.current
                target = after.target() if isinstance(after, TwentyNineHand) else None
            except RuleError:
                target = None
            button.content = f"{p}: {points_text(target)}" if target is not None else p
            button.style = ft.ButtonStyle(bgcolor=ft.Colors.with_opacity(0.25, ft.Colors.PRIMARY) if p in side else None)
            button.tooltip = gettext("{player} shows King and Queen of {trump}").format(
                player=p, trump=trump)

    def _toggle(self, e: ft.ControlEvent) -> None:
        self.picker.visible = not self.picker.visible
        self.ctx.changed()

    def _shown(self, e: ft.ControlEvent) -> None:
        if self.ctx.act(RoyalsShown(str(e.control.data))):
            self.picker.visible = False
            self.ctx.changed()


class PlayPart(ft.Column):
    """The contract, the running count, the royals, then the trick (the shared card-point entry)."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.contract = body("", key="contract")
        self.running = body("", key="running", weight=ft.FontWeight.BOLD)
        self.royals = RoyalsPart(ctx)
        self.trick = TrickEntry(ctx, TRICK)
        # The how-to goes under the seats it explains, and the trick's title shares its row with the
        # royals button: every card and seat stays on a 412 x 915 phone's first screen.
        self.entry = self.trick.layout([self.royals.picker])
        self.title = self.trick.title
        top = ft.Row([self.title, self.royals], wrap=True, spacing=12, run_spacing=8,
                     vertical_alignment=ft.CrossAxisAlignment.CENTER)
        super().__init__([self.contract, fixed_lines(self.running, 2), top, self.entry], spacing=12, tight=True)
        self.totals = PartWhenShown(self, lambda: TotalsPart(ctx))

    def refresh(self, hand: TwentyNineHand) -> None:
        ctx, game = self.ctx, self.ctx.game
        us, them = ctx.side_name(hand.bidder_side), ctx.side_name(hand.other_side())
        mine, other = hand.running_counts()
        target = hand.target()
        needed = game.rules.still_needed(game, hand)
        self.contract.value = gettext("{bidder} bid {bid}, {trump} trump · target {target}").format(
            bidder=hand.bidder, bid=hand.bid, trump=trump_word(self.ctx.game, hand.trump or ""), target=target)
        needs = "" if needed is None else needed.text + (gettext(" for {target}").format(
            target=target) if needed.amount and needed.reachable else "")
        self.running.value = glued(f"{us} {points_text(mine)} · {them} {points_text(other)} · {needs}")
        self.running.color = None if needed is None or needed.reachable else theme.SET_BACK
        self.royals.refresh(hand)
        self.entry.visible = self.title.visible = not ctx.totals_only
        totals = self.totals.show(ctx.totals_only)
        if totals is not None:
            totals.refresh(hand)
            return
        self.trick.refresh(hand)


class TotalsPart(SideCountPart):
    def help_line(self, us: str, them: str) -> str:
        return gettext("Card points plus the last trick; {them} get the rest of {settings}.").format(
            them=them, settings=pack_points(self.ctx.game.settings))



# -- the panel -----------------------------------------------------------------------------------------------------
def twenty_nine_auction(ctx: TableContext) -> AuctionPart[TwentyNineHand]:
    return AuctionPart(ctx, unit=1, max_digits=2, other_label=gettext("Other bid…"))


class TwentyNineTable(PhasedTable[TwentyNineHand]):
    """The Twenty-nine entry panel: auction, trump, royals and tricks, result."""

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx, {"auction": twenty_nine_auction, "declare": trump_part(TRUMP_HELP), "play": PlayPart},
                         hand_type=TwentyNineHand)


def give_back(ctx: TableContext, event: Event, hand: TwentyNineHand) -> None:
    """An undone trick comes back as the draft it was (its counting cards if they were tapped)."""
    card_points.give_back(ctx, TRICK, event, hand)


def tap_words(ctx: TableContext, kind: str, value: int | str) -> str:
    """What undo took out of the draft, in words: "J from trick 3", "9 points typed for trick 3"."""
    return card_points.tap_words(ctx, TRICK, kind, value)
