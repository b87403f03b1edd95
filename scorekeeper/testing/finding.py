"""Finding what the user sees: the visible views and dialogs, controls by key, their texts (a mixin of AsyncUI)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterator, Optional

import flet as ft
from flet.controls.base_control import BaseControl
from flet.controls.keys import KeyValue

from .client import _LEAVES, UIError, _children, _field_names, _key_matches, _span_texts

if TYPE_CHECKING:
    from flet.messaging.session import Session


class Finding:
    """``find``, ``find_all``, ``exists``, ``texts``, ``dialog``, ``walk``, ``route`` over the page under test."""

    if TYPE_CHECKING:  # the host's (``AsyncUI``): the page under test, every mounted control in ``session.index``
        @property
        def page(self) -> ft.Page: ...
        @property
        def session(self) -> Session: ...

    def visible_roots(self) -> list[BaseControl]:
        """What the user sees: top view, overlay, open dialogs (in that order)."""
        page = self.page
        roots: list[BaseControl] = []
        if page.views:
            roots.append(page.views[-1])
        roots.extend(page.overlay)
        roots.extend(d for d in page._dialogs.controls if getattr(d, "open", False))
        return roots

    def walk(self, visible_only: bool = True) -> Iterator[BaseControl]:
        """Depth-first walk of controls the user can see, in tree order, each value once.

        A stack, not a generator per level: a screen is dozens of levels deep, and passing every
        control up through as many generators was most of the walk's time.  ``seen`` keeps what it
        saw alive, so no value made on the fly is freed and its id given to another one."""
        seen: dict[int, object] = {}
        stack: list[object] = list(reversed(self.visible_roots()))
        while stack:
            value = stack.pop()
            if value is None or isinstance(value, _LEAVES) or id(value) in seen:
                continue
            seen[id(value)] = value
            if isinstance(value, BaseControl):
                if visible_only and getattr(value, "visible", True) is False:
                    continue
                yield value
            stack.extend(reversed(_children(value)))

    def find_all(self, key: KeyValue | None = None, *, type: Optional[type] = None) -> list[BaseControl]:
        """Visible controls with this key and/or of this type."""
        return [
            c
            for c in self.walk()
            if (key is None or _key_matches(c, key)) and (type is None or isinstance(c, type))
        ]

    def find(self, key: KeyValue) -> BaseControl:
        """The one mounted control with ``key`` (visible one preferred).

        Looks in ``session.index`` (all mounted controls, including those in
        open dialogs and lower views); if several match, keeps the visible one.
        """
        matches = {id(c): c for c in list(self.session.index.values()) if _key_matches(c, key)}
        found = list(matches.values())
        if len(found) > 1:
            visible = self.find_all(key)
            if len(visible) == 1:
                return visible[0]
            raise UIError(f"{len(found)} controls have key {key!r}: {found}")
        if not found:
            keys = sorted(
                {str(getattr(c.key, "value", c.key)) for c in self.walk() if getattr(c, "key", None)}
            )
            raise UIError(f"no control with key {key!r}; visible keys: {keys}")
        control: BaseControl = found[0]
        return control

    def exists(self, key: KeyValue) -> bool:
        """True if a *visible* control has ``key``."""
        return bool(self.find_all(key))

    def texts(self) -> list[str]:
        """Every visible text, in tree order: ``Text`` values (with spans),
        and string contents/labels of buttons (``Button(content="Add")``)."""
        out: list[str] = []
        for c in self.walk():
            if isinstance(c, ft.DropdownOption):
                continue  # only visible when the menu is open
            if isinstance(c, ft.Dropdown):
                for o in c.options or []:
                    if c.value is not None and (o.key == c.value or o.text == c.value):
                        out.append(o.text or str(o.key))
                continue
            if isinstance(c, ft.Text):
                s = (c.value or "") + "".join(_span_texts(c.spans))
                if s:
                    out.append(s)
            else:
                for attr in ("content", "text"):
                    v = getattr(c, attr, None) if attr in _field_names(c) else None
                    if isinstance(v, str) and v:
                        out.append(v)
        return out

    def text(self) -> str:
        """All visible texts joined by newlines (handy for ``in`` asserts)."""
        return "\n".join(self.texts())

    def dialog(self) -> Optional[BaseControl]:
        """The topmost open dialog, or None."""
        opened = [d for d in self.page._dialogs.controls if getattr(d, "open", False)]
        return opened[-1] if opened else None

    @property
    def route(self) -> str:
        return self.page.route

    # ------------------------------------------------------------ actions

