"""Twenty-nine's hands in the game record: read into events, written back from them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.jsontypes import JsonObject, JsonValue
from scorekeeper.rules import parts
from scorekeeper.rules.bid_events import HandCounted
from scorekeeper.rules.errors import RecordError
from scorekeeper.rules.events import Event

from .events import PointsTrickTaken, RoyalsShown

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game

    from .hand import TwentyNineHand


HAND_KEYS = ("auction", "trump", "royals", "tricks", "counts")


def hand_events(game: Game, hand: JsonValue) -> list[Event]:
    hand = parts.expect_object(hand, "a hand")
    parts.only_keys(hand, HAND_KEYS, "a hand")
    if "auction" not in hand:
        raise RecordError("a hand needs an 'auction'")
    events = parts.auction_events(hand["auction"])
    events += parts.trump_event(hand)
    if "royals" in hand:
        events.append(RoyalsShown(parts.expect_str(hand["royals"], "'royals'")))
    if "tricks" in hand and "counts" in hand:
        raise RecordError("a hand has either 'tricks' or 'counts', not both")
    for i, trick in enumerate(parts.expect_list(hand.get("tricks", []), "'tricks'"), 1):
        where = f"trick {i}"
        trick = parts.expect_object(trick, "a trick", where)
        if set(trick) != {"winner", "points"}:
            raise RecordError("a trick is {{\"winner\": player, \"points\": n}}; got keys {k}",
                              k=", ".join(trick) or "none").located(where)
        events.append(PointsTrickTaken(parts.expect_str(trick["winner"], "'winner'", where),
                                       parts.expect_int(trick["points"], "'points'", where)))
    if "counts" in hand:
        counts = parts.expect_object(hand["counts"], "'counts'")
        if set(counts) != {"bidder_side"}:
            raise RecordError("in Twenty-nine 'counts' is {{\"bidder_side\": points}}")
        events.append(HandCounted(parts.expect_int(counts["bidder_side"], "bidder_side", "counts")))
    return events


def hand_record(hand: TwentyNineHand) -> JsonObject:
    out: JsonObject = {"auction": parts.auction_record(hand.auction.calls)}
    if hand.trump is not None:
        out["trump"] = hand.trump
    if hand.royals is not None:
        out["royals"] = hand.royals
    if hand.tricks:
        out["tricks"] = [{"winner": t.winner, "points": t.points} for t in hand.tricks]
    if hand.counted is not None:
        out["counts"] = {"bidder_side": hand.counted}
    return out
