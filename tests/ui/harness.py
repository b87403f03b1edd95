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
import dataclasses
import inspect
import logging
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Awaitable, Callable, Iterator, Optional, Union

import flet as ft
import msgpack
from flet.controls.base_control import BaseControl
from flet.controls.context import _context_page, context
from flet.messaging.connection import Connection
from flet.messaging.protocol import (
    Message,
    MessageAction,
    configure_encode_object_for_msgpack,
)
from flet.messaging.session import Session
from flet.pubsub.pubsub_hub import PubSubHub

__all__ = [
    "AsyncUI",
    "UI",
    "FakeClient",
    "MethodCall",
    "UIError",
    "run_async",
    "DEFAULT_CLIENT_PAGE",
]

logger = logging.getLogger("tests.ui.harness")

# What a web client reports about itself in REGISTER_CLIENT (page props).
DEFAULT_CLIENT_PAGE: dict[str, Any] = {
    "route": "/",
    "web": True,
    "platform": "linux",
    "width": 1280.0,
    "height": 800.0,
}

#: stub value: a plain value, or a callable(args: dict, control) -> value
#: (sync or async); raising inside the callable sends an error reply.
StubValue = Any


class UIError(AssertionError):
    """A user could not do what the test asked (missing/disabled control...)."""


@dataclasses.dataclass
class MethodCall:
    """One client method call (INVOKE_METHOD) the app made."""

    control: Optional[BaseControl]
    control_type: str  # e.g. "Clipboard", "FilePicker", "Page", "Wakelock"
    name: str  # e.g. "set", "save_file", "push_route", "enable"
    args: Any


class FakeClient(Connection):
    """Test-double Connection standing in for the Flutter client."""

    def __init__(self, loop: asyncio.AbstractEventLoop, ui: "AsyncUI"):
        super().__init__()
        self.loop = loop
        self.executor = ThreadPoolExecutor(max_workers=4, thread_name_prefix="ui-test")
        self.pubsubhub = PubSubHub(loop=loop, executor=self.executor)
        self.page_name = ""
        self.page_url = "http://127.0.0.1/"
        self.local_data_transport = True
        self._ui = ui
        self._encode = configure_encode_object_for_msgpack(BaseControl)
        #: every outgoing message as decoded (action, body) pairs
        self.messages: list[tuple[MessageAction, Any]] = []
        #: bytes of every outgoing message, encoded as the web client receives them
        self.bytes_sent = 0

    def send_message(self, message: Message):
        # Encoding is not optional: it records the __prev_* snapshots that the
        # next diff relies on. Without it page.add registers nothing.
        raw = msgpack.packb([message.action, message.body], default=self._encode)
        self.bytes_sent += len(raw)
        action_code, body = msgpack.unpackb(raw, strict_map_key=False)
        action = MessageAction(action_code)
        self.messages.append((action, body))
        if action == MessageAction.SESSION_CRASHED:
            logger.error("SESSION_CRASHED: %s", body)
        elif action == MessageAction.INVOKE_METHOD:
            # reply from the event loop, after invoke_method starts waiting
            self.loop.call_soon(self._ui._answer_invoke, body)

    def get_upload_url(self, file_name: str, expires: int) -> str:
        return f"http://127.0.0.1/upload/{file_name}"

    def oauth_authorize(self, attrs: dict[str, Any]):
        raise NotImplementedError("OAuth is not available in the UI test harness")

    def dispose(self):
        self.executor.shutdown(wait=False, cancel_futures=True)


def _key_matches(control: Any, key: Any) -> bool:
    k = getattr(control, "key", None)
    if k is None:
        return False
    if k == key:
        return True
    return getattr(k, "value", k) == key


def _children(value: Any) -> Iterator[Any]:
    """Direct sub-values of a control/dataclass/list worth walking."""
    if isinstance(value, (list, tuple)):
        yield from value
    elif isinstance(value, dict):
        yield from value.values()
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            if f.metadata.get("skip", False) or f.name in ("_parent", "parent"):
                continue
            if f.name.startswith("on_"):
                continue
            # skip service registries, overlay/dialog containers are walked explicitly
            if f.name in ("_services", "_overlay", "_dialogs", "views", "multi_views"):
                continue
            try:
                yield getattr(value, f.name)
            except Exception:  # pragma: no cover - defensive
                continue


