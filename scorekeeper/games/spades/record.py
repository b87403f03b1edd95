"""Spades' hands in the game record: read into events, written back from them.

``{"bids": {"A": 4, "B": 0, "C": 3, "D": "blind_nil"}, "tricks": {...}}``:
``tricks`` is each player's count (adding up to 13) or the 13 winners in order;
no ``tricks`` (or fewer than 13 winners) is a hand in progress.  The bids are
read in turn from the dealer's left, whatever order the object lists them in,
so a record and the game it makes always agree.  ``{"misdeal": player}`` alone
is a misdeal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from scorekeeper.rules import parts
from scorekeeper.rules.errors import RecordError
from scorekeeper.rules.events import Event
from scorekeeper.rules.seating import clockwise_from, left_of
from scorekeeper.rules.deal_events import MisdealCalled, TricksCounted

from .events import BlindNilBid, TrickWon, TricksBid

if TYPE_CHECKING:
    from .hand import SpadesHand

BLIND_NIL = "blind_nil"


def hand_events(game: Any, hand: Any) -> list[Event]:
    """A hand read as if the first dealer dealt it (the record reader uses ``dealt_hand_events``)."""
    return dealt_hand_events(game, hand, game.dealer)


def dealt_hand_events(game: Any, hand: Any, dealer: str) -> list[Event]:
    """A hand of the record → events; its bids in turn from ``dealer``'s left, the order they were made."""
    parts.expect(hand, dict, "a hand")
    if "misdeal" in hand:
        parts.only_keys(hand, ("misdeal",), "a misdeal hand")
        return [MisdealCalled(parts.expect(hand["misdeal"], str, "'misdeal'"))]
    parts.only_keys(hand, ("bids", "tricks"), "a hand")
    if "bids" not in hand:
        raise RecordError("a hand needs 'bids' (or is {{\"misdeal\": player}})")
    bids = parts.expect(hand["bids"], dict, "'bids'")
    turn = clockwise_from(game.players, left_of(game.players, dealer)) if dealer in game.players else game.players
    events = _bid_events(turn, bids)
    if "tricks" in hand:
        events += _trick_events(game.players, hand["tricks"])
    return events


def _bid_events(turn: Sequence[str], bids: dict[str, Any]) -> list[Event]:
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
                              p=player, v=parts.show(bid))
    return events


def _trick_events(players: tuple[str, ...], tricks: Any) -> list[Event]:
    parts.expect(tricks, (dict, list), "'tricks'")
    if isinstance(tricks, list):
        return [TrickWon(parts.expect(w, str, "the winner of a trick", f"trick {i}")) for i, w in enumerate(tricks, 1)]
    counts = [(p, parts.expect_int(n, f"the tricks of {p}")) for p, n in tricks.items()]
    ordered = [pair for p in players for pair in counts if pair[0] == p] + [c for c in counts if c[0] not in players]
    return [TricksCounted(tuple(ordered))]


def hand_record(hand: SpadesHand) -> dict[str, Any]:
    if hand.misdeal_by is not None:
        return {"misdeal": hand.misdeal_by}
    out: dict[str, Any] = {"bids": hand.record_bids()}
    if hand.counted is not None:
        out["tricks"] = dict(hand.counted)
    elif hand.winners:
        out["tricks"] = list(hand.winners)
    return out
