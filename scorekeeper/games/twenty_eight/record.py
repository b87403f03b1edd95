"""Twenty-eight's hands in the game record (docs/game-record.md, "Twenty-eight"): read into events, written back."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.jsontypes import JsonObject, JsonValue
from scorekeeper.rules import parts
from scorekeeper.rules.bid_events import HandCounted
from scorekeeper.rules.deal_events import MisdealCalled
from scorekeeper.rules.errors import RecordError
from scorekeeper.rules.events import Event

from .events import CardPointsTrick, Doubled, PairShown, Redoubled

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game

    from .hand import TwentyEightHand

HAND_KEYS = ("auction", "trump", "pair", "double", "redouble", "tricks", "counts")


def hand_events(game: Game, hand: JsonValue) -> list[Event]:
    """A hand of the record (hostile JSON) as events: calls, trump, double, redouble, pair, then tricks or counts."""
    hand = parts.expect_object(hand, "a hand")
    if "misdeal" in hand:
        parts.only_keys(hand, ("misdeal",), "a misdeal hand")
        return [MisdealCalled(parts.expect_str(hand["misdeal"], "'misdeal'"))]
    parts.only_keys(hand, HAND_KEYS, "a hand")
    if "auction" not in hand:
        raise RecordError("a hand needs an 'auction' (or is {{\"misdeal\": player}})")
    events = parts.auction_events(hand["auction"])
    events += parts.trump_event(hand)
    for key, event in (("double", Doubled), ("redouble", Redoubled), ("pair", PairShown)):
        if key in hand:
            events.append(event(parts.expect_str(hand[key], f"'{key}'")))
    if "tricks" in hand and "counts" in hand:
        raise RecordError("a hand has either 'tricks' or 'counts', not both")
    for i, trick in enumerate(parts.expect_list(hand.get("tricks", []), "'tricks'"), 1):
        where = f"trick {i}"
        trick = parts.expect_object(trick, "a trick", where)
        if set(trick) != {"winner", "points"}:
            raise RecordError("a trick is {{\"winner\": player, \"points\": n}}; got keys {k}",
                              k=", ".join(trick) or "none").located(where)
        events.append(CardPointsTrick(parts.expect_str(trick["winner"], "'winner'", where),
                                      parts.expect_int(trick["points"], "'points'", where)))
    if "counts" in hand:
        events.append(_counts(hand["counts"]))
    return events


def _counts(value: JsonValue) -> HandCounted:
    counts = parts.expect_object(value, "'counts'")
    parts.only_keys(counts, ("bidder_side", "other_side"), "'counts'")
    if "bidder_side" not in counts:
        raise RecordError("in Twenty-eight 'counts' is {{\"bidder_side\": points}} (and other_side, if written)")
    other = counts.get("other_side")
    return HandCounted(parts.expect_int(counts["bidder_side"], "bidder_side", "counts"),
                       None if "other_side" not in counts else parts.expect_int(other, "other_side", "counts"))


def hand_record(hand: TwentyEightHand) -> JsonObject:
    """The hand as the record writes it: the inverse of :func:`hand_events`."""
    if hand.misdeal_by is not None:
        return {"misdeal": hand.misdeal_by}
    out: JsonObject = {"auction": parts.auction_record(hand.auction.calls)}
    for key, value in (("trump", hand.trump), ("pair", hand.pair), ("double", hand.doubled_by),
                       ("redouble", hand.redoubled_by)):
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
