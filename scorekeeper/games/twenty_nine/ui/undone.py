"""What Twenty-nine's undo says it took back: the last entry in words ("trick 3, North took 4 points")."""

from __future__ import annotations

from scorekeeper.games.twenty_nine import PointsTrickTaken, RoyalsShown
from scorekeeper.games.twenty_nine.hand import TwentyNineHand
from scorekeeper.games.twenty_nine.words import suit_word
from scorekeeper.i18n.translate import gettext, ngettext
from scorekeeper.rules import BidMade, Event, HandCounted, Passed, TrumpNamed


def describe(event: Event, hand: TwentyNineHand) -> str:
    if isinstance(event, PointsTrickTaken):
        return ngettext("trick {number}, {winner} took {count} point", "trick {number}, {winner} took {count} points",
                        event.points).format(number=len(hand.tricks) + 1, winner=event.winner, count=event.points)
    if isinstance(event, BidMade):
        return gettext("{player} bid {amount}").format(player=event.player, amount=event.amount)
    if isinstance(event, Passed):
        return gettext("{player} passed").format(player=event.player)
    if isinstance(event, TrumpNamed):
        return gettext("trump {trump}").format(trump=suit_word(event.trump))
    if isinstance(event, RoyalsShown):
        return gettext("the royals shown by {player}").format(player=event.player)
    if isinstance(event, HandCounted):
        return gettext("the count {bidder_side}").format(bidder_side=event.bidder_side)
    return gettext("the last entry")
