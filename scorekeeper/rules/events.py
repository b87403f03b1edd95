"""Events: the plain facts a table records, in the order they happened.

A game is its setup plus a list of these; every figure is derived by
replaying them.  Each event is an immutable NamedTuple of names and numbers,
so it goes to and from JSON unchanged and thousands replay quickly.
Equality includes the event's type: ``Passed("A") != MisdealCalled("A")``.
"""

from __future__ import annotations

import threading
from itertools import islice
from typing import Any, Callable, Iterable, Iterator, NamedTuple, Sequence, TypeVar, Union, cast, overload

from .errors import RecordError

_BY_TYPE: dict[str, type[Event]] = {}  # (Event is defined below; the annotation is not evaluated)
_TYPE_NAMES: dict[type, str] = {}
T = TypeVar("T")


def _fact(type_name: str) -> Callable[[type[T]], type[T]]:
    """Name an event type (its ``TYPE`` in JSON), register it, and make equality look at the type too."""

    def register(cls: type[T]) -> type[T]:
        setattr(cls, "TYPE", type_name)
        _BY_TYPE[type_name] = cast("type[Event]", cls)  # every registered class is one of Event's
        _TYPE_NAMES[cls] = type_name
        _typed_equality(cls)
        return cls

    return register


def _typed_equality(cls: type) -> None:
    def __eq__(self: tuple[Any, ...], other: object) -> bool:
        return type(self) is type(other) and tuple.__eq__(self, other)

    def __ne__(self: tuple[Any, ...], other: object) -> bool:
        return not __eq__(self, other)

    def __hash__(self: tuple[Any, ...]) -> int:
        return hash((cls.__name__, tuple(self)))

    setattr(cls, "__eq__", __eq__)
    setattr(cls, "__ne__", __ne__)
    setattr(cls, "__hash__", __hash__)


@_fact("bid")
class BidMade(NamedTuple):
    """A player bid an amount (money, or points in Twenty-nine)."""

    player: str
    amount: int


@_fact("pass")
class Passed(NamedTuple):
    """A player passed and is out of this auction."""

    player: str


@_fact("misdeal")
class MisdealCalled(NamedTuple):
    """A player called for a new deal before the auction; the same dealer deals."""

    player: str


@_fact("trump")
class TrumpNamed(NamedTuple):
    """The bidder named trump: a color or suit name, or ``"none"``."""

    trump: str


@_fact("partners")
class PartnersNamed(NamedTuple):
    """The bidder's partners for this hand (called, silent and dummy games)."""

    partners: tuple[str, ...]


@_fact("discard")
class MoneyDiscarded(NamedTuple):
    """Money cards the bidder had to show and discard: out of play."""

    values: tuple[int, ...]


@_fact("trick")
class TrickTaken(NamedTuple):
    """A Make-a-Million trick: who took it, its Money cards, Bull/Bear in play order."""

    winner: str
    money: tuple[int, ...] = ()
    bull_bear: tuple[str, ...] = ()


@_fact("counts")
class HandCounted(NamedTuple):
    """Totals-only entry: what each side counted at the table (after Bull/Bear).

    Twenty-nine uses only ``bidder_side``.
    """

    bidder_side: int
    other_side: int | None = None


@_fact("royals")
class RoyalsShown(NamedTuple):
    """Twenty-nine: a player showed the King and Queen of trump."""

    player: str


@_fact("points_trick")
class PointsTrickTaken(NamedTuple):
    """A Twenty-nine trick: who took it and its card points."""

    winner: str
    points: int


@_fact("called_card")
class CardCalled(NamedTuple):
    """Make-a-Million with called partners: the card the bidder called ("tiger", "red 40000").

    Its holder is the bidder's secret partner until the card is played.
    """

    card: str


@_fact("bids")
class BidsMade(NamedTuple):
    """Exact-bid: everyone's bid of tricks, made at once, in seating order."""

    bids: tuple[tuple[str, int], ...]


@_fact("tricks")
class TricksCounted(NamedTuple):
    """Exact-bid: the tricks each player took in the deal, in seating order."""

    tricks: tuple[tuple[str, int], ...]


Event = Union[BidMade, Passed, MisdealCalled, TrumpNamed, PartnersNamed, MoneyDiscarded, TrickTaken,
              HandCounted, RoyalsShown, PointsTrickTaken, BidsMade, TricksCounted, CardCalled]
"""Any one event; ``type(event) is TrickTaken`` narrows it for mypy."""


def event_type(event: Event) -> str:
    """The event's ``type`` in JSON (``"bid"``, ``"trick"``...)."""
    return _TYPE_NAMES[type(event)]


