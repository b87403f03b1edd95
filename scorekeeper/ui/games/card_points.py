"""A trick entered by its card points: the counting cards tapped (or its points typed), then who took it.

Shared by the games whose tricks are scored in card points (J 3, 9 2, A 1, 10 1): each card button says
how many of its rank are still out in the hand, the trick's worth is added up as it is tapped, the last
trick is filled in with the points left, and the seat tapped saves the trick.  The game says what its
trick event is and how its rules count (``PointsTricks``); the rules core still checks every trick.
Built once per visit, changed in place on every tap.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Generic, TypeVar, Mapping, Sequence, cast

import flet as ft

from scorekeeper.i18n.shown import figures
from scorekeeper.i18n.translate import gettext, ngettext
from scorekeeper.rules import BidMade, Event, Game, HandCounted, Passed, TrumpNamed
from scorekeeper.rules.bidding import PointsTrick, PointsTrickHand
from scorekeeper.rules.interface import points_text
from scorekeeper.ui import theme
from scorekeeper.ui.widgets import Keypad, Pool, big_button, body, card, grid, heading
from scorekeeper.words import N_

from ..table_context import TableContext
from ..shown_parts import PartWhenShown

PER_RANK = 4  # one of each rank per suit
RANK_NAME = {"J": N_("Jack"), "9": N_("Nine"), "A": N_("Ace"), "10": N_("Ten")}

TrickCards = tuple[str, int, tuple[str, ...]]  # who took it, its points, the counting cards tapped


HandP = TypeVar("HandP", bound=PointsTrickHand)  # the hand in play, as the entry reads it


KEYPAD_PLACE = 4  # the points keypad's place in the layout: under the cards, their buttons and the seats, as it was


@dataclass(frozen=True)
class PointsTricks(Generic[HandP]):
    """A game's trick of card points: its event, its draft kinds and how its rules count."""

    trick: type  # the trick event's class, made of who took it and its points
    card_points: Mapping[str, int]  # the counting ranks, high to low, and their points
    tricks: int  # tricks in a hand
    memory_key: str  # where the cards tapped are kept while the game is open (``panel_memory``)
    remaining: Callable[[HandP], int | None]  # of the game's hand: the points the last trick holds (None before it)
    most: Callable[[Game], int]  # the points a typed trick may hold at most
    cards: str  # the draft's kinds (the game's own words): the ranks tapped, the points typed
    typed: str
    last_point: Callable[[Game], bool] = lambda game: False  # the last trick scores a point of its own

    def event(self, winner: str, points: int) -> Event:
        return cast(Event, self.trick(winner, points))


@dataclass
class CardsSeen:
    """The counting cards tapped for each saved trick, per hand (the record keeps only points)."""

    by_hand: dict[int, dict[int, TrickCards]] = field(default_factory=dict)

    def of(self, hand_number: int) -> dict[int, TrickCards]:
        return self.by_hand.setdefault(hand_number, {})


def cards_seen(ctx: TableContext, spec: PointsTricks[HandP]) -> CardsSeen:
    """Kept with the open game for as long as it is open (a visit to the scoreboard keeps it)."""
    memory = ctx.state.panel_memory.get(spec.memory_key)
    if not isinstance(memory, CardsSeen):
        memory = CardsSeen()
        ctx.state.panel_memory[spec.memory_key] = memory
    return memory


