"""The screens of a four-player partnership game whose contract is played for tricks (``rules.partnership``).

What such games show alike: the contracting side's tricks in one tap or trick by
trick (a player who sits out has no button), a panel whose entries say
themselves, and correction editors that ask the rules which choices are legal
at the entry being corrected, so an illegal one is greyed rather than refused
after the tap.  The game gives its words and its own parts.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Generic, TypeVar

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
from ..editors import game_before as game_before, legal_there as legal_there, player_editor
from ..panels import Builder, Corrections, Editor, EditorDraft, GamePanel, editor
from ..setup_context import GameSetup
from ..shell import Shell
from ..widgets import big_button, body, fixed_lines, grid, heading, tapped
from . import GameTable, ScoreBars, TablePanel
from ..table_context import TableContext
from .misdeal import MISDEAL_EDITOR, MisdealPart, misdeal_called_by

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
                      contract: Callable[[PlayedHand], str],
                      bars: type[ScoreBars] = ScoreBars) -> type[EntryWordsPanel]:
    """The ``Panel`` of such a game, declared by its parts: its table, corrections, setup and contract line, and
    its race's ``bars`` where the shared ones do not draw it (a losing score below 0).
    An entry is said in its corrections' words, so the note undo gives and the corrections list agree."""

    class Panel(EntryWordsPanel):
        correction_editors = corrections
        new_game_settings = setup
        race_bars = bars

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


def _nobody_out(hand: PartnershipHand) -> tuple[str, ...]:
    return ()


@dataclass(frozen=True)
class TricksWords(Generic[HandT]):
    """What a game's tricks part says and stores, declared once: the count buttons' key prefix ("took" →
    "took-7"), its event for a trick taken, its contract line, the title over the count, the count button's tooltip
    and the running count (templates with ``{side}``, the contracting side, and ``{count}``), who sits out."""

    count_key: str
    trick_won: Callable[[str], Event]
    contract: Callable[[HandT], str]
    title: Callable[[HandT], str]
    count_tip: str
    running: str
    sitting_out: Callable[[HandT], tuple[str, ...]] = _nobody_out


class TricksPart(ft.Column, Generic[HandT]):
    """The contractors' tricks in one tap (0 to all), or who took each trick; the game says its words."""

    def __init__(self, ctx: TableContext, words: TricksWords[HandT], tricks: int) -> None:
        self.ctx, self.words = ctx, words
        self.contract = fixed_lines(body("", key="contract", weight=ft.FontWeight.W_600), 2)
        self.title = heading("", key="tricks-title", size=20)
        self.counts = [big_button(shown.number(n), f"{words.count_key}-{n}", self._count, data=n, width=56)
                       for n in range(tricks + 1)]
        self.count_row = grid(list(self.counts))
        self.trick_title = body("", key="trick-title", weight=ft.FontWeight.W_600)
        self.winners = {p: big_button(p, f"winner-{p}", self._winner, filled=False, data=p) for p in ctx.game.players}
        self.running = body("", key="running", size=theme.SMALL)
        super().__init__([self.contract, self.title, self.count_row, self.trick_title,
                          grid(list(self.winners.values())), self.running], spacing=10, tight=True)

    def refresh(self, hand: HandT) -> None:
        words, side = self.words, hand.side_name(hand.bidder_side)
        self.contract.value = words.contract(hand)
        by_trick = bool(hand.winners)
        self.title.value = words.title(hand)
        self.title.visible = self.count_row.visible = not by_trick
        for button in self.counts:
            button.tooltip = gettext(words.count_tip).format(side=side, count=int(button.data))
        self.trick_title.value = trick_question(len(hand.winners), hand.TRICKS)
        out = words.sitting_out(hand)
        for p, button in self.winners.items():
            button.visible = p not in out
            button.tooltip = gettext("{player} took trick {number}").format(player=p, number=len(hand.winners) + 1)
        self.running.value = (gettext(words.running).format(side=side, count=hand.contract_tricks()) if by_trick
                              else "")

    def _count(self, e: ft.ControlEvent) -> None:
        self.ctx.act(HandCounted(int(e.control.data)))

    def _winner(self, e: ft.ControlEvent) -> None:
        self.ctx.act(self.words.trick_won(str(e.control.data)))


def trick_question(entered: int, tricks: int) -> str:
    """Who took the next trick, asked over the winners' buttons: offered as the other way ("Or trick by
    trick") until the first is entered, then the only way left."""
    question = (gettext("Or trick by trick: trick {trick} of {tricks} · who took it?") if not entered
                else gettext("Trick {trick} of {tricks} · who took it?"))
    return question.format(trick=entered + 1, tricks=tricks)


def contract_line(hand_type: type[HandT], said: Callable[[HandT], str]) -> Callable[[PlayedHand], str]:
    """A game's contract line (the scoreboard, the hand view, over the tricks): nothing for another game's hand,
    a misdeal and who called it, else the game's words for its contract (``said``)."""
    def line(hand: PlayedHand) -> str:
        if not isinstance(hand, hand_type):
            return ""
        if hand.misdeal_by is not None:
            return misdeal_called_by(hand.misdeal_by)
        return said(hand)
    return line


def tricks_part(words: TricksWords[HandT], tricks: int) -> Callable[[TableContext], TricksPart[HandT]]:
    """The tricks part of a game's table (``tricks`` in a hand), for its table's phases."""
    return lambda ctx: TricksPart(ctx, words, tricks)


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
            MISDEAL_EDITOR,
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

