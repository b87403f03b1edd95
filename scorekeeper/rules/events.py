"""Events: the plain facts a table records, in the order they happened.

A game is its setup plus a list of these; every figure is derived by
replaying them.  Each event is an immutable NamedTuple of names and numbers,
so it goes to and from JSON unchanged and thousands replay quickly.
Equality includes the event's type: ``Passed("A") != MisdealCalled("A")``.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .errors import RecordError

_BY_TYPE: dict[str, type] = {}


def _fact(cls: type) -> type:
    """Register an event type and make equality look at the type too."""
    _BY_TYPE[cls.TYPE] = cls

    def __eq__(self: tuple, other: object) -> bool:
        return type(self) is type(other) and tuple.__eq__(self, other)

    def __ne__(self: tuple, other: object) -> bool:
        return not __eq__(self, other)

    def __hash__(self: tuple) -> int:
        return hash((cls.TYPE, tuple(self)))

    cls.__eq__, cls.__ne__, cls.__hash__ = __eq__, __ne__, __hash__
    return cls


@_fact
class BidMade(NamedTuple):
    """A player bid an amount (money, or points in Twenty-nine)."""

    player: str
    amount: int
    TYPE = "bid"


@_fact
class Passed(NamedTuple):
    """A player passed and is out of this auction."""

    player: str
    TYPE = "pass"


@_fact
class MisdealCalled(NamedTuple):
    """A player called for a new deal before the auction; the same dealer deals."""

    player: str
    TYPE = "misdeal"


@_fact
class TrumpNamed(NamedTuple):
    """The bidder named trump: a color or suit name, or ``"none"``."""

    trump: str
    TYPE = "trump"


@_fact
class PartnersNamed(NamedTuple):
    """The bidder's partners for this hand (called, silent and dummy games)."""

    partners: tuple[str, ...]
    TYPE = "partners"


@_fact
class MoneyDiscarded(NamedTuple):
    """Money cards the bidder had to show and discard: out of play."""

    values: tuple[int, ...]
    TYPE = "discard"


@_fact
class TrickTaken(NamedTuple):
    """A Make-a-Million trick: who took it, its Money cards, Bull/Bear in play order."""

    winner: str
    money: tuple[int, ...] = ()
    bull_bear: tuple[str, ...] = ()
    TYPE = "trick"


@_fact
class HandCounted(NamedTuple):
    """Totals-only entry: what each side counted at the table (after Bull/Bear).

    Twenty-nine uses only ``bidder_side``.
    """

    bidder_side: int
    other_side: int | None = None
    TYPE = "counts"


@_fact
class RoyalsShown(NamedTuple):
    """Twenty-nine: a player showed the King and Queen of trump."""

    player: str
    TYPE = "royals"


@_fact
class PointsTrickTaken(NamedTuple):
    """A Twenty-nine trick: who took it and its card points."""

    winner: str
    points: int
    TYPE = "points_trick"


@_fact
class BidsMade(NamedTuple):
    """Exact-bid: everyone's bid of tricks, made at once, in seating order."""

    bids: tuple[tuple[str, int], ...]
    TYPE = "bids"


@_fact
class TricksCounted(NamedTuple):
    """Exact-bid: the tricks each player took in the deal, in seating order."""

    tricks: tuple[tuple[str, int], ...]
    TYPE = "tricks"


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
    cls = _BY_TYPE[data["type"]]
    fields = {k: _tupled(v) for k, v in data.items() if k != "type"}
    try:
        return cls(**fields)
    except TypeError:
        raise RecordError("event {got} does not have the fields {fields}", got=data, fields=", ".join(cls._fields)) from None
