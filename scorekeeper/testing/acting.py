"""What a user does: click, type, submit, select, toggle, back, a deep link (a mixin of AsyncUI).

Each action awaits its handler and then settles (``AsyncUI.settle``).
"""

from __future__ import annotations

import inspect
from typing import TYPE_CHECKING, Awaitable, Callable, Optional, TypeVar, overload

from flet.controls.base_control import BaseControl
from flet.controls.keys import KeyValue
from flet.controls.context import _context_page

from .client import UIError, WireValue
from .finding import Finding


R = TypeVar("R")


class Acting(Finding):
    """The actions of :class:`AsyncUI`; each settles before it returns."""

    if TYPE_CHECKING:  # the host's (``AsyncUI``)
        async def settle(self, timeout: Optional[float] = None) -> None: ...
        def _after_action(self) -> None: ...
        async def _route_changed(self, route: str) -> None: ...

    def _check_usable(self, control: BaseControl, key: KeyValue | BaseControl) -> None:
        c: BaseControl | None = control
        while c is not None:
            if getattr(c, "visible", True) is False:
                raise UIError(f"control {key!r} is not visible")
            if getattr(c, "disabled", False):
                raise UIError(f"control {key!r} is disabled")
            try:
                c = c.parent
            except Exception:
                break

    async def dispatch(self, key_or_control: KeyValue | BaseControl, event: str, data: WireValue = None, *,
                       check: bool = True) -> BaseControl:
        """Send a raw client event (name without ``on_``) and settle."""
        control = (
            key_or_control if isinstance(key_or_control, BaseControl) else self.find(key_or_control)
        )
        if check:
            self._check_usable(control, key_or_control)
        await self.session.dispatch_event(control._i, event, data)
        await self.settle()
        self._after_action()
        return control

    async def click(self, key: KeyValue) -> BaseControl:
        """Tap a button / icon button / container / list tile (event "click")."""
        return await self.dispatch(key, "click", None)

    async def long_press(self, key: KeyValue) -> BaseControl:
        return await self.dispatch(key, "long_press", None)

    async def type(self, key: KeyValue, text: str) -> BaseControl:
        """Replace a TextField's text as a user would; fires ``on_change``."""
        control = self.find(key)
        self._check_usable(control, key)
        self.session.apply_patch(control._i, {"value": text})
        return await self.dispatch(control, "change", text)

    async def submit(self, key: KeyValue, text: Optional[str] = None) -> BaseControl:
        """Press Enter in a TextField (optionally typing ``text`` first)."""
        if text is not None:
            await self.type(key, text)
        control = self.find(key)
        return await self.dispatch(control, "submit", getattr(control, "value", None))

    async def select(self, key: KeyValue, option_key: str) -> BaseControl:
        """Pick an option of a Dropdown by the option's key; fires ``on_select``."""
        control = self.find(key)
        self._check_usable(control, key)
        options = getattr(control, "options", None) or []
        option_keys = [getattr(o, "key", None) or getattr(o, "text", None) for o in options]
        if option_key not in option_keys:
            raise UIError(f"dropdown {key!r} has no option {option_key!r}; options: {option_keys}")
        self.session.apply_patch(control._i, {"value": option_key})
        return await self.dispatch(control, "select", option_key)

    async def set_value(self, key: KeyValue, value: WireValue, event: str = "change") -> BaseControl:
        """Checkbox/Switch/Slider/Radio group: set ``value`` and fire ``event``."""
        control = self.find(key)
        self._check_usable(control, key)
        self.session.apply_patch(control._i, {"value": value})
        return await self.dispatch(control, event, value if not isinstance(value, bool) else None)

    async def toggle(self, key: KeyValue) -> BaseControl:
        """Flip a Checkbox/Switch."""
        control = self.find(key)
        return await self.set_value(key, not bool(getattr(control, "value", False)))

    async def dismiss_dialog(self) -> None:
        """Tap outside / press Esc on the top dialog (client closes it)."""
        dlg = self.dialog()
        if dlg is None:
            raise UIError("no dialog is open")
        self.session.apply_patch(dlg._i, {"open": False})
        await self.session.dispatch_event(dlg._i, "dismiss", None)
        await self.settle()
        self._after_action()

    async def go(self, route: str) -> None:
        """The user opens ``route`` (URL bar / deep link): fires route_change."""
        await self._route_changed(route)
        await self.settle()
        self._after_action()

    async def back(self) -> None:
        """System/AppBar back button: fires ``on_view_pop`` for the top view."""
        views = self.page.views
        if len(views) < 2:
            raise UIError("no view to pop")
        await self.session.dispatch_event(self.page._i, "view_pop", {"route": views[-1].route})
        await self.settle()
        self._after_action()

    @overload
    async def run(self, fn: Callable[[], Awaitable[R]]) -> R: ...
    @overload
    async def run(self, fn: Callable[[], R]) -> R: ...

    async def run(self, fn: Callable[[], object]) -> object:
        """Run app code in the page's context (e.g. ``page.run_task`` stuff); a coroutine it returns is awaited."""
        _context_page.set(self.page)  # type: ignore[arg-type]  # Flet declares the variable as holding None
        r = fn()
        if inspect.isawaitable(r):
            r = await r
        await self.settle()
        return r
