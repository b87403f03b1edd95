"""Which events a hand takes, said where each one is taken: one ``apply`` serves every bidding hand.

Each game's hand used to write the same chain (``if type(event) is A: ... elif ...: ... else: refuse``).
Now the method that takes an event is marked with it (``@takes(PairShown)``), :class:`TakesEvents`
gathers the marks into one table when the class is made (a subclass's own marks and overrides win),
and ``apply`` is one look-up: the replay plays tens of thousands of events, and a table costs the
same for the last kind as for the first.  An event the hand does not take is refused in the game's
own sentence (``NO_PLACE``).
"""

from __future__ import annotations

from typing import Callable, ClassVar, NoReturn, TypeVar, cast, overload

from scorekeeper.i18n.translate import N_

from .errors import RuleError
from .events import Event

E = TypeVar("E")
F = TypeVar("F")
H = TypeVar("H", bound="TakesEvents")
M = TypeVar("M")

_MARK = "_takes_events"  # the attribute a marked method keeps its event types in
Taking = Callable[["TakesEvents", Event], None]


@overload
def takes(kind: type[E], /) -> Callable[[Callable[[H, E], None]], Callable[[H, E], None]]: ...
@overload
def takes(kind: type[E], other: type[F], /) -> Callable[[Callable[[H, E | F], None]], Callable[[H, E | F], None]]: ...
def takes(*kinds: type[object]) -> Callable[[M], M]:
    """Mark a hand's method as the one that takes events of ``kinds`` (mypy checks it takes those events)."""

    def marked(method: M) -> M:
        setattr(method, _MARK, kinds)
        return method

    return marked


class TakesEvents:
    """A hand whose ``apply`` looks the event's type up in the table its marked methods make."""

    NO_PLACE: ClassVar[str] = N_("a {t} event has no place in this hand")  # a game says its own name
    _TAKEN: ClassVar[dict[type, Taking]] = {}

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        names: dict[type, str] = {}
        for klass in reversed(cls.__mro__):  # the nearest class's mark wins
            for name, member in vars(klass).items():
                for kind in getattr(member, _MARK, ()):
                    names[kind] = name
        # each by its name on this class: a subclass that overrides a marked method is taken at its word
        cls._TAKEN = {kind: cast(Taking, getattr(cls, name)) for kind, name in names.items()}

    def apply(self, event: Event) -> None:
        take = self._TAKEN.get(type(event))
        if take is None:
            self.refuse(event)
        take(self, event)

    def refuse(self, event: Event) -> NoReturn:
        """An event this game has no place for (a game refuses one its base would take the same way)."""
        raise RuleError(self.NO_PLACE, t=getattr(event, "TYPE", type(event).__name__))
