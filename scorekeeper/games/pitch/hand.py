"""Auction Pitch's hand: one round of bids, then who took High, Low, Jack and Game (docs/rules.md section 7).

The pitcher's side made its bid when the points it took reach the bid: it scores them all; otherwise it
is set back by the bid and its points are lost.  Everyone else scores what he took.  A smudge (a bid
of 5) is made only with all four points and all six tricks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper import words as shared
from scorekeeper.i18n.shown import number
from scorekeeper.jsontypes import JsonObject, JsonValue
from scorekeeper.rules import all_fours
from scorekeeper.rules.auction import BidRules
from scorekeeper.rules.bidding import BiddingHand, misdeal_said_first
from scorekeeper.rules.errors import RuleError
from scorekeeper.rules.interface import seating_name
from scorekeeper.rules.one_round import OneRoundAuction
from scorekeeper.rules.seating import alternate_side
from scorekeeper.rules.settings import setting_int, setting_str
from scorekeeper.rules.event_dispatch import takes
from scorekeeper.words import N_

from . import words
from .events import AllTricksTaken, PointNobody, PointTaken, SweepTaken
from .facts import PitchPhase
from .settings import POINTS, SMUDGE, fixed, top_bid

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game


class PitchHand(BiddingHand):
    """One hand of Auction Pitch, built up event by event."""

    NO_PLACE = N_("a {t} event has no place in Auction Pitch")
    TRUMP_FIRST = N_("trump is named before the points are entered")

    def __init__(self, game: Game, number: int, dealer: str) -> None:
        super().__init__(game, number, dealer, BidRules(1, 1, 1, top_bid(game.settings)))
        self.auction: OneRoundAuction = OneRoundAuction(game.players, dealer, BidRules(
            setting_int(game.settings, "min_bid"), 1, 1, top_bid(game.settings),
            dealer_must_take=setting_str(game.settings, "all_pass") == "dealer_takes"))
        self.auction.dealer_match = bool(game.settings["dealer_match"])
        self.points: dict[str, str | None] = {}  # point → who took it (None: nobody), in the order entered
        self.all_tricks = False
        self.sweep = False  # all six tricks entered as a SweepTaken: High and Game are the pitcher's by the rules

    # -- where the hand stands --------------------------------------------------------
    @property
    def phase(self) -> PitchPhase:
        if self.complete:
            return PitchPhase.DONE
        return PitchPhase.AUCTION if not self.auction.over else PitchPhase.POINTS

    def side_of(self, player: str) -> tuple[str, ...]:
        """A player's side: himself, or him and his partner opposite (seating order)."""
        return tuple(alternate_side(self.players, player)) if fixed(self.settings) else (player,)

    @property
    def bidder_side(self) -> tuple[str, ...]:
        bidder = self.bidder
        if bidder is None:
            return ()
        return (bidder, *[p for p in self.side_of(bidder) if p != bidder])

    def next_point(self) -> str | None:
        return next((p for p in POINTS if p not in self.points), None)

    def to_act(self) -> str | None:
        if self.phase is PitchPhase.AUCTION:
            return self.auction.to_call()
        return self.bidder if self.phase is PitchPhase.POINTS else None

    def prompt(self) -> str:
        if self.phase is PitchPhase.AUCTION:
            return self.auction_prompt()
        point = self.next_point()
        if self.phase is PitchPhase.POINTS and point is not None:
            return words.POINT_PROMPT[point].format(bidder=self.bidder, bid=words.bid_text(self.bid or 0))
        return ""

    def is_smudge(self) -> bool:
        return self.bid == SMUDGE

    # -- events (the calls, trump and a misdeal as every bidding hand takes them) -----------------
    def started_play(self) -> bool:
        return bool(self.points)

    @takes(AllTricksTaken, SweepTaken)
    def _all_tricks(self, event: AllTricksTaken | SweepTaken) -> None:
        self._where = ("all_tricks",)
        player = event.player
        bidder = self._after_auction(words.ALL_TRICKS_WHAT)
        if player != bidder:
            raise RuleError("all six tricks are the pitcher's side's: {b} pitched, not {p}", b=bidder, p=player)
        if self.all_tricks:
            raise RuleError("{b}'s side is already entered as taking all six tricks", b=bidder)
        if self.points:
            raise RuleError("all six tricks are entered before the points")
        self.all_tricks = True
        if type(event) is SweepTaken:  # the points the rules fix are entered with it (in their order, High first)
            self.sweep = True
            self.points["high"] = bidder

    @takes(PointTaken, PointNobody)
    def _point_entered(self, event: PointTaken | PointNobody) -> None:
        self._point(event.point, event.player if type(event) is PointTaken else None)

    def _point(self, point: str, player: str | None) -> None:
        self._where = ("point", len(self.points) + 1)
        self._after_auction(words.POINTS_WHAT)
        all_fours.check_point(point, player, self.next_point(),
                              N_("{v!r} is not a point of Pitch: the points are high, low, jack and game"))
        if player is not None:
            self._seated(player)
        if self.all_tricks and player is not None and point != "low" and player not in self.bidder_side:
            raise RuleError("{side} took all six tricks, so {point} is theirs, not {p}'s",
                            side=seating_name(self.players, self.bidder_side), point=point, p=player)
        self.points[point] = player
        if self.sweep and self.next_point() == "game":  # every pip is in the pitcher's side's tricks
            assert self.bidder is not None
            self.points["game"] = self.bidder
        if len(self.points) == len(POINTS):
            self._score()

    # -- scoring -----------------------------------------------------------------------
    def points_won(self) -> dict[str, int]:
        """For each player, the points his side took in the hand (set back or not)."""
        taken = {p: 0 for p in self.players}
        for owner in self.points.values():
            if owner is not None:
                for p in self.side_of(owner):
                    taken[p] += 1
        return taken

    def bidder_took(self) -> int:
        return self.points_won()[self.bidder] if self.bidder else 0

    def _score(self) -> None:
        bidder, bid = self.bidder, self.bid or 0
        assert bidder is not None
        took = self.bidder_took()
        if self.is_smudge():
            self.made = took == len(POINTS) and self.all_tricks
            change = SMUDGE if self.made else -SMUDGE
        else:
            self.made = took >= bid
            change = took if self.made else -bid
        side = set(self.bidder_side)
        won = self.points_won()
        self.scores = {p: change if p in side else won[p] for p in self.players}
        self.complete = True

    # -- reports -------------------------------------------------------------------------
    def bid_report(self) -> JsonObject:
        return {"bid": self.bid, "bidder_side": list(self.bidder_side),
                "points_won": dict[str, JsonValue](self.points_won()), "made": self.made}

    @misdeal_said_first
    def verdict(self) -> str:
        if self.bidder is None:
            return str(shared.THROWN_IN)
        if not self.complete:
            return ""
        side, took, bid = seating_name(self.players, self.bidder_side), self.bidder_took(), self.bid or 0
        if self.is_smudge():
            smudge = words.SMUDGE_MADE if self.made else words.SMUDGE_FAILED
            return smudge.format(side=side, took=number(took), five=number(SMUDGE))
        sentence = words.MADE_IT if self.made else words.SET_BACK
        return sentence.of(took).format(side=side, took=number(took), bid=number(bid))

    def explain(self) -> list[str]:
        lines = [self.verdict()]
        if self.bidder is None:
            return lines
        bid = words.bid_text(self.bid or 0)
        lines.insert(0, words.EXPLAIN_HEAD.format(bidder=self.bidder, bid=bid, trump=words.suit_word(self.trump))
                     if self.trump else words.PITCHED.format(bidder=self.bidder, bid=bid))
        for point in POINTS:
            if point in self.points:
                owner = self.points[point]
                lines.append(words.POINT_LINE[point].format(player=owner) if owner is not None
                             else str(words.NOBODY_LINE[point]))
        if self.all_tricks:
            lines.append(words.ALL_TRICKS_LINE.format(side=seating_name(self.players, self.bidder_side)))
        if self.complete:
            side = set(self.bidder_side)
            others = [g for g in _groups(self) if not side.intersection(g)]
            won = self.points_won()
            lines += [words.OTHERS_SCORE.of(won[g[0]]).format(side=seating_name(self.players, g), points=number(won[g[0]]))
                      for g in others if won[g[0]]]
            lines += self.going_out()
        return lines

    def going_out(self) -> list[str]:
        """When two or more sides end the hand at or over the target: the others' points counted one at a time,
        High, Low, Jack, Game, onto their totals before the hand (the order that says who went out first)."""
        goal = setting_int(self.settings, "target")
        over = [g for g in _groups(self) if self.totals.get(g[0], 0) >= goal]
        if len(over) < 2 or not self.totals:
            return []
        bidding = set(self.bidder_side)
        running = {p: self.totals[p] - self.scores.get(p, 0) for p in self.players}
        lines = []
        for point in POINTS:
            owner = self.points.get(point)
            if owner is None or owner in bidding:
                continue
            for p in self.side_of(owner):
                running[p] += 1
            lines.append(words.GOING_OUT_STEP.format(point=words.POINT_WORDS[point],
                                                     side=seating_name(self.players, self.side_of(owner)),
                                                     total=number(running[owner]), target=number(goal)))
            if running[owner] >= goal:
                break
        return lines


def _groups(hand: PitchHand) -> list[tuple[str, ...]]:
    """Each side once (a player alone, or two partners), in seating order."""
    seen: list[tuple[str, ...]] = []
    for p in hand.players:
        side = hand.side_of(p)
        if side not in seen:
            seen.append(side)
    return seen
