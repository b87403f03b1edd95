"""What ``@dataclass`` gives a value (equality and repr over its fields), without the import.

``score`` imports the rules; ``dataclasses`` would bring ``inspect``, ``ast`` and ``dis`` into every run
of it, so the rules' classes that cannot be NamedTuples take it from here: ``Compared`` for a value that
changes as it is played (an auction, a table: equal field by field, never hashed), ``Frozen`` for one that
never changes once made (``Game`` keeps a cached table beside its fields; also hashed, and refuses changes).
"""

from __future__ import annotations

from typing import ClassVar


class Compared:
    """Equal when of one class and every field named in ``FIELDS`` is; shown as ``Name(field=value, ...)``.

    Not hashable: its fields change (as a non-frozen dataclass's ``eq`` leaves it)."""

    FIELDS: ClassVar[tuple[str, ...]] = ()

    def _values(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in self.FIELDS)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__ or not isinstance(other, Compared):
            return NotImplemented
        return self._values() == other._values()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.FIELDS)
        return f"{type(self).__name__}({shown})"


class Frozen(Compared):
    """Fields named in ``FIELDS`` (set once, by ``_set``); equal when of one class and every field is; hashed
    without those in ``UNHASHED`` (a dict); any assignment afterwards refused."""

    UNHASHED: ClassVar[frozenset[str]] = frozenset()

    def _set(self, **fields: object) -> None:
        self.__dict__.update(fields)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field {name!r}: a {type(self).__name__} does not change")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r}: a {type(self).__name__} does not change")

    def __hash__(self) -> int:  # type: ignore[override]  # (Compared's None: a Frozen does not change)
        return hash(tuple(getattr(self, name) for name in self.FIELDS if name not in self.UNHASHED))
