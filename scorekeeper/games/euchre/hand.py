"""One hand of Euchre (docs/rules.md "Euchre"), built up event by event.

The calls are not entered one by one: making trump ends the calling, so the
maker and the round say everything.  Then the makers' tricks (one count) or
the five trick winners; only one side scores.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from scorekeeper.jsontypes import JsonObject
from scorekeeper.rules.errors import RuleError
from scorekeeper.rules.partnership import PartnershipHand, partner_of, side_of
from scorekeeper.rules.seating import clockwise_from, left_of
from scorekeeper.rules.event_dispatch import takes
from scorekeeper.words import N_

from .events import ThrownIn, TrickWon, TrumpMade, TurnedUp
from .facts import EuchrePhase
from .settings import SUITS, TRICKS
from .verdict import explain, verdict

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game


class EuchreHand(PartnershipHand):
    """One hand: the turn-up, trump made (or thrown in), then the makers' tricks and the one side's score."""

    TRICKS = TRICKS
    COUNT_RANGE = N_("the makers took {n} tricks, but a hand has 5 tricks: 0 to 5")
    COUNTED_ALREADY = N_("the makers' tricks are already counted; correct that entry instead")
    NO_PLACE = N_("a {t} event has no place in Euchre")

    def __init__(self, game: Game, number: int, dealer: str, totals: Mapping[str, int]) -> None:
        super().__init__(game, number, dealer)
        self.order = clockwise_from(self.players, left_of(self.players, dealer))
        self.turn_up: str | None = None
        self.maker: str | None = None
        self.trump: str | None = None
        self.round: int | None = None
        self.alone: tuple[str, ...] = ()
        self.thrown_in = False

    # -- where it stands -------------------------------------------------------------------------
    @property
    def phase(self) -> EuchrePhase:
        if self.complete:
            return EuchrePhase.DONE
        return EuchrePhase.CALLING if self.maker is None else EuchrePhase.TRICKS

    @property
    def maker_side(self) -> tuple[str, ...]:
        """The maker and partner: the side that bid (``bidder_side``)."""
        return self.bidder_side

    @property
    def defenders(self) -> tuple[str, ...]:
        return tuple(p for p in self.players if p not in self.maker_side)

    @property
    def lone_defender(self) -> str | None:
        return next((p for p in self.alone if p != self.maker), None)

    def sitting_out(self) -> tuple[str, ...]:
        """The partners of those who went alone: they lay their cards down."""
        return tuple(partner_of(self.players, p) for p in self.alone)

    def maker_tricks(self) -> int:
        return self.contract_tricks()

    def counting_side(self) -> tuple[str, ...]:
        return self.maker_side

    @property
    def made(self) -> bool | None:
        return None if not self.complete or self.maker is None else self.maker_tricks() >= 3

    @property
    def march(self) -> bool:
        return bool(self.complete and self.maker is not None and self.maker_tricks() == TRICKS)

    def points(self) -> int:
        """What the one side that scores gets: 1, 2 for a march (4 alone), 2 for a euchre (4 by a lone defender)."""
        took = self.maker_tricks()
        if took == TRICKS:
            return 4 if self.maker in self.alone else 2
        if took >= 3:
            return 1
        return 4 if self.lone_defender is not None else 2

    def to_act(self) -> str | None:
        if self.complete:
            return None
        if self.maker is None:
            return self.order[0]
        out = self.sitting_out()
        if self.winners:
            return self.winners[-1]
        return next(p for p in self.order if p not in out)

    def prompt(self) -> str:
        from . import words

        if self.phase is EuchrePhase.CALLING:
            if self.turn_up is None:
                return words.TURN_UP_PROMPT.format(number=self.number, dealer=self.dealer)
            return words.MAKER_PROMPT.format(number=self.number, suit=words.suit_word(self.turn_up))
        if self.phase is EuchrePhase.TRICKS:
            return words.TRICKS_PROMPT.format(trick=len(self.winners) + 1, tricks=TRICKS, leader=self.to_act())
        return ""

    # -- events (the count and a misdeal as every partnership hand takes them) ---------------------
    @takes(TrickWon)
    def _trick(self, event: TrickWon) -> None:
        self.take_trick(event.winner)

    def _suit(self, suit: str) -> None:
        if suit not in SUITS:
            raise RuleError("{s!r} is not a suit; a suit is clubs, diamonds, hearts or spades", s=suit)

    def _calling(self) -> None:
        if self.maker is not None:
            raise RuleError("{m} has already made trump {t} in this hand; correct that entry instead",
                            m=self.maker, t=self.trump)

    def misdeal_in_time(self) -> None:
        self._calling()

    @takes(TurnedUp)
    def _turn_up(self, event: TurnedUp) -> None:
        suit = event.suit
        self._calling()
        self._suit(suit)
        if self.turn_up is not None:
            raise RuleError("the turn-up is already {s} in this hand; correct that entry instead", s=self.turn_up)
        self.turn_up = suit

    @takes(TrumpMade)
    def _make(self, event: TrumpMade) -> None:
        maker, trump, round_, alone = event.maker, event.trump, event.round, event.alone
        self._calling()
        self.at_table(maker)
        self._suit(trump)
        if round_ not in (1, 2):
            raise RuleError("round is 1 (the turn-up ordered up) or 2 (a suit named after all four passed), not {r}",
                            r=round_)
        if self.turn_up is not None and round_ == 1 and trump != self.turn_up:
            raise RuleError("in round 1 trump is the turn-up suit {s}, not {t}", s=self.turn_up, t=trump)
        if self.turn_up is not None and round_ == 2 and trump == self.turn_up:
            raise RuleError("in round 2 the turned-down suit {s} cannot be named", s=trump)
        self._check_alone(maker, alone)
        self.maker, self.trump, self.round = maker, trump, round_
        self.bidder, self.bidder_side = maker, side_of(self.players, maker)
        self.alone = tuple(sorted(alone, key=lambda p: p != maker))  # the maker first

    def _check_alone(self, maker: str, alone: tuple[str, ...]) -> None:
        partner = partner_of(self.players, maker)
        for player in alone:
            self.at_table(player)
        if len(set(alone)) != len(alone):
            raise RuleError("{p} is named twice as playing alone", p=next(p for p in alone if alone.count(p) > 1))
        if partner in alone:
            raise RuleError("{p} is the maker's partner and cannot go alone; only the maker {m} may", p=partner, m=maker)
        defenders = [p for p in alone if p != maker]
        if not defenders:
            return
        if not self.settings["defend_alone"]:
            raise RuleError("{p} goes alone, but only the maker {m} may (defend_alone is off)", p=defenders[0], m=maker)
        if maker not in alone:
            raise RuleError("{p} defends alone, but a defender may play alone only against a maker who went alone",
                            p=defenders[0])
        if len(defenders) > 1:
            raise RuleError("{p} and {q} both defend alone; only one defender may", p=defenders[0], q=defenders[1])

    @takes(ThrownIn)
    def _throw_in(self, event: ThrownIn) -> None:
        self._calling()
        if self.settings["stick_the_dealer"]:
            raise RuleError("thrown in, but with stick_the_dealer the dealer {d} must name trump when the others "
                            "pass twice", d=self.dealer)
        self.thrown_in, self.complete = True, True
        self.nobody_scores()

    def contractor(self) -> str:
        if self.maker is None:
            raise RuleError("the tricks come after trump is made; enter who made trump first")
        return self.maker

    def may_take(self, winner: str) -> None:
        if winner in self.sitting_out():
            raise RuleError("{p} sits out this hand (partner of a player who went alone)", p=winner)

    def score(self) -> None:
        took, points = self.maker_tricks(), self.points()
        side = self.maker_side if took >= 3 else self.defenders
        self.one_side_scores(side, points)

    # -- reports ---------------------------------------------------------------------------------
    def reported(self) -> JsonObject:
        """This hand's own keys in ``scorekeeper score --json``."""
        out: JsonObject = {"maker": self.maker}
        if self.maker is not None:
            out.update(trump=self.trump, round=self.round, alone=list(self.alone), maker_side=list(self.maker_side),
                       maker_tricks=self.maker_tricks(), made=self.made, march=self.march)
        return out

    def verdict(self) -> str:
        return verdict(self)

    def explain(self) -> list[str]:
        return explain(self)
