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

from dataclasses import dataclass, field

import flet as ft

from scorekeeper.i18n.shown import figures
from scorekeeper.i18n.translate import gettext, ngettext
from scorekeeper.rules import BidMade, Event, HandCounted, Passed, RuleError, TrumpNamed
from scorekeeper.games.twenty_nine import PointsTrickTaken, RoyalsShown
from scorekeeper.games.twenty_nine.hand import TwentyNineHand
from scorekeeper.rules.interface import points_text
from scorekeeper.games.twenty_nine import CARD_POINTS, ROYALS_SHIFT, TRICKS, pack_points, remaining_points

from scorekeeper.ui import theme
from scorekeeper.ui.widgets import MIN_TAP, Keypad, Pool, big_button, body, card, fixed_lines, glued, grid, heading, one_line
from scorekeeper.ui.games import AuctionPart, PhasedTable, TableContext
from scorekeeper.ui.games.declare import AuctionWon, SideCountPart, TrumpPart as SharedTrumpPart
from scorekeeper.ui.draft import Draft
from scorekeeper.words import N_
from scorekeeper.ui.games.parts import trump_word


theme.add_swatches({"hearts": ft.Colors.RED_600, "diamonds": ft.Colors.RED_400, "clubs": ft.Colors.GREY_900,
                    "spades": ft.Colors.GREY_800})  # the suits' colors on the trump buttons and in corrections

COUNTING = ["J", "9", "A", "10"]  # the ranks that hold card points, high to low
PER_RANK = 4  # one of each rank per suit
RANK_NAME = {"J": N_("Jack"), "9": N_("Nine"), "A": N_("Ace"), "10": N_("Ten")}

TrickCards = tuple[str, int, tuple[str, ...]]  # who took it, its points, the counting cards tapped


@dataclass
class CardsSeen:
    """The counting cards tapped for each saved trick, per hand (the record keeps only points)."""

    by_hand: dict[int, dict[int, TrickCards]] = field(default_factory=dict)

    def of(self, hand_number: int) -> dict[int, TrickCards]:
        return self.by_hand.setdefault(hand_number, {})


def cards_seen(ctx: TableContext) -> CardsSeen:
    """Kept with the open game for as long as it is open (a visit to the scoreboard keeps it)."""
    memory = ctx.state.panel_memory.get("twenty-nine cards")
    if not isinstance(memory, CardsSeen):
        memory = CardsSeen()
        ctx.state.panel_memory["twenty-nine cards"] = memory
    return memory



# -- auction and trump -------------------------------------------------------------------------------------------
class TrumpPart(SharedTrumpPart):
    def help_line(self, hand: AuctionWon) -> str:
        return gettext("{bidder} names trump; then four more cards each.").format(bidder=hand.bidder)


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


def typed_points(draft: Draft) -> int:
    """The trick's points as typed (or filled in for the last trick); 0 when none are."""
    return sum(draft.ints("points"))


