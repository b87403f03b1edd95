"""Play again: the next game of the same table, as the rules deal it.

A group that has just finished usually plays again at once: the same players in the same seats, the same
settings, and the deal goes on from where the game left it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from .game import Game
from .played_hand import deal_passed
from .played_hand import PlayedHand


def dealer_after(game: Game, hand: PlayedHand, totals: Mapping[str, int]) -> str:
    """Who deals the hand after ``hand``, as the game's own ``hand_after`` deals it where it has one (a deal
    passed to the right)."""
    dealer = deal_passed(game.players, hand)
    hand_after: Callable[..., PlayedHand] | None = getattr(game.rules, "hand_after", None)
    return dealer if hand_after is None else hand_after(game, hand, hand.number + 1, dealer, totals).dealer


def game_again(game: Game) -> Game:
    """A new game for the table that played ``game``: the same players in the same seats and the same settings,
    dealt first by whoever would deal the hand after its last (its first dealer when it has no hand yet)."""
    table = game.table
    if table.current is not None:
        dealer = table.current.dealer
    elif table.hands:
        dealer = dealer_after(game, table.hands[-1], table.totals)
    else:
        dealer = game.dealer
    return Game(game.kind, game.players, dealer, game.settings)
