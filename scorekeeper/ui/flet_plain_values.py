"""Flet's diff steps over plain values (text, numbers, None) at once instead of inspecting each for controls.

Every screen the app sends is walked by Flet's diff (``DiffBuilder``): each new control is configured field
by field, and each field's value asked whether it is a dataclass, a dict or a list that may hold controls.
A control has about seventy fields and most hold None, a string or a number, so nine in ten of those
questions were asked of a value that can hold nothing: a quarter of the CPU of drawing a screen (a table,
Settings, the language switched and back: 400 -> 290 ms of CPU in the in-process harness). Flet answers
those values with nothing and changes nothing for them; here they are answered before the question, by
their exact type, so what the diff finds and sends is the same.

Flet is pinned (``flet==1.0.5``, pyproject.toml): the two methods wrapped are checked to be there, and
where they are not (another Flet), Flet is left as it is.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from flet.controls import object_patch

# Exact types only: a subclass (an Enum over str, a dataclass over int) still goes to Flet's own walk.
PLAIN_TYPES: frozenset[type] = frozenset({type(None), str, int, float, bool})
NOTHING: tuple[()] = ()

ConfigureWalk = Callable[[object, object, object, bool, bool], Iterator[object]]
RemovedWalk = Callable[[object, object, bool], Iterator[object]]


def plain_values_skipped_in_configure(configure: ConfigureWalk) -> ConfigureWalk:
    """Flet's configuring walk over a new control's values, answering a plain value with nothing at once."""

    @functools.wraps(configure)  # (its ``__wrapped__`` is Flet's own walk)
    def walk(builder: object, item: object, parent: object, frozen: bool,
             configure_setattr_only: bool = False) -> Iterator[object]:
        if type(item) in PLAIN_TYPES:
            return iter(NOTHING)
        return configure(builder, item, parent, frozen, configure_setattr_only)

    walk.skips_plain_values = True  # type: ignore[attr-defined]
    return walk


def plain_values_skipped_in_removal(removed: RemovedWalk) -> RemovedWalk:
    """Flet's walk over a removed control's values, answering a plain value with nothing at once."""

    @functools.wraps(removed)
    def walk(builder: object, item: object, recurse: bool) -> Iterator[object]:
        if type(item) in PLAIN_TYPES:
            return iter(NOTHING)
        return removed(builder, item, recurse)

    walk.skips_plain_values = True  # type: ignore[attr-defined]
    return walk


def skip_plain_values_in_flet_diffs() -> bool:
    """Wrap Flet's two walks once (a second call changes nothing); False where this Flet has not got them."""
    builder = getattr(object_patch, "DiffBuilder", None)
    configure = getattr(builder, "_configure_dataclass", None)
    removed = getattr(builder, "_removed_controls", None)
    if configure is None or removed is None:
        return False
    if not getattr(configure, "skips_plain_values", False):
        builder._configure_dataclass = plain_values_skipped_in_configure(configure)  # type: ignore[union-attr]
    if not getattr(removed, "skips_plain_values", False):
        builder._removed_controls = plain_values_skipped_in_removal(removed)  # type: ignore[union-attr]
    return True
