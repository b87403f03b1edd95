"""The one interface every game offers, so that no other layer asks which game it holds.

A game is a package of ``scorekeeper.games`` (or of another installed
distribution) found through the registry (``registry.rules_for(kind)`` or
``game.rules``).  Its module answers the questions of :class:`GameModule` in
its own terms: who shares a score, what the target is, which trumps may be
named, who may take a trick, what the bidder's side still needs, how a hand
ended and who won.  Screens, the store and the CLI show the answers; they
never branch on the kind.  ``GameModule`` is generic over the game's hand
type, so mypy checks that a game's functions take the hands it makes.

The small frozen dataclasses below are the vocabulary of those answers:
facts, never display words (``scorekeeper.words`` says them).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Callable, Iterable, Mapping, Protocol, Sequence, TypeVar, runtime_checkable

from scorekeeper.i18n import shown

if TYPE_CHECKING:
    from scorekeeper.jsontypes import JsonObject, JsonValue, JsonValue

    from .events import Event
    from .game import Game
    from .tallies import HandReport, Tally


@dataclass(frozen=True)
class ScoreGroup:
    """Players who share one score: a fixed side, or one player who scores alone."""

    players: tuple[str, ...]  # in seating order
    name: str  # the one display name, seating order: "Ann+Cy" (never "Cy+Ann")


class BidResult(StrEnum):
    """How a hand that was bid for ended: the outcomes every game with an auction shares.

    A game with other endings declares its own ``StrEnum`` (and their words in its ``words`` module).
    """

    MADE = "made"
    SET_BACK = "set_back"
    THROWN_IN = "thrown_in"  # everyone passed


@dataclass(frozen=True)
class Outcome:
    """How a finished hand ended: the fact (an enum member) and one line of arithmetic.

    ``scorekeeper.words.outcome_word(outcome)`` is what a screen shows for it ("MADE").
    """

    result: StrEnum  # BidResult, or the game's own outcome enum
    made: bool | None  # None when nobody bid (thrown in, a misdeal, nobody bids for a side)
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


def points_text(amount: int) -> str:
    """Plain points with the minus sign money uses, in the table's digits: "−1", "12", "১২"."""
    return shown.number(amount)


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


HandT = TypeVar("HandT", bound=PlayedHand)


class BoardSection(Protocol):
    """A game's own part of the board page (``scorekeeper.board.view`` draws the frame around it).

    ``in_play`` is the markup of the hand in play, under a heading with ``id="play-h"``.  The
    section may also offer ``race(game, fmt) -> str`` (the race, under ``id="race-h"``) where the
    shared bars against the target do not say the game's score; a game that offers no section at
    all gets the shared race, the hands list and a generic hand in play (its running arithmetic).
    """

    def in_play(self, game: Game, hand: PlayedHand, fmt: Callable[[int], str]) -> str: ...


class MeasureShown(StrEnum):
    """How a tally measure is written: a count (``12``), an amount in the game's format (``$1,234``, ``−1``), a %."""

    COUNT = "count"
    AMOUNT = "amount"
    PERCENT = "percent"


@dataclass(frozen=True)
class TallyMeasure:
    """One of a game's own lifetime tally measures: where it starts, how it prints, and its label.

    ``label`` names it in ``scorekeeper stats``; ``line`` is the template of the line the game adds
    there (``str.format`` over every measure of the tally, each already written as it prints), or
    "" when another of the game's measures prints it.  ``copy_of`` names a shared measure whose
    final value it takes (a game's hit rate that is its bids-made rate); ``ratio_of`` two measures
    (numerator, denominator) whose ratio it is once every hand is counted (× 100 when shown as a
    percent; ``None`` while the denominator is 0): Nils made of Nils bid, bags per game played.
    """

    start: int | None
    label: str
    shown: MeasureShown = MeasureShown.COUNT
    line: str = ""
    copy_of: str = ""
    ratio_of: tuple[str, str] | tuple[()] = ()