class TrickEntry(Generic[HandP]):
    """The controls of one trick's entry; the game's play part places them (``layout``) among its own."""

    def __init__(self, ctx: TableContext, spec: PointsTricks[HandP]) -> None:
        self.ctx, self.spec = ctx, spec
        self.title = heading("", key="trick-title", size=22)
        self.help = body("", key="trick-help", size=theme.SMALL)
        self.cards = {r: big_button(r, f"card-{r}", self._card, filled=False, data=r) for r in spec.card_points}
        self.chips = Pool(ft.Row([], wrap=True), self._chip)
        # A chip-sized "none yet": the line keeps its height when the first card is tapped, so nothing
        # on a scrolled screen moves under the finger.
        self.chips_empty = ft.Chip(label=ft.Text(gettext("no counting cards yet")), disabled=True, key="draft-none")
        self.worth = body("", key="trick-value")
        self.type_points = big_button(gettext("Type points…"), "points-other", self._toggle_keypad, filled=False)
        self.clear = big_button(gettext("Clear"), "trick-clear", self._clear, filled=False)
        self.keypad: PartWhenShown[Keypad] | None = None  # the points keypad, under the seats: set with the layout
        self.winners = {p: big_button(p, f"winner-{p}", self._winner, data=p) for p in ctx.game.players}
        self.rows = Pool(ft.Column([], spacing=2, tight=True),
                         lambda i: ft.Text("", size=theme.SMALL, key=f"trick-{i + 1}"))
        self.tricks = card(heading(gettext("Tricks so far"), size=18), self.rows.box, key="tricks")
        self.totals_only = big_button(gettext("Totals only…"), "totals-only", ctx.enter_totals_only(True), filled=False,
                                      tooltip=gettext(
                                          "Enter the bidding side's points at the end instead of trick by trick"))
        self.filled_for: int | None = None

    def layout(self, under_seats: Sequence[ft.Control]) -> ft.Column:
        """The cards, then who took it; what opens, grows or wraps (the keypad, ``under_seats``, the trick's
        chips and worth) goes under the seats, so it moves no card and no seat under the finger."""
        column = ft.Column([
            grid(list(self.cards.values())), ft.Row([self.type_points, self.clear, self.totals_only]),
            heading(gettext("Who took it?"), size=20), grid(list(self.winners.values())),
            *under_seats,
            card(ft.Row([body(gettext("In this trick:")), self.chips.box, self.chips_empty], wrap=True), self.worth,
                 key="draft"),
            self.help, self.tricks,
        ], spacing=12, tight=True)
        self.keypad = PartWhenShown(column, self._points_keypad, place=KEYPAD_PLACE)
        return column

    def _chip(self, index: int) -> ft.Control:
        return ft.Chip(label=ft.Text(""), key=f"draft-card-{index}", on_click=self._drop, data=index)

    # -- what the draft holds ------------------------------------------------------------------------------
    def typed_points(self) -> int:
        """The trick's points as typed (or filled in for the last trick); 0 when none are."""
        return sum(self.ctx.draft.ints(self.spec.typed))

    def tapped(self) -> list[str]:
        return self.ctx.draft.words(self.spec.cards)

    def draft_points(self) -> int:
        cards = self.tapped()
        return sum(self.spec.card_points[r] for r in cards) if cards else self.typed_points()

    def cards_left(self, hand: HandP) -> tuple[dict[str, int], bool]:
        """How many of each counting rank are still out, and whether every saved trick's cards are known."""
        known = cards_seen(self.ctx, self.spec).of(hand.number)
        left = {r: PER_RANK for r in self.spec.card_points}
        complete = True
        for i, trick in enumerate(hand.tricks):
            entry = known.get(i)
            if entry is None or entry[0] != trick.winner or entry[1] != trick.points:
                complete = complete and trick.points == 0
                continue
            for r in entry[2]:
                left[r] -= 1
        for r in self.tapped():
            left[r] -= 1
        return left, complete

    # -- refresh -------------------------------------------------------------------------------------------
    def refresh(self, hand: HandP) -> None:
        spec, draft, game = self.spec, self.ctx.draft, self.ctx.game
        most = spec.most(game)  # a damaged draft file holds only ranks and points a trick can hold
        draft.keep_only(lambda kind, value: (kind == spec.cards and value in spec.card_points)
                        or (kind == spec.typed and isinstance(value, int) and 0 <= value <= most))
        draft.editing = None
        self.fill_last_trick(hand)
        number = len(hand.tricks) + 1
        self.title.value = gettext("Trick {number} of {tricks}").format(number=number, tricks=spec.tricks)
        left, exact = self.cards_left(hand)
        self.help.value = self._help(hand, exact)
        for r, button in self.cards.items():
            button.content, button.disabled = figures(f"{r} ({left[r]})"), left[r] <= 0
            button.tooltip = ngettext("{rank}, {count} point; {left} left in this hand",
                                      "{rank}, {count} points; {left} left in this hand", spec.card_points[r]).format(
                rank=gettext(RANK_NAME[r]), count=spec.card_points[r], left=left[r])
        self._refresh_draft(hand, number)
        for p, button in self.winners.items():
            button.tooltip = gettext("{player} took trick {number}").format(player=p, number=number)
        self._refresh_rows(hand)
        # Beside Type points, on the first screen, in Clear's place: Clear is for a trick begun, Totals only for
        # a hand not begun, so the row never wraps and never pushes the seats down.
        self.totals_only.visible = not hand.tricks and not self.clear.visible

    def _help(self, hand: HandP, exact: bool) -> str:
        if self.spec.remaining(hand) is not None:
            return gettext("{to_act} leads the last trick: it holds the points left. Tap who took "
                           "it.").format(to_act=hand.to_act())
        if not hand.tricks:  # the how-to once: later tricks keep the seats on a phone's first screen
            return gettext("{to_act} leads. Tap the counting cards in the trick (J 3, 9 2, A 1, 10 1; (n) "
                           "= left in this hand), or type its points; then who took it.").format(to_act=hand.to_act())
        leads = (gettext("{to_act} leads.") if exact
                 else gettext("{to_act} leads · (n) = at most, some cards were typed."))
        return leads.format(to_act=hand.to_act())

    def _refresh_draft(self, hand: HandP, number: int) -> None:
        cards, typed, spec = self.tapped(), self.typed_points(), self.spec

        def fill_chip(chip: ft.Control, rank: str) -> None:
            assert isinstance(chip, ft.Chip) and isinstance(chip.label, ft.Text)
            chip.label.value = figures(rank)
            chip.label.semantics_label = gettext("Take the {rank} out of this trick").format(rank=figures(rank))
        self.chips.sync(cards, fill_chip)
        self.chips_empty.visible = not cards
        points = self.draft_points()
        if cards:
            worth = gettext("Worth {points}: ").format(
                points=points) + figures(" + ".join(f"{r} {spec.card_points[r]}" for r in cards))
        elif typed and spec.remaining(hand) == typed:
            worth = gettext("Worth {points}: what is left").format(points=points)
        elif typed:
            worth = gettext("Worth {points} (typed)").format(points=points)
        else:
            worth = gettext("Worth 0 so far (no counting cards)")
        last = spec.last_point(self.ctx.game) and number == spec.tricks
        self.worth.value = worth + (gettext(" (+1 for the last trick)") if last else "")
        self.clear.visible = bool(cards or typed)

    def _refresh_rows(self, hand: HandP) -> None:
        known, side = cards_seen(self.ctx, self.spec).of(hand.number), set(hand.bidder_side)

        def fill_row(row: ft.Control, item: tuple[int, PointsTrick]) -> None:
            assert isinstance(row, ft.Text)
            i, t = item
            entry = known.get(i)
            cards = figures(f" ({' '.join(entry[2])})") if entry and entry[2] and entry[:2] == (t.winner, t.points) else ""
            row.value = f"{points_text(i + 1)}. {t.winner}: {points_text(t.points)}{cards}"
            row.weight = ft.FontWeight.BOLD if t.winner in side else None
        self.rows.sync(list(enumerate(hand.tricks)), fill_row)
        self.tricks.visible = bool(hand.tricks)

    def fill_last_trick(self, hand: HandP) -> None:
        """The last trick holds the card points not yet taken: they are put in for the table, once."""
        points = self.spec.remaining(hand)
        if points is None or self.tapped() or self.typed_points() or self.filled_for == hand.number:
            return
        self.filled_for = hand.number
        self.ctx.draft.tap(self.spec.typed, points)

    # -- handlers ------------------------------------------------------------------------------------------
    def _card(self, e: ft.ControlEvent) -> None:
        typed = self.spec.typed
        self.ctx.draft.keep_only(lambda kind, value: kind != typed)  # cards tapped replace typed points
        self.ctx.draft.tap(self.spec.cards, str(e.control.data))
        self.ctx.changed()

    def _drop(self, e: ft.Event[ft.Chip]) -> None:
        index = int(e.control.data)
        if index < len(self.tapped()):
            self.ctx.draft.drop(self.spec.cards, index)
        self.ctx.changed()

    def _toggle_keypad(self, e: ft.ControlEvent) -> None:
        assert self.keypad is not None  # the keypad's button is in the layout
        self.keypad.show(not self.keypad.shown)

    def _points_keypad(self) -> Keypad:
        """The points keypad, made at its first opening: the tables where nobody types a trick's points never
        send its 17 controls."""
        return Keypad("points-keypad", self._points_typed, done_label=gettext("Set"), max_digits=2, compact=True)

    def _points_typed(self, value: int) -> bool:
        self.ctx.draft.clear()
        self.ctx.draft.tap(self.spec.typed, value)
        if self.keypad is not None:
            self.keypad.show(False)
        self.ctx.changed()
        return True

    def _clear(self, e: ft.ControlEvent) -> None:
        self.ctx.draft.clear()
        self.ctx.changed()

    def _winner(self, e: ft.ControlEvent) -> None:
        hand = self.ctx.game.table.current
        if hand is None:
            return
        winner, points = str(e.control.data), self.draft_points()
        tricks = len(getattr(hand, "tricks"))
        cards_seen(self.ctx, self.spec).of(hand.number)[tricks] = (winner, points, tuple(self.tapped()))
        self.ctx.act(self.spec.event(winner, points), takes_draft=True)


