"""Pedro's hands in the game record (docs/game-record.md, "Pedro"): read into events, written back.

``{"auction": [["South", 8], ["West", "pass"], ...], "trump": "clubs", "points": {"bidder_side": 9}}``, or
``"cards": {"high": "South", ..., "left_pedro": "North"}`` (all six) instead of ``points``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.jsontypes import JsonObject, JsonValue
from scorekeeper.rules import record_parts
from scorekeeper.rules.errors import RecordError
from scorekeeper.rules.events import Event
from scorekeeper.words import N_

from .hand import CARDS, CardsWon

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game

    from .hand import PedroHand

HAND_KEYS = ("auction", "trump", "points", "cards")


def hand_events(game: Game, value: JsonValue) -> list[Event]:
    """A hand of the record (hostile JSON) as events: the calls, trump, then the points or the six cards."""
    hand, events = record_parts.opening_events(value, HAND_KEYS)
    if "misdeal" in hand:
        return events
    if "points" in hand and "cards" in hand:
        raise RecordError("a hand has either 'points' or 'cards', not both")
    if "points" in hand:
        events.append(record_parts.side_count(
            hand["points"], "points", N_("'points' needs bidder_side: the points the bidder's side took (0 to 14)")))
    if "cards" in hand:
        events.append(_cards(hand["cards"]))
    return events


def _cards(value: JsonValue) -> CardsWon:
    cards = record_parts.expect_object(value, "'cards'")
    record_parts.only_keys(cards, CARDS, "'cards'")
    for card in CARDS:
        if card not in cards:
            raise RecordError("cards: who won {card}? (all six are always in play)", card=card)
    return CardsWon(tuple(record_parts.expect_str(cards[c], f"'{c}'", "cards") for c in CARDS))


@record_parts.misdeal_first
def hand_record(hand: PedroHand) -> JsonObject:
    """The hand as the record writes it: the inverse of :func:`hand_events`."""
    out = record_parts.bid_record(hand.auction.calls, hand.trump)
    if hand.cards:
        out["cards"] = dict[str, JsonValue](hand.cards)
    elif hand.counted is not None:
        out["points"] = record_parts.side_count_record(hand.counted)
    return out