@runtime_checkable
class GameModule(Protocol[HandT]):
    """What every game module offers, generic over its hand type (``registry`` checks each one against MEMBERS).

    A game's package checks itself with mypy: a function returning its own module as ``GameModule[ItsHand]``.
    Shared code knows a game's hands only as :class:`PlayedHand` (see :data:`AnyGame`).
    Optional: ``LIST_ORDER`` (an int: where the game comes in lists, lower first; then by title);
    ``board_section()`` (its :class:`BoardSection`, imported when the board first draws the game);
    ``screens()`` (the module of its app screens, whose ``Panel`` the app builds; imported only by the app);
    ``TALLY_BID_LINE`` (a str: the ``scorekeeper stats`` line that replaces the shared bids line,
    a template over the tally's measures as they print; for a game where every player bids; "" where nobody bids);
    ``hand_after(game, previous, number, dealer, totals) -> HandT`` (every hand after the first, made from the
    finished hand before it: for a game that carries state across hands, such as overtricks counted over a game);
    ``dealt_hand_events(game, record, dealer)`` (a hand of the record read knowing who dealt it, in place of
    ``hand_events``: for a game whose events follow the deal, such as bids that go round from the dealer's left).
    """

    KIND: str  # the game's id in records and stores (lower case, words joined by "-")
    TITLE: str
    PLAYER_COUNTS: tuple[int, ...]  # the table sizes the game allows
    # Read-only mappings: a plain dict, or scorekeeper.words.Labels / ChoiceWords, whose words are
    # translated each time they are read.
    @property
    def SETTING_HELP(self) -> Mapping[str, str]: ...  # each setting's meaning in one line
    @property
    def SETTING_LABELS(self) -> Mapping[str, str]: ...  # each setting's label on the new-game screen (its words module)
    @property
    def SETTING_CHOICES(self) -> Mapping[str, list[tuple[object, str]]]: ...  # a choice: each value and its words

    # -- setup and replay ---------------------------------------------------------
    def resolve_settings(self, players: Sequence[str], given: Mapping[str, JsonValue]) -> dict[str, JsonValue]: ...
    def new_hand(self, game: Game, number: int, dealer: str, totals: Mapping[str, int]) -> HandT: ...
    def winner(self, game: Game, hands: Sequence[HandT],
               totals: Mapping[str, int]) -> tuple[tuple[str, ...] | None, str]: ...
    def hand_events(self, game: Game, record: JsonValue) -> list[Event]: ...  # a record's hand (hostile JSON) → events
    def hand_record(self, hand: HandT) -> JsonObject: ...
    # The one way an amount is shown (app, board, CLI): the game's currency and grouping,
    # points as plain numbers; ``short=True`` for a chart's axis ($1M, ₹10L).
    def format_amount(self, settings: Mapping[str, JsonValue], *, short: bool = False) -> Callable[[int], str]: ...

    # -- what the table is shown --------------------------------------------------
    def score_groups(self, game: Game) -> list[ScoreGroup]: ...
    def group_name(self, game: Game, players: Iterable[str]) -> str: ...
    def target(self, settings: Mapping[str, JsonValue]) -> int | None: ...
    def trump_choices(self, settings: Mapping[str, JsonValue]) -> list[Choice]: ...
    def takers(self, game: Game, hand: HandT) -> tuple[str, ...]: ...
    def quick_raises(self, hand: HandT, count: int = 3) -> list[int]: ...
    def still_needed(self, game: Game, hand: HandT) -> Needed | None: ...
    def outcome(self, game: Game, hand: HandT) -> Outcome: ...
    def winner_line(self, game: Game) -> str: ...
    def describe_settings(self, settings: Mapping[str, JsonValue]) -> list[str]: ...  # after title and players: "fixed partners"

    # -- lifetime tallies -----------------------------------------------------------
    TALLY_MEASURES: dict[str, TallyMeasure]  # the game's own measures, beside those every game shares
    def tally_hand(self, tally: Tally, hand: HandReport, as_bidder: bool, on_bid_side: bool,
                   seats: Sequence[str]) -> None: ...


AnyGame = GameModule[PlayedHand]
"""A game's module as shared code sees it: its hands are known only as PlayedHand (the registry's answer)."""


MEMBERS: tuple[str, ...] = (
    "KIND", "TITLE", "PLAYER_COUNTS", "SETTING_HELP",
    "resolve_settings", "new_hand", "winner", "hand_events", "hand_record", "format_amount",
    "score_groups", "group_name", "target", "trump_choices", "takers", "quick_raises",
    "still_needed", "outcome", "winner_line", "TALLY_MEASURES", "tally_hand", "describe_settings",
    "SETTING_LABELS", "SETTING_CHOICES",
)
VALUES: dict[str, type | tuple[type, ...]] = {  # the members that are values, and what each must be
    "KIND": str, "TITLE": str, "PLAYER_COUNTS": tuple, "SETTING_HELP": Mapping, "TALLY_MEASURES": dict,
    "SETTING_LABELS": Mapping, "SETTING_CHOICES": Mapping,
}


OPTIONAL: dict[str, type | None] = {  # members a game may offer, and what each must be (None: a function)
    "board_section": None, "screens": None, "TALLY_BID_LINE": str, "hand_after": None, "dealt_hand_events": None,
    "VARIATION_OF": str,  # the KIND of the game this one varies, whose package (its pack, its screens) it may import
}


def missing_members(module: object) -> list[str]:
    """The names of :class:`GameModule` that ``module`` does not offer (empty when it is complete)."""
    return [name for name in MEMBERS if not hasattr(module, name)]


def member_problems(module: object) -> list[str]:
    """What is wrong with ``module`` as a game, one phrase each (empty when it is a complete game)."""
    missing = missing_members(module)
    problems = [f"lacks {', '.join(missing)}"] if missing else []
    for name in MEMBERS:
        if name in missing:
            continue
        value, wanted = getattr(module, name), VALUES.get(name)
        if wanted is None and not callable(value):
            problems.append(f"{name} is not a function")
        elif wanted is not None and (not isinstance(value, wanted) or isinstance(value, bool)):
            problems.append(f"{name} is {type(value).__name__}, not {_type_names(wanted)}")
    for name, wanted_type in OPTIONAL.items():
        if not hasattr(module, name):
            continue
        value = getattr(module, name)
        if wanted_type is None and not callable(value):
            problems.append(f"{name} is not a function")
        elif wanted_type is not None and (type(value) is not wanted_type):
            problems.append(f"{name} is {type(value).__name__}, not {wanted_type.__name__}")
    measures = getattr(module, "TALLY_MEASURES", None)
    if isinstance(measures, dict) and not all(isinstance(m, TallyMeasure) for m in measures.values()):
        problems.append("TALLY_MEASURES must map each measure to a TallyMeasure")
    kind, counts = getattr(module, "KIND", None), getattr(module, "PLAYER_COUNTS", None)
    if isinstance(kind, str) and not kind.strip():
        problems.append("KIND is empty")
    if isinstance(counts, tuple) and not (counts and all(type(n) is int and n > 0 for n in counts)):
        problems.append("PLAYER_COUNTS must list table sizes (whole numbers above 0)")
    return problems


def _type_names(wanted: type | tuple[type, ...]) -> str:
    return " or ".join(t.__name__ for t in (wanted if isinstance(wanted, tuple) else (wanted,)))


def winner_line(game: Game) -> str:
    """Who won and why, in the game's own units ("" while nobody has): every game's table says it."""
    table = game.table
    return table.result if table.winner else ""