def give_back(ctx: TableContext, spec: PointsTricks[HandP], event: Event, hand: HandP) -> bool:
    """An undone trick comes back as the draft it was (its counting cards if they were tapped); False when
    ``event`` is not the game's trick."""
    if type(event) is not spec.trick:
        return False
    trick = cast(PointsTrick, event)  # the game's trick class: who took it and its points
    winner, points = trick.winner, trick.points
    known = cards_seen(ctx, spec).of(hand.number).get(len(hand.tricks))
    ctx.draft.clear()
    if known is not None and known[:2] == (winner, points) and known[2]:
        ctx.draft.taps.extend((spec.cards, rank) for rank in known[2])
    else:
        ctx.draft.tap(spec.typed, points)
    return True


def tap_words(ctx: TableContext, spec: PointsTricks[HandP], kind: str, value: int | str) -> str:
    """What undo took out of the draft, in words: "J from trick 3", "9 points typed for trick 3"."""
    hand = ctx.game.table.current
    number = len(getattr(hand, "tricks", ())) + 1 if hand is not None else 0
    if kind == spec.typed:
        return ngettext("{count} point typed for trick {number}", "{count} points typed for trick {number}",
                        value if isinstance(value, int) else 2).format(count=value, number=number)
    return gettext("{value} from trick {number}").format(value=value, number=number)


def entry_words(event: Event, hand: HandP, spec: PointsTricks[HandP], suit_word: Callable[[str], str]) -> str | None:
    """The entries every card-point game has, in words, for Undo and Redo ("trick 3, North took 4 points",
    "East bid 17"); ``hand`` is the hand as it was before the entry.  None for the game's own entries."""
    if type(event) is spec.trick:
        trick = cast(PointsTrick, event)
        return ngettext("trick {number}, {winner} took {count} point", "trick {number}, {winner} took {count} points",
                        trick.points).format(number=len(hand.tricks) + 1, winner=trick.winner, count=trick.points)
    if isinstance(event, BidMade):
        return gettext("{player} bid {amount}").format(player=event.player, amount=event.amount)
    if isinstance(event, Passed):
        return gettext("{player} passed").format(player=event.player)
    if isinstance(event, TrumpNamed):
        return gettext("trump {trump}").format(trump=suit_word(event.trump))
    if isinstance(event, HandCounted):
        return gettext("the count {bidder_side}").format(bidder_side=event.bidder_side)
    return None
