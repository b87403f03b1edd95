"""Spades' correction editors: a bid, a trick's winner, each player's tricks, a misdeal."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import flet as ft

from scorekeeper.games.exact_bid import TricksCounted
from scorekeeper.games.make_a_million import MisdealCalled
from scorekeeper.games.spades import BlindNilBid, TrickWon, TricksBid
from scorekeeper.rules import Event, Game

from scorekeeper.ui.corrections import Builder, apply, per_player_editor, player_editor
from scorekeeper.ui.widgets import big_button, grid, heading, tapped

from .table import bid_word

if TYPE_CHECKING:
    from scorekeeper.rules.interface import PlayedHand

    from scorekeeper.ui.app import App


def running(game: Game, hand: Any) -> str | None:
    return None  # a side's tricks are counted against its contract at the end of the hand


def describe(game: Game, hand: Any, index: int, event: Event) -> str | None:
    if isinstance(event, TricksBid):
        return f"{event.player} bids {bid_word(event.bid)}"
    if isinstance(event, BlindNilBid):
        return f"{event.player} bids Blind Nil"
    if isinstance(event, TrickWon):
        number = sum(1 for e in game.events[hand.first_event:index + 1] if isinstance(e, TrickWon))
        return f"Trick {number}: {event.winner} took it"
    return None


def bid_editor(app: App, game: Game, hand: PlayedHand, index: int, event: TricksBid | BlindNilBid,
               d: dict[str, Any]) -> list[ft.Control]:
    """The same player's bid, another number (or Nil, or Blind Nil where the rules allow it)."""
    player = event.player
    choices = [big_button(bid_word(n), f"edit-bid-{n}", tapped(lambda n: apply(app, hand, index, TricksBid(player, n)), n),
                          width=64, tooltip=f"{player} bid {bid_word(n)}: save the correction") for n in range(14)]
    if game.settings["blind_nil"]:
        choices.append(big_button("Blind Nil", "edit-bid-blind-nil",
                                  lambda e: apply(app, hand, index, BlindNilBid(player)), filled=False,
                                  tooltip=f"{player} bid Blind Nil: save the correction"))
    return [heading(f"{player}'s bid", size=18, key="edit-title"), grid(choices)]


BUILDERS: dict[type, Builder] = {
    TricksBid: bid_editor,
    BlindNilBid: bid_editor,
    TrickWon: player_editor("Who took the trick?", "edit-winner", TrickWon),
    TricksCounted: per_player_editor,
    MisdealCalled: player_editor("Who called the misdeal?", "edit-misdeal", MisdealCalled),
}
