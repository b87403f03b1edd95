"""Spades' correction editors: a bid (another number, Nil or Blind Nil), a trick's winner, each player's tricks,
a misdeal."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from scorekeeper.games.spades import TRICKS as TRICKS_IN_A_HAND, BlindNilBid, TrickWon, TricksBid
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Event, Game
from scorekeeper.rules.interface import points_text
from scorekeeper.rules.deal_events import MisdealCalled, TricksCounted

from scorekeeper.ui.corrections import Builder, EditorDraft, apply, trick_number
from scorekeeper.ui.editors import player_editor
from scorekeeper.ui.panels import editor
from scorekeeper.ui.games.numbers import initial_draft as initial_draft, numbers_editor
from scorekeeper.ui.games.entry_templates import EntryTemplates, entry_in_words
from scorekeeper.ui.widgets import big_button, grid, heading, tapped
from scorekeeper.words import N_

from .table import BID_WIDTH, bid_word

if TYPE_CHECKING:
    from scorekeeper.rules.interface import PlayedHand

    from scorekeeper.ui.shell import Shell

TRICKS: tuple[type, ...] = (TrickWon,)
CALLS: tuple[type, ...] = (TricksBid, BlindNilBid)  # "call 3": the bids go round like an auction's calls
ENTRY_WORDS: dict[type, str] = {TricksCounted: N_("the tricks taken"), MisdealCalled: N_("the misdeal")}
CORRECTION_WORDS: EntryTemplates = {BlindNilBid: N_("{player} bids Blind Nil"), MisdealCalled: N_("{player} calls a misdeal")}


def running(game: Game, hand: PlayedHand) -> str | None:
    return None  # a side's tricks are counted against its contract at the end of the hand


def describe(game: Game, hand: PlayedHand, index: int, event: Event) -> str | None:
    if isinstance(event, TricksBid):
        return gettext("{player} bids {bid}").format(player=event.player, bid=bid_word(event.bid))
    if isinstance(event, TrickWon):
        return gettext("Trick {index}: {winner} took it").format(
            index=trick_number(game, hand, index), winner=event.winner)
    if isinstance(event, TricksCounted):
        return gettext("Tricks taken: {tricks}").format(tricks=" · ".join(f"{p} {points_text(n)}" for p, n in event.tricks))
    return entry_in_words(event, CORRECTION_WORDS)


def bid_editor(app: Shell, game: Game, hand: PlayedHand, index: int, event: TricksBid | BlindNilBid,
               d: EditorDraft) -> list[ft.Control]:
    """The same player's bid, another number (or Nil, or Blind Nil where the table plays it): one tap saves it."""
    player = event.player
    choices = [big_button(bid_word(n), f"edit-bid-{n}", tapped(lambda n: apply(app, hand, index, TricksBid(player, n)), n),
                          width=BID_WIDTH, tooltip=gettext("{player} bid {count}: save the correction").format(
                              player=player, count=bid_word(n)))
               for n in range(TRICKS_IN_A_HAND + 1)]
    if game.settings["blind_nil"]:
        choices.append(big_button(gettext("Blind Nil"), "edit-bid-blind-nil", lambda e: apply(app, hand, index, BlindNilBid(player)),
                                  filled=False, tooltip=gettext("{player} bid Blind Nil: save the correction").format(
                                      player=player)))
    return [heading(gettext("{player}'s bid").format(player=player), size=18, key="edit-title"), grid(choices)]


def tricks_editor(app: Shell, game: Game, hand: PlayedHand, index: int, event: TricksCounted,
                  d: EditorDraft) -> list[ft.Control]:
    return numbers_editor(app, game, hand, index, d, TRICKS_IN_A_HAND)


BUILDERS: dict[type, Builder] = dict([  # each editor checked against its event type
    editor(TrickWon, player_editor(N_("Who took the trick?"), "edit-winner", TrickWon)),
    editor(MisdealCalled, player_editor(N_("Who called the misdeal?"), "edit-misdeal", MisdealCalled)),
    editor(TricksBid, bid_editor), editor(BlindNilBid, bid_editor), editor(TricksCounted, tricks_editor),
])
