"""Events: the plain facts a table records, in the order they happened.

A game is its setup plus a list of these; every figure is derived by
replaying them.  Each event is an immutable NamedTuple of names and numbers,
so it goes to and from JSON unchanged and thousands replay quickly.
Equality includes the event's type: ``Passed("A") != TrumpNamed("A")``.

This module is the machinery only (naming and registering an event type,
to and from JSON, the type checks of stored fields); each game declares its
own events with :func:`fact` in its own package, and the events every game
with an auction shares are in ``bid_events``.
"""

from __future__ import annotations

import threading
from itertools import islice
from types import NoneType, UnionType
from typing import (Any, Callable, Iterable, Iterator, Protocol, Sequence, TypeVar, Union, cast,
                    get_args, get_origin, get_type_hints, overload)

from scorekeeper.jsontypes import JsonObject

from .errors import RecordError


class Event(Protocol):
    """Any one event: a NamedTuple of plain values (names, whole numbers, tuples of them) named by :func:`fact`.

    ``type(event) is BidMade`` narrows it to that event for mypy.
    """

    @property
    def _fields(self) -> tuple[str, ...]: ...
    def __iter__(self) -> Iterator[Any]: ...  # each field: a name, a whole number, None or a tuple of them
    def __len__(self) -> int: ...


FieldCheck = tuple[Callable[[object], bool], str]  # what a stored field must hold, and how to say it

_BY_TYPE: dict[str, type[Event]] = {}
_TYPE_NAMES: dict[type, str] = {}
_CHECKS: dict[type, dict[str, FieldCheck]] = {}  # each event type's field checks, derived once from its fields' types
_PLACES: dict[str, str] = {}  # an event type → what it is counted as in its hand ("call", "trick")
TRICK_PLACE = "trick"  # the place of an event that is a trick (``@fact(name, place=TRICK_PLACE)``)
T = TypeVar("T")


class EventTypeClash(TypeError):
    """Two event classes asked for the same name in JSON: a stored event must say which one it is."""


def fact(type_name: str, place: str | None = None) -> Callable[[type[T]], type[T]]:
    """Name an event type (its ``type`` in JSON), register it, and make equality look at the type too.

    Every game declares its events with this decorator.  The name is the event's key in every
    stored game, so it must be unique across all the games installed: a second class asking for
    a name already taken is refused (the registry then says which game could not be loaded).
    Each field's type (``str``, ``int``, ``int | None``, ``tuple[str, ...]``, ``tuple[int, ...]``,
    ``tuple[tuple[str, int], ...]``) says what a stored value must hold; any other type is refused
    here, so no field goes unchecked.  ``place`` is what the event is counted as within its
    hand in messages ("call" for bids and passes, "trick"): "hand 2, trick 14".
    """

    def register(cls: type[T]) -> type[T]:
        taken = _BY_TYPE.get(type_name)
        if taken is not None and _qualified(taken) != _qualified(cls):
            raise EventTypeClash(f"the event type {type_name!r} is already {_qualified(taken)}'s; "
                                 f"{_qualified(cls)} needs another name")
        _CHECKS[cls] = _field_checks(cls, type_name)
        setattr(cls, "TYPE", type_name)
        _BY_TYPE[type_name] = cast("type[Event]", cls)  # a registered class is a NamedTuple: an Event
        _TYPE_NAMES[cls] = type_name
        if place is not None:
            _PLACES[type_name] = place
        _typed_equality(cls)
        return cls

    return register


def _qualified(cls: type) -> str:
    return f"{cls.__module__}.{cls.__qualname__}"


def registered() -> dict[str, type[Event]]:
    """Every event type registered so far, by its name in JSON (the games loaded so far declared them)."""
    return dict(_BY_TYPE)


def place_of(type_name: str) -> str | None:
    """What an event of this type is counted as within its hand ("call", "trick"), or None."""
    return _PLACES.get(type_name)


def field_checks(cls: type) -> dict[str, FieldCheck]:
    """What each stored field of event class ``cls`` must hold (derived from its declared types)."""
    return dict(_CHECKS.get(cls, {}))


def _typed_equality(cls: type) -> None:
    def __eq__(self: tuple[object, ...], other: object) -> bool:
        return type(self) is type(other) and tuple.__eq__(self, other)

    def __ne__(self: tuple[object, ...], other: object) -> bool:
        return not __eq__(self, other)

    def __hash__(self: tuple[object, ...]) -> int:
        return hash((cls.__name__, tuple(self)))

    setattr(cls, "__eq__", __eq__)
    setattr(cls, "__ne__", __ne__)
    setattr(cls, "__hash__", __hash__)


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

    def without_last(self) -> "EventLog":
        """These events but the last (Undo), sharing the list: O(1); the next ``appended`` copies it once."""
        shorter = EventLog.__new__(EventLog)
        shorter._items, shorter._len = self._items, max(self._len - 1, 0)
        return shorter

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


