"""Bid Whist's hands in the game record (docs/game-record.md, "Bid Whist"): read into events, written back.

``{"auction": [["North", "3U"], ["East", "4D"], ["South", "pass"], ["West", "pass"]], "trump": "clubs",
"books": {"bidder_side": 10}}``; a hand without ``books`` is in progress; ``{"misdeal": player}`` is re-dealt."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.jsontypes import JsonObject, JsonValue
from scorekeeper.rules import record_parts
from scorekeeper.rules.bid_events import HandCounted, Passed, TrumpNamed
from scorekeeper.rules.deal_events import MisdealCalled
from scorekeeper.rules.errors import RecordError
from scorekeeper.rules.events import Event

from .hand import BidWhistHand, DirectionNamed, WhistBid, parse_bid

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game

HAND_KEYS = ("auction", "trump", "direction", "books")


def hand_events(game: Game, value: JsonValue) -> list[Event]:
    """A hand of the record (hostile JSON) as events: the calls, trump or direction, then the books."""
    hand = record_parts.expect_object(value, "a hand")
    if "misdeal" in hand:
        record_parts.only_keys(hand, ("misdeal",), "a misdeal hand")
        return [MisdealCalled(record_parts.expect_str(hand["misdeal"], "'misdeal'"))]
    record_parts.only_keys(hand, HAND_KEYS, "a hand")
    if "auction" not in hand:
        raise RecordError("a hand needs an 'auction' (or is {{\"misdeal\": player}})")
    events: list[Event] = [_call(call, i) for i, call in enumerate(record_parts.expect_list(hand["auction"], "'auction'"), 1)]
    after = [key for key in HAND_KEYS[1:] if key in hand]
    if after and len(events) == len(game.players) and all(type(e) is Passed for e in events) \
            and game.settings["all_pass"] == "redeal":
        raise RecordError("everyone passed, so the hand was thrown in; it has no {what}", what=after[-1])
    events += [TrumpNamed(record_parts.expect_str(hand["trump"], "'trump'"))] if "trump" in hand else []
    if "direction" in hand:
        events.append(DirectionNamed(record_parts.expect_str(hand["direction"], "'direction'")))
    if "books" in hand:
        events.append(_books(hand["books"]))
    return events


def _call(call: JsonValue, index: int) -> Event:
    where = f"call {index}"
    if not (isinstance(call, list) and len(call) == 2):
        raise RecordError('a call is [player, bid] or [player, "pass"]; got {v}', v=record_parts.show(call)).located(where)
    player = record_parts.expect_str(call[0], "the player of a call", where)
    said = call[1]
    if said == "pass":
        return Passed(player)
    bid = parse_bid(said) if isinstance(said, str) else None
    if bid is None:
        raise RecordError('{p} called {v}: a call is a bid such as "4U", "4D" or "4NT", or "pass"', p=player,
                          v=record_parts.show(said)).located(where)
    return WhistBid(player, *bid)


def _books(value: JsonValue) -> HandCounted:
    books = record_parts.expect_object(value, "'books'")
    record_parts.only_keys(books, ("bidder_side", "other_side"), "'books'")
    if "bidder_side" not in books:
        raise RecordError("'books' needs bidder_side, the books the bidding side took")
    other = record_parts.expect_int(books["other_side"], "other_side", "books") if "other_side" in books else None
    return HandCounted(record_parts.expect_int(books["bidder_side"], "bidder_side", "books"), other)


def hand_record(hand: BidWhistHand) -> JsonObject:
    """The hand as the record writes it: the inverse of :func:`hand_events`."""
    if hand.misdeal_by is not None:
        return {"misdeal": hand.misdeal_by}
    out: JsonObject = {"auction": [[player, bid or "pass"] for player, bid in hand.calls]}
    if hand.trump is not None:
        out["trump"] = hand.trump
    if hand.direction is not None:
        out["direction"] = hand.direction
    if hand.books is not None:
        took, other = hand.books
        out["books"] = {"bidder_side": took} if other is None else {"bidder_side": took, "other_side": other}
    return out
