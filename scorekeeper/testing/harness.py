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
import functools
from typing import Awaitable, Callable, Concatenate, Coroutine, Generic, Optional, ParamSpec, Protocol, TypedDict, \
    TypeVar, Unpack, overload

import flet as ft
from flet.messaging.session import Session

from scorekeeper.jsontypes import JsonObject

from .client import DEFAULT_CLIENT_PAGE, FakeClient, MethodCall, StubValue, UIError
from .session import AppMain, AsyncUI

__all__ = [
    "AsyncUI",
    "UI",
    "FakeClient",
    "MethodCall",
    "UIError",
    "run_async",
    "DEFAULT_CLIENT_PAGE",
]

P = ParamSpec("P")
R = TypeVar("R")


class UIOptions(TypedDict, total=False):
    """``AsyncUI``'s options, as ``UI`` (and the ``make_ui`` fixture) pass them on."""

    route: str
    client_page: Optional[JsonObject]
    stubs: Optional[dict[str, StubValue]]
    settle_timeout: float
    check_sent: bool


class MakeUI(Protocol):
    """The ``make_ui`` fixture's factory: a :class:`UI` over ``main``, closed and checked at teardown."""

    def __call__(self, main: AppMain, **options: Unpack[UIOptions]) -> UI: ...


class _Synced(Generic[P, R]):
    """A coroutine method of :class:`AsyncUI` as a method of :class:`UI`: run to completion on the UI's loop."""

    def __init__(self, method: Callable[Concatenate[AsyncUI, P], Awaitable[R]]) -> None:
        self.method = method

    def __get__(self, ui: UI, owner: object = None) -> Callable[P, R]:
        method = self.method

        @functools.wraps(method)
        def sync(*args: P.args, **kwargs: P.kwargs) -> R:
            return ui._call(method(ui._async, *args, **kwargs))

        return sync


class _Shared(Generic[P, R]):
    """A plain method of :class:`AsyncUI` as a method of :class:`UI`: called on the UI's ``AsyncUI``."""

    def __init__(self, method: Callable[Concatenate[AsyncUI, P], R]) -> None:
        self.method = method

    def __get__(self, ui: UI, owner: object = None) -> Callable[P, R]:
        return functools.partial(self.method, ui._async)


class UI:
    """Synchronous façade over :class:`AsyncUI` with its own event loop.

    ``UI(main)`` starts the app at once. Same methods as AsyncUI, minus
    ``await``. Call :meth:`close` (the ``ui`` fixture does, after
    :meth:`assert_no_crash`).
    """

    def __init__(self, main: AppMain, **options: Unpack[UIOptions]) -> None:
        self._loop = asyncio.new_event_loop()
        self._async = AsyncUI(main, **options)
        self._closed = False
        try:
            self._call(self._async.start())
        except BaseException:
            try:
                self._call(self._async.close())
            finally:
                self._loop.close()
            raise

    def _call(self, coro: Awaitable[R]) -> R:
        return self._loop.run_until_complete(coro)

    # what a user does (each settles before it returns)
    settle = _Synced(AsyncUI.settle)
    dispatch = _Synced(AsyncUI.dispatch)
    click = _Synced(AsyncUI.click)
    long_press = _Synced(AsyncUI.long_press)
    type = _Synced(AsyncUI.type)
    submit = _Synced(AsyncUI.submit)
    select = _Synced(AsyncUI.select)
    set_value = _Synced(AsyncUI.set_value)
    toggle = _Synced(AsyncUI.toggle)
    dismiss_dialog = _Synced(AsyncUI.dismiss_dialog)
    go = _Synced(AsyncUI.go)
    back = _Synced(AsyncUI.back)

    @overload
    def run(self, fn: Callable[[], Awaitable[R]]) -> R: ...
    @overload
    def run(self, fn: Callable[[], R]) -> R: ...

    def run(self, fn: Callable[[], object]) -> object:
        """Run app code in the page's context; a coroutine it returns is awaited (``AsyncUI.run``)."""
        return self._call(self._async.run(fn))

    # what the user sees, and the checks
    find = _Shared(AsyncUI.find)
    find_all = _Shared(AsyncUI.find_all)
    exists = _Shared(AsyncUI.exists)
    texts = _Shared(AsyncUI.texts)
    text = _Shared(AsyncUI.text)
    dialog = _Shared(AsyncUI.dialog)
    walk = _Shared(AsyncUI.walk)
    visible_roots = _Shared(AsyncUI.visible_roots)
    stub = _Shared(AsyncUI.stub)
    held = _Shared(AsyncUI.held)
    calls_to = _Shared(AsyncUI.calls_to)
    unsent = _Shared(AsyncUI.unsent)
    assert_all_sent = _Shared(AsyncUI.assert_all_sent)
    assert_no_crash = _Shared(AsyncUI.assert_no_crash)
    expect_crash = _Shared(AsyncUI.expect_crash)

    @property
    def page(self) -> ft.Page:
        return self._async.page

    @property
    def session(self) -> Session:
        return self._async.session

    @property
    def conn(self) -> FakeClient:
        return self._async.conn

    @property
    def route(self) -> str:
        return self._async.route

    @property
    def calls(self) -> list[MethodCall]:
        return self._async.calls

    @property
    def crashes(self) -> list[str]:
        return self._async.crashes

    @property
    def bytes_sent(self) -> int:
        return self._async.bytes_sent

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


def run_async(test_coro_fn: Callable[P, Coroutine[object, object, R]]) -> Callable[P, R]:
    """Decorator: run an ``async def`` test with ``asyncio.run`` (no plugin).

    ``@run_async`` then ``async def test_x(): async with AsyncUI(main) as ui: ...``
    """

    @functools.wraps(test_coro_fn)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        return asyncio.run(asyncio.wait_for(test_coro_fn(*args, **kwargs), timeout=30))

    return wrapper
