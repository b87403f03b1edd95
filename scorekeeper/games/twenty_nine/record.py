"""Twenty-nine's hands in the game record: read into events, written back from them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.jsontypes import JsonObject, JsonValue
from scorekeeper.rules import record_parts
from scorekeeper.rules.bid_events import HandCounted
from scorekeeper.rules.errors import RecordError
from scorekeeper.rules.events import Event

from .events import PointsTrickTaken, RoyalsShown

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game

    from .hand import TwentyNineHand


HAND_KEYS = ("auction", "trump", "royals", "tricks", "counts")


def hand_events(game: Game, value: JsonValue) -> list[Event]:
    hand, events = record_parts.opening_events(value, HAND_KEYS, misdeal=False)
    if "royals" in hand:
        events.append(RoyalsShown(record_parts.expect_str(hand["royals"], "'royals'")))
    events += record_parts.card_point_tricks(hand, PointsTrickTaken)
    if "counts" in hand:
        counts = record_parts.expect_object(hand["counts"], "'counts'")
        if set(counts) != {"bidder_side"}:
            raise RecordError("in Twenty-nine 'counts' is {{\"bidder_side\": points}}")
        events.append(HandCounted(record_parts.expect_int(counts["bidder_side"], "bidder_side", "counts")))
    return events


def hand_record(hand: TwentyNineHand) -> JsonObject:
    out = record_parts.bid_record(hand.auction.calls, hand.trump)
    if hand.royals is not None:
        out["royals"] = hand.royals
    if hand.tricks:
        out["tricks"] = [{"winner": t.winner, "points": t.points} for t in hand.tricks]
    if hand.counted is not None:
        out["counts"] = {"bidder_side": hand.counted}
    return out