class EventLog(Sequence[Event]):
    """A game's events: an immutable sequence that the next game extends without copying.

    ``Game.play`` must cost the same at any point of a game, so the games it makes
    one from another share one growing list; each sees only its first ``len``
    events, and those never change.  Appending to the newest game's log is O(1);
    appending to an older one (after an undo, or a second branch) copies it once.
    It compares equal to a tuple of the same events and slices into tuples.
    """

    __slots__ = ("_items", "_len")
    _lock = threading.Lock()  # two screens may play on one game at once: one of them copies

    def __init__(self, events: Iterable[Event] = ()) -> None:
        self._items: list[Event] = list(events)
        self._len = len(self._items)

    @classmethod
    def of(cls, events: Sequence[Event]) -> "EventLog":
        return events if type(events) is EventLog else cls(events)

    def appended(self, event: Event) -> "EventLog":
        """These events and then ``event``; this log is unchanged."""
        with self._lock:
            if len(self._items) == self._len:  # nobody has extended this view yet: share the list
                self._items.append(event)
                grown = EventLog.__new__(EventLog)
                grown._items, grown._len = self._items, self._len + 1
                return grown
        return EventLog((*self, event))

    def __len__(self) -> int:
        return self._len

    @overload
    def __getitem__(self, index: int) -> Event: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[Event, ...]: ...
    def __getitem__(self, index: int | slice) -> Event | tuple[Event, ...]:
        if isinstance(index, slice):
            return tuple(self._items[slice(*index.indices(self._len))])
        position = index + self._len if index < 0 else index
        if not 0 <= position < self._len:
            raise IndexError("event index out of range")
        return self._items[position]

    def __iter__(self) -> Iterator[Event]:
        return islice(self._items, self._len)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (EventLog, tuple)):
            return len(self) == len(other) and tuple(self) == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __add__(self, other: Sequence[Event]) -> tuple[Event, ...]:
        return (*self, *other)

    def __radd__(self, other: Sequence[Event]) -> tuple[Event, ...]:
        return (*other, *self)

    def __copy__(self) -> "EventLog":
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> "EventLog":
        return self

    def __repr__(self) -> str:
        return f"EventLog({tuple(self)!r})"


def event_to_dict(event: Event) -> dict[str, Any]:
    """A JSON-safe dict with the event's ``type`` and its fields."""
    out: dict[str, Any] = {"type": event_type(event)}
    for name, value in zip(event._fields, event):
        out[name] = [list(v) if isinstance(v, tuple) else v for v in value] if isinstance(value, tuple) else value
    return out


def _tupled(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tupled(v) for v in value)
    return value


def _is_text(value: object) -> bool:
    return type(value) is str


def _is_whole(value: object) -> bool:
    return type(value) is int


def _all(check: Callable[[object], bool]) -> Callable[[object], bool]:
    return lambda value: type(value) is tuple and all(check(v) for v in value)


def _is_player_count(value: object) -> bool:
    return type(value) is tuple and len(value) == 2 and _is_text(value[0]) and _is_whole(value[1])


# What each field of a stored event must hold (JSON types after lists become tuples), and how to say it.
_FIELD_CHECKS: dict[str, tuple[Callable[[object], bool], str]] = {
    "player": (_is_text, "text"), "trump": (_is_text, "text"), "winner": (_is_text, "text"),
    "card": (_is_text, "text"),  # a called card ("tiger", "red 40000"), for the event another branch adds
    "amount": (_is_whole, "a whole number"), "points": (_is_whole, "a whole number"),
    "bidder_side": (_is_whole, "a whole number"),
    "other_side": (lambda v: v is None or _is_whole(v), "a whole number or null"),
    "partners": (_all(_is_text), "a list of names"), "bull_bear": (_all(_is_text), "a list of names"),
    "values": (_all(_is_whole), "a list of whole numbers"), "money": (_all(_is_whole), "a list of whole numbers"),
    "bids": (_all(_is_player_count), "a list of [player, number] pairs"),
    "tricks": (_all(_is_player_count), "a list of [player, number] pairs"),
}


def _check_fields(kind: str, fields: dict[str, Any]) -> None:
    """RecordError for a field of the wrong type: the rules then never meet a value they cannot compare."""
    for name, value in fields.items():
        check = _FIELD_CHECKS.get(name)
        if check is not None and not check[0](value):
            raise RecordError("the {name} of a {kind} event must be {wanted}; got {v}",
                              name=name, kind=kind, wanted=check[1], v=_json(value))


def _json(value: Any) -> str:
    """A value as JSON text for a message (it may hold anything a damaged file holds)."""
    import json

    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(value)


def event_from_dict(data: Any) -> Event:
    """The inverse of :func:`event_to_dict`; a clear error for anything else.

    Stored events come from a file that may be damaged or hostile: every field's
    type is checked before the event is made.
    """
    kind = data.get("type") if isinstance(data, dict) else None
    if type(kind) is not str or kind not in _BY_TYPE:
        known = ", ".join(sorted(_BY_TYPE))
        raise RecordError("an event needs a 'type', one of {known}; got {got}", known=known, got=_json(data))
    cls = _BY_TYPE[data["type"]]
    fields = {k: _tupled(v) for k, v in data.items() if k != "type"}
    _check_fields(kind, fields)
    try:
        return cls(**fields)
    except TypeError:
        raise RecordError("event {got} does not have the fields {fields}", got=data, fields=", ".join(cls._fields)) from None
