"""In-process UI test harness for Flet 1.0.5 apps.

A real ``ft.Page`` runs on a real ``flet.messaging.session.Session`` whose
``Connection`` is a test double (:class:`FakeClient`). The double plays the
part of the Flutter client: it msgpack-encodes every outgoing message (that
encoding records the snapshots later diffs need), replies to client method
calls (``INVOKE_METHOD``) from stubs, emulates navigation (``push_route``) and
dialog dismissal, and records ``SESSION_CRASHED`` messages.

Two front ends over one core:

* :class:`AsyncUI` — ``async with AsyncUI(main) as ui: await ui.click("k")``
  for tests that are ``async def`` inside a plain ``asyncio.run`` (see
  :func:`run_async`).
* :class:`UI` — the same API, synchronous: it owns an event loop and runs each
  call to completion on it. The ``ui`` / ``make_ui`` pytest fixtures in
  ``conftest.py`` build one and check for crashes at teardown.

Every user action (click, type, submit, select, ...) awaits the handler and
then *settles*: waits for tasks it spawned (``page.run_task``,
``page.navigate``...), emulates the client's dismissal of closed dialogs, and
only then returns. No pytest plugin is needed.

This leans on Flet internals: keep ``flet==1.0.5`` pinned.
"""

from __future__ import annotations

import asyncio
from typing import Any, Awaitable, Callable

import flet as ft

from .client import DEFAULT_CLIENT_PAGE, FakeClient, MethodCall, UIError
from .session import AsyncUI

__all__ = [
    "AsyncUI",
    "UI",
    "FakeClient",
    "MethodCall",
    "UIError",
    "run_async",
    "DEFAULT_CLIENT_PAGE",
]


_ASYNC_METHODS = (
    "start",
    "close",
    "settle",
    "dispatch",
    "click",
    "long_press",
    "type",
    "submit",
    "select",
    "set_value",
    "toggle",
    "dismiss_dialog",
    "go",
    "back",
    "run",
)


class UI:
    """Synchronous façade over :class:`AsyncUI` with its own event loop.

    ``UI(main)`` starts the app at once. Same methods as AsyncUI, minus
    ``await``. Call :meth:`close` (the ``ui`` fixture does, after
    :meth:`assert_no_crash`).
    """

    def __init__(self, main: Callable[[ft.Page], Any], **kwargs: Any) -> None:
        self._loop = asyncio.new_event_loop()
        self._async = AsyncUI(main, **kwargs)
        self._closed = False
        try:
            self._call(self._async.start())
        except BaseException:
            try:
                self._call(self._async.close())
            finally:
                self._loop.close()
            raise

    def _call(self, coro: Awaitable[Any]) -> Any:
        return self._loop.run_until_complete(coro)

    def __getattr__(self, name: str) -> Any:
        target = getattr(self._async, name)
        if name in _ASYNC_METHODS:

            def sync(*args: Any, **kwargs: Any) -> Any:
                return self._call(target(*args, **kwargs))

            sync.__name__ = name
            sync.__doc__ = target.__doc__
            return sync
        return target

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        try:
            self._call(self._async.close())
        finally:
            self._loop.close()

    def __enter__(self) -> "UI":
        return self

    def __exit__(self, exc_type: object, exc: object, tb: object) -> None:
        try:
            if exc_type is None:
                self._async.assert_no_crash()
        finally:
            self.close()


def run_async(test_coro_fn: Callable[..., Awaitable[Any]]) -> Callable[..., Any]:
    """Decorator: run an ``async def`` test with ``asyncio.run`` (no plugin).

    ``@run_async`` then ``async def test_x(): async with AsyncUI(main) as ui: ...``
    """
    import functools

    @functools.wraps(test_coro_fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        return asyncio.run(asyncio.wait_for(test_coro_fn(*args, **kwargs), timeout=30))

    return wrapper
