"""The typed facts a Spades hand answers with: where it stands, and how it ended (words in ``words``)."""

from __future__ import annotations

from enum import StrEnum

from scorekeeper.rules.hand_base import BidsThenTricks

SpadesPhase = BidsThenTricks  # where a hand stands: each player bids in turn, then the tricks are entered (the shared phases)


class SpadesResult(StrEnum):
    """How a hand ended for the contracts bid (a side that bid only Nils has none to make)."""

    MADE = "made"  # every contract made
    ONE_SET = "one_set"  # one side made its contract, the other was set
    SET = "set"  # every contract set
    MISDEAL = "misdeal"  # a player called a new deal before the first bid