class PlayPart(ft.Column):
    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        game = ctx.game
        self.contract = body("", key="contract")
        self.running = body("", key="running", weight=ft.FontWeight.BOLD)
        self.royals = RoyalsPart(ctx)
        self.title = heading("", key="trick-title", size=22)
        self.help = body("", key="trick-help", size=theme.SMALL)
        self.cards = {r: big_button(r, f"card-{r}", self._card, filled=False, data=r) for r in COUNTING}
        self.chips = Pool(ft.Row([], wrap=True), self._chip)
        # A chip-sized "none yet": the line keeps its height when the first card is tapped, so nothing
        # on a scrolled screen moves under the finger.
        self.chips_empty = ft.Chip(label=ft.Text(gettext("no counting cards yet")), disabled=True, key="draft-none")
        self.worth = body("", key="trick-value")
        self.type_points = big_button(gettext("Type points…"), "points-other", self._toggle_keypad, filled=False)
        self.clear = big_button(gettext("Clear"), "trick-clear", self._clear, filled=False)
        self.keypad = Keypad("points-keypad", self._points_typed, done_label=gettext("Set"), max_digits=2, compact=True)
        self.keypad_card = self.keypad
        self.keypad_card.visible = False
        self.winners = {p: big_button(p, f"winner-{p}", self._winner, data=p) for p in game.players}
        self.rows = Pool(ft.Column([], spacing=2, tight=True),
                         lambda i: ft.Text("", size=theme.SMALL, key=f"trick-{i + 1}"))
        self.tricks = card(heading(gettext("Tricks so far"), size=18), self.rows.box, key="tricks")
        self.totals_only = big_button(gettext("Totals only…"), "totals-only", ctx.enter_totals_only(True), filled=False,
                                      tooltip=gettext("Enter the bidding side's points at the end instead of trick by "
                                                      "trick"))
        # The how-to goes under the seats it explains, and the trick's title shares its row with the
        # royals button: every card and seat stays on a 412 x 915 phone's first screen.
        # What opens, grows or wraps (the royals picker, the keypad, the trick's chips and its worth) goes
        # under the seats: it moves no card and no seat under the finger.
        self.entry = ft.Column([
            grid(list(self.cards.values())), ft.Row([self.type_points, self.clear, self.totals_only]),
            heading(gettext("Who took it?"), size=20), grid(list(self.winners.values())), self.keypad_card,
            self.royals.picker,
            card(ft.Row([body(gettext("In this trick:")), self.chips.box, self.chips_empty], wrap=True), self.worth,
                 key="draft"),
            self.help, self.tricks,
        ], spacing=12, tight=True)
        self.totals = TotalsPart(ctx)
        self.filled_for: int | None = None
        top = ft.Row([self.title, self.royals], wrap=True, spacing=12, run_spacing=8,
                     vertical_alignment=ft.CrossAxisAlignment.CENTER)
        super().__init__([self.contract, fixed_lines(self.running, 2), top, self.entry, self.totals], spacing=12, tight=True)

    def _chip(self, index: int) -> ft.Control:
        return ft.Chip(label=ft.Text(""), key=f"draft-card-{index}", on_click=self._drop, data=index)

    def cards_left(self, hand: TwentyNineHand) -> tuple[dict[str, int], bool]:
        """How many of each counting rank are still out, and whether every saved trick's cards are known."""
        known = cards_seen(self.ctx).of(hand.number)
        left = {r: PER_RANK for r in COUNTING}
        complete = True
        for i, trick in enumerate(hand.tricks):
            entry = known.get(i)
            if entry is None or entry[0] != trick.winner or entry[1] != trick.points:
                complete = complete and trick.points == 0
                continue
            for r in entry[2]:
                left[r] -= 1
        for r in self.ctx.draft.words("cards"):
            left[r] -= 1
        return left, complete

    def draft_points(self) -> int:
        draft = self.ctx.draft
        return sum(CARD_POINTS[r] for r in draft.words("cards")) if draft.words("cards") else typed_points(draft)

    def refresh(self, hand: TwentyNineHand) -> None:
        ctx, draft, game = self.ctx, self.ctx.draft, self.ctx.game
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
        self.entry.visible, self.totals.visible = not ctx.totals_only, ctx.totals_only
        self.title.visible = not ctx.totals_only
        if ctx.totals_only:
            self.totals.refresh(hand)
            return
        number = len(hand.tricks) + 1
        most = pack_points(game.settings)  # a damaged draft file holds only ranks and points a trick can hold
        draft.keep_only(lambda kind, value: (kind == "cards" and value in CARD_POINTS)
                        or (kind == "points" and isinstance(value, int) and 0 <= value <= most))
        draft.editing = None
        self.fill_last_trick(hand)
        left, exact = self.cards_left(hand)
        self.title.value = gettext("Trick {number} of {tricks}").format(number=number, tricks=TRICKS)
        if remaining_points(hand) is not None:
            self.help.value = gettext("{to_act} leads the last trick: it holds the points left. Tap who took "
                                      "it.").format(
                to_act=hand.to_act())
        elif not hand.tricks:  # the how-to once: later tricks keep the seats on a phone's first screen
            self.help.value = (gettext("{to_act} leads. Tap the counting cards in the trick (J 3, 9 2, A 1, 10 1; (n) "
                                       "= left in this hand), or type its points; then who took it.").format(
                to_act=hand.to_act()))
        else:
            leads = (gettext("{to_act} leads.") if exact
                     else gettext("{to_act} leads · (n) = at most, some cards were typed."))
            self.help.value = leads.format(to_act=hand.to_act())
        for r, button in self.cards.items():
            button.content, button.disabled = figures(f"{r} ({left[r]})"), left[r] <= 0
            button.tooltip = ngettext("{rank}, {count} point; {left} left in this hand",
                                      "{rank}, {count} points; {left} left in this hand", CARD_POINTS[r]).format(
                rank=gettext(RANK_NAME[r]), count=CARD_POINTS[r], left=left[r])

        def fill_chip(chip: ft.Control, rank: str) -> None:
            assert isinstance(chip, ft.Chip) and isinstance(chip.label, ft.Text)
            chip.label.value, chip.label.semantics_label = figures(rank), gettext("Take the {rank} out of this trick").format(
                rank=figures(rank))
        self.chips.sync(draft.words("cards"), fill_chip)
        self.chips_empty.visible = not draft.words("cards")
        points = self.draft_points()
        if draft.words("cards"):
            worth = gettext("Worth {points}: ").format(
                points=points) + figures(" + ".join(f"{r} {CARD_POINTS[r]}" for r in draft.words('cards')))
        elif typed_points(draft) and remaining_points(hand) == typed_points(draft):
            worth = gettext("Worth {points}: what is left").format(points=points)
        elif typed_points(draft):
            worth = gettext("Worth {points} (typed)").format(points=points)
        else:
            worth = gettext("Worth 0 so far (no counting cards)")
        last = gettext(" (+1 for the last trick)") if number == TRICKS and game.settings["last_trick_point"] else ""
        self.worth.value = worth + last
        self.clear.visible = bool(draft.words("cards") or typed_points(draft))
        side = set(hand.bidder_side)
        for p, button in self.winners.items():
            button.tooltip = gettext("{player} took trick {number}").format(player=p, number=number)
        known = cards_seen(ctx).of(hand.number)

        def fill_row(row: ft.Control, item: tuple[int, PointsTrickTaken]) -> None:
            assert isinstance(row, ft.Text)
            i, t = item
            entry = known.get(i)
            cards = figures(f" ({' '.join(entry[2])})") if entry and entry[2] and entry[:2] == (t.winner, t.points) else ""
            row.value = f"{points_text(i + 1)}. {t.winner}: {points_text(t.points)}{cards}"
            row.weight = ft.FontWeight.BOLD if t.winner in side else None
        self.rows.sync(list(enumerate(hand.tricks)), fill_row)
        self.tricks.visible = bool(hand.tricks)
        # Beside Type points, on the first screen, in Clear's place: Clear is for a trick begun, Totals only for
        # a hand not begun, so the row never wraps and never pushes the seats down.
        self.totals_only.visible = not hand.tricks and not self.clear.visible

    def fill_last_trick(self, hand: TwentyNineHand) -> None:
        """The last trick holds the card points not yet taken: they are put in for the table, once."""
        draft = self.ctx.draft
        points = remaining_points(hand)
        if points is None or draft.words("cards") or typed_points(draft) or self.filled_for == hand.number:
            return
        self.filled_for = hand.number
        draft.tap("points", points)
        self.ctx.state.keep_draft()

    # -- handlers
    def _card(self, e: ft.ControlEvent) -> None:
        self.ctx.draft.keep_only(lambda kind, value: kind != "points")  # cards tapped replace typed points
        self.ctx.draft.tap("cards", str(e.control.data))
        self.ctx.changed()

    def _drop(self, e: ft.Event[ft.Chip]) -> None:
        index = int(e.control.data)
        if index < len(self.ctx.draft.words("cards")):
            self.ctx.draft.drop("cards", index)
        self.ctx.changed()

    def _toggle_keypad(self, e: ft.ControlEvent) -> None:
        self.keypad_card.visible = not self.keypad_card.visible

    def _points_typed(self, value: int) -> bool:
        self.ctx.draft.clear()
        self.ctx.draft.tap("points", value)
        self.keypad_card.visible = False
        self.ctx.changed()
        return True

    def _clear(self, e: ft.ControlEvent) -> None:
        self.ctx.draft.clear()
        self.ctx.changed()

    def _winner(self, e: ft.ControlEvent) -> None:
        hand = self.ctx.game.table.current
        assert isinstance(hand, TwentyNineHand)
        winner, points = str(e.control.data), self.draft_points()
        cards_seen(self.ctx).of(hand.number)[len(hand.tricks)] = (winner, points, tuple(self.ctx.draft.words("cards")))
        self.ctx.act(PointsTrickTaken(winner, points), takes_draft=True)



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
        super().__init__(ctx, {"auction": twenty_nine_auction, "declare": TrumpPart, "play": PlayPart},
                         hand_type=TwentyNineHand)


def give_back(ctx: TableContext, event: Event, hand: TwentyNineHand) -> None:
    """An undone trick comes back as the draft it was (its counting cards if they were tapped)."""
    if not isinstance(event, PointsTrickTaken):
        return
    known = cards_seen(ctx).of(hand.number).get(len(hand.tricks))
    ctx.draft.clear()
    if known is not None and known[:2] == (event.winner, event.points) and known[2]:
        ctx.draft.taps.extend(("cards", rank) for rank in known[2])
    else:
        ctx.draft.tap("points", event.points)


def tap_words(ctx: TableContext, kind: str, value: int | str) -> str:
    """What undo took out of the draft, in words: "J from trick 3", "9 points typed for trick 3"."""
    hand = ctx.game.table.current
    number = len(hand.tricks) + 1 if isinstance(hand, TwentyNineHand) else 0
    if kind == "points":
        return ngettext("{count} point typed for trick {number}", "{count} points typed for trick {number}",
                        value if isinstance(value, int) else 2).format(count=value, number=number)
    return gettext("{value} from trick {number}").format(value=value, number=number)
