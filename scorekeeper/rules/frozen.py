"""A value whose fields never change once made: what ``@dataclass(frozen=True)`` gives, without its import.

``score`` imports the rules; ``dataclasses`` would bring ``inspect``, ``ast`` and ``dis`` into every run
of it, so the rules' immutable classes that cannot be NamedTuples (``Game`` keeps a cached table beside
its fields) take equality, hash, repr and the refusal to change from here.
"""

from __future__ import annotations

from typing import ClassVar


class Frozen:
    """Fields named in ``FIELDS`` (set once, by ``_set``); equal when of one class and every field is; hashed
    without those in ``UNHASHED`` (a dict); any assignment afterwards refused."""

    FIELDS: ClassVar[tuple[str, ...]] = ()
    UNHASHED: ClassVar[frozenset[str]] = frozenset()

    def _set(self, **fields: object) -> None:
        self.__dict__.update(fields)

    def _values(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in self.FIELDS)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field {name!r}: a {type(self).__name__} does not change")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r}: a {type(self).__name__} does not change")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__ or not isinstance(other, Frozen):
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(tuple(getattr(self, name) for name in self.FIELDS if name not in self.UNHASHED))

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.FIELDS)
        return f"{type(self).__name__}({shown})"
