"""The whole table of a game whose hand is a ``rules.bids_then_tricks.BidsThenTricksHand`` (Oh Hell and kin).

Everyone's bids on − / + steppers and Save, then the tricks each took (starting from the bids, so only the
misses need a tap) and Save, then the shared result; undo takes back the last tap first; the corrections
correct either entry on the same steppers.  A game names its hand: ``class Panel(BidsThenTricksPanel):
hand_type = YourHand``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Mapping

import flet as ft

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Event, Game
from scorekeeper.rules.bids_then_tricks import BidsThenTricksHand, Pairs
from scorekeeper.rules.deal_events import BidsMade, TricksCounted
from scorekeeper.rules.hand_base import BidsThenTricks
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.words import N_

from ..corrections import Builder, EditorDraft
from ..panels import Corrections, GameCorrections, editor
from ..widgets import big_button, card, heading
from . import PhasedTable, ResultPart, TablePanel
from .numbers import NumbersEntryPart, numbers_editor
from ..table_context import TableContext

if TYPE_CHECKING:
    from ..shell import Shell


class BidsPart(NumbersEntryPart[BidsThenTricksHand]):
    """Everyone's bid, from 0 to the hand's cards."""

    WHAT = "bids"
    SAVE = N_("Save the bids")
    STEP_WORDS = None  # a bid's or a trick's, by WHAT
    ENTRY: Callable[[Pairs], Event] = BidsMade

    def most(self, hand: BidsThenTricksHand) -> int:
        return hand.cards


class TricksPart(BidsPart):
    """The tricks each took, from their bids (each bid shown beside the name)."""

    WHAT = "tricks"
    SAVE = N_("Save the tricks")
    ENTRY = TricksCounted

    def start(self, hand: BidsThenTricksHand) -> dict[str, int]:
        return dict(hand.bids or {})

    def notes(self, hand: BidsThenTricksHand) -> dict[str, str] | None:
        return {p: gettext("bid {bids}").format(bids=number(n)) for p, n in (hand.bids or {}).items()}


class BidsThenTricksTable(PhasedTable[BidsThenTricksHand]):
    """The bids, the tricks, the result; undo in the middle of an entry takes back its last tap."""

    def __init__(self, ctx: TableContext, hand_type: type[BidsThenTricksHand]) -> None:
        super().__init__(ctx, {BidsThenTricks.BIDS: BidsPart, BidsThenTricks.TRICKS: TricksPart}, ResultPart(ctx),
                         hand_type=hand_type)

    def take_back(self) -> str | None:
        hand = self.ctx.game.table.current
        part = self.parts.get(hand.phase) if hand is not None and self.ctx.unseen_result() is None else None
        if hand is None or not isinstance(part, NumbersEntryPart) or part.numbers.deal != hand.number:
            return None
        tap = part.numbers.take_back()
        if tap is None:
            return None
        player, back_to = tap
        if part.WHAT == "bids":
            return gettext("{player}'s bid, back to {back_to}").format(player=player, back_to=back_to)
        return gettext("{player}'s tricks, back to {back_to}").format(player=player, back_to=back_to)


def _entry_editor(app: Shell, game: Game, hand: PlayedHand, index: int, event: BidsMade | TricksCounted,
                  d: EditorDraft) -> list[ft.Control]:
    """Everyone's bids or tricks corrected on − / + steppers, bounded by the hand's cards."""
    assert isinstance(hand, BidsThenTricksHand)  # (the panel's hands only)
    if isinstance(event, BidsMade):
        return numbers_editor(app, game, hand, index, d, hand.cards, N_("Bids"), BidsMade)
    return numbers_editor(app, game, hand, index, d, hand.cards)


class BidsThenTricksCorrections(Corrections):
    """Either entry corrected on the steppers; each said with everyone's numbers."""

    BUILDERS: dict[type, Builder] = dict([editor(BidsMade, _entry_editor), editor(TricksCounted, _entry_editor)])
    ENTRY_WORDS: Mapping[type, str] = {BidsMade: N_("the bids"), TricksCounted: N_("the tricks taken")}

    def describe(self, game: Game, hand: PlayedHand, index: int, event: Event) -> str | None:
        if isinstance(event, BidsMade):
            return gettext("Bids: {bids}").format(bids=_listed(event.bids))
        if isinstance(event, TricksCounted):
            return gettext("Tricks taken: {tricks}").format(tricks=_listed(event.tricks))
        return None

    def initial_draft(self, event: Event) -> EditorDraft | None:
        if isinstance(event, (BidsMade, TricksCounted)):
            return EditorDraft({"values": dict(event[0])})
        return None


def _listed(pairs: Pairs) -> str:
    return " · ".join(f"{p} {number(n)}" for p, n in pairs)


class BidsThenTricksPanel(TablePanel):
    """The table of a bids-then-tricks game: name its ``hand_type`` (a ``BidsThenTricksHand``)."""

    hand_type: type[BidsThenTricksHand]
    correction_editors: GameCorrections = BidsThenTricksCorrections()

    def build_table(self, ctx: TableContext) -> ft.Control:
        self.table = BidsThenTricksTable(ctx, self.hand_type)
        self.table.refresh()
        return self.table