def event_to_dict(event: Event) -> JsonObject:
    """A JSON-safe dict with the event's ``type`` and its fields."""
    out: JsonObject = {"type": event_type(event)}
    for name, value in zip(event._fields, event):
        out[name] = [list(v) if isinstance(v, tuple) else v for v in value] if isinstance(value, tuple) else value
    return out


def _tupled(value: object) -> object:
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


def _is_whole_or_none(value: object) -> bool:
    return value is None or _is_whole(value)


# A declared field type → what a stored value must hold (JSON types after lists become tuples), and how to say it.
_CHECK_OF_TYPE: dict[object, FieldCheck] = {
    str: (_is_text, "text"),
    int: (_is_whole, "a whole number"),
    int | None: (_is_whole_or_none, "a whole number or null"),
    tuple[str, ...]: (_all(_is_text), "a list of names"),
    tuple[int, ...]: (_all(_is_whole), "a list of whole numbers"),
    tuple[tuple[str, int], ...]: (_all(_is_player_count), "a list of [player, number] pairs"),
}


def _field_checks(cls: type, type_name: str) -> dict[str, FieldCheck]:
    hints = get_type_hints(cls)
    checks: dict[str, FieldCheck] = {}
    for name in getattr(cls, "_fields", ()):
        hint = hints.get(name)
        if get_origin(hint) in (Union, UnionType) and set(get_args(hint)) == {int, NoneType}:
            hint = int | None  # ``int | None`` and ``Optional[int]`` alike
        try:
            check = _CHECK_OF_TYPE.get(hint)
        except TypeError:  # an unhashable annotation: not one of the stored types
            check = None
        if check is None:
            known = ", ".join(_type_text(t) for t in _CHECK_OF_TYPE)
            raise TypeError(f"the field {name!r} of the {type_name!r} event is {hint!r}; a stored field is one of {known}")
        checks[name] = check
    return checks


def _type_text(hint: object) -> str:
    return hint.__name__ if isinstance(hint, type) else str(hint)


def _check_fields(kind: str, cls: type, fields: dict[str, object]) -> None:
    """RecordError for a field of the wrong type: the rules then never meet a value they cannot compare."""
    checks = _CHECKS[cls]
    for name, value in fields.items():
        check = checks.get(name)
        if check is not None and not check[0](value):
            raise RecordError("the {name} of a {kind} event must be {wanted}; got {v}",
                              name=name, kind=kind, wanted=check[1], v=_json(value))


def _json(value: object) -> str:
    """A value as JSON text for a message (it may hold anything a damaged file holds)."""
    import json

    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(value)


def event_from_dict(data: object) -> Event:
    """The inverse of :func:`event_to_dict`; a clear error for anything else.

    Stored events come from a file that may be damaged or hostile: every field's
    type is checked before the event is made.
    """
    given: dict[str, object] = data if isinstance(data, dict) else {}
    kind = given.get("type")
    if type(kind) is not str or kind not in _BY_TYPE:
        _load_every_game()  # an event of a game not loaded yet, or none: the message lists every known type
    if type(kind) is not str or kind not in _BY_TYPE:
        known = ", ".join(sorted(_BY_TYPE))
        raise RecordError("an event needs a 'type', one of {known}; got {got}", known=known, got=_json(data))
    cls = _BY_TYPE[kind]
    # (a list made a tuple only where there is one: a stored game's replay reads every event's fields here)
    fields = {k: _tupled(v) if isinstance(v, list) else v for k, v in given.items() if k != "type"}
    _check_fields(kind, cls, fields)
    try:
        return cls(**fields)
    except TypeError:
        raise RecordError("event {got} does not have the fields {fields}", got=data, fields=", ".join(_CHECKS[cls])) from None


_loaders: list[Callable[[], None]] = []  # the registry plugs in "load every game" (see ``on_unknown_type``)


def on_unknown_type(load_every_game: Callable[[], None]) -> None:
    """The port through which an unknown event type loads every game first: ``rules.registry`` plugs in.

    Each game registers its events when its module is imported, so an event read before its game was
    asked for is decoded once the games are loaded; the registry imports this module, not the other way.
    """
    _loaders[:] = [load_every_game]


def _load_every_game() -> None:
    """Load every installed game, so that every event type is registered (games register theirs on import)."""
    for load in _loaders:
        load()


def events_taken_from(dicts: list[object]) -> Iterator[Event]:
    """The events of ``dicts``, each dict let go (its place left ``None``) as its event is made: a long game's
    dicts and its events are never all in memory at once, for a caller that read the dicts for this alone."""
    for index, data in enumerate(dicts):
        dicts[index] = None
        yield event_from_dict(data)
