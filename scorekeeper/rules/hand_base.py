"""A base for a game's hand: every member of ``PlayedHand`` that has a natural answer, given once.

A game's hand extends :class:`BaseHand` and writes its play (``apply``), its
prompt and its verdict; the base keeps who deals, the hand's number, its
scores and totals, the replay's bookkeeping (``started``, ``first_event``,
``event_count``), answers for a hand nobody bids for, and the phases of a hand
that is only played (``HandPhase``: play, then done), which a game with an
auction or a deal replaces with its own (``BidsThenTricks`` where every player bids tricks, then
the tricks are entered).
"""

from __future__ import annotations

from enum import StrEnum
from functools import wraps
from typing import TYPE_CHECKING, Callable, Mapping, Protocol, TypeVar

from scorekeeper import words
from scorekeeper.i18n.suits import SUITS
from scorekeeper.jsontypes import JsonObject, JsonValue

from .errors import RuleError
from .seating import names

if TYPE_CHECKING:
    from .game import Game


class HandPhase(StrEnum):
    """The phases of a hand that is only played: a table shows one part per phase (``PLAY``)."""

    PLAY = "play"
    DONE = "done"


class BidsThenTricks(StrEnum):
    """The phases of a deal in which every player bids a number of tricks, then the tricks each took are
    entered: one enum for every game that plays so, since the phases and what follows each are the same."""

    BIDS = "bids"
    TRICKS = "tricks"
    DONE = "done"


class AuctionThenTricks(StrEnum):
    """The phases of a hand bid for in an auction, after which the tricks (or books) the bidding side took are
    entered: one enum for every game that plays so, as ``BidsThenTricks`` is for those in which all bid."""

    AUCTION = "auction"
    TRICKS = "tricks"
    DONE = "done"

    @classmethod
    def of(cls, complete: bool, auction_over: bool) -> AuctionThenTricks:
        """Where such a hand stands: done once complete, else its tricks once the auction is over."""
        return cls.DONE if complete else cls.TRICKS if auction_over else cls.AUCTION


class BaseHand:
    """One hand's bookkeeping; the game's subclass adds what is played and how it scores."""

    first_event: int  # set by the replay once the hand has its first event
    event_count: int
    bidder: str | None = None  # nobody bids, unless the game's hand says otherwise
    bidder_side: tuple[str, ...] = ()
    misdeal_by: str | None = None  # who called a misdeal (``misdealt``), when one was

    def __init__(self, game: Game, number: int, dealer: str) -> None:
        self.players: tuple[str, ...] = tuple(game.players)
        self.settings: Mapping[str, JsonValue] = game.settings
        self.number, self.dealer = number, dealer
        self.complete, self.passes_deal, self.started = False, True, False
        self.scores: dict[str, int] = {}
        self.totals: dict[str, int] = {}

    @property
    def phase(self) -> str:
        """Played until complete (``HandPhase``); a game with more phases returns its own enum's."""
        return HandPhase.DONE if self.complete else HandPhase.PLAY

    def seated(self, player: str) -> None:
        """Refused unless ``player`` sits at this table, the refusal naming who does (a typo is seen at once)."""
        if player not in self.players:
            raise RuleError("{p} is not at this table ({all})", p=player, all=names(self.players))

    def misdealt(self, player: str, too_late: str | None = None) -> None:
        """A misdeal called by ``player``: the hand ends scoring nothing and the same dealer deals again; a game
        whose hand has begun gives the refusal (``too_late``) instead."""
        self.seated(player)
        if too_late is not None:
            raise RuleError(too_late)
        self.misdeal_by, self.passes_deal, self.complete = player, False, True
        self.scores = dict.fromkeys(self.players, 0)

    def one_side_scores(self, side: tuple[str, ...], points: int) -> None:
        """The hand is over and only ``side`` scores (``points`` each; the others 0): what a hand whose
        contract moves one side's score ends with."""
        self.scores = {p: points if p in side else 0 for p in self.players}
        self.complete = True

    _where = ""  # where the event being applied goes ("call 3"), which a game with calls or tricks keeps

    def location(self) -> str:
        """Where the event goes, for a refusal's message ("hand 2, call 3"); "" (the default) says only the hand."""
        return self._where

    def to_act(self) -> str | None:
        """Who acts next: the player left of the dealer until the game says more (None once complete)."""
        if self.complete:
            return None
        return self.players[(self.players.index(self.dealer) + 1) % len(self.players)]

    def report(self) -> JsonObject:
        """This hand's line of ``scorekeeper score --json``: the shared keys and the game's own (``reported``)."""
        return {"number": self.number, "dealer": self.dealer, **self.reported(),
                "scores": dict(self.scores), "totals": dict(self.totals)}

    def reported(self) -> JsonObject:
        """The game's own keys of its report line (between the dealer and the scores)."""
        return {}

    def verdict(self) -> str:
        return ""

    def explain(self) -> list[str]:
        """The dispute view: the verdict, then what the game adds (``explained``)."""
        return [self.verdict(), *self.explained()]

    def explained(self) -> list[str]:
        return []


def suit_trump(named: str | None, suit: str) -> str:
    """``suit`` as the hand's trump, where trump is one of the four suits named once (``named``: the trump
    named before, if any); refused otherwise.  Games whose hand is not a ``BiddingHand`` check it so."""
    if suit not in SUITS:
        raise RuleError("trump is clubs, diamonds, hearts or spades, not {suit}", suit=suit)
    if named is not None:
        raise RuleError("trump is already {trump}", trump=named)
    return suit


class Redealable(Protocol):
    """A hand a misdeal may end: who called it (None: nobody did) and who deals again."""

    @property
    def misdeal_by(self) -> str | None: ...
    @property
    def dealer(self) -> str: ...


RedealableT = TypeVar("RedealableT", bound=Redealable)


def misdeal_said_first(verdict: Callable[[RedealableT], str]) -> Callable[[RedealableT], str]:
    """A hand's ``verdict`` (``@misdeal_said_first``) that says a hand a misdeal ended in every game's sentence
    (``words.MISDEAL``: who called it, and that the same dealer deals again), any other as ``verdict`` says it."""
    @wraps(verdict)
    def said(hand: RedealableT) -> str:
        if hand.misdeal_by is not None:
            return words.MISDEAL.format(player=hand.misdeal_by, dealer=hand.dealer)
        return verdict(hand)
    return said
