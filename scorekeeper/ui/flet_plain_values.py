"""Flet's diff steps over plain values (text, numbers, None) at once instead of inspecting each for controls.

Every screen the app sends is walked by Flet's diff (``DiffBuilder``): each new control is configured field
by field, and each field's value asked whether it is a dataclass, a dict or a list that may hold controls.
A control has about seventy fields and most hold None, a string or a number, so nine in ten of those
questions were asked of a value that can hold nothing: a quarter of the CPU of drawing a screen (a table,
Settings, the language switched and back: 400 -> 290 ms of CPU in the in-process harness). Flet answers
those values with nothing and changes nothing for them; here they are answered before the question, by
their exact type, so what the diff finds and sends is the same.  The configuring walk goes further: it
reads only a control's fields that are set or may hold a control (``FieldPlan``), not all seventy, so a whole
screen (a table, Settings) is shown in about three quarters of the CPU it took (route changes in the harness).

Flet is pinned (``flet==1.0.5``, pyproject.toml): the two methods wrapped are checked to be there, and
where they are not (another Flet), Flet is left as it is.
"""

from __future__ import annotations

import dataclasses
import functools
import weakref
from collections.abc import Callable, Iterator
from typing import NamedTuple, Protocol, cast

from flet.controls import object_patch
from flet.controls.value_types import Prop

# Exact types only: a subclass (an Enum over str, a dataclass over int) still goes to Flet's own walk.
PLAIN_TYPES: frozenset[type] = frozenset({type(None), str, int, float, bool})
NOTHING: tuple[()] = ()

ConfigureWalk = Callable[[object, object, object, bool, bool], Iterator[object]]
RemovedWalk = Callable[[object, object, bool], Iterator[object]]


class DiffBuilding(Protocol):
    """What the walk reads of Flet's ``DiffBuilder``: the control class it configures."""

    control_cls: type | None


class NewControl(Protocol):
    """What the walk calls on a control it configures (Flet's ``BaseControl``)."""

    def build(self) -> None: ...
    def _before_update_safe(self) -> None: ...


class FieldPlan(NamedTuple):
    """Where a dataclass type's fields that Flet's configuring walk follows are read, worked out once a type.

    Flet keeps a ``Prop`` field's value in the object's sparse ``_values`` only once it differs from its
    default, so the set ones are read there (a control sets a handful of its seventy-odd fields); a ``Prop``
    whose default is no plain value, and a field that is no ``Prop``, are read as Flet reads them.  ``order``
    puts them back in the fields' order, the order Flet's walk yields the controls in."""

    names: tuple[str, ...]  # the followed fields, in order
    order: dict[str, int]  # each followed Prop field's place among the followed fields
    prop_defaults: tuple[tuple[int, str, object], ...]  # the followed Props whose default is no plain value
    attributes: tuple[tuple[int, str], ...]  # the followed fields that are no Prop: read with getattr


_PLANS: dict[type, FieldPlan] = {}


def field_plan(cls: type) -> FieldPlan:
    """The plan of ``cls``'s fields (made at its first use): the fields Flet's walk follows, not ``skip`` ones."""
    plan = _PLANS.get(cls)
    if plan is None:
        order: dict[str, int] = {}
        defaults: list[tuple[int, str, object]] = []
        attributes: list[tuple[int, str]] = []
        followed = [f.name for f in dataclasses.fields(cls) if not f.metadata.get("skip", False)]
        for place, name in enumerate(followed):
            descriptor = next((vars(klass)[name] for klass in cls.__mro__ if name in vars(klass)), None)
            if not isinstance(descriptor, Prop):
                attributes.append((place, name))
                continue
            order[name] = place
            if type(descriptor.default) not in PLAIN_TYPES:
                defaults.append((place, name, descriptor.default))
        plan = _PLANS[cls] = FieldPlan(tuple(followed), order, tuple(defaults), tuple(attributes))
    return plan


def followed_values(item: object) -> list[object]:
    """The values of ``item``'s followed fields that are no plain value, in the fields' order: what Flet's
    walk would find anything in (a plain value holds no control, and Flet's walk does nothing with it)."""
    plan = field_plan(type(item))
    found: list[tuple[int, object]] = []
    values: dict[str, object] | None = getattr(item, "_values", None)
    if values is not None:
        order = plan.order
        found = [(order[name], value) for name, value in values.items()
                 if name in order and type(value) not in PLAIN_TYPES]
        found += [(place, default) for place, name, default in plan.prop_defaults if name not in values]
    else:  # (no sparse values: every followed field read as Flet reads it)
        return [value for value in map(functools.partial(getattr, item), plan.names) if type(value) not in PLAIN_TYPES]
    for place, name in plan.attributes:
        value = getattr(item, name)
        if type(value) not in PLAIN_TYPES:
            found.append((place, value))
    if len(found) > 1:
        found.sort(key=lambda pair: pair[0])
    return [value for _, value in found]


def is_instance_of_a_dataclass(item: object) -> bool:
    """What Flet's walk configures (a dataclass's class is left to Flet's own walk, as it was)."""
    return dataclasses.is_dataclass(item) and not isinstance(item, type)


def plain_values_skipped_in_configure(configure: ConfigureWalk) -> ConfigureWalk:
    """Flet's configuring walk over a new control (``DiffBuilder._configure_dataclass`` of Flet 1.0.5, step
    for step), reading only the fields that can hold a control (``followed_values``) instead of asking each
    of a control's seventy-odd fields: the same controls configured, in the same order."""

    @functools.wraps(configure)  # (its ``__wrapped__`` is Flet's own walk)
    def walk(builder: object, item: object, parent: object, frozen: bool,
             configure_setattr_only: bool = False) -> Iterator[object]:
        if type(item) in PLAIN_TYPES:
            return
        if isinstance(item, dict):
            for value in item.values():
                yield from walk(builder, value, parent, frozen)
            return
        if isinstance(item, list):
            for value in item:
                yield from walk(builder, value, parent, frozen)
            return
        if not is_instance_of_a_dataclass(item):
            yield from configure(builder, item, parent, frozen, configure_setattr_only)  # (Flet's, as it was)
            return
        if parent is None:
            parent_ref = getattr(item, "_parent", None)
            parent = parent_ref() if parent_ref else None
        if parent:
            if parent is item:
                raise object_patch.ObjectPatchException(f"Parent is the same as item: {item}")
            setattr(item, "_parent", weakref.ref(parent))
        if hasattr(item, "_frozen"):
            frozen = getattr(item, "_frozen")
        elif frozen:
            setattr(item, "_frozen", frozen)
        item_cls = item.__class__
        control_cls = cast(DiffBuilding, builder).control_cls
        if getattr(item_cls, "__flet_control_cls__", None) is None:
            setattr(item_cls, "__flet_control_cls__", control_cls)
        is_control = control_cls is not None and isinstance(item, control_cls)
        if is_control:
            if not configure_setattr_only:
                control = cast(NewControl, item)
                control.build()
                control._before_update_safe()
                object.__setattr__(item, "_initialized", True)
            yield item
        if not configure_setattr_only:
            child_parent = item if is_control else parent
            for value in followed_values(item):
                yield from walk(builder, value, child_parent, frozen)
        if not frozen:
            dirty = getattr(item, "_dirty", None)
            if dirty is not None:
                dirty.clear()
            else:
                if item_cls.__setattr__ is not object_patch._control_setattr:
                    setattr(item_cls, "__setattr__", object_patch._control_setattr)
                object.__setattr__(item, "__changes", {})

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
