"""A one-round auction: one call each from the dealer's left, the dealer last, with the dealer's privilege.

Auction Pitch, Pedro and Bid Euchre bid this way. It is the shared ``Auction`` (the app's auction part
reads it) with this order and limits: every player calls exactly once; a bid beats every bid before it, except that the dealer may equal the
highest (``dealer_match``); a dealer whom everyone passed must bid (``all_pass: dealer_takes``).
"""

from __future__ import annotations

from scorekeeper.i18n.translate import N_
from scorekeeper.rules.auction import Auction
from scorekeeper.rules.errors import Amount, RuleError
from scorekeeper.rules.seating import clockwise_from, left_of


class OneRoundAuction(Auction):
    """One call per player, in seating order from the dealer's left."""

    FIRST_BID_AT_LEAST = N_("{p} bid {a} but the lowest bid is {low}")
    dealer_match: bool = True

    def order(self) -> list[str]:
        return clockwise_from(self.players, left_of(self.players, self.dealer))

    def _update_over(self) -> None:
        self.over = len(self.calls) == len(self.players)

    @property
    def at_highest_bid(self) -> bool:
        return False  # every player calls once, whatever was bid before him

    def _next_in_turn(self) -> str | None:
        order = self.order()
        return order[len(self.calls)] if len(self.calls) < len(order) else None

    def lowest_bid(self) -> int:
        """The lowest bid of the player to call: one more than the highest, or equal to it for the dealer."""
        high = self.high_bid
        if high is None:
            return self.rules.opening
        return high if self.dealer_match and self._next_in_turn() == self.dealer else high + 1

    def check_turn(self, player: str) -> None:
        if self.over and player in self.players:
            raise RuleError("the auction is over: every player has called once")
        super().check_turn(player)

    def check_bid(self, player: str, amount: int) -> None:
        self.check_points_bid(player, amount)

    def refuse_raise(self, player: str, amount: int, high: int, low: int) -> None:
        if amount == high:
            raise RuleError("{p} bid {a} but the bid is already {high}: the lowest raise is {low}", p=player,
                            a=Amount(amount), high=Amount(high), low=Amount(low))

    def check_pass(self, player: str) -> None:
        self.check_turn(player)
        if self._dealer_must_take(player):
            raise RuleError("{p} is the dealer and must bid when everyone else has passed (lowest bid {low})",
                            p=player, low=Amount(self.lowest_bid()))
