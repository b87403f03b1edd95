"""Events: the plain facts a table records, in the order they happened.

A game is its setup plus a list of these; every figure is derived by
replaying them.  Each event is an immutable NamedTuple of names and numbers,
so it goes to and from JSON unchanged and thousands replay quickly.
Equality includes the event's type: ``Passed("A") != MisdealCalled("A")``.
"""

from __future__ import annotations

from typing import Any, Callable, NamedTuple, TypeVar

from .errors import RecordError

_BY_TYPE: dict[str, type] = {}
T = TypeVar("T")


def _fact(type_name: str) -> Callable[[type[T]], type[T]]:
    """Name an event type (its ``TYPE`` in JSON), register it, and make equality look at the type too."""

    def register(cls: type[T]) -> type[T]:
        setattr(cls, "TYPE", type_name)
        _BY_TYPE[type_name] = cls
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


@_fact("bids")
class BidsMade(NamedTuple):
    """Exact-bid: everyone's bid of tricks, made at once, in seating order."""

    bids: tuple[tuple[str, int], ...]


@_fact("tricks")
class TricksCounted(NamedTuple):
    """Exact-bid: the tricks each player took in the deal, in seating order."""

    tricks: tuple[tuple[str, int], ...]


Event = Any  # one of the NamedTuples above


def event_to_dict(event: Event) -> dict[str, Any]:
    """A JSON-safe dict with the event's ``type`` and its fields."""
    out: dict[str, Any] = {"type": event.TYPE}
    for name, value in zip(event._fields, event):
        if isinstance(value, tuple):
            value = [list(v) if isinstance(v, tuple) else v for v in value]
        out[name] = value
    return out


def _tupled(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tupled(v) for v in value)
    return value


def event_from_dict(data: Any) -> Event:
    """The inverse of :func:`event_to_dict`; a clear error for anything else."""
    if not isinstance(data, dict) or data.get("type") not in _BY_TYPE:
        known = ", ".join(sorted(_BY_TYPE))
        raise RecordError("an event needs a 'type', one of {known}; got {got}", known=known, got=data)
    cls: Any = _BY_TYPE[data["type"]]
    fields = {k: _tupled(v) for k, v in data.items() if k != "type"}
    try:
        return cls(**fields)
    except TypeError:
        raise RecordError("event {got} does not have the fields {fields}", got=data, fields=", ".join(cls._fields)) from None


@_fact("called_card")
class CardCalled(NamedTuple):
    """Make-a-Million with called partners: the card the bidder called ("tiger", "red 40000").

    Its holder is the bidder's secret partner until the card is played.
    """

    card: str
