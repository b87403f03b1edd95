"""Five Hundred's hands in the game record: read into events, written back from them.

``{"auction": [["North", "6S"], ["East", "pass"], ...], "tricks": {"bidder_side": 8}}``; ``tricks`` may
instead be the trick winners in order (on a misère it may stop at, or go on after, the bidder's first
trick: the hand is lost there, so what follows is only checked).  All four passing is a thrown-in hand;
``{"misdeal": player}`` alone a misdeal; fewer keys a hand in progress.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.jsontypes import JsonArray, JsonObject, JsonValue
from scorekeeper.rules import record_parts
from scorekeeper.rules.deal_events import MisdealCalled
from scorekeeper.rules.bid_events import Passed
from scorekeeper.rules.errors import RecordError, RuleError
from scorekeeper.rules.seating import names
from scorekeeper.words import N_
from scorekeeper.rules.events import Event

from .auction import Auction
from .events import ContractBid, TrickWon
from .settings import MISERE, OPEN_MISERE, RANK, TRICKS

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game

    from .hand import FiveHundredHand


def hand_events(game: Game, hand: JsonValue) -> list[Event]:
    """A hand read as if the first dealer dealt it (the record reader uses ``dealt_hand_events``)."""
    return dealt_hand_events(game, hand, game.dealer)


def dealt_hand_events(game: Game, hand: JsonValue, dealer: str) -> list[Event]:
    """A hand of the record → events; every shape checked (the hand checks the rules).  ``dealer`` lets a
    misère's trick list be checked only after a sound auction, so a broken call is refused at its call."""
    hand = record_parts.expect_object(hand, "a hand")
    if "misdeal" in hand:
        record_parts.only_keys(hand, ("misdeal",), "a misdeal hand")
        return [MisdealCalled(record_parts.expect_str(hand["misdeal"], "'misdeal'"))]
    record_parts.only_keys(hand, ("auction", "tricks"), "a hand")
    if "tricks" in hand and "auction" not in hand:
        raise RecordError("'tricks' come after an 'auction'")
    events = _calls(record_parts.expect_list(hand.get("auction", []), "'auction'"))
    if "tricks" in hand:
        events += _tricks(game, events, hand["tricks"]) if _sound(game, dealer, events) else []
    return events


def _calls(calls: JsonArray) -> list[Event]:
    """The auction's calls, each a bid of the table ("7H", "misere") or a pass; a text is quoted as written."""
    return record_parts.worded_calls(calls, lambda player, said: ContractBid(player, said) if said in RANK else None,
                                     N_("{p} called '{v}': not pass nor a bid of the table (6S ... 10NT, misere, "
                                        "open_misere)"), lambda v: v if isinstance(v, str) else record_parts.show(v))


def _sound(game: Game, dealer: str, calls: list[Event]) -> bool:
    """Whether the calls make a legal auction from ``dealer``'s left: when not, the replay refuses the first bad
    call, and the tricks are never read."""
    auction = Auction(game.players, dealer, game.settings["bidding"] == "once", str(game.settings["misere"]))
    try:
        for call in calls:
            if isinstance(call, ContractBid):
                auction.bid(call.player, call.contract)
            elif isinstance(call, Passed):
                auction.pass_(call.player)
    except RuleError:
        return False
    return True


def _tricks(game: Game, calls: list[Event], tricks: JsonValue) -> list[Event]:
    taken = record_parts.winners_or_counts(tricks)
    if isinstance(taken, dict):
        return [record_parts.trick_counts(taken, ("bidder_side", "other_side"),
                                   N_("'tricks' needs the contractors' count: {{\"bidder_side\": N}}"),
                                   ("the contractors' tricks", "the other side's tricks"))]
    return [TrickWon(w) for w in _until_misere_lost(game, calls, taken)]


def _until_misere_lost(game: Game, calls: list[Event], winners: list[str]) -> list[str]:
    """On a misère, the winners up to the bidder's first trick (no more than ten, each checked at the table, and
    the partner never, in all of them: a winner after the lost trick is checked nowhere else)."""
    bids = [e for e in calls if isinstance(e, ContractBid)]
    if not bids or bids[-1].contract not in (MISERE, OPEN_MISERE) or bids[-1].player not in game.players:
        return winners
    bidder = bids[-1].player
    seat = game.players.index(bidder)
    partner = game.players[(seat + 2) % len(game.players)]
    if len(winners) > TRICKS:  # a hand has ten tricks, lost misère or not
        raise RecordError("a hand has {n} tricks and all are entered", n=TRICKS).located(f"trick {TRICKS + 1}")
    for i, w in enumerate(winners, 1):
        if w not in game.players:  # the winners after the lost trick are not played, so checked here
            raise RecordError("{p} is not at this table ({all})", p=w, all=names(game.players)).located(f"trick {i}")
        if w == partner:
            raise RecordError("{p} sits out the misère of {b}", p=partner, b=bidder).located(f"trick {i}")
    return winners[: winners.index(bidder) + 1] if bidder in winners else winners


@record_parts.misdeal_first
def hand_record(hand: FiveHundredHand) -> JsonObject:
    """The hand as the record writes it: exactly what was entered."""
    out: dict[str, JsonValue] = {}
    if hand.auction.calls:
        out["auction"] = [[p, "pass" if b is None else b] for p, b in hand.auction.calls]
    tricks = record_parts.tricks_record(hand.counted, hand.winners, ("bidder_side", "other_side"))
    if tricks is not None:
        out["tricks"] = tricks
    return out