class AsyncUI:
    """In-process Flet app under test (async API).

    Args:
        main: the app's ``main(page)`` (sync or async).
        route: initial route the "browser" opens.
        client_page: extra page props the client reports (platform, width...).
        stubs: client method stubs, see :meth:`stub`.
        settle_timeout: how long an action waits for tasks it spawned.
        check_sent: after each action, fail if a mounted control has property
            changes that were never sent to the client (the user would not
            see them), see :meth:`assert_all_sent`.
    """

    def __init__(
        self,
        main: Callable[[ft.Page], Any],
        *,
        route: str = "/",
        client_page: Optional[dict[str, Any]] = None,
        stubs: Optional[dict[str, StubValue]] = None,
        settle_timeout: float = 2.0,
        check_sent: bool = True,
    ):
        self.check_sent = check_sent
        self._main = main
        self._client_page = {**DEFAULT_CLIENT_PAGE, "route": route, **(client_page or {})}
        self._stubs: dict[str, StubValue] = dict(stubs or {})
        self.settle_timeout = settle_timeout
        #: client method calls made by the app, in order
        self.calls: list[MethodCall] = []
        self.conn: Optional[FakeClient] = None
        self.session: Optional[Session] = None
        self._tasks: set[asyncio.Task] = set()
        self._baseline: set[asyncio.Task] = set()
        self._started = False

    # ------------------------------------------------------------------ life

    @property
    def page(self) -> ft.Page:
        assert self.session is not None, "call start() first"
        return self.session.page

    async def start(self) -> "AsyncUI":
        """Register a client, run ``main(page)`` and settle."""
        loop = asyncio.get_running_loop()
        self._baseline = set(asyncio.all_tasks(loop))
        self.conn = FakeClient(loop, self)
        self.session = Session(self.conn)
        _context_page.set(self.session.page)
        # REGISTER_CLIENT, as flet_web does it
        self.session.apply_page_patch(self._client_page)
        self.conn.send_message(
            Message(
                MessageAction.REGISTER_CLIENT,
                {
                    "session_id": self.session.id,
                    "page_patch": self.session.get_page_patch(),
                    "error": "",
                },
            )
        )
        self._started = True
        await self._run_main()
        await self.settle()
        self._after_action()
        return self

    def _after_action(self):
        if self.check_sent:
            self.assert_all_sent()

    async def _run_main(self):
        page = self.page
        _context_page.set(page)
        context.reset_auto_update()
        try:
            main = self._main
            if inspect.iscoroutinefunction(main):
                await main(page)
            elif inspect.isasyncgenfunction(main):
                async for _ in main(page):
                    await self.session.after_event(page)
            elif inspect.isgeneratorfunction(main):
                for _ in main(page):
                    await self.session.after_event(page)
            else:
                main(page)
            await self.session.after_event(page)
        except Exception as e:  # same as flet_web: report, don't raise
            logger.error("Unhandled error in main()", exc_info=True)
            self.session.error(f"{e}")

    async def close(self):
        """Close the session; pending tasks spawned by the app are cancelled."""
        if not self._started:
            return
        self._started = False
        try:
            self.session.close()
            await asyncio.sleep(0)
        finally:
            loop = asyncio.get_running_loop()
            cur = asyncio.current_task()
            leftovers = [
                t for t in asyncio.all_tasks(loop) - self._baseline if t is not cur and not t.done()
            ]
            for t in leftovers:
                t.cancel()
            if leftovers:
                await asyncio.wait(leftovers, timeout=1.0)
            self.conn.dispose()

    async def __aenter__(self) -> "AsyncUI":
        return await self.start()

    async def __aexit__(self, exc_type, exc, tb):
        try:
            if exc_type is None:
                self.assert_no_crash()
        finally:
            await self.close()

    # -------------------------------------------------------------- settling

    async def settle(self, timeout: Optional[float] = None):
        """Let the app finish what a user action started.

        Waits (bounded) for tasks spawned since start, emulates the client
        dismissing dialogs that were closed (``open=False``), and repeats until
        nothing changes.
        """
        timeout = self.settle_timeout if timeout is None else timeout
        deadline = time.monotonic() + timeout
        loop = asyncio.get_running_loop()
        cur = asyncio.current_task()
        while True:
            for _ in range(3):
                await asyncio.sleep(0)
            # emulate client: a closed dialog animates out, then reports "dismiss"
            dismissed = False
            for dlg in list(self.page._dialogs.controls):
                if not getattr(dlg, "open", True):
                    await self.session.dispatch_event(dlg._i, "dismiss", None)
                    dismissed = True
            pending = [
                t
                for t in asyncio.all_tasks(loop) - self._baseline
                if t is not cur and not t.done() and not self._is_scheduler(t)
            ]
            if not pending and not dismissed:
                return
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                logger.debug("settle: %d task(s) still running after %.1fs", len(pending), timeout)
                return
            if pending:
                await asyncio.wait(pending, timeout=min(remaining, 0.05))


    @staticmethod
    def _is_scheduler(task: asyncio.Task) -> bool:
        coro = task.get_coro()
        name = getattr(coro, "__qualname__", "")
        return "__updates_scheduler" in name

    # -------------------------------------------------------- method stubs

    def stub(self, name: str, value: StubValue = None):
        """Answer client method calls named ``name``.

        ``name`` is ``"method"`` or ``"ControlType.method"`` (more specific
        wins), e.g. ``"Clipboard.get"``, ``"FilePicker.save_file"``,
        ``"Wakelock.enable"``. ``value`` is returned to the app; if callable it
        is called as ``value(args, control)`` (may be async); if it raises, the
        app's ``await`` raises ``RuntimeError``. Unstubbed calls answer
        ``None`` (and are recorded in :attr:`calls`).
        """
        self._stubs[name] = value

    def calls_to(self, name: str) -> list[MethodCall]:
        """Recorded calls matching ``"method"`` or ``"Type.method"``."""
        return [
            c for c in self.calls if name in (c.name, f"{c.control_type}.{c.name}")
        ]

    def _answer_invoke(self, body: dict):
        control_id = body["control_id"]
        call_id = body["call_id"]
        name = body["name"]
        args = body.get("args")
        control = self.session.index.get(control_id)
        ctype = getattr(control, "_c", None) or type(control).__name__
        self.calls.append(MethodCall(control, ctype, name, args))
        full = f"{ctype}.{name}"
        if full in self._stubs:
            stub = self._stubs[full]
        elif name in self._stubs:
            stub = self._stubs[name]
        elif ctype == "Page" and name == "push_route":
            stub = self._emulate_push_route
        else:
            stub = None
        task = asyncio.ensure_future(self._reply(control_id, call_id, stub, args, control))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _reply(self, control_id, call_id, stub, args, control):
        result, error = None, None
        try:
            if callable(stub):
                result = stub(args, control)
                if inspect.isawaitable(result):
                    result = await result
            else:
                result = stub
        except Exception as e:  # the client reports an error string
            error = str(e) or type(e).__name__
        # the real client serialises the result: keep only wire-able values
        if result is not None and not isinstance(result, (str, int, float, bool, list, dict)):
            encode = configure_encode_object_for_msgpack(BaseControl)
            result = msgpack.unpackb(msgpack.packb(result, default=encode), strict_map_key=False)
        self.session.handle_invoke_method_results(control_id, call_id, result, error)

    async def _emulate_push_route(self, args, control):
        route = (args or {}).get("route", "/")
        # the client changes its URL, then reports the new route
        asyncio.get_running_loop().call_soon(
            lambda: asyncio.ensure_future(self._route_changed(route))
        )
        return None

    async def _route_changed(self, route: str):
        self.session.apply_page_patch({"route": route})
        await self.session.dispatch_event(self.page._i, "route_change", {"route": route})

    # ------------------------------------------------------------ finding

    def visible_roots(self) -> list[Any]:
        """What the user sees: top view, overlay, open dialogs (in that order)."""
        page = self.page
        roots: list[Any] = []
        if page.views:
            roots.append(page.views[-1])
        roots.extend(page.overlay)
        roots.extend(d for d in page._dialogs.controls if getattr(d, "open", False))
        return roots

    def walk(self, visible_only: bool = True) -> Iterator[BaseControl]:
        """Depth-first walk of controls the user can see."""
        seen: set[int] = set()

        def rec(value):
            if value is None or isinstance(value, (str, bytes, int, float, bool)):
                return
            if id(value) in seen:
                return
            seen.add(id(value))
            if isinstance(value, BaseControl):
                if visible_only and getattr(value, "visible", True) is False:
                    return
                yield value
            for child in _children(value):
                yield from rec(child)

        for root in self.visible_roots():
            yield from rec(root)

    def find_all(self, key: Any = None, *, type: Optional[type] = None) -> list[BaseControl]:
        """Visible controls with this key and/or of this type."""
        return [
            c
            for c in self.walk()
            if (key is None or _key_matches(c, key)) and (type is None or isinstance(c, type))
        ]

    def find(self, key: Any) -> BaseControl:
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
        return found[0]

    def exists(self, key: Any) -> bool:
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

    def _check_usable(self, control: BaseControl, key: Any):
        c: Any = control
        while c is not None:
            if getattr(c, "visible", True) is False:
                raise UIError(f"control {key!r} is not visible")
            if getattr(c, "disabled", False):
                raise UIError(f"control {key!r} is disabled")
            try:
                c = c.parent
            except Exception:
                break

    async def dispatch(self, key_or_control: Any, event: str, data: Any = None, *, check: bool = True):
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

    async def click(self, key: Any):
        """Tap a button / icon button / container / list tile (event "click")."""
        return await self.dispatch(key, "click", None)

    async def long_press(self, key: Any):
        return await self.dispatch(key, "long_press", None)

    async def type(self, key: Any, text: str):
        """Replace a TextField's text as a user would; fires ``on_change``."""
        control = self.find(key)
        self._check_usable(control, key)
        self.session.apply_patch(control._i, {"value": text})
        return await self.dispatch(control, "change", text)

    async def submit(self, key: Any, text: Optional[str] = None):
        """Press Enter in a TextField (optionally typing ``text`` first)."""
        if text is not None:
            await self.type(key, text)
        control = self.find(key)
        return await self.dispatch(control, "submit", getattr(control, "value", None))

    async def select(self, key: Any, option_key: Any):
        """Pick an option of a Dropdown by the option's key; fires ``on_select``."""
        control = self.find(key)
        self._check_usable(control, key)
        options = getattr(control, "options", None) or []
        option_keys = [getattr(o, "key", None) or getattr(o, "text", None) for o in options]
        if option_key not in option_keys:
            raise UIError(f"dropdown {key!r} has no option {option_key!r}; options: {option_keys}")
        self.session.apply_patch(control._i, {"value": option_key})
        return await self.dispatch(control, "select", option_key)

    async def set_value(self, key: Any, value: Any, event: str = "change"):
        """Checkbox/Switch/Slider/Radio group: set ``value`` and fire ``event``."""
        control = self.find(key)
        self._check_usable(control, key)
        self.session.apply_patch(control._i, {"value": value})
        return await self.dispatch(control, event, value if not isinstance(value, bool) else None)

    async def toggle(self, key: Any):
        """Flip a Checkbox/Switch."""
        control = self.find(key)
        return await self.set_value(key, not bool(getattr(control, "value", False)))

    async def dismiss_dialog(self):
        """Tap outside / press Esc on the top dialog (client closes it)."""
        dlg = self.dialog()
        if dlg is None:
            raise UIError("no dialog is open")
        self.session.apply_patch(dlg._i, {"open": False})
        await self.session.dispatch_event(dlg._i, "dismiss", None)
        await self.settle()
        self._after_action()

    async def go(self, route: str):
        """The user opens ``route`` (URL bar / deep link): fires route_change."""
        await self._route_changed(route)
        await self.settle()
        self._after_action()

    async def back(self):
        """System/AppBar back button: fires ``on_view_pop`` for the top view."""
        views = self.page.views
        if len(views) < 2:
            raise UIError("no view to pop")
        await self.session.dispatch_event(self.page._i, "view_pop", {"route": views[-1].route})
        await self.settle()
        self._after_action()

    async def run(self, fn: Callable[[], Any]):
        """Run app code in the page's context (e.g. ``page.run_task`` stuff)."""
        _context_page.set(self.page)
        r = fn()
        if inspect.isawaitable(r):
            r = await r
        await self.settle()
        return r

    # ------------------------------------------------------------- checks

    @property
    def bytes_sent(self) -> int:
        """Bytes sent to the client so far (msgpack, as over the WebSocket): tap cost = difference."""
        return self.conn.bytes_sent if self.conn else 0

    @property
    def crashes(self) -> list[str]:
        """SESSION_CRASHED messages (handler exceptions) seen so far."""
        out = []
        for action, body in self.conn.messages if self.conn else []:
            if action == MessageAction.SESSION_CRASHED:
                out.append(body.get("message", str(body)) if isinstance(body, dict) else str(body))
        return out

    def unsent(self) -> list[tuple[BaseControl, list[str]]]:
        """Mounted controls whose property changes never reached the client."""
        out = []
        for c in list(self.session.index.values()):
            dirty = getattr(c, "_dirty", None)
            if dirty:
                out.append((c, sorted(dirty)))
        return out

    def assert_all_sent(self):
        """Fail if the app changed controls without an update reaching the
        client. Typical cause: a handler called ``page.show_dialog()``,
        ``page.pop_dialog()`` or ``x.update()`` (which turns auto-update off
        for that handler) and then changed other controls without
        ``page.update()``. Only property changes are detected, not list
        mutations (``controls.append``)."""
        bad = self.unsent()
        if bad:
            desc = ", ".join(
                f"{type(c).__name__}(key={getattr(c, 'key', None)!r}).{'/'.join(f)}"
                for c, f in bad
            )
            raise UIError(
                "changed but never sent to the client (call page.update()): " + desc
            )

    def assert_no_crash(self):
        crashes = self.crashes
        if crashes:
            raise AssertionError(
                f"{len(crashes)} SESSION_CRASHED message(s):\n" + "\n---\n".join(crashes)
            )

    def expect_crash(self, substring: str = "") -> str:
        """Assert a crash happened (and forget it so teardown passes)."""
        crashes = self.crashes
        match = [c for c in crashes if substring in c]
        if not match:
            raise AssertionError(f"no SESSION_CRASHED containing {substring!r}: {crashes}")
        self.conn.messages = [
            (a, b)
            for (a, b) in self.conn.messages
            if not (a == MessageAction.SESSION_CRASHED and substring in str(b))
        ]
        return match[0]


