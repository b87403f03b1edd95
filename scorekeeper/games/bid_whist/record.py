"""Bid Whist's hands in the game record (docs/game-record.md, "Bid Whist"): read into events, written back.

``{"auction": [["North", "3U"], ["East", "4D"], ["South", "pass"], ["West", "pass"]], "trump": "clubs",
"books": {"bidder_side": 10}}``; a hand without ``books`` is in progress; ``{"misdeal": player}`` is re-dealt."""

from __future__ import annotations

from scorekeeper.jsontypes import JsonObject, JsonValue
from scorekeeper.rules import Event, Game, Passed, RecordError, TrumpNamed, record_parts
from scorekeeper.words import N_

from .hand import BidWhistHand, DirectionNamed, bid_made

HAND_KEYS = ("auction", "trump", "direction", "books")


def hand_events(game: Game, value: JsonValue) -> list[Event]:
    """A hand of the record (hostile JSON) as events: the calls, trump or direction, then the books."""
    hand, events = record_parts.opening_events(value, HAND_KEYS, calls=_calls)
    if "misdeal" in hand:
        return events
    calls, after = [e for e in events if type(e) is not TrumpNamed], [key for key in HAND_KEYS[1:] if key in hand]
    if after and len(calls) == len(game.players) and all(type(e) is Passed for e in calls) \
            and game.settings["all_pass"] == "redeal":
        raise RecordError("everyone passed, so the hand was thrown in; it has no {what}", what=after[-1])
    if "direction" in hand:
        events.append(DirectionNamed(record_parts.expect_str(hand["direction"], "'direction'")))
    if "books" in hand:
        events.append(record_parts.side_count(hand["books"], "books",
                                              N_("'books' needs bidder_side, the books the bidding side took")))
    return events


def _calls(auction: JsonValue) -> list[Event]:
    """The auction's calls, each a bid such as "4NT" or a pass."""
    return record_parts.worded_calls(auction, bid_made, N_('{p} called {v}: a call is a bid such as "4U", "4D" or '
                                                           '"4NT", or "pass"'))


@record_parts.misdeal_first
def hand_record(hand: BidWhistHand) -> JsonObject:
    """The hand as the record writes it: the inverse of :func:`hand_events`."""
    out = record_parts.bid_record(hand.calls, hand.trump)  # the calls, then trump once named
    if hand.direction is not None:
        out["direction"] = hand.direction
    if hand.books is not None:
        out["books"] = record_parts.side_count_record(hand.books)
    return out
