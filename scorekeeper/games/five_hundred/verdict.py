"""What a Five Hundred hand says: the verdict with its arithmetic, and the dispute view."""

from __future__ import annotations

from typing import Protocol

from scorekeeper.rules.interface import seating_name
from scorekeeper.rules.partnership import PartnershipReported, partner_of, unplayed_line

from . import words
from .auction import Auction
from .settings import SLAM_POINTS, bid_tricks, bid_value


class FiveHundredReported(PartnershipReported, Protocol):
    """What the sentences read of a Five Hundred hand (``FiveHundredHand`` is one): module functions over this
    value need nothing of ``hand.py``, so the hand calls them without the two importing each other."""

    auction: Auction

    @property
    def bid(self) -> str | None: ...
    @property
    def opponents(self) -> tuple[str, ...]: ...
    @property
    def misere(self) -> bool: ...
    @property
    def made(self) -> bool | None: ...
    @property
    def slam(self) -> bool: ...
    def bidder_tricks(self) -> int: ...
    def contract_points(self) -> int: ...
    def opponent_points(self) -> int: ...


def verdict(hand: FiveHundredReported) -> str:
    """One line: the contract, the tricks and both sides' points (or the misdeal, or the hand so far)."""
    unplayed = unplayed_line(hand)
    if unplayed is not None:
        return unplayed
    assert hand.bid is not None  # the hand has a bidder, so the auction is over with a bid
    side, others = seating_name(hand.players, hand.bidder_side), seating_name(hand.players, hand.opponents)
    bid, took, value = words.bid_word(hand.bid), hand.bidder_tricks(), bid_value(hand.bid)
    if not hand.complete:
        return words.IN_PROGRESS.format(bidder=hand.bidder, bid=bid, side=side, tricks=took)
    values = dict(bidder=hand.bidder, bid=bid, value=value, side=side, others=others, tricks=took,
                  points=hand.contract_points(), their=hand.opponent_points(), needed=bid_tricks(hand.bid))
    if hand.misere:
        return (words.MISERE_MADE if hand.made else words.MISERE_LOST).format(**values)
    if hand.slam:
        return words.SLAM.format(**values)
    return (words.MADE if hand.made else words.SET).format(**values)


def explain(hand: FiveHundredReported) -> list[str]:
    """The dispute view: the verdict, the calls in turn, who sat out a misère, the tricks one by one."""
    lines = [verdict(hand)]
    auction = hand.auction
    if auction.calls:
        calls = words.calls_said(auction.calls, words.bid_word)
        lines.append(words.CALLS_LINE.format(first=auction.order[0], dealer=hand.dealer, calls=calls))
    if hand.misere and hand.bidder is not None:
        lines.append(words.MISERE_SITS_OUT.format(partner=partner_of(hand.players, hand.bidder), bidder=hand.bidder))
    if hand.winners:
        lines.append(words.WINNERS_LINE.format(winners=", ".join(hand.winners)))
    if hand.slam and hand.bid is not None and bid_value(hand.bid) < SLAM_POINTS and hand.settings["slam"]:
        lines.append(str(words.SLAM_RULE))
    return lines
