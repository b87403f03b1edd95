"""Five Hundred's auction: calls in turn from the dealer's left, each bid ranking above the bid to beat.

With ``bidding: rounds`` the calls go round, skipping players who have passed,
until three have passed after a bid (or all four at their first turn); with
``once`` each player calls once, the dealer last.  Misère follows the
``misere`` setting.  The questions the table asks (whose call, which bids are
legal now) and every refusal are here, pure.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from scorekeeper.rules.errors import RuleError
from scorekeeper.rules.seating import clockwise_from, left_of, names, next_in_turn

from .settings import BIDS, MISERE, OPEN_MISERE, RANK


@dataclass
class Auction:
    """One hand's auction as a state machine over its calls (``None`` is a pass)."""

    players: tuple[str, ...]
    dealer: str
    once: bool
    misere: str  # after_seven / any_time / off
    calls: list[tuple[str, str | None]] = field(default_factory=list)
    passed: set[str] = field(default_factory=set)
    high_bidder: str | None = None
    high_bid: str | None = None

    @property
    def order(self) -> list[str]:
        return clockwise_from(self.players, left_of(self.players, self.dealer))

    @property
    def over(self) -> bool:
        if self.once:
            return len(self.calls) == len(self.players)
        return len(self.passed) == len(self.players) or (self.high_bidder is not None and len(self.passed) == 3)

    @property
    def thrown_in(self) -> bool:
        return self.over and self.high_bidder is None

    def to_call(self) -> str | None:
        """Whose call it is: once round from the dealer's left with ``once``, else in turn skipping who passed."""
        if self.once:
            return None if self.over else self.order[len(self.calls)]
        if self.over:
            return None
        return next_in_turn(self.players, self.calls[-1][0], self.passed) if self.calls else self.order[0]

    def legal_bids(self) -> list[str]:
        """Every bid the player to call may make now (the grid enables these)."""
        return [bid for bid in BIDS if self.why_not(bid) is None]

    def why_not(self, bid: str) -> RuleError | None:
        """Why ``bid`` may not be made now by the player to call (None: it may)."""
        player = self.to_call() or ""
        if bid not in RANK:
            return RuleError("{p} called '{v}': not pass nor a bid of the table (6S ... 10NT, misere, open_misere)",
                             p=player, v=bid)
        if bid in (MISERE, OPEN_MISERE) and self.misere == "off":
            return RuleError("{p} bid {bid}, but this table plays without misère (setting misere: off)",
                             p=player, bid=bid)
        high = self.high_bid
        if high is not None and RANK[bid] <= RANK[high]:
            return RuleError("{p} bid {bid} but the bid to beat is {high}", p=player, bid=bid, high=high)
        if bid == MISERE and self.misere == "after_seven" and not (high is not None and high.startswith("7")):
            if high is None:
                return RuleError("{p} bid misere, but misère may only follow a bid of seven (no bid yet)", p=player)
            return RuleError("{p} bid misere, but misère may only follow a bid of seven (the bid to beat is {high})",
                             p=player, high=high)
        return None

    def check_turn(self, player: str) -> None:
        if player not in self.players:
            raise RuleError("{p} is not at this table ({all})", p=player, all=names(self.players))
        if self.over:
            if self.high_bidder is None:
                raise RuleError("the auction is over: everyone passed")
            raise RuleError("the auction is over: {w} has the contract at {bid}", w=self.high_bidder,
                            bid=self.high_bid)
        due = self.to_call()
        if player != due:
            raise RuleError("expected {due} to call, got '{p}'", due=due, p=player)

    def bid(self, player: str, bid: str) -> None:
        self.check_turn(player)
        refused = self.why_not(bid)
        if refused is not None:
            raise refused
        self.calls.append((player, bid))
        self.high_bidder, self.high_bid = player, bid

    def pass_(self, player: str) -> None:
        self.check_turn(player)
        self.calls.append((player, None))
        self.passed.add(player)
