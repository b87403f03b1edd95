"""The screens of a four-player partnership game whose contract is played for tricks (``rules.partnership``).

What such games show alike: the contracting side's tricks in one tap or trick by
trick (a player who sits out has no button), a panel whose entries say
themselves, and correction editors that ask the rules which choices are legal
at the entry being corrected, so an illegal one is greyed rather than refused
after the tap.  The game gives its words and its own parts.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import ClassVar, Generic, TypeVar

import flet as ft

from scorekeeper.i18n import shown
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Event, Game, HandCounted
from scorekeeper.rules.deal_events import MisdealCalled
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.rules.partnership import PartnershipHand
from scorekeeper.words import N_

from .. import theme
from ..corrections import apply, trick_number
from ..editors import player_editor
from ..panels import Builder, Corrections, Editor, EditorDraft, GamePanel, editor
from ..setup_context import GameSetup
from ..shell import Shell
from ..widgets import big_button, body, grid, heading, one_line, tapped
from . import GameTable, TablePanel
from ..table_context import TableContext
from .misdeal import MisdealPart

HandT = TypeVar("HandT", bound=PartnershipHand)
TrickT = TypeVar("TrickT", bound=Event)


class EntryWordsPanel(TablePanel):
    """A panel whose entries say themselves, with nothing of the hand before them (``words_of``)."""

    def words_of(self, event: Event) -> str:
        raise NotImplementedError

    def contract_of(self, hand: PlayedHand) -> str:
        raise NotImplementedError

    def contract(self, game: Game, hand: PlayedHand) -> str:
        return self.contract_of(hand)

    def undone(self, ctx: TableContext, event: Event) -> str:
        return self.words_of(event)

    def entry_words(self, before: Game, event: Event) -> str:
        return self.words_of(event)


def _panel_check() -> GamePanel:
    """mypy checks the panel a game extends against the interface the app asks (``GamePanel``)."""
    return EntryWordsPanel()


def partnership_panel(table: Callable[[TableContext], GameTable], corrections: TrickCorrections, setup: GameSetup,
                      contract: Callable[[PlayedHand], str]) -> type[EntryWordsPanel]:
    """The ``Panel`` of such a game, declared by its parts: its table, corrections, setup and contract line.
    An entry is said in its corrections' words, so the note undo gives and the corrections list agree."""

    class Panel(EntryWordsPanel):
        correction_editors = corrections
        new_game_settings = setup

        def __init__(self) -> None:
            self.table_class = table

        def contract_of(self, hand: PlayedHand) -> str:
            return contract(hand)

        def words_of(self, event: Event) -> str:
            return corrections.words_of(event)

    return Panel


class MisdealBeforeContract(MisdealPart):
    """The misdeal, offered until the contract is made (not only before the first entry)."""

    def refresh(self, hand: PlayedHand) -> None:
        self.visible = hand.bidder is None and not hand.complete
        if not self.visible:
            self.players.visible = False