def _span_texts(spans) -> Iterator[str]:
    for s in spans or []:
        if getattr(s, "text", None):
            yield s.text
        yield from _span_texts(getattr(s, "spans", None))


_FIELD_CACHE: dict[type, frozenset] = {}


def _field_names(obj) -> frozenset:
    t = type(obj)
    if t not in _FIELD_CACHE:
        _FIELD_CACHE[t] = frozenset(f.name for f in dataclasses.fields(obj))
    return _FIELD_CACHE[t]


# ---------------------------------------------------------------- sync API

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

    def __init__(self, main: Callable[[ft.Page], Any], **kwargs):
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

    def _call(self, coro: Awaitable):
        return self._loop.run_until_complete(coro)

    def __getattr__(self, name: str):
        target = getattr(self._async, name)
        if name in _ASYNC_METHODS:

            def sync(*args, **kwargs):
                return self._call(target(*args, **kwargs))

            sync.__name__ = name
            sync.__doc__ = target.__doc__
            return sync
        return target

    def close(self):
        if self._closed:
            return
        self._closed = True
        try:
            self._call(self._async.close())
        finally:
            self._loop.close()

    def __enter__(self) -> "UI":
        return self

    def __exit__(self, exc_type, exc, tb):
        try:
            if exc_type is None:
                self._async.assert_no_crash()
        finally:
            self.close()


def run_async(test_coro_fn: Callable[..., Awaitable]) -> Callable[..., Any]:
    """Decorator: run an ``async def`` test with ``asyncio.run`` (no plugin).

    ``@run_async`` then ``async def test_x(): async with AsyncUI(main) as ui: ...``
    """
    import functools

    @functools.wraps(test_coro_fn)
    def wrapper(*args, **kwargs):
        return asyncio.run(asyncio.wait_for(test_coro_fn(*args, **kwargs), timeout=30))

    return wrapper
