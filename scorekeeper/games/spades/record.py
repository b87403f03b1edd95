"""Spades' hands in the game record: read into events, written back from them.

``{"bids": {"A": 4, "B": 0, "C": 3, "D": "blind_nil"}, "tricks": {...}}``:
``tricks`` is each player's count (adding up to 13) or the 13 winners in order;
no ``tricks`` (or fewer than 13 winners) is a hand in progress.  The bids are
read in turn from the dealer's left, whatever order the object lists them in,
so a record and the game it makes always agree.  ``{"misdeal": player}`` alone
is a misdeal.
"""

from __future__ import annotations

from scorekeeper.jsontypes import JsonObject, JsonValue

from typing import TYPE_CHECKING, Sequence

from scorekeeper.rules import record_parts
from scorekeeper.rules.errors import RecordError
from scorekeeper.rules.events import Event
from scorekeeper.rules.seating import clockwise_from, left_of
from scorekeeper.rules.deal_events import MisdealCalled, TricksCounted

from .events import BlindNilBid, TrickWon, TricksBid

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game
    from .hand import SpadesHand

BLIND_NIL = "blind_nil"


def hand_events(game: Game, hand: JsonValue) -> list[Event]:
    """A hand read as if the first dealer dealt it (the record reader uses ``dealt_hand_events``)."""
    return dealt_hand_events(game, hand, game.dealer)


def dealt_hand_events(game: Game, hand: JsonValue, dealer: str) -> list[Event]:
    """A hand of the record → events; its bids in turn from ``dealer``'s left, the order they were made."""
    hand = record_parts.expect_object(hand, "a hand")
    if "misdeal" in hand:
        record_parts.only_keys(hand, ("misdeal",), "a misdeal hand")
        return [MisdealCalled(record_parts.expect_str(hand["misdeal"], "'misdeal'"))]
    record_parts.only_keys(hand, ("bids", "tricks"), "a hand")
    if "bids" not in hand:
        raise RecordError("a hand needs 'bids' (or is {{\"misdeal\": player}})")
    bids = record_parts.expect_object(hand["bids"], "'bids'")
    turn = clockwise_from(game.players, left_of(game.players, dealer)) if dealer in game.players else game.players
    events = _bid_events(turn, bids)
    if "tricks" in hand:
        events += _trick_events(game.players, hand["tricks"])
    return events


def _bid_events(turn: Sequence[str], bids: JsonObject) -> list[Event]:
    """The bids in turn (a JSON object has no order a reader can trust); a name not at the table comes last,
    where the hand refuses it by name."""
    events: list[Event] = []
    for player in [p for p in turn if p in bids] + [p for p in bids if p not in turn]:
        bid = bids[player]
        if bid == BLIND_NIL:
            events.append(BlindNilBid(player))
        elif isinstance(bid, int) and not isinstance(bid, bool):
            events.append(TricksBid(player, bid))
        else:
            raise RecordError('the bid of {p} is {v}: a bid is a number of tricks 0 to 13, or "blind_nil"',
                              p=player, v=record_parts.show(bid))
    return events


def _trick_events(players: tuple[str, ...], tricks: JsonValue) -> list[Event]:
    record_parts.expect(tricks, (dict, list), "'tricks'")
    if isinstance(tricks, list):
        return [TrickWon(record_parts.expect_str(w, "the winner of a trick", f"trick {i}")) for i, w in enumerate(tricks, 1)]
    assert isinstance(tricks, dict)  # expect refused anything else
    counts = [(p, record_parts.expect_int(n, f"the tricks of {p}")) for p, n in tricks.items()]
    ordered = [pair for p in players for pair in counts if pair[0] == p] + [c for c in counts if c[0] not in players]
    return [TricksCounted(tuple(ordered))]


@record_parts.misdeal_first
def hand_record(hand: SpadesHand) -> JsonObject:
    out: dict[str, JsonValue] = {"bids": hand.record_bids()}
    if hand.counted is not None:
        out["tricks"] = dict(hand.counted)
    elif hand.winners:
        out["tricks"] = list(hand.winners)
    return out
