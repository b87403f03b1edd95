"""Bid Euchre's hands in the game record (docs/game-record.md, "Bid Euchre"): read into events, written back.

``{"auction": [["South", "moon"], ["West", "pass"], ...], "trump": "no_trump", "tricks": {"bidder_side": 6}}``;
``tricks`` may instead be the six winners in order; ``{"misdeal": player}`` alone is re-dealt."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.jsontypes import JsonArray, JsonObject, JsonValue
from scorekeeper.rules import record_parts
from scorekeeper.rules.errors import RecordError
from scorekeeper.rules.events import Event
from scorekeeper.words import N_

from .hand import MOON, TRICKS, TrickWon, moon_value

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game

    from .hand import BidEuchreHand

HAND_KEYS = ("auction", "trump", "tricks")


def hand_events(game: Game, value: JsonValue) -> list[Event]:
    """A hand of the record (hostile JSON) as events: the calls, trump, then the tricks."""
    calls = value.get("auction") if isinstance(value, dict) else None
    if isinstance(value, dict) and isinstance(calls, list):
        value = {**value, "auction": _calls(game, calls)}
    hand, events = record_parts.opening_events(value, HAND_KEYS)
    if "tricks" not in hand:
        return events
    taken = record_parts.winners_or_counts(hand["tricks"])
    if isinstance(taken, list):
        return [*events, *(TrickWon(w) for w in taken)]
    return [*events, record_parts.trick_counts(taken, ("bidder_side", "other_side"),
                                        N_("'tricks' needs the bidding side's count: {{\"bidder_side\": N}}"),
                                        ("the bidding side's tricks", "the other side's tricks"))]


def _calls(game: Game, calls: JsonArray) -> JsonArray:
    """The calls with "moon" as the bid above six (what the rules hold); a number above six is refused."""
    out: JsonArray = []
    for i, call in enumerate(calls, 1):
        if isinstance(call, list) and len(call) == 2:
            player, what = call
            if what == "moon":
                if moon_value(game.settings) is None:
                    raise RecordError("{p} bid moon, but the moon is not played here (rules: moon null)",
                                      p=_who(player)).located(f"call {i}")
                call = [player, MOON]
            elif isinstance(what, int) and not isinstance(what, bool) and what > TRICKS:
                raise RecordError('{p} bid {a}: a bid is a number of tricks up to 6, or "moon"',
                                  p=_who(player), a=what).located(f"call {i}")
            elif not _amount_or_pass(what) and isinstance(player, str) and moon_value(game.settings) is not None:
                raise RecordError('{p} called {v}: a call is a number of tricks up to 6, "moon" or "pass"',
                                  p=player, v=record_parts.show(what)).located(f"call {i}")
        out.append(call)
    return out


def _amount_or_pass(what: JsonValue) -> bool:
    """A call the shared reader takes (its refusal, "an amount or pass", would leave the moon out)."""
    return what == "pass" or (isinstance(what, int) and not isinstance(what, bool))


def _who(player: JsonValue) -> str:
    return player if isinstance(player, str) else record_parts.show(player)


@record_parts.misdeal_first
def hand_record(hand: BidEuchreHand) -> JsonObject:
    """The hand as the record writes it: the inverse of :func:`hand_events`."""
    out = record_parts.bid_record([(p, "moon" if a == MOON else a) for p, a in hand.auction.calls], hand.trump)
    tricks = record_parts.tricks_record(hand.counted, hand.winners, ("bidder_side", "other_side"))
    if tricks is not None:
        out["tricks"] = tricks
    return out
