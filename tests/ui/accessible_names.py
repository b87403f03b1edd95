"""Which controls a user can act on have no accessible name: what a screen reader would say for them.

A control's name is its own text (a button's content, a field's or switch's label), a tooltip,
or the label of a ``Semantics`` around it.  An ``IconButton``'s tooltip is not enough: in
Chromium Flutter puts the tooltip's text on a wrapper and leaves the button itself unnamed
(tests/HARNESS.md), so an icon button needs its icon's ``semantics_label`` (``widgets.icon_button``)
or a ``Semantics`` label.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import flet as ft
from flet.controls.base_control import BaseControl

from .harness import UI, _children

# What a user taps, types into or toggles, whatever handler it has.
ACTIONABLE: tuple[type, ...] = (
    ft.Button, ft.FilledButton, ft.FilledTonalButton, ft.OutlinedButton, ft.TextButton, ft.IconButton,
    ft.FloatingActionButton, ft.Chip, ft.Dropdown, ft.TextField, ft.Checkbox, ft.Switch, ft.Radio, ft.Slider,
    ft.SegmentedButton, ft.PopupMenuButton, ft.MenuItemButton, ft.CupertinoButton,
)
HANDLERS = ("on_click", "on_tap", "on_long_press")  # any other control made tappable


def words(value: Any) -> str:
    """The text a value shows: a string, or every text inside a control (a Text's semantics label
    stands for its value, as a screen reader reads it)."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value.strip()
    return " ".join(texts_in(value))


def texts_in(value: Any) -> Iterator[str]:
    if isinstance(value, ft.Text):
        said = value.semantics_label or (value.value or "") + "".join(s.text or "" for s in value.spans or [])
        if said.strip():
            yield said.strip()
        return
    if isinstance(value, ft.Icon):
        if value.semantics_label:
            yield value.semantics_label
        return
    if isinstance(getattr(value, "content", None), str) and value.content.strip():
        yield value.content.strip()  # a button inside: its text
    for child in _children(value):
        if isinstance(child, (BaseControl, list, tuple)):
            yield from texts_in(child)


def tooltip_of(control: Any) -> str:
    tip = getattr(control, "tooltip", None)
    return words(tip.message if isinstance(tip, ft.Tooltip) else tip)


def own_name(control: Any) -> str:
    """What the control says of itself (the Semantics around it aside)."""
    if isinstance(control, ft.IconButton):  # its tooltip names a wrapper, not the button
        return words(control.icon) or words(getattr(control, "content", None))
    for attr in ("label", "content", "text", "title"):
        name = words(getattr(control, attr, None))
        if name:
            return name
    return tooltip_of(control)


def is_actionable(control: Any) -> bool:
    return isinstance(control, ACTIONABLE) or any(getattr(control, h, None) is not None for h in HANDLERS)


def named_controls(ui: UI) -> Iterator[tuple[Any, str]]:
    """Every visible actionable control with its accessible name ("" when it has none), in tree order.

    A stack of (value, the Semantics label around it), as the harness's own walk: one generator per
    level of a screen dozens of levels deep was most of the check's time."""
    seen: dict[int, Any] = {}  # what was seen is kept alive, so no id of it is given to another value
    stack: list[tuple[Any, str]] = [(root, "") for root in reversed(ui.visible_roots())]
    while stack:
        value, label = stack.pop()
        if value is None or isinstance(value, (str, bytes, int, float, bool)) or id(value) in seen:
            continue
        seen[id(value)] = value
        if isinstance(value, BaseControl):
            if getattr(value, "visible", True) is False:
                continue
            if isinstance(value, ft.Semantics) and value.label:
                label = value.label
            if is_actionable(value):
                yield value, label or own_name(value)
        stack.extend((child, label) for child in reversed(_children(value)))


def describe(control: Any) -> str:
    key = getattr(control, "key", None)
    return f"{type(control).__name__}(key={key!r})"


def unnamed(ui: UI, where: str) -> list[str]:
    """The actionable controls on the screen that have no name, as "where: Kind(key=...)"."""
    return [f"{where}: {describe(c)}" for c, name in named_controls(ui) if not name]


def names(ui: UI) -> dict[Any, str]:
    """Each keyed actionable control's name on the screen, by key."""
    return {c.key: name for c, name in named_controls(ui) if getattr(c, "key", None) is not None}


def unnamed_and_names(ui: UI, where: str) -> tuple[list[str], dict[Any, str]]:
    """``unnamed(ui, where)`` and ``names(ui)`` from one walk of the screen: a check that needs both on each of
    hundreds of screens walked every control tree twice (a third of its check's time)."""
    nameless: list[str] = []
    by_key: dict[Any, str] = {}
    for control, name in named_controls(ui):
        if not name:
            nameless.append(f"{where}: {describe(control)}")
        if getattr(control, "key", None) is not None:
            by_key[control.key] = name
    return nameless, by_key
