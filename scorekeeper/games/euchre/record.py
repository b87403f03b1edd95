"""Euchre's hands in the game record: read into events, written back from them.

``{"turn_up": "diamonds", "maker": "East", "trump": "spades", "round": 2, "alone": ["East"],
"tricks": {"makers": 5}}``; ``tricks`` may instead be the 5 winners in order.  A thrown-in hand is
``{"thrown_in": true}`` (with its ``turn_up``, optionally); ``{"misdeal": player}`` alone a misdeal.
A hand with fewer keys is in progress.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.jsontypes import JsonObject, JsonValue
from scorekeeper.rules import record_parts
from scorekeeper.rules.deal_events import MisdealCalled
from scorekeeper.rules.errors import RecordError
from scorekeeper.words import N_
from scorekeeper.rules.events import Event

from .events import ThrownIn, TrickWon, TrumpMade, TurnedUp

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game

    from .hand import EuchreHand

KEYS = ("turn_up", "maker", "trump", "round", "alone", "tricks")
MADE_KEYS = ("maker", "trump", "round")


def hand_events(game: Game, hand: JsonValue) -> list[Event]:
    """A hand of the record → events; every shape checked (the hand checks the rules)."""
    hand = record_parts.expect_object(hand, "a hand")
    if "misdeal" in hand:
        record_parts.only_keys(hand, ("misdeal",), "a misdeal hand")
        return [MisdealCalled(record_parts.expect_str(hand["misdeal"], "'misdeal'"))]
    events: list[Event] = []
    if "thrown_in" in hand:
        record_parts.only_keys(hand, ("thrown_in", "turn_up"), "a thrown-in hand")
        if hand["thrown_in"] is not True:
            raise RecordError("'thrown_in' is true or left out; got {v}", v=record_parts.show(hand["thrown_in"]))
        return _turn_up(hand) + [ThrownIn()]
    record_parts.only_keys(hand, KEYS, "a hand")
    events += _turn_up(hand)
    given = [k for k in MADE_KEYS if k in hand]
    if given == ["maker", "trump"] and "alone" not in hand and "tricks" not in hand:
        return events  # in progress: a maker and trump with no tricks yet, its round still to say (the spec's)
    if given and len(given) < len(MADE_KEYS):
        raise RecordError("a hand names maker, trump and round together; it lacks {keys}",
                          keys=", ".join(k for k in MADE_KEYS if k not in hand))
    if not given:
        if "alone" in hand or "tricks" in hand:
            raise RecordError("'alone' and 'tricks' come with the maker, trump and round")
        return events
    alone = [record_parts.expect_str(p, "a player in 'alone'") for p in record_parts.expect_list(hand.get("alone", []), "'alone'")]
    events.append(TrumpMade(record_parts.expect_str(hand["maker"], "'maker'"), record_parts.expect_str(hand["trump"], "'trump'"),
                            record_parts.expect_int(hand["round"], "'round'"), tuple(alone)))
    if "tricks" in hand:
        events += _trick_events(hand["tricks"])
    return events


def _turn_up(hand: JsonObject) -> list[Event]:
    return [TurnedUp(record_parts.expect_str(hand["turn_up"], "'turn_up'"))] if "turn_up" in hand else []


def _trick_events(tricks: JsonValue) -> list[Event]:
    taken = record_parts.winners_or_counts(tricks)
    if isinstance(taken, list):
        return [TrickWon(w) for w in taken]
    return [record_parts.trick_counts(taken, ("makers", "defenders"), N_("'tricks' needs the makers' count: {{\"makers\": N}}"),
                               ("the makers' tricks", "the defenders' tricks"))]


@record_parts.misdeal_first
def hand_record(hand: EuchreHand) -> JsonObject:
    """The hand as the record writes it: exactly what was entered."""
    out: dict[str, JsonValue] = {}
    if hand.thrown_in:
        out["thrown_in"] = True
    if hand.turn_up is not None:
        out["turn_up"] = hand.turn_up
    if hand.maker is None:
        return out
    out.update(maker=hand.maker, trump=hand.trump, round=hand.round)
    if hand.alone:
        out["alone"] = list(hand.alone)
    tricks = record_parts.tricks_record(hand.counted, hand.winners, ("makers", "defenders"))
    if tricks is not None:
        out["tricks"] = tricks
    return out
