"""The app under test in process: a real page and session over the fake client (``AsyncUI``)."""

from __future__ import annotations

import asyncio
import inspect
import time
from collections.abc import Awaitable
from typing import Callable, Optional, TypeVar

import flet as ft
import msgpack  # type: ignore[import-untyped]  # no stubs: its packb/unpackb are used as Flet's client does
from flet.controls.base_control import BaseControl
from flet.controls.context import _context_page, context
from flet.messaging.protocol import Message, MessageAction, configure_encode_object_for_msgpack
from flet.messaging.session import Session

from .acting import Acting
from scorekeeper.jsontypes import JsonObject

from .client import DEFAULT_CLIENT_PAGE, FakeClient, InvokeBody, MethodCall, StubValue, UIError, WireValue, logger

#: The app's ``main(page)``: a function, a coroutine function or a (async) generator of updates, as Flet runs it.
AppMain = Callable[[ft.Page], object]
T = TypeVar("T")


class AsyncUI(Acting):
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
        main: AppMain,
        *,
        route: str = "/",
        client_page: Optional[JsonObject] = None,
        stubs: Optional[dict[str, StubValue]] = None,
        settle_timeout: float = 2.0,
        check_sent: bool = True,
    ) -> None:
        self.check_sent = check_sent
        self._main = main
        self._client_page = {**DEFAULT_CLIENT_PAGE, "route": route, **(client_page or {})}
        self._stubs: dict[str, StubValue] = dict(stubs or {})
        self.settle_timeout = settle_timeout
        #: client method calls made by the app, in order
        self.calls: list[MethodCall] = []
        self._conn: Optional[FakeClient] = None
        self._session: Optional[Session] = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._baseline: set[asyncio.Task[object]] = set()
        #: tasks awaiting an answer the test holds back on purpose (``held``): settling does not wait for them
        self._held: set[asyncio.Task[object]] = set()
        self._started = False

    # ------------------------------------------------------------------ life

    @property
    def session(self) -> Session:
        """The app's Flet session (once started): every mounted control in ``session.index``."""
        assert self._session is not None, "call start() first"
        return self._session

    @property
    def conn(self) -> FakeClient:
        """The fake client the session talks to (once started): ``messages``, ``bytes_sent``."""
        assert self._conn is not None, "call start() first"
        return self._conn

    @property
    def page(self) -> ft.Page:
        page: ft.Page = self.session.page
        return page

    async def start(self) -> "AsyncUI":
        """Register a client, run ``main(page)`` and settle."""
        loop = asyncio.get_running_loop()
        self._baseline = set(asyncio.all_tasks(loop))
        self._conn = FakeClient(loop, self)
        self._session = Session(self._conn)
        _set_page(self.page)
        # REGISTER_CLIENT, as flet_web does it
        self.session.apply_page_patch(self._client_page)
        self.conn.send_message(
            Message(
                MessageAction.REGISTER_CLIENT,
                {
                    "session_id": self.session.id,
                    "page_patch": self.session.get_page_patch(),  # type: ignore[no-untyped-call]  # untyped in Flet
                    "error": "",
                },
            )
        )
        self._started = True
        await self._run_main()
        await self.settle()
        self._after_action()
        return self

    def _after_action(self) -> None:
        if self.check_sent:
            self.assert_all_sent()

    async def _run_main(self) -> None:
        page = self.page
        _set_page(page)
        context.reset_auto_update()  # type: ignore[no-untyped-call]  # untyped in Flet
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

    async def close(self) -> None:
        """Close the session as flet_web ends one (the client gone, then the session closed); pending tasks spawned
        by the app are cancelled.

        The client leaves first (``disconnect``): with the client still there, the automatic update after the
        ``close`` event diffed every control of the page for a client that would never see it (an eighth of the
        CPU of a test that closes and reopens the app often)."""
        if not self._started:
            return
        self._started = False
        try:
            await self.session.disconnect(0)
            self.session.close()  # type: ignore[no-untyped-call]  # untyped in Flet
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

    async def __aexit__(self, exc_type: object, exc: object, tb: object) -> None:
        try:
            if exc_type is None:
                self.assert_no_crash()
        finally:
            await self.close()

    # -------------------------------------------------------------- settling

    async def settle(self, timeout: Optional[float] = None) -> None:
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
                if t is not cur and not t.done() and not self._is_scheduler(t) and t not in self._held
            ]
            if not pending and not dismissed:
                return
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                logger.debug("settle: %d task(s) still running after %.1fs", len(pending), timeout)
                return
            if pending:
                await asyncio.wait(pending, timeout=min(remaining, 0.05))


    async def held(self, answer: Awaitable[T]) -> T:
        """Await ``answer`` as a client's reply the test holds back on purpose (a refused file chooser's, which a
        browser never sends): settling does not wait for the task that awaits it, where it would wait its whole
        timeout (2 s) after every tap for an answer the test has said is not coming.  Settling still waits for
        everything else, the app's own handlers included.  Called inside a stub: ``await ui.held(back.wait())``."""
        task = asyncio.current_task()
        assert task is not None, "held() is awaited inside a stub"
        self._held.add(task)
        try:
            return await answer
        finally:
            self._held.discard(task)

    @staticmethod
    def _is_scheduler(task: asyncio.Task[object]) -> bool:
        coro = task.get_coro()
        name = getattr(coro, "__qualname__", "")
        return "__updates_scheduler" in name

    # -------------------------------------------------------- method stubs

    def stub(self, name: str, value: StubValue = None) -> None:
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

    def _answer_invoke(self, body: InvokeBody) -> None:
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

    async def _reply(self, control_id: int, call_id: str, stub: StubValue, args: WireValue,
                     control: BaseControl | None) -> None:
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
            encode = configure_encode_object_for_msgpack(BaseControl)  # type: ignore[no-untyped-call]  # untyped
            result = msgpack.unpackb(msgpack.packb(result, default=encode), strict_map_key=False)
        self.session.handle_invoke_method_results(control_id, call_id, result, error)

    async def _emulate_push_route(self, args: WireValue, control: BaseControl | None) -> None:
        given = args.get("route") if isinstance(args, dict) else None
        route = given if isinstance(given, str) else "/"
        # the client changes its URL, then reports the new route
        asyncio.get_running_loop().call_soon(
            lambda: asyncio.ensure_future(self._route_changed(route))
        )
        return None

    async def _route_changed(self, route: str) -> None:
        self.session.apply_page_patch({"route": route})
        await self.session.dispatch_event(self.page._i, "route_change", {"route": route})

    # ------------------------------------------------------------ finding

    # ------------------------------------------------------------- checks

    @property
    def bytes_sent(self) -> int:
        """Bytes sent to the client so far (msgpack, as over the WebSocket): tap cost = difference."""
        return self._conn.bytes_sent if self._conn else 0

    @property
    def crashes(self) -> list[str]:
        """SESSION_CRASHED messages (handler exceptions) seen so far."""
        out = []
        for action, body in self._conn.messages if self._conn else []:
            if action == MessageAction.SESSION_CRASHED:
                out.append(str(body.get("message", body)) if isinstance(body, dict) else str(body))
        return out

    def unsent(self) -> list[tuple[BaseControl, list[str]]]:
        """Mounted controls whose property changes never reached the client."""
        out: list[tuple[BaseControl, list[str]]] = []
        for c in list(self.session.index.values()):
            dirty = getattr(c, "_dirty", None)
            if dirty:
                out.append((c, sorted(dirty)))
        return out

    def assert_all_sent(self) -> None:
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

    def assert_no_crash(self) -> None:
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



def _set_page(page: ft.Page) -> None:
    """Make ``page`` the current page of Flet's context, as a session's handlers see it."""
    _context_page.set(page)  # type: ignore[arg-type]  # Flet declares the variable as holding None
