"""Auction Pitch's hands in the game record (docs/game-record.md, "Auction Pitch"): read into events, written back."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.jsontypes import JsonObject, JsonValue
from scorekeeper.rules import all_fours, record_parts
from scorekeeper.rules.bid_events import BidMade, Passed
from scorekeeper.rules.errors import RecordError
from scorekeeper.rules.events import Event
from scorekeeper.rules.seating import clockwise_from, left_of

from .events import AllTricksTaken, PointNobody, PointTaken
from .settings import POINTS

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game

    from .hand import PitchHand

HAND_KEYS = ("auction", "trump", "points", "all_tricks")


def hand_events(game: Game, value: JsonValue) -> list[Event]:
    """A hand read as if the first dealer dealt it (the record reader uses ``dealt_hand_events``)."""
    return dealt_hand_events(game, value, game.dealer)


def dealt_hand_events(game: Game, value: JsonValue, dealer: str) -> list[Event]:
    """A hand of the record (hostile JSON) as events: the calls, trump, all six tricks, then the four points.
    ``dealer`` lets a call the replay refuses be named at its call rather than at ``all_tricks``."""
    hand, events = record_parts.opening_events(value, HAND_KEYS)
    if "misdeal" in hand:
        return events
    all_tricks = hand.get("all_tricks", False)
    if not isinstance(all_tricks, bool):
        raise RecordError("'all_tricks' must be true or false; got {v}", v=record_parts.show(all_tricks))
    if all_tricks:
        bids = [e for e in events if type(e) is BidMade]
        if not bids and _a_call_is_refused(game, events, dealer):
            return events  # the replay refuses that call; nothing after it is read
        if not bids:
            raise RecordError("'all_tricks' is the pitcher's side's, but nobody bid in this hand")
        events.append(AllTricksTaken(bids[-1].player))
    if "points" in hand:
        events += all_fours.points_events(hand["points"], PointTaken, PointNobody)
    return events


def _a_call_is_refused(game: Game, events: list[Event], dealer: str) -> bool:
    """Whether a pass is out of turn, or every player passed although the dealer must bid (``all_pass:
    dealer_takes``): then the fault is that call, which the replay names, not the hand's ``all_tricks``."""
    calls = [e for e in events if isinstance(e, Passed)]
    turn = clockwise_from(game.players, left_of(game.players, dealer))
    if len(calls) > len(turn) or any(call.player != seat for call, seat in zip(calls, turn)):
        return True
    return len(calls) == len(game.players) and game.settings["all_pass"] == "dealer_takes"


@record_parts.misdeal_first
def hand_record(hand: PitchHand) -> JsonObject:
    """The hand as the record writes it: the inverse of :func:`hand_events`."""
    out = record_parts.bid_record(hand.auction.calls, hand.trump)
    if hand.points:  # all four, or in a hand in progress the ones entered so far
        out["points"] = {p: hand.points[p] for p in POINTS if p in hand.points}
    if hand.all_tricks:
        out["all_tricks"] = True
    return out
