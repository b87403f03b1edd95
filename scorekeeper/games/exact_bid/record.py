"""The exact-bid variation's deals in the game record: read into events, written back from them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from scorekeeper.jsontypes import JsonObject, JsonValue
from scorekeeper.rules import record_parts
from scorekeeper.rules.errors import RecordError
from scorekeeper.rules.events import Event

from .events import BidsMade, TricksCounted

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game

    from .deal import ExactBidDeal


def _pairs(players: Sequence[str], value: JsonValue, what: str) -> tuple[tuple[str, int], ...]:
    given = record_parts.expect_object(value, what)
    counts = {p: record_parts.expect_int(n, f"{what} of {p}") for p, n in given.items()}
    ordered = [p for p in players if p in counts] + [p for p in counts if p not in players]
    return tuple((p, counts[p]) for p in ordered)


def hand_events(game: Game, hand: JsonValue) -> list[Event]:
    hand = record_parts.expect_object(hand, "a deal")
    record_parts.only_keys(hand, ("bids", "tricks", "trump"), "a deal")
    events: list[Event] = record_parts.trump_event(hand)
    if "bids" not in hand:
        if "trump" in hand and "tricks" not in hand:
            return events  # a deal in progress: trump turned up, the bids still to come
        raise RecordError("a deal needs 'bids'")
    events.append(BidsMade(_pairs(game.players, hand["bids"], "'bids'")))
    if "tricks" in hand:
        events.append(TricksCounted(_pairs(game.players, hand["tricks"], "'tricks'")))
    return events


def hand_record(hand: ExactBidDeal) -> JsonObject:
    out: JsonObject = {}
    if hand.bids is not None:
        out["bids"] = dict(hand.bids)
    if hand.tricks is not None:
        out["tricks"] = dict(hand.tricks)
    out |= record_parts.trump_record(hand.trump)
    return out
