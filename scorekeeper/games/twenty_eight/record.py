"""Twenty-eight's hands in the game record (docs/game-record.md, "Twenty-eight"): read into events, written back."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.jsontypes import JsonObject, JsonValue
from scorekeeper.rules import record_parts
from scorekeeper.rules.bid_events import HandCounted
from scorekeeper.rules.errors import RecordError
from scorekeeper.rules.events import Event

from .events import CardPointsTrick, Doubled, PairShown, Redoubled

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game

    from .hand import TwentyEightHand

HAND_KEYS = ("auction", "trump", "pair", "double", "redouble", "tricks", "counts")


def hand_events(game: Game, value: JsonValue) -> list[Event]:
    """A hand of the record (hostile JSON) as events: calls, trump, double, redouble, pair, then tricks or counts."""
    hand, events = record_parts.opening_events(value, HAND_KEYS)
    if "misdeal" in hand:
        return events
    for key, event in (("double", Doubled), ("redouble", Redoubled), ("pair", PairShown)):
        if key in hand:
            events.append(event(record_parts.expect_str(hand[key], f"'{key}'")))
    events += record_parts.card_point_tricks(hand, CardPointsTrick)
    if "counts" in hand:
        events.append(_counts(hand["counts"]))
    return events


def _counts(value: JsonValue) -> HandCounted:
    counts = record_parts.expect_object(value, "'counts'")
    record_parts.only_keys(counts, ("bidder_side", "other_side"), "'counts'")
    if "bidder_side" not in counts:
        raise RecordError("in Twenty-eight 'counts' is {{\"bidder_side\": points}} (and other_side, if written)")
    other = counts.get("other_side")
    return HandCounted(record_parts.expect_int(counts["bidder_side"], "bidder_side", "counts"),
                       None if "other_side" not in counts else record_parts.expect_int(other, "other_side", "counts"))


@record_parts.misdeal_first
def hand_record(hand: TwentyEightHand) -> JsonObject:
    """The hand as the record writes it: the inverse of :func:`hand_events`."""
    out = record_parts.bid_record(hand.auction.calls, hand.trump)
    for key, value in (("pair", hand.pair), ("double", hand.doubled_by), ("redouble", hand.redoubled_by)):
        if value is not None:
            out[key] = value
    if hand.tricks:
        out["tricks"] = [{"winner": t.winner, "points": t.points} for t in hand.tricks]
    if hand.counted is not None:
        counts: JsonObject = {"bidder_side": hand.counted}
        if hand.other_written is not None:
            counts["other_side"] = hand.other_written
        out["counts"] = counts
    return out
