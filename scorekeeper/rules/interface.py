"""The one interface every game offers, so that no other layer asks which game it holds.

A game is a module (``make_a_million``, ``twenty_nine``, ``exact_bid``) found
through the registry (``registry.rules_for(kind)`` or ``game.rules``).  Each
module answers the questions of :class:`GameModule` in its own terms: who
shares a score, what the target is, which trumps may be named, who may take
a trick, what the bidder's side still needs, how a hand ended and who won.
Screens, the store and the CLI show the answers; they never branch on the kind.

The small frozen dataclasses below are the vocabulary of those answers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping, Protocol, Sequence, runtime_checkable

if TYPE_CHECKING:
    from .events import Event
    from .game import Game


@dataclass(frozen=True)
class ScoreGroup:
    """Players who share one score: a fixed side, or one player who scores alone."""

    players: tuple[str, ...]  # in seating order
    name: str  # the one display name, seating order: "Ann+Cy" (never "Cy+Ann")


@dataclass(frozen=True)
class Outcome:
    """How a finished hand ended, in one word and in one line of arithmetic."""

    word: str  # "MADE" / "SET BACK" / "THROWN IN" / "MISDEAL" / the exact-bid word
    made: bool | None  # None when nobody bid (exact bid, thrown in, misdeal)
    arithmetic: str  # the verdict line with its arithmetic


@dataclass(frozen=True)
class Choice:
    """One option offered at the table (a trump, ...): what is stored and what is shown."""

    key: str
    label: str


@dataclass(frozen=True)
class Needed:
    """What the bidder's side still needs, and whether what is left in play can still give it."""

    amount: int
    reachable: bool  # False once the bid cannot be made with what is left in play
    text: str  # "needs $145,000 more" / "cannot make it: set back"


class Side(tuple[str, ...]):
    """The players of one side, as a tuple.

    Hands used to offer ``bidder_side()`` as a method; calling a ``Side`` still
    answers the same list, so a screen written against the old spelling keeps
    working while it moves to the attribute.
    """

    def __call__(self) -> list[str]:
        return list(self)


def points_text(amount: int) -> str:
    """Plain points (game points, exact-bid points) with the minus sign money uses: "−1", "12"."""
    return ("−" if amount < 0 else "") + str(abs(amount))


def seating_name(seats: Sequence[str], players: Iterable[str]) -> str:
    """``players`` joined by "+" in seating order, whatever order they come in.

    Seats not in ``seats`` (the dummy) follow the seated players.
    """
    chosen = set(players)
    seated = [p for p in seats if p in chosen]
    rest = sorted(chosen.difference(seats))
    return "+".join([*seated, *rest])


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
    def phase(self) -> str: ...
    @property
    def bidder(self) -> str | None: ...  # None until an auction has a winner, and always in exact bid
    @property
    def bidder_side(self) -> tuple[str, ...]: ...  # the bidder first, then partners in seating order; () if none

    def apply(self, event: Event) -> None: ...
    def location(self) -> str: ...
    def to_act(self) -> str | None: ...
    def prompt(self) -> str: ...
    def report(self) -> dict[str, Any]: ...
    def verdict(self) -> str: ...
    def explain(self) -> list[str]: ...


Hand = PlayedHand


@runtime_checkable
class GameModule(Protocol):
    """What every game module offers (``registry`` checks each one against this list)."""

    KIND: str
    TITLE: str
    PLAYER_COUNTS: tuple[int, ...]  # the table sizes the game allows
    SETTING_HELP: dict[str, str]  # each setting's meaning in one line

    # -- setup and replay ---------------------------------------------------------
    def resolve_settings(self, players: Sequence[str], given: Mapping[str, Any]) -> dict[str, Any]: ...
    def new_hand(self, game: Game, number: int, dealer: str, totals: Mapping[str, int]) -> Hand: ...
    def winner(self, game: Game, hands: Sequence[Any], totals: Mapping[str, int]) -> tuple[tuple[str, ...] | None, str]: ...
    def hand_events(self, game: Game, record: Any) -> list[Event]: ...
    def hand_record(self, hand: Any) -> dict[str, Any]: ...
    # The one way an amount is shown (app, board, CLI): the game's currency and grouping,
    # points as plain numbers; ``short=True`` for a chart's axis ($1M, ₹10L).
    def format_amount(self, settings: Mapping[str, Any], *, short: bool = False) -> Callable[[int], str]: ...

    # -- what the table is shown --------------------------------------------------
    def score_groups(self, game: Game) -> list[ScoreGroup]: ...
    def group_name(self, game: Game, players: Iterable[str]) -> str: ...
    def target(self, settings: Mapping[str, Any]) -> int | None: ...
    def trump_choices(self, settings: Mapping[str, Any]) -> list[Choice]: ...
    def takers(self, game: Game, hand: Hand) -> tuple[str, ...]: ...
    def quick_raises(self, hand: Hand, count: int = 3) -> list[int]: ...
    def still_needed(self, game: Game, hand: Hand) -> Needed | None: ...
    def outcome(self, game: Game, hand: Hand) -> Outcome: ...
    def winner_line(self, game: Game) -> str: ...

    # -- lifetime tallies -----------------------------------------------------------
    TALLY_MEASURES: dict[str, int | None]  # the game's own measures, beside those every game shares
    def tally_hand(self, tally: dict[str, Any], hand: Mapping[str, Any], as_bidder: bool, on_bid_side: bool,
                   seats: Sequence[str]) -> None: ...


MEMBERS: tuple[str, ...] = (
    "KIND", "TITLE", "PLAYER_COUNTS", "SETTING_HELP",
    "resolve_settings", "new_hand", "winner", "hand_events", "hand_record", "format_amount",
    "score_groups", "group_name", "target", "trump_choices", "takers", "quick_raises",
    "still_needed", "outcome", "winner_line", "TALLY_MEASURES", "tally_hand",
)


def missing_members(module: object) -> list[str]:
    """The names of :class:`GameModule` that ``module`` does not offer (empty when it is complete)."""
    return [name for name in MEMBERS if not hasattr(module, name)]


def winner_line(game: Game) -> str:
    """Who won and why, in the game's own units ("" while nobody has): every game's table says it."""
    table = game.table
    return table.result if table.winner else ""
