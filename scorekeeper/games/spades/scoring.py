"""How one side scores one hand of Spades (docs/rules.md section 5): pure arithmetic, no words.

A side's contract is the sum of its bids that are not Nil.  Made: 10 × contract
plus 1 a trick over it, each overtrick a bag; set: −10 × contract.  A Nil scores
±100 (Blind Nil ±200); a failed Nil's tricks are bags that score nothing
(``nil_tricks: bags``) or count toward the partner's contract (``count``).  A
side that bid only Nils scores its Nils, and every trick it takes is a bag.
Bags add up over the hands; each time they reach the limit the side loses the
penalty and the limit's worth of bags is taken off.
"""

from __future__ import annotations

from scorekeeper.jsontypes import JsonValue
from scorekeeper.rules.settings import setting_int

from dataclasses import dataclass
from typing import Mapping, Sequence

from .settings import NIL_POINTS


@dataclass(frozen=True)
class NilResult:
    """One player's Nil (or Blind Nil) and the tricks that player took."""

    player: str
    blind: bool
    took: int

    @property
    def made(self) -> bool:
        return self.took == 0

    @property
    def points(self) -> int:
        stake = NIL_POINTS * (2 if self.blind else 1)
        return stake if self.made else -stake


@dataclass(frozen=True)
class SideResult:
    """Everything one side's score of one hand is made of, so a verdict can show each step."""

    side: tuple[str, ...]
    contract: int  # the side's bids that are not Nil, added
    took: int  # the tricks counted toward the contract
    nils: tuple[NilResult, ...]
    nil_bags: int  # failed Nils' tricks taken as bags (nil_tricks: bags)
    bags_before: int
    bags_taken: int  # this hand's bags: overtricks, failed Nils' tricks, every trick of a side without a contract
    penalties: int  # how many times the bags reached the limit in this hand
    penalty: int  # the points those cost
    bags_after: int

    @property
    def made(self) -> bool | None:
        """None for a side that bid only Nils: it has no contract to make."""
        return None if self.contract == 0 else self.took >= self.contract

    @property
    def overtricks(self) -> int:
        return self.took - self.contract if self.made else 0

    @property
    def contract_points(self) -> int:
        if self.made is None:
            return 0
        return 10 * self.contract + self.overtricks if self.made else -10 * self.contract

    @property
    def score(self) -> int:
        return self.contract_points + sum(n.points for n in self.nils) - self.penalty


def toward_contract(side: Sequence[str], bids: Mapping[str, int], tricks: Mapping[str, int],
                    settings: Mapping[str, JsonValue]) -> int:
    """The tricks that count toward a side's contract: a Nil bidder's only where the table counts a failed
    Nil's tricks for the partner (``nil_tricks: count``); the running count and the score say the same."""
    counts_nils = settings["nil_tricks"] == "count"
    return sum(tricks.get(p, 0) for p in side if counts_nils or bids.get(p, 0) > 0)


def score_side(side: Sequence[str], bids: Mapping[str, int], blind: frozenset[str], tricks: Mapping[str, int],
               settings: Mapping[str, JsonValue], bags_before: int) -> SideResult:
    """One side's score of a finished hand, with the bags it carried in."""
    nils = tuple(NilResult(p, p in blind, tricks[p]) for p in side if bids[p] == 0)
    contract = sum(bids[p] for p in side)
    failed_nil_tricks = sum(n.took for n in nils)
    counts_nils = settings["nil_tricks"] == "count"
    took = toward_contract(side, bids, tricks, settings)
    nil_bags = 0 if counts_nils else failed_nil_tricks
    if contract == 0:
        taken = sum(tricks[p] for p in side)
    else:
        taken = nil_bags + (took - contract if took >= contract else 0)
    limit = setting_int(settings, "bag_limit")
    reached = bags_before + taken
    penalties, after = divmod(reached, limit) if limit else (0, 0)
    return SideResult(tuple(side), contract, took, nils, nil_bags, bags_before if limit else 0, taken, penalties,
                      penalties * setting_int(settings, "bag_penalty"), after)
