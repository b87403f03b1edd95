"""Twenty-eight's auction: round and round (anticlockwise by default) until three pass in a row after the last bid.

It is the shared ``Auction`` (the app's auction part reads it) with Twenty-eight's order and limits:
the first speaker must bid at least ``min_bid``; each bid beats the last, up to 28; over one's own
partner a bid is at least 20; a pass is final only with ``pass_final``.
"""

from __future__ import annotations

from scorekeeper.i18n.translate import N_
from scorekeeper.rules.auction import Auction
from scorekeeper.rules.errors import Amount, RuleError
from scorekeeper.rules.seating import alternate_side, names

from .settings import OVER_PARTNER

PASSES_TO_END = 3


class TwentyEightAuction(Auction):
    """The calls of one hand, in the table's direction from the player after the dealer."""

    FIRST_BID_AT_LEAST = N_("{p} bid {a} but the first bid is at least {low}")
    step_sign: int = -1  # -1: anticlockwise (the dealer's right first); +1: clockwise
    pass_final: bool = False

    def after(self, player: str) -> str:
        players = self.players
        return players[(players.index(player) + self.step_sign) % len(players)]

    def first_speaker(self) -> str:
        return self.after(self.dealer)

    def _trailing_passes(self) -> int:
        count = 0
        for _, amount in reversed(self.calls):
            if amount is not None:
                break
            count += 1
        return count

    def _update_over(self) -> None:
        if self.high_bidder is None:
            self.over = False
        elif self.pass_final:
            self.over = len(self.passed) >= PASSES_TO_END
        else:
            self.over = self._trailing_passes() >= PASSES_TO_END

    @property
    def at_highest_bid(self) -> bool:
        return False  # after 28 the three passes are still entered

    def _next_in_turn(self) -> str | None:
        if not self.calls:
            return self.first_speaker()
        player = self.after(self.calls[-1][0])
        for _ in range(len(self.players)):
            if not (self.pass_final and player in self.passed):
                return player
            player = self.after(player)
        return None

    def over_partner(self, player: str) -> bool:
        """The highest bid so far is ``player``'s partner's."""
        high = self.high_bidder
        return high is not None and high != player and high in alternate_side(self.players, player)

    def lowest_bid(self) -> int:
        high, who = self.high_bid, self._next_in_turn()
        if high is None:
            return self.rules.opening
        if who is not None and self.over_partner(who):
            return max(high + 1, OVER_PARTNER)
        return high + 1

    def raises(self, count: int = 4) -> list[int]:
        low = self.lowest_bid()
        return [a for a in range(low, low + count) if a <= self.rules.cap]

    def may_pass(self, player: str) -> bool:
        return bool(self.calls)

    def check_turn(self, player: str) -> None:
        if player not in self.players:
            raise RuleError("{p} is not at this table ({all})", p=player, all=names(self.players))
        if self.over:
            raise RuleError("the auction is over: {w} won it at {bid}", w=self.high_bidder, bid=Amount(self.high_bid or 0))
        if self.pass_final and player in self.passed:
            raise RuleError("{p} has already passed and is out of this auction", p=player)
        due = self._next_in_turn()
        if player != due:
            raise RuleError("it is {due}'s turn to call, not {p}'s", due=due, p=player)

    def check_bid(self, player: str, amount: int) -> None:
        self.check_points_bid(player, amount)

    def refuse_raise(self, player: str, amount: int, high: int, low: int) -> None:
        if self.over_partner(player) and amount > high:
            raise RuleError("{p} bid {a} over his partner {partner}'s {high}: over a partner a bid is at least {low}",
                            p=player, a=Amount(amount), partner=self.high_bidder, high=Amount(high), low=Amount(low))

    def check_pass(self, player: str) -> None:
        self.check_turn(player)
        if not self.calls:
            raise RuleError("{p} speaks first and must bid (at least {low}): the first speaker may not pass",
                            p=player, low=Amount(self.rules.opening))

    def pass_(self, player: str) -> None:
        self.check_pass(player)
        self.calls.append((player, None))
        self.passed.add(player)
        self._update_over()
