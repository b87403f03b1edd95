"""What every game's hand answers, and the table a replay makes of them.

A leaf of the rules core (events only): the game, the interface and the screens
know hands through :class:`PlayedHand` without importing one another.
"""

from __future__ import annotations

from typing import Callable, Mapping, Protocol, Sequence, TypeVar

from scorekeeper.jsontypes import JsonObject, JsonValue

from .events import Event
from .frozen import Compared


class PlayedHand(Protocol):
    """What every game's hand answers, finished or in progress (``new_hand`` makes one)."""

    number: int
    dealer: str
    complete: bool
    passes_deal: bool  # False after a misdeal: the same dealer deals again
    started: bool  # some event has been applied to it
    first_event: int  # index in game.events of its first event (once started)
    event_count: int  # how many of the game's events belong to it
    scores: dict[str, int]
    totals: dict[str, int]

    @property
    def phase(self) -> str: ...  # the game's own phase enum (a StrEnum: "auction", "play", ... "done")
    @property
    def bidder(self) -> str | None: ...  # None until an auction has a winner, and always where nobody bids for a side
    @property
    def bidder_side(self) -> tuple[str, ...]: ...  # the bidder first, then partners in seating order; () if none

    def apply(self, event: Event) -> None: ...
    def location(self) -> str: ...
    def to_act(self) -> str | None: ...
    def prompt(self) -> str: ...
    def report(self) -> JsonObject: ...
    def verdict(self) -> str: ...
    def explain(self) -> list[str]: ...


class SeatedHand(PlayedHand, Protocol):
    """A hand as its sentences and reports read it: a played hand with its table's players in seating order and
    the game's settings (the games' reported protocols extend this one instead of each naming them again)."""

    players: tuple[str, ...]
    settings: Mapping[str, JsonValue]


HandT = TypeVar("HandT", bound=PlayedHand)


def _nothing_said() -> str:
    return ""


class Table(Compared):
    """Everything a screen or report shows, derived by replaying the events.

    Not a dataclass (``score`` imports it; see rules/frozen.py); equal when all but ``said`` are.
    """

    FIELDS = ("kind", "players", "settings", "hands", "current", "totals", "winner")  # (not ``said``)

    def __init__(self, kind: str, players: tuple[str, ...], settings: Mapping[str, JsonValue],
                 hands: list[PlayedHand], current: PlayedHand | None, totals: dict[str, int],
                 winner: tuple[str, ...] | None, said: Callable[[], str] = _nothing_said) -> None:
        self.kind = kind
        self.players = players
        self.settings = settings
        self.hands = hands  # finished hands, in order
        self.current = current  # the hand being played; None once the game is over
        self.totals = totals
        self.winner = winner
        self.said = said


    @property
    def result(self) -> str:
        """Why the game ended ("" while it goes on), said in the language current when it is read: a game
        replayed once is shown to a Bengali app and a Hindi board alike."""
        return self.said()

    @property
    def finished(self) -> bool:
        return self.winner is not None or self.current is None

    @property
    def phase(self) -> str:
        return self.current.phase if self.current else "over"

    @property
    def dealer(self) -> str | None:
        return self.current.dealer if self.current else None

    def to_act(self) -> str | None:
        return self.current.to_act() if self.current else None

    def prompt(self) -> str:
        return self.current.prompt() if self.current else self.result


def apply_in_turn(hand: PlayedHand, events: Sequence[Event]) -> int:
    """A hand's events one by one until it completes; how many were applied (a record's hand, for a hand
    that takes no batch of its own: ``apply_events``)."""
    apply, count = hand.apply, 0
    for event in events:
        apply(event)
        count += 1
        if hand.complete:
            break
    return count


def deal_passed(players: Sequence[str], hand: PlayedHand) -> str:
    """Who deals after ``hand`` as the table passes the deal: the player on the dealer's left (the same
    dealer after a hand that does not pass the deal, a misdeal)."""
    return players[(players.index(hand.dealer) + 1) % len(players)] if hand.passes_deal else hand.dealer