class TricksPart(ft.Column, Generic[HandT]):
    """The contractors' tricks in one tap (0 to all), or who took each trick; the game says its words."""

    COUNT_KEY: ClassVar[str]  # the count buttons' key prefix ("took" → "took-7")

    def __init__(self, ctx: TableContext, tricks: int) -> None:
        self.ctx = ctx
        self.contract = one_line("", key="contract", weight=ft.FontWeight.W_600)
        self.title = heading("", key="tricks-title", size=20)
        self.counts = [big_button(shown.number(n), f"{self.COUNT_KEY}-{n}", self._count, data=n, width=56)
                       for n in range(tricks + 1)]
        self.count_row = grid(list(self.counts))
        self.trick_title = body("", key="trick-title", weight=ft.FontWeight.W_600)
        self.winners = {p: big_button(p, f"winner-{p}", self._winner, filled=False, data=p) for p in ctx.game.players}
        self.running = body("", key="running", size=theme.SMALL)
        super().__init__([self.contract, self.title, self.count_row, self.trick_title,
                          grid(list(self.winners.values())), self.running], spacing=10, tight=True)

    # -- the game's words
    def contract_text(self, hand: HandT) -> str:
        raise NotImplementedError

    def title_text(self, hand: HandT) -> str:
        raise NotImplementedError

    def count_tip(self, hand: HandT, count: int) -> str:
        raise NotImplementedError

    def running_text(self, hand: HandT) -> str:
        raise NotImplementedError

    def sitting_out(self, hand: HandT) -> tuple[str, ...]:
        return ()

    def refresh(self, hand: HandT) -> None:
        self.contract.value = self.contract_text(hand)
        by_trick = bool(hand.winners)
        self.title.value = self.title_text(hand)
        self.title.visible = self.count_row.visible = not by_trick
        for button in self.counts:
            button.tooltip = self.count_tip(hand, int(button.data))
        self.trick_title.value = (gettext("Or trick by trick: trick {trick} of {tricks} · who took it?") if not by_trick
                                  else gettext("Trick {trick} of {tricks} · who took it?")).format(
            trick=len(hand.winners) + 1, tricks=hand.TRICKS)
        out = self.sitting_out(hand)
        for p, button in self.winners.items():
            button.visible = p not in out
            button.tooltip = gettext("{player} took trick {number}").format(player=p, number=len(hand.winners) + 1)
        self.running.value = self.running_text(hand) if by_trick else ""

    def _count(self, e: ft.ControlEvent) -> None:
        self.ctx.act(HandCounted(int(e.control.data)))

    def _winner(self, e: ft.ControlEvent) -> None:
        self.ctx.act(self.trick_won(str(e.control.data)))

    def trick_won(self, winner: str) -> Event:
        """The game's event for a trick taken."""
        raise NotImplementedError


def game_before(game: Game, index: int) -> Game:
    """The game as it stood just before entry ``index``: what a correction of that entry is checked against."""
    return game.with_events(game.events[:index])


def legal_there(game: Game, index: int, candidates: list[Event]) -> list[bool]:
    """For each candidate, whether the rules take it in place of entry ``index`` (the entries after it are
    checked again when it is saved)."""
    before = game_before(game, index)
    return [before.can(event) for event in candidates]


class TrickCorrections(Corrections):
    """Corrections where a trick is named by its number and winner, the other entries in the game's words.

    What every such game corrects alike comes with it: the contractors' tricks in one tap (``count``: its
    editor's title and key prefix, out of ``tricks``), a trick's winner and a misdeal; the game gives its
    ``trick`` event, its words (``words``: each entry in words, as its panel says it), its own editors
    (``own``), its calls and what its entries' buttons call them (``entry_words``).
    """

    def __init__(self, trick: type[TrickT], words: Callable[[Event], str], count: tuple[str, str, int], *,
                 own: Iterable[tuple[type, Builder]] = (), calls: tuple[type, ...] = (),
                 entry_words: Mapping[type, str] | None = None) -> None:
        title, prefix, tricks = count
        self.CALLS, self.words_of = calls, words
        self.ENTRY_WORDS = {**(entry_words or {}), MisdealCalled: N_("the misdeal")}
        self.BUILDERS = dict([
            *own, editor(HandCounted, count_editor(title, prefix, tricks)),
            editor(trick, player_editor(N_("Who took the trick?"), "edit-winner", trick)),
            editor(MisdealCalled, player_editor(N_("Who called the misdeal?"), "edit-misdeal", MisdealCalled)),
        ])

    def describe(self, game: Game, hand: PlayedHand, index: int, event: Event) -> str | None:
        winner = getattr(event, "winner", None)
        if type(event) in self.TRICKS and isinstance(winner, str):
            return gettext("Trick {index}: {winner} took it").format(index=trick_number(game, hand, index),
                                                                    winner=winner)
        return self.words_of(event)


def count_editor(title: str, prefix: str, tricks: int) -> Editor[HandCounted]:
    """The contractors' tricks corrected: one tap on the count saves it."""
    def build(app: Shell, game: Game, hand: PlayedHand, index: int, event: HandCounted,
              d: EditorDraft) -> list[ft.Control]:
        buttons = [big_button(shown.number(n), f"{prefix}-{n}",
                              tapped(lambda n: apply(app, hand, index, HandCounted(n)), n),
                              filled=n == event.bidder_side, width=56) for n in range(tricks + 1)]
        return [heading(gettext(title), size=18, key="edit-title"), grid(buttons)]
    return build

