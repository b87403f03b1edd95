"""Rook's hands in the game record (docs/game-record.md, "A rook hand"): read into events, written back from them.

Counters are written by their faces: the numbers ``5``, ``10``, ``14``, ``1`` and the text ``"rook"``.
The nest is written only when it held counters (an empty or missing ``nest`` says it held none).
"""

from __future__ import annotations

from scorekeeper.jsontypes import JsonArray, JsonObject, JsonValue

from typing import TYPE_CHECKING

from scorekeeper.rules import record_parts
from scorekeeper.rules.errors import RecordError
from scorekeeper.rules.events import Event

from .events import CountersTaken, NestShown
from .facts import Counter
from .settings import Deck, deck

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game
    from .hand import RookHand


HAND_KEYS = ("auction", "trump", "tricks", "nest", "counts")
_RECORD_FACES: dict[object, str] = {5: "5", 10: "10", 14: "14", 1: "1", "rook": "rook"}


def _faces(values: JsonValue, what: str, where: str = "") -> tuple[str, ...]:
    """A record's list of counters → their faces; anything but 5, 10, 14, 1 or "rook" is refused."""
    faces = []
    for value in record_parts.expect_list(values, what, where):
        face = _RECORD_FACES.get(value) if type(value) in (int, str) else None
        if face is None:
            raise RecordError('a counter is 5, 10, 14, 1 or "rook"; got {v}', v=record_parts.show(value)).located(where)
        faces.append(face)
    return tuple(faces)


def hand_events(game: Game, value: JsonValue) -> list[Event]:
    """A record's hand → events in the order they happen at the table."""
    hand, events = record_parts.opening_events(value, HAND_KEYS)
    if "misdeal" in hand:
        return events
    if "counts" in hand and ("tricks" in hand or "nest" in hand):
        raise RecordError("a hand has either 'tricks' (and 'nest') or 'counts', not both")
    for number, trick in enumerate(record_parts.expect(hand.get("tricks", []), list, "'tricks'"), 1):
        where = f"trick {number}"
        trick = record_parts.expect_object(trick, "a trick", where)
        try:
            record_parts.only_keys(trick, ("winner", "counters"), "a trick")
        except RecordError as err:
            raise err.located(where) from None
        if "winner" not in trick:
            raise RecordError("a trick needs a 'winner'").located(where)
        events.append(CountersTaken(record_parts.expect_str(trick["winner"], "'winner'", where),
                                    _faces(trick.get("counters", []), "'counters'", where)))
    nest = _faces(hand.get("nest", []), "'nest'", "nest")
    tricks = [e for e in events if type(e) is CountersTaken]
    if nest:
        _check_room_for(record_parts.expect_list(hand["nest"], "'nest'"), tricks, deck(game.settings))
    if nest or ("nest" in hand and _left_over(tricks, deck(game.settings))):  # an empty nest written: it held none
        events.append(NestShown(nest))
    if "counts" in hand:
        events.append(record_parts.side_counts(hand["counts"]))
    return events


def _left_over(tricks: list[CountersTaken], played: Deck) -> bool:
    """Every trick is in and they leave counters for the nest. A record's empty ``nest`` then says the nest
    held none, which the rules refuse (the counters would not add up); left out, the nest is still to come."""
    held = [face for trick in tricks for face in trick.counters]
    every = [c.value for c, n in played.counters.items() for _ in range(n)]
    return len(tricks) == played.tricks and sorted(held) != sorted(every)


def _check_room_for(nest: JsonArray, tricks: list[CountersTaken], played: Deck) -> None:
    """A nest listed after tricks that hold every counter: the hand ended with its last trick (the rules
    never see this nest), so it is refused here, saying why."""
    held = [face for trick in tricks for face in trick.counters]
    every = [c.value for c, n in played.counters.items() for _ in range(n)]
    if len(tricks) == played.tricks and sorted(held) == sorted(every):
        raise RecordError("the {n} tricks hold every counter of the deck, so the nest held none; 'nest' lists {v}",
                          n=played.tricks, v=record_parts.show(nest)).located("nest")


def _written(counter: Counter) -> int | str:
    return "rook" if counter is Counter.ROOK else int(counter.value)


@record_parts.misdeal_first
def hand_record(hand: RookHand) -> JsonObject:
    """A hand → its record, the exact inverse of :func:`hand_events`."""
    out = record_parts.bid_record(hand.auction.calls, hand.trump)
    if hand.tricks:
        out["tricks"] = [{"winner": w, "counters": [_written(c) for c in counters]} for w, counters in hand.tricks]
    if hand.nest_shown and hand.nest:
        out["nest"] = [_written(c) for c in hand.nest]
    if hand.counts is not None:
        out["counts"] = {"bidder_side": hand.counts.bidder_side, "other_side": hand.counts.other_side}
    return out
