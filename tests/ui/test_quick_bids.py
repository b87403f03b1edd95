"""One quick-bids part for every auction: the lowest bid and the next ones up by the game's step, to the cap."""

from __future__ import annotations

from scorekeeper.rules.auction import Auction, BidRules
from scorekeeper.ui.games.auction import quick_bids


def test_six_bids_from_the_lowest_up_in_the_step():
    auction = Auction(["A", "B", "C", "D"], "D", BidRules(70, 5, 5, 200))
    assert quick_bids(auction, 5) == [70, 75, 80, 85, 90, 95]
    auction.bid("A", 100)
    assert quick_bids(auction, 5) == [105, 110, 115, 120, 125, 130]


def test_no_quick_bid_above_the_cap():
    auction = Auction(["A", "B", "C", "D"], "D", BidRules(14, 1, 1, 28))
    auction.bid("A", 25)
    assert quick_bids(auction, 1) == [26, 27, 28]
